// The levels of each game, easiest first, with the ages they suit. Plain data with no content
// behind it, so a page can import it to offer a level picker without pulling in any bank.
import { inLanguage } from "./language";
import type { GameKey, GameLanguage } from "./types";

export interface Level {
  /** 1-based, easiest first; stored on the run (RunState.level). */
  id: number;
  /** Child-friendly name, e.g. "Sums to 10": the English one, the level's name wherever a language is not known. */
  name: string;
  /** The same name in Spanish (levelNameIn): translated where it is shown, never stored. */
  es: string;
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
    { id: 1, name: "Counting and sums to 10", es: "Contar y sumar hasta 10", ages: [5, 6] },
    { id: 2, name: "Adding and taking away to 20", es: "Sumar y restar hasta 20", ages: [7, 7] },
    { id: 3, name: "Adding and taking away to 100", es: "Sumar y restar hasta 100", ages: [8, 8] },
    { id: 4, name: "Times tables and sharing", es: "Tablas de multiplicar y repartos", ages: [9, 10] },
    { id: 5, name: "Big numbers and mixed operations", es: "Números grandes y operaciones combinadas", ages: [11, 14] },
    { id: 6, name: "Equations, indices, percentages and chance", es: "Ecuaciones, potencias, porcentajes y probabilidad", ages: [15, 18] },
  ],
  "word-adventure": [
    { id: 1, name: "Three-letter words", es: "Palabras de tres letras", ages: [5, 6] },
    { id: 2, name: "Four-letter words", es: "Palabras de cuatro letras", ages: [7, 8] },
    { id: 3, name: "Everyday words", es: "Palabras de todos los días", ages: [9, 10] },
    { id: 4, name: "Longer words", es: "Palabras más largas", ages: [11, 13] },
    { id: 5, name: "Word master vocabulary", es: "Vocabulario de maestro de las palabras", ages: [14, 18] },
  ],
  "logic-lab": [
    { id: 1, name: "Picture patterns", es: "Patrones con dibujos", ages: [5, 6] },
    { id: 2, name: "Number patterns", es: "Patrones con números", ages: [7, 8] },
    { id: 3, name: "Odd one out and analogies", es: "El que no encaja y analogías", ages: [9, 10] },
    { id: 4, name: "Tricky sequences", es: "Secuencias difíciles", ages: [11, 13] },
    { id: 5, name: "Multi-step reasoning", es: "Razonamiento en varios pasos", ages: [14, 18] },
  ],
  "brain-blitz": [
    { id: 1, name: "Little sparks", es: "Pequeñas chispas", ages: [5, 7] },
    { id: 2, name: "Quick thinkers", es: "Mentes rápidas", ages: [8, 10] },
    { id: 3, name: "Sharp minds", es: "Mentes agudas", ages: [11, 13] },
    { id: 4, name: "Brain masters", es: "Maestros de la mente", ages: [14, 18] },
  ],
};

export function levelsFor(game: GameKey): readonly Level[] {
  return LEVELS[game];
}

/** A level's name in `language`: the reader's on a page, the run's on a run's stage and results. */
export function levelNameIn(level: Pick<Level, "name" | "es">, language: GameLanguage): string {
  return inLanguage(language, { en: level.name, es: level.es });
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
