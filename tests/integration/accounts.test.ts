import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { clevercoinTransactions, emailTokens, profiles, users } from "../../drizzle/schema";
import { seed } from "~/models/seed.server";
import { signIn } from "~/models/accounts.server";
import { generateUsername } from "~/models/usernames.server";
import { NICKNAME_FORMAT } from "~/utils/nickname";
import { recordDailyLogin, streakReward } from "~/models/streaks.server";
import { action as forgotAction } from "~/routes/auth.forgot-password";
import { action as resendAction } from "~/routes/auth.resend-verification";
import { action as resetAction } from "~/routes/auth.reset-password";
import { loader as verifyLoader } from "~/routes/auth.verify";
import { loader as usernameLoader } from "~/routes/api.username-availability";
import { action as loginAction } from "~/routes/login";
import { action as registerAction } from "~/routes/register";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { formPost, get, outbox, testContext } from "../support/context";
import type { AppLoadContext } from "@remix-run/node";

type Args = { request: Request; context: AppLoadContext };
const call = async (fn: (args: Args & { params: Record<string, string> }) => Promise<Response>, args: Args) => {
  try {
    return await fn({ ...args, params: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
};

async function register(context: AppLoadContext, fields: Record<string, string>, ip?: string) {
  const request = formPost("/register", fields, ip ? { "X-Forwarded-For": ip } : {});
  const response = await call(registerAction as never, { request, context });
  return {
    status: response.status,
    body: (await response.json()) as { sent?: boolean; problem?: { title: string; message: string }; errors?: Record<string, string> },
  };
}

const valid = { email: "ada@example.com", password: "secret-1", confirmPassword: "secret-1", birthMonth: "3", birthYear: "1990" };

describeEachDatabase("accounts", (database) => {
  it("refuses each kind of bad registration with the spec's message", async () => {
    const context = testContext(database());
    const taken = await createPlayer(context.db, { username: "Taken_Name" });
    const cases: Array<[Record<string, string>, string, string, number]> = [
      [{}, "Missing fields", "Please fill in all required fields.", 400],
      [{ ...valid, confirmPassword: "" }, "Missing fields", "Please fill in all required fields.", 400],
      [{ ...valid, email: "not-an-email" }, "Sign up failed", "Please provide a valid email address.", 400],
      [{ ...valid, username: "ab" }, "Invalid username", "Please choose a valid and available username.", 400],
      [{ ...valid, username: "has space" }, "Invalid username", "Please choose a valid and available username.", 400],
      [{ ...valid, username: taken.username.toLowerCase() }, "Invalid username", "Please choose a valid and available username.", 400],
      [{ ...valid, confirmPassword: "secret-2" }, "Passwords do not match", "Please make sure your passwords match.", 400],
      [{ ...valid, password: "abc", confirmPassword: "abc" }, "Password too short", "Password must be at least 6 characters long.", 400],
    ];
    for (const [fields, title, message, status] of cases) {
      const { status: got, body } = await register(context, fields);
      expect({ got, problem: body.problem }, JSON.stringify(fields)).toEqual({ got: status, problem: { title, message } });
    }
    const field = await register(context, { ...valid, username: "ab" });
    expect(field.body.errors?.username).toBe("Username must be at least 3 characters long");
    expect((await db(context).select().from(users)).length).toBe(1); // only the fixture
  });

  function db(context: AppLoadContext) {
    return context.db;
  }

  it("registers, mails a single-use link, and the link signs in with 100 CC in two ledger rows", async () => {
    const context = testContext(database());
    const { status, body } = await register(context, { ...valid, username: "Ada_L" });
    expect(status).toBe(200);
    expect(body.sent).toBe(true);
    const mail = outbox(context)[0];
    const token = /\/auth\/verify\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(token).toBeTruthy();

    const verified = await call(verifyLoader as never, { request: get(`/auth/verify?token=${token}`), context });
    expect(verified.status).toBe(200);
    expect(verified.headers.getSetCookie().some((c) => c.startsWith("cp_session="))).toBe(true);

    const [user] = await context.db.select().from(users).where(eq(users.email, "ada@example.com"));
    expect(user.emailVerified).toBe(true);
    const [profile] = await context.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({ username: "Ada_L", displayName: "Ada_L", clevercoinBalance: 100, tokens: 100 });
    const ledger = await context.db.select().from(clevercoinTransactions).where(eq(clevercoinTransactions.userId, user.id));
    expect(ledger.map((row) => [row.reason, row.amount]).sort()).toEqual([
      ["signup_bonus", 50],
      ["welcome", 50],
    ]);

    const again = await call(verifyLoader as never, { request: get(`/auth/verify?token=${token}`), context });
    expect(again.status).toBe(400);
    expect(await register(context, { ...valid, email: "ADA@example.com" })).toMatchObject({
      status: 409,
      body: { problem: { title: "Sign up failed", message: "This email is already registered. Please try signing in instead." } },
    });
  });

  it("pays the signup bonus once when two first sign-ins race", async () => {
    const context = testContext(database());
    const [user] = await context.db
      .insert(users)
      .values({ email: "race@example.com", emailVerified: true, pendingUsername: "racer" })
      .returning();
    const results = await Promise.all(Array.from({ length: 6 }, () => signIn(get("/login"), context, user.id)));
    expect(results.filter((r) => r.toast.description?.includes("signup bonus"))).toHaveLength(1);
    const [profile] = await context.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile.clevercoinBalance).toBe(100);
    expect(await context.db.select().from(clevercoinTransactions).where(eq(clevercoinTransactions.userId, user.id))).toHaveLength(2);
  });

  it("names a new player by the username they chose, or a generated nickname: never by their e-mail", async () => {
    const context = testContext(database());
    await createPlayer(context.db, { username: "Max" });
    expect(await generateUsername(context.db, "wanted_name")).toBe("wanted_name");
    // Taken (case-insensitively), rude or invalid: a nickname instead, as the name screen gives.
    for (const wanted of ["MAX", "BigFuck", "no spaces", null]) expect(await generateUsername(context.db, wanted)).toMatch(NICKNAME_FORMAT);

    const signUp = async (email: string, pendingUsername: string | null) => {
      const [user] = await context.db.insert(users).values({ email, emailVerified: true, pendingUsername }).returning();
      await signIn(get("/login"), context, user.id);
      const [profile] = await context.db.select().from(profiles).where(eq(profiles.id, user.id));
      return profile;
    };
    const chosen = await signUp("ms.rivera@school.example", "LeoQuick6");
    expect(chosen).toMatchObject({ username: "LeoQuick6", displayName: "LeoQuick6" });
    const unnamed = await signUp("quentin.xavier-zybrowski@example.com", null);
    expect(unnamed.username).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{2,3}$/);
    expect(unnamed.displayName).toBe(unnamed.username);
    for (const name of [unnamed.username, unnamed.displayName!]) expect(name.toLowerCase()).not.toMatch(/quentin|xavier|zybrowski/);
  });

  it("resends the verification mail only after 60 s, and always needs the address", async () => {
    const context = testContext(database());
    await register(context, valid);
    const resend = async (email: string) => {
      const response = await call(resendAction as never, { request: formPost("/auth/resend-verification", { email }), context });
      return { status: response.status, body: (await response.json()) as { title: string; message: string } };
    };
    expect(await resend("")).toMatchObject({
      status: 400,
      body: { title: "Email required", message: "Please enter your email address first." },
    });
    const early = await resend(valid.email);
    expect(early.status).toBe(429);
    expect(early.body.title).toBe("Please wait");
    expect(early.body.message).toMatch(/^You can resend the email in (59|60) seconds\.$/);

    await context.db.update(emailTokens).set({ createdAt: sql`now() - interval '61 seconds'` });
    expect(await resend(valid.email)).toMatchObject({ status: 200, body: { title: "Verification email sent!" } });
    expect(outbox(context)).toHaveLength(2);
    // An unknown address gets the same answer and no mail.
    expect(await resend("nobody@example.com")).toMatchObject({ status: 200, body: { title: "Verification email sent!" } });
    expect(outbox(context)).toHaveLength(2);
  });

  it("rate-limits sign-in attempts per address", async () => {
    const context = testContext(database());
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await call(loginAction as never, {
        request: formPost("/login", { email: "victim@example.com", password: `guess-${i}` }, { "X-Forwarded-For": "203.0.113.50" }),
        context,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("moves the login streak by calendar day and pays day 3 and every 7th day once", async () => {
    const context = testContext(database());
    const player = await createPlayer(context.db);
    const tz = "America/New_York";
    const day = (iso: string) => new Date(iso);
    const login = async (iso: string) => {
      const [p] = await context.db.select().from(profiles).where(eq(profiles.id, player.id));
      return recordDailyLogin(context.db, player.id, p.lastLogin, tz, day(iso));
    };
    expect(await login("2026-03-01T15:00:00Z")).toEqual({ streakDays: 1, coinsAwarded: 0 });
    expect(await login("2026-03-01T23:00:00Z")).toEqual({ coinsAwarded: 0 }); // same New York day
    // 03:00 UTC on the 2nd is still the 1st in New York.
    expect(await login("2026-03-02T03:00:00Z")).toEqual({ coinsAwarded: 0 });
    expect(await login("2026-03-02T14:00:00Z")).toEqual({ streakDays: 2, coinsAwarded: 0 });
    expect(await login("2026-03-03T14:00:00Z")).toEqual({ streakDays: 3, coinsAwarded: 10 });
    for (const d of [4, 5, 6]) await login(`2026-03-0${d}T14:00:00Z`);
    expect(await login("2026-03-07T14:00:00Z")).toEqual({ streakDays: 7, coinsAwarded: 20 });
    expect(await login("2026-03-09T14:00:00Z")).toEqual({ streakDays: 1, coinsAwarded: 0 }); // missed the 8th
    expect(streakReward(14)).toBe(20);
    expect(streakReward(8)).toBe(0);
    const [p] = await context.db.select().from(profiles).where(eq(profiles.id, player.id));
    expect(p.clevercoinBalance).toBe(30);
  });

  it("counts a streak badge in what the day's first request paid, so the header's balance is right at once", async () => {
    const context = testContext(database());
    await seed(context.db);
    const player = await createPlayer(context.db);
    const login = async (iso: string) => {
      const [p] = await context.db.select().from(profiles).where(eq(profiles.id, player.id));
      return recordDailyLogin(context.db, player.id, p.lastLogin, "UTC", new Date(iso));
    };
    await login("2026-03-01T10:00:00Z");
    await login("2026-03-02T10:00:00Z");
    // Day 3: the streak's 10 CC and the On a Roll badge's 10 CC.
    expect(await login("2026-03-03T10:00:00Z")).toEqual({ streakDays: 3, coinsAwarded: 20 });
    const [p] = await context.db.select().from(profiles).where(eq(profiles.id, player.id));
    expect(p.clevercoinBalance).toBe(20);
  });

  it("never answers 500 to hostile input", async () => {
    const context = testContext(database());
    const hostile = [
      "",
      " ",
      "x".repeat(100_000),
      "😀👾🎮",
      "Ωmega_ü",
      "'; drop table users;--",
      "<script>alert(1)</script>",
      "\u0000",
      "a@b",
      "%00",
      "../../etc/passwd",
    ];
    for (const value of hostile) {
      const forms: Array<[unknown, string, Record<string, string>]> = [
        [registerAction, "/register", { email: value, username: value, password: value, confirmPassword: value, ref: value }],
        [registerAction, "/register", { ...valid, email: `${Math.random()}@example.com`, username: value }],
        [loginAction, "/login", { email: value, password: value, redirectTo: value }],
        [forgotAction, "/auth/forgot-password", { email: value }],
        [resendAction, "/auth/resend-verification", { email: value }],
        [resetAction, "/auth/reset-password", { token: value, password: value, confirmPassword: value }],
      ];
      for (const [action, url, fields] of forms) {
        const response = await call(action as never, { request: formPost(url, fields), context });
        expect(response.status, `${url} ${JSON.stringify(value).slice(0, 40)}`).toBeLessThan(500);
      }
      // (A NUL in a URL never reaches a loader: the server answers 400 first.)
      const query = encodeURIComponent(value.replace(/\0/g, ""));
      const check = await call(usernameLoader as never, { request: get(`/api/username-availability?username=${query}`), context });
      expect(check.status).toBe(200);
      const verify = await call(verifyLoader as never, { request: get(`/auth/verify?token=${query}`), context });
      expect(verify.status).toBeLessThan(500);
    }
  });
});
