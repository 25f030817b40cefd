// The small tags above a question (its category and difficulty: "memory", "easy"), in the run's
// language: they are the engines' words, as the question is (docs/decisions/games-in-spanish.md).
// English keeps the keys themselves, as the stage showed them before languages (CSS capitalises).
import { inLanguage, type GameLanguage } from "./language";
import type { Question } from "./types";

const SPANISH: Readonly<Record<string, string>> = {
  math: "matemáticas",
  word: "palabras",
  logic: "lógica",
  trivia: "cultura general",
  memory: "memoria",
  easy: "fácil",
  medium: "media",
  hard: "difícil",
};

/** The question's category and difficulty, where it has them, in `lang`. */
export function questionTags(question: Pick<Question, "category" | "difficulty">, lang: GameLanguage): string[] {
  return [question.category, question.difficulty]
    .filter((tag): tag is string => Boolean(tag))
    .map((tag) => inLanguage(lang, { en: tag, es: SPANISH[tag] ?? tag }));
}
