/**
 * A learner takes the placement check (app/games/learning/placement.ts) through the real engine:
 * each question is asked at the level the check chooses, at the address a placement run asks it
 * (docs/decisions/placement.md: the check's seed, the question's number, a score of 15 so the
 * level's whole mix is open), and answered as any other (answer.ts).
 */
import { engines } from "../../app/games";
import { afterPlacementAnswer, placedLevel, placementLevel, PLACEMENT_LENGTH, startPlacement } from "../../app/games/learning/placement";
import type { Rng } from "../../app/games/random";
import { addressOf } from "../../app/games/state";
import { answerQuestion, stateAt, type Knowledge } from "./answer";
import type { GameLearner } from "./learner";

/** The score a placement run asks its questions at. */
const PLACEMENT_SCORE = 15;

/** The level the check places the learner at; `knowledge` takes its answers, as a placement run's are logged. With `knowsAge` false the check starts without the child's age. */
export function takePlacement(learner: GameLearner, knowledge: Knowledge, rng: Rng, knowsAge = true): number {
  const { game } = learner;
  const engine = engines[game];
  let placement = startPlacement(game, knowsAge ? learner.age : undefined);
  for (let index = 0; index < PLACEMENT_LENGTH; index++) {
    const state = stateAt({ seed: `${learner.seed}:placement`, index, score: PLACEMENT_SCORE, level: placementLevel(game, placement) });
    const { skill, correct } = answerQuestion(engine, state, learner, knowledge, rng);
    placement = afterPlacementAnswer(game, placement, { skill, address: addressOf(state) }, correct);
  }
  return placedLevel(game, placement).level;
}
