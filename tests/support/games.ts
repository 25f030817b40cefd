// Helpers for the games integration tests: the seeded catalogue and runs played with right answers.
import { eq } from "drizzle-orm";
import { gameRuns, games } from "../../drizzle/schema";
import { seed } from "~/models/seed.server";
import type { Database, Queryable } from "~/db.server";
import { engineForTitle, isRunState, type GameEngine, type RunState } from "~/games";
import { mathTask } from "~/games/math-quest";
import { recordDailyBest } from "~/models/daily-top.server";
import { findRun, startRun, type Run, type Player } from "~/models/runs/runs.server";
import { submitAnswer } from "~/models/runs/answers.server";

export { answerOfPrompt } from "./math-prompt";

export async function seededGame(db: Database, slug: string) {
  await seed(db);
  const [game] = await db.select().from(games).where(eq(games.slug, slug));
  return { game, engine: engineForTitle(game.title)! };
}

/** When a quick but human player sends answer number `n` (0-based) of `run`. */
export function humanPace(run: Run, engine: GameEngine, n: number): Date {
  return new Date(run.playsFrom.getTime() + (n + 1) * engine.minAnswerMs);
}

/** Lets a run's answers count at once, as if its loading screen were over long ago. */
export async function skipLoadingScreen(db: Queryable, runId: string) {
  await db
    .update(gameRuns)
    .set({ playsFrom: new Date(Date.now() - 60_000) })
    .where(eq(gameRuns.id, runId));
}

/** The right answer to Math Quest's current question, at the run's level. */
export function mathAnswer(state: RunState): string {
  return String(mathTask(state).answer);
}

/**
 * Starts a Math Quest run (at `now`, from a daily challenge's card if given) and answers
 * `correct` questions right at once: a run worth `correct` points.
 */
export async function playMath(
  db: Queryable,
  {
    gameId,
    engine,
    owner,
    correct,
    challengeId,
    now,
  }: {
    gameId: string;
    engine: GameEngine;
    owner: Player;
    correct: number;
    challengeId?: string;
    now?: Date;
  },
): Promise<Run> {
  let run = await startRun(db, { gameId, engine, owner, challengeId, now });
  for (let i = 0; i < correct; i++) {
    const outcome = await submitAnswer(db, {
      run,
      engine,
      index: run.state.index,
      answer: mathAnswer(run.state),
      // At a human pace: after the loading screen, one answer per minimum answer time.
      now: humanPace(run, engine, i),
    });
    if (outcome.status !== "answered") throw new Error(`answer refused: ${outcome.status}`);
    run = outcome.run;
  }
  return (await findRun(db, { runId: run.id, gameId, owner }))!;
}

/**
 * A player's run of `gameId` that finished at `finishedAt` with `score`, kept for the daily top 10
 * in `timeZone` as finishRun keeps it: for stories set at a given moment (just before midnight),
 * which a run finished now cannot tell.
 */
export async function runFinishedAt(
  db: Queryable,
  { gameId, userId, score, finishedAt, timeZone }: { gameId: string; userId: string; score: number; finishedAt: Date; timeZone: string },
): Promise<void> {
  const [run] = await db
    .insert(gameRuns)
    .values({ gameId, userId, seed: "s", state: {}, deadline: finishedAt, finishedAt, finalScore: score })
    .returning({ id: gameRuns.id });
  await recordDailyBest(db, run.id, timeZone);
}

/** A run's state as stored (with its seed, which the page never shows). */
export async function storedRunState(db: Queryable, runId: string): Promise<RunState> {
  const [row] = await db.select({ state: gameRuns.state }).from(gameRuns).where(eq(gameRuns.id, runId));
  if (!isRunState(row.state)) throw new Error("not a run state");
  return row.state;
}
