/**
 * One simulated learner in one game: the placement check (with and without the child's age), then
 * from the same start each way (the learner and the estimates the check left), the fixed level mix
 * (ordinary runs at the learner's true level) and practice runs, until a skill is mastered; the
 * practice runs go on to at least BENCH_RUNS.practiceRuns runs, whose right answers are the
 * practice figure.
 */
import { engines } from "../../app/games";
import { defaultLevelForAge } from "../../app/games/levels";
import { PRACTICE } from "../../app/games/learning/practice";
import { rngFor } from "../../app/games/random";
import type { GameKey } from "../../app/games/types";
import type { Knowledge } from "./answer";
import { cloneLearner, type GameLearner } from "./learner";
import { takePlacement } from "./placement-check";
import { ordinaryRuns, play, type Played } from "./play";
import { practiceRuns } from "./practice-runs";

export const BENCH_RUNS = {
  /** Questions of an ordinary run (about a minute's play at the pace a child answers); a practice run has the planner's PRACTICE.length. */
  runLength: 15,
  /** Practice runs whose right answers make the practice figure. */
  practiceRuns: 3,
  /** The most questions either way before a learner counts as not having mastered a skill. */
  masteryCap: 300,
} as const;

export interface LearnerGameResult {
  game: GameKey;
  trueLevel: number;
  /** Levels: the check's with the child's age, without it, and the age's level alone (what the start screen offers today). */
  placed: { withAge: number; withoutAge: number; ageAlone: number };
  fixed: Played;
  /** Practice until mastery, and the first BENCH_RUNS.practiceRuns runs' answers. */
  adaptive: Played;
  practice: { asked: number; right: number };
}

/**
 * The placement check's levels for a learner (each on a copy: the learner is left as it was), and
 * the learner and the knowledge after the check with the age: where the runs start.
 */
export function placements(learner: GameLearner): { placed: LearnerGameResult["placed"]; after: GameLearner; knowledge: Knowledge } {
  const after = cloneLearner(learner);
  const knowledge: Knowledge = new Map();
  const withAge = takePlacement(after, knowledge, rngFor(learner.seed, `${learner.game}:placement`));
  const withoutAge = takePlacement(cloneLearner(learner), new Map(), rngFor(learner.seed, `${learner.game}:placement-no-age`), false);
  const ageAlone = defaultLevelForAge(learner.game, learner.age).id;
  return { placed: { withAge, withoutAge, ageAlone }, after, knowledge };
}

/** The learner's placement and runs in `game`, each way from the same start (after the check). */
export function learnerGame(learner: GameLearner): LearnerGameResult {
  const engine = engines[learner.game];
  const { placed, after, knowledge } = placements(learner);
  const fixed = play(
    engine,
    cloneLearner(after),
    new Map(knowledge),
    ordinaryRuns(engine, learner.seed, learner.trueLevel, BENCH_RUNS.runLength),
    rngFor(learner.seed, `${learner.game}:fixed`),
    { maxQuestions: BENCH_RUNS.masteryCap, minRuns: 0 },
  );
  const practice = { asked: 0, right: 0 };
  const adaptive = play(
    engine,
    cloneLearner(after),
    new Map(knowledge),
    practiceRuns(learner.game, learner.seed, PRACTICE.length),
    rngFor(learner.seed, `${learner.game}:practice`),
    { maxQuestions: BENCH_RUNS.masteryCap, minRuns: BENCH_RUNS.practiceRuns },
    (run, answered) => {
      if (run >= BENCH_RUNS.practiceRuns) return;
      practice.asked += 1;
      practice.right += answered.correct ? 1 : 0;
    },
  );
  return { game: learner.game, trueLevel: learner.trueLevel, placed, fixed, adaptive, practice };
}
