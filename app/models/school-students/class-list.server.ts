/**
 * A class list as a teacher's spreadsheet saves it: a header row naming the columns (First name,
 * Last name, Student ID, in any of their usual spellings and order), then a student a row.
 */
import { lastInitialOf } from "~/utils/student-names";
import { cleanText } from "~/utils/visible-text";
import { idCell, nameCell, problemAt, readTable, type RosterRead, type RosterStudent, type Upload } from "./roster-files.server";

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

/** A class list: a header row, then a student a row. */
export function readClassList(file: Upload): RosterRead {
  const read = readTable(file, file.name || "The class list");
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
      message: `${table.name} line 1: no First name column. The first line names the columns: First name, Last name and (if you have them) Student ID; it has ${table.header.cells.map((cell) => `"${cleanText(cell)}"`).join(", ")}.`,
    };
  if (table.rows.length === 0) return { ok: false, status: 400, message: `${table.name} has no students under its first line.` };
  const fieldName = (index: number) => cleanText(table.header.cells[index]);
  const students: RosterStudent[] = [];
  const problems: string[] = [];
  const seenIds = new Map<string, number>();
  for (const { cells, line } of table.rows) {
    const name = nameCell(cells[first] ?? "");
    const ref = id < 0 ? ({ ok: true, id: null } as const) : idCell(cells[id]);
    if (!name.ok) problems.push(problemAt(table, line, fieldName(first), name.message));
    if (!ref.ok) problems.push(problemAt(table, line, fieldName(id), ref.message));
    if (!name.ok || !ref.ok) continue;
    const earlier = ref.id === null ? undefined : seenIds.get(ref.id);
    if (earlier !== undefined) {
      problems.push(problemAt(table, line, fieldName(id), `${ref.id} is also on line ${earlier}`));
      continue;
    }
    if (ref.id !== null) seenIds.set(ref.id, line);
    const lastInitial = last < 0 ? "" : lastInitialOf(cells[last] ?? "");
    students.push({ firstName: name.name, lastInitial, studentRef: ref.id, rosterId: null, at: `${table.name} line ${line}` });
  }
  return { ok: true, roster: { layout: "list", classes: [{ id: "", title: table.name, students, problems }], problems: [] } };
}
