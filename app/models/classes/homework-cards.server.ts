/**
 * A student's homework as their pages show it (/, /games, /profile): their open classes' homework
 * that has started and is not long past due, soonest due first, with their progress.
 */
import { and, asc, eq, gte, isNull, lte, sql } from "drizzle-orm";
import { classes, classStudents, games, homework, profiles, teacherSets } from "../../../drizzle/schema";
import type { TFunction } from "i18next";
import type { Queryable } from "~/db.server";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/config";
import { formatWeekday } from "~/i18n/format";
import { fixedT } from "~/i18n/messages.server";
import { calendarDay } from "~/utils/dates";
import { raceInvites } from "./race-invites.server";
import { homeworkColumns, toHomework, withSet, type Homework, type HomeworkStatus } from "./homework.server";
import { homeworkTallies, progressOf, type HomeworkProgress } from "./homework-progress.server";

export interface StudentHomework extends Homework {
  className: string;
  teacherName: string;
  progressNote: HomeworkProgress;
}

/** How long after its due day a homework card still shows (done or not). */
const SHOWN_AFTER_DUE_MS = 3 * 24 * 3600_000;

/**
 * The homework a student sees on /, /games and /profile: their open classes' homework that has
 * started and is not long past due, soonest due first, with their progress.
 */
export async function homeworkForStudent(db: Queryable, userId: string, timeZone: string, now = new Date()): Promise<StudentHomework[]> {
  const rows = await db
    .select({
      ...homeworkColumns,
      className: classes.name,
      teacherName: sql<string>`coalesce(${profiles.displayName}, ${profiles.username})`,
    })
    .from(classStudents)
    .innerJoin(classes, and(eq(classes.id, classStudents.classId), isNull(classes.archivedAt)))
    .innerJoin(homework, eq(homework.classId, classes.id))
    .innerJoin(games, eq(games.id, homework.gameId))
    .leftJoin(teacherSets, withSet)
    .innerJoin(profiles, eq(profiles.id, classes.teacherId))
    .where(
      and(eq(classStudents.userId, userId), lte(homework.startsAt, now), gte(homework.dueAt, new Date(now.getTime() - SHOWN_AFTER_DUE_MS))),
    )
    .orderBy(asc(homework.dueAt))
    .limit(20);
  const work = rows.map((row) => ({ row, work: toHomework(row) }));
  const tallies = await homeworkTallies(
    db,
    [userId],
    work.map((w) => w.work),
  );
  return work.map(({ row, work }) => ({
    ...work,
    className: row.className,
    teacherName: row.teacherName,
    progressNote: progressOf(work, userId, tallies),
  }));
}

/** The last day of the window (due_at is the next day's start), "2026-11-27": a page writes it in its reader's words. */
export const dueDay = (dueAt: Date, timeZone: string): string => calendarDay(new Date(dueAt.getTime() - 1), timeZone);

export interface HomeworkCard {
  id: string;
  from: string;
  className: string;
  task: string;
  progress: string;
  due: string;
  status: HomeworkStatus;
  playHref: string;
}

/**
 * The student's homework as cards say it, in the reader's `language`: "Homework from Ms. Rivera: 2 of
 * 3 runs, due Friday, November 27" ("Tarea de …: 2 de 3 partidas, para el viernes, 27 de noviembre").
 */
export async function homeworkCards(
  db: Queryable,
  userId: string | null,
  timeZone: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<HomeworkCard[]> {
  if (!userId) return [];
  const t = fixedT(language, "common");
  return (await homeworkForStudent(db, userId, timeZone)).map((work) => {
    const { status } = work.progressNote;
    return {
      id: work.id,
      from: work.teacherName,
      className: work.className,
      task: work.title,
      progress: cardProgress(work, t),
      // The last day of the window (due_at is the next day's start): "Friday, November 27".
      due: formatWeekday(dueDay(work.dueAt, timeZone), language),
      status,
      playHref: work.playHref,
    };
  });
}

/** A counted goal's progress in words: "2 of 3 runs". */
const PROGRESS = {
  runs: "classCards.progress.runs",
  correct: "classCards.progress.correct",
  stars: "classCards.progress.stars",
} as const;

/** "2 of 3 runs", "Practising: not mastered yet", "Done!". */
function cardProgress(work: StudentHomework, t: TFunction): string {
  const { status, progress } = work.progressNote;
  if (status === "done") return t("classCards.done");
  if (status === "late") return t("classCards.doneLate");
  if (work.goal !== "skill") return t(PROGRESS[work.goal], { progress, count: work.target });
  return t(status === "in-progress" ? "classCards.practising" : "classCards.notStarted");
}

/** What a student's pages show from their classes: homework, and races waiting for them. */
export async function classCards(db: Queryable, user: { id: string; inAClass: boolean } | null, timeZone: string, language: Language) {
  if (!user?.inAClass) return { homework: [], races: [] };
  const [homework, races] = await Promise.all([homeworkCards(db, user.id, timeZone, language), raceInvites(db, user.id)]);
  return { homework, races };
}
