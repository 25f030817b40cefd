import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { levelsFor } from "~/games/levels";
import type { GameKey } from "~/games/types";
import type { ClientMessage, SessionView } from "~/utils/session-messages";
import { useSessionConnection } from "~/utils/use-session-connection";
import { ConnectionLine } from "./ConnectionLine";
import { InviteCodeBox } from "./InviteCodeBox";
import { PlayerRow } from "./PlayerRow";
import { RaceStage } from "./RaceStage";
import { SessionControls } from "./SessionControls";

/** A session this player is in, live: its code, every seat, the race and the controls. */
export function LiveSession({
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
  const { t } = useTranslation("race");
  const hydrated = useHydrated();
  const { view, status, transport, presence, timeLeft, error, ended, send } = useSessionConnection(initial.id, initial);
  const me = view.players.find((p) => p.seat === view.seat) ?? null;
  const isHost = view.seat === 1;
  const action = `/sessions/${view.id}/actions`;
  const over = ended ?? (view.status === "active" ? null : t("session.inactive"));
  const racing = view.raceState === "racing" && view.question !== null;

  // Over for this player (they left, or the session ended): the page reloads its data, so the
  // header's Active Session badge goes and the panel offers a new session, with the notice.
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!over) return;
    onOver(over);
    revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per ending, not per render
  }, [over]);

  // A race's end pays both players (race.server.ts, finishDueRace) while this page only listens:
  // once its result arrives, the page reloads its data, so the header's balance shows the coins.
  const raceOver = view.result !== null;
  const shownOver = useRef(raceOver);
  useEffect(() => {
    if (raceOver && !shownOver.current) revalidator.revalidate();
    shownOver.current = raceOver;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per race's end, not per render
  }, [raceOver]);

  const submitAnswer = useAnswerOnce(view, error, send);

  return (
    <section aria-labelledby="multiplayer" className="card space-y-4 p-3 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="multiplayer" className="scroll-mt-28 text-lg font-bold">
          {t("session.title")}
        </h2>
        <ConnectionLine
          hydrated={hydrated}
          over={over !== null}
          status={status}
          transport={transport}
          online={presence.online}
          players={view.players.length}
        />
      </div>

      {/* The race (or its result) first, right under the heading: on a phone its question, answer and feedback fit the screen. */}
      {racing || view.result ? (
        <RaceStage
          view={view}
          gameKey={gameKey}
          timeLeft={timeLeft}
          hydrated={hydrated}
          answering={me !== null && !over}
          action={action}
          onAnswer={submitAnswer}
        />
      ) : null}

      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
          {error}
        </p>
      ) : null}

      {over ? (
        <p role="status" className="font-medium">
          {over}
        </p>
      ) : (
        <InviteCodeBox code={view.inviteCode} origin={origin} />
      )}

      <ul className={`grid gap-2 ${view.maxPlayers > 2 ? "lg:grid-cols-2" : ""}`} data-testid="players">
        {seatsOf(view).map((player, i) => (
          <PlayerRow key={player?.id ?? `empty-${i}`} player={player} seat={i === 0 ? "host" : "guest"} />
        ))}
      </ul>

      {over || !me ? null : (
        <SessionControls
          action={action}
          me={me}
          isHost={isHost}
          racing={racing}
          everyoneReady={view.players.length >= 2 && view.players.every((p) => p.ready)}
          afterRace={view.result !== null}
          levels={levelsFor(gameKey)}
          send={hydrated ? send : undefined}
        />
      )}
    </section>
  );
}

/** The host, then every guest, then an empty place for each free seat. */
function seatsOf(view: SessionView) {
  const host = view.players.find((p) => p.seat === 1) ?? null;
  const guests = view.players.filter((p) => p.seat !== 1);
  const free = Math.max(0, view.maxPlayers - 1 - guests.length);
  return [host, ...guests, ...Array<null>(free).fill(null)];
}

/**
 * Sends a typed or chosen answer once per question: a second Enter before the server moves on
 * sends nothing (the box keeps the answer). A new view, or a refusal, lets the player answer again.
 */
function useAnswerOnce(view: SessionView, error: string | null, send: (message: ClientMessage) => Promise<void>) {
  const answered = useRef<number | null>(null);
  useEffect(() => {
    answered.current = null;
  }, [view]);
  useEffect(() => {
    if (error) answered.current = null;
  }, [error]);

  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const typed = new FormData(event.currentTarget).get("answer");
    const value = view.question?.kind === "choice" ? (submitter?.value ?? "") : String(typed ?? "");
    if (!view.question || value.trim() === "" || answered.current === view.question.index) return;
    answered.current = view.question.index;
    // The box keeps what was typed: the next question comes with a fresh one (keyed by question),
    // and a refused answer stays to be corrected.
    void send({ type: "answer", index: view.question.index, answer: value });
  };
}
