// How CleverPlay estimates what a child knows (issue 49; docs/decisions/knowledge-model.md): an
// Elo-style rating of each child on each skill, with an uncertainty function that takes big steps
// while little is known and smaller ones as answers add up (Pelánek, "Applications of the Elo
// rating system in adaptive educational systems", Computers & Education 98, 2016). Pure, so the
// server, the placement check, practice and the learning bench all use these very functions.
// Every parameter is here.

export const KNOWLEDGE = {
  /** The step after answer n is alpha / (1 + beta · n) times the surprise (right − expected). */
  alpha: 1,
  beta: 0.06,
  /** Abilities stay within ±this (logits): a long run of right answers cannot run away. */
  bound: 6,
  /** Mastered: the estimated chance of a right answer is at least this ... */
  masteredChance: 0.9,
  /** ... after at least this many counted answers (the confidence: a lucky few answers are not mastery). */
  masteredAnswers: 6,
  /** A four-option choice is right by guessing this often. */
  choiceGuess: 0.25,
} as const;

/** A child's estimate on one skill: the ability (logits; 0 is an even chance without guessing) and the answers it rests on. */
export interface Estimate {
  ability: number;
  answers: number;
  correct: number;
}

export const NO_ESTIMATE: Estimate = { ability: 0, answers: 0, correct: 0 };

export type SkillStatus = "mastered" | "practising" | "not-started";

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** The estimated chance of a right answer at `ability`, on questions that can be guessed with chance `guess`. */
export function chanceRight(ability: number, guess = 0): number {
  return guess + (1 - guess) * logistic(ability);
}

/** The estimate after one counted answer: it moves up after a right answer and down after a wrong one, by less the more is known. */
export function afterAnswer(estimate: Estimate, correct: boolean, guess = 0): Estimate {
  const surprise = (correct ? 1 : 0) - chanceRight(estimate.ability, guess);
  const step = KNOWLEDGE.alpha / (1 + KNOWLEDGE.beta * estimate.answers);
  const ability = Math.max(-KNOWLEDGE.bound, Math.min(KNOWLEDGE.bound, estimate.ability + step * surprise));
  return { ability, answers: estimate.answers + 1, correct: estimate.correct + (correct ? 1 : 0) };
}

/** Mastered when the estimate says so with confidence; practising once answered; else not started. */
export function skillStatus(estimate: Estimate | undefined, guess = 0): SkillStatus {
  if (!estimate || estimate.answers === 0) return "not-started";
  const sure = estimate.answers >= KNOWLEDGE.masteredAnswers && chanceRight(estimate.ability, guess) >= KNOWLEDGE.masteredChance;
  return sure ? "mastered" : "practising";
}
