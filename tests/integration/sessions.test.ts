import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import WebSocket from "ws";
import { multiplayerSessions } from "../../drizzle/schema";
import { findRunById } from "~/models/runs.server";
import { createUserSession } from "~/models/session.server";
import {
  applySessionAction,
  cleanupExpiredSessions,
  createSession,
  finishDueRace,
  INVITE_ALPHABET,
  joinSession,
  sessionView,
  type SessionAction,
} from "~/models/sessions.server";
import type { ServerMessage } from "~/utils/session-messages";
import { describeEachDatabase, type TestDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { mathAnswer, seededGame } from "../support/games";
import { realtimeContext } from "../support/context";

async function sessionWithTwoPlayers(database: TestDatabase) {
  const { game } = await seededGame(database.db, "math-quest-number-crunch");
  const host = await createPlayer(database.db);
  const guest = await createPlayer(database.db);
  const session = await createSession(database.db, {
    userId: host.id,
    gameId: game.id,
  });
  expect((await joinSession(database.db, session.inviteCode, guest.id)).success).toBe(true);
  const act = (userId: string, action: SessionAction) =>
    applySessionAction(database.db, {
      sessionId: session.id,
      userId,
      action,
      timeZone: "UTC",
    });
  return { game, host, guest, session, act };
}

describeEachDatabase("two-player sessions", (database) => {
  it("creates an active session with a 6-character code that expires in an hour; a new one ends the older", async () => {
    const { db } = database();
    const { game } = await seededGame(db, "word-adventure");
    const host = await createPlayer(db);
    const first = await createSession(db, { userId: host.id, gameId: game.id });
    expect(first.inviteCode).toMatch(new RegExp(`^[${INVITE_ALPHABET}]{6}$`));
    expect(first.status).toBe("active");
    expect(Math.abs(first.expiresAt.getTime() - first.createdAt.getTime() - 3_600_000)).toBeLessThan(5_000);
    const second = await createSession(db, {
      userId: host.id,
      gameId: game.id,
    });
    const [older] = await db.select().from(multiplayerSessions).where(eq(multiplayerSessions.id, first.id));
    expect(older.status).toBe("ended");
    expect(second.status).toBe("active");
  });

  it("keeps each player to their own controls", async () => {
    const { host, guest, act } = await sessionWithTwoPlayers(database());
    const stranger = await createPlayer(database().db);
    expect(await act(stranger.id, { type: "ready", ready: true })).toEqual({
      ok: false,
      message: "You are not a player of this session.",
    });
    expect(await act(guest.id, { type: "start" })).toEqual({
      ok: false,
      message: "Only the host can start the game.",
    });
    expect(await act(guest.id, { type: "end" })).toEqual({
      ok: false,
      message: "Only the host can end the session.",
    });
    expect(await act(host.id, { type: "start" })).toEqual({
      ok: false,
      message: "Both players must be ready.",
    });
    expect(await act(host.id, { type: "ready", ready: true })).toEqual({
      ok: true,
    });
    expect(await act(guest.id, { type: "ready", ready: true })).toEqual({
      ok: true,
    });
    expect(await act(host.id, { type: "start" })).toEqual({ ok: true });
    expect(await act(host.id, { type: "start" })).toEqual({
      ok: false,
      message: "The race has already started.",
    });
  });

  it("races on shared questions, scores answers on the server and finishes once at the deadline", async () => {
    const { db } = database();
    const { host, guest, session, act } = await sessionWithTwoPlayers(database());
    await act(host.id, { type: "ready", ready: true });
    await act(guest.id, { type: "ready", ready: true });
    await act(host.id, { type: "start" });

    const hostView = (await sessionView(db, session.id, host.id))!;
    const guestView = (await sessionView(db, session.id, guest.id))!;
    expect(hostView.state).toBe("playing");
    expect(hostView.question?.prompt).toBe(guestView.question?.prompt); // one seed, same questions
    expect(hostView.timeLeft).toBeGreaterThan(55);

    const [live] = await db.select().from(multiplayerSessions).where(eq(multiplayerSessions.id, session.id));
    const hostRun = (await findRunById(db, live.player1RunId!))!;
    expect(
      await act(host.id, {
        type: "answer",
        index: 0,
        answer: mathAnswer(hostRun.state),
      }),
    ).toEqual({ ok: true });
    expect(await act(guest.id, { type: "answer", index: 0, answer: "-1" })).toEqual({ ok: true });
    const scored = (await sessionView(db, session.id, guest.id))!;
    expect([scored.host?.score, scored.guest?.score]).toEqual([1, 0]);

    // Not yet due: nothing happens. Past the deadline: two instances race to finish, one wins.
    expect(await finishDueRace(db, session.id, "UTC")).toBe(false);
    await db
      .update(multiplayerSessions)
      .set({ endsAt: sql`now() - interval '1 second'` })
      .where(eq(multiplayerSessions.id, session.id));
    const finished = await Promise.all([finishDueRace(db, session.id, "UTC"), finishDueRace(db, session.id, "UTC")]);
    expect(finished.filter(Boolean)).toHaveLength(1);
    const result = (await sessionView(db, session.id, host.id))!;
    expect(result.state).toBe("waiting");
    expect(result.result).toEqual({
      winner: host.id,
      hostScore: 1,
      guestScore: 0,
    });
    expect(await act(host.id, { type: "answer", index: 1, answer: "3" })).toEqual({ ok: false, message: "The race is not running." });
  });

  it("lets the guest leave and rejoin, and the host end it for both", async () => {
    const { db } = database();
    const { host, guest, session, act } = await sessionWithTwoPlayers(database());
    expect(await act(guest.id, { type: "leave" })).toEqual({ ok: true });
    expect((await sessionView(db, session.id, host.id))!.guest).toBeNull();
    expect(await joinSession(db, session.inviteCode, guest.id)).toMatchObject({
      success: true,
      rejoined: false,
    });
    expect(await joinSession(db, session.inviteCode, guest.id)).toMatchObject({
      success: true,
      rejoined: true,
    });
    expect(await act(host.id, { type: "end" })).toEqual({ ok: true });
    const [ended] = await db.select().from(multiplayerSessions).where(eq(multiplayerSessions.id, session.id));
    expect(ended.status).toBe("completed");
    expect((await joinSession(db, session.inviteCode, guest.id)).errorType).toBe("session_not_active");
  });

  it("cleanup expires active sessions past their expiry or older than 4 hours, and nothing else", async () => {
    const { db } = database();
    const { game } = await seededGame(db, "math-quest-number-crunch");
    const [a, b, c] = [await createPlayer(db), await createPlayer(db), await createPlayer(db)];
    const fresh = await createSession(db, { userId: a.id, gameId: game.id });
    const pastExpiry = await createSession(db, {
      userId: b.id,
      gameId: game.id,
    });
    const old = await createSession(db, { userId: c.id, gameId: game.id });
    await db
      .update(multiplayerSessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(multiplayerSessions.id, pastExpiry.id));
    await db
      .update(multiplayerSessions)
      .set({
        createdAt: sql`now() - interval '5 hours'`,
        expiresAt: sql`now() + interval '1 hour'`,
      })
      .where(eq(multiplayerSessions.id, old.id));
    expect(await cleanupExpiredSessions(db)).toBe(2);
    const statuses = Object.fromEntries((await db.select().from(multiplayerSessions)).map((s) => [s.id, s.status]));
    expect(statuses).toEqual({
      [fresh.id]: "active",
      [pastExpiry.id]: "expired",
      [old.id]: "expired",
    });
  });

  it("accepts only the session's two players on the socket, and pushes every change to both", async () => {
    const handle = database();
    const { context, hub } = await realtimeContext(handle);
    const server = http.createServer((_req, res) => res.end());
    server.on("upgrade", hub.handleUpgrade);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    // Closed before the test database goes away (the hub listens on it).
    const sockets: WebSocket[] = [];
    try {
      const port = (server.address() as AddressInfo).port;
      const { host, guest, session } = await sessionWithTwoPlayers(handle);
      const stranger = await createPlayer(handle.db);
      const cookieFor = async (userId: string) =>
        (await createUserSession(new Request("http://127.0.0.1/"), context, userId)).split(";")[0];

      const connect = (cookie?: string) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?session=${session.id}`, { headers: cookie ? { Cookie: cookie } : {} });
        sockets.push(ws);
        const messages: ServerMessage[] = [];
        ws.on("message", (data) => messages.push(JSON.parse(data.toString())));
        const closed = new Promise<{ code: number; reason: string }>((resolve) =>
          ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
        );
        return { ws, messages, closed };
      };
      const until = async (check: () => boolean) => {
        for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
        expect(check()).toBe(true);
      };

      expect((await connect().closed).code).toBe(4401);
      expect((await connect(await cookieFor(stranger.id)).closed).code).toBe(4403);

      const hostSocket = connect(await cookieFor(host.id));
      const guestSocket = connect(await cookieFor(guest.id));
      await until(() => hostSocket.messages.some((m) => m.type === "state") && guestSocket.messages.some((m) => m.type === "state"));
      await until(() => hostSocket.messages.some((m) => m.type === "presence" && m.online === 2 && m.quality === "excellent"));

      guestSocket.ws.send(JSON.stringify({ type: "start" }));
      await until(() => guestSocket.messages.some((m) => m.type === "error" && m.message === "Only the host can start the game."));
      guestSocket.ws.send(JSON.stringify({ type: "ready", ready: true }));
      await until(() => hostSocket.messages.some((m) => m.type === "state" && m.view.guest?.ready === true));
      guestSocket.ws.send("not json");
      await until(() => guestSocket.messages.some((m) => m.type === "error" && m.message === "Unrecognised message"));

      // The race: both see it start, then ticks counting down from its deadline.
      hostSocket.ws.send(JSON.stringify({ type: "ready", ready: true }));
      await until(() => hostSocket.messages.some((m) => m.type === "state" && m.view.host?.ready === true && m.view.guest?.ready === true));
      hostSocket.ws.send(JSON.stringify({ type: "start" }));
      for (const socket of [hostSocket, guestSocket]) {
        await until(() => socket.messages.some((m) => m.type === "state" && m.view.state === "playing"));
        await until(() => socket.messages.some((m) => m.type === "tick" && m.timeLeft > 50 && m.timeLeft <= 60));
      }

      guestSocket.ws.close();
      await until(() => hostSocket.messages.some((m) => m.type === "presence" && m.online === 1 && m.quality === "good"));
    } finally {
      for (const ws of sockets) ws.close();
      await hub.close();
      server.close();
    }
  });
});
