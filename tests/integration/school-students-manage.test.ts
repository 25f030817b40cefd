/**
 * What a teacher does with a student they made, and what such an account may not do, on both
 * databases: Reset login (new pictures, a new card key: the old one finds nobody; the lock-out
 * ends, the student is signed out); a move to another of the teacher's classes (seats checked,
 * both tables in step); Delete account (every row of the child gone, checked in every table); and
 * the student's own refusals: no public profile, no sharing, no card, no deleting it themselves.
 */
import type { AppLoadContext } from "@remix-run/node";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { authSessions, classStudents, games, rateLimits, schoolStudents } from "../../drizzle/schema";
import { queryRows, type Database } from "~/db.server";
import { createSignInSession } from "~/models/auth.server";
import { awardCoins } from "~/models/coins.server";
import { createClass } from "~/models/classes/classes.server";
import { makeSchoolStudents } from "~/models/school-students/accounts.server";
import { seed } from "~/models/seed.server";
import { action as classAction } from "~/routes/teach.classes.$classId";
import { action as studentAction, loader as studentPage } from "~/routes/teach.classes.$classId_.students.$userId";
import { action as deleteOwn } from "~/routes/profile.delete";
import { action as editProfile } from "~/routes/profile.edit";
import { loader as publicProfilePage } from "~/routes/profile.$userId";
import { action as purchase } from "~/routes/premium.purchase";
import { action as share } from "~/routes/share";
import { describeEachDatabase } from "../support/database";
import { formPost, get, testContext } from "../support/context";
import { callRoute, type RouteFn, signedInAdult, signedInPlayer, toastOf } from "../support/routes";

/** Ms Rivera with two classes (Year 5 of 30 seats, Year 6 of 2) and Maya Rivera made in Year 5, signed in. */
async function mayaInYear5(context: AppLoadContext) {
  await seed(context.db);
  const rivera = await signedInAdult(context, { username: "ms_rivera" });
  const [year5, year6] = await Promise.all([
    createClass(context.db, rivera.id, { name: "Year 5", seats: 30 }),
    createClass(context.db, rivera.id, { name: "Year 6", seats: 2 }),
  ]);
  if (!year5.ok || !year6.ok) throw new Error("no class");
  const made = await makeSchoolStudents(context.db, {
    teacherId: rivera.id,
    classId: year5.klass.id,
    students: [{ firstName: "Maya", lastInitial: "R" }],
  });
  if (!made.ok) throw new Error(made.reason);
  const maya = made.made[0];
  const mayaCookie = (await createSignInSession(get("/"), context, maya.userId)).split(";")[0];
  const manage = (classId: string, fields: Record<string, string>) =>
    callRoute(
      studentAction as RouteFn,
      formPost(`/teach/classes/${classId}/students/${maya.userId}`, fields, { Cookie: rivera.cookie }),
      context,
      { classId, userId: maya.userId },
    );
  const row = async () => (await context.db.select().from(schoolStudents).where(eq(schoolStudents.userId, maya.userId)))[0];
  return { rivera, year5: year5.klass, year6: year6.klass, maya, mayaCookie, manage, row };
}

