/**
 * Student accounts a teacher makes for a class (docs/decisions/school-students.md): no e-mail, no
 * password, a generated nickname others see, two login pictures, a card key and a parent code.
 * Made under the school's authorisation, so no parent's consent mail; private from the start.
 */
import { randomBytes, randomInt } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { classes, classStudents, profiles, schoolStudents, users } from "../../../drizzle/schema";
import { pgErrorCode, type Queryable } from "~/db.server";
import { awardCoins } from "~/models/coins.server";
import { INVITE_ALPHABET } from "~/models/join-codes.server";
import { generateUsername } from "~/models/usernames.server";
import { STARTING_COINS } from "~/economy";
import { LOGIN_PICTURES } from "~/utils/login-pictures";

/** A student as the teacher gives them: names already cleaned (one line of a list, or a roster row). */
export interface NewSchoolStudent {
  firstName: string;
  /** The last name's initial, or "" when the teacher gave none. */
  lastInitial: string;
  studentRef?: string | null;
  rosterId?: string | null;
}

export interface MadeSchoolStudent {
  userId: string;
  firstName: string;
  lastInitial: string;
  nickname: string;
}

export type MakeStudentsOutcome =
  | { ok: true; made: MadeSchoolStudent[] }
  | { ok: false; reason: "not-found" | "archived" }
  | { ok: false; reason: "full"; seats: number; free: number }
  | { ok: false; reason: "same-name"; names: string[] };

/** A fresh login secret: two of the nine pictures (the same one twice is allowed: 81 in all). */
export function newPictures(): { picture1: number; picture2: number } {
  return { picture1: randomInt(LOGIN_PICTURES.length), picture2: randomInt(LOGIN_PICTURES.length) };
}

/** The secret in a card's QR link: 144 random bits. */
export function newCardKey(): string {
  return randomBytes(18).toString("base64url");
}

/** A parent's code from the letter home: 12 characters that cannot be misread (shown as XXXX-XXXX-XXXX). */
export function newParentCode(): string {
  return Array.from({ length: 12 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join("");
}

/** A refusal thrown inside the transaction, so whatever the students' function wrote is undone too. */
class Refused extends Error {
  constructor(readonly outcome: MakeStudentsOutcome) {
    super("refused");
  }
}

/**
 * Makes the accounts and seats them in the teacher's class, all or none. The class's row is
 * locked meanwhile, so its seats hold under racing additions and joins (as joinClass does).
 * `students` is a list, or a function that picks them under that lock (a roster import matches
 * its rows to the students already made there, so two racing imports make nobody twice); what
 * the function writes is undone with a refusal.
 */
export async function makeSchoolStudents(
  db: Queryable,
  {
    teacherId,
    classId,
    students,
  }: { teacherId: string; classId: string; students: NewSchoolStudent[] | ((tx: Queryable) => Promise<NewSchoolStudent[]>) },
): Promise<MakeStudentsOutcome> {
  try {
    return await db.transaction(async (tx): Promise<MakeStudentsOutcome> => {
      const [klass] = await tx
        .select()
        .from(classes)
        .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId)))
        .for("update");
      if (!klass) return { ok: false, reason: "not-found" };
      if (klass.archivedAt) return { ok: false, reason: "archived" };
      const wanted = typeof students === "function" ? await students(tx) : students;
      const [taken] = await tx.select({ n: count() }).from(classStudents).where(eq(classStudents.classId, classId));
      const free = klass.seats - Number(taken.n);
      if (wanted.length > free) throw new Refused({ ok: false, reason: "full", seats: klass.seats, free: Math.max(0, free) });
      // Checked again under the lock: the class-login list shows names and initials, so two the same could not tell which is them.
      const inClass = new Set((await namesInClass(tx, classId)).map((name) => name.toLocaleLowerCase()));
      const same: string[] = [];
      for (const name of wanted.map(teacherSeesName)) {
        const key = name.toLocaleLowerCase();
        if (inClass.has(key)) same.push(name);
        inClass.add(key); // two alike in one list count too
      }
      if (same.length > 0) throw new Refused({ ok: false, reason: "same-name", names: same });

      const made: MadeSchoolStudent[] = [];
      for (const student of wanted) made.push(await makeOne(tx, teacherId, classId, student));
      return { ok: true, made };
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}

async function makeOne(tx: Queryable, teacherId: string, classId: string, student: NewSchoolStudent): Promise<MadeSchoolStudent> {
  const [user] = await tx.insert(users).values({ email: null }).returning({ id: users.id });
  const nickname = await startPrivateProfile(tx, user.id);
  await tx.insert(schoolStudents).values({
    userId: user.id,
    teacherId,
    classId,
    firstName: student.firstName,
    lastInitial: student.lastInitial,
    studentRef: student.studentRef ?? null,
    rosterId: student.rosterId ?? null,
    ...newPictures(),
    cardKey: newCardKey(),
    parentCode: newParentCode(),
  });
  await tx.insert(classStudents).values({ classId, userId: user.id });
  return { userId: user.id, firstName: student.firstName, lastInitial: student.lastInitial, nickname };
}

/**
 * A new account's private profile under a generated nickname, with the starting coins (no signup
 * bonus: that is for a verified sign-up). For a school student, and a school's own sign-in.
 */
export async function startPrivateProfile(tx: Queryable, userId: string): Promise<string> {
  const nickname = await insertProfile(tx, userId);
  await awardCoins(tx, { userId, amount: STARTING_COINS, type: "welcome", referenceId: null, description: "Welcome to CleverPlay" });
  return nickname;
}

/** A private profile under a generated nickname, which is also its username; retried on a taken name. */
async function insertProfile(tx: Queryable, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const nickname = await generateUsername(tx, null);
    try {
      // A savepoint, so a taken name does not end the whole transaction.
      await tx.transaction((sp) =>
        sp.insert(profiles).values({ id: userId, username: nickname, displayName: nickname, nickname, isPublic: false }),
      );
      return nickname;
    } catch (error) {
      if (pgErrorCode(error) !== "23505") throw error;
    }
  }
  throw new Error(`makeSchoolStudents: no free nickname for ${userId}`);
}

/** The class's school students as their teacher sees them ("Maya R."). */
export async function namesInClass(db: Queryable, classId: string): Promise<string[]> {
  const rows = await db
    .select({ firstName: schoolStudents.firstName, lastInitial: schoolStudents.lastInitial })
    .from(schoolStudents)
    .where(eq(schoolStudents.classId, classId));
  return rows.map(teacherSeesName);
}

/** The student's name as their teacher sees it: "Maya R." (or "Maya"). */
export function teacherSeesName({ firstName, lastInitial }: { firstName: string; lastInitial: string }): string {
  return lastInitial ? `${firstName} ${lastInitial}.` : firstName;
}
