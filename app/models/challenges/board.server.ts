/** Today's challenges as a player or a visitor sees them: the cards of the home page and /challenges. */
import { catalogWords } from "~/i18n/catalog.server";
import { and, eq, inArray } from "drizzle-orm";
import { userChallengeProgress } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { DAILY_CHALLENGES } from "~/economy";
import { calendarDay } from "~/utils/dates";
import { dailyChallengesFor, type DailyChallenge } from "./daily.server";
import { challengesCompletedToday } from "./player-progress.server";

/** What a challenge card's button offers. */
export type ChallengeStatus = "sign-in" | "available" | "completed" | "limit-reached";

export interface ChallengeBoard {
  challenges: Array<DailyChallenge & { status: ChallengeStatus }>;
  /** The signed-in player's day (null for a visitor). */
  progress: {
    completedToday: number;
    dailyLimit: number;
    coinsToday: number;
  } | null;
}

/** Today's challenges as `userId` (null: a visitor) sees them, their words in `language`. */
export async function challengeBoard(
  db: Queryable,
  { userId, timeZone, now = new Date(), language }: { userId: string | null; timeZone: string; now?: Date; language?: string },
): Promise<ChallengeBoard> {
  const words = catalogWords(language);
  const challenges = (await dailyChallengesFor(db, calendarDay(now, timeZone))).map((c) => ({
    ...c,
    title: words.name(c.title, c.title),
    description: words.about(c.title, c.description, { game: c.gameTitle }),
  }));
  if (!userId) {
    return {
      challenges: challenges.map((c) => ({ ...c, status: "sign-in" })),
      progress: null,
    };
  }
  const [done, completedToday] = await Promise.all([
    db
      .select({ id: userChallengeProgress.challengeId })
      .from(userChallengeProgress)
      .where(
        and(
          eq(userChallengeProgress.userId, userId),
          eq(userChallengeProgress.completed, true),
          inArray(
            userChallengeProgress.challengeId,
            challenges.map((c) => c.id),
          ),
        ),
      ),
    challengesCompletedToday(db, userId, timeZone, now),
  ]);
  const completed = new Set(done.map((row) => row.id));
  const limitReached = completedToday >= DAILY_CHALLENGES.perDay;
  return {
    challenges: challenges.map((c) => ({
      ...c,
      status: completed.has(c.id) ? "completed" : limitReached ? "limit-reached" : "available",
    })),
    progress: {
      completedToday,
      dailyLimit: DAILY_CHALLENGES.perDay,
      coinsToday: completedToday * DAILY_CHALLENGES.reward,
    },
  };
}

/**
 * challengeBoard, or null when today's challenges could not be read or generated (the error is
 * logged): a page then says 'Challenge Generation Failed' instead of failing as a whole.
 */
export async function challengeBoardOrNull(...args: Parameters<typeof challengeBoard>): Promise<ChallengeBoard | null> {
  try {
    return await challengeBoard(...args);
  } catch (error) {
    console.error("daily challenges could not be loaded", error);
    return null;
  }
}
