// What a game teaches, skill by skill (issue 49): the data behind a child's estimates
// (learning/model.ts), the placement check, practice, and the teacher's and parent's views.
import { inLanguage } from "../language";
import type { GameKey, GameLanguage } from "../types";

export interface Skill {
  /** Unique across the games and stable (it is stored with every estimate): "math-quest:times-7". */
  id: string;
  game: GameKey;
  /** What a child, a teacher and a parent read: "The 7 times table" (the name wherever a language is not known). */
  name: string;
  /** The same name in Spanish (skillNameIn): translated where it is shown, never stored. */
  es: string;
  /** The game's level whose runs ask it (levels.ts); a practice run draws its questions from there. */
  level: number;
  /** The age a child usually meets it at school. */
  age: number;
}

/** A game's skills in the order a child meets them: easiest first, level by level. */
export function gameSkills(
  game: GameKey,
  rows: ReadonlyArray<readonly [local: string, name: string, es: string, level: number, age: number]>,
): Skill[] {
  return rows.map(([local, name, es, level, age]) => ({ id: `${game}:${local}`, game, name, es, level, age }));
}

/** A skill's name in `language`: the reader's on a page (homework form, skills view), a parent's in their summary. */
export function skillNameIn(skill: Pick<Skill, "name" | "es">, language: GameLanguage): string {
  return inLanguage(language, { en: skill.name, es: skill.es });
}
