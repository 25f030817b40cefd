/**
 * One student, for their class's teacher: their progress on each homework, and their runs and
 * accuracy per week for the last 8 weeks. Only the class's own work is shown: runs of a game and
 * level the class has homework for, finished since that homework started. Nothing else the
 * student plays reaches the teacher.
 */
import { and, gte, inArray, isNotNull, eq } from "drizzle-orm";
import { gameRuns } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { calendarDay } from "~/utils/dates";
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";
import { csvLine } from "~/utils/csv";
import { UUID } from "~/utils/uuid";
import type { Class } from "./classes.server";
import type { Homework } from "./homework.server";
import { isRunOf } from "./homework-progress.server";
import { classProgress, type ProgressRow } from "./class-progress.server";

export const WEEKS_SHOWN = 8;
const DAY_MS = 24 * 3600_000;

export interface StudentWeek {
  /** The Monday the week starts on (YYYY-MM-DD, APP_TIME_ZONE). */
  weekOf: string;
  runs: number;
  answered: number;
  correct: number;
  /** Whole per cent right that week; null in a week without runs. */
  accuracy: number | null;
}

export interface StudentReport {
  homework: Homework[];
  row: ProgressRow;
  weeks: StudentWeek[];
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The Mondays of the last `count` weeks, oldest first, the current week last. */
export function weekStarts(today: string, count = WEEKS_SHOWN): string[] {
  const n = dayNumber(today);
  // 1970-01-01 was a Thursday: day n is a Monday when (n + 3) % 7 === 0.
  const monday = n - ((n + 3) % 7);
  return Array.from({ length: count }, (_, i) => dayOf(monday - 7 * (count - 1 - i)));
}

/** The student's report, or null when they are not (or no longer) in the class. */
export async function studentReport(
  db: Queryable,
  klass: Class,
  userId: string,
  timeZone: string,
  now = new Date(),
): Promise<StudentReport | null> {
  if (!UUID.test(userId)) return null;
  const progress = await classProgress(db, klass);
  const row = progress.rows.find((r) => r.userId === userId);
  if (!row) return null;
  const starts = weekStarts(calendarDay(now, timeZone));
  const weeks: StudentWeek[] = starts.map((weekOf) => ({ weekOf, runs: 0, answered: 0, correct: 0, accuracy: null }));
  const first = dayNumber(starts[0]);
  for (const run of await finishedRuns(db, userId, progress.homework)) {
    const classWork = progress.homework.some((w) => isRunOf(w, run));
    const week = Math.floor((dayNumber(calendarDay(run.finishedAt, timeZone)) - first) / 7);
    if (!classWork || week < 0 || week >= weeks.length) continue;
    weeks[week].runs++;
    weeks[week].answered += run.answered;
    weeks[week].correct += run.correct;
  }
  for (const week of weeks) week.accuracy = week.answered > 0 ? Math.round((100 * week.correct) / week.answered) : null;
  return { homework: progress.homework, row, weeks };
}

/** The student's finished runs of the homework's games since the earliest start; a run that broke the pace counts for nothing. */
async function finishedRuns(db: Queryable, userId: string, work: Homework[]) {
  if (work.length === 0) return [];
  const rows = await db
    .select({
      gameId: gameRuns.gameId,
      setId: gameRuns.setId,
      level: gameRuns.level,
      correct: gameRuns.correct,
      answered: gameRuns.answered,
      finishedAt: gameRuns.finishedAt,
    })
    .from(gameRuns)
    .where(
      and(
        eq(gameRuns.userId, userId),
        inArray(gameRuns.gameId, [...new Set(work.map((w) => w.gameId))]),
        gte(gameRuns.finishedAt, new Date(Math.min(...work.map((w) => w.startsAt.getTime())))),
        isNotNull(gameRuns.finalScore),
      ),
    );
  return rows.map((row) => ({ ...row, correct: row.correct ?? 0, answered: row.answered ?? 0, finishedAt: row.finishedAt! }));
}

/** The weeks as CSV, a week per line, the headings in the reader's words. */
export function weeksCsv(report: StudentReport, t: TFunction = englishT("teach")): string {
  return [
    csvLine([t("csv.weeks.weekOf"), t("csv.weeks.runs"), t("csv.weeks.answered"), t("csv.weeks.right"), t("csv.weeks.accuracy")]),
    ...report.weeks.map((w) => csvLine([w.weekOf, w.runs, w.answered, w.correct, w.accuracy ?? ""])),
  ].join("");
}
