/**
 * The room: a class race as every screen of it shows it (the projector, each player's page), read
 * in two queries however many players it has. The hub reads it when a race's state changes, and
 * while races run it reads the scores of all of them at once a few times a second
 * (server/realtime/class-rooms.ts); the same room goes to all of a race's screens.
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import { classRacePlayers, classRaces, gameRuns, games, profiles } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { rank, type RoomPlayer, type RoomView, type ScoreLine } from "~/utils/class-race";
import { characters, shownLookColumns, wornCharacter } from "../player-look.server";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A player's score, as their run holds it (no run yet: nothing). */
const scoreColumns = {
  score: sql<number>`coalesce((${gameRuns.state}->>'score')::integer, 0)`,
  answered: sql<number>`coalesce((${gameRuns.state}->>'answered')::integer, 0)`,
  correct: sql<number>`coalesce((${gameRuns.state}->>'correct')::integer, 0)`,
};
type Score = Pick<RoomPlayer, "score" | "answered" | "correct">;

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
      ...scoreColumns,
    })
    .from(classRacePlayers)
    .leftJoin(profiles, eq(profiles.id, classRacePlayers.userId))
    .leftJoin(characters, wornCharacter)
    .leftJoin(gameRuns, eq(gameRuns.classRacePlayerId, classRacePlayers.id))
    .where(eq(classRacePlayers.raceId, raceId))
    .orderBy(asc(classRacePlayers.joinedAt), asc(classRacePlayers.id));
  const { race } = row;
  return {
    id: race.id,
    code: race.inviteCode,
    status: race.status,
    game: row.game,
    level: race.level,
    host: row.host || row.hostUsername,
    seats: race.seats,
    visitorsAllowed: race.visitorsAllowed,
    locked: race.locked,
    players: rank(
      players.map((p, joined): RoomPlayer => ({
        id: p.id,
        name: p.nickname ?? (p.displayName || p.username || "Player"),
        characterUrl: p.characterUrl,
        visitor: p.nickname !== null,
        joined,
        score: Number(p.score),
        answered: Number(p.answered),
        correct: Number(p.correct),
      })),
    ),
    playsFrom: iso(race.playsFrom),
    endsAt: iso(race.endsAt),
    serverNow: new Date().toISOString(),
  };
}

/** The scores of the players of these races, in one query: race id → player id → score. */
export async function loadRoomScores(db: Queryable, raceIds: string[]): Promise<Map<string, Map<string, Score>>> {
  const scores = new Map<string, Map<string, Score>>(raceIds.map((id) => [id, new Map()]));
  if (!raceIds.length) return scores;
  const rows = await db
    .select({ raceId: classRacePlayers.raceId, id: classRacePlayers.id, ...scoreColumns })
    .from(classRacePlayers)
    .leftJoin(gameRuns, eq(gameRuns.classRacePlayerId, classRacePlayers.id))
    .where(inArray(classRacePlayers.raceId, raceIds));
  for (const row of rows) {
    scores.get(row.raceId)?.set(row.id, { score: Number(row.score), answered: Number(row.answered), correct: Number(row.correct) });
  }
  return scores;
}

/**
 * The scores read that differ from the room's, as the lines the hub sends (none: nothing to send).
 * Players cannot join a running race, so the scores read are those of the room's players.
 */
export function movedScores(room: RoomView, scores: Map<string, Score>): ScoreLine[] {
  const lines: ScoreLine[] = [];
  for (const player of room.players) {
    const score = scores.get(player.id);
    if (!score || (score.score === player.score && score.answered === player.answered && score.correct === player.correct)) continue;
    lines.push([player.id, score.score, score.answered, score.correct]);
  }
  return lines;
}
