/**
 * Students in classes: the class a code names, as a student sees it before joining (and what
 * the teacher will see of them); joining (seats held under a lock on the class's row, so 41
 * joins at once to 40 seats let 40 in); leaving; and the classes a student is in.
 */
import type { TFunction } from "i18next";
import { and, asc, count, eq, notExists, sql } from "drizzle-orm";
import { classes, classRemovals, classStudents, profiles, schoolStudents } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { englishT } from "~/i18n/messages.server";
import { JOIN_ATTEMPTS } from "../multiplayer/join.server";
import { hitRateLimits } from "../rate-limit.server";
import { teacherSeesName } from "../school-students/accounts.server";
import type { Class } from "./classes.server";

/** Per address: a whole school behind one address still gets in (as for class races). */
const JOINS_PER_ADDRESS = { max: 1000, windowSeconds: 600 } as const;

/** What a student is told the teacher sees, before joining (the privacy page says the same): keys of the "classjoin" messages. */
export const TEACHER_SEES = ["sees.name", "sees.games", "sees.nothingElse"] as const;

export interface ClassCard {
  id: string;
  code: string;
  name: string;
  teacherName: string;
  archived: boolean;
  seats: number;
  students: number;
  /** The viewer is in it, or teaches it. */
  joined: boolean;
  /** The teacher removed the viewer and has not let them back. */
  removed: boolean;
  teaching: boolean;
}

export async function classByCode(db: Queryable, code: string): Promise<Class | null> {
  const [row] = await db.select().from(classes).where(eq(classes.joinCode, code));
  return row ?? null;
}

/** The class as the join page shows it to `userId` (null: a visitor); `t` (classjoin) names a teacher without a name. */
export async function classCard(
  db: Queryable,
  klass: Class,
  userId: string | null,
  t: TFunction = englishT("classjoin"),
): Promise<ClassCard> {
  const [[teacher], [taken], [member], removed] = await Promise.all([
    db
      .select({ name: sql<string>`coalesce(${profiles.displayName}, ${profiles.username})` })
      .from(profiles)
      .where(eq(profiles.id, klass.teacherId)),
    db.select({ n: count() }).from(classStudents).where(eq(classStudents.classId, klass.id)),
    userId
      ? db
          .select({ userId: classStudents.userId })
          .from(classStudents)
          .where(and(eq(classStudents.classId, klass.id), eq(classStudents.userId, userId)))
      : Promise.resolve([]),
    userId ? wasRemoved(db, klass.id, userId) : false,
  ]);
  return {
    id: klass.id,
    code: klass.joinCode,
    name: klass.name,
    teacherName: teacher?.name ?? t("yourTeacher"),
    archived: klass.archivedAt !== null,
    seats: klass.seats,
    students: Number(taken.n),
    joined: Boolean(member),
    removed,
    teaching: klass.teacherId === userId,
  };
}

export type JoinClassOutcome = { ok: true; rejoined: boolean } | { ok: false; message: string; status: number };

/**
 * Joins `userId` to the class; the class's row is locked meanwhile, so its seats hold under racing
 * joins. A refusal is said in the words of `t` (the classjoin namespace's: the reader's from a route).
 */
export async function joinClass(
  db: Queryable,
  { classId, userId, address }: { classId: string; userId: string; address: string },
  t: TFunction = englishT("classjoin"),
) {
  const limited = await hitRateLimits(db, [
    { key: `class-join:user:${userId}`, ...JOIN_ATTEMPTS },
    { key: `class-join:ip:${address}`, ...JOINS_PER_ADDRESS },
  ]);
  if (!limited.allowed) {
    return { ok: false, message: t("refused.rateLimited"), status: 429, retryAfterSeconds: limited.retryAfterSeconds } as const;
  }
  return db.transaction(async (tx): Promise<JoinClassOutcome> => {
    const [klass] = await tx.select().from(classes).where(eq(classes.id, classId)).for("update");
    if (!klass) return { ok: false, message: t("refused.notFound"), status: 404 };
    if (klass.teacherId === userId) return { ok: false, message: t("refused.own"), status: 409 };
    const [member] = await tx
      .select({ userId: classStudents.userId })
      .from(classStudents)
      .where(and(eq(classStudents.classId, classId), eq(classStudents.userId, userId)));
    if (member) return { ok: true, rejoined: true };
    if (await wasRemoved(tx, classId, userId)) return { ok: false, message: t("refused.removed"), status: 403 };
    if (klass.archivedAt) return { ok: false, message: t("archived"), status: 409 };
    const [taken] = await tx.select({ n: count() }).from(classStudents).where(eq(classStudents.classId, classId));
    if (Number(taken.n) >= klass.seats) return { ok: false, message: t("refused.full", { seats: klass.seats }), status: 409 };
    await tx.insert(classStudents).values({ classId, userId });
    return { ok: true, rejoined: false };
  });
}

async function wasRemoved(db: Queryable, classId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: classRemovals.userId })
    .from(classRemovals)
    .where(and(eq(classRemovals.classId, classId), eq(classRemovals.userId, userId)));
  return Boolean(row);
}

/**
 * The student leaves: they vanish from the teacher's tables (their runs stay theirs). Not the
 * class a teacher made their login in: it is the only way they sign in (the teacher moves them).
 */
export async function leaveClass(db: Queryable, classId: string, userId: string): Promise<boolean> {
  const madeHere = db
    .select({ userId: schoolStudents.userId })
    .from(schoolStudents)
    .where(and(eq(schoolStudents.userId, userId), eq(schoolStudents.classId, classId)));
  const gone = await db
    .delete(classStudents)
    .where(and(eq(classStudents.classId, classId), eq(classStudents.userId, userId), notExists(madeHere)))
    .returning();
  return gone.length > 0;
}

/** The classes a student is in, for their profile. */
export async function classesOfStudent(db: Queryable, userId: string) {
  const rows = await db
    .select({
      id: classes.id,
      name: classes.name,
      teacherName: sql<string>`coalesce(${profiles.displayName}, ${profiles.username})`,
      joinedAt: classStudents.joinedAt,
      // The name the teacher's tables show (a child waiting for a parent: their nickname; a
      // student the teacher made: "Maya R."), so the student can tell the teacher who they are.
      seenAs: sql<string>`(select coalesce(me.nickname, nullif(me.display_name, ''), me.username) from profiles me where me.id = ${userId})`,
      schoolStudent: { firstName: schoolStudents.firstName, lastInitial: schoolStudents.lastInitial },
    })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .innerJoin(profiles, eq(profiles.id, classes.teacherId))
    .leftJoin(schoolStudents, and(eq(schoolStudents.userId, classStudents.userId), eq(schoolStudents.teacherId, classes.teacherId)))
    .where(eq(classStudents.userId, userId))
    .orderBy(asc(classStudents.joinedAt));
  return rows.map(({ schoolStudent, ...row }) => ({ ...row, seenAs: schoolStudent ? teacherSeesName(schoolStudent) : row.seenAs }));
}
