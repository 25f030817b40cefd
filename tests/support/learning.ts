// A child learning through the real answer service: a run's questions answered at a human pace,
// right or wrong, and a Math Quest run at a level played and finished, so the knowledge model
// moves their estimates itself.
import type { Database, Queryable } from "~/db.server";
import { engines, type GameEngine } from "~/games";
import { submitAnswer } from "~/models/runs/answers.server";
import { finishRun } from "~/models/runs/finish.server";
import { startRun, type Run } from "~/models/runs/runs.server";
import { mathAnswer, seededGame, skipLoadingScreen } from "./games";

/**
 * Answers `answers` questions of `run` at a human pace (its loading screen skipped, its start a
 * minute ago): `answerOf(run, n)` gives answer n, or null for a wrong one. The run is not finished.
 */
export async function playAnswers(
  db: Queryable,
  run: Run,
  engine: GameEngine,
  answers: number,
  answerOf: (run: Run, n: number) => string | null,
): Promise<Run> {
  await skipLoadingScreen(db, run.id);
  run = { ...run, playsFrom: new Date(Date.now() - 60_000) };
  for (let n = 0; n < answers; n++) {
    const outcome = await submitAnswer(db, { run, engine, index: run.state.index, answer: answerOf(run, n) ?? "99999" });
    if (outcome.status !== "answered") throw new Error(`answer ${n}: ${outcome.status}`);
    run = outcome.run;
  }
  return run;
}

/** Plays and finishes one run of `answers` questions at `level`; `right(n)` says whether answer n is right. */
export async function learnMath(
  db: Queryable,
  userId: string,
  { level, answers, right = () => true }: { level: number; answers: number; right?: (n: number) => boolean },
): Promise<void> {
  const { game } = await seededGame(db as Database, "math-quest-number-crunch");
  const engine = engines["math-quest"];
  const run = await startRun(db, { gameId: game.id, engine, owner: { userId }, level });
  const played = await playAnswers(db, run, engine, answers, (r, n) => (right(n) ? mathAnswer(r.state) : null));
  await finishRun(db, { run: played, premium: false, timeZone: "UTC" });
}
