/**
 * The room: a class race as every screen of it shows it (the projector, each player's page), read
 * in two queries however many players it has. The hub reads it at most a few times a second per
 * race (server/realtime/class-rooms.ts) and sends the same room to all of the race's screens.
 */
import { asc, eq, sql } from "drizzle-orm";
import { classRacePlayers, classRaces, gameRuns, games, profiles } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import type { RoomPlayer, RoomView } from "~/utils/class-race";
import { shownLookColumns } from "../player-look.server";

const iso = (date: Date | null) => date?.toISOString() ?? null;

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
      score: sql<number>`coalesce((${gameRuns.state}->>'score')::integer, 0)`,
      answered: sql<number>`coalesce((${gameRuns.state}->>'answered')::integer, 0)`,
      correct: sql<number>`coalesce((${gameRuns.state}->>'correct')::integer, 0)`,
    })
    .from(classRacePlayers)
    .leftJoin(profiles, eq(profiles.id, classRacePlayers.userId))
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
    players: rank(
      players.map((p): RoomPlayer => ({
        id: p.id,
        name: p.nickname ?? (p.displayName || p.username || "Player"),
        visitor: p.nickname !== null,
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

/** Best score first, then most right answers; the order of joining breaks ties (a stable sort). */
export function rank(players: RoomPlayer[]): RoomPlayer[] {
  return [...players].sort((a, b) => b.score - a.score || b.correct - a.correct);
}
