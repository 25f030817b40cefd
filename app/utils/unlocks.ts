/**
 * What a round unlocked, as its results show it (app/components/RoundUnlocks.tsx): a character
 * given by a milestone or a badge earned, each with its picture. The same list suits a run's
 * results and a race's end.
 */
import type { CharacterRarity } from "../../drizzle/schema";

export interface RoundUnlock {
  kind: "character" | "badge";
  key: string;
  name: string;
  description: string;
  pictureUrl: string | null;
  /** The Clever Coins it paid (a badge's reward; a character pays none). */
  coins: number;
  /** A character's rarity; null for a badge. */
  rarity: CharacterRarity | null;
}

/** The badges among a round's unlocks, as the coins line names them ("+10 CC First Steps badge"). */
export function unlockedBadges(unlocks: readonly RoundUnlock[]): { name: string; tokensReward: number }[] {
  return unlocks.filter((unlock) => unlock.kind === "badge").map((badge) => ({ name: badge.name, tokensReward: badge.coins }));
}
