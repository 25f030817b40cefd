// Math Quest's top level (ages 15-18): what a 15-18-year-old meets at school. Linear equations
// with the unknown on both sides, simultaneous equations, quadratics solved by factorising,
// index laws and standard form, percentage change and simple probability. Each problem is built
// backwards from a whole-number answer, then solved forwards by the engine's own solver from the
// numbers in the prompt; a problem the solver does not answer the same way, or answers more than
// one way, is never shown (the draw is thrown away and made again).
import { inLanguage, type GameLanguage } from "../language";
import { intBetween, pick, type Rng } from "../random";
import type { MathKind, MathTask } from "./problems";

/** Negative numbers with the typographic minus. */
function signed(n: number): string {
  return n < 0 ? `−${-n}` : String(n);
}

/** A negative number inside an expression gets brackets: "5 × (−3)". */
function bracketed(n: number): string {
  return n < 0 ? `(${signed(n)})` : String(n);
}

/** "3x", "x", "−x": a coefficient in front of a letter. */
function times(coefficient: number, letter: string): string {
  if (coefficient === 1) return letter;
  if (coefficient === -1) return `−${letter}`;
  return `${signed(coefficient)}${letter}`;
}

/** " + 4", " − 4": a term after the first; nothing for 0. */
function plus(n: number, letter = ""): string {
  if (n === 0) return "";
  const body = letter ? times(Math.abs(n), letter) : String(Math.abs(n));
  return n < 0 ? ` − ${body}` : ` + ${body}`;
}

const SUPERSCRIPT_DIGITS = "⁰¹²³⁴⁵⁶⁷⁸⁹";

/** 12 → "¹²", −3 → "⁻³". */
export function superscript(n: number): string {
  return `${n < 0 ? "⁻" : ""}${[...String(Math.abs(n))].map((d) => SUPERSCRIPT_DIGITS[Number(d)]).join("")}`;
}

// --- The engine's solvers: from the prompt's numbers to the answer, the way a pupil works ---

/** ax + b = cx + d → x, or null when it has no single solution. */
export function solveLinear(a: number, b: number, c: number, d: number): number | null {
  return a === c ? null : (d - b) / (a - c);
}

/** a1·x + b1·y = c1 and a2·x + b2·y = c2 → [x, y] by Cramer's rule, or null when not one solution. */
export function solveSimultaneous(a1: number, b1: number, c1: number, a2: number, b2: number, c2: number): [number, number] | null {
  const det = a1 * b2 - a2 * b1;
  return det === 0 ? null : [(c1 * b2 - c2 * b1) / det, (a1 * c2 - a2 * c1) / det];
}

/** x² + bx + c = 0 → its two real solutions, smaller first, or null when it has fewer than two. */
export function solveQuadratic(b: number, c: number): [number, number] | null {
  const discriminant = b * b - 4 * c;
  if (discriminant <= 0) return null;
  const root = Math.sqrt(discriminant);
  return [(-b - root) / 2, (-b + root) / 2];
}

/** A draw the solver agrees with: whole, and the same as the answer the problem was built from. */
export function checked(built: number, solved: number | null | undefined, prompt: string, steps: string): MathTask | null {
  if (solved === null || solved === undefined || !Number.isInteger(built)) return null;
  return Math.abs(solved - built) < 1e-9 * Math.max(1, Math.abs(built)) ? { prompt, answer: built, steps } : null;
}

/** Draws until the solver agrees (a few tries at most; the kinds below almost always agree at once). */
export function solvedKind(draw: (rng: Rng, size: number, lang: GameLanguage) => MathTask | null): MathKind {
  return (rng, size, lang) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const task = draw(rng, size, lang);
      if (task) return task;
    }
    throw new Error("a Math Quest problem the solver could not confirm");
  };
}

/** A whole number from −limit to limit other than 0. */
function nonZero(rng: Rng, limit: number): number {
  const n = intBetween(rng, 1, limit);
  return rng() < 0.5 ? -n : n;
}

// --- The kinds ---

/** ax + b = cx + d, with the unknown on both sides. */
export const bothSides = solvedKind((rng, size, lang) => {
  const x = intBetween(rng, -Math.floor(size / 3), size);
  const c = intBetween(rng, 1, 6);
  const a = c + intBetween(rng, 1, 5);
  const b = nonZero(rng, 2 * size);
  const d = a * x + b - c * x;
  const equation = `${times(a, "x")}${plus(b)} = ${times(c, "x")}${plus(d)}`;
  const [taken, left, solved] = [
    `${times(a - c, "x")}${plus(b)} = ${signed(d)}`,
    `${times(a - c, "x")} = ${signed(d - b)}`,
    `x = ${signed(x)}`,
  ];
  const prompt = inLanguage(lang, { en: `Solve ${equation}. x = ?`, es: `Resuelve ${equation}. x = ?` });
  const steps = inLanguage(lang, {
    en: `Take ${times(c, "x")} from both sides: ${taken}. Then ${left}, so ${solved}.`,
    es: `Resta ${times(c, "x")} en los dos lados: ${taken}. Luego ${left}, así que ${solved}.`,
  });
  return checked(x, solveLinear(a, b, c, d), prompt, steps);
});

