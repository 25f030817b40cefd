/**
 * A player's progress per game (written only by award_game_completion_cc) and per level of a game
 * (recordLevelProgress, as runs at a level finish), and My Games' lists.
 */
import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import { games, userGameProgress, userLevelProgress, userOwnedGames } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";

const gameColumns = {
  id: games.id,
  title: games.title,
  category: games.category,
  imageUrl: games.imageUrl,
};

export async function highestScore(db: Queryable, userId: string, gameId: string): Promise<number | null> {
  const [row] = await db
    .select({ highestScore: userGameProgress.highestScore })
    .from(userGameProgress)
    .where(and(eq(userGameProgress.userId, userId), eq(userGameProgress.gameId, gameId)));
  return row?.highestScore ?? null;
}

/** 'Recently Played': games with a last-played date, newest first. */
export async function recentlyPlayed(db: Queryable, userId: string) {
  return db
    .select({
      game: gameColumns,
      highestScore: userGameProgress.highestScore,
      timesPlayed: userGameProgress.timesPlayed,
      lastPlayedAt: userGameProgress.lastPlayedAt,
    })
    .from(userGameProgress)
    .innerJoin(games, eq(games.id, userGameProgress.gameId))
    .where(and(eq(userGameProgress.userId, userId), isNotNull(userGameProgress.lastPlayedAt)))
    .orderBy(desc(userGameProgress.lastPlayedAt));
}

/** 'Owned Games', with the progress when the game was played. */
export async function ownedGamesWithProgress(db: Queryable, userId: string) {
  return db
    .select({
      game: gameColumns,
      highestScore: userGameProgress.highestScore,
      lastPlayedAt: userGameProgress.lastPlayedAt,
    })
    .from(userOwnedGames)
    .innerJoin(games, eq(games.id, userOwnedGames.gameId))
    .leftJoin(userGameProgress, and(eq(userGameProgress.userId, userOwnedGames.userId), eq(userGameProgress.gameId, userOwnedGames.gameId)))
    .where(eq(userOwnedGames.userId, userId))
    .orderBy(desc(userOwnedGames.createdAt));
}

/**
 * Keeps finished run `runId` in its player's progress at its level (user_level_progress): one
 * more play, and its score when it beats the best; the run keeps the best it was up against. Call it in the transaction that finishes the
 * run (finishRun), after award_game_completion_cc has given it its final score. A visitor's run,
 * a run without a level (a race, or from before the levels) and one that broke the pace (no
 * final score) change nothing, as they change no user_game_progress either.
 */
export async function recordLevelProgress(db: Queryable, runId: string): Promise<void> {
  // First the best this run is compared with on its results: the level's best before it.
  await db.execute(sql`
    update game_runs r
       set level_previous_best = coalesce(
             (select kept.highest_score from user_level_progress kept
               where kept.user_id = r.user_id and kept.game_id = r.game_id and kept.level = r.level), 0)
     where r.id = ${runId} and r.user_id is not null and r.finished_at is not null and r.final_score is not null
       and r.level is not null`);
  await db.execute(sql`
    insert into user_level_progress as kept (user_id, game_id, level, highest_score, times_played, last_played_at)
    select r.user_id, r.game_id, r.level, case when r.timer = 'standard' then r.final_score else 0 end, 1, r.finished_at
      from game_runs r
     where r.id = ${runId} and r.user_id is not null and r.finished_at is not null and r.final_score is not null
       and r.level is not null
    on conflict (user_id, game_id, level) do update
       set highest_score = greatest(kept.highest_score, excluded.highest_score),
           times_played = kept.times_played + 1,
           last_played_at = greatest(kept.last_played_at, excluded.last_played_at)`);
}

/** The player's best score at one level of a game, or null when they never finished a game there. */
export async function bestAtLevel(
  db: Queryable,
  { userId, gameId, level }: { userId: string; gameId: string; level: number },
): Promise<number | null> {
  const [row] = await db
    .select({ best: userLevelProgress.highestScore })
    .from(userLevelProgress)
    .where(and(eq(userLevelProgress.userId, userId), eq(userLevelProgress.gameId, gameId), eq(userLevelProgress.level, level)));
  return row?.best ?? null;
}

/** My Games' bests per level: each level of each game the player finished a game at, easiest first. */
export async function levelBests(db: Queryable, userId: string) {
  // By the primary key (user_id, game_id, level): a player has a row per game and level at most.
  return db
    .select({
      gameId: userLevelProgress.gameId,
      level: userLevelProgress.level,
      highestScore: userLevelProgress.highestScore,
      timesPlayed: userLevelProgress.timesPlayed,
      lastPlayedAt: userLevelProgress.lastPlayedAt,
    })
    .from(userLevelProgress)
    .where(eq(userLevelProgress.userId, userId))
    .orderBy(asc(userLevelProgress.gameId), asc(userLevelProgress.level));
}
