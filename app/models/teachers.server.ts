/**
 * Who may teach (docs/decisions/classes-and-homework.md): a verified adult, 18 or over by the birth
 * month given. Both a teacher's classes and their sets ask it, so it stands beside both.
 */
import { and, eq, isNull } from "drizzle-orm";
import { users } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { ageInYears, TEACHER_AGE } from "~/utils/age";

/** Who may teach: an adult; an account without a birth month is asked for it first. */
export type TeacherStatus = "teacher" | "needs-birth" | "too-young";

export async function teacherStatus(db: Queryable, userId: string, now = new Date()): Promise<TeacherStatus> {
  const [row] = await db.select({ year: users.birthYear, month: users.birthMonth }).from(users).where(eq(users.id, userId));
  if (!row?.year || !row.month) return "needs-birth";
  return ageInYears({ year: row.year, month: row.month }, now) >= TEACHER_AGE ? "teacher" : "too-young";
}

/** The birth month of an account that has none yet (it is never changed once given). */
export async function saveBirthMonth(db: Queryable, userId: string, birth: { year: number; month: number }): Promise<void> {
  await db
    .update(users)
    .set({ birthYear: birth.year, birthMonth: birth.month })
    .where(and(eq(users.id, userId), isNull(users.birthYear)));
}
