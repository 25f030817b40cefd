// Math Quest: Number Crunch. Problems are generated, not banked: question `index` comes from
// (seed, index) plus the score, because the difficulty grows with the score. A run without a
// level plays the original mix below; a run at a level plays that level's plan (math/).
import { refused } from "./answer-checks";
import { runLanguage, type GameLanguage } from "./language";
import { playableLevel } from "./levels";
import { levelTask } from "./math/level-plans";
import type { MathTask } from "./math/problems";
import { addSteps, shareSteps, takeAwaySteps, timesSteps } from "./math/steps";
import { intBetween, pick, rngFor } from "./random";
import { advance, itemAt, startRun } from "./state";
import type { AnswerCheck, AnswerResult, GameEngine, Question, RunState } from "./types";

export type MathOperator = "+" | "−" | "×" | "÷";

/** Score at which each operator joins the mix (addition from the start). */
export const MATH_OPERATOR_UNLOCKS: ReadonlyArray<{ operator: MathOperator; score: number }> = [
  { operator: "+", score: 0 },
  { operator: "−", score: 5 },
  { operator: "×", score: 10 },
  { operator: "÷", score: 15 },
];

export const MATH_OPERAND_START = 10;
export const MATH_OPERAND_STEP = 5; // added to the maximum ...
export const MATH_POINTS_PER_STEP = 5; // ... every this many points
export const MATH_OPERAND_CAP = 50;
/** The second factor of ×, and the divisor of ÷, stay at times-table size. */
export const MATH_TABLE_MAX = 10;

export interface MathProblem {
  a: number;
  operator: MathOperator;
  b: number;
  answer: number;
}

/** Largest operand at a given score: 10, then +5 per 5 points, capped at 50. */
export function operandMax(score: number): number {
  const steps = Math.floor(Math.max(0, score) / MATH_POINTS_PER_STEP);
  return Math.min(MATH_OPERAND_START + MATH_OPERAND_STEP * steps, MATH_OPERAND_CAP);
}

export function unlockedOperators(score: number): MathOperator[] {
  return MATH_OPERATOR_UNLOCKS.filter((u) => score >= u.score).map((u) => u.operator);
}

/**
 * The problem for a state. Every operand stays within operandMax(score); subtraction never goes
 * below zero (young players) and division always has a whole-number result (the dividend is
 * built as divisor × quotient).
 */
export function mathProblem(state: RunState): MathProblem {
  const rng = rngFor(state.seed, `math:${state.index}`);
  const max = operandMax(difficultyScore(state));
  const operator = pick(rng, unlockedOperators(difficultyScore(state)));
  switch (operator) {
    case "+": {
      const a = intBetween(rng, 1, max);
      const b = intBetween(rng, 1, max);
      return { a, operator, b, answer: a + b };
    }
    case "−": {
      const a = intBetween(rng, 1, max);
      const b = intBetween(rng, 1, a);
      return { a, operator, b, answer: a - b };
    }
    case "×": {
      const big = intBetween(rng, 1, max);
      const small = intBetween(rng, 1, Math.min(max, MATH_TABLE_MAX));
      const [a, b] = rng() < 0.5 ? [big, small] : [small, big];
      return { a, operator, b, answer: a * b };
    }
    case "÷": {
      const divisor = intBetween(rng, 2, Math.min(MATH_TABLE_MAX, Math.floor(max / 2)));
      const quotient = intBetween(rng, 1, Math.floor(max / divisor));
      return { a: divisor * quotient, operator, b: divisor, answer: quotient };
    }
  }
}

/**
 * The score the difficulty grows with: the player's own, or in a class race (`shared`) that of a
 * player who got every other question right, so the whole class meets the same questions.
 */
function difficultyScore(state: RunState): number {
  return state.shared ? Math.floor(state.index / 2) : state.score;
}

function problemSteps({ a, operator, b }: MathProblem, lang: GameLanguage): string {
  switch (operator) {
    case "+":
      return addSteps(a, b, lang);
    case "−":
      return takeAwaySteps(a, b, lang);
    case "×":
      return timesSteps(a, b, lang);
    case "÷":
      return shareSteps(a, b, lang);
  }
}

/** The problem a state shows, as a prompt and its one accepted answer (at a level, with its skill), in the run's language. */
export function mathTask(state: RunState): MathTask {
  const lang = runLanguage(state);
  if (state.level !== undefined) {
    return levelTask(state.seed, state.index, difficultyScore(state), playableLevel("math-quest", state.level).id, lang);
  }
  const p = mathProblem(state);
  return { prompt: `${p.a} ${p.operator} ${p.b} = ?`, answer: p.answer, steps: problemSteps(p, lang) };
}

// Plain decimal numbers only: "7", " 7 ", "7.0", "+7", ".5". Number() alone would also take
// "", "0x10" and "1e1", which a child did not mean.
const NUMBER_PATTERN = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

export function validateNumber(raw: string, language: GameLanguage = "en"): AnswerCheck {
  const value = raw.trim();
  if (value === "") return refused("answer", language);
  if (!NUMBER_PATTERN.test(value)) return refused("number", language);
  return { ok: true, value };
}

export const mathQuest: GameEngine = {
  key: "math-quest",
  title: "Math Quest: Number Crunch",
  durationSeconds: 60,
  feedbackMs: { correct: 500, wrong: 750 },
  minAnswerMs: 350,
  start: (seed, level) => startRun("math-quest", seed, level),
  question(state: RunState): Question {
    return { kind: "number", prompt: mathTask(state).prompt };
  },
  validate: validateNumber,
  answer(state: RunState, raw: string): AnswerResult {
    const p = mathTask(state);
    const check = validateNumber(raw);
    // Compared numerically, so "7.0" counts for 7; invalid input (validate skipped) is wrong.
    const correct = check.ok && Number(check.value) === p.answer;
    const points = correct ? 1 : 0;
    // A missed question shows how to work it out, from the numbers it was made of.
    const explanation = !correct && p.steps ? { explanation: p.steps } : {};
    return { correct, state: advance(state, correct, points), correctAnswer: String(p.answer), points, ...explanation };
  },
  item: (state) => itemAt("math-quest", state, () => mathTask(state).skill!),
};
