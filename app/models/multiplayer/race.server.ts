/**
 * The race: each player's message (ready, start, answer, leave, end) checked against the
 * session's rules, the same code for sockets and POSTs; a race is one server-verified run a seat
 * (2 to 8) with one seed, finished once at its deadline.
 */
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { games, multiplayerSessions, sessionSeats } from "../../../drizzle/schema";
import { queryRows, type Queryable } from "~/db.server";
import { engineForTitle } from "~/games";
import { isGameLanguage } from "~/games/language";
import { levelFor } from "~/games/levels";
import { raceWinner } from "~/games/race-points";
import { findRunById, startRun } from "../runs/runs.server";
import { finishPlayedRun } from "../runs/answer-service.server";
import { hasOwnershipRow } from "../owned-games.server";
import { latestDeadline, submitAnswer, TOO_FAST_MESSAGE, type AnswerOutcome, type AnswerStore } from "../runs/answers.server";
import { changeSeat, changeSession, loadSessionWithRuns, notify, seatOf, type Seat, type SessionWithRuns } from "./sessions.server";
import { raceWords } from "./race-words.server";

/** The race's refusals in the spec's English (race.json's "said"); the page and the socket give them in the reader's words. */
const { said } = raceWords;

/** The spec's race length; RACE_SECONDS in the environment overrides it (for tests only). */
export const RACE_SECONDS = 60;

export type SessionAction =
  | { type: "ready"; ready: boolean; level?: number }
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
    const seat = seatOf(known, userId);
    if (seat && (await answerRace(db, known, seat, action)).counted) return { ok: true };
  }
  const loaded = await loadSessionWithRuns(db, { id: sessionId });
  if (!loaded) return refused(said("said.sessionNotFound"));
  const { session } = loaded;
  const seat = seatOf(loaded, userId);
  if (!seat) return refused(said("said.notAPlayer"));

  switch (action.type) {
    case "ready": {
      if (session.status !== "active" || session.raceState !== "idle") return refused(said("said.readyBefore"));
      const engine = engineForTitle(loaded.game.title);
      if (action.level !== undefined && !(engine && levelFor(engine.key, action.level))) return refused(said("said.chooseLevel"));
      const change = { ready: action.ready, ...(action.level ? { level: action.level } : {}) };
      await changeSeat(db, { sessionId, seat }, change, eq(multiplayerSessions.raceState, "idle"));
      return { ok: true };
    }
    case "start": {
      if (seat !== 1) return refused(said("said.hostStarts"));
      const two = loaded.seats.length <= 2;
      if (loaded.seats.length < 2) return refused(said("said.waitSecond"));
      if (!loaded.seats.every((s) => s.ready)) return refused(two ? said("said.bothReady") : said("said.everyoneReady"));
      if (session.status !== "active" || session.raceState !== "idle") return refused(said("said.started"));
      if (!(await allMayRace(db, loaded))) return refused(two ? said("said.bothOwn") : said("said.everyoneOwn"));
      return startRace(db, loaded, raceSeconds);
    }
    case "answer":
      return (await answerRace(db, loaded, seat, action)).outcome;
    case "leave": {
      // A race in progress ends here: every run counts (and pays) as it stands.
      await finishDueRace(db, sessionId, timeZone, { force: true });
      await db.transaction(async (tx) => {
        // A guest frees the seat (and may rejoin); the host leaving leaves the session waiting.
        await tx.delete(sessionSeats).where(and(eq(sessionSeats.sessionId, sessionId), eq(sessionSeats.seat, seat)));
        // The last race's scores and result belonged to who ran it: the next party starts afresh.
        await tx.update(sessionSeats).set({ score: 0 }).where(eq(sessionSeats.sessionId, sessionId));
        const host = seat === 1 ? { player1Id: null, status: "waiting" as const } : {};
        await changeSession(tx, sessionId, { ...host, raceState: "idle", finishedAt: null });
      });
      return { ok: true };
    }
    case "end": {
      if (seat !== 1) return refused(said("said.hostEnds"));
      // Finish a race in progress first: ending sets the race state back to idle, after which it could not.
      await finishDueRace(db, sessionId, timeZone, { force: true });
      await db.execute(sql`select end_multiplayer_session_with_notification(${sessionId}::uuid, ${userId}::uuid)`);
      return { ok: true };
    }
  }
}

const ALREADY_ANSWERED = said("said.alreadyAnswered");

/**
 * A race run's answers are stored through its session: record_race_answer stores the run's state
 * and the race score and publishes the notice in one round trip, only while the race runs and the
 * run is still at that question. A race's wrong answers are not kept for teachers' most-missed.
 */
function raceStore(sessionId: string, seat: Seat): AnswerStore {
  return {
    async store(db, { run, index, now, state, feedback }) {
      const [{ version }] = await queryRows<{ version: number | null }>(
        db,
        sql`select record_race_answer(${sessionId}::uuid, ${seat}::integer, ${run.id}::uuid, ${index}::integer,
              ${latestDeadline(now).toISOString()}::timestamptz, ${JSON.stringify(state)}::jsonb,
              ${JSON.stringify(feedback)}::jsonb) as version`,
      );
      return version === null ? null : { ...run, state, feedback };
    },
    keepsMisses: false,
  };
}

