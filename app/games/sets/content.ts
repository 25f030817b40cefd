// What a teacher's set holds (docs/decisions/teacher-sets.md): plain, serialisable data, stored
// as one immutable version per save. The limits are the issue's; the editor and the CSV import
// refuse anything outside them, and `setContentSchema` (./content-schema.ts) checks a version read
// back. No zod here: the pages' forms and the play page import these in the browser.
import type { GameKey } from "../types";

export const SET_KINDS = ["words", "math", "quiz"] as const;
export type SetKind = (typeof SET_KINDS)[number];

/** The stage each kind plays on. */
export const SET_STAGE: Record<SetKind, GameKey> = { words: "word-adventure", math: "math-quest", quiz: "logic-lab" };

export const SET_TITLE_MAX = 60;
export const WORDS_MIN = 5;
export const WORDS_MAX = 200;
export const WORD_LETTERS_MIN = 2;
export const WORD_LETTERS_MAX = 20;
export const HINT_MAX = 100;
export const QUESTIONS_MIN = 5;
export const QUESTIONS_MAX = 100;
export const QUESTION_MAX = 200;
export const ANSWER_MAX = 100;
export const EXPLANATION_MAX = 250;
export const ANSWERS_MIN = 2;
export const ANSWERS_MAX = 4;
/** The big quiz tools' time limits (seconds per question); a quiz run lasts their sum. */
export const TIME_LIMITS = [5, 10, 20, 30, 60, 90, 120, 240] as const;
export const DEFAULT_TIME_LIMIT = 20;
export const MATH_OPERATIONS = ["+", "−", "×", "÷"] as const;
export type MathOperation = (typeof MATH_OPERATIONS)[number];
/** The number range's bounds: big enough for any primary class, small enough to type. */
export const MATH_BOUND = 1000;

export interface SetWord {
  word: string;
  hint?: string;
  /** The real words made of the same letters (accepted too, never shown as the scramble). */
  others: string[];
}

export interface WordsContent {
  kind: "words";
  words: SetWord[];
}

export interface MathContent {
  kind: "math";
  operations: MathOperation[];
  /** The smallest and largest number in a question. */
  min: number;
  max: number;
  negatives: boolean;
  decimals: boolean;
  remainders: boolean;
}

export interface QuizQuestion {
  question: string;
  answers: string[];
  /** The right answer's index in `answers` (0-based; the CSV says 1-4). */
  right: number;
  explanation?: string;
  seconds: number;
}

export interface QuizContent {
  kind: "quiz";
  questions: QuizQuestion[];
  shuffleQuestions: boolean;
  shuffleAnswers: boolean;
}

export type SetContent = WordsContent | MathContent | QuizContent;

/** How many questions a run of the set has before it ends by itself (a math set never runs out). */
export function setLength(content: SetContent): number | null {
  if (content.kind === "words") return content.words.length;
  if (content.kind === "quiz") return content.questions.length;
  return null;
}
