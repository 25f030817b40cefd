/**
 * Class races: one code for a whole class. A host opens a race for a multiplayer game (and a
 * level); players join by the code (models/class-races/players.server.ts); at Start every player
 * gets an ordinary server-verified run from the race's one seed and one sequence of questions
 * (RunState.shared), so the questions, the pace, the
 * deadline and the completion rewards are the solo game's rules. Every change of state is
 * announced on 'cleverplay_class_race' (notify_class_race) and the hub pushes the room; while a
 * race runs the hub reads its scores on a beat (server/realtime/class-rooms.ts). The rest of the wing: room.server.ts (what
 * the projector and the players see), report.server.ts (the host's report).
 */
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";
import { randomBytes } from "node:crypto";
import { and, count, desc, eq, gte, inArray, ne, sql } from "drizzle-orm";
import { classRacePlayers, classRaces, gameRuns, games } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { engineForTitle } from "~/games";
import { isGameLanguage } from "~/games/language";
import { levelFor } from "~/games/levels";
import { DEFAULT_SEATS, MAX_SEATS } from "~/utils/class-race";
import { MIN_TEAMS, type ClassRaceMode } from "~/utils/class-race-modes";
import { normaliseCode } from "~/utils/join";
import { freeJoinCode } from "../join-codes.server";
import { RACE_SECONDS } from "../multiplayer/race.server";
import { finishRun } from "../runs/finish.server";
import { findRunById, startRun } from "../runs/runs.server";
import { teachersSet } from "../sets/sets.server";
import { teamUpEveryone } from "./modes/team-places.server";

export type ClassRace = typeof classRaces.$inferSelect;

/** Races a host may have open (not finished) at once: a teacher with a few classes, not a code farm. */
export const OPEN_RACES_PER_HOST = 3;
/** The "3, 2, 1" on every screen between Start and the first question. */
export const COUNTDOWN_MS = 3000;
/** How long a host finds a finished race under My Races. */
export const REPORT_DAYS = 30;

export type Refusal = { ok: false; message: string; status: number };
const refuse = (message: string, status = 409): Refusal => ({ ok: false, message, status });

/** Publishes a change of the race, in the caller's transaction. */
export async function notifyClassRace(db: Queryable, raceId: string) {
  await db.execute(sql`select notify_class_race(${raceId}::uuid)`);
}

/** A race of a game (at a level, or the original mix), or of one of the host's sets on its game's stage. */
export type NewClassRace = ({ gameId: string } | { setId: string }) & {
  hostId: string;
  level: number | null;
  /** Raced from this class's page (its teacher is the host: the route checks). */
  classId?: string;
  seats?: number;
  visitorsAllowed?: boolean;
  seconds?: number;
  mode?: ClassRaceMode;
  /** Teams mode: how many teams (ignored in the other modes). */
  teamCount?: number;
};

/**
 * Opens a race in the lobby. Refused for a game that is not a multiplayer game, a level the game
 * does not have, or a host with OPEN_RACES_PER_HOST races still open.
 */
export async function createClassRace(
  db: Queryable,
  options: NewClassRace,
  t: TFunction = englishT("classrace"),
): Promise<{ ok: true; race: ClassRace } | Refusal> {
  // A set is raced on its game's stage, whichever game that is; only its own teacher races it.
  const set = "setId" in options ? await teachersSet(db, options.hostId, options.setId) : null;
  if ("setId" in options && !set) return refuse(t("problems.yourSets"), 400);
  const [game] = set
    ? [set.game]
    : await db
        .select()
        .from(games)
        .where(eq(games.id, "gameId" in options ? options.gameId : ""));
  const engine = game && engineForTitle(game.title);
  if (!game || (!game.isMultiplayer && !set) || !engine) return refuse(t("problems.multiplayer"), 400);
  if (options.level !== null && (set || !levelFor(engine.key, options.level))) return refuse(t("problems.level"), 400);
  const seats = options.seats ?? DEFAULT_SEATS;
  if (!Number.isInteger(seats) || seats < 2 || seats > MAX_SEATS) return refuse(t("problems.seats", { max: MAX_SEATS }), 400);
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({ n: count() })
      .from(classRaces)
      .where(and(eq(classRaces.hostId, options.hostId), ne(classRaces.status, "finished")));
    if (open.n >= OPEN_RACES_PER_HOST) return refuse(t("problems.tooMany", { count: OPEN_RACES_PER_HOST }), 429);
    for (;;) {
      const [race] = await tx
        .insert(classRaces)
        .values({
          inviteCode: await freeJoinCode(tx),
          hostId: options.hostId,
          gameId: game.id,
          level: options.level,
          setId: set?.set.id ?? null,
          classId: options.classId ?? null,
          seats,
          visitorsAllowed: options.visitorsAllowed ?? true,
          seed: randomBytes(12).toString("base64url"),
          seconds: options.seconds ?? RACE_SECONDS,
          mode: options.mode ?? "classic",
          teamCount: options.mode === "teams" ? (options.teamCount ?? MIN_TEAMS) : null,
        })
        .onConflictDoNothing({ target: classRaces.inviteCode })
        .returning();
      if (race) return { ok: true as const, race };
    }
  });
}

