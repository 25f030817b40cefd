/**
 * The leaderboard: best scores per player and game, read straight from user_game_progress.
 * Rows of private profiles are shown only to their owner. The query walks the score index
 * (user_game_progress_score_idx, or user_game_progress_game_score_idx for one game) and stops
 * after `limit` visible rows, so it stays fast however many rows there are.
 */
import { and, eq, gt, inArray, or, sql, type SQL } from "drizzle-orm";
import { games, profiles, userGameProgress } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";
import type { LeaderboardCategory } from "~/utils/categories";
import { listGames } from "./games.server";
import { emblems, frames, lookColumns, wornBadge, wornFrame } from "./player-look.server";

export const LEADERBOARD_LIMIT = 100;

export interface LeaderboardQuery {
  viewerId: string | null;
  gameId?: string;
  category?: LeaderboardCategory;
  limit?: number;
}

export async function leaderboard(db: Queryable, { viewerId, gameId, category = "all", limit = LEADERBOARD_LIMIT }: LeaderboardQuery) {
  // A category becomes its games' ids first, so the query filters user_game_progress alone and
  // can walk (game_id, highest_score) in order instead of sorting every row of the category.
  let gameIds = gameId ? [gameId] : undefined;
  if (category !== "all") {
    // Premium, as on the games list, means the premium games, whatever their subject.
    const ids = (await listGames(db, category)).map((game) => game.id);
    gameIds = gameIds ? gameIds.filter((id) => ids.includes(id)) : ids;
  }
  if (gameIds?.length === 0) return [];

  const visible = viewerId ? or(eq(profiles.isPublic, true), eq(profiles.id, viewerId)) : eq(profiles.isPublic, true);
  const filters: SQL[] = [gt(userGameProgress.highestScore, 0), visible!];
  if (gameIds) filters.push(gameIds.length === 1 ? eq(userGameProgress.gameId, gameIds[0]) : inArray(userGameProgress.gameId, gameIds));

  const rows = await db
    .select({
      userId: userGameProgress.userId,
      score: userGameProgress.highestScore,
      playedAt: userGameProgress.lastPlayedAt,
      ...lookColumns,
      isPublic: profiles.isPublic,
      game: { id: games.id, title: games.title, category: games.category },
    })
    .from(userGameProgress)
    .innerJoin(profiles, eq(profiles.id, userGameProgress.userId))
    .innerJoin(games, eq(games.id, userGameProgress.gameId))
    .leftJoin(frames, wornFrame)
    .leftJoin(emblems, wornBadge)
    .where(and(...filters))
    // Exactly the score indexes' order (DESC NULLS LAST, as drizzle-kit made them): with any
    // other order, PostgreSQL would sort every row instead of reading the first ones in order.
    .orderBy(sql`${userGameProgress.highestScore} desc nulls last`)
    .limit(limit);
  return rows.map((row, index) => ({
    ...row,
    rank: index + 1,
    isViewer: row.userId === viewerId,
  }));
}

export type LeaderboardRow = Awaited<ReturnType<typeof leaderboard>>[number];
