/** A player's progress on the daily challenges: completed today (the daily limit), and one challenge as they see it. */
import { and, count, eq, sql } from "drizzle-orm";
import { dailyChallenges, userChallengeProgress } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { calendarDay } from "~/utils/dates";

/** Daily challenges `userId` completed on today's calendar day in `timeZone`: the daily limit counts these. */
export async function challengesCompletedToday(db: Queryable, userId: string, timeZone: string, now = new Date()): Promise<number> {
  const today = calendarDay(now, timeZone);
  const [row] = await db
    .select({ n: count() })
    .from(userChallengeProgress)
    .where(
      and(
        eq(userChallengeProgress.userId, userId),
        eq(userChallengeProgress.completed, true),
        sql`(${userChallengeProgress.completedAt} at time zone ${timeZone})::date = ${today}::date`,
      ),
    );
  return Number(row?.n ?? 0);
}

export interface PlayPageChallenge {
  id: string;
  title: string;
  reward: number;
  /** Right answers in one round that complete it. */
  goalCorrect: number;
  completed: boolean;
}

/**
 * The challenge `challengeId` of this game as the play page shows it to `userId`, or null when
 * it is not one of this game's (or, given `day`, not one of that day's).
 */
export async function challengeOfGame(
  db: Queryable,
  { challengeId, gameId, userId, day }: { challengeId: string; gameId: string; userId: string; day?: string },
): Promise<PlayPageChallenge | null> {
  const [row] = await db
    .select({
      id: dailyChallenges.id,
      title: dailyChallenges.title,
      reward: dailyChallenges.tokensReward,
      goalCorrect: dailyChallenges.goalCorrect,
      completed: userChallengeProgress.completed,
    })
    .from(dailyChallenges)
    .leftJoin(
      userChallengeProgress,
      and(eq(userChallengeProgress.challengeId, dailyChallenges.id), eq(userChallengeProgress.userId, userId)),
    )
    .where(
      and(
        eq(dailyChallenges.id, challengeId),
        eq(dailyChallenges.gameId, gameId),
        day === undefined ? undefined : eq(dailyChallenges.activeDate, day),
      ),
    );
  return row ? { ...row, completed: row.completed === true } : null;
}
