/**
 * A student a teacher made signs in (docs/decisions/class-login.md): with the class code, their
 * name and their two pictures (/class-login/{code}), or with their card's QR link
 * (/class-login/card/{key}). Eighty-one secrets are easy to guess, so every guess is counted in
 * one UPDATE ... RETURNING (racing guesses all count) and five misses in a row lock the student
 * out for a while, longer each time; the teacher sees "Locked out" and is told by mail.
 */
import { redirect, type AppLoadContext } from "@remix-run/node";
import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { TFunction } from "i18next";
import { classes, schoolStudents, users } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { createSignInSession, endSignInSession } from "~/models/auth.server";
import { buttonMail, sendMail } from "~/models/mail.server";
import { DEFAULT_LANGUAGE } from "~/i18n/config";
import { englishT, fixedT } from "~/i18n/messages.server";
import { teacherSeesName } from "~/models/school-students/accounts.server";
import { toastCookie } from "~/utils/toast.server";
import { siteOrigin } from "~/utils/url.server";

/**
 * The sign-in pages name children (the class's list, a card's holder) and their addresses hold a
 * secret (the code, the card's key): never kept by a cache or the micro-cache, never indexed, and
 * the address never sent on as a referrer.
 */
export const PRIVATE_PAGE = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "same-origin",
} as const;

/** Misses in a row that lock a student out; each further five lock again, for twice as long. */
export const LOCK_AFTER_MISSES = 5;
/** The first lock-out; the n-th lasts 15 × 2^(n-1) minutes, at most a day (96 × 15 minutes). */
export const LOCK_MINUTES = 15;
const LOCK_MAX_DOUBLINGS = 96;

/** A class as its sign-in page shows it: only a class taking students (not archived). */
export interface LoginClass {
  id: string;
  name: string;
  code: string;
}

export async function classForLogin(db: Queryable, code: string): Promise<LoginClass | null> {
  const [row] = await db
    .select({ id: classes.id, name: classes.name, code: classes.joinCode })
    .from(classes)
    .where(and(eq(classes.joinCode, code), isNull(classes.archivedAt)));
  return row ?? null;
}

export interface StudentToPick {
  id: string;
  /** As the teacher typed it: "Maya R." */
  name: string;
}

/** "Which one is you?": the class's made students, by name as a child reads a list. */
export async function studentsToPick(db: Queryable, classId: string): Promise<StudentToPick[]> {
  const rows = await db
    .select({ id: schoolStudents.userId, firstName: schoolStudents.firstName, lastInitial: schoolStudents.lastInitial })
    .from(schoolStudents)
    .where(eq(schoolStudents.classId, classId));
  return rows
    .map((row) => ({ id: row.id, name: teacherSeesName(row) }))
    .sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base", numeric: true }));
}

/** One student of the class, for the pictures step (locked out: no pictures); null when the id names nobody in it. */
export async function studentToSignIn(
  db: Queryable,
  classId: string,
  userId: string,
): Promise<(StudentToPick & { locked: boolean }) | null> {
  const [row] = await db
    .select({
      id: schoolStudents.userId,
      firstName: schoolStudents.firstName,
      lastInitial: schoolStudents.lastInitial,
      locked: sql<boolean>`coalesce(${schoolStudents.lockedUntil} > now(), false)`,
    })
    .from(schoolStudents)
    .where(and(eq(schoolStudents.classId, classId), eq(schoolStudents.userId, userId)));
  return row ? { id: row.id, name: teacherSeesName(row), locked: row.locked } : null;
}

export type PicturesOutcome =
  | { ok: true; userId: string; firstName: string }
  | { ok: false; reason: "wrong"; triesLeft: number }
  /** `justNow`: this miss locked them (the teacher is told once, then). */
  | { ok: false; reason: "locked"; until: Date; justNow: boolean }
  | { ok: false; reason: "unknown" };

/**
 * Checks a guess and counts it in one statement: the row's lock makes racing guesses take turns,
 * and each sees the count the one before left (a locked student's guesses are not even looked at,
 * the right pictures included). Right: the count starts again and lastSignInAt is now.
 */
