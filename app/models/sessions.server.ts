/**
 * Two-player sessions. The database holds all of a session's state; every change is committed
 * together with notify_session(id), and each server instance pushes the new state to its own
 * sockets and streams (server/realtime.ts). A race is two server-verified runs with one seed.
 */
import { randomBytes, randomInt } from "node:crypto";
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { gameRuns, games, multiplayerSessions, profiles } from "../../drizzle/schema";
import { queryRows, type Queryable } from "~/db.server";
import { engineForTitle } from "~/games";
import { INVITE_CODE_LENGTH, normaliseCode } from "~/utils/join";
import type { SessionPlayer, SessionView } from "~/utils/session-messages";
import {
  feedbackSchema,
  findRunById,
  finishRun,
  markTooFast,
  TOO_FAST_MESSAGE,
  latestDeadline,
  refusedAnswer,
  scoreAnswer,
  startRun,
  stateSchema,
  toRun,
  type Run,
} from "./runs.server";
import type { PlayerLook } from "~/utils/player";
import { emblems, frames, lookColumns, wornBadge, wornFrame } from "./player-look.server";

export const INVITE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no 0/O, 1/I/L look-alikes
export const SESSION_LIFETIME_MS = 60 * 60 * 1000;
/** The spec's race length; RACE_SECONDS in the environment overrides it (for tests only). */
export const RACE_SECONDS = 60;

export type Session = typeof multiplayerSessions.$inferSelect;

export function newInviteCode(): string {
  let code = "";
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return code;
}

async function notify(db: Queryable, sessionId: string) {
  await db.execute(sql`select notify_session(${sessionId}::uuid)`);
}

/**
 * Creates an active session hosted by `userId` for a multiplayer game. An older active session
 * of the same host is ended first (a host has one at a time; a unique index guards it).
 */
export async function createSession(db: Queryable, { userId, gameId }: { userId: string; gameId: string }): Promise<Session> {
  return db.transaction(async (tx) => {
    const older = await tx
      .update(multiplayerSessions)
      .set({ status: "ended", state: "waiting", updatedAt: sql`now()` })
      .where(and(eq(multiplayerSessions.player1Id, userId), eq(multiplayerSessions.status, "active")))
      .returning({ id: multiplayerSessions.id });
    for (const { id } of older) await notify(tx, id);
    // A code already in use (vanishingly rare) is skipped, not an error.
    for (;;) {
      const [session] = await tx
        .insert(multiplayerSessions)
        .values({
          gameId,
          player1Id: userId,
          inviteCode: newInviteCode(),
          expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
        })
        .onConflictDoNothing({ target: multiplayerSessions.inviteCode })
        .returning();
      if (session) return session;
    }
  });
}

const hostRun = alias(gameRuns, "host_run");
const guestRun = alias(gameRuns, "guest_run");

/** A session with its game and each seat's run, by invite code or id: all the rules of an action need. */
async function loadSessionWithRuns(db: Queryable, by: { code: string } | { id: string }) {
  const where = "code" in by ? eq(multiplayerSessions.inviteCode, normaliseCode(by.code)) : eq(multiplayerSessions.id, by.id);
  const [row] = await db
    .select({
      session: multiplayerSessions,
      game: {
        id: games.id,
        title: games.title,
        category: games.category,
        slug: games.slug,
      },
      hostRun,
      guestRun,
    })
    .from(multiplayerSessions)
    .innerJoin(games, eq(games.id, multiplayerSessions.gameId))
    .leftJoin(hostRun, eq(hostRun.id, multiplayerSessions.player1RunId))
    .leftJoin(guestRun, eq(guestRun.id, multiplayerSessions.player2RunId))
    .where(where);
  if (!row) return null;
  const runs: Record<Seat, Run | null> = { 1: row.hostRun && toRun(row.hostRun), 2: row.guestRun && toRun(row.guestRun) };
  return { session: row.session, game: row.game, runs };
}
type SessionWithRuns = NonNullable<Awaited<ReturnType<typeof loadSessionWithRuns>>>;
type Seat = 1 | 2;

/**
 * A session with its game, each seat's run and both players' public profiles, by invite code or
 * id. Two small queries rather than one ten-table join, whose planning alone cost more than
 * both: the hub reads this after every change of a race.
 */
