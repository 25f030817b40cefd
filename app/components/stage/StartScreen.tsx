import { Form, Link, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { levelNameIn, type Level } from "~/games/levels";
import { TIMERS, type Timer } from "~/games/timer";
import type { GameKey } from "~/games/types";
import { spokenStart } from "~/games/speech/spoken";
import { SubmitButton } from "~/components/forms";
import { agesLabel } from "~/i18n/ages-label";
import { useReaderGameLanguage } from "~/i18n/reader-game-language";
import { PracticeChoice } from "./PracticeChoice";
import { SpeakButton, useReadAloudOnce } from "./read-aloud";

export function LoadingGame() {
  const { t } = useTranslation("play");
  return (
    <p role="status" className="stage-loading">
      {t("start.loading")}
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
  const { t } = useTranslation("play");
  const language = useReaderGameLanguage();
  const navigation = useNavigation();
  const [chosen, setChosen] = useState(defaultLevel);
  const level = levels.find((l) => l.id === chosen);
  const start = freeRun ? t("start.playFree") : t("start.go");
  const spoken = spokenStart(howToPlay, start, language);
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
            <h2 className="text-2xl font-extrabold">{t("start.ready")}</h2>
            <SpeakButton text={spoken} label={t("start.readAloud")} />
          </div>
          <p data-testid="how-to-play" className="mt-2 sm:text-lg">
            {howToPlay}
          </p>
          {freeRun ? (
            <p data-testid="free-round" className="mt-3 rounded-xl bg-white/90 px-3 py-2 font-semibold text-slate-900">
              {t("start.freeRound")}
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
            <span>{t("level", { id: level.id, name: levelNameIn(level, language) })}</span>
          </p>
        ) : null}
        <div className="start-row">
          <SubmitButton name="intent" value="start" className="stage-go">
            {start}
          </SubmitButton>
          <details className="start-change">
            <summary>{levels.length > 0 ? t("start.changeLevel") : t("start.changeTimer")}</summary>
            {levels.length > 0 ? (
              <fieldset className="mt-3">
                <legend className="text-lg font-extrabold">{t("start.chooseLevel")}</legend>
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
                        <span className="block font-bold leading-tight">{levelNameIn(option, language)}</span>
                        <span className="level-ages">{agesLabel(t, option.ages)}</span>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
            <TimerChoice />
            {/* Keyboards only: a touch screen has no Enter or Backspace to press. */}
            <p className="keys-help">{t("start.keysHelp")}</p>
          </details>
        </div>
        {findLevel ? (
          <p className="mt-3 text-center">
            <Link to={findLevel} className="stage-link">
              {t("start.findLevel")}
            </Link>
          </p>
        ) : null}
      </Form>
      {practice ? <PracticeChoice signIn={practice.signIn} /> : null}
    </div>
  );
}

/** Each timer's name (the start screen's choice, the stage's and the results' mark) and what it means, as message keys. */
export const TIMER_KEYS: Record<Timer, { name: string; help: string }> = {
  standard: { name: "timer.standard", help: "timer.standardHelp" },
  "more-time": { name: "timer.moreTime", help: "timer.moreTimeHelp" },
  none: { name: "timer.none", help: "timer.noneHelp" },
};

/** Solo runs may relax their clock (timer.ts): the usual time, twice as long, or none. */
function TimerChoice() {
  const { t } = useTranslation("play");
  return (
    <fieldset className="mt-5">
      <legend className="text-lg font-extrabold">{t("timer.legend")}</legend>
      <div className="timer-grid">
        {TIMERS.map((timer) => (
          <label key={timer} className="level-card">
            <input type="radio" name="timer" value={timer} defaultChecked={timer === "standard"} className="level-radio" />
            <span className="min-w-0 font-bold leading-tight">
              {t(TIMER_KEYS[timer].name)}
              <span className="level-ages">{t(TIMER_KEYS[timer].help)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
