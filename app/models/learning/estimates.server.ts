/**
 * What a child knows, skill by skill (skill_estimates): a finished run's logged answers move the
 * estimates of the skills they practised, in the order they were given (the model:
 * app/games/learning/model.ts). Two runs of one child finishing at once both count: the rows are
 * made first, then locked, read and written in one transaction.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { runAnswers, skillEstimates } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { afterAnswer, skillStatus, type Estimate, type SkillStatus } from "~/games/learning/model";

/** A child's estimate on one skill, as the pages read it. */
export interface SkillEstimate extends Estimate {
  skill: string;
  status: SkillStatus;
  masteredAt: Date | null;
}

/**
 * Called once, by the finish that claimed the run (finish.server.ts), and never for a run that
 * broke the pace: its answers teach the owner's estimates.
 */
export async function learnFromRun(db: Queryable, { runId, userId }: { runId: string; userId: string }): Promise<void> {
  const answers = await db
    .select({ skill: runAnswers.skill, correct: runAnswers.correct, guess: runAnswers.guess })
    .from(runAnswers)
    .where(eq(runAnswers.runId, runId))
    .orderBy(asc(runAnswers.index));
  if (answers.length === 0) return;
  const skills = [...new Set(answers.map((a) => a.skill))].sort();
  await db.transaction(async (tx) => {
    await tx
      .insert(skillEstimates)
      .values(skills.map((skill) => ({ userId, skill })))
      .onConflictDoNothing();
    // Locked in one order (the skills sorted): two finishes of one child wait for each other, never deadlock.
    const rows = await tx
      .select()
      .from(skillEstimates)
      .where(and(eq(skillEstimates.userId, userId), inArray(skillEstimates.skill, skills)))
      .orderBy(asc(skillEstimates.skill))
      .for("update");
    const estimates = new Map(
      rows.map((row) => [row.skill, { estimate: row as Estimate, guess: row.guess, mastered: row.masteredAt !== null }]),
    );
    for (const answer of answers) {
      const known = estimates.get(answer.skill)!;
      known.estimate = afterAnswer(known.estimate, answer.correct, answer.guess);
      known.guess = answer.guess;
    }
    for (const [skill, { estimate, guess, mastered }] of estimates) {
      const masteredNow = !mastered && skillStatus(estimate, guess) === "mastered";
      await tx
        .update(skillEstimates)
        .set({
          ability: estimate.ability,
          answers: estimate.answers,
          correct: estimate.correct,
          guess,
          updatedAt: sql`now()`,
          ...(masteredNow ? { masteredAt: sql`now()` } : {}),
        })
        .where(and(eq(skillEstimates.userId, userId), eq(skillEstimates.skill, skill)));
    }
  });
}

/** A child's estimates (of one game's skills, or all), easiest skill first is the caller's to order. */
export async function skillEstimatesOf(db: Queryable, userId: string, skillPrefix?: string): Promise<SkillEstimate[]> {
  const rows = await db
    .select()
    .from(skillEstimates)
    .where(and(eq(skillEstimates.userId, userId), skillPrefix ? sql`${skillEstimates.skill} like ${`${skillPrefix}%`}` : undefined));
  return rows.map((row) => ({
    skill: row.skill,
    ability: row.ability,
    answers: row.answers,
    correct: row.correct,
    status: skillStatus(row, row.guess),
    masteredAt: row.masteredAt,
  }));
}
