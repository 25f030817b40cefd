/**
 * Roster import at /teach/classes/{classId}/import (docs/decisions/roster-import.md): the posted
 * files are read and previewed (who will be made, who is here already, who left the roster, every
 * problem by file, line and field); "Create" makes the new students through makeSchoolStudents,
 * matching the roster again under the class's lock, so the same file twice, even twice at once,
 * makes nobody twice.
 */
import type { AppLoadContext } from "@remix-run/node";
import { count, eq, inArray } from "drizzle-orm";
import type { TFunction } from "i18next";
import { z } from "zod";
import { classStudents, schoolStudents } from "../../../drizzle/schema";
import { pgErrorCode, type Queryable } from "~/db.server";
import { requireUser } from "~/models/auth.server";
import { classById, type Class } from "~/models/classes/classes.server";
import { englishT } from "~/i18n/messages.server";
import { calendarDay } from "~/utils/dates";
import { formObject } from "~/utils/forms";
import { UNREADABLE_FORM } from "~/utils/read-form.server";
import { ROSTER_FILE_MAX_BYTES, ROSTER_FORM_BODY_LIMIT } from "~/utils/roster-import";
import { makeSchoolStudents, teacherSeesName, type MadeSchoolStudent, type MakeStudentsOutcome } from "./accounts.server";
import { readClassList } from "./class-list.server";
import { readOneRoster } from "./oneroster.server";
import type { Roster, RosterClass, RosterRead, Upload } from "./roster-files.server";
import { knownStudents, planImport, type ImportPlan, type KnownStudent } from "./roster-match.server";

/**
 * The class, for its own teacher only: anyone else is told it was not found (it is not theirs to
 * know of), in the reader's words (`t`: the "teach" messages, as every word of this module).
 */
export async function importingClass(
  request: Request,
  context: AppLoadContext,
  classId: string | undefined,
  t: TFunction = englishT("teach"),
): Promise<Class> {
  const user = await requireUser(request, context);
  const klass = await classById(context.db, classId ?? "");
  if (!klass || klass.teacherId !== user.id) throw new Response(t("add.problem.noClass"), { status: 404 });
  return klass;
}

const FILES = ["list", "users", "classes", "enrollments"] as const;
type Files = Partial<Record<(typeof FILES)[number], Upload>>;

const fields = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("preview") }),
  z.object({
    intent: z.enum(["choose", "create"]),
    token: z.string().min(1).max(ROSTER_FORM_BODY_LIMIT),
    rosterClass: z.string().max(200).default(""),
  }),
]);

export type ImportForm =
  | { ok: true; intent: "preview"; files: Files }
  | { ok: true; intent: "choose" | "create"; token: string; rosterClass: string }
  | { ok: false; status: 400 | 413; message: string };

const MB = ROSTER_FILE_MAX_BYTES / 1024 / 1024;

/**
 * The page's post: its files, or the preview's token and chosen class. The body's length is
 * checked before it is read and every file's size after (neither is taken on trust).
 */
