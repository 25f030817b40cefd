// Kinds of Math Quest problem for the levels. Each kind draws one problem from an Rng at a
// given size (how big the numbers may get), and builds it backwards from the answer where that
// keeps things exact: divisions come out whole, missing numbers have one value, fractions share
// the denominator the prompt asks for. Prompts use the signs a child sees in a book (−, ×, ÷).
import { inLanguage, type GameLanguage } from "../language";
import { intBetween, type Rng } from "../random";
import {
  addSteps,
  addThreeSteps,
  missingAddendSteps,
  missingFactorSteps,
  missingStartSteps,
  shareSteps,
  takeAwaySteps,
  timesSteps,
} from "./steps";

export interface MathTask {
  prompt: string;
  /** The one accepted answer, always a whole number (the number box compares numerically). */
  answer: number;
  /** How to work it out, shown after a wrong answer (steps.ts). */
  steps?: string;
  /** The skill it practises when the kind decides it (a times table); else the level plan's (skills/math-quest.ts). */
  skill?: string;
}

/** A kind of problem: one drawn at `size`, its words in `lang` (the numbers are drawn the same in every language). */
export type MathKind = (rng: Rng, size: number, lang: GameLanguage) => MathTask;

// --- Counting (ages 5-6) ---

export const countDots: MathKind = (rng, size, lang) => {
  const n = intBetween(rng, 1, size);
  const dots = Array(n).fill("●").join(" ");
  return inLanguage(lang, {
    en: { prompt: `How many dots? ${dots}`, answer: n, steps: `Touch each dot once as you count: there are ${n}.` },
    es: { prompt: `¿Cuántos puntos hay? ${dots}`, answer: n, steps: `Toca cada punto una vez mientras cuentas: hay ${n}.` },
  });
};

export const numberAfter: MathKind = (rng, size, lang) => {
  const n = intBetween(rng, 0, size - 1);
  return inLanguage(lang, {
    en: { prompt: `What number comes after ${n}?`, answer: n + 1, steps: `Count on one from ${n}: ${n + 1}.` },
    es: { prompt: `¿Qué número va después del ${n}?`, answer: n + 1, steps: `Cuenta uno más desde ${n}: ${n + 1}.` },
  });
};

// --- Adding and taking away: the sum, and every number shown, stay within `size` ---

/** a + b = ?, with the larger number at least `minBig` (so a level's sums are not all tiny). */
export function addWithin(minBig: number): MathKind {
  return (rng, size, lang) => {
    const big = intBetween(rng, minBig, size - 1);
    const small = intBetween(rng, 1, size - big);
    const [a, b] = rng() < 0.5 ? [big, small] : [small, big];
    return { prompt: `${a} + ${b} = ?`, answer: a + b, steps: addSteps(a, b, lang) };
  };
}

/** a − b = ?, never below zero. */
export function takeAwayWithin(minStart: number): MathKind {
  return (rng, size, lang) => {
    const a = intBetween(rng, minStart, size);
    const b = intBetween(rng, 1, a);
    return { prompt: `${a} − ${b} = ?`, answer: a - b, steps: takeAwaySteps(a, b, lang) };
  };
}

/** a + ? = c: how many more to make c, with c at least `minTotal`. */
export function missingAddend(minTotal: number): MathKind {
  return (rng, size, lang) => {
    const total = intBetween(rng, minTotal, size);
    const a = intBetween(rng, 1, total - 1);
    return { prompt: `${a} + ? = ${total}`, answer: total - a, steps: missingAddendSteps(a, total, lang) };
  };
}

/** ? − b = c: the number we started from, at least `minStart`. */
export function missingStart(minStart: number): MathKind {
  return (rng, size, lang) => {
    const start = intBetween(rng, minStart, size);
    const b = intBetween(rng, 1, start - 1);
    return { prompt: `? − ${b} = ${start - b}`, answer: start, steps: missingStartSteps(b, start - b, lang) };
  };
}

/** a + b + c = ?, the total within `size`. */
export const addThree: MathKind = (rng, size, lang) => {
  const a = intBetween(rng, 1, size - 2);
  const b = intBetween(rng, 1, size - a - 1);
  const c = intBetween(rng, 1, size - a - b);
  return { prompt: `${a} + ${b} + ${c} = ?`, answer: a + b + c, steps: addThreeSteps(a, b, c, lang) };
};

// --- Times tables and sharing: both factors within `size` (the largest table) ---

