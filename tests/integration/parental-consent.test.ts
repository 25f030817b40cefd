/**
 * A child under 13 signs up with a parent's e-mail: the parent's mail, the limits until they
 * answer (enforced on the server, whatever a crafted post says), approve, decline, and the
 * deletion 7 days after a sign-up nobody answered, with a moved clock.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { games, parentalConsents, profiles, userGameProgress, users } from "../../drizzle/schema";
import { seed } from "~/models/seed.server";
import type { AppLoadContext } from "@remix-run/node";
import { signIn } from "~/models/accounts.server";
import { shownBoards } from "~/models/leaderboard.server";
import { createSession, loadSession } from "~/models/multiplayer/sessions.server";
import { expireUnansweredConsents, resendConsentMail } from "~/models/parental-consent.server";
import { updateProfile } from "~/models/profile-edit.server";
import { loader as parentExport } from "~/routes/parent.$token.export";
import { action as parentAction, loader as parentPage } from "~/routes/parent.$token";
import { action as registerAction } from "~/routes/register";
import { loader as rootLoader } from "~/root";
import { action as shareAction } from "~/routes/share";
import { describeEachDatabase } from "../support/database";
import { formPost, get, outbox, signInCookieFrom, testContext } from "../support/context";
import { underThirteen as child } from "../support/parents";

const DAY = 24 * 3600_000;

async function answer(fn: (args: never) => Promise<Response>, args: object): Promise<Response> {
  try {
    return await fn({ params: {}, ...args } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The link in the newest mail to `to`, as the parent would click it. */
function parentLink(context: AppLoadContext, to = child.parentEmail): string {
  const mail = outbox(context)
    .filter((text) => text.includes(`To: ${to}`))
    .at(-1);
  const link = mail?.match(/http:\/\/cleverplay\.test\/parent\/([A-Za-z0-9_-]{43})/);
  if (!link) throw new Error(`no consent link mailed to ${to}`);
  return link[1];
}

async function signUpChild(context: AppLoadContext, fields = child) {
  const response = await answer(registerAction as never, { request: formPost("/register", fields), context });
  expect(response.status, await response.clone().text()).toBe(200);
  const [user] = await context.db.select().from(users).where(eq(users.email, fields.email));
  await context.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  const { setCookie } = await signIn(get("/auth/verify"), context, user.id);
  const cookie = signInCookieFrom(new Response(null, { headers: { "Set-Cookie": setCookie } }));
  return { id: user.id, cookie, token: parentLink(context, fields.parentEmail) };
}

