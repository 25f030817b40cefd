/**
 * A class list as a teacher's spreadsheet saves it: a header row naming the columns (First name,
 * Last name, Student ID, in any of their usual spellings and order), then a student a row.
 */
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";
import { lastInitialOf } from "~/utils/student-names";
import { cleanText } from "~/utils/visible-text";
import { idCell, nameCell, problemAt, readTable, rowAt, type RosterRead, type RosterStudent, type Upload } from "./roster-files.server";

/** A header's name compared loosely: "First name", "first_name" and "FirstName" are one. */
const loose = (cell: string) =>
  cleanText(cell)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");

const LIST_COLUMNS = {
  first: ["firstname", "givenname", "forename", "forenames", "first", "givennames", "firstnames"],
  last: ["lastname", "familyname", "surname", "last", "lastnames", "familynames"],
  id: ["studentid", "studentnumber", "studentno", "studentref", "pupilid", "pupilnumber", "sisid", "identifier", "id"],
};

/** A class list: a header row, then a student a row; its problems in the reader's words (`t`: the "teach" messages). */
export function readClassList(file: Upload, t: TFunction = englishT("teach")): RosterRead {
  const read = readTable(file, file.name || t("import.file.classList"), t);
  if (!read.ok) return read;
  const { table } = read;
  const column = (names: string[]) => table.header.cells.findIndex((cell) => names.includes(loose(cell)));
  const first = column(LIST_COLUMNS.first);
  const last = column(LIST_COLUMNS.last);
  const id = column(LIST_COLUMNS.id);
  if (first < 0)
    return {
      ok: false,
      status: 400,
      message: t("import.file.noFirstName", {
        at: rowAt(table, 1, t),
        columns: table.header.cells.map((cell) => `"${cleanText(cell)}"`).join(", "),
      }),
    };
  if (table.rows.length === 0) return { ok: false, status: 400, message: t("import.file.noStudents", { file: table.name }) };
  const fieldName = (index: number) => cleanText(table.header.cells[index]);
  const students: RosterStudent[] = [];
  const problems: string[] = [];
  const seenIds = new Map<string, number>();
  for (const { cells, line } of table.rows) {
    const name = nameCell(cells[first] ?? "");
    const ref = id < 0 ? ({ ok: true, id: null } as const) : idCell(cells[id]);
    if (!name.ok) problems.push(problemAt(table, line, fieldName(first), name.fault, t));
    if (!ref.ok) problems.push(problemAt(table, line, fieldName(id), ref.fault, t));
    if (!name.ok || !ref.ok) continue;
    const earlier = ref.id === null ? undefined : seenIds.get(ref.id);
    if (ref.id !== null && earlier !== undefined) {
      problems.push(problemAt(table, line, fieldName(id), { fault: "twice", id: ref.id, other: earlier }, t));
      continue;
    }
    if (ref.id !== null) seenIds.set(ref.id, line);
    const lastInitial = last < 0 ? "" : lastInitialOf(cells[last] ?? "");
    students.push({ firstName: name.name, lastInitial, studentRef: ref.id, rosterId: null, at: rowAt(table, line, t) });
  }
  return { ok: true, roster: { layout: "list", classes: [{ id: "", title: table.name, students, problems }], problems: [] } };
}