export async function loadSession(db: Queryable, by: { code: string } | { id: string }) {
  const row = await loadSessionWithRuns(db, by);
  if (!row) return null;
  const { player1Id, player2Id } = row.session;
  const seated = [player1Id, player2Id].filter((id): id is string => id !== null);
  const players = seated.length
    ? await db
        .select({ id: profiles.id, ...lookColumns })
        .from(profiles)
        .leftJoin(frames, wornFrame)
        .leftJoin(emblems, wornBadge)
        .where(inArray(profiles.id, seated))
    : [];
  const player = (id: string | null) => publicProfile(players.find((p) => p.id === id) ?? null);
  return { ...row, host: player(player1Id), guest: player(player2Id) };
}

export interface PublicPlayer extends PlayerLook {
  id: string;
}

/** A left-joined player (all columns null when the seat is empty) as a player or null. */
function publicProfile(p: { [K in keyof PublicPlayer]: PublicPlayer[K] | null } | null): PublicPlayer | null {
  if (!p?.id || !p.username) return null;
  return {
    ...p,
    id: p.id,
    username: p.username,
    displayName: p.displayName || p.username,
  };
}
export type LoadedSession = NonNullable<Awaited<ReturnType<typeof loadSession>>>;

/** The active session this user hosts or has joined (the header's 'Active Session' badge). */
export async function activeSessionOf(db: Queryable, userId: string) {
  const [row] = await db
    .select({
      id: multiplayerSessions.id,
      inviteCode: multiplayerSessions.inviteCode,
      player1Id: multiplayerSessions.player1Id,
      game: { id: games.id, title: games.title, category: games.category },
    })
    .from(multiplayerSessions)
    .innerJoin(games, eq(games.id, multiplayerSessions.gameId))
    .where(
      and(
        eq(multiplayerSessions.status, "active"),
        sql`${multiplayerSessions.expiresAt} > now()`,
        or(eq(multiplayerSessions.player1Id, userId), eq(multiplayerSessions.player2Id, userId)),
      ),
    )
    .orderBy(desc(multiplayerSessions.createdAt))
    .limit(1);
  return row ?? null;
}

/** Pages that keep a session alive; going anywhere else while hosting ends it (spec). */
export function isGamePage(pathname: string): boolean {
  return /^\/(play|game|join)(\/|$)/.test(pathname);
}

export const joinResultSchema = z.object({
  success: z.boolean(),
  rejoined: z.boolean(),
  session: z.unknown().nullable(),
  error: z.string().nullable().optional(),
  errorType: z.string().nullable().optional(),
  context: z.record(z.unknown()).optional(),
});
export type JoinResult = z.infer<typeof joinResultSchema>;

export async function joinSession(db: Queryable, inviteCode: string, userId: string): Promise<JoinResult> {
  const [row] = await queryRows<{ result: unknown }>(db, sql`select join_session_atomic(${inviteCode}, ${userId}::uuid) as result`);
  return joinResultSchema.parse(row.result);
}

export const diagnosticSchema = z.object({
  invite_code: z.string(),
  user_id: z.string().nullable(),
  timestamp: z.string(),
  session_found: z.boolean(),
  error: z.string().nullable().optional(),
  message: z.string().nullable().optional(),
  all_checks_passed: z.boolean(),
  session_id: z.string().optional(),
  session_status: z.string().optional(),
  player1_id: z.string().nullable().optional(),
  player2_id: z.string().nullable().optional(),
  created_at: z.string().optional(),
  expires_at: z.string().optional(),
  game_id: z.string().optional(),
  status_check: z.boolean().nullable().optional(),
  expiry_check: z.boolean().nullable().optional(),
  own_session_check: z.boolean().nullable().optional(),
  capacity_check: z.boolean().nullable().optional(),
  user_profile_check: z.boolean().nullable().optional(),
  game_exists_check: z.boolean().nullable().optional(),
});
export type Diagnostic = z.infer<typeof diagnosticSchema>;

export async function diagnoseJoin(db: Queryable, inviteCode: string, userId: string | null): Promise<Diagnostic> {
  const [row] = await queryRows<{ result: unknown }>(db, sql`select diagnose_session_join_issues(${inviteCode}, ${userId}) as result`);
  return diagnosticSchema.parse(row.result);
}

export type SessionAction =
  | { type: "ready"; ready: boolean }
  | { type: "start" }
  | { type: "answer"; index: number; answer: string }
  | { type: "leave" }
  | { type: "end" };

export type ActionOutcome = { ok: true; message?: string } | { ok: false; message: string };

const refused = (message: string): ActionOutcome => ({ ok: false, message });

