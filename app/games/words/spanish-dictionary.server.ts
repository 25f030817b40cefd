// The real Spanish words a Spanish run of Word Adventure accepts beside the one it has in mind
// (docs/decisions/words-in-spanish.md), as dictionary.server.ts does for English: a word counts
// when it is made of exactly the same tiles, read by the accent rule (letters.ts: "oir" for the
// tiles of "río" is "oír"), when children hear it often (in the first ranks of a maintained list of
// the most used words of spoken Spanish: @zxcvbn-ts/language-es-es, from film subtitles), and when a
// Spanish dictionary has it (an-array-of-spanish-words: the subtitles also carry names and English
// words, "moon" for the tiles of "mono"). Only the words that share their tiles with one of the
// game's Spanish words are kept, in the index other-words.server.ts reads; spanishOtherWords
// builds it from the two lists.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { sameWord, withoutAccents } from "./letters";
import { realWordsWithTiles, tilesWithOtherWords, type OtherWord, type OtherWordsIndex } from "./other-words.server";
import { ES_WORD_LEVELS } from "./spanish";

const require = createRequire(import.meta.url);

/** A word's tiles in a fixed order, accents aside: "río", "rio" and "oír" have the same. */
export function spanishTilesKey(word: string): string {
  return [...withoutAccents(word)].sort().join("");
}

/** The most used words of spoken Spanish, most used first, as the list spells them (accents too). */
export function readSpokenSpanish(): string[] {
  return JSON.parse(readFileSync(require.resolve("@zxcvbn-ts/language-es-es/src/commonWords.json"), "utf8")) as string[];
}

/** A word as the dictionary writes it: a to z and ñ, no accents ("árbol" → "arbol", "pingüino" → "pinguino"). */
function dictionarySpelling(word: string): string {
  return word
    .normalize("NFD")
    .replace(/[\u0301\u0308]/g, "")
    .normalize("NFC");
}

/** Every word of the Spanish dictionary, without accents ("arbol") but with its ñ. */
export function readSpanishDictionary(): string[] {
  return JSON.parse(readFileSync(require.resolve("an-array-of-spanish-words"), "utf8")) as string[];
}

/**
 * How common another word must be to count at each level (its rank in spoken Spanish), indexed by
 * level id − 1; undefined: any word of the spoken list. As LEVEL_WORD_RANKS for English.
 */
export const ES_LEVEL_WORD_RANKS: readonly (number | undefined)[] = [10_000, 15_000, 20_000, 30_000, undefined];

/** The Spanish half of the other words' index: the spoken list's dictionary words with a game word's tiles, each with its rank. */
export function spanishOtherWords(): OtherWordsIndex {
  const words = ES_WORD_LEVELS.flat().map(([word]) => word);
  const keys = new Set(words.map(spanishTilesKey));
  const found = new Map<string, OtherWord[]>();
  readSpokenSpanish().forEach((word, i) => {
    const key = spanishTilesKey(word);
    if (keys.has(key)) found.set(key, [...(found.get(key) ?? []), [word, i + 1]]);
  });
  const candidates = new Set([...found.values()].flat().map(([word]) => dictionarySpelling(word)));
  // Set look-ups only: the dictionary's 636,000 words are not respelled one by one.
  const real = new Set(readSpanishDictionary().filter((word) => candidates.has(word)));
  const inDictionary = new Map([...found].map(([key, others]) => [key, others.filter(([word]) => real.has(dictionarySpelling(word)))]));
  return tilesWithOtherWords(inDictionary, words, spanishTilesKey, sameWord);
}

/** The other real words made of `word`'s tiles that count at `level` (none: every one), as the list spells them. */
export function otherSpanishWords(word: string, level?: number): readonly string[] {
  const most = level === undefined ? undefined : ES_LEVEL_WORD_RANKS[level - 1];
  const others = realWordsWithTiles("es", spanishTilesKey(word), most).filter((other) => !sameWord(other, word));
  // The list's first spelling of each (it also keeps a word typed without its accent: "oir" after "oír").
  const spellings = new Map<string, string>();
  for (const other of others) if (!spellings.has(withoutAccents(other))) spellings.set(withoutAccents(other), other);
  return [...spellings.values()];
}

/**
 * The word a typed answer is, by the accent rule, when it is right: `word` itself, or another real
 * word of its tiles a child at `level` would know, as it is spelled; undefined when it is wrong.
 */
export function spanishWordFromTiles(word: string, answer: string, level?: number): string | undefined {
  if (sameWord(answer, word)) return word;
  return otherSpanishWords(word, level).find((other) => sameWord(answer, other));
}
