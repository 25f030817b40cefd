// A child learning through the real answer service: a Math Quest run at a level, answered at a
// human pace, right or wrong, and finished, so the knowledge model moves their estimates itself.
import type { Database, Queryable } from "~/db.server";
import { engines } from "~/games";
import { submitAnswer } from "~/models/runs/answers.server";
import { finishRun } from "~/models/runs/finish.server";
import { startRun } from "~/models/runs/runs.server";
import { mathAnswer, seededGame, skipLoadingScreen } from "./games";

/** Plays and finishes one run of `answers` questions at `level`; `right(n)` says whether answer n is right. */
export async function learnMath(
  db: Queryable,
  userId: string,
  { level, answers, right = () => true }: { level: number; answers: number; right?: (n: number) => boolean },
): Promise<void> {
  const { game } = await seededGame(db as Database, "math-quest-number-crunch");
  const engine = engines["math-quest"];
  let run = await startRun(db, { gameId: game.id, engine, owner: { userId }, level });
  await skipLoadingScreen(db, run.id);
  run = { ...run, playsFrom: new Date(Date.now() - 60_000) };
  for (let n = 0; n < answers; n++) {
    const answer = right(n) ? mathAnswer(run.state) : "99999";
    const outcome = await submitAnswer(db, { run, engine, index: run.state.index, answer });
    if (outcome.status !== "answered") throw new Error(`answer ${n}: ${outcome.status}`);
    run = outcome.run;
  }
  await finishRun(db, { run, premium: false, timeZone: "UTC" });
}
