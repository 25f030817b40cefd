/** What the play page sends to the browser of a run. */
import { resultMessage, type GameEngine, type RunState } from "~/games";
import type { TFunction } from "i18next";
import { inLanguage, runLanguage } from "~/games/language";
import { rewardText } from "~/games/rewards";
import { englishT } from "~/i18n/messages.server";
import { runStarTargets, starsFor, starsText } from "~/games/stars";
import type { PublicRunState, RunView } from "~/games/run-view";
import { TOO_FAST_MESSAGE } from "./answers.server";
import { placementFound } from "./placement.server";
import type { Run } from "./runs.server";

/** A state for the browser: never the seed nor a practice plan's addresses, with which it could work out every answer before it is shown. */
export function publicState({ seed: _seed, practice: _practice, ...state }: RunState): PublicRunState {
  return state;
}

/** `t`: the shell's messages in the reader's language, for what the round paid. */
export function runView(run: Run, engine: GameEngine, t: TFunction = englishT("common")): RunView {
  const stars = runStarTargets(engine, run.state.level);
  // The round's own words (its message and stars) are in the run's language, as its questions were.
  const language = runLanguage(run.state);
  return {
    id: run.id,
    state: publicState(run.state),
    question: engine.question(run.state),
    feedback: run.feedback,
    playsFrom: run.playsFrom.toISOString(),
    deadline: run.deadline.toISOString(),
    finished: run.finishedAt !== null,
    score: run.state.score,
    reward: run.reward,
    results: run.finishedAt
      ? run.tooFast
        ? {
            message: TOO_FAST_MESSAGE,
            reward: null,
            stars: 0,
            starsText: inLanguage(language, { en: "No stars for this game.", es: "En esta partida no hay estrellas." }),
          }
        : {
            // Against the best at the same level; a run without one, against the game's best.
            message: resultMessage(run.state.score, run.levelPreviousBest ?? run.reward?.previous_best ?? 0, language),
            // A set's run counts under its stage's game (engine.title).
            reward: run.reward ? rewardText(run.reward, engine.title, t) : null,
            stars: starsFor(stars, run.state),
            starsText: starsText(stars, run.state, language),
          }
      : null,
    freeRun: run.freeRun,
    placed: run.finishedAt ? placementFound(engine.key, run.state) : null,
    timer: run.timer,
    ...(run.state.practice ? { practice: true as const } : {}),
    // The run's own length: the game's, or a race's.
    durationSeconds: Math.round((run.deadline.getTime() - run.playsFrom.getTime()) / 1000),
    feedbackMs: engine.feedbackMs,
  };
}
