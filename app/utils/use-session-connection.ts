/**
 * The browser's side of a two-player session: a WebSocket to /ws, or, when the socket cannot
 * connect (school proxies often cut websockets), a server-sent-events stream plus POSTs. Both
 * carry the same messages to the same server code.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { ClientMessage, Quality, ServerMessage, SessionView } from "./session-messages";

export type ConnectionStatus = "disconnected" | "connecting" | "connected";
export type Transport = "websocket" | "events";

const SOCKET_OPEN_TIMEOUT_MS = 4000;
const RECONNECT_MS = 1500;
/** Close codes after which reconnecting cannot help (see server/realtime.ts). */
const FINAL_CLOSE_CODES = new Set([4400, 4401, 4403]);

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
  const socket = useRef<WebSocket | null>(null);

  const handle = useCallback((message: ServerMessage) => {
    if (message.type === "state") {
      setView(message.view);
      setTimeLeft(message.view.timeLeft);
    } else if (message.type === "presence") setPresence({ online: message.online, quality: message.quality });
    else if (message.type === "tick") setTimeLeft(message.timeLeft);
    else if (message.type === "error") setError(message.message);
  }, []);

  useEffect(() => {
    let stopped = false;
    let events: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;

    function useEvents() {
      if (stopped || events) return;
      setTransport("events");
      events = new EventSource(`/sessions/${sessionId}/events`);
      events.onopen = () => setStatus("connected");
      events.onerror = () => setStatus("connecting"); // EventSource reconnects by itself
      events.onmessage = (event) => handle(JSON.parse(event.data) as ServerMessage);
    }

    function connect() {
      if (stopped) return;
      setStatus("connecting");
      let opened = false;
      const ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws?session=${sessionId}`);
      socket.current = ws;
      const openTimeout = setTimeout(() => !opened && ws.close(), SOCKET_OPEN_TIMEOUT_MS);
      ws.onopen = () => {
        opened = true;
        clearTimeout(openTimeout);
        setTransport("websocket");
        setStatus("connected");
      };
      ws.onmessage = (event) => handle(JSON.parse(String(event.data)) as ServerMessage);
      ws.onclose = (event) => {
        clearTimeout(openTimeout);
        socket.current = null;
        if (stopped) return;
        if (FINAL_CLOSE_CODES.has(event.code)) {
          setStatus("disconnected");
          setError(event.reason || "You cannot follow this session.");
        } else if (!opened) {
          useEvents(); // the socket never opened: blocked somewhere on the way
        } else {
          setStatus("connecting");
          retry = setTimeout(connect, RECONNECT_MS); // a dropped network: resume the same state
        }
      };
    }

    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket.current?.close();
      events?.close();
      setStatus("disconnected");
    };
  }, [sessionId, handle]);

  // Between ticks the clock still moves smoothly.
  useEffect(() => {
    if (view.state !== "playing") return;
    const timer = setInterval(() => setTimeLeft((t) => Math.max(0, t - 1)), 1000);
    return () => clearInterval(timer);
  }, [view.state, view.endsAt]);

  const send = useCallback(
    async (message: ClientMessage) => {
      setError(null);
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
        if (!outcome.ok) setError(outcome.message ?? "Please try again.");
      } catch {
        setError("Network error. Please check your connection and try again.");
      }
    },
    [sessionId],
  );

  return { view, status, transport, presence, timeLeft, error, send };
}