/** One player's message, checked against the session's rules: the same code for sockets and POSTs. */
export async function applySessionAction(
  db: Queryable,
  {
    sessionId,
    userId,
    action,
    timeZone,
    raceSeconds = RACE_SECONDS,
    known,
  }: {
    sessionId: string;
    userId: string;
    action: SessionAction;
    timeZone: string;
    raceSeconds?: number;
    /**
     * The session as the caller last heard of it (the hub holds every change it pushed): a race
     * answer is scored against it, saving a read. The answer is stored only if the run is still
     * as known; anything else is decided again on a fresh read.
     */
    known?: SessionWithRuns;
  },
): Promise<ActionOutcome> {
  if (known && action.type === "answer") {
    const seat = seatOf(known.session, userId);
    if (seat && (await answerRace(db, known, seat, action)).counted) return { ok: true };
  }
  const loaded = await loadSessionWithRuns(db, { id: sessionId });
  if (!loaded) return refused("Session not found.");
  const { session } = loaded;
  const seat = seatOf(session, userId);
  if (!seat) return refused("You are not a player of this session.");

  switch (action.type) {
    case "ready": {
      if (session.status !== "active" || session.state !== "waiting") return refused("You can only get ready before the race starts.");
      const column = seat === 1 ? { player1Ready: action.ready } : { player2Ready: action.ready };
      await changeSession(db, sessionId, column, and(eq(multiplayerSessions.state, "waiting")));
      return { ok: true };
    }
    case "start": {
      if (seat !== 1) return refused("Only the host can start the game.");
      if (!session.player2Id) return refused("Wait for a second player to join.");
      if (!session.player1Ready || !session.player2Ready) return refused("Both players must be ready.");
      if (session.status !== "active" || session.state !== "waiting") return refused("The race has already started.");
      return startRace(db, loaded, raceSeconds);
    }
    case "answer":
      return (await answerRace(db, loaded, seat, action)).outcome;
    case "leave": {
      // A race in progress ends here: both runs count (and pay) as they stand.
      await finishDueRace(db, sessionId, timeZone, { force: true });
      // The guest frees the seat (and may rejoin); the host leaving leaves the session waiting.
      const change =
        seat === 2
          ? { player2Id: null, player2Ready: false, player2RunId: null }
          : { player1Id: null, player1Ready: false, status: "waiting" as const };
      // The last race's scores and result belonged to the pair who ran it: the next pair starts afresh.
      await changeSession(db, sessionId, { ...change, state: "waiting", player1Score: 0, player2Score: 0, finishedAt: null });
      return { ok: true };
    }
    case "end": {
      if (seat !== 1) return refused("Only the host can end the session.");
      // Finish a race in progress first: ending sets the state back to waiting, after which it could not.
      await finishDueRace(db, sessionId, timeZone, { force: true });
      await db.execute(sql`select end_multiplayer_session_with_notification(${sessionId}::uuid, ${userId}::uuid)`);
      return { ok: true };
    }
  }
}

function seatOf(session: Session, userId: string): Seat | 0 {
  return session.player1Id === userId ? 1 : session.player2Id === userId ? 2 : 0;
}

/**
 * A race answer, scored by the game's engine against the run in `loaded` and stored by
 * record_race_answer in one round trip (run, score and notice). `counted` when it was stored.
 */
const ALREADY_ANSWERED = "That question was already answered.";

async function answerRace(
  db: Queryable,
  loaded: SessionWithRuns,
  seat: Seat,
  { index, answer }: Extract<SessionAction, { type: "answer" }>,
): Promise<{ outcome: ActionOutcome; counted: boolean }> {
  const done = (outcome: ActionOutcome, counted = false) => ({ outcome, counted });
  const engine = engineForTitle(loaded.game.title);
  const run = loaded.runs[seat];
  if (loaded.session.state !== "playing" || !run || !engine) return done(refused("The race is not running."));
  const now = new Date();
  const scored = scoreAnswer(run, engine, index, answer, now);
  if (scored.status === "invalid") return done(refused(scored.message));
  if (scored.status === "over") return done(refused("Time's up!"));
  // Not counted, so not "ok": a second tab or a double submit is told so.
  if (scored.status === "stale") return done(refused(ALREADY_ANSWERED));
  if (scored.status === "early") return done(refused("The race has not started yet."));
  if (scored.status === "too-fast") {
    await markTooFast(db, run);
    return done(refused(TOO_FAST_MESSAGE));
  }
  const [{ version }] = await queryRows<{ version: number | null }>(
    db,
    sql`select record_race_answer(${loaded.session.id}::uuid, ${seat}::integer, ${run.id}::uuid, ${index}::integer,
          ${latestDeadline(now).toISOString()}::timestamptz, ${JSON.stringify(scored.state)}::jsonb,
          ${JSON.stringify(scored.feedback)}::jsonb) as version`,
  );
  if (version !== null) return done({ ok: true }, true);
  // Another answer to this question got there first, or the race finished.
  return done(refused((await refusedAnswer(db, run.id, now)).status === "over" ? "Time's up!" : ALREADY_ANSWERED));
}

