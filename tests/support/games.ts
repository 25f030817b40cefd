// Helpers for the games integration tests: the seeded catalogue and runs played with right answers.
import { eq } from "drizzle-orm";
import { games } from "../../drizzle/schema";
import { seed } from "../../drizzle/seed";
import type { Database, Queryable } from "~/db.server";
import { engineForTitle, type GameEngine, type RunState } from "~/games";
import { mathProblem } from "~/games/math-quest";
import { findRun, startRun, submitAnswer, type Run, type RunOwner } from "~/models/runs.server";

export async function seededGame(db: Database, slug: string) {
  await seed(db);
  const [game] = await db.select().from(games).where(eq(games.slug, slug));
  return { game, engine: engineForTitle(game.title)! };
}

/** The right answer to Math Quest's current question. */
export function mathAnswer(state: RunState): string {
  return String(mathProblem(state).answer);
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
    owner: RunOwner;
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
      now,
    });
    if (outcome.status !== "answered") throw new Error(`answer refused: ${outcome.status}`);
    run = outcome.run;
  }
  return (await findRun(db, { runId: run.id, gameId, owner }))!;
}
