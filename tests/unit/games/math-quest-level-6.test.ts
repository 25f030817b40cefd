// Math Quest level 6 (ages 15-18), checked twice: the engine's own solver confirms each problem as
// it is drawn (secondary.ts), and here every prompt is read back and solved another way — by trying
// every candidate, in exact whole-number arithmetic — over thousands of seeds.
import { describe, expect, it } from "vitest";
import { levelFor } from "~/games/levels";
import { mathQuest, mathTask } from "~/games/math-quest";
import type { RunState } from "~/games/types";

const SUPERSCRIPT = "⁰¹²³⁴⁵⁶⁷⁸⁹";
const fromSuperscript = (s: string) =>
  (s.startsWith("⁻") ? -1 : 1) * Number([...s.replace("⁻", "")].map((c) => SUPERSCRIPT.indexOf(c)).join(""));
const num = (s: string) => Number(s.replace("−", "-"));

/** "3x − 4" or "x² − 5x + 6" as a function of x, read term by term (no eval). */
function linear(side: string): (x: number) => number {
  const terms = side
    .replace(/ − /g, " + −")
    .split(" + ")
    .map((t) => {
      const m = /^(−?\d*)x(²?)$/.exec(t);
      if (!m) return { k: num(t), power: 0 };
      return { k: m[1] === "" ? 1 : m[1] === "−" ? -1 : num(m[1]), power: m[2] ? 2 : 1 };
    });
  return (x) => terms.reduce((sum, { k, power }) => sum + k * x ** power, 0);
}

/** Every whole number from −500 to 500 (far beyond any answer the level asks) that makes f(x) = g(x). */
function roots(f: (x: number) => number, g: (x: number) => number): number[] {
  const found: number[] = [];
  for (let x = -500; x <= 500; x++) if (f(x) === g(x)) found.push(x);
  return found;
}

/** Works the prompt out without the engine; throws on a prompt it does not know. */
function solveIndependently(prompt: string): number {
  let m: RegExpExecArray | null;
  if ((m = /^Solve (.+) = (.+)\. x = \?$/.exec(prompt))) {
    const all = roots(linear(m[1]), linear(m[2]));
    expect(all, prompt).toHaveLength(1);
    return all[0];
  }
  if ((m = /^Solve (x².*) = 0\. (Larger|Smaller) x = \?$/.exec(prompt))) {
    const all = roots(linear(m[1]), () => 0);
    expect(all, prompt).toHaveLength(2);
    return m[2] === "Larger" ? Math.max(...all) : Math.min(...all);
  }
  if ((m = /^(.+) = (−?\d+) and (.+) = (−?\d+)\. ([xy]) = \?$/.exec(prompt))) {
    const [e1, c1, e2, c2, asked] = [m[1], num(m[2]), m[3], num(m[4]), m[5]];
    const coeff = (e: string, letter: string) => {
      const t = new RegExp(`(^|[+−])(\\d*)${letter}`).exec(e.replace(/ /g, ""))!;
      return (t[1] === "−" ? -1 : 1) * (t[2] === "" ? 1 : Number(t[2]));
    };
    const [x1, y1, x2, y2] = [coeff(e1, "x"), coeff(e1, "y"), coeff(e2, "x"), coeff(e2, "y")];
    const found: [number, number][] = [];
    for (let x = -60; x <= 60; x++)
      for (let y = -60; y <= 60; y++) if (x1 * x + y1 * y === c1 && x2 * x + y2 * y === c2) found.push([x, y]);
    expect(found, prompt).toHaveLength(1);
    return asked === "x" ? found[0][0] : found[0][1];
  }
  if ((m = /^\(?(\d)([⁰-⁹¹²³]+)\)?([⁰-⁹¹²³]*)(?: ([×÷]) \d([⁰-⁹¹²³]+))? = \dⁿ\. n = \?$/.exec(prompt))) {
    // Exact powers with BigInt: the n with base^n equal to the left side.
    const base = BigInt(m[1]);
    const a = BigInt(fromSuperscript(m[2]));
    let left = base ** a;
    if (m[3]) left = left ** BigInt(fromSuperscript(m[3]));
    if (m[4] === "×") left *= base ** BigInt(fromSuperscript(m[5]));
    if (m[4] === "÷") left /= base ** BigInt(fromSuperscript(m[5]));
    for (let n = 0; n < 100; n++) if (base ** BigInt(n) === left) return n;
    throw new Error(prompt);
  }
  if ((m = /^(\d)\.(\d) × 10([⁰-⁹¹²³]+) = \?$/.exec(prompt))) {
    // Move the point by writing digits: 3.2 × 10⁴ is 32 followed by 3 zeros.
    return Number(`${m[1]}${m[2]}${"0".repeat(fromSuperscript(m[3]) - 1)}`);
  }
  if ((m = /^([\d.]+) = (\d)\.(\d) × 10ⁿ\. n = \?$/.exec(prompt))) {
    const digits = `${m[2]}${m[3]}`;
    for (let n = -10; n <= 10; n++) {
      if (n === 0) continue; // the engine asks only for numbers of 10 and more, or below 1
      const written = n > 0 ? `${digits}${"0".repeat(n - 1)}` : `0.${"0".repeat(-n - 1)}${digits}`;
      if (written === m[1]) return n;
    }
    throw new Error(prompt);
  }
  if ((m = /^(\d+) (increased|decreased) by (\d+)% = \?$/.exec(prompt))) {
    const [start, p] = [Number(m[1]), Number(m[3])];
    const found: number[] = [];
    for (let u = 0; u <= 5000; u++) if (u * 100 === start * (m[2] === "increased" ? 100 + p : 100 - p)) found.push(u);
    expect(found, prompt).toHaveLength(1);
    return found[0];
  }
  if ((m = /^A price goes from (\d+) to (\d+)\. Percentage (increase|decrease) = \?$/.exec(prompt))) {
    const [start, end] = [Number(m[1]), Number(m[2])];
    expect(end > start, prompt).toBe(m[3] === "increase");
    for (let u = 1; u < 100; u++) if (Math.abs(end - start) * 100 === u * start) return u;
    throw new Error(prompt);
  }
  if ((m = /^A bag has (.+) counters\. One is taken at random\. P\((\w+)\) = \?\/(\d+)$/.exec(prompt))) {
    const bag = [...m[1].matchAll(/(\d+) (\w+)/g)].map(([, n, colour]) => ({ n: Number(n), colour }));
    const total = bag.reduce((sum, b) => sum + b.n, 0);
    expect(total, prompt).toBe(Number(m[3]));
    return bag.find((b) => b.colour === m![2])!.n;
  }
  if ((m = /^A fair dice is rolled (\d+) times\. How many ([1-6])s would you expect\?$/.exec(prompt))) {
    for (let u = 0; u <= 1000; u++) if (u * 6 === Number(m[1])) return u;
    throw new Error(prompt);
  }
  throw new Error(`unknown prompt: ${prompt}`);
}