/** Updates a session (optionally only under `guard`) and publishes the change if there was one, in one statement. */
async function changeSession(db: Queryable, sessionId: string, values: Partial<Session>, guard?: ReturnType<typeof and>) {
  const update = db
    .update(multiplayerSessions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(guard ? and(eq(multiplayerSessions.id, sessionId), guard) : eq(multiplayerSessions.id, sessionId))
    .returning({ id: multiplayerSessions.id });
  await db.execute(sql`with changed as (${update.getSQL()}) select notify_session(id) from changed`);
}

async function startRace(db: Queryable, loaded: SessionWithRuns, raceSeconds: number): Promise<ActionOutcome> {
  const engine = engineForTitle(loaded.game.title);
  if (!engine) return refused("This game cannot be played in a session.");
  const seed = randomBytes(12).toString("base64url");
  return db.transaction(async (tx) => {
    // The row lock makes a double start (two clicks, two instances) start once.
    const [session] = await tx.select().from(multiplayerSessions).where(eq(multiplayerSessions.id, loaded.session.id)).for("update");
    const startable =
      session?.status === "active" &&
      session.state === "waiting" &&
      session.player1Ready &&
      session.player2Ready &&
      session.player1Id &&
      session.player2Id;
    if (!startable) return refused("The race has already started.");
    const now = new Date();
    const runs = [];
    for (const userId of [session.player1Id!, session.player2Id!]) {
      runs.push(
        await startRun(tx, {
          gameId: session.gameId,
          engine,
          owner: { userId },
          seed,
          now,
          durationSeconds: raceSeconds,
          startDelayMs: 0,
        }),
      );
    }
    await tx
      .update(multiplayerSessions)
      .set({
        state: "playing",
        seed,
        player1RunId: runs[0].id,
        player2RunId: runs[1].id,
        player1Score: 0,
        player2Score: 0,
        startedAt: now,
        endsAt: new Date(now.getTime() + raceSeconds * 1000),
        finishedAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(multiplayerSessions.id, session.id));
    await notify(tx, session.id);
    return { ok: true } as const;
  });
}

/**
 * Ends the race once its deadline has passed (or now, with `force`): the first caller's
 * conditional update wins, then both runs finish through the games' completion rules
 * (progress and rewards, once per run). Returns whether this call finished it.
 */
export async function finishDueRace(db: Queryable, sessionId: string, timeZone: string, { force = false } = {}): Promise<boolean> {
  const rows = await db
    .update(multiplayerSessions)
    .set({
      state: "waiting",
      finishedAt: sql`now()`,
      player1Ready: false,
      player2Ready: false,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(multiplayerSessions.id, sessionId),
        eq(multiplayerSessions.state, "playing"),
        force ? undefined : sql`${multiplayerSessions.endsAt} <= now()`,
      ),
    )
    .returning();
  const session = rows[0];
  if (!session) return false;
  const [game] = await db.select({ isPremium: games.isPremium }).from(games).where(eq(games.id, session.gameId));
  for (const runId of [session.player1RunId, session.player2RunId]) {
    const run = runId ? await findRunById(db, runId) : null;
    if (run) await finishRun(db, { run, premium: game?.isPremium ?? false, timeZone });
  }
  await notify(db, sessionId);
  return true;
}

/** Whole seconds until `endsAt`, never below 0: the race clock both players see. */
export function secondsLeft(endsAt: Date, now = new Date()): number {
  return Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / 1000));
}

/** Races past their deadline (for the instance timers and the job runner). */
export async function dueRaces(db: Queryable): Promise<string[]> {
  const rows = await db
    .select({ id: multiplayerSessions.id })
    .from(multiplayerSessions)
    .where(and(eq(multiplayerSessions.state, "playing"), sql`${multiplayerSessions.endsAt} <= now()`));
  return rows.map((row) => row.id);
}

/** cleanup_expired_sessions(): the number of sessions it expired. */
export async function cleanupExpiredSessions(db: Queryable): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`select cleanup_expired_sessions() as count`);
  return Number(row.count);
}

