/**
 * Students a teacher makes, on both databases: each gets a private account with no e-mail under a
 * nickname, two login pictures, a card key and a parent code, seated in the class; a class's seats
 * hold; and whatever takes the student's row (the teacher's account going) takes the account too.
 */
import { eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { classStudents, profiles, schoolStudents, users } from "../../drizzle/schema";
import { deleteAccount } from "~/models/account-data.server";
import { createClass } from "~/models/classes/classes.server";
import { makeSchoolStudents, teacherSeesName } from "~/models/school-students/accounts.server";
import { seed } from "~/models/seed.server";
import { describeEachDatabase } from "../support/database";
import { testContext } from "../support/context";
import { signedInAdult } from "../support/routes";

describeEachDatabase("students a teacher makes", (database) => {
  it("makes private, nicknamed accounts with no e-mail, seated in the class, and the teacher's going takes them", async () => {
    const context = testContext(database());
    await seed(context.db);
    const rivera = await signedInAdult(context, { username: "ms_rivera" });
    const made = await createClass(context.db, rivera.id, { name: "Year 5", seats: 3 });
    if (!made.ok) throw new Error(made.message);
    const classId = made.klass.id;

    const tooMany = await makeSchoolStudents(context.db, {
      teacherId: rivera.id,
      classId,
      students: ["Maya", "Leo", "Ana", "Tom"].map((firstName) => ({ firstName, lastInitial: "" })),
    });
    expect(tooMany).toEqual({ ok: false, reason: "full", seats: 3, free: 3 });

    const outcome = await makeSchoolStudents(context.db, {
      teacherId: rivera.id,
      classId,
      students: [
        { firstName: "Maya", lastInitial: "R" },
        { firstName: "Leo", lastInitial: "" },
      ],
    });
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.made.map(teacherSeesName)).toEqual(["Maya R.", "Leo"]);
    const ids = outcome.made.map((student) => student.userId);

    const accounts = await context.db
      .select({
        email: users.email,
        nickname: profiles.nickname,
        username: profiles.username,
        isPublic: profiles.isPublic,
        coins: profiles.clevercoinBalance,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(inArray(users.id, ids));
    for (const account of accounts) {
      expect(account.email).toBeNull();
      expect(account.isPublic).toBe(false);
      expect(account.nickname).toBe(account.username);
      expect(account.coins).toBeGreaterThan(0);
    }
    const rows = await context.db.select().from(schoolStudents).where(inArray(schoolStudents.userId, ids));
    expect(new Set(rows.map((row) => row.cardKey)).size).toBe(2);
    expect(rows.every((row) => /^[A-Z2-9]{12}$/.test(row.parentCode))).toBe(true);
    expect(await context.db.select().from(classStudents).where(eq(classStudents.classId, classId))).toHaveLength(2);

    // Another teacher cannot add to Ms Rivera's class.
    const other = await signedInAdult(context, { username: "mr_other" });
    expect(
      await makeSchoolStudents(context.db, { teacherId: other.id, classId, students: [{ firstName: "Zed", lastInitial: "" }] }),
    ).toEqual({
      ok: false,
      reason: "not-found",
    });

    // The teacher deletes her account: nobody is left answering for the students, so they go too.
    await deleteAccount(context.db, rivera.id);
    expect(await context.db.select().from(users).where(inArray(users.id, ids))).toEqual([]);
  });
});
