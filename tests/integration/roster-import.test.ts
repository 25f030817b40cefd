/**
 * Roster import, on both databases, as a teacher does it: a class list or a school's OneRoster
 * files are previewed (nothing made yet), then created; the same file twice, even twice at once,
 * makes nobody twice; a student gone from the roster is shown as left and kept; every problem
 * names its line and field; a file too large is refused with a message; another teacher's class
 * is not found.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { classStudents, schoolStudents } from "../../drizzle/schema";
import { createClass } from "~/models/classes/classes.server";
import { seed } from "~/models/seed.server";
import { action as importAction, loader as importPage } from "~/routes/teach.classes.$classId_.import";
import { describeEachDatabase } from "../support/database";
import { formPost, get, testContext } from "../support/context";
import { callRoute, type RouteFn, signedInAdult } from "../support/routes";

const fixture = (name: string) => readFileSync(path.join(__dirname, "../fixtures/roster", name), "utf8");
const oneRoster = () => ({
  users: fixture("oneroster/users.csv"),
  classes: fixture("oneroster/classes.csv"),
  enrollments: fixture("oneroster/enrollments.csv"),
});

interface Line {
  name: string;
  note: string;
  leftOn?: string;
}
interface Reply {
  error: string | null;
  token: string | null;
  preview: {
    choices: { id: string; title: string; students: number }[];
    chosen: string;
    make: Line[];
    here: Line[];
    elsewhere: Line[];
    left: Line[];
    problems: string[];
  } | null;
  done: { made: string[]; here: number; left: number } | null;
}

/** Ms Rivera with a class of 30 seats, and her import page's posts. */
async function riverasImport(context: AppLoadContext, name = "Year 5") {
  await seed(context.db);
  const rivera = await signedInAdult(context, { username: "ms_rivera" });
  const made = await createClass(context.db, rivera.id, { name, seats: 30 });
  if (!made.ok) throw new Error(made.message);
  return { rivera, ...teacherImport(context, rivera, made.klass.id) };
}

function teacherImport(context: AppLoadContext, teacher: { cookie: string }, classId: string) {
  const url = `/teach/classes/${classId}/import`;
  const answer = async (request: Request) => {
    const response = await callRoute(importAction as RouteFn, request, context, { classId });
    const json = response.headers.get("Content-Type")?.includes("json");
    return {
      status: response.status,
      ...(json ? ((await response.json()) as Reply) : { error: await response.text(), token: null, preview: null, done: null }),
    };
  };
  /** Chooses files on the page and presses Preview (a multipart post, as the browser sends it). */
  const upload = (files: Record<string, string | Uint8Array<ArrayBuffer>>, headers: Record<string, string> = {}) => {
    const body = new FormData();
    body.set("intent", "preview");
    for (const [field, content] of Object.entries(files)) body.set(field, new File([content], `${field}.csv`, { type: "text/csv" }));
    return answer(
      new Request(new URL(url, "http://cleverplay.test"), { method: "POST", body, headers: { Cookie: teacher.cookie, ...headers } }),
    );
  };
  const press = (intent: "create" | "choose", reply: Reply, rosterClass = reply.preview?.chosen ?? "") =>
    answer(formPost(url, { intent, token: reply.token ?? "", rosterClass }, { Cookie: teacher.cookie }));
  const students = () => context.db.select().from(schoolStudents).where(eq(schoolStudents.classId, classId));
  return { classId, upload, press, students };
}

const names = (lines: Line[] | undefined) => (lines ?? []).map((line) => line.name);

