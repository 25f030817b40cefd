/**
 * Completing daily challenges: whether a new run may play for one, and completing every one a
 * finished run meets, each paid once through the ledger, at most 6 a day.
 */
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import { dailyChallenges, profiles, userChallengeProgress } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { DAILY_CHALLENGES } from "~/economy";
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";
import type { CatalogWords } from "~/i18n/catalog.server";
import type { CoinItem } from "~/games/coins";
import { calendarDay } from "~/utils/dates";
import { awardCoins } from "../coins.server";
import { challengeOfGame, challengesCompletedToday } from "./player-progress.server";

/**
 * Whether a run of this game started now from the challenge's card may complete it: "ready",
 * "limit-reached" when the player has completed 6 today, "unavailable" when it is not today's
 * challenge of this game or is completed already (the run is then an ordinary one).
 */
export async function challengeForNewRun(
  db: Queryable,
  options: {
    challengeId: string;
    gameId: string;
    userId: string;
    timeZone: string;
    now?: Date;
  },
): Promise<"ready" | "limit-reached" | "unavailable"> {
  const now = options.now ?? new Date();
  const challenge = await challengeOfGame(db, {
    ...options,
    day: calendarDay(now, options.timeZone),
  });
  if (!challenge || challenge.completed) return "unavailable";
  const completedToday = await challengesCompletedToday(db, options.userId, options.timeZone, now);
  return completedToday >= DAILY_CHALLENGES.perDay ? "limit-reached" : "ready";
}

export type ChallengeCompletion =
  { status: "completed"; title: string; reward: number } | { status: "already-completed" } | { status: "limit-reached" };

/**
 * Completes the challenge a finished run (score above 0) was started for: the progress row,
 * the reward through the ledger (type daily_challenge, reference the challenge id, so paid at
 * most once) and the profile's count. Run it in the transaction that finishes the run, so a
 * completion is never lost between the two. Null when the challenge is not of the run's game.
 */
export async function completeChallenge(
  db: Queryable,
  {
    userId,
    challengeId,
    gameId,
    timeZone,
    now = new Date(),
  }: {
    userId: string;
    challengeId: string;
    gameId: string;
    timeZone: string;
    now?: Date;
  },
): Promise<ChallengeCompletion | null> {
  return db.transaction(async (tx) => {
    // The player's row lock queues their concurrent completions, so each one counts those
    // before it: the 6-a-day limit holds when several runs finish at the same moment. NO KEY
    // UPDATE, the lock an UPDATE of the balance takes: FOR UPDATE would also wait for the
    // key-share locks that inserts referencing the profile hold, and deadlock with them.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for("no key update");
    const challenge = await challengeOfGame(tx, {
      challengeId,
      gameId,
      userId,
    });
    if (!challenge) return null;
    if (challenge.completed) return { status: "already-completed" };
    if ((await challengesCompletedToday(tx, userId, timeZone, now)) >= DAILY_CHALLENGES.perDay) return { status: "limit-reached" };

    // Completion is one-way: the row only ever goes from not completed to completed.
    const [progress] = await tx
      .insert(userChallengeProgress)
      .values({ userId, challengeId, completed: true, completedAt: now })
      .onConflictDoUpdate({
        target: [userChallengeProgress.userId, userChallengeProgress.challengeId],
        set: { completed: true, completedAt: now },
        setWhere: eq(userChallengeProgress.completed, false),
      })
      .returning({ id: userChallengeProgress.id });
    if (!progress) return { status: "already-completed" };
    await awardCoins(tx, {
      userId,
      amount: challenge.reward,
      type: "daily_challenge",
      referenceId: challenge.id,
      description: `Daily challenge: ${challenge.title}`,
    });
    await tx
      .update(profiles)
      .set({
        dailyChallengesCompleted: sql`${profiles.dailyChallengesCompleted} + 1`,
      })
      .where(eq(profiles.id, userId));
    return {
      status: "completed",
      title: challenge.title,
      reward: challenge.reward,
    };
  });
}

/**
 * Completes every challenge a finished run meets: those of `day` for its game, and the one its
 * card started it for (of the day before, when it began before midnight), whose goal its right
 * answers reach, in the day's order. Run it in the transaction that finishes the run. The list
 * says what happened to each; it stops at the daily limit.
 */
export async function completeChallengesOfRun(
  db: Queryable,
  run: { userId: string; gameId: string; challengeId: string | null; correct: number },
  { timeZone, now = new Date() }: { timeZone: string; now?: Date },
): Promise<ChallengeCompletion[]> {
  const day = calendarDay(now, timeZone);
  const met = await db
    .select({ id: dailyChallenges.id })
    .from(dailyChallenges)
    .leftJoin(
      userChallengeProgress,
      and(eq(userChallengeProgress.challengeId, dailyChallenges.id), eq(userChallengeProgress.userId, run.userId)),
    )
    .where(
      and(
        eq(dailyChallenges.gameId, run.gameId),
        run.challengeId
          ? or(eq(dailyChallenges.activeDate, day), eq(dailyChallenges.id, run.challengeId))
          : eq(dailyChallenges.activeDate, day),
        lte(dailyChallenges.goalCorrect, run.correct),
        or(isNull(userChallengeProgress.completed), eq(userChallengeProgress.completed, false)),
      ),
    )
    .orderBy(dailyChallenges.activeDate, dailyChallenges.position);
  const completions: ChallengeCompletion[] = [];
  for (const { id } of met) {
    const completion = await completeChallenge(db, { userId: run.userId, challengeId: id, gameId: run.gameId, timeZone, now });
    if (completion) completions.push(completion);
    if (completion?.status === "limit-reached") break;
  }
  return completions;
}

/**
 * The coins a finished run's challenges paid, for its toast ("+10 CC daily challenge “Quick Sums”"),
 * in the words of `t` (the shell's messages) and `words` (the catalogue's) of the reader's language.
 */
export function challengeCoins(completions: readonly ChallengeCompletion[], t: TFunction, words: CatalogWords): CoinItem[] {
  return completions.flatMap((completion) =>
    completion.status === "completed"
      ? [{ amount: completion.reward, what: t("rewards.challenge", { title: words.name(completion.title, completion.title) }) }]
      : [],
  );
}

/** The toast of a challenge asked for when the day's challenges are all done (`t`: the shell's messages). */
export function dailyLimitReached(t: TFunction = englishT("common")) {
  return { title: t("rewards.limitTitle"), description: t("rewards.limit", { perDay: DAILY_CHALLENGES.perDay }) };
}

/** What a finished run's toast adds when the day's challenges were all done already ("" when nothing). */
export function challengeLimitText(completions: readonly ChallengeCompletion[], t: TFunction): string {
  return completions.some((completion) => completion.status === "limit-reached") ? dailyLimitReached(t).description : "";
}
