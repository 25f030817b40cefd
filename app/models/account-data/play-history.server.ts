/**
 * A user's play for the "Download my data" file, in words a parent reads: what was played (the
 * weekly summary's totals, over all time: parent-summary.server.ts), best scores per game and
 * level, each finished round, how many were started and left, daily completions and challenges.
 */
import { asc, eq, sql } from "drizzle-orm";
import { dailyChallenges, dailyGameCompletions, games, userChallengeProgress, userLevelProgress } from "../../../drizzle/schema";
import { queryRows, type Queryable } from "~/db.server";
import { catalogWords } from "~/i18n/catalog.server";
import type { Language } from "~/i18n/config";
import { formatDay } from "~/i18n/format";
import { fixedT } from "~/i18n/messages.server";
import { levelName, playedBetween, playedIntro, playedLines, playedSeconds } from "../parent-summary.server";

/** A round's timer in words (keys of the `account-data` messages). */
const TIMER_WORDS = { standard: "timer.standard", "more-time": "timer.moreTime", none: "timer.none" } as const;

/** Every finished round, oldest first, and how many rounds were started and never finished; in `language`'s words. */
async function rounds(db: Queryable, userId: string, language: Language) {
  const rows = await queryRows<{
    title: string;
    level: number | null;
    finished_at: string;
    seconds: number;
    final_score: number | null;
    answered: number | null;
    correct: number | null;
    timer: keyof typeof TIMER_WORDS;
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
  const [t, mail] = [fixedT(language, "account-data"), fixedT(language, "mail")];
  return {
    finished: rows.map((row) => ({
      game: row.title,
      level: levelName(row.title, row.level, mail),
      finishedAt: new Date(row.finished_at),
      minutes: Math.round(Number(row.seconds) / 6) / 10,
      score: row.final_score,
      answersRight: row.correct ?? 0,
      answersGiven: row.answered ?? 0,
      timer: t(TIMER_WORDS[row.timer]),
      // The summary's rule: a round with answers faster than anyone can read earns and counts nothing.
      counted: !row.too_fast,
    })),
    startedButNotFinished: Number(unfinished),
  };
}

/** The play in `language`'s words (the summary's, `mail`; level names, timers, challenges' titles); `username` null: none yet. */
export async function playData(db: Queryable, userId: string, username: string | null, signedUpAt: Date, now: Date, language: Language) {
  const [t, mail] = [fixedT(language, "account-data"), fixedT(language, "mail")];
  const [played, bestScores, roundRows, dailyGameCompletionRows, challengeProgress] = await Promise.all([
    // Every round ever, so the totals are the sum of the weekly summaries.
    playedBetween(db, userId, new Date(0), now, mail),
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
    rounds(db, userId, language),
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
  const since = t("sinceSignUp", { day: formatDay(signedUpAt, language) });
  const words = catalogWords(language);
  return {
    played: {
      inWords: [playedIntro(username ?? t("thisAccount"), played, since, mail), ...playedLines(played, mail)],
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
    bestScores: bestScores.map((row) => ({ ...row, level: levelName(row.game, row.level, mail) })),
    rounds: roundRows,
    dailyGameCompletions: dailyGameCompletionRows,
    challengeProgress: challengeProgress.map((row) => ({ ...row, challenge: words.name(row.challenge, row.challenge) })),
  };
}