async function profileOf(context: AppLoadContext, id: string) {
  const [row] = await context.db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

/** What every page is told about the signed-in child: whether the share menus offer social networks (app/utils/use-sharing.ts). */
async function awaitingParent(context: AppLoadContext, cookie: string): Promise<boolean> {
  const response = await answer(rootLoader as never, { request: get("/", { Cookie: cookie }), context });
  return (await response.json()).user.awaitingParent;
}

const parentPost = (context: AppLoadContext, token: string, fields: Record<string, string>) =>
  answer(parentAction as never, { request: formPost(`/parent/${token}`, fields), params: { token }, context });

describeEachDatabase("parental consent", (database) => {
  it("asks for a parent's e-mail under 13, and only then", async () => {
    const context = testContext(database());
    const { parentEmail: _parent, ...noParent } = child;
    const refused = await answer(registerAction as never, { request: formPost("/register", noParent), context });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      problem: { title: "A parent's permission is needed" },
      errors: { parentEmail: "Players under 13 need a parent's permission. Please enter your parent's email address." },
    });
    const grownUp = { ...noParent, email: "sam@example.com", username: "sam_plays", birthYear: String(new Date().getUTCFullYear() - 30) };
    expect((await answer(registerAction as never, { request: formPost("/register", grownUp), context })).status).toBe(200);
    expect(await context.db.select().from(parentalConsents)).toHaveLength(0);
    // A year outside the form's list is refused, not stored.
    const crafted = await answer(registerAction as never, {
      request: formPost("/register", { ...grownUp, email: "x@example.com", birthYear: "1800" }),
      context,
    });
    expect(crafted.status).toBe(400);
  });

  it("mails the parent, and limits the child until the parent answers, whatever the child posts", async () => {
    const context = testContext(database());
    await seed(context.db);
    const mia = await signUpChild(context);
    const mail = outbox(context).find((text) => text.includes(`To: ${child.parentEmail}`))!;
    expect(mail).toContain("Subject: mia_plays asked to join CleverPlay: please answer");
    expect(mail).toContain(
      `Your child mia_plays signed up for CleverPlay, a site of learning games, with the e-mail address ${child.email}`,
    );

    const profile = await profileOf(context, mia.id);
    expect(profile.isPublic).toBe(false);
    expect(profile.nickname).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{2,3}$/);

    // A crafted post cannot make the profile public.
    const edit = await updateProfile(context.db, mia.id, { username: "mia_plays", is_public: "on" });
    expect(edit).toMatchObject({
      ok: false,
      status: 403,
      errors: { is_public: "Your profile stays private until a parent allows a public one." },
    });
    expect((await profileOf(context, mia.id)).isPublic).toBe(false);

    // Nor share to a social network: every page is told to hide the buttons (each share menu reads it)...
    expect(await awaitingParent(context, mia.cookie)).toBe(true);
    // ...and a crafted post is refused.
    const [game] = await context.db.select({ id: games.id }).from(games).limit(1);
    const shared = await answer(shareAction as never, {
      request: formPost("/share", { gameId: game.id, platform: "x", mode: "json" }, { Cookie: mia.cookie }),
      context,
    });
    expect(shared.status).toBe(403);

    // On the leaderboard everyone sees the nickname, never the username or the display name.
    await context.db.insert(userGameProgress).values({ userId: mia.id, gameId: game.id, highestScore: 42, lastPlayedAt: new Date() });
    const [board] = await shownBoards(context.db, { viewerId: null, gameId: game.id, fresh: true });
    expect(board.rows).toMatchObject([{ userId: mia.id, username: profile.nickname, displayName: profile.nickname, isPublic: false }]);

    // And so does whoever joins a race she hosts.
    const race = await createSession(context.db, { userId: mia.id, gameId: game.id });
    const seen = await loadSession(context.db, { id: race.id });
    expect(seen?.seats[0].player).toMatchObject({ id: mia.id, username: profile.nickname, displayName: profile.nickname });
  });

  it("lifts the limits when the parent approves; the profile is public only if the parent allows it", async () => {
    const context = testContext(database());
    const mia = await signUpChild(context);
    const page = await answer(parentPage as never, { request: get(`/parent/${mia.token}`), params: { token: mia.token }, context });
    expect(await page.json()).toMatchObject({ childName: "mia_plays", childEmail: child.email, status: "pending" });

    expect(await awaitingParent(context, mia.cookie)).toBe(true);
    expect((await parentPost(context, mia.token, { intent: "approve" })).status).toBe(200);
    // The pages offer the social networks again.
    expect(await awaitingParent(context, mia.cookie)).toBe(false);
    const approved = await profileOf(context, mia.id);
    expect(approved).toMatchObject({ nickname: null, isPublic: false });
    // Approved, but not allowed public yet.
    expect(await updateProfile(context.db, mia.id, { username: "mia_plays", is_public: "on" })).toMatchObject({ ok: false, status: 403 });

    await parentPost(context, mia.token, { intent: "public", publicAllowed: "on" });
    expect(await updateProfile(context.db, mia.id, { username: "mia_plays", is_public: "on" })).toMatchObject({ ok: true });
    expect((await profileOf(context, mia.id)).isPublic).toBe(true);
    // Taking it back makes the profile private again at once.
    await parentPost(context, mia.token, { intent: "public" });
    expect((await profileOf(context, mia.id)).isPublic).toBe(false);

    // The parent's download holds the child's data and the consent, never the link's hash.
    const file = await answer(parentExport as never, {
      request: get(`/parent/${mia.token}/export`),
      params: { token: mia.token },
      context,
    });
    const data = await file.json();
    expect(data.account).toMatchObject({ email: child.email, birthYear: Number(child.birthYear), parentalConsent: { status: "approved" } });
    expect(JSON.stringify(data)).not.toContain("tokenHash");

    // Later the parent deletes the account from the same link, once they tick that they are sure.
    const unsure = await parentPost(context, mia.token, { intent: "delete" });
    expect(unsure.status).toBe(400);
    expect(await unsure.json()).toMatchObject({ error: expect.stringContaining("cannot be undone") });
    expect(await context.db.select().from(users).where(eq(users.id, mia.id))).toHaveLength(1);
    const deleted = await parentPost(context, mia.token, { intent: "delete", sure: "on" });
    expect(deleted.headers.get("location")).toBe("/parent/account-deleted");
    expect(await context.db.select().from(users).where(eq(users.id, mia.id))).toHaveLength(0);
    expect(outbox(context).at(-1)).toContain("As you asked, we deleted your child's CleverPlay account");
  });

  it("deletes the child's account and every row when the parent declines, and tells the parent", async () => {
    const context = testContext(database());
    await seed(context.db);
    const mia = await signUpChild(context);
    const [game] = await context.db.select({ id: games.id }).from(games).limit(1);
    await context.db.insert(userGameProgress).values({ userId: mia.id, gameId: game.id, highestScore: 7, lastPlayedAt: new Date() });

    const declined = await parentPost(context, mia.token, { intent: "decline" });
    expect(declined.status).toBe(302);
    expect(declined.headers.get("location")).toBe("/parent/account-deleted");
    expect(await context.db.select().from(users).where(eq(users.id, mia.id))).toHaveLength(0);
    expect(await context.db.select().from(profiles).where(eq(profiles.id, mia.id))).toHaveLength(0);
    expect(await context.db.select().from(userGameProgress).where(eq(userGameProgress.userId, mia.id))).toHaveLength(0);
    expect(outbox(context).at(-1)).toContain("You declined your child's CleverPlay account");
    // The link is dead now.
    expect((await parentPost(context, mia.token, { intent: "approve" })).status).toBe(404);
  });

  it("deletes an account nobody answered for after 7 days, not before", async () => {
    const context = testContext(database());
    const mia = await signUpChild(context);
    const answered = await signUpChild(context, {
      ...child,
      email: "leo@example.com",
      username: "leo_plays",
      parentEmail: "mum@example.com",
    });
    await parentPost(context, answered.token, { intent: "approve" });

    expect(await expireUnansweredConsents(context, new Date(Date.now() + 6.9 * DAY))).toBe(0);
    expect(await context.db.select().from(users).where(eq(users.id, mia.id))).toHaveLength(1);

    expect(await expireUnansweredConsents(context, new Date(Date.now() + 7.1 * DAY))).toBe(1);
    expect(await context.db.select().from(users).where(eq(users.id, mia.id))).toHaveLength(0);
    expect(await context.db.select().from(users).where(eq(users.id, answered.id))).toHaveLength(1);
    expect(outbox(context).at(-1)).toContain("We did not hear from you within 7 days");
  });

  it("resends the parent's mail at most once a minute and three times an hour; every mail's link works", async () => {
    const context = testContext(database());
    const mia = await signUpChild(context);
    const origin = "http://cleverplay.test";
    expect(await resendConsentMail(context, origin, mia.id)).toMatchObject({ ok: false, message: expect.stringContaining("Please wait") });

    // From the start of the next hour: the hourly window is the clock's, and all four fall in one.
    let clock = Math.ceil(Date.now() / 3600_000) * 3600_000;
    for (let i = 0; i < 3; i++) {
      clock += 61_000;
      expect(await resendConsentMail(context, origin, mia.id, new Date(clock))).toMatchObject({ ok: true });
    }
    clock += 61_000;
    expect(await resendConsentMail(context, origin, mia.id, new Date(clock))).toMatchObject({
      ok: false,
      message: expect.stringContaining("enough"),
    });

    expect((await parentPost(context, mia.token, { intent: "approve" })).status).toBe(200);
    expect((await parentPost(context, parentLink(context), { intent: "approve" })).status).toBe(409);
  });
});
