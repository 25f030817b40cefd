/**
 * One homework, for its teacher: each student's progress and the questions the class missed most,
 * with their right answers (as a class race's report shows them). Misses come from run_misses:
 * the runs that count for the homework (its game and level, finished since it started, not ones
 * that broke the pace) of the class's present students.
 */
import { and, count, countDistinct, desc, eq, gte, isNotNull, isNull } from "drizzle-orm";
import { classStudents, gameRuns, runMisses } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";
import { csvLine } from "~/utils/csv";
import { UUID } from "~/utils/uuid";
import type { Class } from "./classes.server";
import type { Homework } from "./homework.server";
import { classProgress, type ProgressRow } from "./class-progress.server";

export interface MissedInHomework {
  question: string;
  correctAnswer: string;
  /** How many students missed it, and how often in all (a student may meet it in several runs). */
  students: number;
  misses: number;
}

export interface HomeworkReport {
  homework: Homework;
  rows: ProgressRow[];
  missed: MissedInHomework[];
}

/** The homework's report, or null when the class has no such homework. */
export async function homeworkReport(db: Queryable, klass: Class, homeworkId: string, limit = 10): Promise<HomeworkReport | null> {
  if (!UUID.test(homeworkId)) return null;
  const progress = await classProgress(db, klass, homeworkId);
  const [work] = progress.homework;
  if (!work) return null;
  const students = countDistinct(gameRuns.userId);
  const misses = count();
  const missed = await db
    .select({ question: runMisses.question, correctAnswer: runMisses.correctAnswer, students, misses })
    .from(runMisses)
    .innerJoin(gameRuns, eq(gameRuns.id, runMisses.runId))
    .innerJoin(classStudents, and(eq(classStudents.userId, gameRuns.userId), eq(classStudents.classId, klass.id)))
    .where(
      and(
        eq(gameRuns.gameId, work.gameId),
        work.setId !== null ? eq(gameRuns.setId, work.setId) : and(isNull(gameRuns.setId), eq(gameRuns.level, work.level!)),
        gte(gameRuns.finishedAt, work.startsAt),
        isNotNull(gameRuns.finalScore),
      ),
    )
    .groupBy(runMisses.question, runMisses.correctAnswer)
    .orderBy(desc(students), desc(misses), runMisses.question)
    .limit(limit);
  return { homework: work, rows: progress.rows, missed };
}

/** The most-missed questions as CSV (RFC 4180, formula-safe like every CSV we write), the headings in the reader's words. */
export function missedCsv(report: HomeworkReport, t: TFunction = englishT("teach")): string {
  const headings = [t("csv.missed.question"), t("csv.missed.rightAnswer"), t("csv.missed.students"), t("csv.missed.times")];
  return [csvLine(headings), ...report.missed.map((q) => csvLine([q.question, q.correctAnswer, q.students, q.misses]))].join("");
}
