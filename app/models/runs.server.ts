/**
 * Server-verified play. A run holds the seed, the engine state and the deadline; every answer is
 * checked and scored here by the game's engine, and completion pays for this score only. No
 * function here takes a score from the caller.
 */
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, gte, isNull, lte, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { badges, gameRuns, userBadges, users } from "../../drizzle/schema";
import { queryRows, type Queryable } from "~/db.server";
import { isRunState, resultMessage, type GameEngine, type RunState } from "~/games";
import { rewardText } from "~/games/rewards";

// Routes take the engine from here: a route importing ~/games itself would put every question
// bank in the first load of its page (the play page loads them later, in the background).
export { engineForTitle } from "~/games";
import type { CompletionReward, Feedback, PublicRunState, RunView } from "~/games/run-view";
import { calendarDay } from "~/utils/dates";
import { ageInYears } from "~/utils/age";
import { defaultLevelForAge, levelFor, levelsFor } from "~/games/levels";
import type { GameKey } from "~/games/types";
import { checkBadgesAfter, type EarnedBadge } from "./badges.server";
import { completeChallengesOfRun, type ChallengeCompletion } from "./challenges.server";
import { recordDailyBest } from "./daily-top.server";
import { recordLevelProgress } from "./progress.server";
import { payReferral } from "./referrals.server";
import { UUID } from "~/utils/uuid";

/** The 1 s loading screen comes before the clock starts. */
export const START_DELAY_MS = 1000;
/** An answer sent just before the end may arrive this much later. */
export const ANSWER_GRACE_MS = 2000;
/**
 * How far ahead of the pace a run may be (see scoreAnswer): a few quick answers in a row, or one
 * request held up by the network and the next not, never flag a real child.
 */
export const PACE_SLACK_MS = 1500;
/** What a player is told when a run broke the pace; the results say it again. */
export const TOO_FAST_MESSAGE =
  "That was faster than anyone can read the questions, so this game earns no Clever Coins and no place on the leaderboard.";

/** A run belongs to a signed-in player or to a visitor's browser (the cp_guest cookie). */
export type RunOwner = { userId: string } | { guestId: string };

export interface Run {
  id: string;
  gameId: string;
  userId: string | null;
  /** The daily challenge whose card started it (shown on the play page): finishing with its right answers completes it, like any run of the game. */
  challengeId: string | null;
  state: RunState;
  feedback: Feedback | null;
  startedAt: Date;
  /** Answers count from here (after the loading screen). */
  playsFrom: Date;
  deadline: Date;
  /** An answer broke the pace: the run earns nothing and ranks nowhere. */
  tooFast: boolean;
  finishedAt: Date | null;
  reward: CompletionReward | null;
}

export const stateSchema = z.custom<RunState>(isRunState);

export const feedbackSchema: z.ZodType<Feedback> = z.object({
  index: z.number().int(),
  answer: z.string(),
  correct: z.boolean(),
  points: z.number().int(),
  correctAnswer: z.string(),
  correctIndex: z.number().int().optional(),
  explanation: z.string().optional(),
});

const rewardSchema: z.ZodType<CompletionReward> = z.object({
  cc_awarded: z.number().int(),
  current_count: z.number().int(),
  max_daily_rewards: z.number().int(),
  success: z.boolean(),
  score: z.number().int(),
  previous_best: z.number().int(),
  new_best: z.boolean(),
});

/** A game_runs row, checked, as a Run. */
export function toRun(row: typeof gameRuns.$inferSelect): Run {
  return {
    id: row.id,
    gameId: row.gameId,
    userId: row.userId,
    challengeId: row.challengeId,
    state: stateSchema.parse(row.state),
    feedback: row.lastFeedback == null ? null : feedbackSchema.parse(row.lastFeedback),
    startedAt: row.startedAt,
    playsFrom: row.playsFrom,
    deadline: row.deadline,
    tooFast: row.tooFast,
    finishedAt: row.finishedAt,
    reward: row.reward == null ? null : rewardSchema.parse(row.reward),
  };
}

function ownedBy(owner: RunOwner): SQL {
  return "userId" in owner ? eq(gameRuns.userId, owner.userId) : and(eq(gameRuns.guestId, owner.guestId), isNull(gameRuns.userId))!;
}

export interface StartOptions {
  gameId: string;
  engine: GameEngine;
  owner: RunOwner;
  now?: Date;
  /** A two-player race gives both runs one seed, so both players get the same questions. */
  seed?: string;
  /** The game's own duration unless a race says otherwise. */
  durationSeconds?: number;
  /** The loading screen before the clock starts (none in a race, which has its own countdown). */
  startDelayMs?: number;
  /** Started from this daily challenge's card (see challengeForNewRun). */
  challengeId?: string;
  /** The level chosen on the start screen (levels.ts); stored in the run's state (`state.level`). */
  level?: number;
}

