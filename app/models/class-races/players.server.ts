/**
 * Joining a class race: a signed-in player with their account, a visitor with a first name or
 * nickname they type (letters only, screened like usernames) or one the race makes up; the host
 * can swap a visitor's name for a made-up one. A join takes the
 * race's row lock, so of two joins racing for the last seat one gets it and the other is told
 * the race is full, and a join never slips in after Start.
 */
import type { TFunction } from "i18next";
import type { GameLanguage } from "~/games/language";
import { englishT } from "~/i18n/messages.server";
import { and, count, eq, isNotNull } from "drizzle-orm";
import { classRacePlayers, classRaces, gameRuns, games } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import type { ClassRaceMode } from "~/utils/class-race-modes";
import { generateNickname } from "~/utils/nickname";
import { cleanText } from "~/utils/visible-text";
import { nameProblem } from "../name-refusals.server";
import { hasOwnershipRow } from "../owned-games.server";
import { hitRateLimits, type Limit } from "../rate-limit.server";
import { JOIN_ATTEMPTS } from "../multiplayer/join.server";
import type { Player } from "../runs/runs.server";
import { notifyClassRace, type ClassRace, type Refusal } from "./races.server";
import { placeNewcomer } from "./modes/team-places.server";

export type ClassRacePlayer = typeof classRacePlayers.$inferSelect;

/** Per address, sized for a whole school behind one address joining a few races. */
const JOINS_PER_ADDRESS = { max: 1000, windowSeconds: 600 } as const;
/**
 * New visitors' browsers joining one race from one address: five every 10 s. A class behind its
 * school's one address (40 seats) is in within 80 s, each refused child told to try again in a few
 * seconds; one client making a fresh visitor per request no longer takes every seat in half a
 * second, and the host sees it coming in time to lock the race and remove what it took
 * (docs/decisions/class-race-seats.md).
 */
export const VISITOR_JOINS_PER_ADDRESS = { max: 5, windowSeconds: 10 } as const;

/**
 * The name a visitor typed, checked: empty for a made-up one, or why it cannot be shown, in the
 * words of `t` (the checks namespace's, as the other names' checks: the reader's from a route,
 * the spec's English by default).
 */
export function visitorName(
  typed: string | undefined,
  t: TFunction = englishT("checks"),
): { ok: true; nickname: string } | { ok: false; message: string } {
  const name = cleanText(typed ?? "");
  if (name === "") return { ok: true, nickname: generateNickname() };
  if (!/^\p{L}{2,15}$/u.test(name)) return { ok: false, message: t("race.visitorName") };
  const refused = nameProblem("name", name, t);
  if (refused) return { ok: false, message: refused };
  return { ok: true, nickname: name };
}

const racerColumn = (racer: Player) =>
  "userId" in racer ? eq(classRacePlayers.userId, racer.userId) : eq(classRacePlayers.visitorId, racer.visitorId);

/** This racer's place in the race, if they joined it. */
export async function findRacePlayer(db: Queryable, raceId: string, racer: Player): Promise<ClassRacePlayer | null> {
  const [player] = await db
    .select()
    .from(classRacePlayers)
    .where(and(eq(classRacePlayers.raceId, raceId), racerColumn(racer)));
  return player ?? null;
}

/** The player's run of the race (there is one from Start on). */
export async function runIdOfPlayer(db: Queryable, playerId: string): Promise<string | null> {
  const [run] = await db.select({ id: gameRuns.id }).from(gameRuns).where(eq(gameRuns.classRacePlayerId, playerId));
  return run?.id ?? null;
}

export type JoinOutcome = { ok: true; race: ClassRace; player: ClassRacePlayer; rejoined: boolean } | Refusal;

/**
 * Joins `racer` to the race with `code`. A player already in it is welcomed back at any stage (a
 * refresh, another device). Otherwise the race must be in its lobby, with a seat free, and open
 * to visitors for a visitor. `address` is the client's, for the per-address limit.
 */
export async function joinClassRace(
  db: Queryable,
  {
    race: found,
    racer,
    address,
    nickname,
    language,
  }: {
    race: ClassRace;
    racer: Player;
    address: string;
    nickname?: string;
    /** The joiner's language: their run of the race is played in it (a class may mix languages). */
    language?: GameLanguage;
  },
  t: TFunction = englishT("classrace"),
): Promise<JoinOutcome> {
  const limits: Limit[] = [
    { key: `class-race-join:${"userId" in racer ? `user:${racer.userId}` : `visitor:${racer.visitorId}`}`, ...JOIN_ATTEMPTS },
    { key: `class-race-join:ip:${address}`, ...JOINS_PER_ADDRESS },
  ];
  if (!(await hitRateLimits(db, limits)).allowed) return { ok: false, message: t("joining.rateLimited"), status: 429 };
  // A visitor coming back (a refresh, another tab) is not a newcomer: only new ones are paced.
  if ("visitorId" in racer && !(await findRacePlayer(db, found.id, racer))) {
    const paced = await hitRateLimits(db, [{ key: `class-race-visitors:${found.id}:ip:${address}`, ...VISITOR_JOINS_PER_ADDRESS }]);
    if (!paced.allowed) return { ok: false, message: t("joining.crowded", { count: paced.retryAfterSeconds }), status: 429 };
  }
  return db.transaction(async (tx): Promise<JoinOutcome> => {
    const [race] = await tx.select().from(classRaces).where(eq(classRaces.id, found.id)).for("update");
    if (!race) return { ok: false, message: t("joining.notFound"), status: 404 };
    const known = await findRacePlayer(tx, race.id, racer);
    if (known) return { ok: true, race, player: known, rejoined: true };
    const refusal = joinRefusal(race, racer, t);
    if (refusal) return refusal;
    // A premium game's race is not a way round buying it (as a two-player race is not).
    if (!(await mayPlayRaceGame(tx, race, racer))) return { ok: false, message: t("joining.premium"), status: 403 };
    const [{ n }] = await tx.select({ n: count() }).from(classRacePlayers).where(eq(classRacePlayers.raceId, race.id));
    if (n >= race.seats) return { ok: false, message: t("joining.full", { seats: race.seats }), status: 409 };
    const [player] = await tx
      .insert(classRacePlayers)
      .values({
        raceId: race.id,
        language,
        ...("userId" in racer ? { userId: racer.userId } : { visitorId: racer.visitorId, nickname: nickname ?? generateNickname() }),
      })
      .returning();
    await placeNewcomer(tx, race, player.id);
    await notifyClassRace(tx, race.id);
    return { ok: true, race, player, rejoined: false };
  });
}

