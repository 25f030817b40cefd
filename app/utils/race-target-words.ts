import type { TFunction } from "i18next";

/**
 * Race points (games/race-points.ts) as a child reads them at the race's end, for the player's own
 * row ("You beat your level's target by 25%") or another's ("Beat their level's target by 25%"):
 * the more beyond (or the closer to) one's own target, the better, which is how the race is won.
 * `t`: the race namespace's, in the reader's language.
 */
export function targetWords(points: number, you: boolean, t: TFunction): string {
  if (points > 100) return t(you ? "podium.target.beatYou" : "podium.target.beat", { over: points - 100 });
  if (points === 100) return t(you ? "podium.target.hitYou" : "podium.target.hit");
  return t(you ? "podium.target.reachedYou" : "podium.target.reached", { points });
}