/** Two equations in x and y; asks for one of them. */
export const simultaneous = solvedKind((rng, size, lang) => {
  const x = intBetween(rng, -3, Math.max(4, Math.floor(size / 2)));
  const y = intBetween(rng, -3, Math.max(4, Math.floor(size / 2)));
  const [a1, b1] = [intBetween(rng, 1, 4), intBetween(rng, 1, 4)];
  const [a2, b2] = [intBetween(rng, 1, 4), -intBetween(rng, 1, 4)];
  const [c1, c2] = [a1 * x + b1 * y, a2 * x + b2 * y];
  const solved = solveSimultaneous(a1, b1, c1, a2, b2, c2);
  const askX = rng() < 0.5;
  const [first, second] = [`${times(a1, "x")}${plus(b1, "y")} = ${signed(c1)}`, `${times(a2, "x")}${plus(b2, "y")} = ${signed(c2)}`];
  const [xIs, yIs] = [`x = ${signed(x)}`, `y = ${signed(y)}`];
  const check = `${a1} × ${bracketed(x)} + ${b1} × ${bracketed(y)} = ${signed(c1)}`;
  const prompt = inLanguage(lang, {
    en: `${first} and ${second}. ${askX ? "x" : "y"} = ?`,
    // "y" is also Spanish for "and": a comma keeps the unknown y from reading as one.
    es: `${first}, ${second}. ${askX ? "x" : "y"} = ?`,
  });
  const steps = inLanguage(lang, {
    en: `Find one letter, then the other: ${xIs} and ${yIs} make both equations true. Check: ${check}.`,
    es: `Busca una letra y luego la otra: con ${xIs}, ${yIs} se cumplen las dos ecuaciones. Comprueba: ${check}.`,
  });
  return checked(askX ? x : y, solved?.[askX ? 0 : 1], prompt, steps);
});

/** x² + bx + c = 0 with two whole, different solutions; asks for the larger or the smaller. */
export const quadratic = solvedKind((rng, size, lang) => {
  const limit = Math.min(12, Math.max(5, Math.floor(size / 2)));
  const r = nonZero(rng, limit);
  const s = nonZero(rng, limit);
  if (r === s) return null; // one repeated solution: "the larger" would mean nothing
  const [b, c] = [-(r + s), r * s];
  const larger = rng() < 0.5;
  const equation = `x²${plus(b, "x")}${plus(c)} = 0`;
  const prompt = inLanguage(lang, {
    en: `Solve ${equation}. ${larger ? "Larger" : "Smaller"} x = ?`,
    es: `Resuelve ${equation}. x ${larger ? "mayor" : "menor"} = ?`,
  });
  const roots = solveQuadratic(b, c);
  const [factored, low, high] = [`(x${plus(-r)})(x${plus(-s)}) = 0`, `x = ${signed(Math.min(r, s))}`, `x = ${signed(Math.max(r, s))}`];
  const steps = inLanguage(lang, {
    en: `Two numbers that multiply to ${signed(c)} and add to ${signed(b)}: ${signed(-r)} and ${signed(-s)}. So ${factored}, and ${low} or ${high}.`,
    es: `Dos números cuyo producto es ${signed(c)} y cuya suma es ${signed(b)}: ${signed(-r)} y ${signed(-s)}. Entonces ${factored}, así que ${low} o ${high}.`,
  });
  return checked(larger ? Math.max(r, s) : Math.min(r, s), roots?.[larger ? 1 : 0], prompt, steps);
});

/** The index laws: multiplying, dividing and raising powers of one base. */
export const indexLaws = solvedKind((rng, _size, lang) => {
  const base = intBetween(rng, 2, 9);
  const m = intBetween(rng, 2, 9);
  const n = intBetween(rng, 2, 6);
  // The solver: the power of `base` the left side equals, from its logarithm (not from m and n).
  const power = (value: number) => Math.round(Math.log(value) / Math.log(base));
  switch (intBetween(rng, 0, 2)) {
    case 0:
      return checked(
        m + n,
        power(base ** m * base ** n),
        `${base}${superscript(m)} × ${base}${superscript(n)} = ${base}ⁿ. n = ?`,
        inLanguage(lang, {
          en: `Multiplying powers of ${base} adds them: ${m} + ${n} = ${m + n}.`,
          es: `Al multiplicar potencias de ${base}, los exponentes se suman: ${m} + ${n} = ${m + n}.`,
        }),
      );
    case 1: {
      const top = m + n;
      return checked(
        m,
        power(base ** top / base ** n),
        `${base}${superscript(top)} ÷ ${base}${superscript(n)} = ${base}ⁿ. n = ?`,
        inLanguage(lang, {
          en: `Dividing powers of ${base} takes them away: ${top} − ${n} = ${m}.`,
          es: `Al dividir potencias de ${base}, los exponentes se restan: ${top} − ${n} = ${m}.`,
        }),
      );
    }
    default: {
      const k = intBetween(rng, 2, 4);
      return checked(
        m * k,
        power((base ** m) ** k),
        `(${base}${superscript(m)})${superscript(k)} = ${base}ⁿ. n = ?`,
        inLanguage(lang, {
          en: `A power of a power multiplies them: ${m} × ${k} = ${m * k}.`,
          es: `En una potencia de una potencia, los exponentes se multiplican: ${m} × ${k} = ${m * k}.`,
        }),
      );
    }
  }
});

