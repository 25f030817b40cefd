/**
 * A teacher's classes (docs/decisions/classes-and-homework.md): made by a verified adult (18 or
 * over by the birth month given), at most MAX_CLASSES open at once, each with a join code from the
 * shared code space and up to `seats` students. Only the class's teacher reads or changes it.
 */
import type { AppLoadContext } from "@remix-run/node";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { TFunction } from "i18next";
import { z } from "zod";
import { classes, classRemovals, classStudents, schoolStudents, users } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { englishT } from "~/i18n/messages.server";
import { requireUser, type SignedInUser } from "~/models/auth.server";
import { CLASS_NAME_MAX, DEFAULT_SEATS, MAX_CLASSES, MAX_SEATS } from "~/utils/classes";
import { UUID } from "~/utils/uuid";
import { freeJoinCode } from "../join-codes.server";
import { cleanField } from "~/utils/read-form.server";
import { nameProblem } from "../name-refusals.server";

export type Class = typeof classes.$inferSelect;

/** Its problems in the reader's words (`t`: the "teach" messages, `checks`: theirs, for the name screen; English by default). */
const className = (t: TFunction, checks: TFunction) =>
  cleanField(
    z
      .string({ required_error: t("classes.problems.nameMissing") })
      .min(1, t("classes.problems.nameMissing"))
      .max(CLASS_NAME_MAX, t("classes.problems.nameTooLong", { max: CLASS_NAME_MAX }))
      .superRefine((name, ctx) => {
        const refused = nameProblem("name", name, checks);
        if (refused) ctx.addIssue({ code: z.ZodIssueCode.custom, message: refused });
      }),
  );

const seats = (t: TFunction) => {
  const message = t("classes.problems.seats", { max: MAX_SEATS });
  return z.coerce.number({ invalid_type_error: message }).int(message).min(2, message).max(MAX_SEATS, message);
};

/** The teacher page's forms, each posting its intent. */
export const newClassForm = (t: TFunction = englishT("teach"), checks: TFunction = englishT("checks")) =>
  z.object({
    name: className(t, checks),
    seats: seats(t).default(DEFAULT_SEATS),
    forSchool: z.literal("on", { errorMap: () => ({ message: t("classes.problems.forSchool") }) }),
  });

export const classSettingsForm = (t: TFunction = englishT("teach"), checks: TFunction = englishT("checks")) =>
  z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("rename"), name: className(t, checks) }),
    z.object({ intent: z.literal("seats"), seats: seats(t) }),
    z.object({ intent: z.literal("archive") }),
    z.object({ intent: z.literal("reopen") }),
    z.object({ intent: z.literal("new-code") }),
    z.object({ intent: z.literal("remove"), userId: z.string().uuid(t("classes.problems.chooseStudent")) }),
    z.object({ intent: z.literal("let-back"), userId: z.string().uuid(t("classes.problems.chooseStudent")) }),
  ]);

/** What a change says back: done, or refused with the reason. */
export type ClassChange = { done: string } | { refused: string };

export type ClassSummary = Class & { students: number };

/** The teacher's classes, open ones first, newest first. */
export async function classesOf(db: Queryable, teacherId: string): Promise<ClassSummary[]> {
  const rows = await db
    .select({ klass: classes, students: count(classStudents.userId) })
    .from(classes)
    .leftJoin(classStudents, eq(classStudents.classId, classes.id))
    .where(eq(classes.teacherId, teacherId))
    .groupBy(classes.id)
    .orderBy(sql`${classes.archivedAt} is not null`, desc(classes.createdAt));
  return rows.map((row) => ({ ...row.klass, students: Number(row.students) }));
}

export type CreateClassOutcome = { ok: true; klass: Class } | { ok: false; message: string };

const tooManyOpen = (t: TFunction) => t("classes.problems.tooManyOpen", { max: MAX_CLASSES });

/**
 * Runs `open` (a new class, or an archived one reopened) in a transaction holding the teacher's
 * row, only while they have fewer than MAX_CLASSES open: two at once cannot both take the last place.
 */
