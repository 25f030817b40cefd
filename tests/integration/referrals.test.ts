// A friend invited with ?ref= pays their referrer 15 CC once, at their third completed game;
// and a completed game earns its badges on the spot.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { profiles, referrals, userBadges } from "../../drizzle/schema";
import { ledgerMismatches } from "~/models/coins.server";
import { payReferral } from "~/models/referrals.server";
import { finishRun } from "~/models/runs/finish.server";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { playMath, seededGame } from "../support/games";
import { earnedFor } from "../support/ledger";

describeEachDatabase("referrals and badges after a game", (database) => {
  it("pays the referrer 15 CC when the friend completes a third game, and only then", async () => {
    const { db } = database();
    const { game, engine } = await seededGame(db, "math-quest-number-crunch");
    const [referrer, friend] = [await createPlayer(db), await createPlayer(db)];
    await db.insert(referrals).values({ referrerId: referrer.id, referredId: friend.id });

    const paidAfter: number[] = [];
    for (let played = 1; played <= 4; played++) {
      const run = await playMath(db, { gameId: game.id, engine, owner: { userId: friend.id }, correct: 1 });
      await finishRun(db, { run, premium: false, timeZone: "UTC" });
      paidAfter.push(await earnedFor(db, referrer.id, "referral"));
    }
    expect(paidAfter).toEqual([0, 0, 15, 15]);
    const [row] = await db.select().from(referrals).where(eq(referrals.referredId, friend.id));
    expect(row.rewardedAt).not.toBeNull();
  });

  it("pays a referral once when ten checks race, and never for a player nobody invited", async () => {
    const { db } = database();
    const [referrer, friend, loner] = [await createPlayer(db), await createPlayer(db), await createPlayer(db)];
    await db.insert(referrals).values({ referrerId: referrer.id, referredId: friend.id });
    await db.update(profiles).set({ gamesPlayed: 3 }).where(eq(profiles.id, friend.id));
    await db.update(profiles).set({ gamesPlayed: 3 }).where(eq(profiles.id, loner.id));

    const results = await Promise.all(Array.from({ length: 10 }, () => payReferral(db, friend.id)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await earnedFor(db, referrer.id, "referral")).toBe(15);
    expect(await payReferral(db, loner.id)).toBe(false);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("earns First Steps with the first completed game, and says so", async () => {
    const { db } = database();
    const { game, engine } = await seededGame(db, "math-quest-number-crunch");
    const player = await createPlayer(db);
    const run = await playMath(db, { gameId: game.id, engine, owner: { userId: player.id }, correct: 2 });
    const first = await finishRun(db, { run, premium: false, timeZone: "UTC" });
    expect(first.badges.map((b) => b.name)).toEqual(["First Steps"]);
    expect(await earnedFor(db, player.id, "badge")).toBe(10);

    const again = await finishRun(db, { run: first.run, premium: false, timeZone: "UTC" });
    expect(again.badges).toEqual([]);
    expect(await db.select().from(userBadges).where(eq(userBadges.userId, player.id))).toHaveLength(1);
  });
});
