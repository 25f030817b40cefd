/**
 * A school's OneRoster 1.1 CSV export (1EdTech's "OneRoster v1.1 CSV tables"): users.csv,
 * classes.csv and enrollments.csv, read by the format's own column names (sourcedId, givenName,
 * familyName, identifier, role, status; title; classSourcedId, userSourcedId). A class's students
 * are its enrollments with the role student; a row whose status is "tobedeleted" is gone from the
 * roster. The other columns (and files, such as manifest.csv) are not needed.
 */
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";
import { cleanText } from "~/utils/visible-text";
import { lastInitialOf } from "~/utils/student-names";
import {
  idCell,
  nameCell,
  problemAt,
  readTable,
  rowAt,
  type RosterClass,
  type RosterRead,
  type RosterStudent,
  type Table,
  type Upload,
} from "./roster-files.server";

const COLUMNS = {
  users: ["sourcedId", "role", "givenName", "familyName"],
  classes: ["sourcedId", "title"],
  enrollments: ["classSourcedId", "userSourcedId", "role"],
} as const;

type FileName = keyof typeof COLUMNS;

/** A row's cells by column name (names compared without case: some exports capitalise them). */
function cellsOf(table: Table) {
  const index = new Map(table.header.cells.map((cell, i) => [cleanText(cell).toLowerCase(), i]));
  return (cells: string[], column: string) => {
    const i = index.get(column.toLowerCase());
    return i === undefined ? "" : (cells[i] ?? "");
  };
}

const missingColumn = (table: Table, file: FileName, t: TFunction) => {
  const names = new Set(table.header.cells.map((cell) => cleanText(cell).toLowerCase()));
  const missing = COLUMNS[file].find((column) => !names.has(column.toLowerCase()));
  return missing
    ? t("import.file.noColumn", { at: rowAt(table, 1, t), column: missing, file: `${file}.csv`, columns: COLUMNS[file].join(", ") })
    : null;
};

const active = (status: string) => cleanText(status).toLowerCase() !== "tobedeleted";

type UserRow = { student: RosterStudent } | { problem: string };

/** users.csv's students by sourcedId (each a student, or the problem with their row). */
function readUsers(table: Table, problems: string[], t: TFunction): Map<string, UserRow & { line: number }> {
  const cell = cellsOf(table);
  const users = new Map<string, UserRow & { line: number }>();
  const identifiers = new Map<string, number>();
  for (const { cells, line } of table.rows) {
    if (cleanText(cell(cells, "role")).toLowerCase() !== "student" || !active(cell(cells, "status"))) continue;
    const id = idCell(cell(cells, "sourcedId"));
    if (!id.ok || id.id === null) {
      problems.push(problemAt(table, line, "sourcedId", id.ok ? { fault: "empty" } : id.fault, t));
      continue;
    }
    const earlier = users.get(id.id);
    if (earlier) {
      problems.push(problemAt(table, line, "sourcedId", { fault: "twice", id: id.id, other: earlier.line }, t));
      continue;
    }
    const given = nameCell(cell(cells, "givenName"));
    const identifier = idCell(cell(cells, "identifier"));
    const twin = identifier.ok && identifier.id !== null ? identifiers.get(identifier.id) : undefined;
    let row: UserRow;
    if (!given.ok) row = { problem: problemAt(table, line, "givenName", given.fault, t) };
    else if (!identifier.ok) row = { problem: problemAt(table, line, "identifier", identifier.fault, t) };
    else if (identifier.id !== null && twin !== undefined)
      row = { problem: problemAt(table, line, "identifier", { fault: "twice", id: identifier.id, other: twin }, t) };
    else {
      if (identifier.id !== null) identifiers.set(identifier.id, line);
      const at = rowAt(table, line, t);
      row = {
        student: {
          firstName: given.name,
          lastInitial: lastInitialOf(cell(cells, "familyName")),
          studentRef: identifier.id,
          rosterId: id.id,
          at,
        },
      };
    }
    users.set(id.id, { ...row, line });
  }
  return users;
}

/** classes.csv's classes by sourcedId, with no students yet. */
function readClasses(table: Table): Map<string, RosterClass> {
  const cell = cellsOf(table);
  const classes = new Map<string, RosterClass>();
  for (const { cells } of table.rows) {
    const id = cleanText(cell(cells, "sourcedId"));
    if (!id || !active(cell(cells, "status")) || classes.has(id)) continue;
    classes.set(id, { id, title: cleanText(cell(cells, "title")).slice(0, 100) || id, students: [], problems: [] });
  }
  return classes;
}

/** Seats each student enrollment's student in its class. */
function enrol(
  table: Table,
  classes: Map<string, RosterClass>,
  users: ReturnType<typeof readUsers>,
  problems: string[],
  t: TFunction,
): void {
  const cell = cellsOf(table);
  const seated = new Set<string>();
  for (const { cells, line } of table.rows) {
    if (cleanText(cell(cells, "role")).toLowerCase() !== "student" || !active(cell(cells, "status"))) continue;
    const classId = cleanText(cell(cells, "classSourcedId"));
    const userId = cleanText(cell(cells, "userSourcedId"));
    const klass = classes.get(classId);
    const user = users.get(userId);
    if (!klass)
      problems.push(problemAt(table, line, "classSourcedId", classId ? { fault: "noClass", id: classId } : { fault: "empty" }, t));
    else if (!user)
      problems.push(problemAt(table, line, "userSourcedId", userId ? { fault: "notStudent", id: userId } : { fault: "empty" }, t));
    else if (!seated.has(`${classId}\n${userId}`)) {
      seated.add(`${classId}\n${userId}`);
      if ("student" in user) klass.students.push(user.student);
      else klass.problems.push(user.problem);
    }
  }
}

/** The three files read, their problems in the reader's words (`t`: the "teach" messages). */
export function readOneRoster(files: Record<FileName, Upload>, t: TFunction = englishT("teach")): RosterRead {
  const tables = {} as Record<FileName, Table>;
  for (const file of Object.keys(COLUMNS) as FileName[]) {
    const read = readTable(files[file], `${file}.csv`, t);
    if (!read.ok) return read;
    const missing = missingColumn(read.table, file, t);
    if (missing) return { ok: false, status: 400, message: missing };
    tables[file] = read.table;
  }
  const problems: string[] = [];
  const users = readUsers(tables.users, problems, t);
  const classes = readClasses(tables.classes);
  enrol(tables.enrollments, classes, users, problems, t);
  const listed = [...classes.values()].filter((klass) => klass.students.length + klass.problems.length > 0);
  if (listed.length === 0) return { ok: false, status: 400, message: t("import.file.noEnrollments") };
  listed.sort((a, b) => a.title.localeCompare(b.title, "en"));
  return { ok: true, roster: { layout: "oneroster", classes: listed, problems } };
}
