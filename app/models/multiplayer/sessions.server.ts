/**
 * Two-player sessions: opening one, reading it (with its game, runs and players), ending them.
 * The database holds all of a session's state; every change is committed together with
 * notify_session(id), and each server instance pushes the new state to its own sockets and
 * streams (server/realtime/). The rest of the wing: join.server.ts (joining by code),
 * race.server.ts (the players' actions and the race), view.server.ts (what a player is shown),
 * notices.server.ts (the change notices the hub reads), stats.server.ts (admin counts).
 */
import { joinCodeInUse, newJoinCode } from "../join-codes.server";
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { clevercoinTransactions, gameRuns, games, multiplayerSessions, profiles } from "../../../drizzle/schema";
import { queryRows, type Queryable } from "~/db.server";
import { normaliseCode } from "~/utils/join";
import type { PlayerLook } from "~/utils/player";
import type { RoundUnlock } from "~/utils/unlocks";
import { toRun, type Run } from "../runs/runs.server";
import { unlocksOfRun } from "../runs/unlocks.server";
import { characters, emblems, frames, shownLookColumns, wornCharacter, wornEmblem, wornFrame } from "../player-look.server";

export const SESSION_LIFETIME_MS = 60 * 60 * 1000;

export type Session = typeof multiplayerSessions.$inferSelect;

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
  { userId, gameId, level = 1 }: { userId: string; gameId: string; /** The host's race level (startingLevel). */ level?: number },
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
        .values({
          gameId,
          player1Id: userId,
          player1Level: level,
          inviteCode,
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
export async function loadSessionWithRuns(db: Queryable, by: { code: string } | { id: string }) {
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
export type SessionWithRuns = NonNullable<Awaited<ReturnType<typeof loadSessionWithRuns>>>;
export type Seat = 1 | 2;

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
        .select({ id: profiles.id, ...shownLookColumns })
        .from(profiles)
        .leftJoin(frames, wornFrame)
        .leftJoin(emblems, wornEmblem)
        .leftJoin(characters, wornCharacter)
        .where(inArray(profiles.id, seated))
    : [];
  const player = (id: string | null) => publicProfile(players.find((p) => p.id === id) ?? null);
  return {
    ...row,
    host: player(player1Id),
    guest: player(player2Id),
    coins: await coinsOfLastRace(db, row.session),
    unlocks: await unlocksOfLastRace(db, row.session, row.runs),
  };
}

/** What each seat's run of the last race unlocked (characters, badges), for its end; nothing while a race runs. */
async function unlocksOfLastRace(db: Queryable, session: Session, runs: Record<Seat, Run | null>): Promise<Record<Seat, RoundUnlock[]>> {
  if (session.raceState === "racing" || !session.finishedAt) return { 1: [], 2: [] };
  return { 1: runs[1] ? await unlocksOfRun(db, runs[1]) : [], 2: runs[2] ? await unlocksOfRun(db, runs[2]) : [] };
}

/**
 * What each seat's run of the last race paid (its game-completion coins, by the run's id as the
 * ledger's reference); nothing is read while a race runs or before the first one ends.
 */
async function coinsOfLastRace(db: Queryable, session: Session): Promise<Record<Seat, number>> {
  const coins: Record<Seat, number> = { 1: 0, 2: 0 };
  if (session.raceState === "racing" || !session.finishedAt) return coins;
  const seats = [
    [1, session.player1RunId],
    [2, session.player2RunId],
  ] as const;
  const runIds = seats.map(([, runId]) => runId).filter((id): id is string => id !== null);
  if (!runIds.length) return coins;
  const rows = await db
    .select({ referenceId: clevercoinTransactions.referenceId, amount: sql<number>`sum(${clevercoinTransactions.amount})::integer` })
    .from(clevercoinTransactions)
    .where(and(eq(clevercoinTransactions.transactionType, "earn"), inArray(clevercoinTransactions.referenceId, runIds)))
    .groupBy(clevercoinTransactions.referenceId);
  for (const [seat, runId] of seats) coins[seat] = Number(rows.find((r) => r.referenceId === runId)?.amount ?? 0);
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
        or(eq(multiplayerSessions.player1Id, userId), eq(multiplayerSessions.player2Id, userId)),
      ),
    )
    .orderBy(desc(multiplayerSessions.createdAt))
    .limit(1);
  return row ?? null;
}

export function seatOf(session: Session, userId: string): Seat | 0 {
  return session.player1Id === userId ? 1 : session.player2Id === userId ? 2 : 0;
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
