// Race points: how a race between players at different levels is won fairly
// (docs/decisions/fair-friend-races.md). Each player's score is measured against the three-star
// score target of their own level (stars.ts: what a child of that level's age makes in a great
// whole round), as a percentage. A 10-year-old at level 2 and a 15-year-old at level 5 each race
// their own questions, and the one who did better for their level wins.
import { starTargets } from "./stars";
import type { GameKey } from "./types";

export function racePoints(game: GameKey, level: number, score: number): number {
  return Math.round((100 * Math.max(0, score)) / starTargets(game, level)[2]);
}

/** The index of the seat with the most race points, or null when the top is shared (a tie). */
export function raceWinner(game: GameKey, seats: Array<{ level: number; score: number }>): number | null {
  const points = seats.map((seat) => racePoints(game, seat.level, seat.score));
  const best = Math.max(...points);
  return points.filter((p) => p === best).length === 1 ? points.indexOf(best) : null;
}