export async function classRaceByCode(db: Queryable, code: string): Promise<ClassRace | null> {
  const normalised = normaliseCode(code);
  if (!normalised) return null;
  const [race] = await db.select().from(classRaces).where(eq(classRaces.inviteCode, normalised));
  return race ?? null;
}

export async function classRaceById(db: Queryable, raceId: string): Promise<ClassRace | null> {
  const [race] = await db.select().from(classRaces).where(eq(classRaces.id, raceId));
  return race ?? null;
}

/** The host's switches in the lobby: visitors on or off. */
export async function setVisitorsAllowed(db: Queryable, race: ClassRace, allowed: boolean) {
  await db.update(classRaces).set({ visitorsAllowed: allowed }).where(eq(classRaces.id, race.id));
  await notifyClassRace(db, race.id);
}

/** Locks the race (nobody new joins) or opens it again. */
export async function setLocked(db: Queryable, race: ClassRace, locked: boolean) {
  await db.update(classRaces).set({ locked }).where(eq(classRaces.id, race.id));
  await notifyClassRace(db, race.id);
}

/**
 * Starts the race: one run per player from the race's seed, all with the same countdown and
 * deadline. The row lock makes a double Start (two clicks, two instances) start once, and a join
 * that waits on it sees the race started.
 */
export async function startClassRace(
  db: Queryable,
  raceId: string,
  now = new Date(),
  t: TFunction = englishT("classrace"),
): Promise<{ ok: true } | Refusal> {
  return db.transaction(async (tx) => {
    const [race] = await tx.select().from(classRaces).where(eq(classRaces.id, raceId)).for("update");
    if (!race) return refuse(t("player.notFound"), 404);
    if (race.status !== "lobby") return refuse(t("problems.started"));
    const players = await tx
      .select({
        id: classRacePlayers.id,
        userId: classRacePlayers.userId,
        visitorId: classRacePlayers.visitorId,
        language: classRacePlayers.language,
      })
      .from(classRacePlayers)
      .where(eq(classRacePlayers.raceId, race.id));
    if (players.length === 0) return refuse(t("problems.noPlayers"));
    const [game] = await tx.select({ title: games.title }).from(games).where(eq(games.id, race.gameId));
    // A set's race plays the set as it is at Start (every player the same version); a deleted set cannot start.
    const set = race.setId ? await teachersSet(tx, race.hostId, race.setId) : null;
    if (race.setId && !set) return refuse(t("problems.setDeleted"));
    const engine = set ? set.engine : engineForTitle(game.title)!;
    const playsFrom = new Date(now.getTime() + COUNTDOWN_MS);
    await teamUpEveryone(tx, race);
    for (const player of players) {
      const run = await startRun(tx, {
        gameId: race.gameId,
        engine,
        owner: player.userId ? { userId: player.userId } : { visitorId: player.visitorId! },
        seed: race.seed,
        shared: true,
        now,
        durationSeconds: race.seconds,
        startDelayMs: COUNTDOWN_MS,
        level: race.level ?? undefined,
        // Each player's own language (the projector and the report stay the host's): the one seed
        // and shared sequence draw the same questions for all, in each player's words.
        language: isGameLanguage(player.language) ? player.language : undefined,
        ...(set ? { set: { id: set.set.id, versionId: set.versionId } } : {}),
      });
      await tx.update(gameRuns).set({ classRacePlayerId: player.id }).where(eq(gameRuns.id, run.id));
    }
    await tx
      .update(classRaces)
      .set({ status: "playing", startedAt: now, playsFrom, endsAt: new Date(playsFrom.getTime() + race.seconds * 1000) })
      .where(eq(classRaces.id, race.id));
    await notifyClassRace(tx, race.id);
    return { ok: true as const };
  });
}

