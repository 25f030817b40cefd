// Word Adventure: unscramble the word. Score = correct answers × 5.
import { WORD_BANK, type WordItem } from "./word-adventure.bank";
import { bankIndex } from "./random";
import { advance, startState } from "./state";
import type { AnswerCheck, AnswerResult, GameEngine, Question, RunState } from "./types";

export const WORD_MAX_LENGTH = 15;
export const WORD_POINTS = 5;

export function wordItem(state: RunState): WordItem {
  return WORD_BANK[bankIndex(state.seed, "word-adventure", state.index, WORD_BANK.length)];
}

export function validateWord(raw: string): AnswerCheck {
  const value = raw.trim();
  if (value === "") return { ok: false, message: "Please enter a word." };
  if (value.length > WORD_MAX_LENGTH) {
    return { ok: false, message: `Answers can be at most ${WORD_MAX_LENGTH} characters.` };
  }
  return { ok: true, value };
}

/** Trimmed and case-insensitive, as the spec says. */
export function isWordCorrect(item: WordItem, raw: string): boolean {
  return raw.trim().toLowerCase() === item.word.toLowerCase();
}

export const wordAdventure: GameEngine = {
  key: "word-adventure",
  title: "Word Adventure",
  durationSeconds: 180,
  feedbackMs: { correct: 2000, wrong: 2000 },
  minAnswerMs: 600,
  start: startState,
  question(state: RunState): Question {
    const item = wordItem(state);
    return {
      kind: "text",
      prompt: item.scrambled.toUpperCase(),
      hint: item.hint,
      difficulty: item.difficulty,
      points: WORD_POINTS,
      maxLength: WORD_MAX_LENGTH,
    };
  },
  validate: validateWord,
  answer(state: RunState, raw: string): AnswerResult {
    const item = wordItem(state);
    // Input longer than the limit (validate skipped) is wrong anyway: no word is that long.
    const correct = validateWord(raw).ok && isWordCorrect(item, raw);
    const points = correct ? WORD_POINTS : 0;
    return { correct, state: advance(state, correct, points), correctAnswer: item.word.toUpperCase(), points };
  },
};
