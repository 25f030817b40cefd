// Sign-in sessions: the cookie carries a token the database never stores, so a leaked table or
// backup signs nobody in; a sign-out or a password reset ends sign-ins for good.
import { createHash, randomBytes } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { authSessions, userOwnedGames, users } from "../../drizzle/schema";
import {
  createSignInSession,
  deleteExpiredSignInSessions,
  endAllSignInSessions,
  endSignInSession,
  getSignedInUser,
  signedInUserId,
} from "~/models/auth.server";
import { get, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { seededGame } from "../support/games";

const cookieOf = (setCookie: string) => setCookie.split(";")[0];

describeEachDatabase("sign-in sessions", (database) => {
  it("keeps only a hash of the cookie's token: the stored id opens nothing, the cookie opens the account", async () => {
    const context = testContext(database());
    const player = await createPlayer(context.db);
    const cookie = cookieOf(await createSignInSession(get("/"), context, player.id));
    const token = cookie.split("=")[1];
    const rows = await context.db.select().from(authSessions).where(eq(authSessions.userId, player.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].id).not.toBe(token);
    expect(rows[0].id).not.toContain(token);

    expect((await getSignedInUser(get("/", { Cookie: cookie }), context)).user?.id).toBe(player.id);
    expect(await signedInUserId(get("/", { Cookie: cookie }), context)).toBe(player.id);
    // Someone who read the table puts the stored id in a cookie: nobody is signed in.
    const stolen = get("/", { Cookie: `cp_session=${rows[0].id}` });
    expect((await getSignedInUser(stolen, context)).user).toBeNull();
    expect(await signedInUserId(get("/", { Cookie: `cp_session=${rows[0].id}` }), context)).toBeNull();
  });

  it("one read tells the header everything, and writes nothing while the sign-in is young", async () => {
    const context = testContext(database());
    const player = await createPlayer(context.db, { balance: 40 });
    const cookie = cookieOf(await createSignInSession(get("/"), context, player.id));
    await getSignedInUser(get("/", { Cookie: cookie }), context); // the day's first request moves the streak
    const [before] = await context.db.select().from(authSessions);
    const { user, setCookie } = await getSignedInUser(get("/games", { Cookie: cookie }), context);
    expect(setCookie).toBeUndefined();
    expect(user).toMatchObject({ id: player.id, balance: 40, activeTwoPlayerSession: null, ownedGameIds: [] });
    const [after] = await context.db.select().from(authSessions);
    expect(after.expiresAt.getTime()).toBe(before.expiresAt.getTime());

    // A premium game bought: the same read says so (the game lists' Play Now needs no other query).
    const { game: premium } = await seededGame(context.db, "brain-blitz");
    await context.db.insert(userOwnedGames).values({ userId: player.id, gameId: premium.id });
    expect((await getSignedInUser(get("/games", { Cookie: cookie }), context)).user?.ownedGameIds).toEqual([premium.id]);

    // And whether the menu offers Teach: to an adult, or to whom no birth month is known yet; never to a child.
    const mayTeach = async (birth: { birthYear: number | null; birthMonth: number | null }) => {
      await context.db.update(users).set(birth).where(eq(users.id, player.id));
      return (await getSignedInUser(get("/teach", { Cookie: cookie }), context)).user?.mayTeach;
    };
    expect(await mayTeach({ birthYear: null, birthMonth: null })).toBe(true);
    expect(await mayTeach({ birthYear: 1985, birthMonth: 4 })).toBe(true);
    expect(await mayTeach({ birthYear: new Date().getUTCFullYear() - 10, birthMonth: 1 })).toBe(false);
  });

  it("extends a sign-in past half its life, once, with a new cookie", async () => {
    const context = testContext(database());
    const player = await createPlayer(context.db);
    const cookie = cookieOf(await createSignInSession(get("/"), context, player.id));
    await context.db.update(authSessions).set({ expiresAt: new Date(Date.now() + 5 * 24 * 3600_000) });
    const { user, setCookie } = await getSignedInUser(get("/", { Cookie: cookie }), context);
    expect(user?.id).toBe(player.id);
    expect(setCookie).toMatch(/^cp_session=[^;]+;/);
    expect(setCookie?.split("; ").slice(1).sort()).toEqual(["HttpOnly", "Max-Age=2592000", "Path=/", "SameSite=Lax"]);
    const [row] = await context.db.select().from(authSessions);
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
  });

  it("the cookie is made as every other cookie of the site (createCookie), and one set before that still opens the account", async () => {
    const context = testContext(database());
    const player = await createPlayer(context.db);
    const setCookie = await createSignInSession(get("/"), context, player.id);
    const token = randomBytes(24).toString("base64url");
    expect(await createCookie("cp_session").parse(setCookie.split(";")[0])).toMatch(/^[A-Za-z0-9_-]{32}$/);

    // A browser signed in before the change holds the bare token: it is still signed in, and signs out.
    const id = createHash("sha256").update(token).digest("hex");
    await context.db.insert(authSessions).values({ id, userId: player.id, expiresAt: new Date(Date.now() + 20 * 24 * 3600_000) });
    const earlier = `cp_session=${token}`;
    expect((await getSignedInUser(get("/", { Cookie: earlier }), context)).user?.id).toBe(player.id);
    expect(await signedInUserId(get("/", { Cookie: earlier }), context)).toBe(player.id);
    await endSignInSession(get("/", { Cookie: earlier }), context);
    expect(await signedInUserId(get("/", { Cookie: earlier }), context)).toBeNull();
  });

  it("signing out, a reset and the end of the 30 days each end sign-ins", async () => {
    const context = testContext(database());
    const player = await createPlayer(context.db);
    const first = cookieOf(await createSignInSession(get("/"), context, player.id));
    const second = cookieOf(await createSignInSession(get("/"), context, player.id));
    expect(await endSignInSession(get("/", { Cookie: first }), context)).toMatch(/^cp_session=; .*Max-Age=0/);
    expect((await getSignedInUser(get("/", { Cookie: first }), context)).user).toBeNull();
    expect((await getSignedInUser(get("/", { Cookie: second }), context)).user?.id).toBe(player.id);
    await endAllSignInSessions(get("/"), context, player.id);
    expect((await getSignedInUser(get("/x", { Cookie: second }), context)).user).toBeNull();

    const third = cookieOf(await createSignInSession(get("/"), context, player.id));
    await context.db.update(authSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await getSignedInUser(get("/", { Cookie: third }), context)).user).toBeNull();
    await deleteExpiredSignInSessions(context.db);
    expect(await context.db.select().from(authSessions)).toHaveLength(0);
  });
});
