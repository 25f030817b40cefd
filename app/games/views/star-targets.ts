// The results' stars: the scores that earn one, two and three stars at each level of each game.
// Set for a child of the level's age playing the whole round: one star is a fair try, three a
// great round. Within a game the targets follow the spec's scoring (Math Quest 1 point per right
// answer in 60 s; Word Adventure and Logic Lab 5 per right answer in 180 s and 300 s; Brain
// Blitz the challenge's points times the streak multiplier in 120 s).
import type { GameKey } from "../types";

export type StarTargets = readonly [one: number, two: number, three: number];

/** Indexed by level id − 1 (levels.ts). */
export const STAR_TARGETS: Record<GameKey, readonly StarTargets[]> = {
  "math-quest": [
    [3, 8, 14],
    [4, 9, 15],
    [4, 9, 15],
    [4, 9, 14],
    [3, 7, 12],
    [2, 5, 9],
  ],
  "word-adventure": [
    [10, 30, 55],
    [10, 30, 50],
    [10, 25, 45],
    [10, 25, 40],
    [5, 20, 35],
  ],
  "logic-lab": [
    [15, 40, 70],
    [15, 40, 65],
    [15, 35, 60],
    [10, 30, 50],
    [10, 25, 45],
  ],
  "brain-blitz": [
    [5, 15, 30],
    [5, 15, 30],
    [5, 12, 25],
    [4, 10, 20],
  ],
};

/** The targets of a level; a level without its own (a run before levels) uses the game's first. */
export function starTargets(game: GameKey, level: number | undefined): StarTargets {
  const targets = STAR_TARGETS[game];
  return targets[(level ?? 1) - 1] ?? targets[0];
}

/** 0 to 3: how many of the level's targets the score reached. */
export function starsFor(game: GameKey, level: number | undefined, score: number): number {
  return starTargets(game, level).filter((target) => score >= target).length;
}
