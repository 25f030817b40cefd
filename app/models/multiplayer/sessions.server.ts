/**
 * Friend sessions (a party of 2 to 8, one seat each in session_seats): opening one, reading it
 * (with its game, seats, runs and players), ending them.
 * The database holds all of a session's state; every change is committed together with
 * notify_session(id), and each server instance pushes the new state to its own sockets and
 * streams (server/realtime/). The rest of the wing: join.server.ts (joining by code),
 * race.server.ts (the players' actions and the race), view.server.ts (what a player is shown),
 * notices.server.ts (the change notices the hub reads), stats.server.ts (admin counts).
 */
import { joinCodeInUse, newJoinCode } from "../join-codes.server";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { clevercoinTransactions, gameRuns, games, multiplayerSessions, profiles, sessionSeats } from "../../../drizzle/schema";
import { queryRows, type Queryable } from "~/db.server";
import { normaliseCode } from "~/utils/join";
import type { PlayerLook } from "~/utils/player";
import type { GameLanguage } from "~/games/language";
import type { RoundUnlock } from "~/utils/unlocks";
import { toRun, type Run } from "../runs/runs.server";
import { unlocksOfRun } from "../runs/unlocks.server";
import { characters, emblems, frames, shownLookColumns, wornCharacter, wornEmblem, wornFrame } from "../player-look.server";

export const SESSION_LIFETIME_MS = 60 * 60 * 1000;

export type Session = typeof multiplayerSessions.$inferSelect;
type SeatRow = typeof sessionSeats.$inferSelect;

/** The most players a party race takes, host included; 2 is the spec's two-player session. */
export const MAX_PARTY = 8;

/** Publishes a change of the session (its id on 'cleverplay_session'), in the caller's transaction. */
export async function notify(db: Queryable, sessionId: string) {
  await db.execute(sql`select notify_session(${sessionId}::uuid)`);
}

/**
 * Creates an active session hosted by `userId` for a multiplayer game. An older active session
 * of the same host is ended first (a host has one at a time; a unique index guards it).
 */
export async function createSession(
  db: Queryable,
  {
    userId,
    gameId,
    level = 1,
    maxPlayers = 2,
    language,
  }: {
    userId: string;
    gameId: string;
    /** The host's race level (startingLevel). */
    level?: number;
    /** How many may race, host included (2 to MAX_PARTY). */
    maxPlayers?: number;
    /** The host's language: their race runs are played in it (RunState.language). */
    language?: GameLanguage;
  },
): Promise<Session> {
  return db.transaction(async (tx) => {
    const older = await tx
      .update(multiplayerSessions)
      .set({ status: "ended", raceState: "idle", updatedAt: sql`now()` })
      .where(and(eq(multiplayerSessions.player1Id, userId), eq(multiplayerSessions.status, "active")))
      .returning({ id: multiplayerSessions.id });
    for (const { id } of older) await notify(tx, id);
    // A code already in use (vanishingly rare) is skipped, not an error; class races and classes
    // share the code space (join-codes.server.ts), so /join finds any of them.
    for (;;) {
      const inviteCode = newJoinCode();
      if (await joinCodeInUse(tx, inviteCode)) continue;
      const [session] = await tx
        .insert(multiplayerSessions)
        .values({ gameId, player1Id: userId, maxPlayers, inviteCode, expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS) })
        .onConflictDoNothing({ target: multiplayerSessions.inviteCode })
        .returning();
      if (!session) continue;
      await tx.insert(sessionSeats).values({ sessionId: session.id, seat: 1, profileId: userId, level, language });
      return session;
    }
  });
}

/** One seat of a session: its player, ready flag, score, level and run of the current (or last) race. */
export type SeatState = Omit<SeatRow, "sessionId" | "joinedAt"> & { run: Run | null };

/**
 * A session with its game and each seat (in seat order) with its run, by invite code or id, in
 * one query: all the rules of an action need.
 */
export async function loadSessionWithRuns(db: Queryable, by: { code: string } | { id: string }) {
  const where = "code" in by ? eq(multiplayerSessions.inviteCode, normaliseCode(by.code)) : eq(multiplayerSessions.id, by.id);
  const rows = await db
    .select({
      session: multiplayerSessions,
      game: { id: games.id, title: games.title, category: games.category, slug: games.slug },
      seat: sessionSeats,
      run: gameRuns,
    })
    .from(multiplayerSessions)
    .innerJoin(games, eq(games.id, multiplayerSessions.gameId))
    .leftJoin(sessionSeats, eq(sessionSeats.sessionId, multiplayerSessions.id))
    .leftJoin(gameRuns, eq(gameRuns.id, sessionSeats.runId))
    .where(where)
    .orderBy(asc(sessionSeats.seat));
  if (!rows.length) return null;
  const seats: SeatState[] = rows.flatMap(({ seat, run }) => {
    if (!seat) return [];
    const { sessionId: _session, joinedAt: _joined, ...state } = seat;
    return [{ ...state, run: run && toRun(run) }];
  });
  return { session: rows[0].session, game: rows[0].game, seats };
}
export type SessionWithRuns = NonNullable<Awaited<ReturnType<typeof loadSessionWithRuns>>>;
/** A seat's number: 1 the host's, 2 to max_players the guests'. */
export type Seat = number;

/**
 * A session with its game, each seat's run and every player's public profile, by invite code or
 * id. Two small queries rather than one ten-table join, whose planning alone cost more than
 * both: the hub reads this after every change of a race.
 */
