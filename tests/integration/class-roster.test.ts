/**
 * A teacher's first minutes with a class, on both databases: the students who joined are listed
 * (name, day, Remove) before any homework; a removed student stays out until the teacher lets
 * them back or makes a new code, and is told to ask; ten open classes stay ten when a reopen and a
 * new class race for the last place.
 */
import type { AppLoadContext } from "@remix-run/node";
import { and, eq, isNull } from "drizzle-orm";
import { expect, it } from "vitest";
import { classes } from "../../drizzle/schema";
import { createClass } from "~/models/classes/classes.server";
import { seed } from "~/models/seed.server";
import { action as joinAction, loader as joinPage } from "~/routes/join.$inviteCode";
import { action as classAction, loader as classPage } from "~/routes/teach.classes.$classId";
import { action as teachAction } from "~/routes/teach._index";
import { MAX_CLASSES } from "~/utils/classes";
import { calendarDay } from "~/utils/dates";
import { describeEachDatabase } from "../support/database";
import { formPost, get, testContext } from "../support/context";
import { callRoute, type RouteFn, signedInAdult, signedInPlayer, toastOf } from "../support/routes";

/** Ms Rivera's class "Year 5", two children (Ada, Bo) who may join it by its code, and her class page. */
async function riverasClass(context: AppLoadContext) {
  await seed(context.db);
  const rivera = await signedInAdult(context, { username: "ms_rivera" });
  const made = await createClass(context.db, rivera.id, { name: "Year 5", seats: 40 });
  if (!made.ok) throw new Error(made.message);
  const classId = made.klass.id;
  const [ada, bo] = await Promise.all(["ada_a", "bo_b"].map((username) => signedInPlayer(context, { username })));
  const join = (student: { cookie: string }, code: string) =>
    callRoute(joinAction as RouteFn, formPost(`/join/${code}`, { intent: "join-class" }, { Cookie: student.cookie }), context, {
      inviteCode: code,
    });
  const page = async () =>
    (await callRoute(classPage as RouteFn, get(`/teach/classes/${classId}`, { Cookie: rivera.cookie }), context, { classId })).json();
  return { rivera, made, classId, ada, bo, join, page };
}

