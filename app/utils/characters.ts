/**
 * Collectible characters, as the browser shows them: the milestones that give the rarest ones
 * (their table is in app/economy.ts, their rules in app/models/characters.server.ts), how each is
 * got, and the rarities' words.
 * A character is a cosmetic of category "Character" (docs/decisions/collectible-characters.md).
 */
import type { CharacterRarity } from "../../drizzle/schema";
import type { CosmeticView } from "./cosmetics";

/** What each milestone counts and how many it takes; app/economy.ts names it with its table. */
export const CHARACTER_MILESTONES = {
  rounds_1: { counts: "rounds", target: 1 },
  rounds_10: { counts: "rounds", target: 10 },
  streak_3: { counts: "streak", target: 3 },
  days_5: { counts: "days", target: 5 },
  streak_7: { counts: "streak", target: 7 },
  rounds_50: { counts: "rounds", target: 50 },
  class_race_win: { counts: "classRaceWins", target: 1 },
  days_14: { counts: "days", target: 14 },
  days_21: { counts: "days", target: 21 },
  streak_30: { counts: "streak", target: 30 },
} as const satisfies Record<string, { counts: MilestoneCount; target: number }>;

/** What a character milestone counts. */
export type MilestoneCount = "rounds" | "days" | "streak" | "classRaceWins";

export type CharacterMilestone = keyof typeof CHARACTER_MILESTONES;
export const characterMilestones = Object.keys(CHARACTER_MILESTONES) as CharacterMilestone[];

/** A milestone in words: what to do, for the collection and the store. */
function milestoneWords({ counts, target }: { counts: MilestoneCount; target: number }): string {
  switch (counts) {
    case "rounds":
      return target === 1 ? "Finish your first round of any game." : `Finish ${target} rounds of any game.`;
    case "days":
      return `Play on ${target} different days.`;
    case "streak":
      return `Play ${target} days in a row.`;
    case "classRaceWins":
      return target === 1 ? "Win a class race." : `Win ${target} class races.`;
  }
}

/** What the progress towards a milestone counts, after "2 of 3": "days in a row" (one of 1: "round"). */
const PROGRESS_UNITS: Record<MilestoneCount, [one: string, many: string]> = {
  rounds: ["round", "rounds"],
  days: ["day", "days"],
  streak: ["day in a row", "days in a row"],
  classRaceWins: ["class race win", "class race wins"],
};

/** A milestone character the player does not own yet, and how far they have come towards it. */
export interface NextCharacter {
  key: string;
  name: string;
  pictureUrl: string;
  rarity: CharacterRarity | null;
  counts: MilestoneCount;
  have: number;
  target: number;
}

/** "2 of 3 days in a row": how far a player has come towards a milestone (never past it). */
export function progressWords({ have, target, counts }: { have: number; target: number; counts: MilestoneCount }): string {
  return `${Math.min(have, target)} of ${target} ${PROGRESS_UNITS[counts][target === 1 ? 0 : 1]}`;
}

/** How to get a character: its milestone, or its price in the store. */
export function howToGet(character: Pick<CosmeticView, "earnedBy" | "costCc">): string {
  const milestone = character.earnedBy as CharacterMilestone | null;
  return milestone && milestone in CHARACTER_MILESTONES
    ? milestoneWords(CHARACTER_MILESTONES[milestone])
    : `Buy it in the store for ${character.costCc} CC.`;
}

export const RARITY_STYLE: Record<CharacterRarity, { label: string; className: string }> = {
  common: { label: "Common", className: "bg-slate-100 text-slate-800" },
  rare: { label: "Rare", className: "bg-sky-100 text-sky-900" },
  epic: { label: "Epic", className: "bg-violet-100 text-violet-900" },
  legendary: { label: "Legendary", className: "bg-amber-100 text-amber-900" },
};
