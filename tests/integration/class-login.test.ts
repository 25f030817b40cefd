/**
 * A seven-year-old signs in at /class-login (docs/decisions/class-login.md), on both databases:
 * the class code (any case, spaces), "Which one is you?", then two pictures; wrong pictures are
 * counted, even when they race, and five in a row lock the student out and tell the teacher; one
 * school address may miss a whole class's worth but not a script's; an unknown or archived class
 * lists nobody; the card's link asks first (GET) and signs in on the button (POST), and stops
 * working once the teacher resets the student.
 */
import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { classes, schoolStudents } from "../../drizzle/schema";
import { getSignedInUser } from "~/models/auth.server";
import { createClass } from "~/models/classes/classes.server";
import { makeSchoolStudents } from "~/models/school-students/accounts.server";
import { PICTURE_MISSES_PER_ADDRESS } from "~/models/school-students/picture-guesses.server";
import { LOCK_AFTER_MISSES } from "~/models/school-students/sign-in.server";
import { seed } from "~/models/seed.server";
import { action as cardAction, loader as cardLoader } from "~/routes/class-login.card.$cardKey";
import { action as classAction, loader as classLoader } from "~/routes/class-login.$classCode";
import { action as codeAction } from "~/routes/class-login._index";
import { describeEachDatabase } from "../support/database";
import { formPost, get, outbox, signInCookieFrom, testContext } from "../support/context";
import { callRoute, signedInAdult, toastOf } from "../support/routes";

async function classWithStudents(context: AppLoadContext, names: string[], teacherName = "ms_rivera") {
  const teacher = await signedInAdult(context, { username: teacherName });
  const made = await createClass(context.db, teacher.id, { name: "Year 2 Owls", seats: 40 });
  if (!made.ok) throw new Error(made.message);
  const outcome = await makeSchoolStudents(context.db, {
    teacherId: teacher.id,
    classId: made.klass.id,
    students: names.map((name) => ({ firstName: name.split(" ")[0], lastInitial: name.split(" ")[1] ?? "" })),
  });
  if (!outcome.ok) throw new Error(outcome.reason);
  const rows = await context.db.select().from(schoolStudents).where(eq(schoolStudents.classId, made.klass.id));
  const byName = (first: string) => rows.find((row) => row.firstName === first)!;
  return { teacher, klass: made.klass, code: made.klass.joinCode, rows, byName };
}

type Student = { userId: string; picture1: number; picture2: number };
const wrong = (student: Student) => ({ picture1: student.picture1, picture2: (student.picture2 + 1) % 9 });

/** The second picture step's post, as the page sends it, from `address` when given. */
function guess(
  context: AppLoadContext,
  code: string,
  student: Student,
  pictures: { picture1: number; picture2: number },
  address?: string,
) {
  const request = formPost(
    `/class-login/${code}?student=${student.userId}`,
    { student: student.userId, picture1: String(pictures.picture1), picture2: String(pictures.picture2) },
    { "X-Forwarded-For": address },
  );
  return callRoute(classAction, request, context, { classCode: code });
}

async function studentRow(context: AppLoadContext, userId: string) {
  const [row] = await context.db.select().from(schoolStudents).where(eq(schoolStudents.userId, userId));
  return row;
}

