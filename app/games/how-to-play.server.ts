// The start screen's instructions, sent with the page (server-side, to keep them out of the JS),
// in the reader's language (a run has not started yet, so it has no language of its own).
// Written for the youngest level's reader: short sentences, everyday words, read aloud on the
// levels for ages 5-7 (docs/decisions/start-screen-for-the-youngest.md).
import { gameLanguageOf, inLanguage } from "./language";
import type { GameKey, GameLanguage } from "./types";

const HOW_TO_PLAY: Record<GameKey, Record<GameLanguage, string>> = {
  "math-quest": {
    en: "Answer the sums. You have 60 seconds. Each right answer is 1 point. The sums get harder as you go.",
    es: "Resuelve las cuentas. Tienes 60 segundos. Cada respuesta correcta vale 1 punto. Las cuentas se ponen más difíciles.",
  },
  "word-adventure": {
    en: "Move the letters to make a word. Each word has a hint. Each right word is 5 points. You have 3 minutes.",
    es: "Mueve las letras para formar una palabra. Cada palabra tiene una pista. Cada palabra correcta vale 5 puntos. Tienes 3 minutos.",
  },
  "logic-lab": {
    en: "Look at the puzzle. Pick one of four answers. Each right answer is 5 points. You have 5 minutes.",
    es: "Mira el acertijo. Elige una de las cuatro respuestas. Cada respuesta correcta vale 5 puntos. Tienes 5 minutos.",
  },
  "brain-blitz": {
    en: "Answer quick questions of every kind. You have 2 minutes. Get some right in a row for more points.",
    es: "Responde preguntas rápidas de todo tipo. Tienes 2 minutos. Acierta varias seguidas para ganar más puntos.",
  },
};

/** The game's instructions for a reader of `language` (English for a language the games do not speak). */
export function howToPlay(game: GameKey, language: string): string {
  return inLanguage(gameLanguageOf(language), HOW_TO_PLAY[game]);
}