describeEachDatabase("roster import", (database) => {
  it("imports a class list after a preview, and the same file again makes nobody twice", async () => {
    const context = testContext(database());
    const { upload, press, students } = await riverasImport(context);

    const preview = await upload({ list: fixture("class-list.csv") });
    expect(preview.status).toBe(200);
    expect(names(preview.preview?.make)).toEqual(["Maya R.", "Leo O.", "Ana L.", "Tom B.", "Zoë Ø."]);
    expect(preview.preview?.make[0].note).toBe("list.csv line 2");
    expect(await students()).toHaveLength(0); // a preview makes nobody

    const created = await press("create", preview);
    expect(created.done?.made).toEqual(["Maya R.", "Leo O.", "Ana L.", "Tom B.", "Zoë Ø."]);
    const made = await students();
    expect(made.map((s) => s.studentRef).sort()).toEqual(["S1001", "S1002", "S1003", "S1004", "S1005"]);

    const again = await upload({ list: fixture("class-list.csv") });
    expect(names(again.preview?.make)).toEqual([]);
    expect(names(again.preview?.here)).toEqual(["Maya R.", "Leo O.", "Ana L.", "Tom B.", "Zoë Ø."]);
    expect((await press("create", again)).status).toBe(200);
    // Pressing Create on the first, older preview again makes nobody either: it is matched anew.
    expect((await press("create", preview)).done?.made).toEqual([]);
    expect(await students()).toHaveLength(5);
  });

  it("imports a school's OneRoster files: the teacher picks the roster's class, only its students are made", async () => {
    const context = testContext(database());
    const { upload, press, students } = await riverasImport(context, "Maths group");

    const preview = await upload(oneRoster());
    expect(preview.preview?.choices).toEqual([
      { id: "c-5r", title: "Year 5 Rivera", students: 5 },
      { id: "c-6k", title: "Year 6 Khan", students: 2 },
    ]);
    expect(preview.preview?.chosen).toBe("c-5r");
    const sixth = await press("choose", preview, "c-6k");
    expect(names(sixth.preview?.make)).toEqual(["Hana K.", "Diego S."]);

    // She means Year 5: the teacher's own row (role teacher) is never made.
    const created = await press("create", sixth, "c-5r");
    expect(created.done?.made).toEqual(["Mira P.", "James N.", "Sofia K.", "Olu A.", "Ella-Rose B."]);
    const made = await students();
    expect(made.map((s) => [s.rosterId, s.studentRef]).sort()).toEqual([
      ["u-201", "2201"],
      ["u-202", "2202"],
      ["u-203", "2203"],
      ["u-204", "2204"],
      ["u-205", "2205"],
    ]);
    // The same files again: the class's students are found by their sourcedId, so Year 5 is chosen and nobody is new.
    const again = await upload(oneRoster());
    expect(again.preview?.chosen).toBe("c-5r");
    expect(names(again.preview?.make)).toEqual([]);
    expect(names(again.preview?.here)).toHaveLength(5);
  });

  it("shows a student gone from the roster as left, keeps them, and clears it when they come back", async () => {
    const context = testContext(database());
    const { upload, press, students, classId } = await riverasImport(context);
    await press("create", await upload(oneRoster()));

    const withoutSofia = { ...oneRoster(), enrollments: oneRoster().enrollments.replace(/^e-4,.*\n/m, "") };
    const preview = await upload(withoutSofia);
    expect(names(preview.preview?.left)).toEqual(["Sofia K."]);
    expect(names(preview.preview?.make)).toEqual([]);
    const updated = await press("create", preview);
    expect(updated.done).toEqual({ made: [], here: 4, left: 1 });

    const sofia = (await students()).find((s) => s.rosterId === "u-203");
    expect(sofia?.leftRosterAt).toBeInstanceOf(Date);
    const seated = await context.db.select().from(classStudents).where(eq(classStudents.classId, classId));
    expect(seated.map((s) => s.userId)).toContain(sofia?.userId); // shown, not deleted

    const later = await upload(withoutSofia);
    expect(later.preview?.left[0].leftOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const back = await upload(oneRoster());
    expect(back.preview?.here.find((line) => line.name === "Sofia K.")?.note).toBe("back in the roster");
    await press("create", back);
    expect((await students()).find((s) => s.rosterId === "u-203")?.leftRosterAt).toBeNull();
  });

  it("names the line and field of every problem, and makes the others", async () => {
    const context = testContext(database());
    const { upload, press, students } = await riverasImport(context);

    const list = await upload({
      list: "Given name,Surname,Student ID\nAda,Lovelace,A1\n  ,Nobody,A2\nBo,Berg,A1\nAlexandrina Victoria Maximiliana,Hanover,A3\n",
    });
    expect(list.preview?.problems).toEqual([
      "list.csv line 3: Given name is empty",
      "list.csv line 4: Student ID A1 is also on line 2",
      "list.csv line 5: Given name is longer than 30 characters",
    ]);
    expect(names(list.preview?.make)).toEqual(["Ada L."]);

    const users = oneRoster().users.replace(
      "u-204,active,2026-09-01T08:00:00.000Z,true,org-1,student,oadeyemi,,Olu,",
      "u-204,active,2026-09-01T08:00:00.000Z,true,org-1,student,oadeyemi,,,",
    );
    const enrollments = `${oneRoster().enrollments}e-9,active,,c-5r,org-1,u-999,student,false,,\n`;
    const roster = await upload({ ...oneRoster(), users, enrollments });
    expect(roster.preview?.problems).toEqual([
      "users.csv line 6: givenName is empty",
      "enrollments.csv line 10: userSourcedId u-999 is not a student in users.csv",
    ]);
    expect((await press("create", roster)).done?.made).toHaveLength(4);
    expect(await students()).toHaveLength(4);

    const noHeader = await upload({ list: "Maya,Rivera\nLeo,Okafor\n" });
    expect(noHeader.status).toBe(400);
    expect(noHeader.error).toMatch(/^list\.csv line 1: no First name column/);
    expect((await upload({ list: "First name,Last name\n" })).error).toBe("list.csv has no students under its first line.");
    const noColumn = await upload({ ...oneRoster(), users: "sourcedId,role,familyName\nu-1,student,Kim\n" });
    expect(noColumn.error).toMatch(/^users\.csv line 1: no givenName column/);
  });

  it("tells a Spanish reader every problem, and a refusal, in Spanish (issue 50)", async () => {
    const context = testContext(database());
    const { upload } = await riverasImport(context);
    const spanish = { "Accept-Language": "es-MX,es;q=0.9" };

    const list = await upload(
      { list: "Given name,Surname,Student ID\nAda,Lovelace,A1\n  ,Nobody,A2\nBo,Berg,A1\nAlexandrina Victoria Maximiliana,Hanover,A3\n" },
      spanish,
    );
    expect(list.preview?.problems).toEqual([
      "list.csv, línea 3: Given name está vacío",
      "list.csv, línea 4: Student ID A1 también está en la línea 2",
      "list.csv, línea 5: Given name tiene más de 30 caracteres",
    ]);
    expect(list.preview?.make[0].note).toBe("list.csv, línea 2");

    const enrollments = `${oneRoster().enrollments}e-9,active,,c-5r,org-1,u-999,student,false,,\n`;
    const roster = await upload({ ...oneRoster(), enrollments }, spanish);
    expect(roster.preview?.problems).toEqual(["enrollments.csv, línea 10: userSourcedId u-999 no es un estudiante en users.csv"]);

    const noHeader = await upload({ list: "Maya,Rivera\nLeo,Okafor\n" }, spanish);
    expect(noHeader.error).toMatch(/^list\.csv, línea 1: no hay una columna First name\./);
    const rows = await upload({ list: `First name\n${"Al\n".repeat(10_001)}` }, spanish);
    expect(rows.error).toBe("list.csv tiene 10.001 filas: un archivo tiene como máximo 10.000.");
  });

  it("refuses a file too large, with a message, before reading it", async () => {
    const context = testContext(database());
    const { upload } = await riverasImport(context);

    const big = await upload({ list: `First name\n${"Maya\n".repeat(220_000)}` });
    expect(big.status).toBe(413);
    expect(big.error).toBe("list.csv is too large. Each file is at most 1 MB. Export only your class, or use the class list layout.");

    const rows = await upload({ list: `First name\n${"Al\n".repeat(10_001)}` });
    expect(rows.status).toBe(413);
    expect(rows.error).toBe("list.csv has 10,001 rows: a file has at most 10,000.");

    const claimed = await upload({ list: "First name\nMaya\n" }, { "Content-Length": String(50 * 1024 * 1024) });
    expect(claimed.status).toBe(413);
    expect(claimed.error).toMatch(/^These files are too large\./);

    const binary = await upload({ list: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]) });
    expect(binary.status).toBe(400);
    expect(binary.error).toMatch(/is not a CSV file/);
  });

  it("makes nobody twice when two imports of one file race, into one class or two", async () => {
    const context = testContext(database());
    const { rivera, upload, press, students } = await riverasImport(context);
    const preview = await upload({ list: fixture("class-list.csv") });
    const [first, second] = await Promise.all([press("create", preview), press("create", preview)]);
    expect([first.done?.made.length, second.done?.made.length].sort()).toEqual([0, 5]);
    expect(await students()).toHaveLength(5);

    // Into two of her classes at once: each student is made once, in one of them.
    const other = await createClass(context.db, rivera.id, { name: "Year 6", seats: 30 });
    const third = await createClass(context.db, rivera.id, { name: "Year 4", seats: 30 });
    if (!other.ok || !third.ok) throw new Error("no class");
    const six = teacherImport(context, rivera, other.klass.id);
    const four = teacherImport(context, rivera, third.klass.id);
    const [a, b] = await Promise.all([six.upload(oneRoster()), four.upload(oneRoster())]);
    const [made6, made4] = await Promise.all([six.press("create", a), four.press("create", b)]);
    expect((made6.done?.made.length ?? 0) + (made4.done?.made.length ?? 0)).toBe(5);
    expect((await six.students()).length + (await four.students()).length).toBe(5);
  });

  it("is not found for another teacher, and refuses a preview it did not sign", async () => {
    const context = testContext(database());
    const { classId, upload, press } = await riverasImport(context);
    const other = await signedInAdult(context, { username: "mr_other" });
    const url = `/teach/classes/${classId}/import`;
    expect((await callRoute(importPage as RouteFn, get(url, { Cookie: other.cookie }), context, { classId })).status).toBe(404);
    expect((await teacherImport(context, other, classId).upload({ list: fixture("class-list.csv") })).status).toBe(404);

    const preview = await upload({ list: fixture("class-list.csv") });
    const [body, signature] = (preview.token ?? "").split(".");
    const forged = await press("create", { ...preview, token: `${body}x.${signature}` });
    expect(forged.status).toBe(400);
    expect(forged.error).toMatch(/^This preview has run out/);
  });
});
