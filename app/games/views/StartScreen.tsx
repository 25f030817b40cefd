import { Form, useNavigation } from "@remix-run/react";
import { describeLevelAges, type Level } from "../levels";
import { TIMER_NAMES, TIMERS, type Timer } from "../timer";
import type { GameKey } from "../types";

export function LoadingGame() {
  return (
    <p role="status" className="stage-loading">
      Loading game...
    </p>
  );
}

/** In a Start form: the daily challenge the new run is played for, if any. */
export function ChallengeField({ challengeId }: { challengeId: string | null }) {
  return challengeId ? <input type="hidden" name="challenge" value={challengeId} /> : null;
}

/** The game's picture, from its card (public/images/games). */
export const gameArt: Record<GameKey, string> = {
  "math-quest": "/images/games/math-quest-number-crunch.svg",
  "word-adventure": "/images/games/word-adventure.svg",
  "logic-lab": "/images/games/logic-lab.svg",
  "brain-blitz": "/images/games/brain-blitz.svg",
};

/**
 * The start screen: the game's levels as radio cards (a plain form, so it works without
 * JavaScript) and Start Game. While the start is being posted it becomes the loading screen.
 */
export function StartScreen({
  gameKey,
  howToPlay,
  challengeId,
  levels,
  defaultLevel,
  freeRun = false,
}: {
  gameKey: GameKey;
  howToPlay: string;
  challengeId: string | null;
  levels: readonly Level[];
  defaultLevel: number;
  /** A premium game the player does not own, with today's free run left to play. */
  freeRun?: boolean;
}) {
  const navigation = useNavigation();
  if (navigation.state !== "idle" && navigation.formData?.get("intent") === "start") {
    return (
      <div className="stage" data-game={gameKey}>
        <LoadingGame />
      </div>
    );
  }
  return (
    <div className="stage" data-game={gameKey}>
      <div className="stage-intro">
        <img src={gameArt[gameKey]} alt="" width={640} height={360} className="stage-art" />
        <div>
          <h2 className="text-2xl font-extrabold">Ready to play?</h2>
          <p className="mt-2">{howToPlay}</p>
          <p className="mt-2 text-sm opacity-90">Press Enter to answer. Backspace on an empty answer starts over.</p>
          {freeRun ? (
            <p data-testid="free-round" className="mt-3 rounded-xl bg-white/90 px-3 py-2 font-semibold text-slate-900">
              Try it free: one round a day, without Clever Coins. Unlock the game to play as often as you like.
            </p>
          ) : null}
        </div>
      </div>
      <Form method="post" className="mt-5">
        <ChallengeField challengeId={challengeId} />
        {levels.length > 0 ? (
          <fieldset>
            <legend className="text-lg font-extrabold">Choose your level</legend>
            <div className="level-grid">
              {levels.map((level) => (
                <label key={level.id} className="level-card">
                  <input type="radio" name="level" value={level.id} defaultChecked={level.id === defaultLevel} className="level-radio" />
                  <span className="level-number" aria-hidden="true">
                    {level.id}
                  </span>
                  <span className="min-w-0">
                    <span className="block font-bold leading-tight">{level.name}</span>
                    <span className="level-ages">{describeLevelAges(level)}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <TimerChoice />
        <div className="mt-5 text-center">
          <button type="submit" name="intent" value="start" className="stage-go">
            {freeRun ? "Play Today's Free Round" : "Start Game"}
          </button>
        </div>
      </Form>
    </div>
  );
}

const TIMER_HELP: Record<Timer, string> = {
  standard: "The game's usual clock.",
  "more-time": "Twice as long. Not ranked on the leaderboard.",
  none: "Play at your own pace, then press Finish Game. Not ranked on the leaderboard.",
};

/** Solo runs may relax their clock (timer.ts): the usual time, twice as long, or none. */
function TimerChoice() {
  return (
    <fieldset className="mt-5">
      <legend className="text-lg font-extrabold">Timer</legend>
      <div className="timer-grid">
        {TIMERS.map((timer) => (
          <label key={timer} className="level-card">
            <input type="radio" name="timer" value={timer} defaultChecked={timer === "standard"} className="level-radio" />
            <span className="min-w-0 font-bold leading-tight">
              {TIMER_NAMES[timer]}
              <span className="level-ages">{TIMER_HELP[timer]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
