/**
 * A user's play for the "Download my data" file, in words a parent reads: what was played (the
 * weekly summary's totals, over all time: parent-summary.server.ts), best scores per game and
 * level, each finished round, how many were started and left, daily completions and challenges.
 */
import { asc, eq, sql } from "drizzle-orm";
import { dailyChallenges, dailyGameCompletions, games, userChallengeProgress, userLevelProgress } from "../../../drizzle/schema";
import { queryRows, type Queryable } from "~/db.server";
import { formatDate } from "~/utils/dates";
import { levelName, playedBetween, playedIntro, playedLines, playedSeconds } from "../parent-summary.server";

const timerWords = { standard: "standard timer", "more-time": "more time", none: "no timer" } as const;

/** Every finished round, oldest first, and how many rounds were started and never finished. */
async function rounds(db: Queryable, userId: string) {
  const rows = await queryRows<{
    title: string;
    level: number | null;
    finished_at: string;
    seconds: number;
    final_score: number | null;
    answered: number | null;
    correct: number | null;
    timer: keyof typeof timerWords;
    too_fast: boolean;
  }>(
    db,
    sql`select g.title, r.level, r.finished_at, ${playedSeconds}::float8 as seconds, r.final_score, r.answered, r.correct, r.timer, r.too_fast
          from game_runs r join games g on g.id = r.game_id
         where r.user_id = ${userId}::uuid and r.finished_at is not null
         order by r.finished_at`,
  );
  const [{ unfinished }] = await queryRows<{ unfinished: number }>(
    db,
    sql`select count(*)::int as unfinished from game_runs where user_id = ${userId}::uuid and finished_at is null`,
  );
  return {
    finished: rows.map((row) => ({
      game: row.title,
      level: levelName(row.title, row.level),
      finishedAt: new Date(row.finished_at),
      minutes: Math.round(Number(row.seconds) / 6) / 10,
      score: row.final_score,
      answersRight: row.correct ?? 0,
      answersGiven: row.answered ?? 0,
      timer: timerWords[row.timer],
      // The summary's rule: a round with answers faster than anyone can read earns and counts nothing.
      counted: !row.too_fast,
    })),
    startedButNotFinished: Number(unfinished),
  };
}

export async function playData(db: Queryable, userId: string, username: string, signedUpAt: Date, now: Date) {
  const [played, bestScores, roundRows, dailyGameCompletionRows, challengeProgress] = await Promise.all([
    // Every round ever, so the totals are the sum of the weekly summaries.
    playedBetween(db, userId, new Date(0), now),
    db
      .select({
        game: games.title,
        level: userLevelProgress.level,
        bestScore: userLevelProgress.highestScore,
        timesPlayed: userLevelProgress.timesPlayed,
        lastPlayedAt: userLevelProgress.lastPlayedAt,
      })
      .from(userLevelProgress)
      .innerJoin(games, eq(games.id, userLevelProgress.gameId))
      .where(eq(userLevelProgress.userId, userId))
      .orderBy(asc(games.title), asc(userLevelProgress.level)),
    rounds(db, userId),
    db
      .select({
        game: games.title,
        day: dailyGameCompletions.completionDate,
        timesCompleted: dailyGameCompletions.completionCount,
      })
      .from(dailyGameCompletions)
      .innerJoin(games, eq(games.id, dailyGameCompletions.gameId))
      .where(eq(dailyGameCompletions.userId, userId))
      .orderBy(asc(dailyGameCompletions.completionDate)),
    db
      .select({
        challenge: dailyChallenges.title,
        day: dailyChallenges.activeDate,
        completed: userChallengeProgress.completed,
        completedAt: userChallengeProgress.completedAt,
      })
      .from(userChallengeProgress)
      .innerJoin(dailyChallenges, eq(dailyChallenges.id, userChallengeProgress.challengeId))
      .where(eq(userChallengeProgress.userId, userId))
      .orderBy(asc(dailyChallenges.activeDate)),
  ]);
  return {
    played: {
      inWords: [playedIntro(username, played, `Since signing up on ${formatDate(signedUpAt)}`), ...playedLines(played)],
      gamesPlayed: played.runs,
      minutesPlayed: played.minutes,
      byGameAndLevel: played.games.map((g) => ({
        game: g.game,
        level: g.level,
        gamesPlayed: g.runs,
        answersRight: g.correct,
        answersGiven: g.answered,
      })),
    },
    bestScores: bestScores.map((row) => ({ ...row, level: levelName(row.game, row.level) })),
    rounds: roundRows,
    dailyGameCompletions: dailyGameCompletionRows,
    challengeProgress,
  };
}
