/**
 * What the stage says: the words a question, a hint and a feedback are read aloud as (the
 * speaker buttons, and the youngest levels' automatic reading), and the feedback's one line, shown
 * and announced to screen readers. Pure and browser-safe. Word Adventure never says its answer
 * before it is answered: its question is read as the number of letters and the hint (scrambled
 * letters spelled out help no one who cannot read yet); after a miss it says the word, its hint
 * and its sentence, so a child who cannot read yet hears the word in use
 * (tests/unit/speech.test.ts).
 */
import type { Feedback } from "../run-view";
import type { GameKey, Question } from "../types";
import { sumWords } from "./sum-words";

/** The line above each question. */
export const INSTRUCTIONS: Record<GameKey, string> = {
  "math-quest": "Solve:",
  "word-adventure": "Unscramble the letters:",
  "logic-lab": "Puzzle:",
  "brain-blitz": "Challenge:",
};

/** The feedback's first line, as the stage shows it. */
export function feedbackLine(feedback: Pick<Feedback, "correct" | "points" | "correctAnswer">): string {
  return feedback.correct
    ? `Correct! +${feedback.points} ${feedback.points === 1 ? "point" : "points"}`
    : `Not quite! The answer was ${feedback.correctAnswer}.`;
}

/** A question as a screen reader is told it (the page's own text, one line). */
export function questionLine(gameKey: GameKey, question: Question, number: number): string {
  const prompt = gameKey === "word-adventure" ? [...question.prompt].join(" ") : question.prompt;
  return `Question ${number}. ${INSTRUCTIONS[gameKey]} ${prompt}`;
}

/** A question read aloud: sums in words, Word Adventure's hint, the four options. */
export function spokenQuestion(gameKey: GameKey, question: Question): string {
  const lead = INSTRUCTIONS[gameKey].replace(/:$/, ".");
  if (gameKey === "word-adventure") {
    const hint = question.hint ? ` Hint: ${question.hint.replace(/[.!?]*$/, ".")}` : "";
    return `What do these ${question.prompt.length} letters spell?${hint}`;
  }
  const prompt = gameKey === "math-quest" ? sumWords(question.prompt) : question.prompt;
  const options = question.options?.map((option, i) => `${"ABCD"[i]}: ${option}.`).join(" ");
  return [lead, prompt, options].filter(Boolean).join(" ");
}

/** A hint read aloud. */
export function spokenHint(question: Question): string | null {
  return question.hint ? `Hint: ${question.hint}` : null;
}

/**
 * A feedback read aloud. Word Adventure's right answer leaves out the note that names another
 * word; its miss says the word, in lower case (a voice spells out some words in capitals), then
 * its hint and sentence.
 */
export function spokenFeedback(gameKey: GameKey, feedback: Feedback): string {
  if (gameKey === "word-adventure") {
    if (feedback.correct) return feedbackLine(feedback);
    return [`Not quite! The word was ${feedback.correctAnswer.toLowerCase()}.`, feedback.explanation].filter(Boolean).join(" ");
  }
  const explanation = feedback.explanation && gameKey === "math-quest" ? sumWords(feedback.explanation) : feedback.explanation;
  return [feedbackLine(feedback), explanation].filter(Boolean).join(" ");
}

/** The start screen read aloud: its heading, what to do, and the button to press. */
export function spokenStart(howToPlay: string, button: string): string {
  return `Ready to play? ${howToPlay} Press ${button}.`;
}

/** The results read aloud: the heading, the stars and what they need, the score and its message. */
export function spokenResults({
  stars,
  starsText,
  score,
  message,
}: {
  stars: number;
  starsText: string | undefined;
  score: number;
  message: string | undefined;
}): string {
  const got = stars === 1 ? "1 star" : `${stars} stars`;
  return ["Game Over!", `You got ${got}.`, starsText, `Your score: ${score}.`, message].filter(Boolean).join(" ");
}
