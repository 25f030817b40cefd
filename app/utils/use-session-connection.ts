/**
 * The browser's side of a two-player session: a WebSocket to /ws, or, when the socket cannot
 * connect (school proxies often cut websockets), a server-sent-events stream plus POSTs. Both
 * carry the same messages to the same server code.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { openLiveLink, type ConnectionStatus, type LiveLink, type Transport } from "./live-link";
import type { ClientMessage, Quality, ServerMessage, SessionView } from "./session-messages";

/** How late a server tick may be before the page moves its clock by itself. */
const LATE_TICK_MS = 250;

export function useSessionConnection(sessionId: string, initial: SessionView) {
  // The reader's words for the connection's own troubles; a ref, so a language change does not reconnect.
  const { t: translate } = useTranslation("race");
  const words = useRef(translate);
  words.current = translate;
  const t = (key: string) => words.current(key);
  const [view, setView] = useState<SessionView>(initial);
  const [status, setStatus] = useState<ConnectionStatus>("connecting");
  const [transport, setTransport] = useState<Transport>("websocket");
  const [presence, setPresence] = useState<{
    online: number;
    quality: Quality;
  }>({ online: 0, quality: "poor" });
  const [timeLeft, setTimeLeft] = useState(initial.timeLeft);
  /** Counts the server's word on the clock (a view or a tick), so the local count restarts from it. */
  const [clockSynced, setClockSynced] = useState(0);
  const [error, setError] = useState<string | null>(null);
  /** Set once the server says the session is over for this player (they left, or it ended). */
  const [ended, setEnded] = useState<string | null>(null);
  const link = useRef<LiveLink | null>(null);
  // An answer that arrives as the clock runs out is refused ("The race is not running."); the
  // result that follows says all there is to say, so that refusal is not shown as an error.
  const lastSent = useRef<ClientMessage["type"] | null>(null);
  const racing = useRef(initial.raceState === "racing");
  const lateAnswer = () => lastSent.current === "answer" && !racing.current;

  useEffect(() => {
    function stop() {
      line.stop();
      setStatus("disconnected");
    }

    function receive(data: string) {
      const message = JSON.parse(data) as ServerMessage;
      switch (message.type) {
        case "view":
          racing.current = message.view.raceState === "racing";
          if (lateAnswer()) setError(null);
          setView(message.view);
          setTimeLeft(message.view.timeLeft);
          setClockSynced((n) => n + 1);
          break;
        case "presence":
          setPresence({ online: message.online, quality: message.quality });
          break;
        case "tick":
          setTimeLeft(message.timeLeft);
          setClockSynced((n) => n + 1);
          break;
        case "error":
          if (!lateAnswer()) setError(message.message);
          break;
        case "ended":
          setEnded(message.message);
          stop();
          break;
      }
    }

    const line = openLiveLink(`session=${sessionId}`, `/sessions/${sessionId}/events`, {
      receive,
      status(next, by) {
        setStatus(next);
        setTransport(by);
      },
      refused: (reason) => setError(reason || t("connection.refused")),
    });
    link.current = line;
    return stop;
  }, [sessionId]);

  // The server ticks as each second of the race begins. Should a tick be late (a slow line, the
  // event stream), the clock moves on by itself a little after it was due, and the next word from
  // the server sets it again. Counting every second here as well ran the clock a second ahead.
  useEffect(() => {
    if (view.raceState !== "racing") return;
    let timer = setTimeout(function step() {
      setTimeLeft((t) => Math.max(0, t - 1));
      timer = setTimeout(step, 1000);
    }, 1000 + LATE_TICK_MS);
    return () => clearTimeout(timer);
  }, [view.raceState, view.endsAt, clockSynced]);

  const send = useCallback(
    async (message: ClientMessage) => {
      setError(null);
      lastSent.current = message.type;
      const ws = link.current?.openSocket();
      if (ws) {
        ws.send(JSON.stringify(message));
        return;
      }
      try {
        const response = await fetch(`/sessions/${sessionId}/actions`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json",
          },
          body: JSON.stringify(message),
        });
        const outcome = (await response.json()) as {
          ok: boolean;
          message?: string;
        };
        if (!outcome.ok && !lateAnswer()) setError(outcome.message ?? t("connection.tryAgain"));
      } catch {
        setError(t("joinErrors.networkError"));
      }
    },
    [sessionId],
  );

  return { view, status, transport, presence, timeLeft, error, ended, send };
}
