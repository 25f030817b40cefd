import WebSocket from "ws";
import type { ServerMessage } from "~/utils/session-messages";

/** A player's socket to a session hub, keeping every message it receives. */
export function openSessionSocket(origin: string, sessionId: string, cookie?: string, headers: Record<string, string> = {}) {
  const ws = new WebSocket(`${origin.replace(/^http/, "ws")}/ws?session=${sessionId}`, {
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers },
  });
  const messages: ServerMessage[] = [];
  ws.on("message", (data) => messages.push(JSON.parse(data.toString()) as ServerMessage));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return {
    ws,
    messages,
    closed,
    send: (message: object) => ws.send(JSON.stringify(message)),
    /** Waits up to `ms` for a received message that matches. */
    waitFor: (match: (message: ServerMessage) => boolean, ms = 20_000) => firstMessage(messages, match, ms),
  };
}

/** The first of the `messages` a socket keeps receiving that matches, waiting up to `ms` for it. */
export async function firstMessage<T>(messages: T[], match: (message: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = messages.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching message in ${ms} ms; got ${JSON.stringify(messages.slice(-5))}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