async function mayPlayRaceGame(db: Queryable, race: ClassRace, racer: Player): Promise<boolean> {
  const [game] = await db.select({ isPremium: games.isPremium }).from(games).where(eq(games.id, race.gameId));
  if (!game?.isPremium) return true;
  return "userId" in racer && (await hasOwnershipRow(db, racer.userId, race.gameId));
}

/** Why a newcomer cannot join this race now, if they cannot (the card says it before they try), in the words of `t`. */
export function joinRefusal(race: ClassRace, racer: Player | null, t: TFunction = englishT("classrace")): Refusal | null {
  if (race.status === "finished") return { ok: false, message: t("joining.finished"), status: 410 };
  if (race.status === "playing") return { ok: false, message: t("joining.started"), status: 409 };
  if (race.locked) return { ok: false, message: t("joining.locked"), status: 403 };
  if (racer && "userId" in racer && racer.userId === race.hostId) return { ok: false, message: t("joining.own"), status: 409 };
  if (racer && "visitorId" in racer && !race.visitorsAllowed) return { ok: false, message: t("joining.noVisitors"), status: 403 };
  return null;
}

/**
 * The host takes a player out of the race before it starts (a seat taken by someone who should
 * not have it): their place goes, and the room is told. Whoever it was can join again while the
 * race is open, so a host who removes a flood locks the race first. The race's row lock orders it
 * with joins and Start, as a join is ordered. A class's roster will remove its members the same
 * way: the owner's check, one delete of the membership row under the owner's lock, and a notice.
 */
export async function removeRacePlayer(
  db: Queryable,
  raceId: string,
  playerId: string,
  t: TFunction = englishT("classrace"),
): Promise<{ ok: true } | Refusal> {
  return db.transaction(async (tx): Promise<{ ok: true } | Refusal> => {
    const [race] = await tx.select().from(classRaces).where(eq(classRaces.id, raceId)).for("update");
    if (!race) return { ok: false, message: t("joining.notFound"), status: 404 };
    if (race.status !== "lobby") return { ok: false, message: t("joining.notInLobby"), status: 409 };
    const removed = await tx
      .delete(classRacePlayers)
      .where(and(eq(classRacePlayers.raceId, race.id), eq(classRacePlayers.id, playerId)))
      .returning({ id: classRacePlayers.id });
    if (removed.length) await notifyClassRace(tx, race.id);
    return { ok: true };
  });
}

/** The host gives a visitor a made-up name instead of the one they typed (any time: a name is only a name). */
export async function renameRacePlayer(db: Queryable, raceId: string, playerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const renamed = await tx
      .update(classRacePlayers)
      .set({ nickname: generateNickname() })
      .where(and(eq(classRacePlayers.raceId, raceId), eq(classRacePlayers.id, playerId), isNotNull(classRacePlayers.nickname)))
      .returning({ id: classRacePlayers.id });
    if (renamed.length) await notifyClassRace(tx, raceId);
  });
}

/** Someone who may follow a race's room live: its host (no racer), or one of its players. */
export interface RaceFollower {
  gameId: string;
  /** The race's mode: a Classic race's answers need no mode rules. */
  mode: ClassRaceMode;
  /** The player as their runs are owned (null: the host, who only watches). */
  racer: Player | null;
}

/** Who may follow a race's room live: its host and its players (by account or by this browser). */
export async function raceFollower(
  db: Queryable,
  raceId: string,
  { userId, visitorId }: { userId: string | null; visitorId: string | null },
): Promise<RaceFollower | null> {
  const [race] = await db
    .select({ hostId: classRaces.hostId, gameId: classRaces.gameId, mode: classRaces.mode })
    .from(classRaces)
    .where(eq(classRaces.id, raceId));
  if (!race) return null;
  if (userId && race.hostId === userId) return { gameId: race.gameId, mode: race.mode, racer: null };
  for (const racer of [userId && { userId }, visitorId && { visitorId }]) {
    if (racer && (await findRacePlayer(db, raceId, racer))) return { gameId: race.gameId, mode: race.mode, racer };
  }
  return null;
}

/** The class race a run belongs to, if it is a player's run of one (the play page links back to it). */
export async function raceOfRun(
  db: Queryable,
  runId: string,
): Promise<{ id: string; code: string; playerId: string; mode: ClassRaceMode; seed: string } | null> {
  const [row] = await db
    .select({ id: classRaces.id, code: classRaces.inviteCode, playerId: classRacePlayers.id, mode: classRaces.mode, seed: classRaces.seed })
    .from(gameRuns)
    .innerJoin(classRacePlayers, eq(classRacePlayers.id, gameRuns.classRacePlayerId))
    .innerJoin(classRaces, eq(classRaces.id, classRacePlayers.raceId))
    .where(eq(gameRuns.id, runId));
  return row ?? null;
}
