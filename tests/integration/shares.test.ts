import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { games, socialShares } from "../../drizzle/schema";
import { seed } from "~/models/seed.server";
import { getBalance } from "~/models/coins.server";
import { recordShare } from "~/models/shares.server";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";

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
});
