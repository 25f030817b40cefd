/**
 * Levels of a player's runs: the level a start screen offers first, and the best score at one
 * level (a game's levels are app/games/levels.ts; a run keeps its level in `state.level`).
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { gameRuns, users } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { isPlacement, placedLevel } from "~/games/learning/placement";
import { defaultLevelForAge, levelFor, levelsFor } from "~/games/levels";
import { NEXT_LEVEL_STARS, starsFor, starTargets, type StarRound } from "~/games/stars";
import type { GameKey } from "~/games/types";
import { ageInYears } from "~/utils/age";

/** The player's latest run of this game that had a level: that level, and its stars once finished. */
async function lastLevelRun(
  db: Queryable,
  { gameId, userId }: { gameId: string; userId: string },
): Promise<{ level: number; round: StarRound | null; placement: unknown } | null> {
  // game_runs_user_idx (user_id, started_at) reads the player's runs newest first.
  const [row] = await db
    .select({
      level: sql<string | null>`${gameRuns.state}->>'level'`,
      score: gameRuns.finalScore,
      correct: gameRuns.correct,
      answered: gameRuns.answered,
      finishedAt: gameRuns.finishedAt,
      placement: sql<unknown>`${gameRuns.state}->'placement'`,
    })
    .from(gameRuns)
    .where(and(eq(gameRuns.userId, userId), eq(gameRuns.gameId, gameId), sql`${gameRuns.state}->>'level' is not null`))
    .orderBy(desc(gameRuns.startedAt))
    .limit(1);
  const level = Number(row?.level);
  if (!row || !(Number.isSafeInteger(level) && level > 0)) return null;
  const finished = row.finishedAt !== null && row.score !== null;
  const round = finished ? { score: row.score ?? 0, correct: row.correct ?? 0, answered: row.answered ?? 0 } : null;
  return { level, round, placement: row.placement };
}

/**
 * The level of the player's latest run of this game that had one, or null when they never
 * played it at a level.
 */
export async function lastLevelPlayed(db: Queryable, owner: { gameId: string; userId: string }): Promise<number | null> {
  return (await lastLevelRun(db, owner))?.level ?? null;
}

/** A signed-in player's age in years, from the month and year of birth given at sign-up (none given: undefined). */
export async function playerAge(db: Queryable, userId: string, now = new Date()): Promise<number | undefined> {
  const [born] = await db.select({ year: users.birthYear, month: users.birthMonth }).from(users).where(eq(users.id, userId));
  return born?.year && born.month ? ageInYears({ year: born.year, month: born.month }, now) : undefined;
}

/**
 * The level a player's start screen offers first, from their last results and their age: the
 * level their last placement check found (placement.server.ts); or the level of their last round
 * of this game, or the next one up when that round earned the stars for it (NEXT_LEVEL_STARS, as
 * the results' Next level); else the one written for their age; else the easiest. A visitor gets
 * the easiest.
 */
export async function startingLevel(
  db: Queryable,
  { game, gameId, userId }: { game: GameKey; gameId: string; userId: string | null },
  now = new Date(),
): Promise<number> {
  if (!userId) return levelsFor(game)[0].id;
  const last = await lastLevelRun(db, { gameId, userId });
  // The last was a placement check (placement.server.ts): the level it found.
  if (last !== null && isPlacement(last.placement)) return placedLevel(game, last.placement).level;
  if (last !== null && levelFor(game, last.level)) {
    const movesUp = last.round !== null && starsFor(starTargets(game, last.level), last.round) >= NEXT_LEVEL_STARS;
    return movesUp ? (levelFor(game, last.level + 1)?.id ?? last.level) : last.level;
  }
  const age = await playerAge(db, userId, now);
  return age === undefined ? levelsFor(game)[0].id : defaultLevelForAge(game, age).id;
}
