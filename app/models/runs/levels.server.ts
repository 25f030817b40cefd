/**
 * Levels of a player's runs: the level a start screen offers first, and the best score at one
 * level (a game's levels are app/games/levels.ts; a run keeps its level in `state.level`).
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { gameRuns, users } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { defaultLevelForAge, levelFor, levelsFor } from "~/games/levels";
import type { GameKey } from "~/games/types";
import { ageInYears } from "~/utils/age";

/**
 * The level of the player's latest run of this game that had one (the start screen's default),
 * or null when they never played it at a level.
 */
export async function lastLevelPlayed(db: Queryable, { gameId, userId }: { gameId: string; userId: string }): Promise<number | null> {
  // game_runs_user_idx (user_id, started_at) reads the player's runs newest first.
  const [row] = await db
    .select({ level: sql<string | null>`${gameRuns.state}->>'level'` })
    .from(gameRuns)
    .where(and(eq(gameRuns.userId, userId), eq(gameRuns.gameId, gameId), sql`${gameRuns.state}->>'level' is not null`))
    .orderBy(desc(gameRuns.startedAt))
    .limit(1);
  const level = Number(row?.level);
  return Number.isSafeInteger(level) && level > 0 ? level : null;
}

/**
 * The level a player's start screen offers first: their last level on this game; else the one
 * written for their age (from the month and year of birth given at sign-up); else the easiest.
 */
export async function startingLevel(
  db: Queryable,
  { game, gameId, userId }: { game: GameKey; gameId: string; userId: string | null },
  now = new Date(),
): Promise<number> {
  if (!userId) return levelsFor(game)[0].id;
  const last = await lastLevelPlayed(db, { gameId, userId });
  if (last !== null && levelFor(game, last)) return last;
  const [born] = await db.select({ year: users.birthYear, month: users.birthMonth }).from(users).where(eq(users.id, userId));
  if (born?.year && born.month) return defaultLevelForAge(game, ageInYears({ year: born.year, month: born.month }, now)).id;
  return levelsFor(game)[0].id;
}