/** What a racer is told when their answer did not count (not "ok": a second tab or a double submit is told so). */
const RACE_REFUSALS: Record<Exclude<AnswerOutcome["status"], "answered" | "invalid">, string> = {
  over: said("said.timeUp"),
  stale: ALREADY_ANSWERED,
  early: said("said.notStarted"),
  "too-fast": TOO_FAST_MESSAGE,
};

/**
 * A race answer, through the answer service's answer step (submitAnswer: scored by the game's
 * engine, the pace rule, stored only if the run is still as known) against the run in `loaded`,
 * stored by the race's store. `counted` when it was stored.
 */
async function answerRace(
  db: Queryable,
  loaded: SessionWithRuns,
  seat: Seat,
  { index, answer }: Extract<SessionAction, { type: "answer" }>,
): Promise<{ outcome: ActionOutcome; counted: boolean }> {
  const engine = engineForTitle(loaded.game.title);
  const run = loaded.seats.find((s) => s.seat === seat)?.run;
  if (loaded.session.raceState !== "racing" || !run || !engine) return { outcome: refused(said("said.notRunning")), counted: false };
  const outcome = await submitAnswer(db, { run, engine, index, answer, store: raceStore(loaded.session.id, seat) });
  if (outcome.status === "answered") return { outcome: { ok: true }, counted: true };
  return { outcome: refused(outcome.status === "invalid" ? outcome.message : RACE_REFUSALS[outcome.status]), counted: false };
}

/** A premium game races only between players who own it: a race is not a way round buying it. */
async function allMayRace(db: Queryable, { session, seats }: SessionWithRuns): Promise<boolean> {
  const [game] = await db.select({ isPremium: games.isPremium }).from(games).where(eq(games.id, session.gameId));
  if (!game?.isPremium) return true;
  const owners = await Promise.all(seats.map((seat) => hasOwnershipRow(db, seat.profileId, session.gameId)));
  return owners.every(Boolean);
}

async function startRace(db: Queryable, loaded: SessionWithRuns, raceSeconds: number): Promise<ActionOutcome> {
  const engine = engineForTitle(loaded.game.title);
  if (!engine) return refused(said("said.noSession"));
  const seed = randomBytes(12).toString("base64url");
  return db.transaction(async (tx) => {
    // The row lock makes a double start (two clicks, two instances) start once.
    const [session] = await tx.select().from(multiplayerSessions).where(eq(multiplayerSessions.id, loaded.session.id)).for("update");
    const seats = await tx.select().from(sessionSeats).where(eq(sessionSeats.sessionId, loaded.session.id)).orderBy(sessionSeats.seat);
    const startable = session?.status === "active" && session.raceState === "idle" && seats.length >= 2 && seats.every((s) => s.ready);
    if (!startable) return refused(said("said.started"));
    const now = new Date();
    // Each player at their own level: one seed, each level's own questions.
    // Each in their own language: the same seed draws the same questions, in their words.
    for (const { seat, profileId, level, language } of seats) {
      const run = await startRun(tx, {
        gameId: session.gameId,
        engine,
        owner: { userId: profileId },
        level,
        seed,
        now,
        durationSeconds: raceSeconds,
        startDelayMs: 0,
        language: isGameLanguage(language) ? language : undefined,
      });
      await tx
        .update(sessionSeats)
        .set({ runId: run.id, score: 0 })
        .where(and(eq(sessionSeats.sessionId, session.id), eq(sessionSeats.seat, seat)));
    }
    await tx
      .update(multiplayerSessions)
      .set({
        raceState: "racing",
        seed,
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
    .set({ raceState: "idle", finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(multiplayerSessions.id, sessionId),
        eq(multiplayerSessions.raceState, "racing"),
        force ? undefined : sql`${multiplayerSessions.endsAt} <= now()`,
      ),
    )
    .returning();
  const session = rows[0];
  if (!session) return false;
  // Everyone gets ready again for a rematch.
  const seats = await db.update(sessionSeats).set({ ready: false }).where(eq(sessionSeats.sessionId, sessionId)).returning();
  const [game] = await db.select().from(games).where(eq(games.id, session.gameId));
  // The winner on race points (each score against its own level), before the runs finish: the
  // badge and character checks that follow read it.
  const engine = game && engineForTitle(game.title);
  const winner = engine ? raceWinner(engine.key, seats) : null;
  const raceWinnerId = winner === null ? null : seats[winner].profileId;
  await db.update(multiplayerSessions).set({ raceWinnerId }).where(eq(multiplayerSessions.id, sessionId));
  for (const { runId } of seats) {
    const run = runId ? await findRunById(db, runId) : null;
    if (run && game) await finishPlayedRun({ db, game, timeZone }, run);
  }
  await notify(db, sessionId);
  return true;
}

/** Races past their deadline (for the instance timers and the job runner). */
export async function dueRaces(db: Queryable): Promise<string[]> {
  const rows = await db
    .select({ id: multiplayerSessions.id })
    .from(multiplayerSessions)
    .where(and(eq(multiplayerSessions.raceState, "racing"), sql`${multiplayerSessions.endsAt} <= now()`));
  return rows.map((row) => row.id);
}
