// Deleting an account is final: a password account must type its password (the e2e journey shows
// it), and a Google account, which has none, must have signed in within the last 10 minutes, so
// whoever finds a signed-in laptop cannot delete a child's account.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { authSessions, users } from "../../drizzle/schema";
import { createSignInSession } from "~/models/auth.server";
import { action } from "~/routes/profile.delete";
import { formPost, get, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { callRoute, type RouteFn } from "../support/routes";

describeEachDatabase("account deletion", (database) => {
  it("a Google account is deleted only from a fresh sign-in", async () => {
    const context = testContext(database());
    const player = await createPlayer(context.db);
    const cookie = (await createSignInSession(get("/"), context, player.id)).split(";")[0];
    const remove = () =>
      callRoute(action as RouteFn, formPost("/profile/delete", { confirm: player.username }, { Cookie: cookie }), context);

    // Signed in 20 minutes ago: not fresh enough.
    await context.db.update(authSessions).set({ expiresAt: new Date(Date.now() + 30 * 24 * 3600_000 - 20 * 60_000) });
    const stale = await remove();
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ field: "password", error: expect.stringContaining("sign in with Google again") });
    expect(await context.db.select().from(users).where(eq(users.id, player.id))).toHaveLength(1);

    // Just signed in: the account and its data go.
    await context.db.update(authSessions).set({ expiresAt: new Date(Date.now() + 30 * 24 * 3600_000) });
    const fresh = await remove();
    expect(fresh.status).toBe(302);
    expect(await context.db.select().from(users).where(eq(users.id, player.id))).toHaveLength(0);
  });
});
