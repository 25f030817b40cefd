// Brain Blitz's answers: what counts as the right one, typed or picked. Trimmed and
// case-insensitive as the spec says, with a few forms a child may write (a number in words, a
// leading "the", end punctuation). A Spanish run also takes a number in Spanish words, a leading
// "el", "la", "los" or "las", "¡¿" and, as the accent rule says (docs/decisions/accent-rule.md),
// an answer without its accents: "arbol" for "árbol".
import type { BlitzChallenge } from "../brain-blitz.bank";
import type { GameLanguage } from "../language";
import { spanishNumber } from "../speech/spanish-numbers";
import { numberWords } from "../speech/sum-words";
import { withoutAccents } from "../words/letters";

/** The largest answer also accepted in words ("twenty"). */
const LARGEST_IN_WORDS = 20;

const NUMBER_PATTERN = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Trimmed, case-insensitive, inner spaces collapsed, a leading "the" and end punctuation ignored. */
export function normalizeAnswer(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[.!?]+$/, "")
    .replace(/^the /, "")
    .trim();
}

/**
 * A Spanish answer as compared: also without "¡¿", a leading article and accents. A letter alone
 * keeps its own: "Ñ" is a letter of the Spanish alphabet, and "N" is not the letter after the N.
 */
function normalizeSpanish(text: string): string {
  const answer = normalizeAnswer(text.replace(/^\s*[¡¿]+/, "")).replace(/^(el|la|los|las) /, "");
  return [...answer].length === 1 ? answer : withoutAccents(answer);
}

/** An answer as a run in `lang` compares it. */
export const comparedForm = (text: string, lang: GameLanguage = "en") => (lang === "es" ? normalizeSpanish(text) : normalizeAnswer(text));

/** Every accepted form of a challenge's answer, normalised. */
export function acceptedAnswers(challenge: BlitzChallenge, lang: GameLanguage = "en"): string[] {
  const forms = [challenge.answer, ...(challenge.accept ?? [])];
  const n = Number(challenge.answer);
  if (NUMBER_PATTERN.test(challenge.answer) && Number.isInteger(n) && n >= 0 && n <= LARGEST_IN_WORDS) {
    forms.push(lang === "es" ? spanishNumber(n) : numberWords(n));
  }
  return [...new Set(forms.map((form) => comparedForm(form, lang)))];
}

export function isBlitzCorrect(challenge: BlitzChallenge, raw: string, lang: GameLanguage = "en"): boolean {
  const given = comparedForm(raw, lang);
  if (given === "") return false;
  if (acceptedAnswers(challenge, lang).includes(given)) return true;
  // Numeric answers are also compared as numbers, so "8.0" counts for 8.
  return NUMBER_PATTERN.test(given) && NUMBER_PATTERN.test(challenge.answer) && Number(given) === Number(challenge.answer);
}
