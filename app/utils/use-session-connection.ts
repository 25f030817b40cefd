/**
 * The browser's side of a two-player session: a WebSocket to /ws, or, when the socket cannot
 * connect (school proxies often cut websockets), a server-sent-events stream plus POSTs. Both
 * carry the same messages to the same server code.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { ClientMessage, Quality, ServerMessage, SessionView } from "./session-messages";

export type ConnectionStatus = "disconnected" | "connecting" | "connected";
export type Transport = "websocket" | "events";

/** How long a new socket has to bring the session's state before it counts as blocked. */
const SOCKET_LIVE_TIMEOUT_MS = 4000;
const RECONNECT_MS = 1500;
/** Close codes after which reconnecting cannot help (see CLOSE in server/realtime/sockets.ts). */
const FINAL_CLOSE_CODES = new Set([4400, 4401, 4403, 4410]);

export function useSessionConnection(sessionId: string, initial: SessionView) {
  const [view, setView] = useState<SessionView>(initial);
  const [status, setStatus] = useState<ConnectionStatus>("connecting");
  const [transport, setTransport] = useState<Transport>("websocket");
  const [presence, setPresence] = useState<{
    online: number;
    quality: Quality;
  }>({ online: 0, quality: "poor" });
  const [timeLeft, setTimeLeft] = useState(initial.timeLeft);
  const [error, setError] = useState<string | null>(null);
  /** Set once the server says the session is over for this player (they left, or it ended). */
  const [ended, setEnded] = useState<string | null>(null);
  const socket = useRef<WebSocket | null>(null);
  // An answer that arrives as the clock runs out is refused ("The race is not running."); the
  // result that follows says all there is to say, so that refusal is not shown as an error.
  const lastSent = useRef<ClientMessage["type"] | null>(null);
  const racing = useRef(initial.state === "playing");
  const lateAnswer = () => lastSent.current === "answer" && !racing.current;

  useEffect(() => {
    let stopped = false;
    // Whether a socket ever carried the session on this page: after that, a closed socket is a
    // dropped network (retried); before it, a socket that closes is blocked (the fallback).
    let socketWorked = false;
    let events: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;

    function stop() {
      stopped = true;
      clearTimeout(retry);
      socket.current?.close();
      events?.close();
      setStatus("disconnected");
    }

    function receive(data: string) {
      const message = JSON.parse(data) as ServerMessage;
      switch (message.type) {
        case "state":
          racing.current = message.view.state === "playing";
          if (lateAnswer()) setError(null);
          setView(message.view);
          setTimeLeft(message.view.timeLeft);
          break;
        case "presence":
          setPresence({ online: message.online, quality: message.quality });
          break;
        case "tick":
          setTimeLeft(message.timeLeft);
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

    function followEvents() {
      if (stopped || events) return;
      setTransport("events");
      setStatus("connecting");
      events = new EventSource(`/sessions/${sessionId}/events`);
      events.onopen = () => setStatus("connected");
      // EventSource reconnects by itself after a drop; a refusal (not a player any more) is final.
      events.onerror = () => setStatus(events?.readyState === EventSource.CLOSED ? "disconnected" : "connecting");
      events.onmessage = (event) => receive(String(event.data));
    }

    function connect() {
      if (stopped) return;
      setStatus("connecting");
      let live = false;
      const ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws?session=${sessionId}`);
      socket.current = ws;
      const liveTimeout = setTimeout(() => !live && ws.close(), SOCKET_LIVE_TIMEOUT_MS);
      // The server sends the state first thing: the socket is live once it arrives.
      ws.onmessage = (event) => {
        if (!live) {
          live = socketWorked = true;
          clearTimeout(liveTimeout);
          setTransport("websocket");
          setStatus("connected");
        }
        receive(String(event.data));
      };
      ws.onclose = (event) => {
        clearTimeout(liveTimeout);
        if (socket.current === ws) socket.current = null;
        if (stopped) return;
        if (FINAL_CLOSE_CODES.has(event.code)) {
          setStatus("disconnected");
          setError(event.reason || "You cannot follow this session.");
        } else if (!socketWorked) {
          followEvents(); // the socket never carried anything: blocked somewhere on the way
        } else {
          setStatus("connecting");
          retry = setTimeout(connect, RECONNECT_MS); // a dropped network: resume the same state
        }
      };
    }

    connect();
    return stop;
  }, [sessionId]);

  // Between ticks the clock still moves smoothly.
  useEffect(() => {
    if (view.state !== "playing") return;
    const timer = setInterval(() => setTimeLeft((t) => Math.max(0, t - 1)), 1000);
    return () => clearInterval(timer);
  }, [view.state, view.endsAt]);

  const send = useCallback(
    async (message: ClientMessage) => {
      setError(null);
      lastSent.current = message.type;
      const ws = socket.current;
      if (ws && ws.readyState === WebSocket.OPEN) {
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
        if (!outcome.ok && !lateAnswer()) setError(outcome.message ?? "Please try again.");
      } catch {
        setError("Network error. Please check your connection and try again.");
      }
    },
    [sessionId],
  );

  return { view, status, transport, presence, timeLeft, error, ended, send };
}
