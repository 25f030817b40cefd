/**
 * The answer log learning reads (run_answers): every counted answer of a signed-in player's run,
 * with the skill its question practised and the question's address. The estimates move only when
 * the run finishes (estimates.server.ts), so a run that broke the pace teaches them nothing.
 */
import { sql } from "drizzle-orm";
import { runAnswers } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import type { GameEngine } from "~/games";
import { KNOWLEDGE } from "~/games/learning/model";
import { setSkillId } from "~/games/skills";
import { addressOf } from "~/games/state";
import type { RunState } from "~/games/types";
import { preparedPerDatabase } from "../prepared.server";

/** What a logged answer needs of its run: the state it answered (before the answer), its owner and its set. */
interface AnsweredRun {
  id: string;
  userId: string | null;
  setId: string | null;
  state: RunState;
}

/** Logs one counted answer of a signed-in player (a visitor has no estimates; content without skills logs nothing). */
export async function logAnswer(db: Queryable, run: AnsweredRun, engine: GameEngine, correct: boolean): Promise<void> {
  if (!run.userId) return;
  const item = run.setId ? { skill: setSkillId(run.setId), address: addressOf(run.state) } : engine.item(run.state);
  if (!item) return;
  const guess = engine.question(run.state).kind === "choice" ? KNOWLEDGE.choiceGuess : 0;
  await insertAnswer(db).execute({ runId: run.id, index: run.state.index, skill: item.skill, correct, guess, address: item.address });
}

/** Prepared: a signed-in player's every answer runs it. A repeat of one question (it cannot count twice) is ignored. */
const insertAnswer = preparedPerDatabase((db) =>
  db
    .insert(runAnswers)
    .values({
      runId: sql.placeholder("runId"),
      index: sql.placeholder("index"),
      skill: sql.placeholder("skill"),
      correct: sql.placeholder("correct"),
      guess: sql.placeholder("guess"),
      address: sql.placeholder("address"),
    })
    .onConflictDoNothing()
    .prepare("log_answer"),
);