export async function readImportForm(request: Request, t: TFunction = englishT("teach")): Promise<ImportForm> {
  if (Number(request.headers.get("Content-Length") ?? 0) > ROSTER_FORM_BODY_LIMIT)
    return { ok: false, status: 413, message: t("import.file.allTooLarge", { mb: MB }) };
  let data: FormData;
  try {
    data = await request.formData();
  } catch {
    throw new Response(UNREADABLE_FORM, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const parsed = fields.safeParse(formObject(data));
  if (!parsed.success) return { ok: false, status: 400, message: t("import.file.choose") };
  if (parsed.data.intent !== "preview") return { ok: true, ...parsed.data };
  const files: Files = {};
  for (const name of FILES) {
    const value = data.get(name);
    if (!(value instanceof Blob) || value.size === 0) continue;
    if (value.size > ROSTER_FILE_MAX_BYTES)
      return { ok: false, status: 413, message: t("import.file.tooLarge", { file: value instanceof File ? value.name : name, mb: MB }) };
    files[name] = { name: value instanceof File ? value.name.slice(0, 100) : "", bytes: new Uint8Array(await value.arrayBuffer()) };
  }
  return { ok: true, intent: "preview", files };
}

/** The files posted, read as the layout they are: a class list, or OneRoster's three files. */
export function readRoster(files: Files, t: TFunction = englishT("teach")): RosterRead {
  if (files.list) return readClassList(files.list, t);
  if (files.users && files.classes && files.enrollments)
    return readOneRoster({ users: files.users, classes: files.classes, enrollments: files.enrollments }, t);
  return { ok: false, status: 400, message: t("import.file.chooseLayout") };
}

/** The roster's class for this class: the one asked for; else the one whose students are here already, the one named alike, the first. */
function chosenClass(roster: Roster, known: KnownStudent[], klass: Class, asked: string): RosterClass {
  const asks = roster.classes.find((c) => c.id === asked);
  if (asks) return asks;
  const here = new Set(known.filter((k) => k.classId === klass.id).map((k) => k.rosterId));
  const overlap = (c: RosterClass) => c.students.filter((s) => here.has(s.rosterId)).length;
  const best = roster.classes.reduce((a, b) => (overlap(b) > overlap(a) ? b : a));
  if (overlap(best) > 0) return best;
  const named = roster.classes.find((c) => c.title.toLocaleLowerCase("en") === klass.name.toLocaleLowerCase("en"));
  return named ?? roster.classes[0];
}

export interface PreviewLine {
  name: string;
  note: string;
  /** The day a student was first missing from the roster. */
  leftOn?: string;
}

export interface ImportPreview {
  layout: Roster["layout"];
  /** The roster's classes to choose from (OneRoster), with how many students each has. */
  choices: { id: string; title: string; students: number }[];
  chosen: string;
  make: PreviewLine[];
  here: PreviewLine[];
  elsewhere: PreviewLine[];
  left: PreviewLine[];
  problems: string[];
  /** The class's free seats now. */
  free: number;
  /** What Create changes besides making students: who left the roster, who is back, who takes ids. */
  changes: number;
}

export async function previewImport(
  db: Queryable,
  klass: Class,
  roster: Roster,
  { asked, timeZone, t = englishT("teach") }: { asked: string; timeZone: string; t?: TFunction },
): Promise<ImportPreview> {
  const known = await knownStudents(db, klass.teacherId);
  const chosen = chosenClass(roster, known, klass, asked);
  const plan = planImport(known, klass.id, roster.layout, chosen.students, t);
  const [taken] = await db.select({ n: count() }).from(classStudents).where(eq(classStudents.classId, klass.id));
  return {
    layout: roster.layout,
    choices: roster.classes.map((c) => ({ id: c.id, title: c.title, students: c.students.length })),
    chosen: chosen.id,
    make: plan.make.map((s) => ({ name: teacherSeesName(s), note: s.at })),
    here: plan.here.map(({ known: k, back, adopt }) => ({
      name: teacherSeesName(k),
      note: back ? t("import.preview.back") : adopt ? t("import.preview.adopt") : "",
    })),
    elsewhere: plan.elsewhere.map(({ known: k }) => ({
      name: teacherSeesName(k),
      note: t("import.preview.inClass", { name: k.className }),
    })),
    left: plan.left.map((k) => ({
      name: teacherSeesName(k),
      note: "",
      leftOn: k.leftRosterAt ? calendarDay(k.leftRosterAt, timeZone) : undefined,
    })),
    problems: [...chosen.problems, ...plan.problems, ...roster.problems],
    free: klass.seats - Number(taken.n),
    changes: plan.left.filter((k) => k.leftRosterAt === null).length + plan.here.filter((h) => h.back || h.adopt).length,
  };
}

export type ImportOutcome = { ok: true; made: MadeSchoolStudent[]; plan: ImportPlan } | Exclude<MakeStudentsOutcome, { ok: true }>;

/**
 * Makes the chosen class's new students and marks who left the roster (and who is back), all at
 * once under the class's lock. Two imports into two of the teacher's classes may still race for
 * one student's id: the unique index refuses the second, which then matches again.
 */
export async function commitImport(db: Queryable, klass: Class, roster: Roster, asked: string): Promise<ImportOutcome> {
  for (let attempt = 1; ; attempt++) {
    let plan: ImportPlan | undefined;
    try {
      const outcome = await makeSchoolStudents(db, {
        teacherId: klass.teacherId,
        classId: klass.id,
        students: async (tx) => {
          const known = await knownStudents(tx, klass.teacherId);
          plan = planImport(known, klass.id, roster.layout, chosenClass(roster, known, klass, asked).students);
          await markRoster(tx, plan);
          return plan.make;
        },
      });
      if (!outcome.ok) return outcome;
      if (!plan) throw new Error("commitImport: no plan was made");
      return { ...outcome, plan };
    } catch (error) {
      if (pgErrorCode(error) !== "23505" || attempt === 3) throw error;
    }
  }
}

/** What Create answers on the page. */
export function importRefusal(outcome: Exclude<MakeStudentsOutcome, { ok: true }>, t: TFunction = englishT("teach")): string {
  switch (outcome.reason) {
    case "not-found":
      return t("add.problem.noClass");
    case "archived":
      return t("class.join.archived");
    case "full":
      return t("import.refused.full", { count: outcome.free, seats: outcome.seats });
    case "same-name":
      return t("import.refused.sameName", { names: outcome.names.join(", ") });
  }
}

/** Who left the roster (marked once, from the first import without them), who is back, and who takes ids. */
async function markRoster(tx: Queryable, plan: ImportPlan): Promise<void> {
  const leaving = plan.left.filter((k) => k.leftRosterAt === null).map((k) => k.userId);
  if (leaving.length > 0) await tx.update(schoolStudents).set({ leftRosterAt: new Date() }).where(inArray(schoolStudents.userId, leaving));
  const back = plan.here.filter((h) => h.back).map((h) => h.known.userId);
  if (back.length > 0) await tx.update(schoolStudents).set({ leftRosterAt: null }).where(inArray(schoolStudents.userId, back));
  for (const { student, known } of plan.here.filter((h) => h.adopt))
    await tx
      .update(schoolStudents)
      .set({ rosterId: student.rosterId, studentRef: student.studentRef })
      .where(eq(schoolStudents.userId, known.userId));
}
