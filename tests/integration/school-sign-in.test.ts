/**
 * "Sign in with your school" against a real OpenID Provider (oidc-provider) on a free port: our
 * routes start the flow, a browser (plain fetch) signs in at the provider and comes back, and the
 * callback checks what openid-client checks (state, PKCE, nonce, issuer, the code) and what we
 * ask of the e-mail (verified, in the school's domain).
 */
import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { classStudents, oauthAccounts, profiles, schools, users } from "../../drizzle/schema";
import { createClass } from "~/models/classes/classes.server";
import { makeSchoolStudents } from "~/models/school-students/accounts.server";
import { findOrCreateSchoolUser } from "~/models/schools/accounts.server";
import { schoolMessages } from "~/models/schools/oidc.server";
import { loader as schoolStart } from "~/routes/auth.school.$slug";
import { loader as schoolCallback } from "~/routes/auth.school.$slug_.callback";
import { action as welcomeAction } from "~/routes/auth.school.$slug_.welcome";
import { action as teachAction, loader as teachLoader } from "~/routes/teach._index";
import { formPost, get, signInCookieFrom, testContext } from "../support/context";
import { describeEachDatabase, type TestDatabase } from "../support/database";
import { startTestProvider, visitProvider, type TestPerson, type TestProvider } from "../support/oidc-provider";
import { callRoute, signedInAdult } from "../support/routes";

const SITE = "http://127.0.0.1:3998";
const DOMAIN = "maple.school.example";
let provider: TestProvider;

beforeAll(async () => {
  provider = await startTestProvider({ redirectUris: [`${SITE}/auth/school/maple/callback`, `${SITE}/auth/school/oak/callback`] });
});
afterAll(() => provider.close());

const contextFor = (database: TestDatabase) => testContext(database, { APP_URL: SITE });

async function addSchool(context: AppLoadContext, values: Partial<typeof schools.$inferInsert> = {}) {
  const [school] = await context.db
    .insert(schools)
    .values({
      slug: "maple",
      name: "Maple Primary",
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      emailDomain: DOMAIN,
      ...values,
    })
    .returning();
  return school;
}

/** Our start page: where it sends the browser, and the flow cookie it set. */
async function start(context: AppLoadContext, slug = "maple") {
  const response = await callRoute(schoolStart, get(`${SITE}/auth/school/${slug}`), context, { slug });
  const flowCookie =
    response.headers
      .getSetCookie()
      .find((c) => c.startsWith("cp_school_oidc="))
      ?.split(";")[0] ?? "";
  return { response, location: response.headers.get("location") ?? "", flowCookie };
}

const callback = (context: AppLoadContext, url: URL, flowCookie: string, slug = "maple") =>
  callRoute(schoolCallback, get(url.toString(), { Cookie: flowCookie }), context, { slug });

/** The whole sign-in as a browser makes it: our start, the provider's pages, our callback. */
async function signInWithSchool(context: AppLoadContext, person: TestPerson, slug = "maple") {
  provider.signInAs(person);
  const { location, flowCookie } = await start(context, slug);
  const back = await visitProvider(location, `${SITE}/auth/school/${slug}/callback`);
  const response = await callback(context, back, flowCookie, slug);
  return { response, back, flowCookie };
}

async function refusal(response: Response) {
  return { status: response.status, ...((await response.json()) as { refused: string }) };
}

