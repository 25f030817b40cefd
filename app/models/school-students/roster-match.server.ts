/**
 * Which of a roster's students a teacher already has (docs/decisions/roster-import.md). Matched
 * per teacher: by the roster's sourcedId (school_students.roster_id), else by the student id
 * (student_ref), else by first name and initial among the class's students who have no id yet
 * (made from pasted names): those take the row's ids, so the next import matches them by id. "Left the roster": a student of this class who came from a roster of
 * this layout (a OneRoster import: a roster id; a class list: a student id) and is not in it now.
 */
import { eq } from "drizzle-orm";
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";
import { classes, schoolStudents } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import type { Roster, RosterStudent } from "./roster-files.server";

export interface KnownStudent {
  userId: string;
  classId: string;
  className: string;
  firstName: string;
  lastInitial: string;
  studentRef: string | null;
  rosterId: string | null;
  leftRosterAt: Date | null;
}

export interface ImportPlan {
  make: RosterStudent[];
  /**
   * Already in this class; `back` when they had left the roster and are in it again; `adopt`
   * when matched by name and the row brings ids the student has not got yet.
   */
  here: { student: RosterStudent; known: KnownStudent; back: boolean; adopt: boolean }[];
  /** Already made, in another of the teacher's classes: not moved. */
  elsewhere: { student: RosterStudent; known: KnownStudent }[];
  left: KnownStudent[];
  /** Rows that match a student another row already matched. */
  problems: string[];
}

/** The teacher's students, with their classes. */
export async function knownStudents(db: Queryable, teacherId: string): Promise<KnownStudent[]> {
  return db
    .select({
      userId: schoolStudents.userId,
      classId: schoolStudents.classId,
      className: classes.name,
      firstName: schoolStudents.firstName,
      lastInitial: schoolStudents.lastInitial,
      studentRef: schoolStudents.studentRef,
      rosterId: schoolStudents.rosterId,
      leftRosterAt: schoolStudents.leftRosterAt,
    })
    .from(schoolStudents)
    .innerJoin(classes, eq(classes.id, schoolStudents.classId))
    .where(eq(schoolStudents.teacherId, teacherId));
}

const nameKey = (s: { firstName: string; lastInitial: string }) =>
  `${s.firstName.toLocaleLowerCase("en")}\n${s.lastInitial.toLocaleLowerCase("en")}`;

/** Who of `students` is new, here, elsewhere or left; a row's problem in the reader's words (`t`: the "teach" messages). */
export function planImport(
  known: KnownStudent[],
  classId: string,
  layout: Roster["layout"],
  students: RosterStudent[],
  t: TFunction = englishT("teach"),
): ImportPlan {
  const byRoster = new Map(known.filter((k) => k.rosterId !== null).map((k) => [k.rosterId, k]));
  const byRef = new Map(known.filter((k) => k.studentRef !== null).map((k) => [k.studentRef, k]));
  const unnamed = known.filter((k) => k.classId === classId && k.rosterId === null && k.studentRef === null);
  const matched = new Map<string, RosterStudent>();
  const plan: ImportPlan = { make: [], here: [], elsewhere: [], left: [], problems: [] };
  for (const student of students) {
    const byId =
      (student.rosterId !== null ? byRoster.get(student.rosterId) : undefined) ??
      (student.studentRef !== null ? byRef.get(student.studentRef) : undefined);
    const known = byId ?? unnamed.find((k) => !matched.has(k.userId) && nameKey(k) === nameKey(student));
    if (!known) plan.make.push(student);
    else if (matched.has(known.userId))
      plan.problems.push(t("import.problem.sameStudent", { at: student.at, other: matched.get(known.userId)?.at }));
    else {
      matched.set(known.userId, student);
      if (known.classId === classId)
        plan.here.push({
          student,
          known,
          back: known.leftRosterAt !== null,
          adopt: !byId && (student.rosterId ?? student.studentRef) !== null,
        });
      else plan.elsewhere.push({ student, known });
    }
  }
  const fromThisLayout = (k: KnownStudent) => (layout === "oneroster" ? k.rosterId !== null : k.studentRef !== null && k.rosterId === null);
  plan.left = known.filter((k) => k.classId === classId && fromThisLayout(k) && !matched.has(k.userId));
  return plan;
}
