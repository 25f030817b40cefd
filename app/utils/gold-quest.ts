/**
 * Gold Quest's rules as every screen shows them (the chests' chances on the mode's help): what a
 * chest may hold and how likely each is. The draw itself is the server's
 * (app/models/class-races/modes/gold-chests.server.ts); docs/decisions/gold-quest.md explains both.
 */
import type { TFunction } from "i18next";
export const CHEST_OUTCOMES = ["gain", "double", "lose", "steal", "swap"] as const;
export type ChestOutcome = (typeof CHEST_OUTCOMES)[number];

/** Each outcome's chance in percent (they sum to 100): the draw and the help read this one table. */
export const CHEST_CHANCES: Record<ChestOutcome, number> = { gain: 45, double: 15, lose: 15, steal: 15, swap: 10 };

/** A chest's amounts: gain 10-50 gold in steps of 10; lose a quarter; steal 10-25 % of the target's gold. */
export const GAIN_STEPS = [10, 20, 30, 40, 50] as const;
export const LOSE_PERCENT = 25;
export const STEAL_PERCENT = { min: 10, max: 25 } as const;

/** How many closed chests a right answer offers (the player picks one). */
export const CHESTS = 3;

/** The help's table: what each chest does, in a child's words. */
/** What a chest may hold, in the reader's words (`t`: the "classrace" messages). */
export function chestHelp(outcome: ChestOutcome, t: TFunction): string {
  switch (outcome) {
    case "gain":
      return t("chests.help.gain", { min: GAIN_STEPS[0], max: GAIN_STEPS[GAIN_STEPS.length - 1] });
    case "double":
      return t("chests.help.double");
    case "lose":
      return t("chests.help.lose", { percent: LOSE_PERCENT });
    case "steal":
      return t("chests.help.steal", { min: STEAL_PERCENT.min, max: STEAL_PERCENT.max });
    case "swap":
      return t("chests.help.swap");
  }
}

/** What a Gold Quest player's page shows beside the question: their gold and the chest waiting, if any. */
export interface GoldModeView {
  mode: "gold";
  raceId: string;
  gold: number;
  /** The number of the chest waiting to be opened (1 for the first right answer), or null. */
  chest: number | null;
}

/** What opening a chest answers a page with JavaScript (without, the same words come as a toast). */
export interface ChestReply {
  said?: string;
  error?: string;
  chest?: number;
}

/** Opening the waiting chest on the race's socket (JavaScript players: no HTTP request a chest), and its reply. */
export interface ChestOnSocket {
  type: "chest";
  chest: number;
}
export interface ChestOpenedOnSocket {
  type: "chest-opened";
  reply: ChestReply;
}

/** The opener's own words for a chest ("You opened a chest: +40 gold"), for the polite log and the toast (`t`: "classrace"). */
export function chestWords(outcome: ChestOutcome, amount: number, target: string | null, t: TFunction): string {
  const moved = { sign: amount >= 0 ? "+" : "-", gold: Math.abs(amount) };
  if (outcome === "steal" && target) return t("chests.opened.steal", { ...moved, target });
  if (outcome === "swap" && target) return t("chests.opened.swap", { ...moved, target });
  return outcome === "double" ? t("chests.opened.double", moved) : t("chests.opened.plain", moved);
}
