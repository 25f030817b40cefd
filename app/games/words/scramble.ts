// The scrambled form of a word, derived from the word alone: every player sees the same puzzle
// for a word, and nothing needs to be stored beside it. Tests check, for every word in the
// levels, that the result is neither the word nor another real English word. A teacher's word
// (sets/) passes the real words made of its letters as `avoid`, since no list of ours has them.
import { rngFor, shuffle } from "../random";

/** Enough tries for any word with two different letters; the loop ends long before. */
const MAX_ATTEMPTS = 50;

/** The scramble, or null when every try spelled the word or one of `avoid`. */
export function tryScramble(word: string, avoid: readonly string[] = []): string | null {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const letters = shuffle(rngFor(`scramble:${word}`, attempt), [...word]).join("");
    if (letters !== word && !avoid.includes(letters)) return letters;
  }
  return null;
}

export function scramble(word: string, avoid: readonly string[] = []): string {
  const letters = tryScramble(word, avoid);
  if (letters === null) throw new RangeError(`"${word}" cannot be scrambled`);
  return letters;
}
