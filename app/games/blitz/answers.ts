// Brain Blitz's answers: what counts as the right one, typed or picked. Trimmed and
// case-insensitive as the spec says, with a few forms a child may write (a number in words, a
// leading "the", end punctuation).
import type { BlitzChallenge } from "../brain-blitz.bank";
import { numberWords } from "../speech/sum-words";

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

/** Every accepted form of a challenge's answer, normalised. */
export function acceptedAnswers(challenge: BlitzChallenge): string[] {
  const forms = [challenge.answer, ...(challenge.accept ?? [])];
  const n = Number(challenge.answer);
  if (NUMBER_PATTERN.test(challenge.answer) && Number.isInteger(n) && n >= 0 && n <= LARGEST_IN_WORDS) {
    forms.push(numberWords(n));
  }
  return [...new Set(forms.map(normalizeAnswer))];
}

export function isBlitzCorrect(challenge: BlitzChallenge, raw: string): boolean {
  const given = normalizeAnswer(raw);
  if (given === "") return false;
  if (acceptedAnswers(challenge).includes(given)) return true;
  // Numeric answers are also compared as numbers, so "8.0" counts for 8.
  return NUMBER_PATTERN.test(given) && NUMBER_PATTERN.test(challenge.answer) && Number(given) === Number(challenge.answer);
}
