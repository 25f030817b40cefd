/**
 * The "Add students" box of a class page: names as a teacher types or pastes them, one student a
 * line ("Maya Rivera"), or two columns from a spreadsheet (tabs) or a CSV (commas): first name,
 * then last name, unless a first line of headings says otherwise ("Last name, First name").
 * Each name is cleaned (NFC, invisible and control characters out, spaces collapsed) and checked
 * against the school_students table's limits; a line that cannot be read is named with its number
 * and reason. Nothing is made unless every line is good (docs/decisions/school-students.md).
 */
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";
import { count, eq } from "drizzle-orm";
import { z } from "zod";
import { classStudents } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import type { Class } from "~/models/classes/classes.server";
import { lastInitialOf, tidyName } from "~/utils/student-names";
import { makeSchoolStudents, namesInClass, teacherSeesName, type NewSchoolStudent } from "./accounts.server";

export const FIRST_NAME_MAX = 30;
/** More lines than the largest class holds (100 seats) is never a list of one class. */
export const LIST_MAX_LINES = 100;

/** The box's form; its problem in the reader's words (`t`: the "teach" messages). */
export const addStudentsForm = (t: TFunction = englishT("teach")) =>
  z.object({
    intent: z.literal("add-students"),
    names: z.string().max(10_000, t("add.problem.tooLong")).default(""),
  });

export interface ListProblem {
  /** 1-based, as the teacher counts the lines of the box. */
  line: number;
  text: string;
  reason: string;
}

export type StudentList = { ok: true; students: NewSchoolStudent[] } | { ok: false; problems: ListProblem[] };

