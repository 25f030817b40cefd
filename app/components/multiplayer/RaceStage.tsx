import { useEffect, useRef, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FeedbackNote } from "~/components/stage/FeedbackNote";
import { StageQuestion } from "~/components/stage/StageQuestion";
import { TimeBar } from "~/components/stage/TimeBar";
import type { GameKey } from "~/games/types";
import type { SessionView } from "~/utils/session-messages";
import { RoundUnlocks } from "../rewards/RoundUnlocks";
import { Podium } from "./Podium";
import { ScoreStrip } from "./ScoreStrip";

/**
 * The race on the game's stage, as solo play shows it: the time bar, then the question large in
 * the middle. The clock shows through the race and stays at 0 with its result.
 */
export function RaceStage({
  view,
  gameKey,
  timeLeft,
  hydrated,
  answering,
  action,
  onAnswer,
}: {
  view: SessionView;
  gameKey: GameKey;
  timeLeft: number;
  hydrated: boolean;
  /** This player is in the running race (not a visitor, not over). */
  answering: boolean;
  action: string;
  onAnswer: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useTranslation("race");
  const race = view.raceState === "racing" && view.question ? { question: view.question } : null;
  // The player's last answer in this race, right or wrong (the race has moved on to the next question).
  const lastFeedback = race && view.feedback && view.feedback.index < race.question.index ? view.feedback : null;
  const running = race !== null && answering;
  // A race that starts (or runs as the page opens) brings its stage on screen. data-running hides
  // the game's description and Share above it (CSS, so the layout has settled when this runs) and,
  // on a phone, lets the site's header scroll away (tailwind.css).
  const stage = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (running) stage.current?.scrollIntoView({ block: "start" });
  }, [running]);
  return (
    <div
      ref={stage}
      className="stage scroll-mt-2 sm:scroll-mt-28"
      data-game={gameKey}
      data-testid="race-stage"
      data-running={running ? "" : undefined}
    >
      <TimeBar
        seconds={race ? timeLeft : 0}
        durationSeconds={view.raceSeconds ?? 60}
        ticking={hydrated && race !== null}
        format={(seconds) => t("race.seconds", { seconds })}
        clockTestId="race-timer"
        stopped={!race}
      />
      {view.result ? <RaceResult view={view} /> : null}
      {race ? <ScoreStrip players={view.players} me={view.seat} /> : null}
      {race && answering ? (
        // Keyed by question: each new question is a fresh card (its input focused, the last answer's mark played once).
        <div
          key={race.question.index}
          className="stage-card"
          data-feedback={lastFeedback ? (lastFeedback.correct ? "right" : "wrong") : undefined}
        >
          {/* Without JavaScript an answer is a form post like the other controls. */}
          <form method="post" action={action} onSubmit={hydrated ? onAnswer : undefined}>
            <input type="hidden" name="type" value="answer" />
            <input type="hidden" name="index" value={race.question.index} />
            <StageQuestion
              gameKey={gameKey}
              question={race.question}
              disabled={false}
              // Marks the options only for feedback on the question shown (a race moves on at once).
              feedback={view.feedback?.index === race.question.index ? view.feedback : null}
            />
          </form>
        </div>
      ) : null}
      {/* Outside the keyed card, so a screen reader hears each new note in the same place. */}
      {race && answering ? (
        <div role="status" aria-live="polite" className="mt-2 min-h-6 sm:mt-4">
          {lastFeedback ? <FeedbackNote gameKey={gameKey} feedback={lastFeedback} latest={false} /> : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * After a race: who won on race points (each score against its own level's target), everyone
 * best first on the podium with the coins the race paid them, and a short celebration for the
 * winner (none where the player asked for reduced motion).
 */
function RaceResult({ view }: { view: SessionView }) {
  const { t } = useTranslation("race");
  const result = view.result!;
  const winner = view.players.find((p) => p.id === result.winner);
  const iWon = winner !== undefined && winner.seat === view.seat;
  // Two players keep the two-player line with both scores, the host's first.
  const scores = view.players.length === 2 ? ` ${view.players.map((p) => p.score).join(" – ")}` : "";
  return (
    <div className="stage-card relative overflow-hidden" data-testid="race-result-card">
      {iWon ? <Celebration /> : null}
      {iWon ? (
        <p className="text-center text-2xl font-black text-indigo-800" data-testid="you-win">
          {t("result.youWin")}
        </p>
      ) : null}
      <p role="status" className="text-center text-xl font-extrabold [overflow-wrap:anywhere]" data-testid="race-result">
        {winner ? t("result.wins", { name: winner.displayName }) : t("result.tie")}
        {scores}
      </p>
      <p className="mt-1 text-center text-sm text-slate-700">{t("result.fair")}</p>
      <Podium standings={result.standings} players={view.players} me={view.seat} />
      <RoundUnlocks unlocks={result.unlocks} />
    </div>
  );
}

/** A short burst of confetti behind the winner's result: CSS only, and still for reduced motion. */
function Celebration() {
  const pieces = ["#f59e0b", "#10b981", "#6366f1", "#ef4444", "#0ea5e9", "#ec4899", "#84cc16", "#f97316"];
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0" data-testid="celebration">
      {pieces.map((colour, i) => (
        <span
          key={colour}
          className="confetti motion-reduce:hidden"
          style={{ left: `${6 + i * 12}%`, backgroundColor: colour, animationDelay: `${(i % 4) * 0.12}s` }}
        />
      ))}
    </div>
  );
}
