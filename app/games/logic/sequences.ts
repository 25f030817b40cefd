// Number and letter sequences, from steady steps (ages 7-8) to squares, growing gaps and two
// rules taking turns (ages 11-18). Each explanation names the rule and works the next term.
import { intBetween, pick, type Rng } from "../random";
import { choicePuzzle, nearbyNumbers, type PuzzleMaker } from "./choices";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** `rule` says how the sequence goes and works out the next term. */
function nextNumber(rng: Rng, terms: readonly number[], answer: number, rule: string, spread: number) {
  return choicePuzzle(
    rng,
    `What number comes next? ${terms.join(", ")}, ...`,
    String(answer),
    nearbyNumbers(rng, answer, spread),
    `${rule}.`,
  );
}

/** Up or down by the same step; `maxStep` sets how big the step may be. */
export function steadySteps(maxStep: number, maxStart: number): PuzzleMaker {
  return (rng) => {
    const step = intBetween(rng, 2, maxStep);
    const down = rng() < 0.4;
    const start = down ? intBetween(rng, 5 * step, 5 * step + maxStart) : intBetween(rng, 1, maxStart);
    const terms = Array.from({ length: 4 }, (_, i) => start + (down ? -i : i) * step);
    const answer = terms[3] + (down ? -step : step);
    const rule = `Each number is ${step} ${down ? "less" : "more"} than the one before: ${terms[3]} ${down ? "−" : "+"} ${step} = ${answer}`;
    return nextNumber(rng, terms, answer, rule, step);
  };
}

/** A gap in a steady sequence: "5, 10, __, 20, 25". */
export function missingTerm(maxStep: number): PuzzleMaker {
  return (rng) => {
    const step = intBetween(rng, 2, maxStep);
    const start = intBetween(rng, 1, 20);
    const terms = Array.from({ length: 5 }, (_, i) => start + i * step);
    const gap = intBetween(rng, 1, 3);
    const answer = terms[gap];
    const shown = terms.map((t, i) => (i === gap ? "__" : String(t)));
    return choicePuzzle(
      rng,
      `Which number is missing? ${shown.join(", ")}`,
      String(answer),
      nearbyNumbers(rng, answer, step),
      `The numbers go up by ${step} each time: ${terms[gap - 1]} + ${step} = ${answer}.`,
    );
  };
}

/** Doubling, tripling or halving. */
export const timesSteps: PuzzleMaker = (rng) => {
  const factor = pick(rng, [2, 2, 3]);
  const start = intBetween(rng, 1, factor === 2 ? 12 : 5);
  if (factor === 2 && rng() < 0.4) {
    // Halving down to the start number: 16s, 8s, 4s, 2s, then s.
    const shown = [16, 8, 4, 2].map((k) => k * start);
    return nextNumber(rng, shown, start, `Each number is half of the one before: ${2 * start} ÷ 2 = ${start}`, start);
  }
  const terms = Array.from({ length: 4 }, (_, i) => start * factor ** i);
  const answer = terms[3] * factor;
  const word = factor === 2 ? "double" : "three times";
  return nextNumber(rng, terms, answer, `Each number is ${word} the one before: ${terms[3]} × ${factor} = ${answer}`, terms[3]);
};

/** Squares, cubes or triangular numbers, starting somewhere along. */
export const specialNumbers: PuzzleMaker = (rng) => {
  const family = pick(rng, ["square", "cube", "triangular", "square plus"] as const);
  const from = intBetween(rng, 1, family === "cube" ? 3 : 6);
  const extra = family === "square plus" ? intBetween(rng, 1, 5) : 0;
  const value = (n: number) => (family === "cube" ? n ** 3 : family === "triangular" ? (n * (n + 1)) / 2 : n * n + extra);
  const terms = Array.from({ length: 4 }, (_, i) => value(from + i));
  const n = from + 4;
  const answer = value(n);
  const rule =
    family === "square"
      ? `These are square numbers, so next is ${n} × ${n} = ${answer}`
      : family === "cube"
        ? `These are cube numbers, so next is ${n} × ${n} × ${n} = ${answer}`
        : family === "triangular"
          ? `The gaps grow by one each time (+${from + 1}, +${from + 2}, ...), so next is ${terms[3]} + ${n} = ${answer}`
          : `Each number is a square number plus ${extra}, so next is ${n} × ${n} + ${extra} = ${answer}`;
  return nextNumber(rng, terms, answer, rule, Math.max(2, n));
};

