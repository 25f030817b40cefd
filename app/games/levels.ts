// The levels of each game, easiest first, with the ages they suit. Plain data with no content
// behind it, so a page can import it to offer a level picker without pulling in any bank.
import type { GameKey } from "./types";

export interface Level {
  /** 1-based, easiest first; stored on the run (RunState.level). */
  id: number;
  /** Child-friendly name, e.g. "Sums to 10". */
  name: string;
  /** Youngest and oldest age the level is written for, both included. */
  ages: readonly [min: number, max: number];
}

/** The whole audience: the footer promises ages 5-18. */
export const YOUNGEST_AGE = 5;
export const OLDEST_AGE = 18;

// Within a game the age bands follow each other without gaps or overlaps, so every age from 5
// to 18 has exactly one default level (tests/unit/games/levels.test.ts checks it).
const LEVELS: Record<GameKey, readonly Level[]> = {
  "math-quest": [
    { id: 1, name: "Counting and sums to 10", ages: [5, 6] },
    { id: 2, name: "Adding and taking away to 20", ages: [7, 7] },
    { id: 3, name: "Adding and taking away to 100", ages: [8, 8] },
    { id: 4, name: "Times tables and sharing", ages: [9, 10] },
    { id: 5, name: "Big numbers and mixed operations", ages: [11, 14] },
    { id: 6, name: "Equations, indices, percentages and chance", ages: [15, 18] },
  ],
  "word-adventure": [
    { id: 1, name: "Three-letter words", ages: [5, 6] },
    { id: 2, name: "Four-letter words", ages: [7, 8] },
    { id: 3, name: "Everyday words", ages: [9, 10] },
    { id: 4, name: "Longer words", ages: [11, 13] },
    { id: 5, name: "Word master vocabulary", ages: [14, 18] },
  ],
  "logic-lab": [
    { id: 1, name: "Picture patterns", ages: [5, 6] },
    { id: 2, name: "Number patterns", ages: [7, 8] },
    { id: 3, name: "Odd one out and analogies", ages: [9, 10] },
    { id: 4, name: "Tricky sequences", ages: [11, 13] },
    { id: 5, name: "Multi-step reasoning", ages: [14, 18] },
  ],
  "brain-blitz": [
    { id: 1, name: "Little sparks", ages: [5, 7] },
    { id: 2, name: "Quick thinkers", ages: [8, 10] },
    { id: 3, name: "Sharp minds", ages: [11, 13] },
    { id: 4, name: "Brain masters", ages: [14, 18] },
  ],
};

export function levelsFor(game: GameKey): readonly Level[] {
  return LEVELS[game];
}

/** The ages a game's levels span, youngest to oldest: what its card and play page say. */
export function gameAges(game: GameKey): { minAge: number; maxAge: number } {
  const levels = LEVELS[game];
  return { minAge: levels[0].ages[0], maxAge: levels[levels.length - 1].ages[1] };
}

/** The level with this id, or undefined when the game has no such level. */
export function levelFor(game: GameKey, id: number): Level | undefined {
  return LEVELS[game].find((level) => level.id === id);
}

/** The level written for a child of `age`; younger than 5 gets the first, older than 18 the last. */
export function defaultLevelForAge(game: GameKey, age: number): Level {
  const levels = LEVELS[game];
  const years = Math.floor(age);
  if (!(years >= levels[0].ages[0])) return levels[0]; // also NaN
  return levels.find((level) => years <= level.ages[1]) ?? levels[levels.length - 1];
}

/** "Ages 5-6", or "Age 7" for a one-year level: the play page's wording for a game's ages. */
export function describeLevelAges(level: Level): string {
  const [min, max] = level.ages;
  return min === max ? `Age ${min}` : `Ages ${min}-${max}`;
}

/**
 * The level whose content a stored run plays. A run only starts at a level the game has
 * (engines refuse others), but a level id stored before a level was removed plays the hardest
 * one left rather than breaking the run.
 */
export function playableLevel(game: GameKey, id: number): Level {
  const levels = LEVELS[game];
  return levelFor(game, id) ?? levels[levels.length - 1];
}

/** For an engine's start(): the level must be one the game has. */
export function requireLevel(game: GameKey, id: number): number {
  if (levelFor(game, id) === undefined) throw new RangeError(`${game} has no level ${id}`);
  return id;
}
