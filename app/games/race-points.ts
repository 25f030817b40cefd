// Race points: how a race between players at different levels is won fairly
// (docs/decisions/fair-friend-races.md). Each player's score is measured against the three-star
// score target of their own level (stars.ts: what a child of that level's age makes in a great
// whole round), as a percentage. A 10-year-old at level 2 and a 15-year-old at level 5 each race
// their own questions, and the one who did better for their level wins.
import type { TFunction } from "i18next";
import { starTargets } from "./stars";
import type { GameKey } from "./types";

export function racePoints(game: GameKey, level: number, score: number): number {
  return Math.round((100 * Math.max(0, score)) / starTargets(game, level)[2]);
}

/**
 * Race points as a child reads them at the race's end, for the player's own row ("You beat your
 * level's target by 25%") or another's ("Beat their level's target by 25%"): the more beyond
 * (or the closer to) one's own target, the better, which is how the race is won. In the reader's
 * words (`t`: the `race` messages).
 */
export function targetWords(points: number, you: boolean, t: TFunction): string {
  if (points > 100) return you ? t("podium.youBeat", { percent: points - 100 }) : t("podium.theyBeat", { percent: points - 100 });
  if (points === 100) return you ? t("podium.youHit") : t("podium.theyHit");
  return you ? t("podium.youReached", { percent: points }) : t("podium.theyReached", { percent: points });
}

/** The index of the seat with the most race points, or null when the top is shared (a tie). */
export function raceWinner(game: GameKey, seats: Array<{ level: number; score: number }>): number | null {
  const points = seats.map((seat) => racePoints(game, seat.level, seat.score));
  const best = Math.max(...points);
  return points.filter((p) => p === best).length === 1 ? points.indexOf(best) : null;
}