describeEachDatabase("signing in with a class code and pictures", (database) => {
  it("a child types the code loosely, finds their name and picks their two pictures, and is signed in", async () => {
    const context = testContext(database());
    await seed(context.db);
    const { code, byName } = await classWithStudents(context, ["Zoe K", "maya R", "Leo"]);

    const typed = await callRoute(
      codeAction,
      formPost("/class-login", { code: ` ${code.slice(0, 3).toLowerCase()} ${code.slice(3)} ` }),
      context,
    );
    expect(typed.headers.get("Location")).toBe(`/class-login/${code}`);
    const tooShort = await callRoute(codeAction, formPost("/class-login", { code: "AB1" }), context);
    expect(tooShort.status).toBe(400);
    expect((await tooShort.json()).error).toMatch(/6 letters and numbers/);
    // The class's own link, written loosely, goes to its one address.
    const loose = await callRoute(classLoader, get(`/class-login/${code.toLowerCase()}`), context, { classCode: code.toLowerCase() });
    expect(loose.headers.get("Location")).toBe(`/class-login/${code}`);

    const listed = await callRoute(classLoader, get(`/class-login/${code}`), context, { classCode: code });
    // Children's names: never kept by a cache on the way (a school's proxy, the browser's).
    expect(listed.headers.get("Cache-Control")).toBe("private, no-store");
    const names = await listed.json();
    expect(names.klass.name).toBe("Year 2 Owls");
    expect(names.students.map((student: { name: string }) => student.name)).toEqual(["Leo", "maya R.", "Zoe K."]);

    const maya = byName("maya");
    await context.db.update(schoolStudents).set({ failedSignIns: 3 }).where(eq(schoolStudents.userId, maya.userId));
    const mine = await (
      await callRoute(classLoader, get(`/class-login/${code}?student=${maya.userId}`), context, { classCode: code })
    ).json();
    expect(mine.student).toEqual({ id: maya.userId, name: "maya R.", locked: false });

    // The first picture only moves on to the second step.
    const first = await callRoute(
      classAction,
      formPost(`/class-login/${code}?student=${maya.userId}`, { student: maya.userId, picture1: String(maya.picture1) }),
      context,
      { classCode: code },
    );
    expect(await first.json()).toEqual({ picture1: maya.picture1 });
    expect(first.headers.getSetCookie()).toEqual([]);

    const signedIn = await guess(context, code, maya, maya);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("Location")).toBe("/games");
    expect(await toastOf(signedIn, context)).toEqual({ title: "Hi maya! 🎉", description: "You are signed in. Have fun!" });
    const { user } = await getSignedInUser(get("/games", { Cookie: signInCookieFrom(signedIn) }), context);
    expect(user).toMatchObject({ id: maya.userId, schoolStudent: true, email: null });
    const after = await studentRow(context, maya.userId);
    expect(after.failedSignIns).toBe(0);
    expect(after.lastSignInAt).toBeInstanceOf(Date);

    // Someone else's pictures do not open Maya's account, nor a student of another class.
    const leo = byName("Leo");
    const otherClass = await classWithStudents(context, ["Ana"], "mr_other");
    expect((await guess(context, otherClass.code, leo, leo)).status).toBe(404);
    expect((await studentRow(context, leo.userId)).lastSignInAt).toBeNull();
  });

  it("a child reading Spanish is refused and greeted in Spanish: wrong pictures, a picture left out, the welcome", async () => {
    const context = testContext(database());
    await seed(context.db);
    const { code, byName } = await classWithStudents(context, ["Lucía M"]);
    const lucia = byName("Lucía");
    const spanish = { "Accept-Language": "es-MX,es;q=0.9" };
    const post = (fields: Record<string, string>) =>
      callRoute(classAction, formPost(`/class-login/${code}?student=${lucia.userId}`, fields, spanish), context, { classCode: code });
    const pictures = (p: { picture1: number; picture2: number }) => ({ picture1: String(p.picture1), picture2: String(p.picture2) });

    const missed = await post({ student: lucia.userId, ...pictures(wrong(lucia)) });
    expect(missed.status).toBe(401);
    expect((await missed.json()).problem).toEqual({
      title: "¡Casi!",
      message: "Esos no son tus dibujos. Inténtalo otra vez: te quedan 4 intentos más.",
    });
    const noPicture = await post({ student: lucia.userId, picture1: "nine" });
    expect(noPicture.status).toBe(400);
    expect(await noPicture.text()).toBe("Elige uno de los dibujos.");
    const noName = await post({ student: "", picture1: "1" });
    expect(await noName.text()).toBe("Primero elige tu nombre.");

    const signedIn = await post({ student: lucia.userId, ...pictures(lucia) });
    expect(signedIn.status).toBe(303);
    expect(await toastOf(signedIn, context)).toEqual({ title: "¡Hola, Lucía! 🎉", description: "Ya iniciaste sesión. ¡Diviértete!" });
  });

  it("an unknown or archived class lists nobody", async () => {
    const context = testContext(database());
    await seed(context.db);
    const { code, klass } = await classWithStudents(context, ["Maya R"]);
    const unknown = code === "ZZZZZZ" ? "YYYYYY" : "ZZZZZZ";
    const missing = await callRoute(classLoader, get(`/class-login/${unknown}`), context, { classCode: unknown });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("We could not find that class. Check the code with your teacher.");
    await context.db.update(classes).set({ archivedAt: new Date() }).where(eq(classes.id, klass.id));
    const archived = await callRoute(classLoader, get(`/class-login/${code}`), context, { classCode: code });
    expect(archived.status).toBe(404);
    expect(await archived.text()).not.toContain("Maya");
  });

  it("counts every wrong guess, even racing ones, and five in a row lock the student out and tell the teacher", async () => {
    const context = testContext(database());
    await seed(context.db);
    const { code, byName, teacher, klass } = await classWithStudents(context, ["Maya R", "Leo"]);
    const maya = byName("Maya");

    const miss = await guess(context, code, maya, wrong(maya));
    expect(miss.status).toBe(401);
    expect((await miss.json()).problem.message).toBe("Those are not your pictures. Try again: you have 4 more tries.");

    // Three at once: each counts (a read-then-write would lose some).
    const racing = await Promise.all([1, 2, 3].map(() => guess(context, code, maya, wrong(maya))));
    expect(racing.map((response) => response.status)).toEqual([401, 401, 401]);
    expect((await studentRow(context, maya.userId)).failedSignIns).toBe(4);

    // Three more at once: the fifth miss locks her out; the others find her locked and count nothing.
    const last = await Promise.all([1, 2, 3].map(() => guess(context, code, maya, wrong(maya))));
    expect(last.map((response) => response.status)).toEqual([429, 429, 429]);
    const locked = await studentRow(context, maya.userId);
    expect(locked.failedSignIns).toBe(LOCK_AFTER_MISSES);
    expect(locked.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(locked.lockedUntil!.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    const told = (await last[0].json()).problem;
    expect(told).toEqual({
      title: "Too many tries",
      message: "Ask your teacher to help you sign in. You can try your pictures again in 15 minutes.",
    });
    expect(Number(last[0].headers.get("Retry-After"))).toBeGreaterThan(14 * 60);

    // Her page says so, without the pictures; even her right pictures wait now; the teacher was told once.
    const page = await (
      await callRoute(classLoader, get(`/class-login/${code}?student=${maya.userId}`), context, { classCode: code })
    ).json();
    expect(page.student).toMatchObject({ name: "Maya R.", locked: true });
    const right = await guess(context, code, maya, maya);
    expect(right.status).toBe(429);
    expect((await studentRow(context, maya.userId)).lastSignInAt).toBeNull();
    const mails = outbox(context).filter((mail) => mail.includes(teacher.email!));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Maya R. is locked out of CleverPlay");
    expect(mails[0]).toContain("wrong pictures 5 times in a row");
    expect(mails[0]).toContain(`http://cleverplay.test/teach/classes/${klass.id}`);

    // Leo is not held up by her; and once her lock-out ends, her next five misses lock her for longer.
    const leo = byName("Leo");
    expect((await guess(context, code, leo, leo)).status).toBe(303);
    await context.db
      .update(schoolStudents)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(schoolStudents.userId, maya.userId));
    for (let i = 0; i < 5; i++) await guess(context, code, maya, wrong(maya));
    const again = await studentRow(context, maya.userId);
    expect(again.failedSignIns).toBe(10);
    expect(again.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
  });

  it("one school address lets a whole class miss and still sign in, but stops a script", { timeout: 120_000 }, async () => {
    const context = testContext(database());
    await seed(context.db);
    const names = Array.from({ length: 30 }, (_, i) => `Child${String(i + 1).padStart(2, "0")} A`);
    const { code, rows } = await classWithStudents(context, names);
    const school = "198.51.100.20";

    // Thirty children, each missing four times, then each getting it right: every one is in.
    for (const child of rows) {
      for (let i = 0; i < 4; i++) expect((await guess(context, code, child, wrong(child), school)).status).toBe(401);
      expect((await guess(context, code, child, child, school)).status).toBe(303);
    }
    // A script at the same address trying pictures: refused once the address's misses reach the limit.
    let refused: Response | undefined;
    for (let i = 0; !refused && i < PICTURE_MISSES_PER_ADDRESS.max; i++) {
      const child = rows[i % rows.length];
      const answer = await guess(context, code, child, wrong(child), school);
      if (answer.status === 429 && (await answer.clone().json()).problem.title === "Too many attempts") refused = answer;
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused!.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await refused!.json()).problem.message).toMatch(/^Please wait \d+ minutes? and try again\.$/);
    // Another school is not held up.
    const [first] = rows;
    expect((await guess(context, code, first, first, "203.0.113.5")).status).toBe(303);
  });
});

