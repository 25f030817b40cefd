import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { games, socialShares } from "../../drizzle/schema";
import { seed } from "~/models/seed.server";
import { getBalance } from "~/models/coins.server";
import { recordShare } from "~/models/shares.server";
import { action as shareAction } from "~/routes/share";
import { formPost, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { callRoute, signedInPlayer, toastOf, type RouteFn } from "../support/routes";

describeEachDatabase("sharing", (database, driver) => {
  it("records every share and pays 10 CC once per game per day", async () => {
    const { db } = database();
    await seed(db);
    const [logic] = await db.select().from(games).where(eq(games.slug, "logic-lab"));
    const [math] = await db.select().from(games).where(eq(games.slug, "math-quest-number-crunch"));
    const player = await createPlayer(db);
    const base = { userId: player.id, timeZone: "UTC" } as const;
    const monday = new Date("2026-03-09T10:00:00Z");

    expect(
      await recordShare(db, {
        ...base,
        game: logic,
        platform: "x",
        now: monday,
      }),
    ).toEqual({ paid: true });
    expect(
      await recordShare(db, {
        ...base,
        game: logic,
        platform: "facebook",
        now: monday,
      }),
    ).toEqual({ paid: false });
    expect(await recordShare(db, { ...base, game: math, platform: "x", now: monday })).toEqual({ paid: true });
    expect(
      await recordShare(db, {
        ...base,
        game: logic,
        platform: "x",
        now: new Date("2026-03-10T10:00:00Z"),
      }),
    ).toEqual({ paid: true });
    expect(await getBalance(db, player.id)).toBe(30);

    const shares = await db.select().from(socialShares).where(eq(socialShares.userId, player.id));
    expect(shares.map((s) => [s.platform, s.tokensRewarded])).toEqual([
      ["x", 10],
      ["facebook", 0],
      ["x", 10],
      ["x", 10],
    ]);
  });

  it("pays once when the same game is shared many times at once", async () => {
    const { db } = database();
    await seed(db);
    const [logic] = await db.select().from(games).where(eq(games.slug, "logic-lab"));
    const player = await createPlayer(db);
    const results = await Promise.all(
      Array.from({ length: driver === "postgres" ? 10 : 3 }, () =>
        recordShare(db, {
          userId: player.id,
          game: logic,
          platform: "whatsapp",
          timeZone: "UTC",
        }),
      ),
    );
    expect(results.filter((r) => r.paid)).toHaveLength(1);
    expect(await getBalance(db, player.id)).toBe(10);
  });

  it("says every amount a share paid, the badge on top included, with and without JavaScript", async () => {
    const context = testContext(database());
    await seed(context.db);
    const [logic] = await context.db.select().from(games).where(eq(games.slug, "logic-lab"));
    const [math] = await context.db.select().from(games).where(eq(games.slug, "math-quest-number-crunch"));
    const player = await signedInPlayer(context);
    const share = (game: typeof logic, fields: Record<string, string>) =>
      callRoute(shareAction as RouteFn, formPost("/share", { gameId: game.id, ...fields }, { Cookie: player.cookie }), context);

    // With JavaScript: the menu's line and the toast both list the share's 10 CC and the badge's 10 CC.
    const first = await share(logic, { platform: "x", mode: "json" });
    expect(await first.json()).toEqual({ paid: true, coins: "+10 CC for sharing, +10 CC Spread the Word badge" });
    expect(await toastOf(first, context)).toEqual({
      title: "Thanks for sharing!",
      description: "You shared Logic Lab: +10 CC for sharing, +10 CC Spread the Word badge.",
    });
    expect(await getBalance(context.db, player.id)).toBe(20);

    // Without JavaScript: on to the share page, with the thanks waiting for the next page here.
    const second = await share(math, { platform: "whatsapp" });
    expect(second.status).toBe(302);
    expect(second.headers.get("Location")).toMatch(/^https:\/\/wa\.me\//);
    expect(await toastOf(second, context)).toEqual({
      title: "Thanks for sharing!",
      description: "You shared Math Quest: Number Crunch: +10 CC for sharing.",
    });

    // A share that pays nothing (the same game again today) thanks nobody for coins.
    const again = await share(math, { platform: "facebook" });
    expect(await toastOf(again, context)).toBeNull();
    expect(await getBalance(context.db, player.id)).toBe(30);
  });
});
