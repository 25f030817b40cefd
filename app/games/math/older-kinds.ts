// Kinds of Math Quest problem for ages 15-18 that Brain Blitz's oldest band asks (blitz/math.ts):
// negatives, equations, powers and roots, fractions and percentages, each with a whole-number
// answer, built backwards from it like the kinds of problems.ts.
import { inLanguage } from "../language";
import { intBetween, pick, type Rng } from "../random";
import { fractionOfSteps, fractionSumSteps, linearSteps, negativeSteps, percentSteps } from "./steps";
import type { MathKind } from "./problems";

/** Negative numbers with the typographic minus, like the operators. */
function signed(n: number): string {
  return n < 0 ? `−${-n}` : String(n);
}

/** A negative number inside an expression gets brackets: "5 × (−3)". */
function term(n: number): string {
  return n < 0 ? `(${signed(n)})` : String(n);
}

// --- Fractions, negatives, powers, percentages and equations (ages 15-18) ---

export const negatives: MathKind = (rng, size, lang) => {
  const a = intBetween(rng, 1, size);
  const b = intBetween(rng, 1, size);
  switch (intBetween(rng, 0, 3)) {
    case 0:
      return { prompt: `${signed(-a)} + ${b} = ?`, answer: -a + b, steps: negativeSteps("up", a, b, lang) };
    case 1:
      return { prompt: `${a} − ${a + b} = ?`, answer: -b, steps: negativeSteps("below", a, b, lang) };
    case 2: {
      const c = intBetween(rng, 2, 12);
      return { prompt: `${term(-a)} × ${c} = ?`, answer: -a * c, steps: negativeSteps("times", a, c, lang) };
    }
    default:
      return { prompt: `${signed(-a)} − ${term(-b)} = ?`, answer: -a + b, steps: negativeSteps("minus-negative", a, b, lang) };
  }
};

/** ax + b = c (or ax − b = c), solved for a whole x. */
export const linearEquation: MathKind = (rng, size, lang) => {
  const a = intBetween(rng, 2, 9);
  const x = intBetween(rng, 1, size);
  const b = intBetween(rng, 1, 2 * size);
  const solve = inLanguage(lang, { en: "Solve", es: "Resuelve" });
  return rng() < 0.5
    ? { prompt: `${solve} ${a}x + ${b} = ${a * x + b}. x = ?`, answer: x, steps: linearSteps(a, b, a * x + b, false, lang) }
    : { prompt: `${solve} ${a}x − ${b} = ${signed(a * x - b)}. x = ?`, answer: x, steps: linearSteps(a, b, a * x - b, true, lang) };
};

const SUPERSCRIPT = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹", "¹⁰"];

export const powersAndRoots: MathKind = (rng, size, lang) => {
  switch (intBetween(rng, 0, 3)) {
    case 0: {
      const base = intBetween(rng, 2, Math.min(15, size));
      return { prompt: `${base}² = ?`, answer: base ** 2, steps: `${base}² = ${base} × ${base} = ${base ** 2}.` };
    }
    case 1: {
      const base = intBetween(rng, 2, Math.min(10, Math.floor(size / 2)));
      return {
        prompt: `${base}³ = ?`,
        answer: base ** 3,
        steps: `${base}³ = ${base} × ${base} × ${base}: ${base * base} × ${base} = ${base ** 3}.`,
      };
    }
    case 2: {
      const exponent = intBetween(rng, 2, 10);
      const power = `2${SUPERSCRIPT[exponent]} = ${2 ** exponent}`;
      return {
        prompt: `2${SUPERSCRIPT[exponent]} = ?`,
        answer: 2 ** exponent,
        steps: inLanguage(lang, {
          en: `Double 1, ${exponent} times: 2, 4, 8 … ${power}.`,
          es: `Duplica el 1, ${exponent} veces: 2, 4, 8 … ${power}.`,
        }),
      };
    }
    default: {
      const root = intBetween(rng, 2, Math.min(20, size));
      const square = `${root} × ${root} = ${root * root}`;
      return {
        prompt: `√${root * root} = ?`,
        answer: root,
        steps: inLanguage(lang, {
          en: `Which number times itself makes ${root * root}? ${square}.`,
          es: `¿Qué número multiplicado por sí mismo da ${root * root}? ${square}.`,
        }),
      };
    }
  }
};

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** A numerator for a fraction in lowest terms: 1/4 or 3/4, not 2/4. */
function properNumerator(rng: Rng, denominator: number): number {
  return pick(
    rng,
    Array.from({ length: denominator - 1 }, (_, i) => i + 1).filter((n) => gcd(n, denominator) === 1),
  );
}

/** Fractions with a whole-number answer: a numerator over a given denominator, or a part of a number. */
export const fractions: MathKind = (rng, size, lang) => {
  const d1 = intBetween(rng, 2, 6);
  if (rng() < 0.5) {
    const k = intBetween(rng, 2, 3);
    const d2 = d1 * k;
    const n1 = properNumerator(rng, d1);
    const n2 = properNumerator(rng, d2);
    return { prompt: `${n1}/${d1} + ${n2}/${d2} = ?/${d2}`, answer: n1 * k + n2, steps: fractionSumSteps(n1, d1, n2, d2, lang) };
  }
  const n = properNumerator(rng, d1);
  const m = intBetween(rng, 2, size);
  const of = inLanguage(lang, { en: "of", es: "de" });
  return { prompt: `${n}/${d1} ${of} ${d1 * m} = ?`, answer: n * m, steps: fractionOfSteps(n, d1, d1 * m, lang) };
};

const PERCENTS = [5, 10, 15, 20, 25, 30, 40, 50, 60, 75, 80, 90];

/** p% of n, with n a multiple that makes the answer whole. */
export const percentages: MathKind = (rng, size, lang) => {
  const p = pick(rng, PERCENTS);
  const unit = 100 / gcd(p, 100);
  const n = unit * intBetween(rng, 1, Math.max(1, Math.floor((size * 20) / unit)));
  const of = inLanguage(lang, { en: "of", es: "de" });
  return { prompt: `${p}% ${of} ${n} = ?`, answer: (p * n) / 100, steps: percentSteps(p, n, lang) };
};