export async function startRun(db: Queryable, options: StartOptions): Promise<Run> {
  const { gameId, engine, owner, now = new Date(), seed = randomBytes(12).toString("base64url") } = options;
  const durationMs = (options.durationSeconds ?? engine.durationSeconds) * 1000;
  const playsFrom = new Date(now.getTime() + (options.startDelayMs ?? START_DELAY_MS));
  const [row] = await db
    .insert(gameRuns)
    .values({
      gameId,
      userId: "userId" in owner ? owner.userId : null,
      guestId: "guestId" in owner ? owner.guestId : null,
      challengeId: options.challengeId ?? null,
      seed,
      state: engine.start(seed, options.level),
      startedAt: now,
      playsFrom,
      deadline: new Date(playsFrom.getTime() + durationMs),
    })
    .returning();
  return toRun(row);
}

/** The owner's run of this game, or null (unknown id, someone else's run, another game's). */
export async function findRun(db: Queryable, { runId, gameId, owner }: { runId: string; gameId: string; owner: RunOwner }) {
  if (!UUID.test(runId)) return null;
  const [row] = await db
    .select()
    .from(gameRuns)
    .where(and(eq(gameRuns.id, runId), eq(gameRuns.gameId, gameId), ownedBy(owner)));
  return row ? toRun(row) : null;
}

/**
 * The level of the player's latest run of this game that had one (the start screen's default),
 * or null when they never played it at a level.
 */
export async function lastLevelPlayed(db: Queryable, { gameId, userId }: { gameId: string; userId: string }): Promise<number | null> {
  // game_runs_user_idx (user_id, started_at) reads the player's runs newest first.
  const [row] = await db
    .select({ level: sql<string | null>`${gameRuns.state}->>'level'` })
    .from(gameRuns)
    .where(and(eq(gameRuns.userId, userId), eq(gameRuns.gameId, gameId), sql`${gameRuns.state}->>'level' is not null`))
    .orderBy(desc(gameRuns.startedAt))
    .limit(1);
  const level = Number(row?.level);
  return Number.isSafeInteger(level) && level > 0 ? level : null;
}

/**
 * The level a player's start screen offers first: their last level on this game; else the one
 * written for their age (from the month and year of birth given at sign-up); else the easiest.
 */
export async function startingLevel(
  db: Queryable,
  { game, gameId, userId }: { game: GameKey; gameId: string; userId: string | null },
  now = new Date(),
): Promise<number> {
  if (!userId) return levelsFor(game)[0].id;
  const last = await lastLevelPlayed(db, { gameId, userId });
  if (last !== null && levelFor(game, last)) return last;
  const [born] = await db.select({ year: users.birthYear, month: users.birthMonth }).from(users).where(eq(users.id, userId));
  if (born?.year && born.month) return defaultLevelForAge(game, ageInYears({ year: born.year, month: born.month }, now)).id;
  return levelsFor(game)[0].id;
}

/** Badges are checked just after a run finishes (finishRun): the ones earned this soon after it came with it. */
export const BADGES_OF_RUN_WINDOW_MS = 30_000;

/**
 * The badges a finished run earned its player, for its results: those recorded between its
 * finish and a few seconds later (finishRun checks badges right after the finish).
 */