/** Each number is the sum of the two before it, from two small starting numbers. */
export const addTheTwoBefore: PuzzleMaker = (rng) => {
  const terms = [intBetween(rng, 1, 9), intBetween(rng, 1, 9)];
  while (terms.length < 6) terms.push(terms[terms.length - 1] + terms[terms.length - 2]);
  const answer = terms[4] + terms[5];
  return nextNumber(rng, terms, answer, `Each number is the sum of the two before it: ${terms[4]} + ${terms[5]} = ${answer}`, terms[4]);
};

/** The gap grows by the same amount each time: 1, 2, 4, 7, 11, ... */
export const growingGaps: PuzzleMaker = (rng) => {
  const start = intBetween(rng, 1, 20);
  const firstGap = intBetween(rng, 1, 5);
  const growth = intBetween(rng, 1, 3);
  const terms = [start];
  for (let i = 0; i < 4; i++) terms.push(terms[i] + firstGap + i * growth);
  const gap = firstGap + 4 * growth;
  const answer = terms[4] + gap;
  return nextNumber(
    rng,
    terms,
    answer,
    `The gap grows by ${growth} each time (+${firstGap}, +${firstGap + growth}, +${firstGap + 2 * growth}, ...), and ${terms[4]} + ${gap} = ${answer}`,
    growth + 1,
  );
};

/** Two rules taking turns: +a, then ×b. */
export const alternatingRules: PuzzleMaker = (rng) => {
  const add = intBetween(rng, 1, 5);
  const times = pick(rng, [2, 3]);
  const terms = [intBetween(rng, 1, 5)];
  for (let i = 0; i < 5; i++) terms.push(i % 2 === 0 ? terms[i] + add : terms[i] * times);
  // The five steps shown were +, ×, +, ×, +; the sixth is ×.
  const answer = terms[5] * times;
  return nextNumber(
    rng,
    terms,
    answer,
    `The rules take turns: add ${add}, then multiply by ${times}. The last step added ${add}, so next is ${terms[5]} × ${times} = ${answer}`,
    add,
  );
};

/** Letters with a steady skip, forwards or backwards. */
export function letterSteps(maxStep: number): PuzzleMaker {
  return (rng) => {
    const step = intBetween(rng, 1, maxStep);
    const back = rng() < 0.3;
    const span = 4 * step;
    const start = back ? intBetween(rng, span, 25) : intBetween(rng, 0, 25 - span);
    const at = (i: number) => ALPHABET[start + (back ? -i : i) * step];
    const terms = [0, 1, 2, 3].map(at);
    const answer = at(4);
    // Letters either side, and the jump of one more: at A or Z one side is missing, so take several.
    const near = [-3, -2, -1, 1, 2, 3, step + 1, -step - 1].map((d) => ALPHABET[ALPHABET.indexOf(answer) + d]).filter(Boolean);
    const how = step === 1 ? "the next letter" : `every ${step === 2 ? "second" : step === 3 ? "third" : `${step}th`} letter`;
    return choicePuzzle(
      rng,
      `What letter comes next? ${terms.join(", ")}, ...`,
      answer,
      near,
      `The pattern takes ${how} of the alphabet${back ? ", going backwards" : ""}: after ${terms[3]} comes ${answer}.`,
    );
  };
}

/** Letters whose skip grows: A, B, D, G, K, ... */
export const growingLetterSkips: PuzzleMaker = (rng) => {
  const start = intBetween(rng, 0, 10);
  const positions = [start];
  for (let i = 1; i <= 5; i++) positions.push(positions[i - 1] + i);
  const terms = positions.slice(0, 5).map((p) => ALPHABET[p]);
  const answer = ALPHABET[positions[5]];
  const near = [-4, -3, -2, -1, 1, 2].map((d) => ALPHABET[positions[5] + d]).filter(Boolean);
  return choicePuzzle(
    rng,
    `What letter comes next? ${terms.join(", ")}, ...`,
    answer,
    near,
    `The gaps grow by one letter each time (+1, +2, +3, +4), so the next jump is 5 letters: ${terms[4]} → ${answer}.`,
  );
};

/** Second differences: a × n² + c, for the oldest players. */
export const quadraticSequence: PuzzleMaker = (rng) => {
  const a = intBetween(rng, 1, 3);
  const c = intBetween(rng, -3, 6);
  const value = (n: number) => a * n * n + c;
  const from = intBetween(rng, 1, 4);
  const terms = Array.from({ length: 5 }, (_, i) => value(from + i));
  const answer = value(from + 5);
  const gaps = terms.slice(1).map((t, i) => t - terms[i]);
  return nextNumber(
    rng,
    terms,
    answer,
    `The gaps are ${gaps.join(", ")}: they grow by ${2 * a} each time, so the next gap is ${gaps[3] + 2 * a} and ${terms[4]} + ${gaps[3] + 2 * a} = ${answer}`,
    2 * a,
  );
};
