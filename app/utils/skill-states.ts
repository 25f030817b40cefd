/** A skill's state as every page and CSV says it (browser-safe: the model is app/games/learning/model.ts). */
import type { SkillStatus } from "~/games/learning/model";

/** The states by number, as a skills table's cells carry them. */
export const SKILL_STATES = ["not-started", "practising", "mastered"] as const satisfies readonly SkillStatus[];

const WORDS: Record<SkillStatus, string> = { mastered: "Mastered", practising: "Practising", "not-started": "Not started" };

/** A shape beside the words, so a state never rests on colour alone: a full star, a half-filled circle, an empty circle. */
export const SKILL_SHAPES: Record<SkillStatus, string> = { mastered: "★", practising: "◐", "not-started": "○" };

export const skillStateWords = (status: SkillStatus) => WORDS[status];
