import { Form, Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { badgeCoins, coinsText } from "~/games/coins";
import { StarIcon } from "./icons";
import { SpeakButton, useReadAloudOnce } from "./read-aloud";
import { runLanguage } from "~/games/language";
import { levelFor, levelNameIn, levelsFor } from "~/games/levels";
import { spokenResults } from "~/games/speech/spoken";
import { NEXT_LEVEL_STARS } from "~/games/stars";
import type { RunView } from "~/games/run-view";
import type { GameKey } from "~/games/types";
import { SubmitButton } from "~/components/forms";
import { RoundUnlocks } from "~/components/rewards/RoundUnlocks";
import { unlockedBadges, type RoundUnlock } from "~/utils/unlocks";
import { ChallengeField } from "./StartScreen";
import type { Timer } from "~/games/timer";

/** The note of a round on a relaxed timer, one sentence per timer (the usual one has none). */
const RELAXED_KEYS: Record<Exclude<Timer, "standard">, string> = {
  "more-time": "results.relaxedMoreTime",
  none: "results.relaxedNone",
};

/** Counts from 0 up to `value` in about a second (at once under reduced motion); the server renders the value itself. */
function useCountUp(value: number): number {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (value <= 0 || window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    const start = performance.now();
    const ms = Math.min(1200, 300 + value * 40);
    let frame = requestAnimationFrame(function step(now) {
      const t = Math.min(1, (now - start) / ms);
      setShown(Math.round(value * (1 - (1 - t) ** 3)));
      if (t < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [value]);
  return shown;
}

/**
 * The results of a finished run on the stage: the server's score counting up, one to three stars
 * against the level's targets, the best score, the coins earned, what the run unlocked (characters
 * and badges, with their pictures), Play
 * Again (same level) and, once the stars say the level is mastered (NEXT_LEVEL_STARS), Next level.
 * Read aloud on the levels for ages 5-7. Play Again carries the daily challenge the run was for
 * while it is not completed.
 */
export function RunResults({
  gameKey,
  run,
  signIn,
  challengeId,
  best,
  unlocks,
  challenges = [],
}: {
  gameKey: GameKey;
  run: RunView;
  /** A visitor's sign-in link, back to this page (loginPath); null for a signed-in player. */
  signIn: string | null;
  challengeId: string | null;
  /** The player's best at this run's level (or in the game, for a run without a level). */
  best: number | null;
  /** The characters and badges the run unlocked (runs/unlocks.server.ts). */
  unlocks: readonly RoundUnlock[];
  /** The daily challenges the run completed. */
  challenges?: readonly { title: string; reward: number }[];
}) {
  const { t } = useTranslation("play");
  const { t: shellT } = useTranslation("common");
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened at the results (#stage; this code loads after the browser looked for them): on screen,
  // not the game's description. Then the focus moves to them (keyboard and screen-reader players).
  useEffect(() => {
    if (window.location.hash === "#stage") heading.current?.closest("#stage")?.scrollIntoView({ block: "start" });
    heading.current?.focus();
  }, []);
  const { state, reward, results } = run;
  const level = state.level === undefined ? undefined : levelFor(gameKey, state.level);
  // Worked out by the server (stars.ts): a star needs the level's score and a share of right answers.
  const stars = results?.stars ?? 0;
  const above = level ? levelFor(gameKey, level.id + 1) : undefined;
  const next = stars >= NEXT_LEVEL_STARS ? above : undefined;
  const spoken = spokenResults({ stars, starsText: results?.starsText, score: run.score, message: results?.message });
  useReadAloudOnce(spoken, level !== undefined && level.ages[0] <= 7);
  const shown = useCountUp(run.score);
  const extras = [
    ...challenges.map((c) => ({ amount: c.reward, what: t("results.dailyChallenge", { title: c.title }) })),
    ...badgeCoins(unlockedBadges(unlocks), shellT),
  ];
  const coins = (reward?.cc_awarded ?? 0) + extras.reduce((sum, extra) => sum + extra.amount, 0);
  const levelCount = levelsFor(gameKey).length;

  return (
    <div
      id="stage"
      role="dialog"
      aria-labelledby="results-title"
      aria-describedby="results-summary"
      className="stage scroll-mt-20"
      data-game={gameKey}
    >
      <div className="results-card">
        <div className="flex items-center justify-center gap-3">
          <h2 id="results-title" ref={heading} tabIndex={-1} className="text-3xl font-black outline-none">
            {t("results.title")}
          </h2>
          <SpeakButton text={spoken} label={t("results.readAloud")} />
        </div>
        {level ? (
          <p data-testid="results-level" className="mt-1 font-semibold text-slate-700">
            {t("results.level", { id: level.id, of: levelCount, name: levelNameIn(level, runLanguage(state)) })}
          </p>
        ) : null}
        {run.timer !== "standard" ? (
          <p data-testid="results-timer" className="results-note bg-sky-50 text-sky-900">
            {t(RELAXED_KEYS[run.timer])}
          </p>
        ) : null}

        <p data-testid="stars" role="img" aria-label={t("results.stars", { stars })} className="results-stars">
          {[1, 2, 3].map((n) => (
            <StarIcon
              key={n}
              filled={stars >= n}
              className={`results-star ${n === 2 ? "h-20 w-20 sm:h-24 sm:w-24" : "h-14 w-14 sm:h-16 sm:w-16"}`}
            />
          ))}
        </p>
        <p data-testid="stars-text" className="mx-auto max-w-md text-lg font-bold text-slate-800">
          {results?.starsText}
        </p>
        {above && !next && !run.freeRun ? (
          <p data-testid="next-level-note" className="mx-auto max-w-md text-sm font-semibold text-slate-700">
            {t("results.nextLevelNote", { stars: NEXT_LEVEL_STARS })}
          </p>
        ) : null}

        <p className="mt-4 text-sm font-bold uppercase tracking-wide text-slate-600">{t("results.score")}</p>
        <p data-testid="final-score" className="results-score">
          {shown}
        </p>
        <p id="results-summary" className="mt-1 text-sm text-slate-700">
          <span className="sr-only">{t("results.scoreSaid", { score: run.score })} </span>
          {t("results.correct", { correct: state.correct, answered: state.answered })}
        </p>

        <dl className="results-facts">
          <div>
            <dt>{level ? t("results.bestAtLevel") : t("results.best")}</dt>
            <dd data-testid="best">{best ?? run.score}</dd>
          </div>
          <div>
            <dt>{t("results.coins")}</dt>
            <dd data-testid="coins">
              <span aria-hidden="true" className="results-coin">
                {t("results.coinMark")}
              </span>
              {coins}
            </dd>
          </div>
        </dl>
        {extras.length > 0 ? (
          <p data-testid="coins-line" className="mt-2 text-sm font-semibold text-amber-900">
            {coinsText([{ amount: reward?.cc_awarded ?? 0 }, ...extras])}
          </p>
        ) : null}

        <p className="mx-auto mt-4 max-w-md text-slate-800">{results?.message}</p>
        {reward ? (
          <p
            data-testid="reward"
            className={`results-note ${reward.cc_awarded > 0 ? "bg-amber-50 text-amber-900" : "bg-slate-100 text-slate-800"}`}
          >
            {results?.reward}
          </p>
        ) : signIn ? (
          <p data-testid="reward" className="results-note bg-indigo-50 text-indigo-900">
            <Link to={signIn} className="font-semibold underline">
              {t("results.signIn")}
            </Link>{" "}
            {t("results.signInRest")}
          </p>
        ) : null}

        <RoundUnlocks unlocks={unlocks} />

        {run.freeRun ? (
          <p data-testid="free-round-over" className="results-note bg-amber-50 text-amber-900">
            {t("results.freeRoundOver")}
          </p>
        ) : null}

        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {run.freeRun ? null : (
            <>
              <Form method="post">
                <ChallengeField challengeId={challengeId} />
                {level ? <input type="hidden" name="level" value={level.id} /> : null}
                <input type="hidden" name="timer" value={run.timer} />
                {/* Play Again of a practice run: another practice, planned afresh. */}
                {run.practice ? <input type="hidden" name="practice" value="yes" /> : null}
                <SubmitButton name="intent" value="start" className="stage-go">
                  {t("results.again")}
                </SubmitButton>
              </Form>
              {next ? (
                <Form method="post">
                  <ChallengeField challengeId={challengeId} />
                  <input type="hidden" name="level" value={next.id} />
                  <input type="hidden" name="timer" value={run.timer} />
                  <SubmitButton name="intent" value="start" className="results-next">
                    {t("results.next", { name: next.name })}
                  </SubmitButton>
                </Form>
              ) : null}
            </>
          )}
          <Link to="/games" className="results-home">
            {t("results.home")}
          </Link>
        </div>
      </div>
    </div>
  );
}
