/** A user's play for the "Download my data" file: progress per game and level, runs, daily completions and challenges. */
import { asc, eq } from "drizzle-orm";
import {
  dailyChallenges,
  dailyGameCompletions,
  gameRuns,
  games,
  userChallengeProgress,
  userGameProgress,
  userLevelProgress,
} from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";

export async function playData(db: Queryable, userId: string) {
  const [gameProgress, levelProgress, gameRunRows, dailyGameCompletionRows, challengeProgress] = await Promise.all([
    db
      .select({
        game: games.title,
        highestScore: userGameProgress.highestScore,
        timesPlayed: userGameProgress.timesPlayed,
        totalTimePlayed: userGameProgress.totalTimePlayed,
        lastPlayedAt: userGameProgress.lastPlayedAt,
        createdAt: userGameProgress.createdAt,
      })
      .from(userGameProgress)
      .innerJoin(games, eq(games.id, userGameProgress.gameId))
      .where(eq(userGameProgress.userId, userId))
      .orderBy(asc(userGameProgress.createdAt)),
    db
      .select({
        game: games.title,
        level: userLevelProgress.level,
        highestScore: userLevelProgress.highestScore,
        timesPlayed: userLevelProgress.timesPlayed,
        lastPlayedAt: userLevelProgress.lastPlayedAt,
      })
      .from(userLevelProgress)
      .innerJoin(games, eq(games.id, userLevelProgress.gameId))
      .where(eq(userLevelProgress.userId, userId))
      .orderBy(asc(games.title), asc(userLevelProgress.level)),
    db
      .select({
        id: gameRuns.id,
        game: games.title,
        startedAt: gameRuns.startedAt,
        finishedAt: gameRuns.finishedAt,
        finalScore: gameRuns.finalScore,
        timer: gameRuns.timer,
        reward: gameRuns.reward,
      })
      .from(gameRuns)
      .innerJoin(games, eq(games.id, gameRuns.gameId))
      .where(eq(gameRuns.userId, userId))
      .orderBy(asc(gameRuns.startedAt)),
    db
      .select({
        game: games.title,
        completionDate: dailyGameCompletions.completionDate,
        completionCount: dailyGameCompletions.completionCount,
      })
      .from(dailyGameCompletions)
      .innerJoin(games, eq(games.id, dailyGameCompletions.gameId))
      .where(eq(dailyGameCompletions.userId, userId))
      .orderBy(asc(dailyGameCompletions.completionDate)),
    db
      .select({
        challenge: dailyChallenges.title,
        activeDate: dailyChallenges.activeDate,
        completed: userChallengeProgress.completed,
        completedAt: userChallengeProgress.completedAt,
      })
      .from(userChallengeProgress)
      .innerJoin(dailyChallenges, eq(dailyChallenges.id, userChallengeProgress.challengeId))
      .where(eq(userChallengeProgress.userId, userId))
      .orderBy(asc(dailyChallenges.activeDate)),
  ]);
  return { gameProgress, levelProgress, gameRuns: gameRunRows, dailyGameCompletions: dailyGameCompletionRows, challengeProgress };
}
