import type { FormEvent } from "react";
import { FeedbackNote } from "~/games/views/FeedbackNote";
import { StageQuestion } from "~/games/views/StageQuestion";
import { TimeBar } from "~/games/views/stage/TimeBar";
import type { GameKey } from "~/games/types";
import type { SessionPlayer, SessionView } from "~/utils/session-messages";
import { Podium } from "../class-race/Podium";

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
  const race = view.raceState === "racing" && view.question ? { question: view.question } : null;
  // The player's last answer in this race, right or wrong (the race has moved on to the next question).
  const lastFeedback = race && view.feedback && view.feedback.index < race.question.index ? view.feedback : null;
  return (
    <div className="stage" data-game={gameKey} data-testid="race-stage">
      <TimeBar
        seconds={race ? timeLeft : 0}
        durationSeconds={view.raceSeconds ?? 60}
        ticking={hydrated && race !== null}
        format={(seconds) => `${seconds}s`}
        clockTestId="race-timer"
        stopped={!race}
      />
      {view.result ? (
        <p role="status" className="stage-card text-center text-xl font-extrabold [overflow-wrap:anywhere]" data-testid="race-result">
          {view.result.winner === "tie"
            ? `It's a tie! ${view.result.hostScore} – ${view.result.guestScore}`
            : `${(view.result.winner === view.host?.id ? view.host : view.guest)?.displayName ?? "A player"} wins! ${
                view.result.hostScore
              } – ${view.result.guestScore}`}
        </p>
      ) : null}
      {view.result && view.result.winner !== "tie" ? <RacePodium view={view} /> : null}
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
        <div role="status" aria-live="polite" className="mt-4 min-h-6">
          {lastFeedback ? <FeedbackNote feedback={lastFeedback} latest={false} /> : null}
        </div>
      ) : null}
    </div>
  );
}

/** After a race: both players, the winner first, with their scores (the class races' podium). */
function RacePodium({ view }: { view: SessionView }) {
  const result = view.result!;
  const players = [
    { player: view.host, score: result.hostScore },
    { player: view.guest, score: result.guestScore },
  ]
    .filter((entry): entry is { player: SessionPlayer; score: number } => entry.player !== null)
    .map(({ player, score }) => ({
      id: player.id,
      name: player.displayName,
      characterUrl: player.characterUrl,
      visitor: false,
      score,
      answered: 0,
      correct: 0,
    }))
    .sort((a, b) => b.score - a.score);
  const you = view.seat === 1 ? view.host?.id : view.guest?.id;
  return (
    <div className="stage-card">
      <Podium players={players} size={2} you={you} title="Podium" />
    </div>
  );
}
