/**
 * The printed pages of a class's school students (docs/decisions/login-cards.md): a login card each
 * (name, class code, sign-in address, the two pictures, a QR code of the card's link) and a letter
 * home each (what the school set up, what the teacher and others see, the parent's code).
 */
import type { AppLoadContext } from "@remix-run/node";
import { asc, eq } from "drizzle-orm";
import type { TFunction } from "i18next";
import { profiles, schoolStudents } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { englishT } from "~/i18n/messages.server";
import { requireUser } from "~/models/auth.server";
import { classById, type Class } from "~/models/classes/classes.server";
import { qrSvg } from "~/utils/qr-svg.server";
import { teacherSeesName } from "./accounts.server";

/**
 * The class behind `classId` for its teacher. Anyone else gets the 404 an unknown id gets: these
 * pages hold the students' secrets, so another account learns nothing, not even that the class exists
 * (said in the reader's words, `t`: any namespace's of their language).
 */
export async function ownClass(request: Request, context: AppLoadContext, classId: string | undefined, t: TFunction = englishT("teach")) {
  const user = await requireUser(request, context);
  const klass = await classById(context.db, classId ?? "");
  if (!klass || klass.teacherId !== user.id) throw new Response(t("add.problem.noClass", { ns: "teach" }), { status: 404 });
  return { user, klass };
}

/** The class's school students, by name as the teacher sees them, with their secrets and nickname. */
async function madeStudents(db: Queryable, classId: string) {
  return db
    .select({
      userId: schoolStudents.userId,
      firstName: schoolStudents.firstName,
      lastInitial: schoolStudents.lastInitial,
      picture1: schoolStudents.picture1,
      picture2: schoolStudents.picture2,
      cardKey: schoolStudents.cardKey,
      parentCode: schoolStudents.parentCode,
      nickname: profiles.username,
    })
    .from(schoolStudents)
    .innerJoin(profiles, eq(profiles.id, schoolStudents.userId))
    .where(eq(schoolStudents.classId, classId))
    .orderBy(asc(schoolStudents.firstName), asc(schoolStudents.lastInitial));
}

/** The card's QR link: it signs the student in on the device that scans it, until a reset changes the key. */
export function cardUrl(origin: string, cardKey: string): string {
  return `${origin}/class-login/card/${cardKey}`;
}

/** The class's own sign-in address, printed on every card for a device with no camera. */
export function classLoginUrl(origin: string, klass: Pick<Class, "joinCode">): string {
  return `${origin}/class-login/${klass.joinCode}`;
}

/** One card per school student, each with its QR code drawn as SVG. */
export async function loginCards(db: Queryable, klass: Class, origin: string) {
  const students = await madeStudents(db, klass.id);
  return Promise.all(
    students.map(async (student) => ({
      userId: student.userId,
      name: teacherSeesName(student),
      pictures: [student.picture1, student.picture2] as const,
      qr: await qrSvg(cardUrl(origin, student.cardKey)),
    })),
  );
}

/** "ABCD-EFGH-JKLM": the parent's code as the letter prints it (readParentCode takes it back with or without the dashes). */
export function showParentCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}

/** One letter per school student: what a parent needs to read it and to use the code. */
export async function parentLetters(db: Queryable, klass: Class) {
  const students = await madeStudents(db, klass.id);
  return students.map((student) => ({
    userId: student.userId,
    name: teacherSeesName(student),
    firstName: student.firstName,
    nickname: student.nickname,
    parentCode: showParentCode(student.parentCode),
  }));
}
