// Assembling a Logic Lab puzzle: the right answer plus three wrong ones, shuffled, so the right
// one lands anywhere in 0-3. Generators pass more wrong candidates than needed; duplicates and
// anything equal to the answer are dropped, which is what keeps exactly one option correct.
import { inLanguage, type GameLanguage } from "../language";
import type { LogicPuzzle } from "../logic-lab.bank";
import { intBetween, shuffle, type Rng } from "../random";

/**
 * A puzzle generator: every draw from the Rng gives one puzzle, in `lang` (English when none is
 * given, as every caller from before languages). An English puzzle is exactly as before Spanish.
 */
export type PuzzleMaker = (rng: Rng, lang?: GameLanguage) => LogicPuzzle;

export function choicePuzzle(
  rng: Rng,
  question: string,
  answer: string,
  wrongCandidates: readonly string[],
  explanation: string,
): LogicPuzzle {
  const wrong = shuffle(
    rng,
    [...new Set(wrongCandidates)].filter((w) => w !== answer),
  ).slice(0, 3);
  if (wrong.length < 3) throw new RangeError(`not enough wrong options for: ${question}`);
  const options = shuffle(rng, [answer, ...wrong]) as [string, string, string, string];
  return { question, options, correct: options.indexOf(answer) as 0 | 1 | 2 | 3, explanation };
}

/** Wrong numbers close to the answer, the mistakes a hurried solver makes; never negative. */
export function nearbyNumbers(rng: Rng, answer: number, spread: number): string[] {
  const out: string[] = [];
  const jump = intBetween(rng, 3, spread + 3);
  for (const delta of [1, -1, 2, -2, spread, -spread, 2 * spread, -2 * spread, jump, -jump]) {
    if (answer + delta >= 0) out.push(String(answer + delta));
  }
  return out;
}

/** Several items from a list, without repeats. */
export function pickSome<T>(rng: Rng, items: readonly T[], count: number): T[] {
  return shuffle(rng, items).slice(0, count);
}

/** "What number comes next?", before the numbers. */
export const nextNumberQuestion = (lang: GameLanguage) => inLanguage(lang, { en: "What number comes next?", es: "¿Qué número sigue?" });

/** "a, b and c"; in Spanish "a, b y c", or "e" before a word that starts with the sound "i" ("gato e iguana"). */
export function listed(items: readonly string[], lang: GameLanguage = "en"): string {
  if (items.length <= 1) return items.join("");
  const last = items[items.length - 1];
  const and = lang === "en" ? "and" : /^h?[ií](?![aeiouáéó])/i.test(last) ? "e" : "y";
  return `${items.slice(0, -1).join(", ")} ${and} ${last}`;
}

/** "an owl", "a bee" */
export function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? "an" : "a"} ${word}`;
}