/** Ends every active session this user hosts (they left the game pages). */
export async function endHostedSessions(db: Queryable, userId: string): Promise<number> {
  const hosted = await db
    .select({ id: multiplayerSessions.id })
    .from(multiplayerSessions)
    .where(and(eq(multiplayerSessions.player1Id, userId), eq(multiplayerSessions.status, "active")));
  for (const { id } of hosted) await db.execute(sql`select end_multiplayer_session_with_notification(${id}::uuid, ${userId}::uuid)`);
  return hosted.length;
}

/** Session counts for admins: total, with a guest, orphaned (no host), expired. */
export async function sessionStatistics(db: Queryable) {
  const [row] = await queryRows<{
    total: number;
    with_player2: number;
    orphaned: number;
    expired: number;
  }>(
    db,
    sql`select count(*)::int as total,
               count(*) filter (where player2_id is not null)::int as with_player2,
               count(*) filter (where player1_id is null and status in ('active', 'waiting'))::int as orphaned,
               count(*) filter (where status = 'expired')::int as expired
          from multiplayer_sessions`,
  );
  return {
    total: row.total,
    withPlayer2: row.with_player2,
    orphaned: row.orphaned,
    expired: row.expired,
  };
}

/** The session as `userId` sees it (null when they are not one of its players). */
export async function sessionView(db: Queryable, sessionId: string, userId: string, now = new Date()): Promise<SessionView | null> {
  return viewOf(await loadSession(db, { id: sessionId }), userId, now);
}

/** What `userId` is shown of a loaded session: null when they are not one of its players. */
export function viewOf(loaded: LoadedSession | null, userId: string, now = new Date()): SessionView | null {
  if (!loaded) return null;
  const { session, game } = loaded;
  const seat = seatOf(session, userId);
  if (!seat) return null;
  const playing = session.state === "playing";
  const engine = engineForTitle(game.title);
  const player = (profile: PublicPlayer | null, ready: boolean, score: number): SessionPlayer | null =>
    profile && { ...profile, ready, score };
  const finished = !playing && session.finishedAt !== null && session.player1RunId !== null;
  const run = loaded.runs[seat];
  return {
    id: session.id,
    inviteCode: session.inviteCode,
    status: session.status,
    state: session.state,
    game,
    host: player(loaded.host, session.player1Ready, session.player1Score),
    guest: player(loaded.guest, session.player2Ready, session.player2Score),
    seat,
    endsAt: session.endsAt?.toISOString() ?? null,
    timeLeft: playing && session.endsAt ? secondsLeft(session.endsAt, now) : 0,
    question: playing && run && engine ? { ...engine.question(run.state), index: run.state.index } : null,
    feedback: playing ? (run?.feedback ?? null) : null,
    result: finished
      ? {
          winner:
            session.player1Score === session.player2Score
              ? "tie"
              : ((session.player1Score > session.player2Score ? session.player1Id : session.player2Id) ?? "tie"),
          hostScore: session.player1Score,
          guestScore: session.player2Score,
        }
      : null,
  };
}

/**
 * A change published on 'cleverplay_session': the session's id, and for a race answer
 * (record_race_answer) what it changed, after a space.
 */
export interface SessionNotice {
  sessionId: string;
  answer?: z.infer<typeof answerNoticeSchema>;
}

const answerNoticeSchema = z.object({
  v: z.number().int(),
  seat: z.union([z.literal(1), z.literal(2)]),
  state: stateSchema,
  feedback: feedbackSchema,
});

export function readSessionNotice(payload: string): SessionNotice {
  const space = payload.indexOf(" ");
  if (space < 0) return { sessionId: payload };
  const answer = answerNoticeSchema.safeParse(JSON.parse(payload.slice(space + 1)));
  // A notice this code cannot read still says the session changed: it is read again.
  return { sessionId: payload.slice(0, space), ...(answer.success ? { answer: answer.data } : {}) };
}

/**
 * The session after an answer's notice, from the session as it was known: the same when the
 * notice is already in it, undefined when it cannot be told from it (a change was missed, or
 * the run is not the one known) and the session must be read again.
 */
export function withAnswer(known: LoadedSession, answer: NonNullable<SessionNotice["answer"]>): LoadedSession | undefined {
  const { session, runs } = known;
  if (answer.v <= session.version) return known;
  const run = runs[answer.seat];
  if (answer.v !== session.version + 1 || !run) return undefined;
  const score = answer.state.score;
  return {
    ...known,
    session: { ...session, version: answer.v, ...(answer.seat === 1 ? { player1Score: score } : { player2Score: score }) },
    runs: { ...runs, [answer.seat]: { ...run, state: answer.state, feedback: answer.feedback } },
  };
}
