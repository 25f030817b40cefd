// A teacher's set played on its game's stage: a GameEngine like the game's own, whose questions
// come from the set's version instead of the game's banks. Pure, so the server scores a run from
// the version it started with, however the set changes meanwhile.
import { validateChoice } from "../logic-lab";
import { validateNumber } from "../math-quest";
import { bankIndex, rngFor, shuffle } from "../random";
import { lengthTargets } from "../stars";
import { advance, startState } from "../state";
import type { AnswerCheck, GameEngine, RunState } from "../types";
import { missedWordNote, wordAnswer, WORD_POINTS } from "../word-adventure";
import { capitals, sameWord } from "../words/letters";
import { scramble } from "../words/scramble";
import { WORD_LETTERS_MAX, type MathContent, type QuizContent, type SetContent, type WordsContent } from "./content";
import { setMathTask } from "./math";

/** Ten minutes at most for a quiz, however long its questions' time limits add up to. */
const QUIZ_SECONDS_MAX = 600;

/** A word's position in the list for a run's `index`: every word once, in an order of the run's own. */
function setWord(content: WordsContent, state: RunState) {
  return content.words[bankIndex(state.seed, "set-words", state.index, content.words.length)];
}

function validateSetWord(raw: string): AnswerCheck {
  const value = raw.trim();
  if (value === "") return { ok: false, message: "Please enter a word." };
  if (value.length > WORD_LETTERS_MAX) return { ok: false, message: `Answers can be at most ${WORD_LETTERS_MAX} characters.` };
  return { ok: true, value };
}

function wordsEngine(base: GameEngine, content: WordsContent): GameEngine {
  return {
    ...base,
    // A set is one skill of its own, named by the answer service (it knows the set): not the base game's.
    item: () => null,
    // A list ends after its last word: its stars are shares of the list, not the game's level targets.
    starTargets: lengthTargets(content.words.length, WORD_POINTS),
    start: (seed) => startState(seed),
    question(state) {
      const item = setWord(content, state);
      return {
        kind: "text",
        prompt: capitals(scramble(item.word, item.others)),
        ...(item.hint ? { hint: item.hint } : {}),
        points: WORD_POINTS,
        maxLength: WORD_LETTERS_MAX,
      };
    },
    validate: validateSetWord,
    answer(state, raw) {
      const item = setWord(content, state);
      // The accent rule (words/letters.ts): "arbol" is "árbol".
      const right = [item.word, ...item.others].some((word) => sameWord(raw, word));
      // The teacher's hint as they wrote it (only they know whether it opens with a name), and no sentence.
      return wordAnswer(state, item, raw, validateSetWord(raw).ok && right, missedWordNote(item.hint));
    },
  };
}

function mathEngine(base: GameEngine, content: MathContent): GameEngine {
  return {
    ...base,
    item: () => null,
    start: (seed) => startState(seed),
    question: (state) => ({ kind: "number", prompt: setMathTask(content, state.seed, state.index).prompt }),
    validate: validateNumber,
    answer(state, raw) {
      const task = setMathTask(content, state.seed, state.index);
      const check = validateNumber(raw);
      const correct = check.ok && Number(check.value) === task.answer;
      const points = correct ? 1 : 0;
      return { correct, state: advance(state, correct, points), correctAnswer: String(task.answer), points };
    },
  };
}

/** The question a quiz run shows at `index`, with its answers in the order shown. */
export function quizQuestion(content: QuizContent, state: Pick<RunState, "seed" | "index">) {
  const n = content.questions.length;
  const question = content.questions[content.shuffleQuestions ? bankIndex(state.seed, "set-quiz", state.index, n) : state.index % n];
  const positions = question.answers.map((_, i) => i);
  const order = content.shuffleAnswers ? shuffle(rngFor(state.seed, `set-answers:${state.index}`), positions) : positions;
  return { question, order };
}

function quizEngine(base: GameEngine, content: QuizContent): GameEngine {
  const seconds = content.questions.reduce((sum, q) => sum + q.seconds, 0);
  const durationSeconds = Math.min(QUIZ_SECONDS_MAX, seconds);
  // Its stars are shares of the questions its time holds (all of them, unless the ten minutes cut it short).
  const reachable = Math.max(1, Math.floor((content.questions.length * durationSeconds) / seconds));
  return {
    ...base,
    item: () => null,
    durationSeconds,
    starTargets: lengthTargets(reachable, WORD_POINTS),
    start: (seed) => startState(seed),
    question(state) {
      const { question, order } = quizQuestion(content, state);
      return { kind: "choice", prompt: question.question, options: order.map((i) => question.answers[i]), points: WORD_POINTS };
    },
    validate: validateChoice,
    answer(state, raw) {
      const { question, order } = quizQuestion(content, state);
      const check = validateChoice(raw);
      // An option the question does not have (a quiz of 2 or 3 answers) is wrong.
      const correct = check.ok && order[Number(check.value)] === question.right;
      const points = correct ? WORD_POINTS : 0;
      return {
        correct,
        state: advance(state, correct, points),
        correctAnswer: question.answers[question.right],
        correctIndex: order.indexOf(question.right),
        ...(question.explanation ? { explanation: question.explanation } : {}),
        points,
      };
    },
  };
}

/** The engine a run of the set plays: `base` (the stage's game) with the set's questions. */
export function setEngine(base: GameEngine, content: SetContent): GameEngine {
  switch (content.kind) {
    case "words":
      return wordsEngine(base, content);
    case "math":
      return mathEngine(base, content);
    case "quiz":
      return quizEngine(base, content);
  }
}