/** A name may use letters (any script), combining marks, spaces, hyphens, apostrophes and dots. */
const NAME = /^\p{L}[\p{L}\p{M}' .\u2019-]*$/u;
const HEADING = /^(first|given|fore|last|sur|family|student|full)?\s*name$|^(first|last|surname|forename)$/i;

interface Columns {
  first: number;
  last: number | null;
}

/** A first line of headings ("First name<TAB>Last name"): which columns hold the names, or null when it is a name. */
function headings(cells: string[]): Columns | null {
  const lower = cells.map((cell) => tidyName(cell).toLowerCase());
  if (!lower.every((cell) => cell === "" || HEADING.test(cell) || /\b(id|number|class|grade|year)\b/.test(cell))) return null;
  const first = lower.findIndex((cell) => /^(first|given|fore)/.test(cell));
  const last = lower.findIndex((cell) => /^(last|sur|family)/.test(cell));
  const whole = lower.findIndex((cell) => /^(student|full)?\s*name$/.test(cell));
  if (first >= 0) return { first, last: last >= 0 ? last : null };
  if (whole >= 0) return { first: whole, last: null };
  return null;
}

const cellsOf = (line: string) => (line.includes("\t") ? line.split("\t") : line.split(","));

/** A line's first name and last initial, or why it cannot be read (`t`: the "teach" messages). */
function readLine(cells: string[], columns: Columns | null, t: TFunction): NewSchoolStudent | string {
  const names = cells.map(tidyName);
  let first: string;
  let last: string;
  if (columns?.last != null || (!columns && names.filter(Boolean).length > 1)) {
    first = names[columns?.first ?? 0] ?? "";
    last = names[columns?.last ?? 1] ?? "";
  } else {
    // One name in one cell: its last word is the last name ("Mary Jane Watson" → "Mary Jane W.").
    const words = (names[columns?.first ?? 0] ?? "").split(" ").filter(Boolean);
    last = words.length > 1 ? words.pop()! : "";
    first = words.join(" ");
  }
  if (first === "") return t("add.problem.noFirstName");
  if (Array.from(first).length > FIRST_NAME_MAX) return t("add.problem.firstNameLong", { max: FIRST_NAME_MAX });
  if (!NAME.test(first) || (last !== "" && !NAME.test(last))) return t("add.problem.letters");
  return { firstName: first, lastInitial: lastInitialOf(last) };
}

const tooFew = (free: number, names: number, t: TFunction) => t("add.problem.seats", { count: free, names });

/**
 * The students of a pasted list, or every line that is wrong. `takenNames` are the class's school
 * students as the teacher sees them ("Maya R."): the class-login list shows names and initials,
 * so two students the same there could not tell which one is them.
 */
export function readStudentList(
  text: string,
  { free, takenNames }: { free: number; takenNames: string[] },
  t: TFunction = englishT("teach"),
): StudentList {
  const lines = text.split(/\r\n|\r|\n|\u2028|\u2029/);
  const problems: ListProblem[] = [];
  const students: NewSchoolStudent[] = [];
  const seen = new Map(takenNames.map((name) => [name.toLocaleLowerCase(), 0]));
  let columns: Columns | null = null;
  let firstLine = true;
  lines.forEach((raw, i) => {
    const line = i + 1;
    // As the problem list quotes it: short enough to read beside its reason.
    const text = tidyName(raw).slice(0, 60);
    if (text === "" || /^[\s,]*$/.test(text)) return;
    // Only the first line may be headings ("First name<TAB>Last name").
    if (firstLine) {
      firstLine = false;
      columns = headings(cellsOf(raw));
      if (columns) return;
    }
    const read = readLine(cellsOf(raw), columns, t);
    if (typeof read === "string") return problems.push({ line, text, reason: read });
    const name = teacherSeesName(read);
    const before = seen.get(name.toLocaleLowerCase());
    if (before !== undefined) {
      const reason = before === 0 ? t("add.problem.inClass", { name }) : t("add.problem.sameLine", { name, line: before });
      return problems.push({ line, text, reason });
    }
    seen.set(name.toLocaleLowerCase(), line);
    students.push(read);
  });
  if (students.length + problems.length > LIST_MAX_LINES) {
    return {
      ok: false,
      problems: [{ line: 0, text: "", reason: t("add.problem.tooMany", { max: LIST_MAX_LINES }) }],
    };
  }
  if (problems.length > 0) return { ok: false, problems };
  if (students.length === 0) return { ok: false, problems: [{ line: 0, text: "", reason: t("add.problem.none") }] };
  if (students.length > free) return { ok: false, problems: [{ line: 0, text: "", reason: tooFew(free, students.length, t) }] };
  return { ok: true, students };
}

export type AddOutcome = { ok: true; done: string } | { ok: false; problems: ListProblem[] };

/** The box's list made into students of the teacher's class (makeSchoolStudents: all or none). */
export async function addStudentsFromList(
  db: Queryable,
  klass: Class,
  names: string,
  t: TFunction = englishT("teach"),
): Promise<AddOutcome> {
  const refused = (reason: string): AddOutcome => ({ ok: false, problems: [{ line: 0, text: "", reason }] });
  if (klass.archivedAt) return refused(t("class.join.archived"));
  const [[taken], takenNames] = await Promise.all([
    db.select({ n: count() }).from(classStudents).where(eq(classStudents.classId, klass.id)),
    namesInClass(db, klass.id),
  ]);
  const list = readStudentList(names, { free: Math.max(0, klass.seats - Number(taken.n)), takenNames }, t);
  if (!list.ok) return list;
  const made = await makeSchoolStudents(db, { teacherId: klass.teacherId, classId: klass.id, students: list.students });
  if (made.ok) {
    return { ok: true, done: t("add.done", { count: made.made.length }) };
  }
  // Someone added or joined meanwhile (another tab, a student with the code): the same words as above.
  if (made.reason === "full") return refused(tooFew(made.free, list.students.length, t));
  if (made.reason === "same-name") return refused(t("add.problem.sameNames", { names: made.names.join(", ") }));
  return refused(t("add.problem.noClass"));
}
