/**
 * A learner plays run after run of one kind (ordinary runs at a level, practice runs) until told to
 * stop, and the bench counts: the answers, the right ones, and the question at which a skill was
 * first mastered (the model says so and the hidden ability agrees, on a skill the learner had not
 * mastered when the runs began).
 */
import type { RunState } from "../../app/games";
import type { Rng } from "../../app/games/random";
import type { GameEngine } from "../../app/games/types";
import { answerQuestion, statusOf, type Answered, type Knowledge } from "./answer";
import { cloneLearner, trulyMastered, type GameLearner } from "./learner";

/** Run `n`'s questions: each yield is the state asked, and gets back the learner's answer. */
export type Runs = (n: number, knowledge: Knowledge) => Generator<RunState, void, Answered>;

/** Ordinary runs at one level (the fixed level mix): run `n` starts from its own seed and moves on with each answer, as a run does. */
export function ordinaryRuns(engine: GameEngine, seed: string, level: number, length: number): Runs {
  return function* (n) {
    let state = engine.start(`${seed}:run-${n}`, level);
    for (let i = 0; i < length; i++) state = (yield state).state;
  };
}

export interface Played {
  asked: number;
  right: number;
  /** Answers given until the first skill was mastered; null when none was within `maxQuestions`. */
  toMastery: number | null;
  /** First "mastered" verdicts of the model on a skill, and how many of them the hidden ability agreed with then. */
  claims: number;
  claimsAgreed: number;
}

export interface PlayLimits {
  /** Never more answers than this. */
  maxQuestions: number;
  /** Stop once a skill is mastered, but not before this many runs are over. */
  minRuns: number;
}

/**
 * Plays `runs` until a skill is mastered (after at least `minRuns` runs) or `maxQuestions` answers;
 * `learner` and `knowledge` move. `onAnswer` sees each answer with its run's number.
 */
export function play(
  engine: GameEngine,
  learner: GameLearner,
  knowledge: Knowledge,
  runs: Runs,
  rng: Rng,
  limits: PlayLimits,
  onAnswer?: (run: number, answered: Answered) => void,
): Played {
  const atStart = cloneLearner(learner);
  const claimed = new Set([...knowledge.keys()].filter((skill) => statusOf(knowledge, skill) === "mastered"));
  const played: Played = { asked: 0, right: 0, toMastery: null, claims: 0, claimsAgreed: 0 };
  for (let n = 0; played.asked < limits.maxQuestions && (played.toMastery === null || n < limits.minRuns); n++) {
    const questions = runs(n, knowledge);
    const before = played.asked;
    for (let next = questions.next(); !next.done && played.asked < limits.maxQuestions;) {
      const answered = answerQuestion(engine, next.value, learner, knowledge, rng);
      played.asked += 1;
      played.right += answered.correct ? 1 : 0;
      onAnswer?.(n, answered);
      const { skill, guess } = answered;
      if (!claimed.has(skill) && statusOf(knowledge, skill) === "mastered") {
        claimed.add(skill);
        played.claims += 1;
        played.claimsAgreed += trulyMastered(learner, skill, guess) ? 1 : 0;
      }
      const learnt = claimed.has(skill) && trulyMastered(learner, skill, guess) && !trulyMastered(atStart, skill, guess);
      if (played.toMastery === null && learnt) played.toMastery = played.asked;
      next = questions.next(answered);
    }
    if (played.asked === before) throw new Error(`${engine.key}: run ${n} asked nothing`);
  }
  return played;
}
