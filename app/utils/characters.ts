/**
 * Collectible characters, as the browser shows them: the milestones that give the rarest ones
 * (their table is in app/economy.ts, their rules in app/models/characters.server.ts), how each is
 * got, and the rarities' words.
 * A character is a cosmetic of category "Character" (docs/decisions/collectible-characters.md).
 */
import type { TFunction } from "i18next";
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

/** A milestone in words: what to do, for the collection and the store (`t`: the store's messages). */
function milestoneWords({ counts, target }: { counts: MilestoneCount; target: number }, t: TFunction): string {
  switch (counts) {
    case "rounds":
      return target === 1 ? t("howToGet.firstRound") : t("howToGet.rounds", { count: target });
    case "days":
      return t("howToGet.days", { count: target });
    case "streak":
      return t("howToGet.streak", { count: target });
    case "classRaceWins":
      return target === 1 ? t("howToGet.firstClassRace") : t("howToGet.classRaces", { count: target });
  }
}

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

/**
 * "2 of 3 days in a row": how far a player has come towards a milestone (never past it); `t`: the
 * store's messages, in the reader's language (a target of 1 takes the singular: "0 of 1 round").
 */
export function progressWords({ have, target, counts }: { have: number; target: number; counts: MilestoneCount }, t: TFunction): string {
  return t(PROGRESS[counts], { have: Math.min(have, target), count: target });
}

/** The store's message for the progress towards each kind of milestone. */
const PROGRESS: Record<MilestoneCount, string> = {
  rounds: "nextUp.progress.rounds",
  days: "nextUp.progress.days",
  streak: "nextUp.progress.streak",
  classRaceWins: "nextUp.progress.classRaceWins",
};

/** How to get a character: its milestone, or its price in the store (`t`: the store's messages, in the reader's language). */
export function howToGet(character: Pick<CosmeticView, "earnedBy" | "costCc">, t: TFunction): string {
  const milestone = character.earnedBy as CharacterMilestone | null;
  return milestone && milestone in CHARACTER_MILESTONES
    ? milestoneWords(CHARACTER_MILESTONES[milestone], t)
    : t("howToGet.buy", { cost: character.costCc });
}

/** A rarity's colours; its word is the kit's message (components/RarityPill.tsx). */
export const RARITY_STYLE: Record<CharacterRarity, { className: string }> = {
  common: { className: "bg-slate-100 text-slate-800" },
  rare: { className: "bg-sky-100 text-sky-900" },
  epic: { className: "bg-violet-100 text-violet-900" },
  legendary: { className: "bg-amber-100 text-amber-900" },
};
