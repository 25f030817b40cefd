/**
 * Google sign-in through arctic against a real local OAuth2/OpenID server (oauth2-mock-server):
 * the authorization URL, the provider's redirect with a code, the token exchange with PKCE, the
 * userinfo lookup, and the accounts that result. The routes are driven too, with hostile input.
 */
import { createHash } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { generateCodeVerifier, generateState } from "arctic";
import { eq, sql } from "drizzle-orm";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { clevercoinTransactions, oauthAccounts, profiles, users } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { parseEnv } from "~/env.server";
import { signIn } from "~/models/accounts.server";
import {
  fetchGoogleIdentity,
  findOrCreateGoogleUser,
  googleAuthorizationURL,
  googleMessages,
  GoogleSignInError,
} from "~/models/google.server";
import { createUser } from "~/models/users.server";
import { action as startGoogle } from "~/routes/auth.google";
import { loader as googleCallback } from "~/routes/auth.google.callback";
import { action as finishGoogle } from "~/routes/auth.google_.finish";
import { describeEachDatabase, type TestDatabase } from "../support/database";
import { testContext } from "../support/context";

const SITE = "http://127.0.0.1:3999";
const server = new OAuth2Server();
let issuer = "";
/** What the provider's userinfo answers next; each test sets its own Google user. */
let googleUser: Record<string, unknown> = {};

beforeAll(async () => {
  await server.issuer.keys.generate("RS256");
  server.service.on("beforeUserinfo", (userInfo: { body: Record<string, unknown> }) => {
    userInfo.body = { ...googleUser };
  });
  await server.start(0, "127.0.0.1");
  issuer = server.issuer.url!;
});
afterAll(() => server.stop());

let sequence = 0;
beforeEach(() => {
  sequence++;
  googleUser = {
    sub: `google-sub-${sequence}`,
    email: `kid.${sequence}@example.com`,
    email_verified: true,
    name: "Ada Lovelace",
  };
});

function contextFor(database: TestDatabase, overrides: Record<string, string> = {}): AppLoadContext {
  return testContext(database, {
    APP_URL: SITE,
    GOOGLE_CLIENT_ID: "cleverplay-test",
    GOOGLE_CLIENT_SECRET: "test-secret",
    GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
    ...overrides,
  });
}

const pageRequest = (path = "/auth/google/callback", init?: RequestInit) => new Request(`${SITE}${path}`, init);

/** The user's visit to the provider: it answers at once with a redirect carrying code and state. */
async function consent(authorizationUrl: URL | string) {
  // One retry: on a busy machine the mock can drop an idle keep-alive connection just as it is reused.
  const visit = () => fetch(authorizationUrl, { redirect: "manual" });
  const response = await visit().catch(visit);
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location")!);
}

/** Authorization URL → provider → code → token + userinfo, as the callback does it. */
/** A grown-up's month and year of birth: no parent to ask. */
const ADULT = { year: 1990, month: 3 };
/** What the first sign-in's toast says was paid: the 50 to start and the spec's 50 bonus. */
const WELCOME_COINS =
  "You start with 50 Clever Coins. You've received 50 Clever Coins as a signup bonus! That makes your 100 free Clever Coins.";

async function googleIdentity(context: AppLoadContext) {
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const back = await consent(googleAuthorizationURL(pageRequest("/auth/google"), context, state, codeVerifier));
  expect(back.searchParams.get("state")).toBe(state);
  return fetchGoogleIdentity(pageRequest(), context, back.searchParams.get("code")!, codeVerifier);
}

async function signInWithGoogle(context: AppLoadContext) {
  const identity = await googleIdentity(context);
  const account = await findOrCreateGoogleUser(context.db, identity, { birth: ADULT });
  if (!account.user) throw new Error("no account for a Google user with a birth month");
  const { user, outcome } = account;
  const signedIn = await signIn(pageRequest(), context, user.id);
  return { user, outcome, ...signedIn };
}

