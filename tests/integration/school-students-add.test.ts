/**
 * A teacher adds students from the class page, on both databases: a pasted list (a spreadsheet's
 * columns, invisible characters, a heading line) with a bad line makes nobody and names the line;
 * fixed, it makes everyone, seen on the roster as "Maya R." with their login state, in the
 * teacher's tables and CSV; other players see only the nickname.
 */
import type { AppLoadContext } from "@remix-run/node";
import { eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { profiles, schoolStudents } from "../../drizzle/schema";
import { createClass } from "~/models/classes/classes.server";
import { readStudentList } from "~/models/school-students/student-list.server";
import { shownLookColumns } from "~/models/player-look.server";
import { seed } from "~/models/seed.server";
import { action as classAction, loader as classPage } from "~/routes/teach.classes.$classId";
import { loader as progressCsv } from "~/routes/teach.classes.$classId.progress[.csv]";
import { describeEachDatabase } from "../support/database";
import { formPost, get, testContext } from "../support/context";
import { callRoute, type RouteFn, signedInAdult } from "../support/routes";

interface ClassPage {
  roster: { userId: string; name: string; login?: { words: string; locked: boolean } }[];
}

async function riverasClass(context: AppLoadContext, seats = 30) {
  await seed(context.db);
  const rivera = await signedInAdult(context, { username: "ms_rivera" });
  const made = await createClass(context.db, rivera.id, { name: "Year 5", seats });
  if (!made.ok) throw new Error(made.message);
  const classId = made.klass.id;
  const add = (names: string) =>
    callRoute(
      classAction as RouteFn,
      formPost(`/teach/classes/${classId}`, { intent: "add-students", names }, { Cookie: rivera.cookie }),
      context,
      {
        classId,
      },
    );
  const page = async () =>
    (await (
      await callRoute(classPage as RouteFn, get(`/teach/classes/${classId}`, { Cookie: rivera.cookie }), context, { classId })
    ).json()) as ClassPage;
  return { rivera, classId, add, page };
}

describeEachDatabase("a teacher adds students", (database) => {
  it("names every bad line of a pasted list and makes nobody; the fixed list makes everyone, as the teacher wrote them", async () => {
    const context = testContext(database());
    const { add, page, classId, rivera } = await riverasClass(context);

    // Pasted from a spreadsheet: a heading line, tabs, a zero-width space, a right-to-left mark, a
    // name in decomposed form (e + combining acute), a line with a digit, and a name twice.
    const pasted = [
      "First name\tLast name\tStudent ID",
      "Maya\u200B\tRivera\t1001",
      "\u200FLeo \t  okafor\t1002",
      "Jose\u0301\tGarcía\t1003",
      "R2D2\tDroid\t1004",
      "",
      "Maya\tRoss\t1005",
    ].join("\r\n");
    const refused = await add(pasted);
    expect(refused.status).toBe(400);
    const { problems, names } = await refused.json();
    expect(problems).toEqual([
      { line: 5, text: "R2D2 Droid 1004", reason: "A name uses letters, spaces, hyphens and apostrophes only." },
      { line: 7, text: "Maya Ross 1005", reason: 'Maya R. is also on line 2: add a middle name to tell them apart ("Maya Jo Rivera").' },
    ]);
    expect(names).toBe(pasted);
    expect(await context.db.select().from(schoolStudents)).toEqual([]);

    // Fixed: line 5 gone, and Maya Ross told apart by her middle name.
    const fixed = pasted.replace("R2D2\tDroid\t1004", "Ana\tSilva\t1004").replace("Maya\tRoss", "Maya Jo\tRoss");
    const added = await add(fixed);
    expect(added.status).toBe(200);
    expect(await added.json()).toMatchObject({ done: "Added 5 students. Their login cards are ready: Print login cards, under Students." });
    const { roster } = await page();
    // Added at the same moment: listed by name.
    expect(roster.map((s) => [s.name, s.login?.words])).toEqual([
      ["Ana S.", "Never signed in"],
      ["José G.", "Never signed in"],
      ["Leo O.", "Never signed in"],
      ["Maya R.", "Never signed in"],
      ["Maya Jo R.", "Never signed in"],
    ]);
    const stored = await context.db.select({ firstName: schoolStudents.firstName }).from(schoolStudents);
    expect(stored.map((s) => s.firstName)).toContain("José".normalize("NFC"));

    // A second Maya R. is refused against the class; so is a list longer than the free seats.
    const again = await add("Maya Rivera");
    expect((await again.json()).problems[0]).toMatchObject({
      line: 1,
      reason: expect.stringContaining("Maya R. is already in this class"),
    });
    const many = Array.from({ length: 26 }, (_, i) => `Kid ${"abcdefghijklmnopqrstuvwxyz"[i]}`).join("\n");
    const full = await add(many);
    expect(full.status).toBe(400);
    expect((await full.json()).problems).toEqual([
      { line: 0, text: "", reason: "The class has 25 free seats and the list has 26 names: add seats in Class settings, or add fewer." },
    ]);
    expect(await context.db.select().from(schoolStudents)).toHaveLength(5);

    // Login state: one signed in today, one locked out.
    const [, , leo, maya] = roster;
    await context.db.update(schoolStudents).set({ lastSignInAt: new Date() }).where(eq(schoolStudents.userId, maya.userId));
    await context.db
      .update(schoolStudents)
      .set({ lockedUntil: new Date(Date.now() + 10 * 60_000) })
      .where(eq(schoolStudents.userId, leo.userId));
    const states = (await page()).roster.map((s) => s.login);
    expect(states[3]).toEqual({ words: "Signed in today", locked: false });
    expect(states[2]).toMatchObject({ words: expect.stringMatching(/^Locked out until \d{1,2}:\d{2}/), locked: true });

    // The teacher's CSV says "Maya R."; other players see only the nickname.
    const csv = await (
      await callRoute(progressCsv as RouteFn, get(`/teach/classes/${classId}/progress.csv`, { Cookie: rivera.cookie }), context, {
        classId,
      })
    ).text();
    expect(csv).toContain("Maya R.");
    // What boards, races and profiles select (shownLookColumns): the nickname, twice.
    const ids = roster.map((s) => s.userId);
    const seen = await context.db
      .select({ username: shownLookColumns.username, displayName: shownLookColumns.displayName, nickname: profiles.nickname })
      .from(profiles)
      .where(inArray(profiles.id, ids));
    expect(seen).toHaveLength(5);
    for (const player of seen) {
      expect(player.nickname).toMatch(/^[A-Za-z]+\d*$/);
      expect([player.username, player.displayName]).toEqual([player.nickname, player.nickname]);
    }
  });

  it("reads names as a teacher writes them", () => {
    const read = (text: string) => readStudentList(text, { free: 10, takenNames: [] });
    expect(read("Mary Jane Watson\nZoë\n  Sean ,  O'Brien ")).toEqual({
      ok: true,
      students: [
        { firstName: "Mary Jane", lastInitial: "W" },
        { firstName: "Zoë", lastInitial: "" },
        { firstName: "Sean", lastInitial: "O" },
      ],
    });
    expect(read("Last name,First name\nRivera,Maya")).toEqual({ ok: true, students: [{ firstName: "Maya", lastInitial: "R" }] });
    expect(read("\u200B\u202E\n\u2066\u2069")).toMatchObject({ ok: false, problems: [{ reason: "Type or paste at least one name." }] });
    expect(read(`${"A".repeat(31)} Smith`)).toMatchObject({
      ok: false,
      problems: [{ line: 1, reason: "The first name is longer than 30 letters." }],
    });
  });
});