/** "3.2 × 10⁴ = ?" and "0.0045 = 4.5 × 10ⁿ. n = ?" */
export const standardForm = solvedKind((rng, _size, lang) => {
  // 1.1 to 9.9 with one decimal place that is not 0 (no "2.0", no "0.0020").
  const tenths = intBetween(rng, 11, 99);
  if (tenths % 10 === 0) return null;
  const mantissa = tenths / 10;
  const exponent = intBetween(rng, 2, 6);
  if (rng() < 0.4) {
    const value = Math.round(mantissa * 10 ** exponent);
    const steps = inLanguage(lang, {
      en: `× 10${superscript(exponent)} moves the point ${exponent} places to the right: ${mantissa} becomes ${value}.`,
      es: `× 10${superscript(exponent)} mueve el punto decimal ${exponent} lugares a la derecha: ${mantissa} se convierte en ${value}.`,
    });
    return checked(value, mantissa * 10 ** exponent, `${mantissa} × 10${superscript(exponent)} = ?`, steps);
  }
  const n = rng() < 0.5 ? exponent : -intBetween(rng, 1, 4);
  const written = n >= 0 ? String(Math.round(mantissa * 10 ** n)) : (mantissa * 10 ** n).toFixed(1 - n);
  // The solver: how many places the point moves, from the written number itself.
  const places = Math.abs(n);
  const steps = inLanguage(lang, {
    en: `From ${written}, the point moves ${places} ${places === 1 ? "place" : "places"} ${n >= 0 ? "left" : "right"} to make ${mantissa}, so n = ${signed(n)}.`,
    es: `Desde ${written}, el punto decimal se mueve ${places} ${places === 1 ? "lugar" : "lugares"} a la ${n >= 0 ? "izquierda" : "derecha"} hasta ${mantissa}, así que n = ${signed(n)}.`,
  });
  return checked(n, Math.floor(Math.log10(Number(written)) + 1e-9), `${written} = ${mantissa} × 10ⁿ. n = ?`, steps);
});

const CHANGES = [5, 10, 15, 20, 25, 30, 40, 50, 60, 75];

/** Increase or decrease by a percentage, or the percentage a change was. */
export const percentageChange = solvedKind((rng, size, lang) => {
  const p = pick(rng, CHANGES);
  const step = 100 / gcd(p, 100);
  const start = step * intBetween(rng, 1, Math.max(2, Math.floor((size * 10) / step)));
  const end = rng() < 0.5 ? start + (start * p) / 100 : start - (start * p) / 100;
  const rise = end > start;
  switch (intBetween(rng, 0, 1)) {
    case 0:
      return checked(
        end,
        start * (1 + ((rise ? 1 : -1) * p) / 100),
        inLanguage(lang, {
          en: `${start} ${rise ? "increased" : "decreased"} by ${p}% = ?`,
          es: `${start} ${rise ? "aumentado" : "disminuido"} en un ${p}% = ?`,
        }),
        inLanguage(lang, {
          en: `${p}% of ${start} is ${(start * p) / 100}; ${start} ${rise ? "+" : "−"} ${(start * p) / 100} = ${end}.`,
          es: `El ${p}% de ${start} es ${(start * p) / 100}; ${start} ${rise ? "+" : "−"} ${(start * p) / 100} = ${end}.`,
        }),
      );
    default:
      return checked(
        p,
        (Math.abs(end - start) / start) * 100,
        inLanguage(lang, {
          en: `A price goes from ${start} to ${end}. Percentage ${rise ? "increase" : "decrease"} = ?`,
          es: `Un precio pasa de ${start} a ${end}. Porcentaje de ${rise ? "aumento" : "disminución"} = ?`,
        }),
        inLanguage(lang, {
          en: `The change is ${Math.abs(end - start)}; ${Math.abs(end - start)} ÷ ${start} × 100 = ${p}%.`,
          es: `El cambio es ${Math.abs(end - start)}; ${Math.abs(end - start)} ÷ ${start} × 100 = ${p}%.`,
        }),
      );
  }
});

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