export const timesTable: MathKind = (rng, size, lang) => {
  const a = intBetween(rng, 2, size);
  const b = intBetween(rng, 2, size);
  return { prompt: `${a} × ${b} = ?`, answer: a * b, steps: timesSteps(a, b, lang), skill: `times-${b}` };
};

export const shareTable: MathKind = (rng, size, lang) => {
  const divisor = intBetween(rng, 2, size);
  const quotient = intBetween(rng, 1, size);
  return { prompt: `${divisor * quotient} ÷ ${divisor} = ?`, answer: quotient, steps: shareSteps(divisor * quotient, divisor, lang) };
};

export const missingFactor: MathKind = (rng, size, lang) => {
  const a = intBetween(rng, 2, size);
  const b = intBetween(rng, 2, size);
  return { prompt: `? × ${b} = ${a * b}`, answer: a, steps: missingFactorSteps(b, a * b, lang) };
};

// --- Multi-digit and mixed operations: `size` is the largest number shown ---

export const bigAdd: MathKind = (rng, size, lang) => {
  const a = intBetween(rng, 10, size);
  const b = intBetween(rng, 10, size);
  return { prompt: `${a} + ${b} = ?`, answer: a + b, steps: addSteps(a, b, lang) };
};

export const bigTakeAway: MathKind = (rng, size, lang) => {
  const a = intBetween(rng, 20, size);
  const b = intBetween(rng, 10, a);
  return { prompt: `${a} − ${b} = ?`, answer: a - b, steps: takeAwaySteps(a, b, lang) };
};

/** A two- or three-digit number times a single digit. */
export const timesOneDigit: MathKind = (rng, size, lang) => {
  const a = intBetween(rng, 11, Math.max(20, Math.floor(size / 10)));
  const b = intBetween(rng, 2, 9);
  return { prompt: `${a} × ${b} = ?`, answer: a * b, steps: timesSteps(a, b, lang) };
};

/** Mixed operations: × before + and −, brackets first. Kept small so the rule is the point. */
export const orderOfOperations: MathKind = (rng, _size, lang) => {
  const a = intBetween(rng, 2, 9);
  const b = intBetween(rng, 2, 9);
  const c = intBetween(rng, 2, 9);
  // "× comes before +: 3 × 4 = 12, then 2 + 12 = 14": the rule, the first step, then the second.
  const rule = (first: string, firstStep: string, thenStep: string) =>
    inLanguage(lang, {
      en: `${first}: ${firstStep}, then ${thenStep}.`,
      es: `${first}: ${firstStep}, luego ${thenStep}.`,
    });
  const before = (sign: string, other: string) =>
    inLanguage(lang, { en: `${sign} comes before ${other}`, es: `${sign} va antes que ${other}` });
  switch (intBetween(rng, 0, 3)) {
    case 0:
      return {
        prompt: `${a} + ${b} × ${c} = ?`,
        answer: a + b * c,
        steps: rule(before("×", "+"), `${b} × ${c} = ${b * c}`, `${a} + ${b * c} = ${a + b * c}`),
      };
    case 1:
      return {
        prompt: `(${a} + ${b}) × ${c} = ?`,
        answer: (a + b) * c,
        steps: rule(
          inLanguage(lang, { en: "Brackets first", es: "Primero los paréntesis" }),
          `${a} + ${b} = ${a + b}`,
          `${a + b} × ${c} = ${(a + b) * c}`,
        ),
      };
    case 2: {
      const d = intBetween(rng, 1, a * b);
      return {
        prompt: `${a} × ${b} − ${d} = ?`,
        answer: a * b - d,
        steps: rule(before("×", "−"), `${a} × ${b} = ${a * b}`, `${a * b} − ${d} = ${a * b - d}`),
      };
    }
    default:
      return {
        prompt: `${a * b} ÷ ${b} + ${c} = ?`,
        answer: a + c,
        steps: rule(before("÷", "+"), `${a * b} ÷ ${b} = ${a}`, `${a} + ${c} = ${a + c}`),
      };
  }
};

/** Division by a two-digit number, exact; the dividend stays within `size`. */
export const longDivide: MathKind = (rng, size, lang) => {
  const divisor = intBetween(rng, 11, 25);
  const quotient = intBetween(rng, 2, Math.max(2, Math.floor(size / divisor)));
  return { prompt: `${divisor * quotient} ÷ ${divisor} = ?`, answer: quotient, steps: shareSteps(divisor * quotient, divisor, lang) };
};