/** Every row in any table naming `userId` in a uuid column, and the rate-limit counters keyed by it. */
async function rowsOf(db: Database, userId: string): Promise<string[]> {
  const columns = await queryRows<{ tab: string; col: string }>(
    db,
    sql`select c.relname as tab, a.attname as col from pg_attribute a join pg_class c on c.oid = a.attrelid
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
          and a.atttypid = 'uuid'::regtype`,
  );
  const found: string[] = [];
  for (const { tab, col } of columns) {
    const [{ n }] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(tab)} where ${sql.identifier(col)} = ${userId}`,
    );
    if (n > 0) found.push(`${tab}.${col}`);
  }
  const keyed = await db
    .select()
    .from(rateLimits)
    .where(sql`position(${userId} in ${rateLimits.key}) > 0`);
  return [...found, ...keyed.map((r) => `rate_limits:${r.key}`)].sort();
}

describeEachDatabase("a teacher manages a student they made", (database) => {
  it("Reset login gives new pictures and a new card key, ends a lock-out and signs the student out", async () => {
    const context = testContext(database());
    const { year5, maya, manage, row } = await mayaInYear5(context);
    await context.db
      .update(schoolStudents)
      .set({ failedSignIns: 5, lockedUntil: new Date(Date.now() + 15 * 60_000) })
      .where(eq(schoolStudents.userId, maya.userId));
    const before = await row();

    const reset = await manage(year5.id, { intent: "reset-login" });
    expect(reset.status).toBe(200);
    expect((await reset.json()).done).toMatch(/^New pictures: \w+, then \w+\. Print a new card: the old card no longer signs in\.$/);
    const after = await row();
    expect(after.cardKey).not.toBe(before.cardKey);
    expect(await context.db.select().from(schoolStudents).where(eq(schoolStudents.cardKey, before.cardKey))).toEqual([]);
    expect(after).toMatchObject({ failedSignIns: 0, lockedUntil: null });
    expect(await context.db.select().from(authSessions).where(eq(authSessions.userId, maya.userId))).toEqual([]);

    // Another teacher's, or a made-up, student is not there to reset.
    const stranger = await signedInAdult(context, { username: "mr_stranger" });
    const theirs = await callRoute(
      studentAction as RouteFn,
      formPost(`/teach/classes/${year5.id}/students/${maya.userId}`, { intent: "reset-login" }, { Cookie: stranger.cookie }),
      context,
      { classId: year5.id, userId: maya.userId },
    );
    expect(theirs.status).toBe(403);
    expect((await manage(year5.id, { intent: "reset-login" }).then(() => row())).cardKey).not.toBe(after.cardKey);
  });

  it("moves the student to another of the teacher's classes while it has a seat, both tables together", async () => {
    const context = testContext(database());
    const { rivera, year5, year6, maya, manage, row } = await mayaInYear5(context);
    const page = await (
      await callRoute(
        studentPage as RouteFn,
        get(`/teach/classes/${year5.id}/students/${maya.userId}`, { Cookie: rivera.cookie }),
        context,
        {
          classId: year5.id,
          userId: maya.userId,
        },
      )
    ).json();
    expect(page.schoolStudent.moveTo).toEqual([{ id: year6.id, name: "Year 6", free: 2 }]);

    const moved = await manage(year5.id, { intent: "move", toClassId: year6.id });
    expect(moved.status).toBe(303);
    expect(moved.headers.get("Location")).toBe(`/teach/classes/${year6.id}/students/${maya.userId}`);
    expect(await toastOf(moved, context)).toEqual({ title: "Moved", description: "Now in Year 6: they sign in with its class code." });
    expect((await row()).classId).toBe(year6.id);
    const seats = await context.db
      .select({ classId: classStudents.classId })
      .from(classStudents)
      .where(eq(classStudents.userId, maya.userId));
    expect(seats).toEqual([{ classId: year6.id }]);

    // Back to Year 5 and Year 6 fills up: the move is refused, and nothing changes.
    expect((await manage(year6.id, { intent: "move", toClassId: year5.id })).status).toBe(303);
    for (const name of ["Ada", "Bo"]) {
      const kid = await signedInPlayer(context, { username: `${name.toLowerCase()}_kid` });
      await context.db.insert(classStudents).values({ classId: year6.id, userId: kid.id });
    }
    const full = await manage(year5.id, { intent: "move", toClassId: year6.id });
    expect(full.status).toBe(409);
    expect((await full.json()).error).toBe("Year 6 is full: add seats in its Class settings first.");
    expect((await row()).classId).toBe(year5.id);

    // Not a class of hers, and not a class at all: refused with a message, never a 500.
    const other = await signedInAdult(context, { username: "mr_other" });
    const theirs = await createClass(context.db, other.id, { name: "Their class", seats: 30 });
    if (!theirs.ok) throw new Error(theirs.message);
    expect((await manage(year5.id, { intent: "move", toClassId: theirs.klass.id })).status).toBe(409);
    expect((await manage(year5.id, { intent: "move", toClassId: "not-a-class" })).status).toBe(400);

    // Remove (for a student who joined by code) is not for her: the teacher moves or deletes her.
    const removed = await callRoute(
      classAction as RouteFn,
      formPost(`/teach/classes/${year5.id}`, { intent: "remove", userId: maya.userId }, { Cookie: rivera.cookie }),
      context,
      { classId: year5.id },
    );
    expect(removed.status).toBe(409);
    expect((await context.db.select().from(classStudents).where(eq(classStudents.userId, maya.userId))).length).toBe(1);
  });

  it("two moves racing for a class's last seat: one gets it", async () => {
    const context = testContext(database());
    const { rivera, year5, year6 } = await mayaInYear5(context);
    const more = await makeSchoolStudents(context.db, {
      teacherId: rivera.id,
      classId: year5.id,
      students: [
        { firstName: "Leo", lastInitial: "O" },
        { firstName: "Ana", lastInitial: "S" },
      ],
    });
    if (!more.ok) throw new Error(more.reason);
    const kid = await signedInPlayer(context, { username: "early_kid" });
    await context.db.insert(classStudents).values({ classId: year6.id, userId: kid.id });
    const answers = await Promise.all(
      more.made.map((student) =>
        callRoute(
          studentAction as RouteFn,
          formPost(
            `/teach/classes/${year5.id}/students/${student.userId}`,
            { intent: "move", toClassId: year6.id },
            { Cookie: rivera.cookie },
          ),
          context,
          { classId: year5.id, userId: student.userId },
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([303, 409]);
    expect(await context.db.select().from(classStudents).where(eq(classStudents.classId, year6.id))).toHaveLength(2);
    expect(await context.db.select().from(schoolStudents).where(eq(schoolStudents.classId, year6.id))).toHaveLength(1);
  });

  it("Delete account asks first, then leaves no row of the child in any table", async () => {
    const context = testContext(database());
    const { year5, maya, manage } = await mayaInYear5(context);
    await context.db.insert(rateLimits).values({ key: `class-race-join:user:${maya.userId}`, windowStart: new Date() });
    const before = await rowsOf(context.db, maya.userId);
    expect(before).toEqual(
      expect.arrayContaining([
        "auth_sessions.user_id",
        "class_students.user_id",
        "clevercoin_transactions.user_id",
        "profiles.id",
        "school_students.user_id",
        "users.id",
      ]),
    );

    const unconfirmed = await manage(year5.id, { intent: "delete-account" });
    expect(unconfirmed.status).toBe(400);
    expect(await rowsOf(context.db, maya.userId)).toEqual(before);

    const deleted = await manage(year5.id, { intent: "delete-account", confirm: "yes" });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("Location")).toBe(`/teach/classes/${year5.id}`);
    expect(await toastOf(deleted, context)).toEqual({
      title: "Account deleted",
      description: "Maya R.'s account and everything in it are deleted.",
    });
    expect(await rowsOf(context.db, maya.userId)).toEqual([]);
  });

  it("the student's own account keeps private: no public profile, no sharing, no card, no deleting it alone", async () => {
    const context = testContext(database());
    const { maya, mayaCookie } = await mayaInYear5(context);
    const asMaya = (url: string, fields: Record<string, string>) => formPost(url, fields, { Cookie: mayaCookie });

    const edit = await callRoute(
      editProfile as RouteFn,
      asMaya("/profile/edit", { username: maya.nickname, display_name: "", bio: "", is_public: "on" }),
      context,
    );
    expect(edit.status).toBe(403);
    expect((await edit.json()).errors.is_public).toBe("Your profile stays private: your teacher made your account for your class.");

    const classmate = await signedInPlayer(context, { username: "classmate" });
    const seen = await callRoute(publicProfilePage as RouteFn, get(`/profile/${maya.userId}`, { Cookie: classmate.cookie }), context, {
      userId: maya.userId,
    });
    expect(seen.status).toBe(404);
    // No profile: the page's data is its title alone.
    expect(await seen.json()).toEqual({ profile: null, meta: expect.any(Object) });

    const [game] = await context.db.select().from(games).where(eq(games.isPremium, false)).limit(1);
    const shared = await callRoute(share as RouteFn, asMaya("/share", { gameId: game.id, platform: "x", mode: "json" }), context);
    expect(shared.status).toBe(403);
    expect(await shared.json()).toEqual({ error: "Sharing is switched off for an account your teacher made." });

    const [premium] = await context.db.select().from(games).where(eq(games.isPremium, true)).limit(1);
    const card = await callRoute(purchase as RouteFn, asMaya("/premium/purchase", { intent: "card", gameId: premium.id }), context);
    expect(card.status).toBe(303);
    expect((await toastOf(card, context))?.description).toBe(
      "Paying by card is switched off for an account your teacher made. You can still buy with Clever Coins.",
    );
    // Coins still work (a teacher's class may earn a premium game).
    await awardCoins(context.db, {
      userId: maya.userId,
      amount: 5000,
      type: "game_completion",
      referenceId: "saved-up",
      description: "saved up",
    });
    const coins = await callRoute(purchase as RouteFn, asMaya("/premium/purchase", { intent: "coins", gameId: premium.id }), context);
    expect((await toastOf(coins, context))?.title).toBe("Purchase Successful!");

    const ownDeletion = await callRoute(deleteOwn as RouteFn, asMaya("/profile/delete", { confirm: maya.nickname }), context);
    expect(ownDeletion.status).toBe(403);
    expect((await ownDeletion.json()).error).toMatch(
      /^Your teacher made your account, so your teacher can delete it, or a grown-up at home can/,
    );
    expect(await context.db.select().from(schoolStudents).where(eq(schoolStudents.userId, maya.userId))).toHaveLength(1);
  });
});
