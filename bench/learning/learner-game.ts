/**
 * One simulated learner in one game, from the same start each way: the fixed level mix (ordinary
 * runs at the learner's true level) until a skill is mastered.
 */
import { engines } from "../../app/games";
import { rngFor } from "../../app/games/random";
import type { GameKey } from "../../app/games/types";
import type { Knowledge } from "./answer";
import { cloneLearner, type GameLearner } from "./learner";
import { ordinaryRuns, play, type Played } from "./play";

export const BENCH_RUNS = {
  /** Questions of an ordinary run and of a practice run (about a minute's play at the pace a child answers). */
  runLength: 15,
  /** The most questions either way before a learner counts as not having mastered a skill. */
  masteryCap: 300,
} as const;

export interface LearnerGameResult {
  game: GameKey;
  trueLevel: number;
  fixed: Played;
}

const copy = (knowledge: Knowledge): Knowledge => new Map(knowledge);

/** The learner's runs in `game`, each way from the same start. */
export function learnerGame(learner: GameLearner): LearnerGameResult {
  const engine = engines[learner.game];
  const knowledge: Knowledge = new Map();
  const fixed = play(
    engine,
    cloneLearner(learner),
    copy(knowledge),
    ordinaryRuns(engine, learner.seed, learner.trueLevel, BENCH_RUNS.runLength),
    rngFor(learner.seed, `${learner.game}:fixed`),
    { maxQuestions: BENCH_RUNS.masteryCap, minRuns: 0 },
  );
  return { game: learner.game, trueLevel: learner.trueLevel, fixed };
}
