/** A player's progress per game (written only by award_game_completion_cc) and My Games' lists. */
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { games, userGameProgress, userOwnedGames } from "../../drizzle/schema";
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
      levelsCompleted: userGameProgress.levelsCompleted,
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