export async function loadSession(db: Queryable, by: { code: string } | { id: string }) {
  const row = await loadSessionWithRuns(db, by);
  if (!row) return null;
  const seated = row.seats.map((seat) => seat.profileId);
  const players = seated.length
    ? await db
        .select({ id: profiles.id, ...shownLookColumns })
        .from(profiles)
        .leftJoin(frames, wornFrame)
        .leftJoin(emblems, wornEmblem)
        .leftJoin(characters, wornCharacter)
        .where(inArray(profiles.id, seated))
    : [];
  const seats = row.seats.map((seat) => ({ ...seat, player: publicProfile(players.find((p) => p.id === seat.profileId) ?? null) }));
  return { ...row, seats, coins: await coinsOfLastRace(db, row), unlocks: await unlocksOfLastRace(db, row) };
}

/**
 * What each seat's run of the last race unlocked (characters, badges), for its end; nothing while
 * a race runs. Only that seat's player is shown them (view.server.ts), so in the language they
 * joined in (the seat's, as their run's questions).
 */
async function unlocksOfLastRace(db: Queryable, { session, seats }: SessionWithRuns): Promise<Record<Seat, RoundUnlock[]>> {
  const unlocks: Record<Seat, RoundUnlock[]> = {};
  if (session.raceState === "racing" || !session.finishedAt) return unlocks;
  for (const { seat, run, language } of seats) unlocks[seat] = run ? await unlocksOfRun(db, run, language ?? undefined) : [];
  return unlocks;
}

/**
 * What each seat's run of the last race paid (its game-completion coins, by the run's id as the
 * ledger's reference); nothing is read while a race runs or before the first one ends.
 */
async function coinsOfLastRace(db: Queryable, { session, seats }: SessionWithRuns): Promise<Record<Seat, number>> {
  const coins: Record<Seat, number> = {};
  if (session.raceState === "racing" || !session.finishedAt) return coins;
  const runIds = seats.map((seat) => seat.runId).filter((id): id is string => id !== null);
  if (!runIds.length) return coins;
  const rows = await db
    .select({ referenceId: clevercoinTransactions.referenceId, amount: sql<number>`sum(${clevercoinTransactions.amount})::integer` })
    .from(clevercoinTransactions)
    .where(and(eq(clevercoinTransactions.transactionType, "earn"), inArray(clevercoinTransactions.referenceId, runIds)))
    .groupBy(clevercoinTransactions.referenceId);
  for (const { seat, runId } of seats) coins[seat] = Number(rows.find((r) => r.referenceId === runId)?.amount ?? 0);
  return coins;
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
export async function activeTwoPlayerSessionOf(db: Queryable, userId: string) {
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
        inArray(
          multiplayerSessions.id,
          db.select({ id: sessionSeats.sessionId }).from(sessionSeats).where(eq(sessionSeats.profileId, userId)),
        ),
      ),
    )
    .orderBy(desc(multiplayerSessions.createdAt))
    .limit(1);
  return row ?? null;
}

/** The seat `userId` holds in the session, or 0 when they hold none. */
export function seatOf({ seats }: { seats: readonly SeatState[] }, userId: string): Seat | 0 {
  return seats.find((seat) => seat.profileId === userId)?.seat ?? 0;
}

/**
 * Updates one seat (under `guard` on the session, optionally) and counts and publishes it as a
 * change of the session, in one statement: the session's version is what the hub's cache follows.
 */
export async function changeSeat(
  db: Queryable,
  { sessionId, seat }: { sessionId: string; seat: Seat },
  values: Partial<Pick<SeatRow, "ready" | "level" | "score" | "runId" | "language">>,
  guard?: ReturnType<typeof and>,
) {
  const seatUpdate = db
    .update(sessionSeats)
    .set(values)
    .where(and(sql`${sessionSeats.sessionId} in (select id from changed)`, eq(sessionSeats.seat, seat)));
  const sessionUpdate = db
    .update(multiplayerSessions)
    .set({ updatedAt: sql`now()` })
    .where(guard ? and(eq(multiplayerSessions.id, sessionId), guard) : eq(multiplayerSessions.id, sessionId))
    .returning({ id: multiplayerSessions.id });
  await db.execute(
    sql`with changed as (${sessionUpdate.getSQL()}), seat as (${seatUpdate.getSQL()}) select notify_session(id) from changed`,
  );
}

/** Updates a session (optionally only under `guard`) and publishes the change if there was one, in one statement. */
export async function changeSession(db: Queryable, sessionId: string, values: Partial<Session>, guard?: ReturnType<typeof and>) {
  const update = db
    .update(multiplayerSessions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(guard ? and(eq(multiplayerSessions.id, sessionId), guard) : eq(multiplayerSessions.id, sessionId))
    .returning({ id: multiplayerSessions.id });
  await db.execute(sql`with changed as (${update.getSQL()}) select notify_session(id) from changed`);
}

/** cleanup_expired_sessions(): the number of sessions it expired. */
export async function cleanupExpiredSessions(db: Queryable): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`select cleanup_expired_sessions() as count`);
  return Number(row.count);
}

/** Ends this session if `userId` hosts it and it is still open: its host left the game pages. */
export async function endSessionHostLeft(db: Queryable, sessionId: string, userId: string): Promise<boolean> {
  const [row] = await queryRows<{ ended: boolean }>(
    db,
    sql`select end_multiplayer_session_with_notification(${sessionId}::uuid, ${userId}::uuid) as ended`,
  );
  return Boolean(row?.ended);
}
