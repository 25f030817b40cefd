/**
 * A class's progress at a glance: students × homework (done, late, in progress, not started, with
 * accuracy), and the same table as CSV. Students appear under the name others see (a child
 * waiting for a parent: their nickname), never an e-mail address; a student the teacher made, as
 * the teacher made them ("Maya R.": teacherSeesName), where others see only their nickname.
 */
import { and, asc, eq } from "drizzle-orm";
import { classStudents, profiles, schoolStudents } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";
import { csvLine } from "~/utils/csv";
import { STATUSES, statusWords, type ProgressCell } from "~/utils/classes";
import { shownLookColumns } from "../player-look.server";
import { teacherSeesName } from "../school-students/accounts.server";
import { dueDay } from "./homework-cards.server";
import type { Class } from "./classes.server";
import { homeworkOf, type Homework } from "./homework.server";
import { homeworkTallies, progressOf, type HomeworkProgress } from "./homework-progress.server";

export interface ProgressRow {
  userId: string;
  name: string;
  username: string;
  joinedAt: Date;
  cells: HomeworkProgress[];
  /** A student this teacher schoolStudent: their sign-ins (the roster's login state). Null for one who joined by code. */
  schoolStudent: { lockedUntil: Date | null; lastSignInAt: Date | null } | null;
}

export interface ClassProgress {
  homework: Homework[];
  rows: ProgressRow[];
}

/** The table, for every homework of the class or for one (a homework's own page). */
export async function classProgress(db: Queryable, klass: Class, homeworkId?: string): Promise<ClassProgress> {
  const [work, students] = await Promise.all([homeworkOf(db, klass.id, homeworkId), classStudentsOf(db, klass)]);
  const tallies = await homeworkTallies(
    db,
    students.map((s) => s.userId),
    work,
  );
  return {
    homework: work,
    rows: students.map((student) => ({ ...student, cells: work.map((w) => progressOf(w, student.userId, tallies)) })),
  };
}

export type ClassStudent = Omit<ProgressRow, "cells">;

/** The class's present students in the order its tables list them, named as their teacher sees them. */
export async function classStudentsOf(db: Queryable, klass: Class): Promise<ClassStudent[]> {
  const students = await db
    .select({
      userId: classStudents.userId,
      username: shownLookColumns.username,
      displayName: shownLookColumns.displayName,
      joinedAt: classStudents.joinedAt,
      firstName: schoolStudents.firstName,
      lastInitial: schoolStudents.lastInitial,
      lockedUntil: schoolStudents.lockedUntil,
      lastSignInAt: schoolStudents.lastSignInAt,
    })
    .from(classStudents)
    .innerJoin(profiles, eq(profiles.id, classStudents.userId))
    // Only the teacher who made the student sees their name (another class they joined by code sees the nickname).
    .leftJoin(schoolStudents, and(eq(schoolStudents.userId, classStudents.userId), eq(schoolStudents.teacherId, klass.teacherId)))
    .where(eq(classStudents.classId, klass.id))
    // Students added from one list join at the same moment: then by the names the teacher gave.
    .orderBy(asc(classStudents.joinedAt), asc(schoolStudents.firstName), asc(schoolStudents.lastInitial));
  return students.map((student) => ({
    userId: student.userId,
    name:
      student.firstName !== null
        ? teacherSeesName({ firstName: student.firstName, lastInitial: student.lastInitial ?? "" })
        : student.displayName || student.username,
    username: student.username,
    joinedAt: student.joinedAt,
    schoolStudent: student.firstName !== null ? { lockedUntil: student.lockedUntil, lastSignInAt: student.lastSignInAt } : null,
  }));
}

/** The table as the teacher's pages carry it: each homework with its due day and target, each cell a tuple. */
export function progressTable({ homework, rows }: ClassProgress, timeZone: string) {
  return {
    homework: homework.map((w) => ({ id: w.id, title: w.title, due: dueDay(w.dueAt, timeZone), target: countedTarget(w) })),
    // What the tables show: the name and the cells (a username is the student's page's).
    rows: rows.map((row) => ({ userId: row.userId, name: row.name, cells: row.cells.map(progressCell) })),
  };
}

/** The number a goal counts to; null for a goal to master a skill (statusWords). */
const countedTarget = (w: Homework) => (w.goal === "skill" ? null : w.target);

export const progressCell = (cell: HomeworkProgress): ProgressCell => [STATUSES.indexOf(cell.status), cell.progress, cell.accuracy];

/** The table as CSV: a student per line, then per homework its status and accuracy; headings and words in the reader's (`t`). */
export function progressCsv({ homework, rows }: ClassProgress, t: TFunction = englishT("teach")): string {
  const header = [t("csv.student"), ...homework.flatMap((w) => [w.title, t("csv.homeworkAccuracy", { title: w.title })])];
  const lines = [csvLine(header)];
  for (const row of rows) {
    lines.push(
      csvLine([
        row.name,
        ...row.cells.flatMap((cell, i) => [statusWords(progressCell(cell), countedTarget(homework[i]), t), cell.accuracy ?? ""]),
      ]),
    );
  }
  return lines.join("");
}
