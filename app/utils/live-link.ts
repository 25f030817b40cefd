/**
 * The browser's live line to the realtime hub, for a two-player session and a class race alike:
 * a WebSocket to /ws, or, when the socket cannot connect (school proxies often cut websockets),
 * the server-sent-events stream that carries the same messages. A socket that carried messages
 * and drops is a dropped network, reconnected; one that never carried any is blocked, and the
 * stream takes over for good.
 */

import { FINAL_CLOSE_CODES } from "./socket-close";

export type ConnectionStatus = "disconnected" | "connecting" | "connected";
export type Transport = "websocket" | "events";

/** How long a new socket has to bring its first message before it counts as blocked. */
const SOCKET_LIVE_TIMEOUT_MS = 4000;
const RECONNECT_MS = 1500;

export interface LiveLinkHandlers {
  /** Each message's text, from whichever line carries it. */
  receive(data: string): void;
  /** What carries the messages now, and whether it is up. */
  status(status: ConnectionStatus, transport: Transport): void;
  /** The server closed the socket for good, with its reason (reconnecting cannot help). */
  refused?(reason: string): void;
}

export interface LiveLink {
  /** The socket when it is open, for sending; null on the stream or between sockets. */
  openSocket(): WebSocket | null;
  /** Closes the line for good (the page leaves, or the server said it is over). */
  stop(): void;
}

/**
 * Opens the line: `query` names what the socket follows (`session=…`: a two-player session;
 * `race=…`: a class race's room), `eventsPath` the stream.
 */
export function openLiveLink(query: string, eventsPath: string, on: LiveLinkHandlers): LiveLink {
  let stopped = false;
  // Whether a socket ever carried messages on this page: after that, a closed socket is a
  // dropped network (retried); before it, a socket that closes is blocked (the fallback).
  let socketWorked = false;
  let socket: WebSocket | null = null;
  let events: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;

  function followEvents() {
    if (stopped || events) return;
    on.status("connecting", "events");
    const stream = new EventSource(eventsPath);
    events = stream;
    stream.onopen = () => on.status("connected", "events");
    // EventSource reconnects by itself after a drop; a refusal (not a player any more) is final.
    stream.onerror = () => on.status(stream.readyState === EventSource.CLOSED ? "disconnected" : "connecting", "events");
    stream.onmessage = (event) => on.receive(String(event.data));
  }

  function connect() {
    if (stopped) return;
    on.status("connecting", "websocket");
    let live = false;
    const ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws?${query}`);
    socket = ws;
    const liveTimeout = setTimeout(() => !live && ws.close(), SOCKET_LIVE_TIMEOUT_MS);
    // The server sends what it follows (a session's view, a room) first thing: the socket is live once it arrives.
    ws.onmessage = (event) => {
      if (!live) {
        live = socketWorked = true;
        clearTimeout(liveTimeout);
        on.status("connected", "websocket");
      }
      on.receive(String(event.data));
    };
    ws.onclose = (event) => {
      clearTimeout(liveTimeout);
      if (socket === ws) socket = null;
      if (stopped) return;
      if (FINAL_CLOSE_CODES.has(event.code)) {
        on.status("disconnected", "websocket");
        on.refused?.(event.reason);
      } else if (!socketWorked) {
        followEvents(); // the socket never carried anything: blocked somewhere on the way
      } else {
        on.status("connecting", "websocket");
        retry = setTimeout(connect, RECONNECT_MS); // a dropped network: resume the same state
      }
    };
  }

  connect();
  return {
    openSocket: () => (socket?.readyState === WebSocket.OPEN ? socket : null),
    stop() {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
      events?.close();
    },
  };
}
