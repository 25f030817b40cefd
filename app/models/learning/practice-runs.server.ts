/**
 * A practice run's plan (learning/practice.ts) for a signed-in child: from their estimates of the
 * game's skills, their reviews that are due and how their last practice run of the game went, the
 * addresses of its questions.
 */
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { gameRuns } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { practicePlan, PRACTICE, type LastRun } from "~/games/learning/practice";
import type { GameKey, QuestionAddress } from "~/games/types";
import { skillEstimatesOf } from "./estimates.server";
import { dueReviews } from "./reviews.server";

/** The child's latest finished practice run of the game that kept the pace (one that broke it taught nothing; by start, on the index of a child's runs): its answers and right ones. */
export async function lastPracticeRun(db: Queryable, { userId, gameId }: { userId: string; gameId: string }): Promise<LastRun | undefined> {
  const [run] = await db
    .select({ answered: gameRuns.answered, right: gameRuns.correct })
    .from(gameRuns)
    .where(
      and(
        eq(gameRuns.userId, userId),
        eq(gameRuns.gameId, gameId),
        isNotNull(gameRuns.finishedAt),
        eq(gameRuns.tooFast, false),
        sql`${gameRuns.state} -> 'practice' is not null`,
      ),
    )
    .orderBy(desc(gameRuns.startedAt))
    .limit(1);
  return run && run.answered ? { answered: run.answered, right: run.right ?? 0 } : undefined;
}

export async function practiceAddresses(
  db: Queryable,
  { userId, game, gameId, seed, now = new Date() }: { userId: string; game: GameKey; gameId: string; seed: string; now?: Date },
): Promise<QuestionAddress[]> {
  const estimates = new Map((await skillEstimatesOf(db, userId, `${game}:`)).map((e) => [e.skill, e]));
  const reviews = await dueReviews(db, userId, game, now);
  const last = await lastPracticeRun(db, { userId, gameId });
  return practicePlan(game, { estimates, reviews, seed, length: PRACTICE.length, last }).map((item) => item.address);
}
