// Joining a friend session (2 to 8 players): the atomic join under concurrency, every join result and
// diagnostic code, the /games join box (POST /join) and the join page (/join/{code}).
import type { AppLoadContext } from "@remix-run/node";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { expect, it } from "vitest";
import { multiplayerSessions, sessionSeats, users } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { attemptJoin, diagnose, diagnoseJoin, joinSession } from "~/models/multiplayer/join.server";
import { createSession } from "~/models/multiplayer/sessions.server";
import { englishT } from "~/i18n/messages.server";
import { diagnosticWords } from "~/utils/join";
import { action as joinBoxAction, loader as joinIndexLoader } from "~/routes/join._index";
import { action as joinPageAction, loader as joinPageLoader } from "~/routes/join.$inviteCode";
import { formPost, get, testContext } from "../support/context";
import { describeEachDatabase, freshDatabase, type Driver } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { seededGame } from "../support/games";
import { signedInPlayer, toastOf } from "../support/routes";
import { seatRow, seatRows } from "../support/seats";

const MATH_PAGE = "/play/math/math-quest-number-crunch";

type RouteArgs = {
  request: Request;
  context: AppLoadContext;
  params: Record<string, string>;
};

/** The route's answer as Remix would send it; a thrown Response is an answer too. */
async function call(fn: (args: RouteArgs) => unknown, request: Request, context: AppLoadContext, params: Record<string, string> = {}) {
  try {
    return (await fn({ request, context, params })) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function world(database: Parameters<typeof testContext>[0]) {
  const context = testContext(database);
  const { game } = await seededGame(context.db, "math-quest-number-crunch");
  const host = await signedInPlayer(context);
  const session = await createSession(context.db, {
    userId: host.id,
    gameId: game.id,
  });
  return {
    context,
    db: context.db,
    game,
    host,
    session,
    code: session.inviteCode,
  };
}

const setSession = (db: Queryable, id: string, values: Partial<typeof multiplayerSessions.$inferInsert>) =>
  db.update(multiplayerSessions).set(values).where(eq(multiplayerSessions.id, id));

const cookieOf = (player?: { cookie: string }) => (player ? { Cookie: player.cookie } : {});

/** `db` whose calls of the join and diagnose functions fail with SQLSTATE `code` (other raw SQL, such as the sign-in lookup, runs). */
function failingSql<T extends object>(db: T, code: string): T {
  const dialect = new PgDialect();
  return new Proxy(db, {
    get: (target, prop, receiver) => {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (prop !== "execute" || typeof value !== "function") return value;
      return (query: SQL) =>
        /join_session_atomic|diagnose_session_join_issues/.test(dialect.sqlToQuery(query).sql)
          ? Promise.reject(Object.assign(new Error(`failed with ${code}`), { code }))
          : (value as (query: SQL) => unknown).call(target, query);
    },
  });
}

/** A database whose every query fails, as when the server loses its connection. */
async function brokenDatabase(driver: Driver) {
  const database = await freshDatabase(driver);
  await database.dispose();
  return database;
}

describeEachDatabase("join", (database, driver) => {
  it("gives one seat to exactly one of 20 players joining at once; the rest get session_full", async () => {
    const { db, session, code } = await world(database());
    const players = await Promise.all(Array.from({ length: 20 }, () => createPlayer(db)));
    const results = await Promise.all(players.map((player) => joinSession(db, code, player.id)));
    const joined = results.filter((result) => result.success);
    expect(joined).toHaveLength(1);
    expect(results.filter((result) => result.errorType === "session_full")).toHaveLength(19);
    expect(players[results.indexOf(joined[0])].id).toBe((await seatRow(db, session.id, 2))?.profileId);
  });

  it("seats a party of 8: of 9 friends joining at once, exactly 7 get in and 2 are told the session is full", async () => {
    const context = testContext(database());
    const { game } = await seededGame(context.db, "math-quest-number-crunch");
    const host = await signedInPlayer(context);
    const session = await createSession(context.db, { userId: host.id, gameId: game.id, maxPlayers: 8 });
    const friends = await Promise.all(Array.from({ length: 9 }, () => createPlayer(context.db)));
    const outcomes = await Promise.all(friends.map((friend) => attemptJoin(context.db, session.inviteCode, friend.id)));

    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(7);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual(
      Array.from({ length: 2 }, () => ({ ok: false, errorType: "session_full", error: "This session is already full." })),
    );
    // Eight seats, one player each: the host's first, then the seven who got in.
    const seats = await seatRows(context.db, session.id);
    expect(seats.map((seat) => seat.seat)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const seated = friends.filter((_, i) => outcomes[i].ok).map((friend) => friend.id);
    expect(seats.map((seat) => seat.profileId).sort()).toEqual([host.id, ...seated].sort());

    // The invite card counts them, and someone else is told the session is full.
    const stranger = await signedInPlayer(context);
    const response = await call(joinPageLoader, get(`/join/${session.inviteCode}`, { Cookie: stranger.cookie }), context, {
      inviteCode: session.inviteCode,
    });
    expect(await response.json()).toMatchObject({ invite: { view: "full", players: 8, maxPlayers: 8 } });
  });

  it("answers own_session, rejoined, session_expired and session_not_active with their messages", async () => {
    const { db, host, session, code } = await world(database());
    const guest = await createPlayer(db);

    expect(await joinSession(db, code, host.id)).toMatchObject({
      success: false,
      errorType: "own_session",
      error: "You cannot join your own session.",
    });
    expect(await joinSession(db, code, guest.id)).toMatchObject({
      success: true,
      rejoined: false,
    });
    expect(await joinSession(db, code.toLowerCase(), guest.id)).toMatchObject({
      success: true,
      rejoined: true,
    });
    expect(await joinSession(db, "ZZZZZZ", guest.id)).toMatchObject({
      success: false,
      errorType: "session_not_found",
    });

    await setSession(db, session.id, {
      expiresAt: new Date(Date.now() - 1000),
    });
    expect(await joinSession(db, code, guest.id)).toMatchObject({
      success: false,
      errorType: "session_expired",
    });

    await setSession(db, session.id, {
      status: "completed",
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect(await joinSession(db, code, guest.id)).toMatchObject({
      success: false,
      errorType: "session_not_active",
      error: "Session is completed, not active",
    });
  });

  it("reaches every diagnostic code, with each check flag", async () => {
    const { db, host, session, code } = await world(database());
    const guest = await createPlayer(db);
    const [noProfile] = await db.insert(users).values({ email: "no.profile@example.com", emailVerified: true }).returning();
    const flags = (d: Awaited<ReturnType<typeof diagnoseJoin>>) => [
      d.session_found,
      d.status_check,
      d.expiry_check,
      d.own_session_check,
      d.capacity_check,
      d.user_profile_check,
      d.game_exists_check,
    ];

    expect(await diagnoseJoin(db, "ABC", guest.id)).toMatchObject({
      error: "invalid_invite_code",
      session_found: false,
      all_checks_passed: false,
    });
    expect((await diagnoseJoin(db, "", guest.id)).error).toBe("invalid_invite_code");
    expect((await diagnoseJoin(db, code, null)).error).toBe("invalid_user_id");
    expect((await diagnoseJoin(db, code, " ")).error).toBe("invalid_user_id");
    expect((await diagnoseJoin(db, code, "not-a-uuid")).error).toBe("invalid_uuid_format");
    expect((await diagnoseJoin(db, "ZZZZZZ", guest.id)).error).toBe("session_not_found");

    const ready = await diagnoseJoin(db, code, guest.id);
    expect(ready).toMatchObject({
      error: null,
      all_checks_passed: true,
      session_id: session.id,
      session_status: "active",
    });
    expect(flags(ready)).toEqual([true, true, true, true, true, true, true]);

    const own = await diagnoseJoin(db, code, host.id);
    expect(own).toMatchObject({
      error: "own_session",
      message: "Cannot join your own session",
    });
    expect(flags(own)).toEqual([true, true, true, false, true, true, true]);

    const missing = await diagnoseJoin(db, code, noProfile.id);
    expect(missing.error).toBe("user_profile_missing");
    expect(missing.user_profile_check).toBe(false);

    await joinSession(db, code, guest.id);
    const stranger = await createPlayer(db);
    const full = await diagnoseJoin(db, code, stranger.id);
    expect(full.error).toBe("session_full");
    expect(full.capacity_check).toBe(false);
    expect((await diagnoseJoin(db, code, guest.id)).all_checks_passed).toBe(true); // the seat is theirs

    await setSession(db, session.id, {
      expiresAt: new Date(Date.now() - 1000),
    });
    const expired = await diagnoseJoin(db, code, stranger.id);
    expect(expired.error).toBe("session_expired");
    expect(expired.expiry_check).toBe(false);

    await setSession(db, session.id, { status: "completed" });
    const inactive = await diagnoseJoin(db, code, stranger.id);
    expect(inactive).toMatchObject({
      error: "session_not_active",
      message: "Session is completed, not active",
      status_check: false,
    });

    // The app's own codes: no sign-in, and a database that cannot be reached.
    const signedOut = await diagnose(db, code, null);
    expect(signedOut.error).toBe("authentication_required");
    const broken = await brokenDatabase(driver);
    const unreachable = await diagnose(broken.db, code, guest.id);
    expect(unreachable).toMatchObject({
      error: "database_error",
      message: "A technical error occurred. Please try again.",
    });
    // The panel words each failure from its code (the reader's language): in English, the very sentence the diagnostics carry.
    const failures = [own, missing, full, expired, inactive, signedOut, unreachable];
    failures.push(await diagnoseJoin(db, "ABC", guest.id), await diagnoseJoin(db, "ZZZZZZ", guest.id));
    for (const failure of failures) expect(diagnosticWords(failure, englishT("race"))).toBe(failure.message);
  });

  it("turns a database failure into a database_error join result, never a throw", async () => {
    const { code } = await world(database());
    const broken = await brokenDatabase(driver);
    const player = await createPlayer(database().db);
    expect(await attemptJoin(broken.db, code, player.id)).toEqual({
      ok: false,
      errorType: "database_error",
      error: "A technical error occurred. Please try again.",
    });
  });

  it("join box: refuses empty and short codes and a signed-out player with the spec's toasts", async () => {
    const { context, code } = await world(database());
    const post = (fields: Record<string, string>, player?: { cookie: string }) =>
      call(joinBoxAction, formPost("/join", fields, cookieOf(player)), context);

    const empty = await post({
      code: " -- ",
      returnTo: "/games?category=math",
    });
    expect(empty.headers.get("Location")).toBe("/games?category=math");
    expect(await toastOf(empty, context)).toEqual({
      title: "Invalid Code",
      description: "Please enter a valid invite code.",
    });

    const short = await post({
      code: "ab-c!",
      returnTo: "https://evil.example/",
    });
    expect(short.headers.get("Location")).toBe("/games?code=ABC");
    expect(await toastOf(short, context)).toEqual({
      title: "Invalid Code",
      description: "Invalid invite code format. Please enter a 6-character code.",
    });

    const fromJoinPage = await post({
      code: "abcd",
      returnTo: "/join?code=X&intent=diagnose",
    });
    expect(fromJoinPage.headers.get("Location")).toBe("/join?code=ABCD");

    const signedOut = await post({ code: code.toLowerCase() });
    expect(signedOut.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(`/join/${code}`)}`);
    expect(await toastOf(signedOut, context)).toEqual({
      title: "Authentication Required",
      description: "Please sign in to join a multiplayer session.",
    });
  });

  it("join box: joins and goes to the game, welcomes back on a rejoin, and sends failures to the join page", async () => {
    const { context, host, code } = await world(database());
    const guest = await signedInPlayer(context);
    const post = (fields: Record<string, string>, player: { cookie: string }) =>
      call(joinBoxAction, formPost("/join", fields, cookieOf(player)), context);

    const joined = await post({ code: ` ${code.slice(0, 3)}-${code.slice(3).toLowerCase()} ` }, guest);
    expect(joined.headers.get("Location")).toBe(`${MATH_PAGE}#multiplayer`); // the race, in view
    expect((await toastOf(joined, context))?.title).toBe("Welcome to the Game!");

    const again = await post({ code }, guest);
    expect(again.headers.get("Location")).toBe(`${MATH_PAGE}#multiplayer`);
    expect((await toastOf(again, context))?.title).toBe("Welcome Back!");

    const other = await signedInPlayer(context);
    expect((await post({ code }, other)).headers.get("Location")).toBe(`/join/${code}?error=session_full`);
    const own = await post({ code }, host); // the host is sent to the game
    expect(own.headers.get("Location")).toBe(MATH_PAGE);
    expect(await toastOf(own, context)).toEqual({
      title: "This is your session!",
      description: "You cannot join your own session.",
    });
    expect((await post({ code: "ZZZZZZ" }, other)).headers.get("Location")).toBe("/join/ZZZZZZ?error=session_not_found");
  });

  it("join box 'Check code': the diagnostics for the viewer, server-rendered data", async () => {
    const { context, code } = await world(database());
    const guest = await signedInPlayer(context);
    const check = async (query: string, player?: { cookie: string }) =>
      (await (await call(joinIndexLoader, get(`/join?${query}`, cookieOf(player)), context)).json()) as {
        code: string;
        diagnostic: { error: string | null; all_checks_passed: boolean } | null;
      };
    expect(await check(`code=${code}`, guest)).toEqual({
      meta: {
        title: "Join a Session",
        description: "Enter a friend's 6-character invite code to play a two-player CleverPlay game together.",
      },
      code,
      diagnostic: null,
      refused: null,
    });
    expect((await check(`code=${code.toLowerCase()}&intent=diagnose`, guest)).diagnostic).toMatchObject({ all_checks_passed: true });
    expect((await check("code=ZZZZZZ&intent=diagnose", guest)).diagnostic?.error).toBe("session_not_found");
    expect((await check("code=ab&intent=diagnose", guest)).diagnostic?.error).toBe("invalid_invite_code");
    expect((await check(`code=${code}&intent=diagnose`)).diagnostic?.error).toBe("authentication_required");
  });

  it("join page: the invite card for each viewer, the not-found card, and a canonical address", async () => {
    const { context, db, host, session, code } = await world(database());
    const guest = await signedInPlayer(context);
    const page = async (path: string, player?: { cookie: string }) => {
      const response = await call(joinPageLoader, get(path, cookieOf(player)), context, { inviteCode: path.split("/")[2].split("?")[0] });
      return {
        status: response.status,
        response,
        body: response.status < 300 || response.status >= 400 ? ((await response.json()) as PageData) : null,
      };
    };
    type PageData = {
      code: string;
      invite: {
        view: string;
        status: string;
        players: number;
        gamePath: string;
        game: { title: string };
        host: { displayName: string } | null;
      } | null;
      failure: {
        errorType: string;
        error: string;
        attempt: number;
        diagnostic: { error: string } | null;
      } | null;
      diagnostic: { error: string | null } | null;
    };

    const visitor = await page(`/join/${code}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body?.invite).toMatchObject({
      view: "signed-out",
      status: "active",
      players: 1,
      gamePath: MATH_PAGE,
      game: { title: "Math Quest: Number Crunch" },
      host: { displayName: host.username },
    });
    expect((await page(`/join/${code}`, host)).body?.invite?.view).toBe("host");
    expect((await page(`/join/${code}`, guest)).body?.invite?.view).toBe("join");

    await joinSession(db, code, guest.id);
    expect((await page(`/join/${code}`, guest)).body?.invite).toMatchObject({
      view: "join",
      players: 2,
    });
    const stranger = await signedInPlayer(context);
    expect((await page(`/join/${code}`, stranger)).body?.invite?.view).toBe("full");

    // The spec's order of views: a full session says so, even once it has ended...
    await setSession(db, session.id, {
      expiresAt: new Date(Date.now() - 1000),
    });
    expect((await page(`/join/${code}`, stranger)).body?.invite).toMatchObject({
      view: "full",
      status: "expired",
    });
    await setSession(db, session.id, { status: "completed" });
    expect((await page(`/join/${code}`, stranger)).body?.invite).toMatchObject({
      view: "full",
      status: "completed",
    });
    // ...and one with a free seat that has ended is no longer active.
    await db.delete(sessionSeats).where(and(eq(sessionSeats.sessionId, session.id), eq(sessionSeats.seat, 2)));
    expect((await page(`/join/${code}`, stranger)).body?.invite).toMatchObject({
      view: "inactive",
      status: "completed",
    });

    const notFound = await page("/join/ZZZZZZ", stranger);
    expect(notFound.status).toBe(404);
    expect(notFound.body).toMatchObject({
      code: "ZZZZZZ",
      invite: null,
      failure: null,
      diagnostic: { error: "session_not_found" },
    });
    expect((await page("/join/ZZZZZZ")).body).toMatchObject({
      invite: null,
      diagnostic: null,
    });

    const lower = await page(`/join/${code.toLowerCase()}?error=session_full`);
    expect(lower.status).toBe(302);
    expect(lower.response.headers.get("Location")).toBe(`/join/${code}?error=session_full`);

    const missing = await page("/join/---");
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: "", invite: null });

    // A failure passed on by the join box: the error box, its message and the diagnostics.
    const failed = await page("/join/ZZZZZZ?error=session_not_found", stranger);
    expect(failed.body?.failure).toMatchObject({
      errorType: "session_not_found",
      error: "Session not found. Please check the invite code.",
      attempt: 1,
      diagnostic: { error: "session_not_found" },
    });
    expect((await page(`/join/${code}?error=session_not_active`, stranger)).body?.failure?.error).toBe("Session is completed, not active");
    expect((await page("/join/ZZZZZZ?error=<script>", stranger)).body?.failure).toBeNull();
    expect((await page("/join/ZZZZZZ?error=session_full")).body?.failure).toBeNull(); // signed out
  });

  it("join page action: sign-in first, then the join result with diagnostics on failure", async () => {
    const { context, host, code } = await world(database());
    const guest = await signedInPlayer(context);
    const post = async (player: { cookie: string } | undefined, fields: Record<string, string> = {}, pathCode = code) => {
      const response = await call(joinPageAction, formPost(`/join/${pathCode}`, fields, cookieOf(player)), context, {
        inviteCode: pathCode,
      });
      return response;
    };

    const signedOut = await post(undefined);
    expect(signedOut.headers.get("Location")).toBe(`/auth/login?redirectTo=${encodeURIComponent(`/join/${code}`)}`);
    expect(await toastOf(signedOut, context)).toEqual({
      title: "Sign In Required",
      description: "Please sign in to join multiplayer sessions.",
    });

    const joined = await post(guest, { attempt: "1" });
    expect(joined.status).toBe(200);
    expect(await joined.json()).toEqual({
      ok: true,
      rejoined: false,
      racePath: `${MATH_PAGE}#multiplayer`,
      attempt: 1,
    });
    expect(await (await post(guest, { attempt: "2" })).json()).toMatchObject({
      ok: true,
      rejoined: true,
      attempt: 2,
    });

    const own = await post(host, { attempt: "2" });
    expect(own.status).toBe(409);
    expect(await own.json()).toMatchObject({
      ok: false,
      errorType: "own_session",
      error: "You cannot join your own session.",
      attempt: 2,
      diagnostic: { error: "own_session", own_session_check: false },
    });

    const stranger = await signedInPlayer(context);
    const full = await post(stranger, { attempt: "99" });
    expect(await full.json()).toMatchObject({
      errorType: "session_full",
      error: "This session is already full.",
      attempt: 1,
    });

    const notFound = await post(stranger, {}, "ZZZZZZ");
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toMatchObject({
      errorType: "session_not_found",
      error: "Session not found. Please check the invite code.",
    });

    // The join call itself failing (the sign-in lookup still works): a result, not a 500.
    const failing = { ...context, db: failingSql(context.db, "08006") };
    const lost = await call(joinPageAction, formPost(`/join/${code}`, {}, cookieOf(stranger)), failing, { inviteCode: code });
    expect(lost.status).toBe(503);
    expect(await lost.json()).toMatchObject({
      ok: false,
      errorType: "database_error",
      error: "A technical error occurred. Please try again.",
      diagnostic: { error: "database_error" },
    });
  });

  it("names lock and serialisation conflicts so the browser retries them on the spec's delays", async () => {
    const { db, code } = await world(database());
    const player = await createPlayer(db);
    expect(await attemptJoin(failingSql(db, "55P03"), code, player.id)).toMatchObject({
      errorType: "session_locked",
      error: "Session is currently busy. Please try again in a moment.",
    });
    expect(await attemptJoin(failingSql(db, "40001"), code, player.id)).toMatchObject({
      errorType: "race_condition",
      error: "Session was just taken by another player. Please try a different session.",
    });
  });

  it("never answers hostile input with a 500", async () => {
    const { context, code } = await world(database());
    const guest = await signedInPlayer(context);
    const hostile = [
      "' OR 1=1 --",
      "x".repeat(10_000),
      "\u0000\u0000",
      "ÄÖÜ漢字🙂",
      "%00",
      "../../etc/passwd",
      "<script>alert(1)</script>",
      code + "Z",
    ];
    for (const value of hostile) {
      for (const player of [undefined, guest]) {
        const box = await call(joinBoxAction, formPost("/join", { code: value, returnTo: value }, cookieOf(player)), context);
        expect(box.status, value).toBeLessThan(500);
        const pageAction = await call(joinPageAction, formPost(`/join/x`, { attempt: value }, cookieOf(player)), context, {
          inviteCode: value,
        });
        expect(pageAction.status, value).toBeLessThan(500);
        const pageLoader = await call(joinPageLoader, get(`/join/x?error=${encodeURIComponent(value)}`, cookieOf(player)), context, {
          inviteCode: value,
        });
        expect(pageLoader.status, value).toBeLessThan(500);
        const check = await call(
          joinIndexLoader,
          get(`/join?intent=diagnose&code=${encodeURIComponent(value)}`, cookieOf(player)),
          context,
        );
        expect(check.status, value).toBeLessThan(500);
      }
    }
    const json = new Request("http://cleverplay.test/join", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json", Cookie: guest.cookie },
    });
    expect((await call(joinBoxAction, json, context)).status).toBeLessThan(500);
    expect(await context.db.execute(sql`select 1`)).toBeTruthy(); // still standing
  });
});
