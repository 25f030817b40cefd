/**
 * What a teacher does with a student they made, from the student's page: a new login (new
 * pictures and a new card key, so the old card's QR stops working; the lock-out cleared), a move
 * to another of their classes, and the account's deletion with everything in it.
 */
import { and, asc, count, eq, inArray, isNull, ne } from "drizzle-orm";
import type { TFunction } from "i18next";
import { z } from "zod";
import { authSessions, classes, classStudents, schoolStudents } from "../../../drizzle/schema";
import type { Database, Queryable } from "~/db.server";
import { deleteAccount } from "~/models/account-data.server";
import { englishT } from "~/i18n/messages.server";
import { UUID } from "~/utils/uuid";
import { newCardKey, newPictures, namesInClass, teacherSeesName } from "./accounts.server";

/** The student page's forms; refused in the reader's words (`t`: the "teach" messages, as every word of this module). */
export const manageStudentForm = (t: TFunction = englishT("teach")) =>
  z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("reset-login") }),
    z.object({ intent: z.literal("move"), toClassId: z.string().uuid(t("student.problems.chooseClass")) }),
    z.object({
      intent: z.literal("delete-account"),
      confirm: z.literal("yes", { errorMap: () => ({ message: t("student.problems.confirmDelete") }) }),
    }),
  ]);

export type SchoolStudent = typeof schoolStudents.$inferSelect;

/** The student `userId` if `teacherId` made them and they are in `classId`; null otherwise. */
export async function taughtSchoolStudent(
  db: Queryable,
  { teacherId, classId, userId }: { teacherId: string; classId: string; userId: string },
) {
  if (!UUID.test(userId)) return null;
  const [row] = await db
    .select()
    .from(schoolStudents)
    .where(and(eq(schoolStudents.userId, userId), eq(schoolStudents.teacherId, teacherId), eq(schoolStudents.classId, classId)));
  return row ?? null;
}

/**
 * A new login: new pictures, a new card key (the old card's QR link finds nobody), the misses
 * and lock-out cleared; and the student signed out everywhere, as whoever had the old card may
 * be signed in with it. Returns the new pictures.
 */
export async function resetLogin(db: Queryable, student: SchoolStudent) {
  const pictures = newPictures();
  await db.transaction(async (tx) => {
    await tx
      .update(schoolStudents)
      .set({ ...pictures, cardKey: newCardKey(), failedSignIns: 0, lockedUntil: null })
      .where(eq(schoolStudents.userId, student.userId));
    await tx.delete(authSessions).where(eq(authSessions.userId, student.userId));
  });
  return pictures;
}

/** The teacher's other open classes a student could move to, with their free seats. */
export async function classesToMoveTo(db: Queryable, student: SchoolStudent) {
  const open = await db
    .select({ id: classes.id, name: classes.name, seats: classes.seats })
    .from(classes)
    .where(and(eq(classes.teacherId, student.teacherId), ne(classes.id, student.classId), isNull(classes.archivedAt)))
    .orderBy(asc(classes.name));
  if (open.length === 0) return [];
  const taken = await db
    .select({ classId: classStudents.classId, n: count() })
    .from(classStudents)
    .where(
      inArray(
        classStudents.classId,
        open.map((c) => c.id),
      ),
    )
    .groupBy(classStudents.classId);
  return open.map((c) => ({ id: c.id, name: c.name, free: c.seats - Number(taken.find((t) => t.classId === c.id)?.n ?? 0) }));
}

export type MoveOutcome = { ok: true; className: string } | { ok: false; message: string };

/**
 * Into another of the teacher's classes, in one transaction: the class the student signs in with
 * (school_students) and the class whose tables show them (class_students). Both classes' rows are
 * locked, in id order (two moves the other way cannot deadlock), so seats hold under racing joins.
 */
export async function moveStudent(
  db: Queryable,
  student: SchoolStudent,
  toClassId: string,
  t: TFunction = englishT("teach"),
): Promise<MoveOutcome> {
  return db.transaction(async (tx): Promise<MoveOutcome> => {
    const locked = await tx
      .select()
      .from(classes)
      .where(and(inArray(classes.id, [student.classId, toClassId]), eq(classes.teacherId, student.teacherId)))
      .orderBy(asc(classes.id))
      .for("update");
    const target = locked.find((c) => c.id === toClassId && c.id !== student.classId);
    if (!target) return { ok: false, message: t("student.problems.otherClass") };
    if (target.archivedAt) return { ok: false, message: t("student.problems.archived", { className: target.name }) };
    const [taken] = await tx.select({ n: count() }).from(classStudents).where(eq(classStudents.classId, toClassId));
    if (Number(taken.n) >= target.seats) return { ok: false, message: t("student.problems.full", { className: target.name }) };
    const name = teacherSeesName(student);
    if ((await namesInClass(tx, toClassId)).some((n) => n.toLocaleLowerCase() === name.toLocaleLowerCase())) {
      return { ok: false, message: t("student.problems.sameName", { className: target.name, name }) };
    }
    await tx.update(schoolStudents).set({ classId: toClassId }).where(eq(schoolStudents.userId, student.userId));
    const moved = await tx
      .update(classStudents)
      .set({ classId: toClassId, joinedAt: new Date() })
      .where(and(eq(classStudents.classId, student.classId), eq(classStudents.userId, student.userId)))
      .returning();
    if (moved.length === 0) await tx.insert(classStudents).values({ classId: toClassId, userId: student.userId });
    return { ok: true, className: target.name };
  });
}

export type ManageOutcome =
  | { done: "reset"; pictures: { picture1: number; picture2: number } }
  | { done: "moved"; className: string; classId: string }
  | { done: "deleted"; name: string }
  | { refused: string };

/** The student page's forms: a new login, a move, or the account's deletion (every row of it, as a player's own). */
export async function manageStudent(
  db: Database,
  student: SchoolStudent,
  form: z.infer<ReturnType<typeof manageStudentForm>>,
  t: TFunction = englishT("teach"),
): Promise<ManageOutcome> {
  switch (form.intent) {
    case "reset-login":
      return { done: "reset", pictures: await resetLogin(db, student) };
    case "move": {
      const moved = await moveStudent(db, student, form.toClassId, t);
      return moved.ok ? { done: "moved", className: moved.className, classId: form.toClassId } : { refused: moved.message };
    }
    case "delete-account":
      await deleteAccount(db, student.userId);
      return { done: "deleted", name: teacherSeesName(student) };
  }
}
