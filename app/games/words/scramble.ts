// The scrambled form of a word, derived from the word alone: every player sees the same puzzle
// for a word, and nothing needs to be stored beside it. Tests check, for every word in the
// levels, that the result is neither the word nor another real English word.
import { rngFor, shuffle } from "../random";

/** Enough tries for any word with two different letters; the loop ends long before. */
const MAX_ATTEMPTS = 50;

export function scramble(word: string): string {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const letters = shuffle(rngFor(`scramble:${word}`, attempt), [...word]).join("");
    if (letters !== word) return letters;
  }
  throw new RangeError(`"${word}" cannot be scrambled`);
}
