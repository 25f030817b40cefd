import { and, eq, sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import type WebSocket from "ws";
import { multiplayerSessions, sessionSeats } from "../../drizzle/schema";
import { findRunById } from "~/models/runs/runs.server";
import { createSignInSession } from "~/models/auth.server";
import { joinSession } from "~/models/multiplayer/join.server";
import { readSessionNotice, withAnswer, type SessionNotice } from "~/models/multiplayer/notices.server";
import { applySessionAction, finishDueRace, type SessionAction } from "~/models/multiplayer/race.server";
import { INVITE_ALPHABET } from "~/models/join-codes.server";
import { cleanupExpiredSessions, createSession, loadSession } from "~/models/multiplayer/sessions.server";
import { sessionView, viewOf } from "~/models/multiplayer/view.server";
import { KEEPALIVE_MS, type ServerMessage } from "~/utils/session-messages";
import { describeEachDatabase, type TestDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { mathAnswer, seededGame } from "../support/games";
import { loader as statisticsLoader } from "~/routes/admin.sessions";
import { loader as rootLoader } from "~/root";
import { loader as eventsLoader } from "~/routes/sessions.$sessionId.events";
import { get, listeningHub, realtimeContext, testContext } from "../support/context";
import { callRoute, signedInPlayer, type RouteFn } from "../support/routes";
import { openSessionSocket } from "../support/session-socket";
import { guestOf, hostOf, runAt, seatRow, seatRows } from "../support/seats";

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
  /** Both players ready, and the host starts: the race is on. */
  const startRace = async () => {
    expect(await act(host.id, { type: "ready", ready: true })).toEqual({ ok: true });
    expect(await act(guest.id, { type: "ready", ready: true })).toEqual({ ok: true });
    expect(await act(host.id, { type: "start" })).toEqual({ ok: true });
  };
  return { game, host, guest, session, act, startRace };
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
    const { host, guest, session, act, startRace } = await sessionWithTwoPlayers(database());
    await startRace();

    const hostView = (await sessionView(db, session.id, host.id))!;
    const guestView = (await sessionView(db, session.id, guest.id))!;
    expect(hostView.raceState).toBe("racing");
    expect(hostView.question?.prompt).toBe(guestView.question?.prompt); // one seed, same questions
    expect(hostView.timeLeft).toBeGreaterThan(55);

    const hostRun = (await findRunById(db, (await seatRow(db, session.id, 1))!.runId!))!;
    expect(
      await act(host.id, {
        type: "answer",
        index: 0,
        answer: mathAnswer(hostRun.state),
      }),
    ).toEqual({ ok: true });
    expect(await act(guest.id, { type: "answer", index: 0, answer: "-1" })).toEqual({ ok: true });
    const scored = (await sessionView(db, session.id, guest.id))!;
    expect([hostOf(scored)?.score, guestOf(scored)?.score]).toEqual([1, 0]);

    // Not yet due: nothing happens. Past the deadline: two instances race to finish, one wins.
    expect(await finishDueRace(db, session.id, "UTC")).toBe(false);
    await db
      .update(multiplayerSessions)
      .set({ endsAt: sql`now() - interval '1 second'` })
      .where(eq(multiplayerSessions.id, session.id));
    const finished = await Promise.all([finishDueRace(db, session.id, "UTC"), finishDueRace(db, session.id, "UTC")]);
    expect(finished.filter(Boolean)).toHaveLength(1);
    const result = (await sessionView(db, session.id, host.id))!;
    expect(result.raceState).toBe("idle");
    expect(result.result).toEqual({
      winner: host.id,
      standings: [
        // Both at level 1 (no age given): 1 point of its three-star target of 14. The host's run
        // paid the completion coins (5 CC for a free game); the guest scored 0.
        { id: host.id, place: 1, score: 1, points: 7, coins: 5 },
        { id: guest.id, place: 2, score: 0, points: 0, coins: 0 },
      ],
      // What the host's first finished round, and first win, unlocked, with their pictures (each sees their own).
      unlocks: [
        expect.objectContaining({ kind: "character", name: "Sprout the Chick", pictureUrl: "/images/characters/chick.svg" }),
        expect.objectContaining({ kind: "badge", name: "First Steps" }),
        expect.objectContaining({ kind: "badge", name: "Head-to-Head Hero", pictureUrl: "/images/badges/first_multiplayer_win.svg" }),
      ],
    });
    expect(await act(host.id, { type: "answer", index: 1, answer: "3" })).toEqual({ ok: false, message: "The race is not running." });
    // A host who took their seat in Spanish reads what they unlocked in Spanish.
    await db
      .update(sessionSeats)
      .set({ language: "es" })
      .where(and(eq(sessionSeats.sessionId, session.id), eq(sessionSeats.seat, 1)));
    expect((await sessionView(db, session.id, host.id))!.result!.unlocks.map((unlock) => unlock.name)).toEqual([
      "El pollito Brote",
      "Primeros pasos",
      "Héroe del duelo",
    ]);
  });

  it("counts one of many concurrent answers to a question, and re-decides an answer scored against an older state", async () => {
    const { db } = database();
    const { host, session, act, startRace } = await sessionWithTwoPlayers(database());
    await startRace();
    const before = (await loadSession(db, { id: session.id }))!;
    const right = (loaded: typeof before) => mathAnswer(runAt(loaded, 1)!.state);

    // Five tabs send the same right answer at once: one point, one question further; the four
    // that did not count are told so instead of "ok".
    const answer = { type: "answer", index: 0, answer: right(before) } as const;
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => act(host.id, answer)));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual(
      Array.from({ length: 4 }, () => ({ ok: false, message: "That question was already answered." })),
    );
    const afterOne = (await loadSession(db, { id: session.id }))!;
    expect([afterOne.seats[0].score, runAt(afterOne, 1)!.state.index]).toEqual([1, 1]);

    // A hub whose state is one answer behind: the next answer still counts (on a fresh read),
    // and the first one sent again still does not.
    const actKnowing = (action: SessionAction) =>
      applySessionAction(db, { sessionId: session.id, userId: host.id, action, timeZone: "UTC", known: before });
    expect(await actKnowing({ type: "answer", index: 1, answer: right(afterOne) })).toEqual({ ok: true });
    expect(await actKnowing(answer)).toEqual({ ok: false, message: "That question was already answered." });
    const afterTwo = (await loadSession(db, { id: session.id }))!;
    expect([afterTwo.seats[0].score, runAt(afterTwo, 1)!.state.index]).toEqual([2, 2]);
  });

  it("publishes each race answer with what it changed: applied to the state before, it is what a fresh read shows", async () => {
    const handle = database();
    const { host, guest, session, act, startRace } = await sessionWithTwoPlayers(handle);
    await startRace();
    const notices: SessionNotice[] = [];
    const stop = await handle.listen("cleverplay_session", (payload) => notices.push(readSessionNotice(payload)));
    try {
      const before = (await loadSession(handle.db, { id: session.id }))!;
      expect(await act(guest.id, { type: "answer", index: 0, answer: mathAnswer(runAt(before, 2)!.state) })).toEqual({ ok: true });
      expect(await act(host.id, { type: "answer", index: 0, answer: "-1" })).toEqual({ ok: true });
      for (let i = 0; i < 100 && notices.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      const [first, second] = notices.map((notice) => notice.answer!);
      expect([first.seat, second.seat]).toEqual([2, 1]);

      const after = (await loadSession(handle.db, { id: session.id }))!;
      const applied = withAnswer(withAnswer(before, first)!, second)!;
      const now = new Date();
      for (const userId of [host.id, guest.id]) expect(viewOf(applied, userId, now)).toEqual(viewOf(after, userId, now));
      expect(applied.session.version).toBe(after.session.version);
      expect(after.seats.map((seat) => seat.score)).toEqual([0, 1]);

      // A notice already in the state changes nothing; one after a missed change cannot be applied.
      expect(withAnswer(after, second)).toBe(after);
      expect(withAnswer(before, second)).toBeUndefined();
    } finally {
      await stop();
    }
  });

  it("lets the guest leave and rejoin, and the host end it for both", async () => {
    const { db } = database();
    const { host, guest, session, act } = await sessionWithTwoPlayers(database());
    expect(await act(guest.id, { type: "leave" })).toEqual({ ok: true });
    expect(guestOf((await sessionView(db, session.id, host.id))!)).toBeNull();
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

  it("ending mid-race finishes both runs; a guest leaving clears the last race for the next pair", async () => {
    const { db } = database();
    const { host, guest, session, act, startRace } = await sessionWithTwoPlayers(database());
    const race = async () => {
      await startRace();
      const live = await seatRows(db, session.id);
      const hostRun = (await findRunById(db, live[0].runId!))!;
      await act(host.id, { type: "answer", index: 0, answer: mathAnswer(hostRun.state) });
      return live;
    };

    await race();
    expect(await act(guest.id, { type: "leave" })).toEqual({ ok: true });
    const afterLeave = (await sessionView(db, session.id, host.id))!;
    expect(afterLeave).toMatchObject({ raceState: "idle", result: null });
    expect(guestOf(afterLeave)).toBeNull();
    expect(hostOf(afterLeave)?.score).toBe(0);

    expect((await joinSession(db, session.inviteCode, guest.id)).success).toBe(true);
    const live = await race();
    expect(await act(host.id, { type: "end" })).toEqual({ ok: true });
    for (const { runId } of live) expect((await findRunById(db, runId!))!.finishedAt).not.toBeNull();
    const [ended] = await db.select().from(multiplayerSessions).where(eq(multiplayerSessions.id, session.id));
    expect(ended).toMatchObject({ status: "completed", raceState: "idle" });
    expect((await seatRow(db, session.id, 1))?.score).toBe(1);
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

  it("counts sessions for administrators only: total, with a second player, orphaned, expired", async () => {
    const handle = database();
    const context = testContext(handle, { ADMIN_EMAILS: "boss@example.com" });
    const { db } = handle;
    const { session } = await sessionWithTwoPlayers(handle); // total 1, with player 2
    const { game } = await seededGame(db, "word-adventure");
    const [lone, leaver] = [await createPlayer(db), await createPlayer(db)];
    const expired = await createSession(db, { userId: lone.id, gameId: game.id });
    await db
      .update(multiplayerSessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(multiplayerSessions.id, expired.id));
    await cleanupExpiredSessions(db);
    const orphaned = await createSession(db, { userId: leaver.id, gameId: game.id });
    await applySessionAction(db, { sessionId: orphaned.id, userId: leaver.id, action: { type: "leave" }, timeZone: "UTC" });
    expect(session.status).toBe("active");

    const page = (cookie: string) => callRoute(statisticsLoader as RouteFn, get("/admin/sessions", { Cookie: cookie }), context);
    const admin = await signedInPlayer(context, { username: "boss" });
    expect(await (await page(admin.cookie)).json()).toEqual({ statistics: { total: 3, withPlayer2: 1, orphaned: 1, expired: 1 } });
    const player = await signedInPlayer(context);
    expect((await page(player.cookie)).status).toBe(404);
    expect((await callRoute(statisticsLoader as RouteFn, get("/admin/sessions"), context)).headers.get("Location")).toBe(
      "/login?redirectTo=%2Fadmin%2Fsessions",
    );
  });

  it("ends a session once its host has no page of it open: not while another tab is, nor for a reload", async () => {
    const handle = database();
    const { context, hub } = await realtimeContext(handle, {}, { hostLeaveGraceMs: 300 });
    try {
      const { host, session } = await sessionWithTwoPlayers(handle);
      const cookie = (await createSignInSession(get("/"), context, host.id)).split(";")[0];
      const status = async () => (await loadSession(handle.db, { id: session.id }))?.session.status;
      const settle = () => new Promise((r) => setTimeout(r, 700));
      const until = async (check: () => boolean) => {
        for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
        expect(check()).toBe(true);
      };
      const open = () =>
        hub.subscribe(
          session.id,
          host.id,
          () => {},
          () => {},
        );

      const raceTab = open();
      const otherTab = open();
      await until(() => hub.isOnline(session.id, host.id));
      // The host opens /games in a third tab: the race tab is still open, so the race goes on.
      await callRoute(rootLoader as RouteFn, get("/games", { Cookie: cookie }), context);
      otherTab();
      await settle();
      expect(await status()).toBe("active");

      // A reload: the last connection closes and a new one opens within the grace.
      raceTab();
      await new Promise((r) => setTimeout(r, 50));
      const reloaded = open();
      await settle();
      expect(await status()).toBe("active");

      // The host goes elsewhere in the app: the page's connection closes, and after the grace the session ends.
      reloaded();
      await until(() => !hub.isOnline(session.id, host.id));
      for (let i = 0; i < 100 && (await status()) === "active"; i++) await new Promise((r) => setTimeout(r, 25));
      expect(await status()).toBe("completed");
    } finally {
      await hub.close();
    }
  });

  it("without a connection (no JavaScript), a host's page load outside the game pages ends the session", async () => {
    const handle = database();
    const context = testContext(handle);
    const { host, session } = await sessionWithTwoPlayers(handle);
    const cookie = (await createSignInSession(get("/"), context, host.id)).split(";")[0];
    await callRoute(rootLoader as RouteFn, get("/play/math/math-quest-number-crunch", { Cookie: cookie }), context);
    expect((await loadSession(handle.db, { id: session.id }))?.session.status).toBe("active");
    await callRoute(rootLoader as RouteFn, get(`/join/${session.inviteCode}`, { Cookie: cookie }), context);
    expect((await loadSession(handle.db, { id: session.id }))?.session.status).toBe("active");
    await callRoute(rootLoader as RouteFn, get("/badges", { Cookie: cookie }), context);
    expect((await loadSession(handle.db, { id: session.id }))?.session.status).toBe("completed");
  });

  it("a guest who opens a page away from the game pages leaves the session, unless the race is open in another tab; the host keeps it and its code", async () => {
    const handle = database();
    const { context, hub } = await realtimeContext(handle, {}, { hostLeaveGraceMs: 300 });
    try {
      const { host, guest, session, startRace } = await sessionWithTwoPlayers(handle);
      const cookieOf = async (userId: string) => (await createSignInSession(get("/"), context, userId)).split(";")[0];
      const [guestCookie, hostCookie] = [await cookieOf(guest.id), await cookieOf(host.id)];
      const badge = async (path: string, cookie: string) => {
        const response = await callRoute(rootLoader as RouteFn, get(path, { Cookie: cookie }), context);
        return ((await response.json()) as { activeTwoPlayerSession: { inviteCode: string } | null }).activeTwoPlayerSession;
      };
      const seats = async () => {
        const loaded = await loadSession(handle.db, { id: session.id });
        return { status: loaded?.session.status, guest: loaded?.seats[1]?.profileId ?? null, raceState: loaded?.session.raceState };
      };
      await startRace();

      // The race is open in the guest's other tab: opening /store there leaves it alone.
      const raceTab = hub.subscribe(
        session.id,
        guest.id,
        () => {},
        () => {},
      );
      for (let i = 0; i < 200 && !hub.isOnline(session.id, guest.id); i++) await new Promise((r) => setTimeout(r, 25));
      expect(await badge("/store", guestCookie)).toMatchObject({ inviteCode: session.inviteCode });
      expect(await seats()).toEqual({ status: "active", guest: guest.id, raceState: "racing" });

      // The race tab closed (or there never was one, without JavaScript): the next page away lets the guest go.
      raceTab();
      for (let i = 0; i < 200 && hub.isOnline(session.id, guest.id); i++) await new Promise((r) => setTimeout(r, 25));
      // A game page keeps the seat, as the spec's navigation rule says.
      expect(await badge("/play/math/math-quest-number-crunch", guestCookie)).toMatchObject({ inviteCode: session.inviteCode });
      expect(await badge("/store", guestCookie)).toBeNull();
      // The race under way finished as it stood; the host keeps the session, waiting for a friend with the same code.
      expect(await seats()).toEqual({ status: "active", guest: null, raceState: "idle" });
      expect(await badge("/play/math/math-quest-number-crunch", hostCookie)).toMatchObject({ inviteCode: session.inviteCode });
    } finally {
      await hub.close();
    }
  });

  it("lets go of a stream that can no longer be written to, and keeps serving the other player", async () => {
    const handle = database();
    const { hub } = await realtimeContext(handle);
    try {
      const { host, guest, session, act } = await sessionWithTwoPlayers(handle);
      const sessionId = session.id;
      const received: ServerMessage[] = [];
      let deadWrites = 0;
      hub.subscribe(
        sessionId,
        guest.id,
        () => {
          deadWrites++;
          throw new TypeError("Invalid state: Controller is already closed"); // the browser went away
        },
        () => {},
      );
      hub.subscribe(
        sessionId,
        host.id,
        (message) => received.push(message),
        () => {},
      );
      const until = async (check: () => boolean) => {
        for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
        expect(check()).toBe(true);
      };
      await until(() => received.some((m) => m.type === "view"));
      expect(await act(host.id, { type: "ready", ready: true })).toEqual({ ok: true });
      await until(() => received.some((m) => m.type === "view" && hostOf(m.view)?.ready === true));
      // The dead stream was tried once and dropped: the host now sees one player online.
      await until(() => received.some((m) => m.type === "presence" && m.online === 1));
      expect(deadWrites).toBe(1);
    } finally {
      await hub.close();
    }
  });

  it("keeps a quiet event stream alive for proxies, until the player goes away", async () => {
    const handle = database();
    const { context, hub } = await realtimeContext(handle);
    // Only the stream's own timer is faked: the hub's were made before, the database's are real.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const { host, session } = await sessionWithTwoPlayers(handle);
      const cookie = (await createSignInSession(get("/"), context, host.id)).split(";")[0];
      const browser = new AbortController();
      const request = new Request(get(`/sessions/${session.id}/events`, { Cookie: cookie }), { signal: browser.signal });
      const response = await callRoute(eventsLoader as RouteFn, request, context, { sessionId: session.id });
      expect(response.headers.get("Content-Type")).toBe("text/event-stream");
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = "";
      const readUntil = async (part: string) => {
        while (!text.includes(part)) {
          const { value, done } = await reader.read();
          if (done) throw new Error(`the stream ended before "${part}": ${text}`);
          text += value;
        }
      };
      await readUntil('"type":"view"');
      expect(text).not.toContain("event: keepalive");

      vi.advanceTimersByTime(KEEPALIVE_MS);
      await readUntil("event: keepalive");
      expect(vi.getTimerCount()).toBe(1);
      browser.abort();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
      await hub.close();
    }
  });

  it("refuses the event stream to anyone but the session's players, in their language", async () => {
    const handle = database();
    const context = testContext(handle);
    const { session } = await sessionWithTwoPlayers(handle);
    const stranger = await createPlayer(handle.db);
    const cookie = (await createSignInSession(get("/"), context, stranger.id)).split(";")[0];
    const follow = (language: string) =>
      callRoute(eventsLoader as RouteFn, get(`/sessions/${session.id}/events`, { Cookie: cookie, "Accept-Language": language }), context, {
        sessionId: session.id,
      });
    const english = await follow("en-US");
    expect(english.status).toBe(403);
    expect(await english.text()).toBe("Only the players of this session can connect");
    const spanish = await follow("es-MX");
    expect(spanish.status).toBe(403);
    expect(await spanish.text()).toBe("Solo los jugadores de esta sesión pueden conectarse");
  });

  it("accepts only the session's two players on the socket, and pushes every change to both", async () => {
    const handle = database();
    const { context, hub } = await realtimeContext(handle);
    const server = await listeningHub(hub);
    // Closed before the test database goes away (the hub listens on it).
    const sockets: WebSocket[] = [];
    try {
      const { host, guest, session } = await sessionWithTwoPlayers(handle);
      const stranger = await createPlayer(handle.db);
      const cookieFor = async (userId: string) =>
        (await createSignInSession(new Request("http://127.0.0.1/"), context, userId)).split(";")[0];

      const connect = (cookie?: string) => {
        const socket = openSessionSocket(server.http, session.id, cookie);
        sockets.push(socket.ws);
        return socket;
      };

      expect((await connect().closed).code).toBe(4401);
      expect((await connect(await cookieFor(stranger.id)).closed).code).toBe(4403);

      const hostSocket = connect(await cookieFor(host.id));
      const guestSocket = connect(await cookieFor(guest.id));
      await hostSocket.waitFor((m) => m.type === "view");
      await guestSocket.waitFor((m) => m.type === "view");
      await hostSocket.waitFor((m) => m.type === "presence" && m.online === 2 && m.quality === "excellent");

      guestSocket.send({ type: "start" });
      await guestSocket.waitFor((m) => m.type === "error" && m.message === "Only the host can start the game.");
      guestSocket.send({ type: "ready", ready: true });
      await hostSocket.waitFor((m) => m.type === "view" && guestOf(m.view)?.ready === true);
      guestSocket.ws.send("not json");
      await guestSocket.waitFor((m) => m.type === "error" && m.message === "Unrecognised message");

      // The race: both see it start, then ticks counting down from its deadline.
      hostSocket.send({ type: "ready", ready: true });
      await hostSocket.waitFor((m) => m.type === "view" && hostOf(m.view)?.ready === true && guestOf(m.view)?.ready === true);
      hostSocket.send({ type: "start" });
      for (const socket of [hostSocket, guestSocket]) {
        await socket.waitFor((m) => m.type === "view" && m.view.raceState === "racing");
        await socket.waitFor((m) => m.type === "tick" && m.timeLeft > 50 && m.timeLeft <= 60);
      }

      // Answers: over the socket, and through the fallback's POST path; both players see both scores move.
      const race = (await loadSession(handle.db, { id: session.id }))!;
      hostSocket.send({ type: "answer", index: 0, answer: mathAnswer(runAt(race, 1)!.state) });
      await guestSocket.waitFor((m) => m.type === "view" && hostOf(m.view)?.score === 1);
      await hostSocket.waitFor((m) => m.type === "view" && m.view.question?.index === 1 && m.view.feedback?.correct === true);
      expect(
        await applySessionAction(handle.db, {
          sessionId: session.id,
          userId: guest.id,
          action: { type: "answer", index: 0, answer: mathAnswer(runAt(race, 2)!.state) },
          timeZone: "UTC",
        }),
      ).toEqual({ ok: true });
      await hostSocket.waitFor((m) => m.type === "view" && hostOf(m.view)?.score === 1 && guestOf(m.view)?.score === 1);
      hostSocket.send({ type: "answer", index: 1, answer: "" });
      await hostSocket.waitFor((m) => m.type === "error" && m.message === "Please enter an answer.");

      // Once out of the session the guest is told so and let go; the host sees them go.
      guestSocket.send({ type: "leave" });
      expect((await guestSocket.closed).code).toBe(4410);
      expect(guestSocket.messages.at(-1)).toEqual({ type: "ended", message: "You are no longer a player of this session." });
      await hostSocket.waitFor((m) => m.type === "presence" && m.online === 1 && m.quality === "good");
      await hostSocket.waitFor((m) => m.type === "view" && guestOf(m.view) === null);
    } finally {
      for (const ws of sockets) ws.close();
      await hub.close();
      await server.close();
    }
  });
});