async function withOpenPlace<T>(db: Queryable, teacherId: string, open: (tx: Queryable) => Promise<T>): Promise<T | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${teacherId} for update`);
    const [opened] = await tx
      .select({ n: count() })
      .from(classes)
      .where(and(eq(classes.teacherId, teacherId), isNull(classes.archivedAt)));
    return Number(opened.n) >= MAX_CLASSES ? null : open(tx);
  });
}

/** A new class, unless the teacher already has MAX_CLASSES open. */
export async function createClass(
  db: Queryable,
  teacherId: string,
  form: { name: string; seats: number },
  t: TFunction = englishT("teach"),
): Promise<CreateClassOutcome> {
  const klass = await withOpenPlace(db, teacherId, async (tx) => {
    const [made] = await tx
      .insert(classes)
      .values({ teacherId, name: form.name, seats: form.seats, joinCode: await freeJoinCode(tx) })
      .returning();
    return made;
  });
  return klass ? { ok: true, klass } : { ok: false, message: tooManyOpen(t) };
}

export async function classById(db: Queryable, classId: string): Promise<Class | null> {
  if (!UUID.test(classId)) return null;
  const [row] = await db.select().from(classes).where(eq(classes.id, classId));
  return row ?? null;
}

/**
 * The class behind `classId` for its teacher: 404 for an unknown id, 403 for anyone else
 * (signed out: to sign in first).
 */
export async function taughtClass(
  request: Request,
  context: AppLoadContext,
  classId: string | undefined,
): Promise<{ user: SignedInUser; klass: Class }> {
  const user = await requireUser(request, context);
  const klass = await classById(context.db, classId ?? "");
  if (!klass) throw new Response("This class was not found.", { status: 404 });
  if (klass.teacherId !== user.id) throw new Response("Only this class's teacher can open its pages.", { status: 403 });
  return { user, klass };
}

/** A setting of the class, by its teacher: what it says back, in the reader's words. */
export async function changeClass(
  db: Queryable,
  klass: Class,
  form: z.infer<ReturnType<typeof classSettingsForm>>,
  t: TFunction = englishT("teach"),
): Promise<ClassChange> {
  const where = eq(classes.id, klass.id);
  switch (form.intent) {
    case "rename":
      await db.update(classes).set({ name: form.name }).where(where);
      return { done: t("classes.done.renamed", { name: form.name }) };
    case "seats": {
      const [taken] = await db.select({ n: count() }).from(classStudents).where(eq(classStudents.classId, klass.id));
      const fits = Math.max(form.seats, Number(taken.n));
      await db.update(classes).set({ seats: fits }).where(where);
      return { done: fits === form.seats ? t("classes.done.seats", { count: fits }) : t("classes.done.seatsKept", { count: fits }) };
    }
    case "archive":
      await db.update(classes).set({ archivedAt: new Date() }).where(where);
      return { done: t("classes.done.archived") };
    case "reopen": {
      const reopened = await withOpenPlace(db, klass.teacherId, (tx) => tx.update(classes).set({ archivedAt: null }).where(where));
      return reopened ? { done: t("classes.done.reopened") } : { refused: tooManyOpen(t) };
    }
    case "new-code": {
      const code = await freeJoinCode(db);
      // A new code is a fresh start: students removed before may join with it.
      await db.transaction(async (tx) => {
        await tx.update(classes).set({ joinCode: code }).where(where);
        await tx.delete(classRemovals).where(eq(classRemovals.classId, klass.id));
      });
      return { done: t("classes.done.newCode", { code }) };
    }
    case "remove":
      // A student the teacher made has no way in but this class: they are moved or deleted instead.
      if (await isSchoolStudent(db, klass, form.userId)) return { refused: t("classes.problems.schoolStudentNotRemoved") };
      return (await removeStudent(db, klass.id, form.userId))
        ? { done: t("classes.done.removed") }
        : { refused: t("classes.problems.notInClass") };
    case "let-back": {
      const back = await db
        .delete(classRemovals)
        .where(and(eq(classRemovals.classId, klass.id), eq(classRemovals.userId, form.userId)))
        .returning();
      return back.length > 0 ? { done: t("classes.done.letBack") } : { refused: t("classes.problems.notRemoved") };
    }
  }
}

async function isSchoolStudent(db: Queryable, klass: Class, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: schoolStudents.userId })
    .from(schoolStudents)
    .where(and(eq(schoolStudents.userId, userId), eq(schoolStudents.classId, klass.id)));
  return row !== undefined;
}

/** Out of the class, and kept out: the class's code no longer lets them in. */
async function removeStudent(db: Queryable, classId: string, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(classStudents)
      .where(and(eq(classStudents.classId, classId), eq(classStudents.userId, userId)))
      .returning();
    if (gone.length > 0) await tx.insert(classRemovals).values({ classId, userId }).onConflictDoNothing();
    return gone.length > 0;
  });
}
