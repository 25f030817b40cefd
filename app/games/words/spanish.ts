// Word Adventure's Spanish words (issue 50): one file per level beside the English ones
// (level-N.es.ts: words, the youngest levels' pictures, a sentence for each word), played by a run
// whose language is Spanish (docs/decisions/words-in-spanish.md). Indexed like WORD_LEVELS.
import { ES_LEVEL_1_PICTURES, ES_LEVEL_1_SENTENCES, ES_LEVEL_1_WORDS } from "./level-1.es";
import { ES_LEVEL_2_PICTURES, ES_LEVEL_2_SENTENCES, ES_LEVEL_2_WORDS } from "./level-2.es";
import { ES_LEVEL_3_SENTENCES, ES_LEVEL_3_WORDS } from "./level-3.es";
import { ES_LEVEL_4_SENTENCES, ES_LEVEL_4_WORDS } from "./level-4.es";
import { ES_LEVEL_5_SENTENCES, ES_LEVEL_5_WORDS } from "./level-5.es";
import type { WordEntry, WordPictures, WordSentences } from "./types";

export const ES_WORD_LEVELS: readonly (readonly WordEntry[])[] = [
  ES_LEVEL_1_WORDS,
  ES_LEVEL_2_WORDS,
  ES_LEVEL_3_WORDS,
  ES_LEVEL_4_WORDS,
  ES_LEVEL_5_WORDS,
];

export const ES_WORD_PICTURES: readonly WordPictures[] = [ES_LEVEL_1_PICTURES, ES_LEVEL_2_PICTURES];

export const ES_WORD_SENTENCES: readonly WordSentences[] = [
  ES_LEVEL_1_SENTENCES,
  ES_LEVEL_2_SENTENCES,
  ES_LEVEL_3_SENTENCES,
  ES_LEVEL_4_SENTENCES,
  ES_LEVEL_5_SENTENCES,
];

/**
 * A Spanish run without a level (the English one plays the original bank, WORD_BANK): levels 2
 * to 4's words, the bank's easy, medium and hard, each with its own level.
 */
export const ES_WORD_BANK: readonly { entry: WordEntry; levelId: number }[] = [2, 3, 4].flatMap((levelId) =>
  ES_WORD_LEVELS[levelId - 1].map((entry) => ({ entry, levelId })),
);
