/**
 * Login cards and letters home, on both databases: Ms Rivera prints a card for each student she
 * made, whose QR code a phone reads as that student's card link (and a reset student's card shows
 * the new key); another teacher finds no such page. Each letter home gives its own child's parent
 * code, with which a parent opens the child's account at /parent/code (forgiving how it is typed),
 * downloads the data and deletes the account, every row of it; wrong codes are limited per address.
 */
import type { AppLoadContext } from "@remix-run/node";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { schoolStudents } from "../../drizzle/schema";
import { queryRows } from "~/db.server";
import { createClass } from "~/models/classes/classes.server";
import { makeSchoolStudents, newCardKey } from "~/models/school-students/accounts.server";
import { CODE_CLOSED, WRONG_CODE, WRONG_PARENT_CODES_PER_ADDRESS } from "~/models/school-students/parent-code.server";
import { seed } from "~/models/seed.server";
import { loader as cardsPage } from "~/routes/teach.classes.$classId_.cards";
import { loader as lettersPage } from "~/routes/teach.classes.$classId_.letters";
import { action as codeAction, loader as codePage } from "~/routes/parent.code";
import { loader as codeExport } from "~/routes/parent.code.export";
import { NOT_SURE } from "~/models/parent-answer.server";
import { formPost, get, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { playedRun } from "../support/parents";
import { decodeQrSvg } from "../support/qr";
import { callRoute, signedInAdult, type RouteFn } from "../support/routes";

interface CardsData {
  klass: { code: string };
  address: string;
  cards: { userId: string; name: string; pictures: [number, number]; qr: string }[];
}

/** Ms Rivera's class with Maya R. and Leo, made by her. */
async function riveraClass(context: AppLoadContext) {
  await seed(context.db);
  const rivera = await signedInAdult(context, { username: "ms_rivera" });
  const made = await createClass(context.db, rivera.id, { name: "Year 5 Owls", seats: 30 });
  if (!made.ok) throw new Error(made.message);
  const outcome = await makeSchoolStudents(context.db, {
    teacherId: rivera.id,
    classId: made.klass.id,
    students: [
      { firstName: "Maya", lastInitial: "R" },
      { firstName: "Leo", lastInitial: "" },
    ],
  });
  if (!outcome.ok) throw new Error(outcome.reason);
  const rows = await context.db.select().from(schoolStudents).where(eq(schoolStudents.classId, made.klass.id));
  const student = (firstName: string) => rows.find((row) => row.firstName === firstName)!;
  return { rivera, klass: made.klass, maya: student("Maya"), leo: student("Leo") };
}

const openAs = (fn: unknown, url: string, cookie: string, context: AppLoadContext, classId: string) =>
  callRoute(fn as RouteFn, get(url, { Cookie: cookie }), context, { classId });

/** Every row, in any table, with the child's id in one of its uuid columns. */
async function rowsNaming(context: AppLoadContext, userId: string): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    context.db,
    sql`select table_name, column_name from information_schema.columns
         where table_schema = 'public' and data_type = 'uuid' order by table_name, column_name`,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [row] = await queryRows<{ n: number }>(
      context.db,
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} = ${userId}::uuid`,
    );
    if (Number(row.n) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

const PARENT = { "X-Forwarded-For": "198.51.100.23" };
const typeCode = (context: AppLoadContext, code: string, headers: Record<string, string> = PARENT) =>
  callRoute(codeAction as RouteFn, formPost("/parent/code", { intent: "code", code }, headers), context);

describeEachDatabase("login cards and letters home", (database) => {
  it("prints a card per student whose QR code a phone reads as their card link, to the class's teacher only", async () => {
    const context = testContext(database());
    const { rivera, klass, maya, leo } = await riveraClass(context);
    const url = `/teach/classes/${klass.id}/cards`;

    const page = await openAs(cardsPage, url, rivera.cookie, context, klass.id);
    expect(page.status).toBe(200);
    const data = (await page.json()) as CardsData;
    expect(data.klass.code).toBe(klass.joinCode);
    expect(data.address).toBe(`http://cleverplay.test/class-login/${klass.joinCode}`);
    expect(data.cards.map((card) => card.name)).toEqual(["Leo", "Maya R."]);
    const mayaCard = data.cards.find((card) => card.userId === maya.userId)!;
    expect(mayaCard.pictures).toEqual([maya.picture1, maya.picture2]);
    expect(decodeQrSvg(mayaCard.qr)).toBe(`http://cleverplay.test/class-login/card/${maya.cardKey}`);
    expect(decodeQrSvg(data.cards.find((card) => card.userId === leo.userId)!.qr)).toBe(
      `http://cleverplay.test/class-login/card/${leo.cardKey}`,
    );

    // Another teacher, or a student of the class, finds no such page: not even that the class exists.
    const other = await signedInAdult(context, { username: "mr_other" });
    expect((await openAs(cardsPage, url, other.cookie, context, klass.id)).status).toBe(404);
    expect((await openAs(lettersPage, `/teach/classes/${klass.id}/letters`, other.cookie, context, klass.id)).status).toBe(404);

    // Maya's teacher reset her: the page shows the card's new key, so the old printed card is worthless.
    const newKey = newCardKey();
    await context.db.update(schoolStudents).set({ cardKey: newKey }).where(eq(schoolStudents.userId, maya.userId));
    const again = (await (await openAs(cardsPage, url, rivera.cookie, context, klass.id)).json()) as CardsData;
    expect(decodeQrSvg(again.cards.find((card) => card.userId === maya.userId)!.qr)).toBe(
      `http://cleverplay.test/class-login/card/${newKey}`,
    );
  });

  it("gives each parent their own child's code in a letter home", async () => {
    const context = testContext(database());
    const { rivera, klass, maya, leo } = await riveraClass(context);
    const page = await openAs(lettersPage, `/teach/classes/${klass.id}/letters`, rivera.cookie, context, klass.id);
    expect(page.status).toBe(200);
    const data = (await page.json()) as { parentAddress: string; letters: { name: string; parentCode: string }[] };
    expect(data.parentAddress).toBe("http://cleverplay.test/parent/code");
    const dashed = (code: string) => `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
    expect(data.letters.map(({ name, parentCode }) => ({ name, parentCode }))).toEqual([
      { name: "Leo", parentCode: dashed(leo.parentCode) },
      { name: "Maya R.", parentCode: dashed(maya.parentCode) },
    ]);
  });

  it("opens a child's account to the parent's code, downloads it, and deletes every row of it", async () => {
    const context = testContext(database());
    const { rivera, klass, maya } = await riveraClass(context);
    await playedRun(context, {
      userId: maya.userId,
      game: "math-quest-number-crunch",
      level: 1,
      answered: 10,
      correct: 8,
      finishedAt: new Date(),
    });

    const wrong = await typeCode(context, "ABCD-EFGH-JKLM");
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: WRONG_CODE });

    // Typed from the letter in small letters with spaces: it opens Maya's account, and the code stays out of the address.
    const typed = maya.parentCode.toLowerCase().replace(/(.{4})(?=.)/g, "$1 ");
    const right = await typeCode(context, ` ${typed} `);
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/parent/code");
    const cookie = right.headers.getSetCookie().find((c) => c.startsWith("cp_parent_code="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/parent;/i);
    const asParent = { Cookie: cookie.split(";")[0] };

    const page = await callRoute(codePage as RouteFn, get("/parent/code", asParent), context);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const shown = (await page.json()) as { child: Record<string, string>; week: { intro: string; lines: string[] } };
    expect(shown.child).toMatchObject({ name: "Maya R.", className: "Year 5 Owls", teacherName: "ms_rivera" });
    expect(shown.week.intro).toMatch(/^In the last 7 days Maya played 1 game on CleverPlay/);
    expect(shown.week.lines[0]).toContain("8 of 10 answers right");
    expect(await (await callRoute(codePage as RouteFn, get("/parent/code"), context)).json()).toEqual({ child: null, week: null });

    const file = await callRoute(codeExport as RouteFn, get("/parent/code/export", asParent), context);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Disposition")).toBe('attachment; filename="cleverplay-data-Maya.json"');
    const exported = (await file.json()) as { account: { email: string | null }; played: unknown; profile: { username: string } };
    expect(exported.account.email).toBeNull();
    expect(exported.profile.username).toBe(shown.child.nickname);
    expect((await callRoute(codeExport as RouteFn, get("/parent/code/export"), context)).status).toBe(404);

    // Deleting asks for the box first; then every row of Maya's goes, and her teacher's cards no longer show her.
    const notSure = await callRoute(codeAction as RouteFn, formPost("/parent/code", { intent: "delete" }, asParent), context);
    expect(notSure.status).toBe(400);
    expect(await notSure.json()).toEqual({ error: NOT_SURE });
    expect(await rowsNaming(context, maya.userId)).not.toEqual([]);
    const deleted = await callRoute(codeAction as RouteFn, formPost("/parent/code", { intent: "delete", sure: "on" }, asParent), context);
    expect(await deleted.json()).toEqual({ deleted: true });
    expect(deleted.headers.getSetCookie().some((c) => /^cp_parent_code=;.*Max-Age=0/i.test(c))).toBe(true);
    expect(await rowsNaming(context, maya.userId)).toEqual([]);
    const cards = (await (
      await openAs(cardsPage, `/teach/classes/${klass.id}/cards`, rivera.cookie, context, klass.id)
    ).json()) as CardsData;
    expect(cards.cards.map((card) => card.name)).toEqual(["Leo"]);

    // The letter's code opens nothing now, nor does the old cookie.
    expect(await (await callRoute(codePage as RouteFn, get("/parent/code", asParent), context)).json()).toEqual({
      child: null,
      week: null,
    });
    const again = await callRoute(codeAction as RouteFn, formPost("/parent/code", { intent: "delete", sure: "on" }, asParent), context);
    expect(await again.json()).toEqual({ error: CODE_CLOSED });
    expect((await typeCode(context, maya.parentCode)).status).toBe(400);
  });

  it("refuses an address that sent too many wrong codes at once, even its right one, and not another address", async () => {
    const context = testContext(database());
    const { maya } = await riveraClass(context);
    const guesses = await Promise.all(
      Array.from({ length: WRONG_PARENT_CODES_PER_ADDRESS.max + 1 }, (_, i) => typeCode(context, `WRONG${String(i).padStart(7, "2")}`)),
    );
    expect(guesses.filter((answer) => answer.status === 400)).toHaveLength(WRONG_PARENT_CODES_PER_ADDRESS.max);
    const refused = guesses.find((answer) => answer.status === 429)!;
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^Too many wrong codes from your network\. Please wait \d+ minutes? and try again\.$/,
    );

    expect((await typeCode(context, maya.parentCode)).status).toBe(429);
    expect((await typeCode(context, maya.parentCode, { "X-Forwarded-For": "198.51.100.99" })).status).toBe(302);
  });
});
