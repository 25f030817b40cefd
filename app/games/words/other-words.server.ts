// The other real words made of the game's tiles, in English and in Spanish
// (docs/decisions/every-real-word.md, words-in-spanish.md), as a small index checked in beside
// this file: built from the pinned word lists by scripts/other-words.ts, so that no child's answer
// waits for a list to be read (the Spanish dictionary alone is 8 MB: 3 s on a busy server, on a
// process's first Spanish answer). tests/unit/games/word-adventure-other-words.test.ts builds it
// again from the lists and fails when the two differ.
import type { GameLanguage } from "../language";
import prebuilt from "./other-words.json" with { type: "json" };

/** A real word and its rank in spoken use (1 the most used); none: not among the ranked words. */
export type OtherWord = readonly [word: string, rank?: number];

/** Tiles key (the word's letters in a fixed order) → the real words with those tiles. */
export type OtherWordsIndex = Readonly<Record<string, readonly OtherWord[]>>;

// The JSON's own type has no tuples; the file is what the script writes, and the test holds it to that.
const PREBUILT = prebuilt as unknown as Record<GameLanguage, OtherWordsIndex>;
const INDEX: Record<GameLanguage, ReadonlyMap<string, readonly OtherWord[]>> = {
  en: new Map(Object.entries(PREBUILT.en)),
  es: new Map(Object.entries(PREBUILT.es)),
};

/** The real words of `lang` with the tiles `key`, none rarer than rank `most` (undefined: any). */
export function realWordsWithTiles(lang: GameLanguage, key: string, most?: number): string[] {
  return (INDEX[lang].get(key) ?? []).filter(([, rank]) => most === undefined || (rank ?? Infinity) <= most).map(([word]) => word);
}

/**
 * The index as it is checked in: of `found` (tiles key → the list's words with those tiles), only
 * the tiles where a game word has another word than itself (`same`: the game's test of one word),
 * in key order so that a rebuild writes the same file.
 */
export function tilesWithOtherWords(
  found: ReadonlyMap<string, readonly OtherWord[]>,
  gameWords: readonly string[],
  keyOf: (word: string) => string,
  same: (other: string, word: string) => boolean,
): OtherWordsIndex {
  const keys = new Set(
    gameWords.filter((word) => (found.get(keyOf(word)) ?? []).some(([other]) => !same(other, word))).map((word) => keyOf(word)),
  );
  return Object.fromEntries([...keys].sort().map((key) => [key, found.get(key)!]));
}