describeEachDatabase("Sign in with your school", (database) => {
  it("a new student signs in: a private account with the school's e-mail, asked for a class code, then the same person again", async () => {
    const context = contextFor(database());
    const { db } = context;
    await addSchool(context);

    const first = await signInWithSchool(context, { sub: "pupil-1", email: `maya.r@${DOMAIN}` });
    expect(first.response.status).toBe(302);
    expect(first.response.headers.get("location")).toBe("/auth/school/maple/welcome");
    expect(signInCookieFrom(first.response)).toMatch(/^cp_session=/);
    const [user] = await db.select().from(users);
    expect(user).toMatchObject({ email: `maya.r@${DOMAIN}`, emailVerified: true, passwordHash: null, birthYear: null });
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id));
    // Under the school's authorisation: private, others see only a generated nickname.
    expect(profile).toMatchObject({ isPublic: false, nickname: profile.username, clevercoinBalance: 50 });

    // The class code form after the first sign-in: she joins her teacher's class.
    const teacher = await signedInAdult(context);
    const created = await createClass(db, teacher.id, { name: "Year 4 Maple", seats: 30 });
    if (!created.ok) throw new Error(created.message);
    const joined = await callRoute(
      welcomeAction,
      formPost(
        `${SITE}/auth/school/maple/welcome`,
        { code: created.klass.joinCode.toLowerCase() },
        { Cookie: signInCookieFrom(first.response) },
      ),
      context,
      { slug: "maple" },
    );
    expect(joined.headers.get("location")).toBe("/games");
    expect(await db.select().from(classStudents)).toMatchObject([{ classId: created.klass.id, userId: user.id }]);

    const again = await signInWithSchool(context, { sub: "pupil-1", email: `maya.r@${DOMAIN}` });
    expect(again.response.headers.get("location")).toBe("/profile");
    expect(
      await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, `maya.r@${DOMAIN}`)),
    ).toEqual([{ id: user.id }]);
  });

  it("a student the teacher made from the roster signs in as that student, matched by the roster's id", async () => {
    const context = contextFor(database());
    const { db } = context;
    const school = await addSchool(context);
    // The teacher signs in with the school too: that is what ties their roster to it.
    const teacher = await signInWithSchool(context, { sub: "teacher-1", email: `ms.reed@${DOMAIN}` });
    const [teacherRow] = await db
      .select()
      .from(users)
      .where(eq(users.email, `ms.reed@${DOMAIN}`));
    await db.update(users).set({ birthYear: 1980, birthMonth: 2 }).where(eq(users.id, teacherRow.id));
    expect(teacher.response.status).toBe(302);
    const created = await createClass(db, teacherRow.id, { name: "Year 4", seats: 30 });
    if (!created.ok) throw new Error(created.message);
    const made = await makeSchoolStudents(db, {
      teacherId: teacherRow.id,
      classId: created.klass.id,
      students: [{ firstName: "Leo", lastInitial: "B", rosterId: "R-17" }],
    });
    if (!made.ok) throw new Error(made.reason);
    // Another school's student with the same roster id: roster ids are only unique within a school.
    const stranger = await signedInAdult(context);
    const strangerClass = await createClass(db, stranger.id, { name: "Elsewhere", seats: 30 });
    if (!strangerClass.ok) throw new Error(strangerClass.message);
    await makeSchoolStudents(db, {
      teacherId: stranger.id,
      classId: strangerClass.klass.id,
      students: [{ firstName: "Leo", lastInitial: "Z", rosterId: "R-17" }],
    });

    const { response } = await signInWithSchool(context, { sub: "pupil-17", email: `leo.b@${DOMAIN}`, sourcedId: "R-17" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/profile"); // no class code to ask: already in the class
    const [link] = await db.select().from(oauthAccounts).where(eq(oauthAccounts.providerUserId, "pupil-17"));
    expect(link).toMatchObject({ provider: `school:${school.id}`, userId: made.made[0].userId });
    expect(
      await db
        .select()
        .from(users)
        .where(eq(users.email, `leo.b@${DOMAIN}`)),
    ).toEqual([]);
  });

  it("gives one account when the same person's first two sign-ins race", async () => {
    const context = contextFor(database());
    const school = await addSchool(context);
    const person = { sub: "pupil-race", email: `twins@${DOMAIN}` };
    const flows = [];
    for (const _ of [1, 2]) {
      provider.signInAs(person);
      const { location, flowCookie } = await start(context);
      flows.push({ back: await visitProvider(location, `${SITE}/auth/school/maple/callback`), flowCookie });
    }
    const answers = await Promise.all(flows.map(({ back, flowCookie }) => callback(context, back, flowCookie)));
    expect(answers.map((answer) => answer.status)).toEqual([302, 302]);
    expect(await context.db.select({ email: users.email }).from(users)).toEqual([{ email: `twins@${DOMAIN}` }]);
    expect(await context.db.select().from(oauthAccounts)).toHaveLength(1);

    // The account step itself, raced head to head (the provider's answers above may come apart).
    const racer = { sub: "pupil-race-2", email: `racer@${DOMAIN}`, rosterId: null };
    const [a, b] = await Promise.all([
      findOrCreateSchoolUser(context.db, school, racer),
      findOrCreateSchoolUser(context.db, school, racer),
    ]);
    expect(a.user.id).toBe(b.user.id);
    expect(
      await context.db
        .select()
        .from(users)
        .where(eq(users.email, `racer@${DOMAIN}`)),
    ).toHaveLength(1);
  });

  it("looks the provider up once, and again at once when the operator changes the school", async () => {
    const context = contextFor(database());
    const school = await addSchool(context);
    const before = provider.discoveries();
    await start(context);
    await start(context);
    expect(provider.discoveries() - before).toBe(1);
    await context.db.update(schools).set({ clientId: "another-client" }).where(eq(schools.id, school.id));
    await start(context);
    expect(provider.discoveries() - before).toBe(2);
  });

  it("refuses an ID token whose nonce is not the one this browser's flow holds", async () => {
    const context = contextFor(database());
    await addSchool(context);
    provider.signInAs({ sub: "pupil-2", email: `sam@${DOMAIN}` });
    const { location, flowCookie } = await start(context);
    const tampered = new URL(location);
    expect(tampered.searchParams.get("nonce")).toBeTruthy();
    tampered.searchParams.set("nonce", "a-nonce-someone-else-chose");
    const back = await visitProvider(tampered.toString(), `${SITE}/auth/school/maple/callback`);

    const response = await callback(context, back, flowCookie);
    expect(await refusal(response)).toEqual({ status: 400, refused: schoolMessages.rejected, slug: "maple" });
    expect(await context.db.select().from(users)).toEqual([]);
  });

  it("shows the provider's own refusal as a page that says so", async () => {
    const context = contextFor(database());
    await addSchool(context);
    const { location, flowCookie } = await start(context);
    // prompt=none with nobody signed in at the provider: it answers ?error=login_required.
    const silent = new URL(location);
    silent.searchParams.set("prompt", "none");
    const back = await visitProvider(silent.toString(), `${SITE}/auth/school/maple/callback`);
    expect(back.searchParams.get("error")).toBe("login_required");
    expect(await refusal(await callback(context, back, flowCookie))).toEqual({
      status: 400,
      refused: schoolMessages.rejected,
      slug: "maple",
    });
  });

  it("refuses a provider whose discovery names another issuer", async () => {
    const context = contextFor(database());
    await addSchool(context, { slug: "oak", issuer: provider.otherName });
    const { response, flowCookie } = await start(context, "oak");
    expect(await refusal(response)).toEqual({ status: 502, refused: schoolMessages.unreachable, slug: "oak" });
    expect(flowCookie).toBe("cp_school_oidc="); // cleared: nothing started
  });

  it("refuses a code used twice, and a code that expired", async () => {
    const context = contextFor(database());
    await addSchool(context);
    const first = await signInWithSchool(context, { sub: "pupil-3", email: `ana@${DOMAIN}` });
    expect(first.response.status).toBe(302);
    const replay = await callback(context, first.back, first.flowCookie);
    expect(await refusal(replay)).toEqual({ status: 400, refused: schoolMessages.rejected, slug: "maple" });

    provider.signInAs({ sub: "pupil-4", email: `ben@${DOMAIN}` });
    const { location, flowCookie } = await start(context);
    const back = await visitProvider(location, `${SITE}/auth/school/maple/callback`);
    // The browser comes back two minutes later (the provider's codes last one).
    const now = Date.now();
    const clock = vi.spyOn(Date, "now").mockImplementation(() => now + 2 * 60_000);
    try {
      expect(await refusal(await callback(context, back, flowCookie))).toEqual({
        status: 400,
        refused: schoolMessages.rejected,
        slug: "maple",
      });
    } finally {
      clock.mockRestore();
    }
    expect(await context.db.select({ email: users.email }).from(users)).toEqual([{ email: `ana@${DOMAIN}` }]);
  });

  it("refuses an e-mail outside the school's domain, and one the school has not verified", async () => {
    const context = contextFor(database());
    await addSchool(context);
    const outside = await signInWithSchool(context, { sub: "visitor-1", email: "someone@other.example" });
    expect(await refusal(outside.response)).toEqual({ status: 403, refused: schoolMessages.wrongDomain(DOMAIN), slug: "maple" });
    // A look-alike domain is outside too.
    const lookalike = await signInWithSchool(context, { sub: "visitor-2", email: `someone@evil${DOMAIN}` });
    expect((await refusal(lookalike.response)).status).toBe(403);
    const unverified = await signInWithSchool(context, { sub: "pupil-5", email: `kim@${DOMAIN}`, email_verified: false });
    expect(await refusal(unverified.response)).toEqual({ status: 403, refused: schoolMessages.unverified, slug: "maple" });
    expect(await context.db.select().from(users)).toEqual([]);
  });

  it("refuses a callback without this browser's flow, or for another school", async () => {
    const context = contextFor(database());
    await addSchool(context);
    const { back } = await signInWithSchool(context, { sub: "pupil-6", email: `lu@${DOMAIN}` });
    expect(await refusal(await callback(context, back, ""))).toEqual({ status: 400, refused: schoolMessages.expired, slug: null });
    const { flowCookie } = await start(context);
    const wrongState = new URL(back);
    expect(await refusal(await callback(context, wrongState, flowCookie))).toMatchObject({ status: 400, refused: schoolMessages.expired });
    expect(await refusal(await callRoute(schoolStart, get(`${SITE}/auth/school/nowhere`), context, { slug: "nowhere" }))).toMatchObject({
      status: 404,
      refused: schoolMessages.unknown,
    });
  });

  it("a teacher of a verified school makes a class without the school-use statement; of an unverified one, not", async () => {
    const context = contextFor(database());
    const { db } = context;
    await addSchool(context, { verified: true });
    await addSchool(context, { slug: "oak", name: "Oak High", verified: false });

    const makeClass = async (person: TestPerson, slug: string) => {
      const { response } = await signInWithSchool(context, person, slug);
      const cookie = signInCookieFrom(response);
      await db.update(users).set({ birthYear: 1979, birthMonth: 9 }).where(eq(users.email, person.email!));
      const page = (await (await callRoute(teachLoader, get(`${SITE}/teach`, { Cookie: cookie }), context)).json()) as {
        vouchedBy: string | null;
      };
      const made = await callRoute(
        teachAction,
        formPost(`${SITE}/teach`, { name: "Year 5 Birch", seats: "30" }, { Cookie: cookie }),
        context,
      );
      return { vouchedBy: page.vouchedBy, made };
    };

    const verified = await makeClass({ sub: "teacher-v", email: `mr.hill@${DOMAIN}` }, "maple");
    expect(verified.vouchedBy).toBe("Maple Primary");
    expect(verified.made.status).toBe(302);
    expect(verified.made.headers.get("location")).toMatch(/^\/teach\/classes\//);

    const unverified = await makeClass({ sub: "teacher-u", email: `ms.oak@${DOMAIN}` }, "oak");
    expect(unverified.vouchedBy).toBeNull();
    expect(unverified.made.status).toBe(400);
    expect(await unverified.made.json()).toMatchObject({
      errors: { forSchool: "Please confirm that the class is for your school's use." },
    });
  });
});