describeEachDatabase("signing in with a login card's link", (database) => {
  it("opening the link only asks; the button signs in; a reset card opens nothing", async () => {
    const context = testContext(database());
    await seed(context.db);
    const { byName } = await classWithStudents(context, ["Maya R"]);
    const maya = byName("Maya");
    await context.db
      .update(schoolStudents)
      .set({ failedSignIns: 5, lockedUntil: new Date(Date.now() + 600_000) })
      .where(eq(schoolStudents.userId, maya.userId));
    const url = `/class-login/card/${maya.cardKey}`;

    // A scanner's prefetch, or the child opening the link: a question, no sign-in.
    const asked = await callRoute(cardLoader, get(url), context, { cardKey: maya.cardKey });
    expect(await asked.json()).toMatchObject({ name: "Maya R." });
    expect(asked.headers.get("Cache-Control")).toBe("private, no-store");
    expect(asked.headers.getSetCookie()).toEqual([]);
    expect((await studentRow(context, maya.userId)).lastSignInAt).toBeNull();

    const yes = await callRoute(cardAction, formPost(url, {}), context, { cardKey: maya.cardKey });
    expect(yes.status).toBe(303);
    expect(yes.headers.get("Location")).toBe("/games");
    const { user } = await getSignedInUser(get("/games", { Cookie: signInCookieFrom(yes) }), context);
    expect(user?.id).toBe(maya.userId);
    // The card ends a lock-out: the child holds what the teacher gave them.
    expect(await studentRow(context, maya.userId)).toMatchObject({ failedSignIns: 0, lockedUntil: null });

    // The teacher resets Maya: her old card's link opens nothing.
    await context.db.update(schoolStudents).set({ cardKey: "a-new-key-after-reset-123" }).where(eq(schoolStudents.userId, maya.userId));
    const gone = await callRoute(cardLoader, get(url), context, { cardKey: maya.cardKey });
    expect(gone.status).toBe(404);
    expect(await gone.text()).toBe("This card does not work any more. Ask your teacher for your new card.");
    const post = await callRoute(cardAction, formPost(url, {}), context, { cardKey: maya.cardKey });
    expect(post.status).toBe(404);
    expect(post.headers.getSetCookie()).toEqual([]);
  });
});
