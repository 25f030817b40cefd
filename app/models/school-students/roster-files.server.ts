/**
 * What roster files are read into (docs/decisions/roster-import.md): the students of each class
 * they list, and their problems, each naming its file, line and field; a student with a problem
 * is left out, the others still come. The layouts: class-list.server.ts and oneroster.server.ts.
 */
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
  /** Where the student's row is: "class-list.csv line 4". */
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

/** An uploaded file's rows under its header, or why not (413 over the limits). */
export function readTable(file: Upload, name: string): { ok: true; table: Table } | { ok: false; status: 400 | 413; message: string } {
  const tooBig = `${name} is too big: each file is at most ${ROSTER_FILE_MAX_BYTES / 1024 / 1024} MB. Export only your class, or use the class list layout.`;
  const text = decodeCsv(file.bytes, { maxBytes: ROSTER_FILE_MAX_BYTES, tooBig });
  if ("error" in text)
    return { ok: false, status: text.error === tooBig ? 413 : 400, message: text.error === tooBig ? tooBig : `${name}: ${text.error}` };
  const read = csvRows(text.text);
  if ("error" in read) return { ok: false, status: 400, message: `${name}: ${read.error}` };
  const [header, ...rows] = read.rows;
  if (!header) return { ok: false, status: 400, message: `${name}: the file is empty.` };
  if (rows.length > ROSTER_FILE_MAX_ROWS)
    return {
      ok: false,
      status: 413,
      message: `${name} has ${rows.length.toLocaleString("en")} rows: a file has at most ${ROSTER_FILE_MAX_ROWS.toLocaleString("en")}.`,
    };
  return { ok: true, table: { name, header, rows } };
}

/** "users.csv line 14: givenName is empty". */
/** A row's problem. */
export const problemAt = (table: Table, line: number, field: string, message: string) => `${table.name} line ${line}: ${field} ${message}`;

/** A name cell as kept, or the problem with it. */
export function nameCell(raw: string): { ok: true; name: string } | { ok: false; message: string } {
  const cleaned = cleanStudentName(raw);
  if (cleaned.ok) return cleaned;
  return { ok: false, message: cleaned.problem === "empty" ? "is empty" : `is longer than ${STUDENT_NAME_MAX} characters` };
}

/** An id cell as kept (null when empty), or the problem with it. */
export function idCell(raw: string | undefined): { ok: true; id: string | null } | { ok: false; message: string } {
  const id = cleanText(raw ?? "");
  if (id.length > ID_MAX) return { ok: false, message: `is longer than ${ID_MAX} characters` };
  return { ok: true, id: id || null };
}
