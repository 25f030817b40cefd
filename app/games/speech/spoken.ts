/**
 * What the stage says: the words a question, a hint and a feedback are read aloud as (the
 * speaker buttons, and the youngest levels' automatic reading), and the feedback's one line, shown
 * and announced to screen readers, in the run's language (language.ts; English by default). Pure
 * and browser-safe. Word Adventure never says its answer before it is answered: its question is
 * read as the number of letters and the hint (scrambled letters spelled out help no one who cannot
 * read yet); after a miss it says the word, its hint and its sentence, so a child who cannot read
 * yet hears the word in use (tests/unit/speech.test.ts).
 */
import { inLanguage } from "../language";
import type { Feedback } from "../run-view";
import type { GameKey, GameLanguage, Question } from "../types";
import { sumWords } from "./sum-words";

/** The line above each question, in each language. */
const INSTRUCTION_WORDS: Record<GameLanguage, Record<GameKey, string>> = {
  en: {
    "math-quest": "Solve:",
    "word-adventure": "Unscramble the letters:",
    "logic-lab": "Puzzle:",
    "brain-blitz": "Challenge:",
  },
  es: {
    "math-quest": "Resuelve:",
    "word-adventure": "Ordena las letras:",
    "logic-lab": "Acertijo:",
    "brain-blitz": "Desafío:",
  },
};

/** The line above each question (English). */
export const INSTRUCTIONS: Record<GameKey, string> = INSTRUCTION_WORDS.en;

/** The line above each question in a run's language. */
export function instruction(gameKey: GameKey, lang: GameLanguage = "en"): string {
  return INSTRUCTION_WORDS[lang][gameKey];
}

/** The feedback's first line, as the stage shows it. */
export function feedbackLine(feedback: Pick<Feedback, "correct" | "points" | "correctAnswer">, lang: GameLanguage = "en"): string {
  const { points, correctAnswer } = feedback;
  if (feedback.correct) {
    return inLanguage(lang, {
      en: `Correct! +${points} ${points === 1 ? "point" : "points"}`,
      es: `¡Correcto! +${points} ${points === 1 ? "punto" : "puntos"}`,
    });
  }
  return inLanguage(lang, { en: `Not quite! The answer was ${correctAnswer}.`, es: `¡Casi! La respuesta era ${correctAnswer}.` });
}

/** A question as a screen reader is told it (the page's own text, one line). */
export function questionLine(gameKey: GameKey, question: Question, number: number, lang: GameLanguage = "en"): string {
  const prompt = gameKey === "word-adventure" ? [...question.prompt].join(" ") : question.prompt;
  return `${inLanguage(lang, { en: "Question", es: "Pregunta" })} ${number}. ${instruction(gameKey, lang)} ${prompt}`;
}

/** A question read aloud: sums in words, Word Adventure's hint, the four options. */
export function spokenQuestion(gameKey: GameKey, question: Question, lang: GameLanguage = "en"): string {
  const lead = instruction(gameKey, lang).replace(/:$/, ".");
  if (gameKey === "word-adventure") {
    const hint = question.hint ? ` ${inLanguage(lang, { en: "Hint", es: "Pista" })}: ${question.hint.replace(/[.!?]*$/, ".")}` : "";
    const letters = question.prompt.length;
    return inLanguage(lang, {
      en: `What do these ${letters} letters spell?${hint}`,
      es: `¿Qué palabra forman estas ${letters} letras?${hint}`,
    });
  }
  const prompt = gameKey === "math-quest" ? sumWords(question.prompt, lang) : question.prompt;
  const options = question.options?.map((option, i) => `${"ABCD"[i]}: ${option}.`).join(" ");
  return [lead, prompt, options].filter(Boolean).join(" ");
}

/** A hint read aloud. */
export function spokenHint(question: Question, lang: GameLanguage = "en"): string | null {
  return question.hint ? `${inLanguage(lang, { en: "Hint", es: "Pista" })}: ${question.hint}` : null;
}

/**
 * A feedback read aloud. Word Adventure's right answer leaves out the note that names another
 * word; its miss says the word, in lower case (a voice spells out some words in capitals), then
 * its hint and sentence.
 */
export function spokenFeedback(gameKey: GameKey, feedback: Feedback, lang: GameLanguage = "en"): string {
  if (gameKey === "word-adventure") {
    if (feedback.correct) return feedbackLine(feedback, lang);
    const word = feedback.correctAnswer.toLowerCase();
    const lead = inLanguage(lang, { en: `Not quite! The word was ${word}.`, es: `¡Casi! La palabra era ${word}.` });
    return [lead, feedback.explanation].filter(Boolean).join(" ");
  }
  const explanation = feedback.explanation && gameKey === "math-quest" ? sumWords(feedback.explanation, lang) : feedback.explanation;
  return [feedbackLine(feedback, lang), explanation].filter(Boolean).join(" ");
}

/** The start screen read aloud: its heading, what to do, and the button to press. */
export function spokenStart(howToPlay: string, button: string, lang: GameLanguage = "en"): string {
  return inLanguage(lang, {
    en: `Ready to play? ${howToPlay} Press ${button}.`,
    es: `¿Todo listo para jugar? ${howToPlay} Pulsa ${button}.`,
  });
}

/** The results read aloud: the heading, the stars and what they need, the score and its message. */
export function spokenResults(
  {
    stars,
    starsText,
    score,
    message,
  }: {
    stars: number;
    starsText: string | undefined;
    score: number;
    message: string | undefined;
  },
  lang: GameLanguage = "en",
): string {
  const [heading, got, yours] = inLanguage(lang, {
    en: ["Game Over!", `You got ${stars === 1 ? "1 star" : `${stars} stars`}.`, `Your score: ${score}.`],
    es: ["¡Fin del juego!", `Conseguiste ${stars === 1 ? "1 estrella" : `${stars} estrellas`}.`, `Tu puntuación: ${score}.`],
  });
  return [heading, got, starsText, yours, message].filter(Boolean).join(" ");
}