function stateAt(score: number, index: number, seed: string): RunState {
  return { seed, index, score, correct: score, answered: index, streak: 0, level: 6 };
}

describe("Math Quest level 6 (ages 15-18)", () => {
  it("is named for what it asks and written for 15-18-year-olds", () => {
    expect(levelFor("math-quest", 6)).toMatchObject({ name: "Equations, indices, percentages and chance", ages: [15, 18] });
  });

  it("over thousands of seeds, every question's answer is the one an independent solver finds, and the engine takes only it", () => {
    const kinds = new Map<string, number>();
    let checked = 0;
    for (let seed = 0; seed < 300; seed++) {
      for (const score of [0, 3, 6, 12, 25]) {
        for (let index = 0; index < 8; index++) {
          const state = stateAt(score, index, `level-6-${seed}`);
          const { prompt, answer } = mathTask(state);
          expect(mathQuest.question(state).prompt).toBe(prompt);
          expect(solveIndependently(prompt), prompt).toBe(answer);
          expect(mathQuest.answer(state, String(answer)).correct, prompt).toBe(true);
          expect(mathQuest.answer(state, String(answer + 1)).correct, prompt).toBe(false);
          const kind = /^Solve x²/.test(prompt)
            ? "quadratic"
            : /^Solve/.test(prompt)
              ? "unknown on both sides"
              : / and .* = \?$/.test(prompt)
                ? "simultaneous"
                : /ⁿ/.test(prompt)
                  ? /^[\d.]+ = /.test(prompt)
                    ? "standard form"
                    : "indices"
                  : /× 10/.test(prompt)
                    ? "standard form"
                    : /%|Percentage/.test(prompt)
                      ? "percentage change"
                      : "probability";
          kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(10_000);
    expect([...kinds.keys()].sort()).toEqual(
      ["indices", "percentage change", "probability", "quadratic", "simultaneous", "standard form", "unknown on both sides"].sort(),
    );
    // Each kind is a real part of the round, not a rarity.
    for (const [kind, count] of kinds) expect(count, kind).toBeGreaterThan(checked / 20);
  });
});
