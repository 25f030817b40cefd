// Logic Lab: multiple-choice puzzles. The raw answer is the chosen option's index ("0".."3").
// Score = correct answers × 5; the explanation is returned with every answer. A run without a
// level plays the original bank; a run at a level plays that level's kinds in turn (logic/catalogue.ts).
import { refused } from "./answer-checks";
import { runLanguage, type GameLanguage } from "./language";
import { playableLevel } from "./levels";
import { dealtPuzzle, kindAt, kindSkill, levelKinds, LOGIC_BANKS } from "./logic/catalogue";
import type { LogicPuzzle } from "./logic-lab.bank";
import { bankIndex } from "./random";
import { advance, itemAt, startRun } from "./state";
import type { AnswerCheck, AnswerResult, GameEngine, Question, RunState } from "./types";

export const LOGIC_POINTS = 5;

/** The puzzle a state shows, in the run's language: the same kind at the same question in every language. */
export function logicPuzzle(state: RunState): LogicPuzzle {
  const lang = runLanguage(state);
  const bank = LOGIC_BANKS[lang];
  if (state.level === undefined) return bank[bankIndex(state.seed, "logic-lab", state.index, bank.length)];
  return dealtPuzzle(state.seed, playableLevel("logic-lab", state.level).id, state.index, lang);
}

export function validateChoice(raw: string, language: GameLanguage = "en"): AnswerCheck {
  const value = raw.trim();
  if (!/^[0-3]$/.test(value)) return refused("choice", language);
  return { ok: true, value };
}

export const logicLab: GameEngine = {
  key: "logic-lab",
  title: "Logic Lab",
  durationSeconds: 300,
  feedbackMs: { correct: 2500, wrong: 2500 },
  minAnswerMs: 1000,
  start: (seed, level) => startRun("logic-lab", seed, level),
  question(state: RunState): Question {
    const puzzle = logicPuzzle(state);
    return {
      kind: "choice",
      prompt: puzzle.question,
      options: [...puzzle.options],
      points: LOGIC_POINTS,
      ...(puzzle.picture ? { picture: puzzle.picture } : {}),
      ...(puzzle.optionPictures ? { optionPictures: puzzle.optionPictures } : {}),
    };
  },
  validate: validateChoice,
  answer(state: RunState, raw: string): AnswerResult {
    const puzzle = logicPuzzle(state);
    const check = validateChoice(raw);
    const correct = check.ok && Number(check.value) === puzzle.correct;
    const points = correct ? LOGIC_POINTS : 0;
    return {
      correct,
      state: advance(state, correct, points),
      correctAnswer: puzzle.options[puzzle.correct],
      correctIndex: puzzle.correct,
      explanation: puzzle.explanation,
      points,
    };
  },
  // The kind of puzzle the run deals at this question (skills/logic-lab.ts).
  item: (state) =>
    itemAt("logic-lab", state, (level) => {
      const levelId = playableLevel("logic-lab", level).id;
      return kindSkill(levelKinds(levelId)[kindAt(state.seed, levelId, state.index)]);
    }),
};
