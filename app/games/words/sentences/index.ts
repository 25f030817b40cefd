// A sentence for every Word Adventure word, one file per level beside the words (level-N.ts
// here, the words in ../level-N.ts), shown after a missed word with its hint: "Where flowers and
// vegetables grow. “We planted seeds in the garden.”" Each uses the word, plainly inflected at
// most, in as many words as the level's reader manages (SENTENCE_WORDS_MAX), and fits a phone with
// its hint (MISSED_NOTE_CHARS_MAX); tests/unit/games/word-adventure-sentences.test.ts holds every
// word to both.
import { inLanguage, type GameLanguage } from "../../language";
import { ES_WORD_SENTENCES } from "../spanish";
import type { WordSentences } from "../types";
import { LEVEL_1_SENTENCES } from "./level-1";
import { LEVEL_2_SENTENCES } from "./level-2";
import { LEVEL_3_SENTENCES } from "./level-3";
import { LEVEL_4_SENTENCES } from "./level-4";
import { LEVEL_5_SENTENCES } from "./level-5";

/** Indexed like WORD_LEVELS (level id − 1). */
export const WORD_SENTENCES: readonly WordSentences[] = [
  LEVEL_1_SENTENCES,
  LEVEL_2_SENTENCES,
  LEVEL_3_SENTENCES,
  LEVEL_4_SENTENCES,
  LEVEL_5_SENTENCES,
];

/** Most words a level's sentence has: 4-8 short words for ages 5-8, longer as the readers grow. */
export const SENTENCE_WORDS_MAX: readonly number[] = [8, 8, 10, 12, 14];

/**
 * Most characters of the note after a miss (the hint and the sentence: missedWordNote): three
 * lines under the question on a 390 × 664 phone, with the longest words' three rows of tiles.
 */
export const MISSED_NOTE_CHARS_MAX = 120;

/** The sentence of a word of the levels; the original bank's words are all levels' words too. */
export function wordSentence(word: string, levelId?: number, lang: GameLanguage = "en"): string | undefined {
  const sentences = inLanguage(lang, { en: WORD_SENTENCES, es: ES_WORD_SENTENCES });
  const levels = levelId === undefined ? sentences : [sentences[levelId - 1]];
  // Own keys only: a word such as "constructor" is no sentence of ours.
  return levels.find((sentences) => Object.hasOwn(sentences, word))?.[word];
}
