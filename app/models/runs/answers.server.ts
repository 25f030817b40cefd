/**
 * An answer to a run's question: checked and scored by the game's engine against the run as
 * stored, then stored only if the run is still where it was (one of two concurrent answers
 * counts). The pace rule flags a run answered faster than anyone can read.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { gameRuns, runMisses } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import type { GameEngine, RunState } from "~/games";
import { runLanguage } from "~/games/language";
import type { Feedback } from "~/games/run-view";
import { logAnswer } from "../learning/answer-log.server";
import { preparedPerDatabase } from "../prepared.server";
import { findRunById, toRun, type Run } from "./runs.server";
import { said } from "./play-words.server";

/** An answer sent just before the end may arrive this much later. */
export const ANSWER_GRACE_MS = 2000;
/**
 * How far ahead of the pace a run may be (see scoreAnswer): a few quick answers in a row, or one
 * request held up by the network and the next not, never flag a real child.
 */
export const PACE_SLACK_MS = 1500;
/** What a player is told when a run broke the pace; the results say it again. */
export const TOO_FAST_MESSAGE = said("said.tooFast");

/** Finished, or past its deadline and the grace: no answer counts any more. */
export function isOver(run: Pick<Run, "finishedAt" | "deadline">, now = new Date()): boolean {
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
  const check = engine.validate(answer, runLanguage(run.state));
  if (!check.ok) return { status: "invalid", message: check.message };
  if (now < run.playsFrom) return { status: "early", run };
  if (now.getTime() < earliestAnswer(run, engine)) return { status: "too-fast", run };

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

/**
 * When the run's next answer keeps the pace (ms since the epoch). The pace is judged over the
 * whole run, not answer by answer: answer n may come no sooner than n + 1 minimum answer times
 * after play began, less a slack. Network jitter moves single answers, never the sum; a script
 * that answers at once falls behind this within a few answers.
 */
export function earliestAnswer(run: Pick<Run, "playsFrom" | "state">, engine: Pick<GameEngine, "minAnswerMs">): number {
  return run.playsFrom.getTime() + (run.state.answered + 1) * engine.minAnswerMs - PACE_SLACK_MS;
}

/** The oldest deadline a run may have and still take an answer at `now`. */
export function latestDeadline(now: Date): Date {
  return new Date(now.getTime() - ANSWER_GRACE_MS);
}

/**
 * Where a scored answer is stored, conditional on the run still being at question `index`, open and
 * within its deadline and grace: the stored run, or null (another answer or the finish got there
 * first). A two-player race stores through its session (the run, the race score and the notice in
 * one statement) and keeps no misses; a run on its own stores its row.
 */
export interface AnswerStore {
  store(db: Queryable, answer: { run: Run; index: number; now: Date; state: RunState; feedback: Feedback }): Promise<Run | null>;
  /** Whether a signed-in player's wrong answer is kept for their teachers' most-missed questions. */
  keepsMisses: boolean;
}

/** A run on its own: its row, conditional on the question (prepared: every answer runs it). */
const ownRow: AnswerStore = {
  async store(db, { run, index, now, state, feedback }) {
    const [row] = await storeAnswer(db).execute({
      runId: run.id,
      state,
      feedback,
      index,
      latestDeadline: latestDeadline(now).toISOString(),
    });
    return row ? toRun(row) : null;
  },
  keepsMisses: true,
};

/**
 * Checks and scores the answer to question `index` with the engine, and stores the new state
 * and the feedback (`store`: where). The store is conditional on the question still being
 * `index`, so of two concurrent answers to one question only one counts.
 */
export async function submitAnswer(
  db: Queryable,
  {
    run,
    engine,
    index,
    answer,
    now = new Date(),
    store = ownRow,
  }: { run: Run; engine: GameEngine; index: number; answer: string; now?: Date; store?: AnswerStore },
): Promise<AnswerOutcome> {
  const scored = scoreAnswer(run, engine, index, answer, now);
  if (scored.status === "too-fast") return { status: "too-fast", run: await markTooFast(db, run) };
  if (scored.status !== "scored") return scored;
  const { state, feedback } = scored;
  const stored = await store.store(db, { run, index, now, state, feedback });
  if (!stored) return refusedAnswer(db, run.id, now);
  await logAnswer(db, run, engine, feedback.correct);
  if (!feedback.correct && run.userId && store.keepsMisses) await keepMiss(db, run, engine, feedback);
  return { status: "answered", run: stored, feedback };
}

/** A signed-in player's wrong answer, for their teachers' most-missed questions (runMisses in the schema). */
async function keepMiss(db: Queryable, run: Run, engine: GameEngine, feedback: Feedback): Promise<void> {
  const { prompt, hint } = engine.question(run.state);
  const question = hint ? `${prompt} (${hint})` : prompt;
  await db
    .insert(runMisses)
    .values({ runId: run.id, index: feedback.index, question, correctAnswer: feedback.correctAnswer })
    .onConflictDoNothing();
}

/** The answer's new state, stored only if the run is still at that question and open (prepared: every answer runs it). */
const storeAnswer = preparedPerDatabase((db) =>
  db
    .update(gameRuns)
    .set({ state: sql.placeholder("state"), lastFeedback: sql.placeholder("feedback") })
    .where(
      and(
        eq(gameRuns.id, sql.placeholder("runId")),
        isNull(gameRuns.finishedAt),
        sql`(${gameRuns.state}->>'index')::integer = ${sql.placeholder("index")}`,
        sql`${gameRuns.deadline} >= ${sql.placeholder("latestDeadline")}::timestamptz`,
      ),
    )
    .returning()
    .prepare("store_answer"),
);

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
