/** A skill's state as every page and CSV says it (browser-safe: the model is app/games/learning/model.ts). */
import type { TFunction } from "i18next";
import type { SkillStatus } from "~/games/learning/model";

/** The states by number, as a skills table's cells carry them. */
export const SKILL_STATES = ["not-started", "practising", "mastered"] as const satisfies readonly SkillStatus[];

const WORDS: Record<SkillStatus, string> = {
  mastered: "skills.mastered",
  practising: "skills.practising",
  "not-started": "skills.notStarted",
};

/** A shape beside the words, so a state never rests on colour alone: a full star, a half-filled circle, an empty circle. */
export const SKILL_SHAPES: Record<SkillStatus, string> = { mastered: "★", practising: "◐", "not-started": "○" };

/** The state in words (`t`: the "teach" messages). */
export const skillStateWords = (status: SkillStatus, t: TFunction) => t(WORDS[status]);
