/**
 * The room: a class race as every screen of it shows it (the projector, each player's page), read
 * in two queries however many players it has. The hub reads it when a race's state changes, and
 * while races run it reads the scores of all of them at once a few times a second
 * (server/realtime/class-rooms.ts); the same room goes to all of a race's screens.
 */
import { and, asc, desc, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import { classRaceEvents, classRacePlayers, classRaces, gameRuns, games, profiles } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { rank, type RoomPlayer, type RoomView, type ScoreLine } from "~/utils/class-race";
import { ROOM_EVENTS, type ClassRaceMode, type RoomEvent } from "~/utils/class-race-modes";
import { characters, shownLookColumns, wornCharacter } from "../player-look.server";
import { powersOfRace } from "./modes/powers-held.server";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A player's score, as their run holds it (no run yet: nothing). */
const scoreColumns = {
  // Power-ups' doubles add their points to the race's score (the run's own score pays the coins).
  score: sql<number>`coalesce((${gameRuns.state}->>'score')::integer, 0) + ${classRacePlayers.bonus}`,
  answered: sql<number>`coalesce((${gameRuns.state}->>'answered')::integer, 0)`,
  correct: sql<number>`coalesce((${gameRuns.state}->>'correct')::integer, 0)`,
};
type Score = Pick<RoomPlayer, "score" | "answered" | "correct" | "gold">;

export async function loadRoom(db: Queryable, raceId: string): Promise<RoomView | null> {
  const [row] = await db
    .select({
      race: classRaces,
      game: { id: games.id, title: games.title, category: games.category, slug: games.slug },
      host: shownLookColumns.displayName,
      hostUsername: shownLookColumns.username,
    })
    .from(classRaces)
    .innerJoin(games, eq(games.id, classRaces.gameId))
    .innerJoin(profiles, eq(profiles.id, classRaces.hostId))
    .where(eq(classRaces.id, raceId));
  if (!row) return null;
  const players = await db
    .select({
      id: classRacePlayers.id,
      nickname: classRacePlayers.nickname,
      displayName: shownLookColumns.displayName,
      username: shownLookColumns.username,
      characterUrl: characters.imageUrl,
      gold: classRacePlayers.gold,
      team: classRacePlayers.team,
      ...scoreColumns,
    })
    .from(classRacePlayers)
    .leftJoin(profiles, eq(profiles.id, classRacePlayers.userId))
    .leftJoin(characters, wornCharacter)
    .leftJoin(gameRuns, eq(gameRuns.classRacePlayerId, classRacePlayers.id))
    .where(eq(classRacePlayers.raceId, raceId))
    .orderBy(asc(classRacePlayers.joinedAt), asc(classRacePlayers.id));
  const { race } = row;
  const events = modeHasEvents(race.mode) ? await newestEvents(db, raceId) : [];
  const powers = race.mode === "powerups" ? { powers: await powersOfRace(db, raceId) } : {};
  return {
    id: race.id,
    code: race.inviteCode,
    status: race.status,
    game: row.game,
    level: race.level,
    mode: race.mode,
    teams: race.teamCount,
    events,
    ...powers,
    host: row.host || row.hostUsername,
    seats: race.seats,
    visitorsAllowed: race.visitorsAllowed,
    locked: race.locked,
    players: rank(
      players.map((p, joined): RoomPlayer => ({
        id: p.id,
        name: placeName(p),
        characterUrl: p.characterUrl,
        visitor: p.nickname !== null,
        joined,
        score: Number(p.score),
        answered: Number(p.answered),
        correct: Number(p.correct),
        gold: p.gold,
        team: p.team,
      })),
      race.mode,
    ),
    playsFrom: iso(race.playsFrom),
    endsAt: iso(race.endsAt),
    serverNow: new Date().toISOString(),
  };
}

/** The modes whose rules write the race's events (chests, power-ups): a Classic or Teams room has none to read. */
export const modeHasEvents = (mode: ClassRaceMode): boolean => mode === "gold" || mode === "powerups";

/** A player's name as every screen of the race shows it: their nickname, else their profile's. */
export const placeName = (row: { nickname: string | null; displayName: string | null; username: string | null }): string =>
  row.nickname ?? (row.displayName || row.username || "Player");

/** The scores of the players of these races, in one query: race id → player id → score. */
export async function loadRoomScores(db: Queryable, raceIds: string[]): Promise<Map<string, Map<string, Score>>> {
  const scores = new Map<string, Map<string, Score>>(raceIds.map((id) => [id, new Map()]));
  if (!raceIds.length) return scores;
  const rows = await db
    .select({ raceId: classRacePlayers.raceId, id: classRacePlayers.id, gold: classRacePlayers.gold, ...scoreColumns })
    .from(classRacePlayers)
    .leftJoin(gameRuns, eq(gameRuns.classRacePlayerId, classRacePlayers.id))
    .where(inArray(classRacePlayers.raceId, raceIds));
  for (const row of rows) {
    scores
      .get(row.raceId)
      ?.set(row.id, { score: Number(row.score), answered: Number(row.answered), correct: Number(row.correct), gold: row.gold });
  }
  return scores;
}

const eventColumns = {
  raceId: classRaceEvents.raceId,
  seq: classRaceEvents.seq,
  kind: classRaceEvents.kind,
  playerId: classRaceEvents.playerId,
  targetId: classRaceEvents.targetId,
  amount: classRaceEvents.amount,
  at: classRaceEvents.at,
};
const toEvent = ({ raceId: _race, at, ...event }: { raceId: string; at: Date } & Omit<RoomEvent, "at">): RoomEvent => ({
  ...event,
  at: at.toISOString(),
});

/** A race's newest events (the room's feed), newest first. */
async function newestEvents(db: Queryable, raceId: string): Promise<RoomEvent[]> {
  const rows = await db
    .select(eventColumns)
    .from(classRaceEvents)
    .where(eq(classRaceEvents.raceId, raceId))
    .orderBy(desc(classRaceEvents.seq))
    .limit(ROOM_EVENTS);
  return rows.map(toEvent);
}

/**
 * The events of these races after the last each room shows (race id → its last seq), in one
 * query, oldest first: the beat sends them with the scores.
 */
export async function loadNewEvents(db: Queryable, after: Map<string, number>): Promise<Map<string, RoomEvent[]>> {
  const events = new Map<string, RoomEvent[]>();
  if (!after.size) return events;
  // Each race from its own last seq (the seq is one counter for every race: a race with no events
  // yet must not pull every other race's old ones), and at most a feed's worth of each race's newest.
  const fresh = db
    .select({
      ...eventColumns,
      newest: sql<number>`row_number() over (partition by ${classRaceEvents.raceId} order by ${classRaceEvents.seq} desc)`.as("newest"),
    })
    .from(classRaceEvents)
    .where(or(...[...after].map(([raceId, seq]) => and(eq(classRaceEvents.raceId, raceId), gt(classRaceEvents.seq, seq)))))
    .as("fresh");
  const rows = await db
    .select({
      raceId: fresh.raceId,
      seq: fresh.seq,
      kind: fresh.kind,
      playerId: fresh.playerId,
      targetId: fresh.targetId,
      amount: fresh.amount,
      at: fresh.at,
    })
    .from(fresh)
    .where(lte(fresh.newest, ROOM_EVENTS))
    .orderBy(asc(fresh.seq));
  for (const row of rows) events.set(row.raceId, [...(events.get(row.raceId) ?? []), toEvent(row)]);
  return events;
}

/**
 * The scores read that differ from the room's, as the lines the hub sends (none: nothing to send).
 * Players cannot join a running race, so the scores read are those of the room's players.
 */
export function movedScores(room: RoomView, scores: Map<string, Score>): ScoreLine[] {
  const lines: ScoreLine[] = [];
  for (const player of room.players) {
    const score = scores.get(player.id);
    const same = score && score.score === player.score && score.answered === player.answered && score.correct === player.correct;
    if (!score || (same && score.gold === player.gold)) continue;
    lines.push([player.id, score.score, score.answered, score.correct, score.gold]);
  }
  return lines;
}
