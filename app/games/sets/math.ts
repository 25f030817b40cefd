// A math set's questions: drawn from (seed, index) within the teacher's operations and range, so
// the server and the preview make the same ones. Subtraction stays at or above zero and division
// comes out whole unless the set allows negatives or remainders; decimals have one place.
import type { MathTask } from "../math/problems";
import { intBetween, pick, rngFor, type Rng } from "../random";
import type { MathContent } from "./content";

/** Answers are kept to two decimal places, so 0.1 + 0.2 is 0.3. */
const round = (n: number) => Math.round(n * 100) / 100;

/** "−3" as a first number, "(−3)" after an operator. */
function shown(n: number, inside: boolean): string {
  const text = String(Math.abs(n));
  if (n >= 0) return text;
  return inside ? `(−${text})` : `−${text}`;
}

function numberIn(rng: Rng, content: MathContent, decimal: boolean): number {
  if (!decimal) return intBetween(rng, content.min, content.max);
  return intBetween(rng, content.min * 10, content.max * 10) / 10;
}

export function setMathTask(content: MathContent, seed: string, index: number): MathTask {
  const rng = rngFor(seed, `set-math:${index}`);
  const operator = pick(rng, content.operations);
  // Decimals, when allowed, in about half the sums and differences and one factor of a product.
  const decimal = content.decimals && rng() < 0.5;
  const task = (a: number, b: number, answer: number): MathTask => ({
    prompt: `${shown(a, false)} ${operator} ${shown(b, true)} = ?`,
    answer: round(answer),
  });
  switch (operator) {
    case "+": {
      const a = numberIn(rng, content, decimal);
      const b = numberIn(rng, content, decimal);
      return task(a, b, a + b);
    }
    case "−": {
      let a = numberIn(rng, content, decimal);
      let b = numberIn(rng, content, decimal);
      if (!content.negatives && a < b) [a, b] = [b, a];
      return task(a, b, a - b);
    }
    case "×": {
      const a = numberIn(rng, content, decimal);
      const b = numberIn(rng, content, false);
      return task(a, b, a * b);
    }
    case "÷": {
      // The divisor is 2 or more (within the range when it reaches that far), the quotient within the range.
      const divisor = intBetween(rng, Math.max(2, Math.min(content.min, content.max)), Math.max(2, content.max));
      // Sharing nothing (0 ÷ 7) only when the range starts below 1 and negatives are allowed.
      const quotient = intBetween(rng, content.negatives ? content.min : Math.max(1, content.min), Math.max(1, content.max));
      // A remainder only with a positive quotient ("−7 ÷ 2" has two answers in two conventions).
      const remainder = content.remainders && quotient > 0 ? intBetween(rng, 0, divisor - 1) : 0;
      const dividend = divisor * quotient + remainder;
      if (remainder === 0) return task(dividend, divisor, quotient);
      // With a remainder: half the time the whole part is asked, half the time what is left over.
      return rng() < 0.5
        ? { prompt: `${shown(dividend, false)} ÷ ${divisor} = ? r ${remainder}`, answer: quotient }
        : { prompt: `${shown(dividend, false)} ÷ ${divisor} = ${shown(quotient, false)} r ?`, answer: remainder };
    }
  }
}