export async function badgesEarnedWithRun(db: Queryable, run: Run) {
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

/** Any run by id, whoever owns it: for callers that check the owner themselves (two-player races). */
export async function findRunById(db: Queryable, runId: string): Promise<Run | null> {
  if (!UUID.test(runId)) return null;
  const [row] = await db.select().from(gameRuns).where(eq(gameRuns.id, runId));
  return row ? toRun(row) : null;
}

/** Finished, or past its deadline and the grace: no answer counts any more. */
export function isOver(run: Run, now = new Date()): boolean {
  return run.finishedAt !== null || now.getTime() > run.deadline.getTime() + ANSWER_GRACE_MS;
}

export type AnswerOutcome =
  | { status: "answered"; run: Run; feedback: Feedback }
  /** The input broke the game's rules (empty, not a number, too long, no option). */
  | { status: "invalid"; message: string }
  /** That question was answered already (a double submit, another tab): nothing changed. */
  | { status: "stale"; run: Run }
  /** The run is finished or its time ran out: the answer was refused. */
  | { status: "over"; run: Run }
  /** Sent during the loading screen: refused, nothing changed. */
  | { status: "early"; run: Run }
  /** Faster than anyone can read: refused, and the run now earns nothing (TOO_FAST_MESSAGE). */
  | { status: "too-fast"; run: Run };

/** An answer the engine has scored: the run's next state and what the player is told. */
export type ScoredAnswer = Exclude<AnswerOutcome, { status: "answered" }> | { status: "scored"; state: RunState; feedback: Feedback };

/**
 * Checks and scores the answer to question `index` with the engine, against `run` as it is
 * known; nothing is stored. Whoever stores the result must make sure the run is still there.
 */
export function scoreAnswer(run: Run, engine: GameEngine, index: number, answer: string, now = new Date()): ScoredAnswer {
  if (isOver(run, now)) return { status: "over", run };
  if (index !== run.state.index) return { status: "stale", run };
  const check = engine.validate(answer);
  if (!check.ok) return { status: "invalid", message: check.message };
  if (now < run.playsFrom) return { status: "early", run };
  // The pace is judged over the whole run, not answer by answer: answer n may come no sooner
  // than n + 1 minimum answer times after play began, less a slack. Network jitter moves single
  // answers, never the sum; a script that answers at once falls behind this within a few answers.
  const earliest = run.playsFrom.getTime() + (run.state.answered + 1) * engine.minAnswerMs - PACE_SLACK_MS;
  if (now.getTime() < earliest) return { status: "too-fast", run };

  const result = engine.answer(run.state, check.value);
  const feedback: Feedback = {
    index,
    answer: check.value,
    correct: result.correct,
    points: result.points,
    correctAnswer: result.correctAnswer,
    ...(result.correctIndex === undefined ? {} : { correctIndex: result.correctIndex }),
    ...(result.explanation === undefined ? {} : { explanation: result.explanation }),
  };
  return { status: "scored", state: result.state, feedback };
}

/** The oldest deadline a run may have and still take an answer at `now`. */
export function latestDeadline(now: Date): Date {
  return new Date(now.getTime() - ANSWER_GRACE_MS);
}

/**
 * Checks and scores the answer to question `index` with the engine, and stores the new state
 * and the feedback. The update is conditional on the question still being `index`, so of two
 * concurrent answers to one question only one counts.
 */
export async function submitAnswer(
  db: Queryable,
  { run, engine, index, answer, now = new Date() }: { run: Run; engine: GameEngine; index: number; answer: string; now?: Date },
): Promise<AnswerOutcome> {
  const scored = scoreAnswer(run, engine, index, answer, now);
  if (scored.status === "too-fast") return { status: "too-fast", run: await markTooFast(db, run) };
  if (scored.status !== "scored") return scored;
  const { state, feedback } = scored;
  const [row] = await db
    .update(gameRuns)
    .set({ state, lastFeedback: feedback })
    .where(
      and(
        eq(gameRuns.id, run.id),
        isNull(gameRuns.finishedAt),
        sql`(${gameRuns.state}->>'index')::integer = ${index}`,
        sql`${gameRuns.deadline} >= ${latestDeadline(now).toISOString()}::timestamptz`,
      ),
    )
    .returning();
  if (row) return { status: "answered", run: toRun(row), feedback };
  return refusedAnswer(db, run.id, now);
}

/** Flags the run: it will finish without coins, progress or a place on any board. */
export async function markTooFast(db: Queryable, run: Run): Promise<Run> {
  const [row] = await db.update(gameRuns).set({ tooFast: true }).where(eq(gameRuns.id, run.id)).returning();
  return row ? toRun(row) : { ...run, tooFast: true };
}

/** Why a stored answer did not count: another answer to this question got there first, or the finish. */
export async function refusedAnswer(
  db: Queryable,
  runId: string,
  now = new Date(),
): Promise<Exclude<AnswerOutcome, { status: "answered" | "invalid" }>> {
  const current = (await findRunById(db, runId))!;
  return isOver(current, now) ? { status: "over", run: current } : { status: "stale", run: current };
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
): Promise<{
  run: Run;
  finishedNow: boolean;
  badges: EarnedBadge[];
  /** What happened to each daily challenge the run met (completed, or the daily limit). */
  challenges: ChallengeCompletion[];
}> {
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
  if (run.userId) {
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
      if (score > 0) await recordDailyBest(tx, run.id, timeZone);
      await recordLevelProgress(tx, run.id);
      const correct = score > 0 ? run.state.correct : 0;
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
        finalScore: sql`(${gameRuns.state}->>'score')::integer`,
      })
      .where(and(eq(gameRuns.id, run.id), isNull(gameRuns.finishedAt)))
      .returning({ id: gameRuns.id });
    finishedNow = rows.length > 0;
  }
  // What a completed game can lead to: badges, and the referrer's reward at the third game.
  const badges = finishedNow && run.userId ? await checkBadgesAfter(db, run.userId, "game") : [];
  if (finishedNow && run.userId) await payReferral(db, run.userId);
  return {
    run: (await findRunById(db, run.id))!,
    finishedNow,
    badges,
    challenges,
  };
}

/** What the play page sends to the browser. */
/** A state for the browser: never the seed, with which it could work out every answer before it is shown. */
export function publicState({ seed: _seed, ...state }: RunState): PublicRunState {
  return state;
}

export function runView(run: Run, engine: GameEngine): RunView {
  return {
    id: run.id,
    state: publicState(run.state),
    question: engine.question(run.state),
    feedback: run.feedback,
    playsFrom: run.playsFrom.toISOString(),
    deadline: run.deadline.toISOString(),
    finished: run.finishedAt !== null,
    score: run.state.score,
    reward: run.reward,
    results: run.finishedAt
      ? run.tooFast
        ? { message: TOO_FAST_MESSAGE, reward: null }
        : {
            message: resultMessage(run.state.score, run.reward?.previous_best ?? 0),
            reward: run.reward ? rewardText(run.reward) : null,
          }
      : null,
    durationSeconds: engine.durationSeconds,
    feedbackMs: engine.feedbackMs,
  };
}
