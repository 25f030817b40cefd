/**
 * The live rooms of a running app (tests/support/running-app.ts), made the way people make them:
 * a host opens a class race or a two-player session from a game's page, a visitor joins by its
 * card. And a socket to either that keeps what it receives.
 */
import { firstMessage } from "./session-socket";
import WebSocket from "ws";
import type { RunningApp } from "./running-app";

export const MATH_QUEST = "/play/math/math-quest-number-crunch";

async function gameIdOf(app: RunningApp, cookie: string, page = MATH_QUEST): Promise<string> {
  const html = await fetch(`${app.origin}${page}`, { headers: { Cookie: cookie } }).then((r) => r.text());
  const id = /name="gameId" value="([0-9a-f-]{36})"/.exec(html)?.[1];
  if (!id) throw new Error(`no game id on ${page}`);
  return id;
}

/** A class race hosted by the player with `cookie`, open to visitors: its id and code. */
export async function hostRace(app: RunningApp, cookie: string, seats = 40): Promise<{ raceId: string; code: string }> {
  const fields = { gameId: await gameIdOf(app, cookie), seats: String(seats), minutes: "2", visitors: "on" };
  const opened = await fetch(`${app.origin}/class-races/new`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  const raceId = /\/class-races\/([0-9a-f-]{36})$/.exec(opened.headers.get("location") ?? "")?.[1];
  if (!raceId) throw new Error(`the race did not open: ${opened.status} ${opened.headers.get("location")}`);
  const projector = await fetch(`${app.origin}/class-races/${raceId}`, { headers: { Cookie: cookie } }).then((r) => r.text());
  const code = /\/join\/([A-Z0-9]{6})/.exec(projector)?.[1];
  if (!code) throw new Error("no join code on the projector");
  return { raceId, code };
}

/** Joins a race as a visitor from a fresh browser (or the one whose cookie is given): the answer and the browser's cookie. */
export async function joinAsVisitor(app: RunningApp, raceId: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.origin}/class-races/${raceId}/join`, {
    method: "POST",
    body: new URLSearchParams({ intent: "join-race-visitor" }),
    headers,
    redirect: "manual",
  });
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith("cp_guest="))
    ?.split(";")[0];
  return { response, joined: /\/play$/.test(response.headers.get("location") ?? ""), cookie: cookie ?? headers.Cookie ?? "" };
}

/** A two-player session created by the player with `cookie`: its id. */
export async function hostSession(app: RunningApp, cookie: string): Promise<string> {
  await fetch(`${app.origin}/sessions/new`, {
    method: "POST",
    body: new URLSearchParams({ gameId: await gameIdOf(app, cookie) }),
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  const html = await fetch(`${app.origin}${MATH_QUEST}`, { headers: { Cookie: cookie } }).then((r) => r.text());
  const id = /\/sessions\/([0-9a-f-]{36})\//.exec(html)?.[1];
  if (!id) throw new Error("no session on the game's page");
  return id;
}

/** A socket to /ws?{query}, keeping every JSON message it receives; `opened` says whether the upgrade was let in. */
export function liveSocket(app: RunningApp, query: string, headers: Record<string, string> = {}) {
  const ws = new WebSocket(`ws://127.0.0.1:${app.port}/ws?${query}`, { headers });
  const messages: Array<Record<string, unknown>> = [];
  ws.on("message", (data) => messages.push(JSON.parse(data.toString()) as Record<string, unknown>));
  const opened = new Promise<boolean>((resolve) => {
    ws.on("open", () => resolve(true));
    ws.on("error", () => resolve(false));
  });
  return {
    ws,
    messages,
    opened,
    /** Sends `text` as it is (a JSON escape such as \u0000 stays an escape on the wire). */
    sendText: (text: string) => ws.send(text),
    waitFor: (match: (message: Record<string, unknown>) => boolean, ms = 10_000) => firstMessage(messages, match, ms),
  };
}
