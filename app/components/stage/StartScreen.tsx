import { Form, Link, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { describeLevelAges, type Level } from "~/games/levels";
import { TIMER_NAMES, TIMERS, type Timer } from "~/games/timer";
import type { GameKey } from "~/games/types";
import { spokenStart } from "~/games/speech/spoken";
import { SubmitButton } from "~/components/forms";
import { PracticeChoice } from "./PracticeChoice";
import { SpeakButton, useReadAloudOnce } from "./read-aloud";

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
 * The start screen: what to do in a few short words (read aloud on the youngest levels), the level
 * chosen for the player (stars.ts and runs/levels.server.ts) and Start Game, all in the first
 * screen of a phone; "Change level" beside it opens the levels and timers (a details element in the
 * one plain form, so it works without JavaScript). While the start is being posted it becomes the
 * loading screen.
 */
export function StartScreen({
  gameKey,
  howToPlay,
  challengeId,
  levels,
  defaultLevel,
  freeRun = false,
  practice,
  findLevel,
}: {
  gameKey: GameKey;
  howToPlay: string;
  challengeId: string | null;
  levels: readonly Level[];
  defaultLevel: number;
  /** A premium game the player does not own, with today's free run left to play. */
  freeRun?: boolean;
  /** A catalogue game's Practice (PracticeChoice): for a visitor, where to sign in first; absent: none (a set). */
  practice?: { signIn: string | null };
  /** Where "Find my level" (the placement check's offer) is; absent: no link. */
  findLevel?: string;
}) {
  const navigation = useNavigation();
  const [chosen, setChosen] = useState(defaultLevel);
  const level = levels.find((l) => l.id === chosen);
  const start = freeRun ? "Play Today's Free Round" : "Start Game";
  const spoken = spokenStart(howToPlay, start);
  useReadAloudOnce(spoken, level !== undefined && level.ages[0] <= 7);
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
          <div className="flex items-center gap-3">
            <h2 className="text-2xl font-extrabold">Ready to play?</h2>
            <SpeakButton text={spoken} label="Read this aloud" />
          </div>
          <p data-testid="how-to-play" className="mt-2 sm:text-lg">
            {howToPlay}
          </p>
          {freeRun ? (
            <p data-testid="free-round" className="mt-3 rounded-xl bg-white/90 px-3 py-2 font-semibold text-slate-900">
              Try it free: one round a day, without Clever Coins. Unlock the game to play as often as you like.
            </p>
          ) : null}
        </div>
      </div>
      <Form method="post" className="mt-4">
        <ChallengeField challengeId={challengeId} />
        {level ? (
          <p data-testid="start-level" className="start-level">
            <span className="level-number" aria-hidden="true">
              {level.id}
            </span>
            <span>
              Level {level.id}: {level.name}
            </span>
          </p>
        ) : null}
        <div className="start-row">
          <SubmitButton name="intent" value="start" className="stage-go">
            {start}
          </SubmitButton>
          <details className="start-change">
            <summary>{levels.length > 0 ? "Change level" : "Change timer"}</summary>
            {levels.length > 0 ? (
              <fieldset className="mt-3">
                <legend className="text-lg font-extrabold">Choose your level</legend>
                <div className="level-grid">
                  {levels.map((option) => (
                    <label key={option.id} className="level-card">
                      <input
                        type="radio"
                        name="level"
                        value={option.id}
                        defaultChecked={option.id === defaultLevel}
                        onChange={() => setChosen(option.id)}
                        className="level-radio"
                      />
                      <span className="level-number" aria-hidden="true">
                        {option.id}
                      </span>
                      <span className="min-w-0">
                        <span className="block font-bold leading-tight">{option.name}</span>
                        <span className="level-ages">{describeLevelAges(option)}</span>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
            <TimerChoice />
            {/* Keyboards only: a touch screen has no Enter or Backspace to press. */}
            <p className="keys-help">Press Enter to answer. Backspace on an empty answer starts over.</p>
          </details>
        </div>
        {findLevel ? (
          <p className="mt-3 text-center">
            <Link to={findLevel} className="stage-link">
              Find my level
            </Link>
          </p>
        ) : null}
      </Form>
      {practice ? <PracticeChoice signIn={practice.signIn} /> : null}
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
