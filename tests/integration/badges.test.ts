// Badges: every rule of the catalogue, each badge paid once (even raced), and the /badges page.
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import {
  badges,
  clevercoinTransactions,
  games,
  multiplayerSessions,
  profiles,
  socialShares,
  userBadges,
  userGameProgress,
  sessionSeats,
} from "../../drizzle/schema";
import { seed } from "~/models/seed.server";
import type { Database } from "~/db.server";
import { awardCoins, getBalance, ledgerMismatches, spendCoins } from "~/models/coins.server";
import { checkBadges } from "~/models/badges.server";
import { loader as badgesLoader } from "~/routes/badges";
import { get, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { callRoute, signedInPlayer, type RouteFn } from "../support/routes";

async function catalogue(db: Database) {
  await seed(db);
  const all = await db.select().from(games);
  return { game: (slug: string) => all.find((g) => g.slug === slug)! };
}

const keys = (earned: Array<{ key: string }>) => earned.map((b) => b.key).sort();

async function setBest(db: Database, userId: string, gameId: string, highestScore: number) {
  await db
    .insert(userGameProgress)
    .values({ userId, gameId, highestScore, timesPlayed: 1 })
    .onConflictDoUpdate({
      target: [userGameProgress.userId, userGameProgress.gameId],
      set: { highestScore },
    });
}

async function finishedMatch(
  db: Database,
  gameId: string,
  p1: string,
  p2: string,
  scores: [number, number],
  how: "ran to its end" | "ended early" = "ran to its end",
) {
  const code = randomBytes(3).toString("hex").toUpperCase();
  const [match] = await db
    .insert(multiplayerSessions)
    .values({
      gameId,
      inviteCode: code,
      status: "completed",
      startedAt: sql`now() - interval '1 minute'`,
      endsAt: how === "ran to its end" ? sql`now() - interval '1 second'` : sql`now() + interval '30 seconds'`,
      finishedAt: sql`now()`,
      player1Id: p1,
      // Both at one level here, so the higher score wins (race.server.ts decides it as the race ends).
      raceWinnerId: scores[0] === scores[1] ? null : scores[0] > scores[1] ? p1 : p2,
      expiresAt: sql`now() + interval '1 hour'`,
    })
    .returning();
  await db.insert(sessionSeats).values([
    { sessionId: match.id, seat: 1, profileId: p1, score: scores[0] },
    { sessionId: match.id, seat: 2, profileId: p2, score: scores[1] },
  ]);
}

describeEachDatabase("badges", (database) => {
  it("earns each badge by its rule, at its threshold, and pays its reward once", async () => {
    const { db } = database();
    const { game } = await catalogue(db);
    const player = await createPlayer(db);
    expect(await checkBadges(db, player.id)).toEqual([]);

    await db.update(profiles).set({ gamesPlayed: 9, streakDays: 2 }).where(eq(profiles.id, player.id));
    await setBest(db, player.id, game("math-quest-number-crunch").id, 19);
    await setBest(db, player.id, game("word-adventure").id, 50);
    expect(keys(await checkBadges(db, player.id))).toEqual(["first_game", "high_score_reading"]);
    expect(await checkBadges(db, player.id)).toEqual([]); // already earned

    await db.update(profiles).set({ gamesPlayed: 10, streakDays: 7 }).where(eq(profiles.id, player.id));
    await setBest(db, player.id, game("math-quest-number-crunch").id, 20);
    await setBest(db, player.id, game("logic-lab").id, 50);
    await setBest(db, player.id, game("brain-blitz").id, 59);
    expect(keys(await checkBadges(db, player.id))).toEqual([
      "all_games",
      "games_10",
      "high_score_logic",
      "high_score_math",
      "streak_3",
      "streak_7",
    ]);

    await setBest(db, player.id, game("brain-blitz").id, 60);
    await db.insert(socialShares).values({
      userId: player.id,
      platform: "x",
      gameId: game("logic-lab").id,
    });
    await awardCoins(db, {
      userId: player.id,
      amount: 100,
      type: "welcome",
      referenceId: null,
      description: "Test",
    });
    await spendCoins(db, {
      userId: player.id,
      amount: 30,
      referenceId: "cosmetic:test",
      description: "Purchased Forest Wreath",
    });
    await db.update(profiles).set({ gamesPlayed: 100, streakDays: 30 }).where(eq(profiles.id, player.id));
    expect(keys(await checkBadges(db, player.id))).toEqual([
      "first_purchase",
      "first_share",
      "games_100",
      "high_score_premium",
      "streak_30",
    ]);

    // A streak that broke and came back does not earn its badges again.
    await db.update(profiles).set({ streakDays: 1 }).where(eq(profiles.id, player.id));
    await db.update(profiles).set({ streakDays: 30 }).where(eq(profiles.id, player.id));
    expect(await checkBadges(db, player.id)).toEqual([]);

    const rewards = await db.select({ reward: badges.tokensReward }).from(userBadges).innerJoin(badges, eq(badges.id, userBadges.badgeId));
    expect(rewards).toHaveLength(13); // all but the multiplayer win
    const paid = rewards.reduce((sum, r) => sum + r.reward, 0);
    expect(await getBalance(db, player.id)).toBe(100 - 30 + paid);
    const ledger = await db.select().from(clevercoinTransactions).where(eq(clevercoinTransactions.reason, "badge"));
    expect(ledger).toHaveLength(13);
    expect(ledger.find((row) => row.referenceId === "first_game")?.description).toBe("Earned the First Steps badge");
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("earns the first multiplayer win only for a race the player won that ran to its end", async () => {
    const { db } = database();
    const { game } = await catalogue(db);
    const [winner, loser, tied] = await Promise.all([createPlayer(db), createPlayer(db), createPlayer(db)]);
    const math = game("math-quest-number-crunch").id;
    await finishedMatch(db, math, tied.id, loser.id, [7, 7]);
    await finishedMatch(db, math, winner.id, loser.id, [12, 3], "ended early"); // the host stopped it: no result
    for (const p of [winner, loser, tied]) expect(await checkBadges(db, p.id)).toEqual([]);

    await finishedMatch(db, math, loser.id, winner.id, [4, 9]); // the winner as the guest
    expect(keys(await checkBadges(db, winner.id))).toEqual(["first_multiplayer_win"]);
    expect(await checkBadges(db, loser.id)).toEqual([]);
    expect(await getBalance(db, winner.id)).toBe(25);
  });

  it("pays each badge once when the check runs 10 times at once", async () => {
    const { db } = database();
    const { game } = await catalogue(db);
    const player = await createPlayer(db);
    await db.update(profiles).set({ gamesPlayed: 10, streakDays: 3 }).where(eq(profiles.id, player.id));
    await setBest(db, player.id, game("logic-lab").id, 80);
    const results = await Promise.all(Array.from({ length: 10 }, () => checkBadges(db, player.id)));
    expect(keys(results.flat())).toEqual(["first_game", "games_10", "high_score_logic", "streak_3"]);
    expect(await db.select().from(userBadges)).toHaveLength(4);
    expect(await getBalance(db, player.id)).toBe(10 + 20 + 30 + 10);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("shows /badges to signed-in players only, with earned dates", async () => {
    const context = testContext(database());
    await seed(context.db);
    const page = async (url: string, cookie?: string) =>
      (await (await callRoute(badgesLoader as RouteFn, get(url, cookie ? { Cookie: cookie } : {}), context)).json()) as {
        badges: Array<{
          name: string;
          badgeType: string;
          tokensReward: number;
          earnedAt: string | null;
        }> | null;
        tab: string;
      };
    expect(await page("/badges")).toMatchObject({ badges: null, tab: "all" });

    const player = await signedInPlayer(context);
    await context.db.update(profiles).set({ gamesPlayed: 1 }).where(eq(profiles.id, player.id));
    await checkBadges(context.db, player.id);
    const signedIn = await page("/badges?tab=earned", player.cookie);
    expect(signedIn.tab).toBe("earned");
    expect(signedIn.badges).toHaveLength(14);
    const earned = signedIn.badges!.filter((b) => b.earnedAt);
    expect(earned.map((b) => [b.name, b.badgeType, b.tokensReward])).toEqual([["First Steps", "achievement", 10]]);
    expect((await page("/badges?tab=bogus", player.cookie)).tab).toBe("all");
  });
});
