/**
 * A class's race waiting for its students: a teacher who races from the class's page invites
 * every student on their own pages (/, /games, /profile), so nobody types the code. The card's
 * Join button is the race card's own form (POST /class-races/{id}/join).
 */
import { and, eq, gte, sql } from "drizzle-orm";
import { classes, classRaces, classStudents, games, profiles } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";

/** A lobby older than this is forgotten by its class's pages (the teacher has moved on). */
const INVITE_HOURS = 3;

export interface RaceInvite {
  raceId: string;
  from: string;
  className: string;
  gameTitle: string;
}

export async function raceInvites(db: Queryable, userId: string, now = new Date()): Promise<RaceInvite[]> {
  return db
    .select({
      raceId: classRaces.id,
      from: sql<string>`coalesce(${profiles.displayName}, ${profiles.username})`,
      className: classes.name,
      gameTitle: games.title,
    })
    .from(classStudents)
    .innerJoin(classRaces, and(eq(classRaces.classId, classStudents.classId), eq(classRaces.status, "lobby")))
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .innerJoin(profiles, eq(profiles.id, classes.teacherId))
    .innerJoin(games, eq(games.id, classRaces.gameId))
    .where(
      and(
        eq(classStudents.userId, userId),
        eq(classRaces.locked, false),
        gte(classRaces.createdAt, new Date(now.getTime() - INVITE_HOURS * 3600_000)),
      ),
    );
}