async function ledgerOf(db: Queryable, userId: string) {
  return db.select().from(clevercoinTransactions).where(eq(clevercoinTransactions.userId, userId));
}

async function balanceOf(db: Queryable, userId: string) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return profile?.clevercoinBalance;
}

/** Cookie header made of the Set-Cookie values of a response (name=value only). */
function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

describeEachDatabase("Google sign-in", (database) => {
  it("sends the user to the provider with state, PKCE (S256) and the OpenID scopes", async () => {
    const context = contextFor(database());
    const state = generateState();
    const codeVerifier = generateCodeVerifier();
    const url = googleAuthorizationURL(pageRequest("/auth/google"), context, state, codeVerifier);
    expect(`${url.origin}${url.pathname}`).toBe(`${issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: "code",
      client_id: "cleverplay-test",
      redirect_uri: `${SITE}/auth/google/callback`,
      state,
      code_challenge_method: "S256",
      code_challenge: createHash("sha256").update(codeVerifier).digest("base64url"),
      scope: "openid email profile",
    });
  });

  it("defaults to Google's real endpoints", async () => {
    const context = contextFor(database(), {});
    context.env = parseEnv({ GOOGLE_CLIENT_ID: "id" });
    const url = googleAuthorizationURL(pageRequest("/auth/google"), context, "s", generateCodeVerifier());
    expect(`${url.origin}${url.pathname}`).toBe("https://accounts.google.com/o/oauth2/v2/auth");
  });

  it("signs a new Google user up with a profile, 100 CC and two ledger rows", async () => {
    const { db } = database();
    const context = contextFor(database());
    googleUser = {
      sub: "g-new",
      email: "Ada.L+kids@Example.com",
      email_verified: true,
      name: "Ada Lovelace",
    };
    const { user, outcome, setCookie, toast } = await signInWithGoogle(context);

    expect(outcome).toBe("created");
    expect(user).toMatchObject({
      email: "Ada.L+kids@Example.com",
      emailVerified: true,
      passwordHash: null,
      pendingUsername: null,
    });
    expect(await db.select().from(oauthAccounts)).toMatchObject([{ provider: "google", providerUserId: "g-new", userId: user.id }]);
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id));
    // Neither Google's name for her nor her address: a generated nickname names her to others.
    expect(profile).toMatchObject({ clevercoinBalance: 100, tokens: 100 });
    expect(profile.username).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{2,3}$/);
    expect(profile.displayName).toBe(profile.username);
    const ledger = await ledgerOf(db, user.id);
    expect(ledger.map((row) => [row.transactionType, row.amount]).sort()).toEqual([
      ["earn", 50],
      ["earn", 50],
    ]);
    expect(ledger.some((row) => row.reason === "signup_bonus")).toBe(true);
    expect(setCookie).toMatch(/^cp_session=/);
    expect(toast.description).toBe(WELCOME_COINS);
  });

  it("signs the same Google user in again: same account, no new coins", async () => {
    const { db } = database();
    const context = contextFor(database());
    const first = await signInWithGoogle(context);
    const second = await signInWithGoogle(context);

    expect(second.outcome).toBe("existing");
    expect(second.user.id).toBe(first.user.id);
    expect(second.toast.title).toBe("Welcome back!");
    expect(await balanceOf(db, first.user.id)).toBe(100);
    expect(await ledgerOf(db, first.user.id)).toHaveLength(2);
    expect(await db.select().from(users)).toHaveLength(1);
  });

  it("links an existing password account with the same verified e-mail", async () => {
    const { db } = database();
    const context = contextFor(database());
    const registered = await createUser(db, {
      email: "Maya@example.com",
      password: "secret-123",
      username: "maya_plays",
    });
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, registered!.id));
    const firstPassword = await signIn(pageRequest(), context, registered!.id);
    expect(firstPassword.toast.description).toBe(WELCOME_COINS);

    googleUser = {
      sub: "g-maya",
      email: "maya@EXAMPLE.com",
      email_verified: true,
      name: "Maya",
    };
    const { user, outcome, toast } = await signInWithGoogle(context);
    expect(outcome).toBe("linked");
    expect(user.id).toBe(registered!.id);
    expect(user.passwordHash).toBe(registered!.passwordHash); // a verified password keeps working
    expect(toast.title).toBe("Welcome back!");
    expect(await db.select().from(users)).toHaveLength(1);
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({
      username: "maya_plays",
      clevercoinBalance: 100,
    });

    const again = await signInWithGoogle(context);
    expect(again).toMatchObject({
      outcome: "existing",
      user: { id: registered!.id },
    });
  });

  it("verifies an unverified account it links, and drops its never-proven password", async () => {
    const { db } = database();
    const registered = await createUser(db, {
      email: "leo@example.com",
      password: "secret-123",
      username: "leo_first",
    });
    expect(registered!.emailVerified).toBe(false);
    googleUser = {
      sub: "g-leo",
      email: "leo@example.com",
      email_verified: true,
    };
    const { user, outcome, toast } = await signInWithGoogle(contextFor(database()));
    expect(outcome).toBe("linked");
    expect(user).toMatchObject({
      id: registered!.id,
      emailVerified: true,
      passwordHash: null,
    });
    // First sign-in of that account: the profile (with the chosen username) and the bonus now.
    expect(toast.description).toBe(WELCOME_COINS);
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({
      username: "leo_first",
      clevercoinBalance: 100,
    });
  });

  it("refuses a Google account whose e-mail is not verified, creating nothing", async () => {
    const { db } = database();
    const context = contextFor(database());
    await createUser(db, {
      email: "victim@example.com",
      password: "secret-123",
    });
    for (const email of ["victim@example.com", "someone.new@example.com"]) {
      googleUser = { sub: `g-${email}`, email, email_verified: false };
      const identity = await googleIdentity(context);
      const refused = await findOrCreateGoogleUser(db, identity, { birth: ADULT }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(GoogleSignInError);
      expect((refused as GoogleSignInError).userMessage).toBe(googleMessages.unverified);
    }
    expect(await db.select().from(oauthAccounts)).toHaveLength(0);
    expect(await db.select().from(users)).toHaveLength(1);
    expect(await db.select().from(profiles)).toHaveLength(0);
  });

  it("refuses userinfo without an e-mail, a wrong PKCE verifier and a reused code", async () => {
    const context = contextFor(database());
    googleUser = { sub: "g-no-email" };
    await expect(googleIdentity(context)).rejects.toMatchObject({
      userMessage: googleMessages.badProfile,
    });

    googleUser = {
      sub: "g-pkce",
      email: "pkce@example.com",
      email_verified: true,
    };
    const codeVerifier = generateCodeVerifier();
    const back = await consent(googleAuthorizationURL(pageRequest("/auth/google"), context, generateState(), codeVerifier));
    const code = back.searchParams.get("code")!;
    await expect(fetchGoogleIdentity(pageRequest(), context, code, generateCodeVerifier())).rejects.toMatchObject({
      userMessage: googleMessages.rejected,
    });
    // The provider forgets a code's challenge once it was tried: the code cannot be replayed.
    await expect(fetchGoogleIdentity(pageRequest(), context, code, codeVerifier)).rejects.toBeInstanceOf(GoogleSignInError);
  });

  it("reports an unreachable provider in words", async () => {
    const context = contextFor(database(), {
      GOOGLE_TOKEN_URL: "http://127.0.0.1:9/token",
    });
    await expect(fetchGoogleIdentity(pageRequest(), context, "code", generateCodeVerifier())).rejects.toMatchObject({
      userMessage: googleMessages.unreachable,
    });
  });

  it("gives one account when two first sign-ins of the same Google user race", async () => {
    const { db } = database();
    const context = contextFor(database());
    googleUser = {
      sub: "g-race",
      email: "race@example.com",
      email_verified: true,
    };
    const [a, b] = await Promise.all([googleIdentity(context), googleIdentity(context)]);
    const [first, second] = await Promise.all([
      findOrCreateGoogleUser(db, a, { birth: ADULT }),
      findOrCreateGoogleUser(db, b, { birth: ADULT }),
    ]);
    expect(first.user?.id).toBe(second.user?.id);
    expect(first.user).not.toBeNull();
    expect(await db.select().from(users)).toHaveLength(1);
    expect(await db.select().from(oauthAccounts)).toHaveLength(1);
  });

  routeTests(database);
});

/** The two routes as the browser meets them: POST /auth/google, then the provider's redirect back. */
function routeTests(database: () => TestDatabase) {
  async function start(context: AppLoadContext, fields: Record<string, string>) {
    const response = (await startGoogle({
      request: pageRequest("/auth/google", {
        method: "POST",
        body: new URLSearchParams(fields),
      }),
      context,
      params: {},
    })) as Response;
    return {
      response,
      location: response.headers.get("location")!,
      cookie: cookiesFrom(response),
    };
  }

  async function callback(context: AppLoadContext, search: string, cookie = "") {
    const response = (await googleCallback({
      request: pageRequest(`/auth/google/callback${search}`, {
        headers: { Cookie: cookie },
      }),
      context,
      params: {},
    })) as Response;
    return {
      response,
      location: response.headers.get("location")!,
      cookies: response.headers.getSetCookie(),
    };
  }

  const toastOf = (cookies: string[]) => cookies.find((c) => c.startsWith("cp_toast="));

  /** A new Google user's one more step: the month and year of birth, posted with the callback's cookie. */
  async function finish(context: AppLoadContext, callbackCookies: string[], fields = { birthMonth: "3", birthYear: "1990" }) {
    const pending = callbackCookies.find((c) => c.startsWith("cp_google_new="))!.split(";")[0];
    const response = (await finishGoogle({
      request: pageRequest("/auth/google/finish", { method: "POST", headers: { Cookie: pending }, body: new URLSearchParams(fields) }),
      context,
      params: {},
    })) as Response;
    return { response, location: response.headers.get("location"), cookies: response.headers.getSetCookie() };
  }

  it("routes: a Google sign-up from /register lands on /profile signed in", async () => {
    const context = contextFor(database());
    const started = await start(context, { intent: "signup" });
    expect(started.response.status).toBe(302);
    expect(started.location.startsWith(`${issuer}/authorize?`)).toBe(true);
    const flowCookie = started.response.headers.getSetCookie()[0];
    expect(flowCookie).toMatch(/^cp_google_oauth=.+; Max-Age=600; Path=\/auth\/google; .*HttpOnly; SameSite=Lax/);

    const back = await consent(started.location);
    const asked = await callback(context, back.search, started.cookie);
    // New to CleverPlay: one more step asks the month and year of birth; nothing is made yet.
    expect(asked.location).toBe("/auth/google/finish");
    expect(asked.cookies.some((c) => /^cp_google_oauth=;.*Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
    expect(asked.cookies.some((c) => c.startsWith("cp_session="))).toBe(false);
    expect(await database().db.select().from(users)).toHaveLength(0);
    const done = await finish(context, asked.cookies);
    expect(done.response.status).toBe(302);
    expect(done.location).toBe("/profile");
    expect(done.cookies.some((c) => c.startsWith("cp_session="))).toBe(true);
    expect(await database().db.select().from(profiles)).toHaveLength(1);
  });

  it("routes: a sign-in goes back to a safe redirectTo only", async () => {
    const context = contextFor(database());
    for (const [redirectTo, expected] of [
      ["/join/ABC123?x=1", "/join/ABC123?x=1"],
      ["//evil.example/x", "/profile"],
      ["https://evil.example/", "/profile"],
    ]) {
      const started = await start(context, { intent: "signin", redirectTo });
      const back = await consent(started.location);
      const signedIn = await callback(context, back.search, started.cookie);
      // The first round makes the account (one more step); the later ones sign straight in.
      const location = signedIn.location === "/auth/google/finish" ? (await finish(context, signedIn.cookies)).location : signedIn.location;
      expect(location).toBe(expected);
    }
  });

  it("routes: without GOOGLE_CLIENT_ID the button's post explains it is not configured", async () => {
    const context = contextFor(database());
    context.env = { ...context.env, GOOGLE_CLIENT_ID: undefined };
    const started = await start(context, { intent: "signup" });
    expect(started.location).toBe("/register");
    expect(started.cookie).toContain("cp_toast=");
  });

  it("routes: every bad callback is a failure redirect with the spec's toast, never a 500", async () => {
    const context = contextFor(database());
    const started = await start(context, { intent: "signup", ref: "friend_1" });
    const back = await consent(started.location);
    const state = back.searchParams.get("state")!;
    const code = back.searchParams.get("code")!;
    const huge = "x".repeat(100_000);
    const hostile = [
      { search: back.search, cookie: "" }, // no flow cookie (another browser, or expired)
      { search: back.search, cookie: "cp_google_oauth=not-signed" },
      {
        search: back.search,
        cookie: `cp_google_oauth=${encodeURIComponent(btoa('{"state":1}'))}`,
      },
      { search: `?code=${code}&state=wrong`, cookie: started.cookie },
      { search: `?code=${code}`, cookie: started.cookie },
      { search: `?state=${state}`, cookie: started.cookie },
      { search: `?code=${huge}&state=${state}`, cookie: started.cookie },
      {
        search: `?code=${encodeURIComponent("' or 1=1 --<script>")}&state=${state}`,
        cookie: started.cookie,
      },
      { search: `?error=access_denied&state=${state}`, cookie: started.cookie },
      {
        search: `?error=${encodeURIComponent("😀".repeat(500))}`,
        cookie: started.cookie,
      },
      {
        search: `?code=a&code=b&state=${state}&state=${state}`,
        cookie: started.cookie,
      },
    ];
    for (const { search, cookie } of hostile) {
      const failed = await callback(context, search, cookie);
      expect(failed.response.status, search.slice(0, 60)).toBe(302);
      const withFlow = cookie === started.cookie;
      expect(failed.location).toBe(withFlow ? "/register?ref=friend_1" : "/login");
      expect(toastOf(failed.cookies)).toBeDefined();
      expect(failed.cookies.some((c) => c.startsWith("cp_session="))).toBe(false);
    }
    expect(await database().db.select().from(users)).toHaveLength(0);
  });

  it("routes: the failure toast says 'Google Sign Up Failed' with the message", async () => {
    const context = contextFor(database());
    const started = await start(context, { intent: "signup" });
    const back = await consent(started.location);
    googleUser = {
      sub: "g-unverified",
      email: "u@example.com",
      email_verified: false,
    };
    const failed = await callback(context, back.search, started.cookie);
    expect(failed.location).toBe("/register");
    // Read the toast the way the next page does.
    const { takeToast } = await import("~/utils/toast.server");
    const next = new Request(`${SITE}/register`, {
      headers: { Cookie: toastOf(failed.cookies)!.split(";")[0] },
    });
    const { toast } = await takeToast(next, context);
    expect(toast).toMatchObject({
      title: "Google Sign Up Failed",
      description: googleMessages.unverified,
      variant: "error",
    });
  });

  it("routes: a new Google sign-up from a referral link records the referral", async () => {
    const { db } = database();
    const context = contextFor(database());
    const referrer = await createUser(db, {
      email: "ref@example.com",
      password: "secret-123",
      username: "friend_1",
    });
    await signIn(pageRequest(), context, referrer!.id);
    const started = await start(context, { intent: "signup", ref: "friend_1" });
    const back = await consent(started.location);
    await finish(context, (await callback(context, back.search, started.cookie)).cookies);
    const [created] = await db
      .select()
      .from(users)
      .where(sql`${users.email} = ${googleUser.email as string}`);
    expect(created.referrerId).toBe(referrer!.id);
  });
}