describeEachDatabase("a class's roster", (database) => {
  it("lists who joined, when, with Remove, before any homework is set", async () => {
    const context = testContext(database());
    const { made, ada, bo, join, page } = await riverasClass(context);

    for (const student of [ada, bo]) expect((await join(student, made.klass.joinCode)).headers.get("Location")).toBe("/games");

    // No homework yet, and the teacher already sees both students, when they joined, and Remove.
    const today = calendarDay(new Date(), "UTC");
    const first = await page();
    expect(first.homework).toEqual([]);
    expect(first.roster).toEqual([
      { userId: ada.id, name: "ada_a", day: today },
      { userId: bo.id, name: "bo_b", day: today },
    ]);
  });

  it("keeps a removed student out until the teacher lets them back or makes a new code, and tells them to ask", async () => {
    const context = testContext(database());
    const { rivera, made, classId, ada, bo, join, page } = await riverasClass(context);
    const settings = (fields: Record<string, string>) =>
      callRoute(classAction as RouteFn, formPost(`/teach/classes/${classId}`, fields, { Cookie: rivera.cookie }), context, { classId });

    for (const student of [ada, bo]) expect((await join(student, made.klass.joinCode)).headers.get("Location")).toBe("/games");

    const today = calendarDay(new Date(), "UTC");
    // Remove Bo: Bo's post to the code is refused, with what to do.
    const removal = await settings({ intent: "remove", userId: bo.id });
    const refused = await join(bo, made.klass.joinCode);
    expect(refused.headers.get("Location")).toBe(`/join/${made.klass.joinCode}`);
    expect(await removal.json()).toMatchObject({
      done: "Removed from the class. They cannot join again until you let them back or make a new code.",
    });
    expect(await toastOf(refused, context)).toEqual({
      title: "Could not join",
      description: "Your teacher removed you from this class. Ask your teacher if you can come back: they can let you in again.",
    });
    const card = await (
      await callRoute(joinPage as RouteFn, get(`/join/${made.klass.joinCode}`, { Cookie: bo.cookie }), context, {
        inviteCode: made.klass.joinCode,
      })
    ).json();
    expect(card.classJoin).toMatchObject({ joined: false, removed: true });
    const afterRemove = await page();
    expect(afterRemove.roster.map((s: { name: string }) => s.name)).toEqual(["ada_a"]);
    expect(afterRemove.removed).toEqual([{ userId: bo.id, name: "bo_b", day: today }]);

    // Let back in from Bo's row: Bo joins again.
    expect(await (await settings({ intent: "let-back", userId: bo.id })).json()).toMatchObject({
      done: "They can join again with the class code.",
    });
    expect((await join(bo, made.klass.joinCode)).headers.get("Location")).toBe("/games");

    // Removed again, then a new code: a fresh start, and Bo joins with it.
    await settings({ intent: "remove", userId: bo.id });
    expect((await join(bo, made.klass.joinCode)).headers.get("Location")).toBe(`/join/${made.klass.joinCode}`);
    await settings({ intent: "new-code" });
    const [{ joinCode }] = await context.db.select({ joinCode: classes.joinCode }).from(classes).where(eq(classes.id, classId));
    expect((await page()).removed).toEqual([]);
    expect((await join(bo, joinCode)).headers.get("Location")).toBe("/games");
    expect((await page()).roster.map((s: { name: string }) => s.name)).toEqual(["ada_a", "bo_b"]);
    // Nonsense is a 4xx: nobody to let back, a malformed id.
    expect((await settings({ intent: "let-back", userId: ada.id })).status).toBe(409);
    expect((await settings({ intent: "remove", userId: "nobody" })).status).toBe(400);
  });

  it("keeps a teacher at ten open classes when reopening an archived one races a new one", async () => {
    const context = testContext(database());
    const okafor = await signedInAdult(context, { username: "mr_okafor" });
    const made = [];
    for (let i = 0; i < MAX_CLASSES; i++) {
      const created = await createClass(context.db, okafor.id, { name: `Class ${i + 1}`, seats: 30 });
      if (!created.ok) throw new Error(created.message);
      made.push(created.klass);
    }
    const open = async () =>
      (
        await context.db
          .select()
          .from(classes)
          .where(and(eq(classes.teacherId, okafor.id), isNull(classes.archivedAt)))
      ).length;
    const settings = (classId: string, intent: string) =>
      callRoute(classAction as RouteFn, formPost(`/teach/classes/${classId}`, { intent }, { Cookie: okafor.cookie }), context, { classId });
    const newClass = (name: string) =>
      callRoute(teachAction as RouteFn, formPost("/teach", { name, seats: "30", forSchool: "on" }, { Cookie: okafor.cookie }), context);

    // One at a time: archive, create, then reopening the archived one is refused with the reason.
    await settings(made[0].id, "archive");
    await newClass("Class 11");
    const refused = await settings(made[0].id, "reopen");
    expect(refused.status).toBe(409);
    expect((await refused.json()).errors.form).toBe(`You can have ${MAX_CLASSES} open classes. Archive one to make another.`);
    expect(await open()).toBe(MAX_CLASSES);

    // At once, several times: a reopen and a new class for one free place: one wins each time.
    for (let round = 0; round < 3; round++) {
      await settings(made[1 + round].id, "archive");
      await Promise.all([settings(made[0].id, "reopen"), newClass(`Race ${round}`), settings(made[1 + round].id, "reopen")]);
      expect(await open()).toBe(MAX_CLASSES);
      await settings(made[0].id, "archive");
    }
  });
});
