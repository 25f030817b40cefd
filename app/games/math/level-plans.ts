// What each Math Quest level asks. The spec's growth rule applies inside a level: the numbers
// grow by a step every 5 points up to the level's cap, and harder kinds of problem join as the
// score climbs, so a level starts gently and ends at the top of its range.
import type { GameLanguage } from "../language";
import { pick, rngFor } from "../random";
import {
  addThree,
  addWithin,
  bigAdd,
  bigTakeAway,
  countDots,
  longDivide,
  missingAddend,
  missingFactor,
  missingStart,
  numberAfter,
  orderOfOperations,
  shareTable,
  takeAwayWithin,
  timesOneDigit,
  timesTable,
  type MathKind,
  type MathTask,
} from "./problems";
import { probability } from "./probability";
import { bothSides, indexLaws, percentageChange, quadratic, simultaneous, standardForm } from "./secondary";

export interface MathLevelPlan {
  /** Size of the numbers at score 0; grows by `sizeStep` every 5 points up to `sizeCap`. */
  sizeStart: number;
  sizeStep: number;
  sizeCap: number;
  /** Kinds of problem, each joining the mix at a score (the first at 0), with the skill it practises (skills/math-quest.ts). */
  kinds: ReadonlyArray<{ kind: MathKind; score: number; skill: string }>;
}

/** As in the original game: the numbers grow one step every this many points. */
const POINTS_PER_STEP = 5;

/** Indexed by level id − 1 (levels.ts has the names and ages). */
export const MATH_LEVEL_PLANS: readonly MathLevelPlan[] = [
  // 1. Counting and sums to 10: every number shown, and every answer, is 0-10.
  {
    sizeStart: 5,
    sizeStep: 1,
    sizeCap: 10,
    kinds: [
      { kind: countDots, score: 0, skill: "counting" },
      { kind: numberAfter, score: 0, skill: "counting" },
      { kind: addWithin(1), score: 0, skill: "add-within-10" },
      { kind: takeAwayWithin(1), score: 5, skill: "subtract-within-10" },
      { kind: missingAddend(2), score: 10, skill: "number-bonds-10" },
    ],
  },
  // 2. Adding and taking away to 20.
  {
    sizeStart: 12,
    sizeStep: 2,
    sizeCap: 20,
    kinds: [
      { kind: addWithin(5), score: 0, skill: "add-within-20" },
      { kind: takeAwayWithin(5), score: 0, skill: "subtract-within-20" },
      { kind: missingAddend(5), score: 5, skill: "missing-numbers-20" },
      { kind: missingStart(5), score: 10, skill: "missing-numbers-20" },
      { kind: addThree, score: 15, skill: "add-three-numbers" },
    ],
  },
  // 3. Adding and taking away to 100, with at least one two-digit number.
  {
    sizeStart: 30,
    sizeStep: 10,
    sizeCap: 100,
    kinds: [
      { kind: addWithin(10), score: 0, skill: "add-within-100" },
      { kind: takeAwayWithin(11), score: 0, skill: "subtract-within-100" },
      { kind: missingAddend(11), score: 5, skill: "missing-numbers-100" },
      { kind: missingStart(11), score: 10, skill: "missing-numbers-100" },
    ],
  },
  // 4. Times tables and sharing: the 2 to 5 times tables first, up to 12 × 12.
  {
    sizeStart: 5,
    sizeStep: 1,
    sizeCap: 12,
    kinds: [
      { kind: timesTable, score: 0, skill: "times-2" },
      { kind: shareTable, score: 5, skill: "division-facts" },
      { kind: missingFactor, score: 10, skill: "division-facts" },
    ],
  },
  // 5. Big numbers and mixed operations: numbers up to 100 first, then up to 1000.
  {
    sizeStart: 100,
    sizeStep: 100,
    sizeCap: 1000,
    kinds: [
      { kind: bigAdd, score: 0, skill: "add-big-numbers" },
      { kind: bigTakeAway, score: 0, skill: "subtract-big-numbers" },
      { kind: timesOneDigit, score: 5, skill: "multiply-by-one-digit" },
      { kind: orderOfOperations, score: 10, skill: "order-of-operations" },
      { kind: longDivide, score: 15, skill: "long-division" },
    ],
  },
  // 6. Equations, indices, percentages and probability (ages 15-18): what a 15-18-year-old meets
  // at school (secondary.ts). Simultaneous equations and quadratics join once the player is warm.
  {
    sizeStart: 10,
    sizeStep: 5,
    sizeCap: 30,
    kinds: [
      { kind: bothSides, score: 0, skill: "equations" },
      { kind: percentageChange, score: 0, skill: "percentage-change" },
      { kind: indexLaws, score: 0, skill: "index-laws" },
      { kind: standardForm, score: 2, skill: "standard-form" },
      { kind: probability, score: 2, skill: "probability" },
      { kind: simultaneous, score: 4, skill: "simultaneous-equations" },
      { kind: quadratic, score: 6, skill: "quadratics" },
    ],
  },
];

/** How big the numbers of a level may be at a score. */
export function levelSize(plan: MathLevelPlan, score: number): number {
  const steps = Math.floor(Math.max(0, score) / POINTS_PER_STEP);
  return Math.min(plan.sizeStart + plan.sizeStep * steps, plan.sizeCap);
}

/** Kinds unlocked at a score, with their skills. */
export function levelKinds(plan: MathLevelPlan, score: number) {
  return plan.kinds.filter((k) => score >= k.score);
}

/** The problem for question `index` of a run at level `levelId`, from (seed, index, score), with the skill it practises, its words in `lang`. */
export function levelTask(
  seed: string,
  index: number,
  score: number,
  levelId: number,
  lang: GameLanguage = "en",
): MathTask & { skill: string } {
  const plan = MATH_LEVEL_PLANS[levelId - 1];
  const rng = rngFor(seed, `math:level-${levelId}:${index}`);
  const { kind, skill } = pick(rng, levelKinds(plan, score));
  const task = kind(rng, levelSize(plan, score), lang);
  return { ...task, skill: task.skill ?? skill };
}
