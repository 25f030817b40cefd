/**
 * What roster files are read into (docs/decisions/roster-import.md): the students of each class
 * they list, and their problems, each naming its file, line and field; a student with a problem
 * is left out, the others still come. The layouts: class-list.server.ts and oneroster.server.ts.
 */
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";
import { csvRows, decodeCsv, type CsvRow } from "~/utils/csv-files.server";
import { ROSTER_FILE_MAX_BYTES, ROSTER_FILE_MAX_ROWS } from "~/utils/roster-import";
import { cleanStudentName, STUDENT_NAME_MAX } from "~/utils/student-names";
import { cleanText } from "~/utils/visible-text";

/** A student id or a roster's sourcedId, as long as a school's system makes them. */
const ID_MAX = 100;

export interface RosterStudent {
  firstName: string;
  lastInitial: string;
  studentRef: string | null;
  rosterId: string | null;
  /** Where the student's row is, in the words of the preview that read it: "class-list.csv line 4". */
  at: string;
}

export interface RosterClass {
  /** The roster's class sourcedId ("" for a class list, which is one class). */
  id: string;
  title: string;
  students: RosterStudent[];
  /** Problems with this class's students ("users.csv line 14: givenName is empty"). */
  problems: string[];
}

export interface Roster {
  layout: "list" | "oneroster";
  classes: RosterClass[];
  /** Problems with the files as a whole, or rows no class takes. */
  problems: string[];
}

export type RosterRead = { ok: true; roster: Roster } | { ok: false; status: 400 | 413; message: string };

export interface Upload {
  /** The name the browser gave the file, for messages only. */
  name: string;
  bytes: Uint8Array;
}

export type Table = { name: string; header: CsvRow; rows: CsvRow[] };

/** An uploaded file's rows under its header, or why not (413 over the limits), in the reader's words (`t`: the "teach" messages). */
export function readTable(
  file: Upload,
  name: string,
  t: TFunction = englishT("teach"),
): { ok: true; table: Table } | { ok: false; status: 400 | 413; message: string } {
  const tooBig = t("import.file.tooBig", { file: name, mb: ROSTER_FILE_MAX_BYTES / 1024 / 1024 });
  const text = decodeCsv(file.bytes, { maxBytes: ROSTER_FILE_MAX_BYTES, tooBig, empty: t("csvFile.empty"), notText: t("csvFile.notText") });
  if ("error" in text)
    return { ok: false, status: text.error === tooBig ? 413 : 400, message: text.error === tooBig ? tooBig : `${name}: ${text.error}` };
  const read = csvRows(text.text, (why) => t("csvFile.unreadable", { why }), t);
  if ("error" in read) return { ok: false, status: 400, message: `${name}: ${read.error}` };
  const [header, ...rows] = read.rows;
  if (!header) return { ok: false, status: 400, message: t("import.file.empty", { file: name }) };
  if (rows.length > ROSTER_FILE_MAX_ROWS)
    return { ok: false, status: 413, message: t("import.file.tooManyRows", { file: name, rows: rows.length, max: ROSTER_FILE_MAX_ROWS }) };
  return { ok: true, table: { name, header, rows } };
}

/** Where a row is: "users.csv line 14". */
export const rowAt = (table: Pick<Table, "name">, line: number, t: TFunction) => t("import.at", { file: table.name, line });

/** What is wrong with a cell: empty, too long, or an id another row has (or that names nothing). */
export type CellFault =
  | { fault: "empty" }
  | { fault: "tooLong"; max: number }
  | { fault: "twice"; id: string; other: number }
  | { fault: "noClass"; id: string }
  | { fault: "notStudent"; id: string };

/** A row's problem, one sentence per fault: "users.csv line 14: givenName is empty". */
export function problemAt(table: Table, line: number, field: string, cell: CellFault, t: TFunction): string {
  const at = rowAt(table, line, t);
  switch (cell.fault) {
    case "empty":
      return t("import.problem.empty", { at, field });
    case "tooLong":
      return t("import.problem.tooLong", { at, field, max: cell.max });
    case "twice":
      return t("import.problem.twice", { at, field, id: cell.id, other: cell.other });
    case "noClass":
      return t("import.problem.noClass", { at, field, id: cell.id });
    case "notStudent":
      return t("import.problem.notStudent", { at, field, id: cell.id });
  }
}

/** A name cell as kept, or the fault with it. */
export function nameCell(raw: string): { ok: true; name: string } | { ok: false; fault: CellFault } {
  const cleaned = cleanStudentName(raw);
  if (cleaned.ok) return cleaned;
  return { ok: false, fault: cleaned.problem === "empty" ? { fault: "empty" } : { fault: "tooLong", max: STUDENT_NAME_MAX } };
}

/** An id cell as kept (null when empty), or the fault with it. */
export function idCell(raw: string | undefined): { ok: true; id: string | null } | { ok: false; fault: CellFault } {
  const id = cleanText(raw ?? "");
  if (id.length > ID_MAX) return { ok: false, fault: { fault: "tooLong", max: ID_MAX } };
  return { ok: true, id: id || null };
}
