// Math challenges, drawn from Math Quest's kinds of problem at a fixed size for each band, so
// the two games agree on what each age can do. Harder kinds are worth more points.
import type { BlitzChallenge } from "../brain-blitz.bank";
import { fractions, linearEquation, negatives, percentages, powersAndRoots } from "../math/older-kinds";
import {
  addThree,
  addWithin,
  bigAdd,
  bigTakeAway,
  longDivide,
  missingAddend,
  missingFactor,
  orderOfOperations,
  shareTable,
  takeAwayWithin,
  timesOneDigit,
  timesTable,
  type MathKind,
} from "../math/problems";
import type { ChallengeMaker } from "./challenge";

function mathChallenge(kind: MathKind, size: number, points: BlitzChallenge["points"]): ChallengeMaker {
  return (rng, lang) => {
    const task = kind(rng, size, lang);
    return { category: "math", question: task.prompt, answer: String(task.answer), points };
  };
}

/** Indexed by level id − 1. */
export const BLITZ_MATH: readonly (readonly ChallengeMaker[])[] = [
  // Ages 5-7: sums to 10, then to 20
  [
    mathChallenge(addWithin(1), 10, 1),
    mathChallenge(takeAwayWithin(1), 10, 1),
    mathChallenge(addWithin(5), 20, 2),
    mathChallenge(missingAddend(5), 20, 2),
    mathChallenge(addThree, 20, 3),
  ],
  // Ages 8-10: to 100, times tables and sharing
  [
    mathChallenge(timesTable, 10, 1),
    mathChallenge(addWithin(10), 100, 1),
    mathChallenge(takeAwayWithin(11), 100, 2),
    mathChallenge(shareTable, 12, 2),
    mathChallenge(missingFactor, 12, 3),
  ],
  // Ages 11-13: big numbers and mixed operations
  [
    mathChallenge(bigAdd, 1000, 1),
    mathChallenge(bigTakeAway, 1000, 2),
    mathChallenge(timesOneDigit, 1000, 2),
    mathChallenge(orderOfOperations, 0, 3),
    mathChallenge(longDivide, 500, 3),
  ],
  // Ages 14-18: negatives, powers, percentages, fractions and equations
  [
    mathChallenge(negatives, 20, 2),
    mathChallenge(powersAndRoots, 20, 2),
    mathChallenge(percentages, 30, 2),
    mathChallenge(fractions, 20, 3),
    mathChallenge(linearEquation, 20, 3),
  ],
];
