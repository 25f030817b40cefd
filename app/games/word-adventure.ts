// Word Adventure: unscramble the word. Score = correct answers × 5. Any real word made of exactly
// the tiles that a child at the level would know is right (words/dictionary.server.ts), and the
// feedback then says which word was meant.
// A run without a level plays the original bank; a run at a level plays that level's words (words/).
// A Spanish run plays Spanish words only, from its first question to its end (words/spanish.ts).
import { refused, tooLong } from "./answer-checks";
import { inLanguage, runLanguage, type GameLanguage } from "./language";
import { playableLevel } from "./levels";
import { bankIndex } from "./random";
import { advance, itemAt, startRun } from "./state";
import { WORD_BANK, type WordItem } from "./word-adventure.bank";
import { entryItem, wordLevels } from "./words";
import { usesTheTiles } from "./words/dictionary.server";
import { capitals, sameWord } from "./words/letters";
import { ES_WORD_BANK } from "./words/spanish";
import { spanishWordFromTiles } from "./words/spanish-dictionary.server";
import { wordSentence } from "./words/sentences";
import type { AnswerCheck, AnswerResult, GameEngine, Question, RunState } from "./types";

export const WORD_MAX_LENGTH = 15;
export const WORD_POINTS = 5;

export function wordItem(state: RunState): WordItem {
  const lang = runLanguage(state);
  if (state.level === undefined && lang === "es") {
    const { entry, levelId } = ES_WORD_BANK[bankIndex(state.seed, "word-adventure", state.index, ES_WORD_BANK.length)];
    return entryItem(entry, levelId, lang);
  }
  if (state.level === undefined) {
    const item = WORD_BANK[bankIndex(state.seed, "word-adventure", state.index, WORD_BANK.length)];
    const sentence = wordSentence(item.word);
    return sentence ? { ...item, sentence } : item;
  }
  // Each level's words are dealt like the original bank: no word twice until all were shown.
  const levelId = playableLevel("word-adventure", state.level).id;
  const words = wordLevels(lang)[levelId - 1];
  return entryItem(words[bankIndex(state.seed, `word-adventure:level-${levelId}`, state.index, words.length)], levelId, lang);
}

export function validateWord(raw: string, language: GameLanguage = "en"): AnswerCheck {
  const value = raw.trim();
  if (value === "") return refused("word", language);
  if (value.length > WORD_MAX_LENGTH) return tooLong(WORD_MAX_LENGTH, language);
  return { ok: true, value };
}

/**
 * Trimmed and case-insensitive, as the spec says: the word meant, or another real word from the
 * same tiles that a child at the run's level would know (no level: any real word). In Spanish by
 * the accent rule (words/letters.ts): "arbol" is "árbol".
 */
export function isWordCorrect(item: WordItem, raw: string, level?: number, lang: GameLanguage = "en"): boolean {
  if (lang === "es") return spanishWordFromTiles(item.word, raw, level) !== undefined;
  return usesTheTiles(item.word, raw, level);
}

/**
 * What the feedback adds when a right answer was another word than the one meant, or the word
 * typed without its accents (words/letters.ts: the word as it is spelled), in the run's language.
 */
export function otherWordNote(item: Pick<WordItem, "word">, raw: string, lang: GameLanguage = "en"): string | undefined {
  const given = capitals(raw.trim());
  const meant = capitals(item.word);
  if (given === meant) return undefined;
  if (sameWord(raw, item.word)) {
    return inLanguage(lang, { en: `Right! It is spelled ${meant}.`, es: `¡Bien! Se escribe ${meant}.` });
  }
  return inLanguage(lang, {
    en: `${given} uses all the tiles too! The word we had in mind was ${meant}.`,
    es: `¡${given} también usa todas las letras! La palabra que pensábamos era ${meant}.`,
  });
}

/**
 * What the feedback adds after a missed word, under "Not quite! The answer was GARDEN.": its hint
 * and a sentence that uses it ("Where flowers and vegetables grow. “We planted seeds in the
 * garden.”"), the word not said twice, so the note fits a phone under the question. A teacher's
 * word has no sentence (its hint alone, as written), and without a hint nothing is added.
 */
export function missedWordNote(hint: string | undefined, sentence?: string): string | undefined {
  const meaning = hint?.trim().replace(/\.+$/, "");
  if (!meaning && !sentence) return undefined;
  const said = meaning ? (/[!?]$/.test(meaning) ? meaning : `${meaning}.`) : "";
  return [said, sentence ? `“${sentence}”` : ""].filter(Boolean).join(" ");
}

/**
 * A word answered, right or not: the points, the next state, the word meant, which word was meant
 * when another real one was given, and `missed` (missedWordNote) when it was wrong. Word
 * Adventure's and a teacher's word list's.
 */
export function wordAnswer(state: RunState, item: Pick<WordItem, "word">, raw: string, correct: boolean, missed?: string): AnswerResult {
  const points = correct ? WORD_POINTS : 0;
  const note = correct ? otherWordNote(item, raw, runLanguage(state)) : missed;
  return {
    correct,
    state: advance(state, correct, points),
    correctAnswer: capitals(item.word),
    points,
    ...(note ? { explanation: note } : {}),
  };
}

export const wordAdventure: GameEngine = {
  key: "word-adventure",
  title: "Word Adventure",
  durationSeconds: 180,
  feedbackMs: { correct: 2000, wrong: 2000 },
  minAnswerMs: 600,
  start: (seed, level) => startRun("word-adventure", seed, level),
  question(state: RunState): Question {
    const item = wordItem(state);
    return {
      kind: "text",
      prompt: item.scrambled.toUpperCase(),
      hint: item.hint,
      ...(item.picture ? { emoji: item.picture } : {}),
      difficulty: item.difficulty,
      points: WORD_POINTS,
      maxLength: WORD_MAX_LENGTH,
    };
  },
  validate: validateWord,
  answer(state: RunState, raw: string): AnswerResult {
    const item = wordItem(state);
    const lang = runLanguage(state);
    // Input longer than the limit (validate skipped) is wrong anyway: no word is that long.
    const correct = validateWord(raw).ok && isWordCorrect(item, raw, state.level, lang);
    // Another Spanish word is named as it is spelled ("OÍR" for "oir"); the word meant as typed,
    // so that the feedback shows a missing accent ("¡Bien! Se escribe ÁRBOL.").
    const other = correct && lang === "es" ? spanishWordFromTiles(item.word, raw, state.level) : undefined;
    const given = other !== undefined && !sameWord(other, item.word) ? other : raw;
    return wordAnswer(state, item, given, correct, missedWordNote(item.hint, item.sentence));
  },
  // A level's word list is one skill (skills/word-adventure.ts).
  item: (state) => itemAt("word-adventure", state, (level) => `words-${playableLevel("word-adventure", level).id}`),
};
