// Every game's skills (one file per game), and where a question's skill comes from.
import type { GameKey } from "../types";
import { BLITZ_SKILLS } from "./brain-blitz";
import { LOGIC_SKILLS } from "./logic-lab";
import { MATH_SKILLS } from "./math-quest";
import type { Skill } from "./types";
import { WORD_SKILLS } from "./word-adventure";

export type { Skill } from "./types";

export const SKILLS: Record<GameKey, readonly Skill[]> = {
  "math-quest": MATH_SKILLS,
  "word-adventure": WORD_SKILLS,
  "logic-lab": LOGIC_SKILLS,
  "brain-blitz": BLITZ_SKILLS,
};

const BY_ID = new Map(Object.values(SKILLS).flatMap((skills) => skills.map((skill) => [skill.id, skill] as const)));

export function skillById(id: string): Skill | undefined {
  return BY_ID.get(id);
}

/** A teacher's set is one skill of its own (its id is the set's). */
export const setSkillId = (setId: string) => `set:${setId}`;
