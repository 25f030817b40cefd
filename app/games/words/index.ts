// The Word Adventure words of each level (one file per level), as the engine's WordItem.
import { inLanguage, type GameLanguage } from "../language";
import type { Difficulty } from "../types";
import type { WordItem } from "../word-adventure.bank";
import { LEVEL_1_PICTURES, LEVEL_1_WORDS } from "./level-1";
import { LEVEL_2_PICTURES, LEVEL_2_WORDS } from "./level-2";
import { LEVEL_3_WORDS } from "./level-3";
import { LEVEL_4_WORDS } from "./level-4";
import { LEVEL_5_WORDS } from "./level-5";
import { scramble } from "./scramble";
import { ES_WORD_LEVELS, ES_WORD_PICTURES } from "./spanish";
import { wordSentence } from "./sentences";
import type { WordEntry, WordPictures } from "./types";

/** Indexed by level id − 1 (levels.ts has the names and ages). */
export const WORD_LEVELS: readonly (readonly WordEntry[])[] = [LEVEL_1_WORDS, LEVEL_2_WORDS, LEVEL_3_WORDS, LEVEL_4_WORDS, LEVEL_5_WORDS];

/** The pictures of the levels that have them (the youngest, indexed like WORD_LEVELS). */
export const WORD_PICTURES: readonly WordPictures[] = [LEVEL_1_PICTURES, LEVEL_2_PICTURES];

/** The tag the player sees beside the hint. */
const LEVEL_DIFFICULTY: readonly Difficulty[] = ["easy", "easy", "medium", "hard", "hard"];

/** Each level's words in a run's language (a Spanish run plays Spanish words only: spanish.ts). */
export function wordLevels(lang: GameLanguage): readonly (readonly WordEntry[])[] {
  return inLanguage(lang, { en: WORD_LEVELS, es: ES_WORD_LEVELS });
}

export function entryItem(entry: WordEntry, levelId: number, lang: GameLanguage = "en"): WordItem {
  const [word, hint, scrambled] = entry;
  const picture = inLanguage(lang, { en: WORD_PICTURES, es: ES_WORD_PICTURES })[levelId - 1]?.[word];
  const sentence = wordSentence(word, levelId, lang);
  return {
    word,
    hint,
    scrambled: scrambled ?? scramble(word),
    difficulty: LEVEL_DIFFICULTY[levelId - 1],
    ...(picture ? { picture } : {}),
    ...(sentence ? { sentence } : {}),
  };
}
