// What an engine's validate() says when it refuses an answer, in the run's language: the spec's
// English, and the same in Spanish.
import { inLanguage } from "./language";
import type { AnswerCheck, GameLanguage } from "./types";

const REFUSALS = {
  answer: { en: "Please enter an answer.", es: "Por favor, escribe una respuesta." },
  number: { en: "Please enter a number.", es: "Por favor, escribe un número." },
  word: { en: "Please enter a word.", es: "Por favor, escribe una palabra." },
  choice: { en: "Please select an answer.", es: "Por favor, elige una respuesta." },
} satisfies Record<string, Record<GameLanguage, string>>;

/** An answer refused for what it lacks: none given, not a number, no option chosen. */
export function refused(what: keyof typeof REFUSALS, language: GameLanguage): AnswerCheck {
  return { ok: false, message: inLanguage(language, REFUSALS[what]) };
}

/** An answer longer than the game takes. */
export function tooLong(max: number, language: GameLanguage): AnswerCheck {
  return {
    ok: false,
    message: inLanguage(language, {
      en: `Answers can be at most ${max} characters.`,
      es: `Las respuestas pueden tener como máximo ${max} caracteres.`,
    }),
  };
}
