import { Form, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { FeedbackNote } from "~/games/views/FeedbackNote";
import { StageQuestion } from "~/games/views/StageQuestion";
import type { SessionPlayer, SessionView } from "~/utils/session-messages";
import { useSessionConnection } from "~/utils/use-session-connection";
import { Avatar } from "./Avatar";
import { Podium } from "./class-race/Podium";
import { ShareLinks } from "./ShareLinks";
import { TimeBar } from "~/games/views/stage/TimeBar";
import type { GameKey } from "~/games/types";

/**
 * Play with a friend: create a session, share its code, then race live. Creating, joining,
 * getting ready, starting, answering, leaving and ending are plain forms (they work without
 * JavaScript); with it they go over the live connection, and the other player's moves and the
 * clock show as they happen.
 */
export function MultiplayerPanel({
  gameId,
  gameKey,
  session,
  signedIn,
  origin,
}: {
  gameId: string;
  /** Which engine's questions the race shows (the page has it; importing ~/games here would ship every question bank). */
  gameKey: GameKey;
  session: SessionView | null;
  signedIn: boolean;
  origin: string;
}) {
  // Why the last live session closed; it outlasts the page data reloading without the session.
  const [notice, setNotice] = useState<string | null>(null);
  if (!session) {
    return (
      <section aria-labelledby="multiplayer" className="card p-5">
        <h2 id="multiplayer" className="text-lg font-bold">
          Play with a friend
        </h2>
        {notice ? (
          <p role="status" className="mt-2 rounded-lg bg-slate-100 px-3 py-2 text-sm font-medium text-slate-800">
            {notice}
          </p>
        ) : null}
        <p className="mt-1 text-sm text-slate-700">
          Create a session and share its 6-character code: the first to join races you for 60 seconds.
        </p>
        {signedIn ? (
          <Form method="post" action="/sessions/new" className="mt-3">
            <input type="hidden" name="gameId" value={gameId} />
            <button type="submit" className="btn-primary">
              Create Session
            </button>
          </Form>
        ) : (
          <p className="mt-3 text-sm font-medium text-slate-800">Sign in to create or join a multiplayer session.</p>
        )}
      </section>
    );
  }
  return <LiveSession key={session.id} initial={session} gameKey={gameKey} origin={origin} onOver={setNotice} />;
}

function InviteCodeBox({ code, origin }: { code: string; origin: string }) {
  const link = `${origin}/join/${code}`;
  return (
    <div className="rounded-xl bg-indigo-50 p-4">
      <p className="text-sm font-medium text-indigo-900">Invite code</p>
      <p data-testid="invite-code" className="font-mono text-3xl font-extrabold tracking-[0.3em] text-indigo-900">
        {code}
      </p>
      <p className="mt-1 break-all text-sm text-indigo-900">
        Or share the link:{" "}
        <a href={link} className="underline">
          {link}
        </a>
      </p>
      <div className="mt-3">
        <ShareLinks url={link} text={`Race me on CleverPlay! Join with code ${code}`} platforms={["whatsapp", "x"]} />
      </div>
    </div>
  );
}

function PlayerRow({ player, label, online }: { player: SessionPlayer | null; label: string; online?: boolean }) {
  if (!player)
    return <li className="rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-600">{label}: waiting for a player…</li>;
  return (
    <li className="flex items-center gap-3 rounded-lg border border-slate-200 p-3">
      <Avatar name={player.displayName} avatarUrl={player.avatarUrl} frameUrl={player.frameUrl} badgeUrl={player.badgeUrl} size={40} />
      {/* min-w-0: a long name wraps instead of pushing the score off a phone's screen. */}
      <div className="min-w-0 flex-1">
        <p className="font-semibold [overflow-wrap:anywhere]">
          {player.displayName} <span className="text-sm font-normal text-slate-600">({label})</span>
        </p>
        <p className="text-sm text-slate-700">
          {player.ready ? "Ready" : "Not ready"}
          {online === false ? " · offline" : ""}
        </p>
      </div>
      <p className="text-2xl font-extrabold" data-testid={`score-${label.toLowerCase()}`}>
        {player.score}
      </p>
    </li>
  );
}

/** The connection line: who is here, in a child's words (not "Connected · 2 online · excellent"). */
function presenceText({
  over,
  status,
  online,
  otherSeatTaken,
}: {
  over: boolean;
  status: "connecting" | "connected" | "disconnected";
  online: number;
  otherSeatTaken: boolean;
}): string {
  if (over) return "Session ended";
  if (status === "connecting") return "Connecting...";
  if (status === "disconnected") return "Connection lost: trying again...";
  if (online >= 2) return "You're both here";
  return otherSeatTaken ? "Your friend is away" : "Waiting for a friend to join";
}

function LiveSession({
  initial,
  gameKey,
  origin,
  onOver,
}: {
  initial: SessionView;
  gameKey: GameKey;
  origin: string;
  onOver: (notice: string) => void;
}) {
  const hydrated = useHydrated();
  const { view, status, transport, presence, timeLeft, error, ended, send } = useSessionConnection(initial.id, initial);
  const me = view.seat === 1 ? view.host : view.guest;
  const isHost = view.seat === 1;
  const action = `/sessions/${view.id}/actions`;
  const bothReady = Boolean(view.host?.ready && view.guest?.ready);
  const over = ended ?? (view.status === "active" ? null : "This session is no longer active.");
  const race = view.state === "playing" && view.question ? { question: view.question } : null;
  // The player's last answer in this race, right or wrong (the race has moved on to the next question).
  const lastFeedback = race && view.feedback && view.feedback.index < race.question.index ? view.feedback : null;

  // Over for this player (they left, or the session ended): the page reloads its data, so the
  // header's Active Session badge goes and the panel offers a new session, with the notice.
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!over) return;
    onOver(over);
    revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per ending, not per render
  }, [over]);

  // The question an answer was sent for: a second Enter before the server moves on sends nothing
  // (the box keeps the answer). A new view, or a refusal, lets the player answer again.
  const answered = useRef<number | null>(null);
  useEffect(() => {
    answered.current = null;
  }, [view]);
  useEffect(() => {
    if (error) answered.current = null;
  }, [error]);

  function submitAnswer(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const typed = new FormData(event.currentTarget).get("answer");
    const value = view.question?.kind === "choice" ? (submitter?.value ?? "") : String(typed ?? "");
    if (!view.question || value.trim() === "" || answered.current === view.question.index) return;
    answered.current = view.question.index;
    // The box keeps what was typed: the next question comes with a fresh one (keyed by question),
    // and a refused answer stays to be corrected.
    void send({ type: "answer", index: view.question.index, answer: value });
  }

  const leaveOrEnd = isHost ? (
    <SessionButton action={action} fields={{ type: "end" }} onClick={hydrated ? () => send({ type: "end" }) : undefined}>
      End
    </SessionButton>
  ) : (
    <SessionButton action={action} fields={{ type: "leave" }} onClick={hydrated ? () => send({ type: "leave" }) : undefined}>
      Leave
    </SessionButton>
  );

  return (
    <section aria-labelledby="multiplayer" className="card space-y-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="multiplayer" className="text-lg font-bold">
          Multiplayer session
        </h2>
        {/* Said for a child: who is here. How the page is connected stays in data attributes (tests, support). */}
        <p className="text-sm font-medium text-slate-700" data-testid="connection" data-transport={transport} data-online={presence.online}>
          {hydrated
            ? presenceText({
                over: over !== null,
                status,
                online: presence.online,
                otherSeatTaken: Boolean(isHost ? view.guest : view.host),
              })
            : "Without JavaScript, reload the page to see the other player's moves."}
        </p>
      </div>

      {over ? (
        <p role="status" className="font-medium">
          {over}
        </p>
      ) : (
        <InviteCodeBox code={view.inviteCode} origin={origin} />
      )}

      <ul className="space-y-2">
        <PlayerRow player={view.host} label="Host" />
        <PlayerRow player={view.guest} label="Guest" />
      </ul>

      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
          {error}
        </p>
      ) : null}

      {/* The race on the game's stage, as solo play shows it: the time bar, then the question */}
      {/* large in the middle. The clock shows through the race and stays at 0 with its result. */}
      {race || view.result ? (
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
          {race && me && !over ? (
            // Keyed by question: each new question is a fresh card (its input focused, the last answer's mark played once).
            <div
              key={race.question.index}
              className="stage-card"
              data-feedback={lastFeedback ? (lastFeedback.correct ? "right" : "wrong") : undefined}
            >
              {/* Without JavaScript an answer is a form post like the other controls. */}
              <form method="post" action={action} onSubmit={hydrated ? submitAnswer : undefined}>
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
          {race && me && !over ? (
            <div role="status" aria-live="polite" className="mt-4 min-h-6">
              {lastFeedback ? <FeedbackNote feedback={lastFeedback} latest={false} /> : null}
            </div>
          ) : null}
        </div>
      ) : null}

      {over || !me ? null : race ? (
        <div className="flex justify-end">{leaveOrEnd}</div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <SessionButton
            action={action}
            fields={{ type: "ready", ready: String(!me.ready) }}
            onClick={hydrated ? () => send({ type: "ready", ready: !me.ready }) : undefined}
          >
            {me.ready ? "Not Ready" : "I'm Ready"}
          </SessionButton>
          {isHost ? (
            <SessionButton
              action={action}
              fields={{ type: "start" }}
              primary
              disabled={!bothReady || !view.guest}
              onClick={hydrated ? () => send({ type: "start" }) : undefined}
            >
              Start
            </SessionButton>
          ) : null}
          {leaveOrEnd}
        </div>
      )}
    </section>
  );
}

/** A session control: a real form post, or with JavaScript a message over the live connection. */
function SessionButton({
  action,
  fields,
  children,
  primary,
  disabled,
  onClick,
}: {
  action: string;
  fields: Record<string, string>;
  children: React.ReactNode;
  primary?: boolean;
  disabled?: boolean;
  onClick?: () => void;
}) {
  return (
    <form
      method="post"
      action={action}
      onSubmit={(event) => {
        if (!onClick) return;
        event.preventDefault();
        onClick();
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={primary ? "btn-primary" : "btn-secondary"} disabled={disabled}>
        {children}
      </button>
    </form>
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
    .map(({ player, score }) => ({ id: player.id, name: player.displayName, visitor: false, score, answered: 0, correct: 0 }))
    .sort((a, b) => b.score - a.score);
  const you = view.seat === 1 ? view.host?.id : view.guest?.id;
  return (
    <div className="stage-card">
      <Podium players={players} size={2} you={you} title="Podium" />
    </div>
  );
}
