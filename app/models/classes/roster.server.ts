/**
 * Who is in a class, for its teacher from the first join (before any homework): each student
 * under the name the teacher's tables show, the day they joined, and the students the teacher
 * removed, who stay out until the teacher lets them back.
 */
import { asc, eq } from "drizzle-orm";
import { classRemovals, profiles } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { calendarDay } from "~/utils/dates";
import { shownLookColumns } from "../player-look.server";
import { loginState, type LoginState, type Reader } from "../school-students/login-state.server";
import type { ProgressRow } from "./class-progress.server";

export interface RosterLine {
  userId: string;
  name: string;
  /** YYYY-MM-DD in the app's time zone. */
  day: string;
  /** A student the teacher made: how their sign-ins stand. */
  login?: LoginState;
}

/** The class's students as the roster lists them (from the progress table's rows, in joining order). */
export function rosterOf(rows: ProgressRow[], timeZone: string, now = new Date(), reader?: Reader): RosterLine[] {
  return rows.map((row) => ({
    userId: row.userId,
    name: row.name,
    day: calendarDay(row.joinedAt, timeZone),
    ...(row.schoolStudent ? { login: loginState(row.schoolStudent, { timeZone, now, reader }) } : {}),
  }));
}

/** The students removed from the class, first removed first. */
export async function removedStudents(db: Queryable, classId: string, timeZone: string): Promise<RosterLine[]> {
  const rows = await db
    .select({
      userId: classRemovals.userId,
      username: shownLookColumns.username,
      displayName: shownLookColumns.displayName,
      removedAt: classRemovals.removedAt,
    })
    .from(classRemovals)
    .innerJoin(profiles, eq(profiles.id, classRemovals.userId))
    .where(eq(classRemovals.classId, classId))
    .orderBy(asc(classRemovals.removedAt));
  return rows.map((row) => ({ userId: row.userId, name: row.displayName || row.username, day: calendarDay(row.removedAt, timeZone) }));
}
