/**
 * A run's finish: the server's score, what it pays (coins, progress, daily challenges, the daily
 * top 10, badges, a referral) exactly once, and the badges its results show.
 */
import { and, asc, eq, gte, isNull, lte, sql } from "drizzle-orm";
import { badges, gameRuns, userBadges } from "../../../drizzle/schema";
import { queryRows, type Queryable } from "~/db.server";
import { calendarDay } from "~/utils/dates";
import { isRanked } from "~/games/timer";
import { checkBadgesAfter, type EarnedBadge } from "../badges.server";
import { completeChallengesOfRun, type ChallengeCompletion } from "../challenges/completion.server";
import { recordDailyBest } from "../daily-top.server";
import { recordLevelProgress } from "../game-progress.server";
import { learnFromRun } from "../learning/estimates.server";
import { reviewFromRun } from "../learning/reviews.server";
import { payReferral } from "../referrals.server";
import { findRunById, rewardSchema, type Run } from "./runs.server";

/** A run after finishRun, with what finishing it led to. */
export interface FinishedRun {
  run: Run;
  /** False when the run was finished already, by an earlier or a concurrent call. */
  finishedNow: boolean;
  badges: EarnedBadge[];
  /** What happened to each daily challenge the run met (completed, or the daily limit). */
  challenges: ChallengeCompletion[];
}

/**
 * Ends the run with the server's score. A signed-in player's run goes through
 * award_game_completion_cc (progress, daily count, coins) and, when it was started from a daily
 * challenge and scored above 0, completes that challenge; a visitor's is only closed.
 * `finishedNow` is false when the run was finished already, by an earlier or a concurrent call.
 */
export async function finishRun(
  db: Queryable,
  { run, premium, timeZone, now = new Date() }: { run: Run; premium: boolean; timeZone: string; now?: Date },
): Promise<FinishedRun> {
  if (run.finishedAt) return { run, finishedNow: false, badges: [], challenges: [] };
  let finishedNow: boolean;
  let challenges: ChallengeCompletion[] = [];
  // A run that broke the pace is closed with no score that counts: no coins, progress,
  // challenge, badge or place in the daily top 10 (recordDailyBest keeps only final scores).
  const [flagged] = await db
    .update(gameRuns)
    .set({ finishedAt: sql`now()`, finalScore: null })
    .where(and(eq(gameRuns.id, run.id), isNull(gameRuns.finishedAt), eq(gameRuns.tooFast, true)))
    .returning({ id: gameRuns.id });
  if (flagged) return { run: (await findRunById(db, run.id))!, finishedNow: true, badges: [], challenges: [] };
  // A free run (free-runs.server.ts) is closed like a visitor's: it earns and ranks nothing; so is
  // a placement check (placement.server.ts), with no score to count anywhere (a best, homework).
  const placement = run.state.placement !== undefined;
  const earns = run.userId !== null && !run.freeRun && !placement;
  if (earns && run.userId) {
    const userId = run.userId;
    // One transaction: the finish that claims the run is the one that completes its challenges,
    // keeps its day's best for the daily top 10 and its level's progress, and none happens
    // without the others.
    ({ finishedNow, challenges } = await db.transaction(async (tx) => {
      const [row] = await queryRows<{ reward: unknown }>(
        tx,
        sql`select award_game_completion_cc(${userId}::uuid, ${run.gameId}::uuid, ${run.id}::uuid, ${premium}, ${calendarDay(
          now,
          timeZone,
        )}::date) as reward`,
      );
      if (row.reward == null) return { finishedNow: false, challenges: [] };
      const { score } = rewardSchema.parse(row.reward);
      // A relaxed run (more time, no timer) is not ranked against timed ones (timer.ts), nor a
      // teacher's set against the game's own questions; a set's run completes no daily challenge.
      const ranked = isRanked(run.timer) && run.setId === null;
      if (score > 0 && ranked) await recordDailyBest(tx, run.id, timeZone);
      await recordLevelProgress(tx, run.id);
      const correct = score > 0 && run.setId === null ? run.state.correct : 0;
      return {
        finishedNow: true,
        challenges:
          correct > 0
            ? await completeChallengesOfRun(tx, { userId, gameId: run.gameId, challengeId: run.challengeId, correct }, { timeZone, now })
            : [],
      };
    }));
  } else {
    const rows = await db
      .update(gameRuns)
      .set({
        finishedAt: sql`now()`,
        finalScore: placement ? null : sql`(${gameRuns.state}->>'score')::integer`,
      })
      .where(and(eq(gameRuns.id, run.id), isNull(gameRuns.finishedAt)))
      .returning({ id: gameRuns.id });
    finishedNow = rows.length > 0;
  }
  // What the run's answers taught (a free run's too: it earns nothing, but the child learnt).
  if (finishedNow && run.userId) await learnFromRun(db, { runId: run.id, userId: run.userId });
  if (finishedNow && run.userId) await reviewFromRun(db, { runId: run.id, userId: run.userId });
  // What a completed game can lead to: badges, and the referrer's reward at the third game.
  const badges = finishedNow && earns && run.userId ? await checkBadgesAfter(db, run.userId, "game") : [];
  if (finishedNow && earns && run.userId) await payReferral(db, run.userId);
  return {
    run: (await findRunById(db, run.id))!,
    finishedNow,
    badges,
    challenges,
  };
}

/** Badges are checked just after a run finishes (finishRun): the ones earned this soon after it came with it. */
export const BADGES_OF_RUN_WINDOW_MS = 30_000;

/**
 * The badges a finished run earned its player, for its results: those recorded between its
 * finish and a few seconds later (finishRun checks badges right after the finish).
 */
export async function badgesEarnedWithRun(db: Queryable, run: Pick<Run, "userId" | "finishedAt">) {
  if (!run.userId || !run.finishedAt) return [];
  return db
    .select({
      key: badges.key,
      name: badges.name,
      description: badges.description,
      tokensReward: badges.tokensReward,
      iconUrl: badges.iconUrl,
    })
    .from(userBadges)
    .innerJoin(badges, eq(badges.id, userBadges.badgeId))
    .where(
      and(
        eq(userBadges.userId, run.userId),
        gte(userBadges.earnedAt, run.finishedAt),
        lte(userBadges.earnedAt, new Date(run.finishedAt.getTime() + BADGES_OF_RUN_WINDOW_MS)),
      ),
    )
    .orderBy(asc(badges.tokensReward), asc(badges.name));
}