/**
 * Ends the race once its deadline has passed (or now, with `force`: the host's End, or a host
 * closing the lobby). The first caller's conditional update wins; then every run finishes through
 * the game's completion rules (coins within the daily limits, progress, badges). Returns whether
 * this call ended it.
 */
export async function finishClassRace(db: Queryable, raceId: string, timeZone: string, { force = false } = {}): Promise<boolean> {
  const [race] = await db
    .update(classRaces)
    .set({ status: "finished", finishedAt: sql`now()` })
    .where(
      and(
        eq(classRaces.id, raceId),
        force ? ne(classRaces.status, "finished") : and(eq(classRaces.status, "playing"), sql`${classRaces.endsAt} <= now()`),
      ),
    )
    .returning();
  if (!race) return false;
  const [game] = await db.select({ isPremium: games.isPremium }).from(games).where(eq(games.id, race.gameId));
  const runs = await db
    .select({ id: gameRuns.id })
    .from(gameRuns)
    .innerJoin(classRacePlayers, eq(classRacePlayers.id, gameRuns.classRacePlayerId))
    .where(and(eq(classRacePlayers.raceId, race.id), sql`${gameRuns.finishedAt} is null`));
  for (const { id } of runs) {
    const run = await findRunById(db, id);
    if (run) await finishRun(db, { run, premium: game?.isPremium ?? false, timeZone });
  }
  await notifyClassRace(db, race.id);
  return true;
}

/** Races past their deadline (for the hub's timers and the job runner). */
export async function dueClassRaces(db: Queryable): Promise<string[]> {
  const rows = await db
    .select({ id: classRaces.id })
    .from(classRaces)
    .where(and(eq(classRaces.status, "playing"), sql`${classRaces.endsAt} <= now()`));
  return rows.map((row) => row.id);
}

export interface HostedRace {
  id: string;
  inviteCode: string;
  status: ClassRace["status"];
  gameTitle: string;
  createdAt: Date;
  players: number;
}

/** My Races: the host's races of the last REPORT_DAYS days, newest first. */
export async function racesOfHost(db: Queryable, hostId: string): Promise<HostedRace[]> {
  const rows = await db
    .select({
      id: classRaces.id,
      inviteCode: classRaces.inviteCode,
      status: classRaces.status,
      gameTitle: games.title,
      createdAt: classRaces.createdAt,
    })
    .from(classRaces)
    .innerJoin(games, eq(games.id, classRaces.gameId))
    .where(and(eq(classRaces.hostId, hostId), gte(classRaces.createdAt, sql`now() - make_interval(days => ${REPORT_DAYS})`)))
    .orderBy(desc(classRaces.createdAt))
    .limit(100);
  if (!rows.length) return [];
  const counts = await db
    .select({ raceId: classRacePlayers.raceId, n: count() })
    .from(classRacePlayers)
    .where(
      inArray(
        classRacePlayers.raceId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(classRacePlayers.raceId);
  return rows.map((row) => ({ ...row, players: counts.find((c) => c.raceId === row.id)?.n ?? 0 }));
}

/** A lobby nobody started within this many hours is closed (it stops counting as open). */
export const LOBBY_HOURS = 6;

/**
 * Housekeeping: lobbies left unstarted are closed, and races older than REPORT_DAYS are deleted
 * with their players and answers (the runs stay, as any run does).
 */
export async function tidyClassRaces(db: Queryable): Promise<{ closed: number; deleted: number }> {
  const closed = await db
    .update(classRaces)
    .set({ status: "finished", finishedAt: sql`now()` })
    .where(and(eq(classRaces.status, "lobby"), sql`${classRaces.createdAt} < now() - make_interval(hours => ${LOBBY_HOURS})`))
    .returning({ id: classRaces.id });
  const deleted = await db
    .delete(classRaces)
    .where(sql`${classRaces.createdAt} < now() - make_interval(days => ${REPORT_DAYS})`)
    .returning({ id: classRaces.id });
  return { closed: closed.length, deleted: deleted.length };
}
