/**
 * Collectible characters, as the browser shows them: the milestones that give the rarest ones
 * (the rules are in app/models/characters.server.ts), how each is got, and the rarities' words.
 * A character is a cosmetic of category "Character" (docs/decisions/collectible-characters.md).
 */
import type { CharacterRarity } from "../../drizzle/schema";
import type { CosmeticView } from "./cosmetics";

export const characterMilestones = [
  "first_run_level_1",
  "first_run_level_2",
  "first_run_level_3",
  "first_run_level_4",
  "first_run_level_5",
  "first_run_level_6",
  "streak_3",
  "streak_7",
  "streak_30",
  "class_race_win",
] as const;
export type CharacterMilestone = (typeof characterMilestones)[number];

const MILESTONE_WORDS: Record<CharacterMilestone, string> = {
  first_run_level_1: "Finish your first round at level 1 of any game.",
  first_run_level_2: "Finish your first round at level 2 of any game.",
  first_run_level_3: "Finish your first round at level 3 of any game.",
  first_run_level_4: "Finish your first round at level 4 of any game.",
  first_run_level_5: "Finish your first round at level 5 of any game.",
  first_run_level_6: "Finish your first round at level 6 of Math Quest.",
  streak_3: "Play 3 days in a row.",
  streak_7: "Play 7 days in a row.",
  streak_30: "Play 30 days in a row.",
  class_race_win: "Win a class race.",
};

/** How to get a character: its milestone, or its price in the store. */
export function howToGet(character: Pick<CosmeticView, "earnedBy" | "costCc">): string {
  const milestone = character.earnedBy as CharacterMilestone | null;
  return milestone && milestone in MILESTONE_WORDS ? MILESTONE_WORDS[milestone] : `Buy it in the store for ${character.costCc} CC.`;
}

export const RARITY_STYLE: Record<CharacterRarity, { label: string; className: string }> = {
  common: { label: "Common", className: "bg-slate-100 text-slate-800" },
  rare: { label: "Rare", className: "bg-sky-100 text-sky-900" },
  epic: { label: "Epic", className: "bg-violet-100 text-violet-900" },
  legendary: { label: "Legendary", className: "bg-amber-100 text-amber-900" },
};