export async function checkPictures(
  db: Queryable,
  { classId, userId, picture1, picture2 }: { classId: string; userId: string; picture1: number; picture2: number },
): Promise<PicturesOutcome> {
  const right = sql`(${schoolStudents.picture1} = ${picture1}::integer and ${schoolStudents.picture2} = ${picture2}::integer)`;
  const misses = sql`(${schoolStudents.failedSignIns} + 1)`;
  const every = sql.raw(String(LOCK_AFTER_MISSES));
  const lockFor = sql`interval '${sql.raw(String(LOCK_MINUTES))} minutes' * least(power(2, ${misses} / ${every} - 1), ${sql.raw(String(LOCK_MAX_DOUBLINGS))})`;
  const [row] = await db
    .update(schoolStudents)
    .set({
      failedSignIns: sql`case when ${right} then 0 else ${misses} end`,
      lockedUntil: sql`case when ${right} then null when ${misses} % ${every} = 0 then now() + ${lockFor} else null end`,
      lastSignInAt: sql`case when ${right} then now() else ${schoolStudents.lastSignInAt} end`,
    })
    .where(
      and(
        eq(schoolStudents.userId, userId),
        eq(schoolStudents.classId, classId),
        or(isNull(schoolStudents.lockedUntil), lte(schoolStudents.lockedUntil, sql`now()`)),
      ),
    )
    .returning({
      failedSignIns: schoolStudents.failedSignIns,
      lockedUntil: schoolStudents.lockedUntil,
      firstName: schoolStudents.firstName,
    });
  if (row) {
    if (row.failedSignIns === 0) return { ok: true, userId, firstName: row.firstName };
    if (row.lockedUntil) return { ok: false, reason: "locked", until: row.lockedUntil, justNow: true };
    return { ok: false, reason: "wrong", triesLeft: LOCK_AFTER_MISSES - (row.failedSignIns % LOCK_AFTER_MISSES) };
  }
  const [locked] = await db
    .select({ until: schoolStudents.lockedUntil })
    .from(schoolStudents)
    .where(and(eq(schoolStudents.userId, userId), eq(schoolStudents.classId, classId), gt(schoolStudents.lockedUntil, sql`now()`)));
  return locked?.until ? { ok: false, reason: "locked", until: locked.until, justNow: false } : { ok: false, reason: "unknown" };
}

/** The student a card's key names, as the card's page greets them; null once the teacher reset them. */
export async function cardHolder(db: Queryable, cardKey: string): Promise<{ name: string } | null> {
  const [row] = await db
    .select({ firstName: schoolStudents.firstName, lastInitial: schoolStudents.lastInitial })
    .from(schoolStudents)
    .where(eq(schoolStudents.cardKey, cardKey));
  return row ? { name: teacherSeesName(row) } : null;
}

/**
 * Signs in with a card's key. The card is the teacher's to hand out and its key cannot be
 * guessed, so it opens a lock-out too (and ends it: the child has shown they hold the card).
 */
export async function checkCardKey(db: Queryable, cardKey: string): Promise<{ userId: string; firstName: string } | null> {
  const [row] = await db
    .update(schoolStudents)
    .set({ failedSignIns: 0, lockedUntil: null, lastSignInAt: sql`now()` })
    .where(eq(schoolStudents.cardKey, cardKey))
    .returning({ userId: schoolStudents.userId, firstName: schoolStudents.firstName });
  return row ?? null;
}

/**
 * Signs the student in on this device and sends them to their games (where their homework is),
 * greeted in the reader's words (`t`: the "class-login" messages). A classroom's devices are
 * shared: the child signed in before is signed out first.
 */
export async function signInStudent(
  request: Request,
  context: AppLoadContext,
  student: { userId: string; firstName: string },
  t: TFunction = englishT("class-login"),
) {
  await endSignInSession(request, context);
  const headers = new Headers();
  headers.append("Set-Cookie", await createSignInSession(request, context, student.userId));
  headers.append(
    "Set-Cookie",
    await toastCookie(request, context, {
      title: t("signedIn.title", { name: student.firstName }),
      description: t("signedIn.description"),
      variant: "success",
    }),
  );
  return redirect("/games", { status: 303, headers });
}

/** Tells the teacher, once per lock-out, that a student is locked out and what helps. */
export async function tellTeacherLockedOut(request: Request, context: AppLoadContext, userId: string, until: Date): Promise<void> {
  const [row] = await context.db
    .select({
      email: users.email,
      language: users.language,
      firstName: schoolStudents.firstName,
      lastInitial: schoolStudents.lastInitial,
      classId: classes.id,
      className: classes.name,
    })
    .from(schoolStudents)
    .innerJoin(classes, eq(classes.id, schoolStudents.classId))
    .innerJoin(users, eq(users.id, schoolStudents.teacherId))
    .where(eq(schoolStudents.userId, userId));
  if (!row?.email) return;
  const name = teacherSeesName(row);
  const minutes = Math.max(1, Math.round((until.getTime() - Date.now()) / 60_000));
  // The teacher reads it, in the language of their account (the request is the student's).
  const t = fixedT(row.language ?? DEFAULT_LANGUAGE, "mail");
  await sendMail(
    context,
    buttonMail({
      to: row.email,
      subject: t("lockedOut.subject", { name }),
      intro: t("lockedOut.intro", { name, className: row.className, misses: LOCK_AFTER_MISSES, minutes }),
      action: t("lockedOut.action"),
      url: `${siteOrigin(request, context)}/teach/classes/${row.classId}`,
      outro: t("lockedOut.outro"),
      t,
    }),
  );
}
