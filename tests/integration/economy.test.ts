// The economy's table (app/economy.ts) against what the database does: the SQL functions that pay
// and charge state their amounts in SQL, and must agree with the table; the seed catalogue's
// prices and badge rewards stay within it.
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clevercoinTransactions, dailyGameCompletions, gameRuns, games, userGameProgress } from "../../drizzle/schema";
import { seedBadges, seedCosmetics, seedGames } from "~/content/catalogue";
import { queryRows, type Queryable } from "~/db.server";
import {
  BADGE_REWARD,
  BURNED_SHARE,
  COMPLETION_REWARD,
  COSMETIC_PRICE,
  DAILY_COMPLETION_LIMITS,
  dailyCompletionLimit,
  PLAY_SECONDS_PER_COMPLETION,
  PREMIUM_PRICE,
} from "~/economy";
import { awardCoins, spendCoins } from "~/models/coins.server";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { seededGame } from "../support/games";

const DAY = "2026-01-15";

/** The installed body of an SQL function. */
async function functionBody(db: Queryable, name: string): Promise<string> {
  const [row] = await queryRows<{ body: string }>(db, sql`select prosrc as body from pg_proc where proname = ${name}`);
  return row.body;
}

/** Completes a fresh run scoring 7 for `userId` on DAY through award_game_completion_cc. */
async function complete(db: Queryable, userId: string, game: { id: string; isPremium: boolean }) {
  const [run] = await db
    .insert(gameRuns)
    .values({ gameId: game.id, userId, seed: "economy", state: { score: 7 }, deadline: new Date(Date.now() + 3600_000) })
    .returning({ id: gameRuns.id });
  const [row] = await queryRows<{ reward: { cc_awarded: number; max_daily_rewards: number; current_count: number } }>(
    db,
    sql`select award_game_completion_cc(${userId}::uuid, ${game.id}::uuid, ${run.id}::uuid, ${game.isPremium}, ${DAY}::date) as reward`,
  );
  return row.reward;
}

describeEachDatabase("the economy's table and the SQL functions", (database) => {
  it("pays each game's completion reward up to its daily limit, and adds its play time", async () => {
    const { db } = database();
    await seededGame(db, "brain-blitz");
    const catalogue = await db.select({ id: games.id, slug: games.slug, isPremium: games.isPremium }).from(games);
    expect(catalogue.map((game) => game.slug).sort()).toEqual(Object.keys(DAILY_COMPLETION_LIMITS.bySlug).sort());
    for (const game of catalogue) {
      const player = await createPlayer(db);
      const limit = dailyCompletionLimit(game.slug);
      await db.insert(dailyGameCompletions).values({ userId: player.id, gameId: game.id, completionDate: DAY, completionCount: limit - 1 });
      const last = await complete(db, player.id, game);
      expect(last, game.slug).toMatchObject({
        max_daily_rewards: limit,
        current_count: limit,
        cc_awarded: game.isPremium ? COMPLETION_REWARD.premium : COMPLETION_REWARD.free,
      });
      expect(await complete(db, player.id, game), game.slug).toMatchObject({ cc_awarded: 0, current_count: limit + 1 });
      const [progress] = await db
        .select({ seconds: userGameProgress.totalTimePlayed })
        .from(userGameProgress)
        .where(and(eq(userGameProgress.userId, player.id), eq(userGameProgress.gameId, game.id)));
      expect(progress.seconds).toBe(2 * PLAY_SECONDS_PER_COMPLETION);
    }
  });

  it("states the same amounts and limits in award_game_completion_cc, other games included", async () => {
    const body = await functionBody(database().db, "award_game_completion_cc");
    const amount = /v_amount integer := CASE WHEN p_premium THEN (\d+) ELSE (\d+) END/.exec(body);
    expect(amount && { premium: Number(amount[1]), free: Number(amount[2]) }).toEqual(COMPLETION_REWARD);
    const limits = /v_max := CASE v_slug([\s\S]*?)ELSE (\d+)\s+END/.exec(body);
    expect(limits).not.toBeNull();
    const bySlug = Object.fromEntries([...limits![1].matchAll(/WHEN '([^']+)' THEN (\d+)/g)].map(([, slug, max]) => [slug, Number(max)]));
    expect({ default: Number(limits![2]), bySlug }).toEqual(DAILY_COMPLETION_LIMITS);
  });

  it("burns the table's share of every spend, rounded down", async () => {
    const { db } = database();
    const player = await createPlayer(db);
    await awardCoins(db, { userId: player.id, amount: 2000, type: "welcome", referenceId: null, description: "test" });
    for (const amount of [PREMIUM_PRICE.cc, COSMETIC_PRICE.min, 7]) {
      expect(await spendCoins(db, { userId: player.id, amount, referenceId: `economy-${amount}`, description: "test" })).toBe(true);
    }
    const spends = await db
      .select({ amount: clevercoinTransactions.amount, burned: clevercoinTransactions.burned })
      .from(clevercoinTransactions)
      .where(and(eq(clevercoinTransactions.userId, player.id), eq(clevercoinTransactions.transactionType, "spend")));
    for (const { amount, burned } of spends) {
      expect(burned).toBe(Math.floor((amount * BURNED_SHARE.numerator) / BURNED_SHARE.denominator));
    }
    expect(spends).toHaveLength(3);
  });

  it("gives a badge without its own amount the default reward", async () => {
    const [row] = await queryRows<{ value: string }>(
      database().db,
      sql`select column_default as value from information_schema.columns where table_name = 'badges' and column_name = 'tokens_reward'`,
    );
    expect(Number(row.value)).toBe(BADGE_REWARD.default);
  });
});

describe("the seed catalogue within the economy's table", () => {
  it("prices premium games and cosmetics, and rewards badges, as the table says", () => {
    for (const game of seedGames.filter((g) => g.isPremium)) expect({ cc: game.priceCc, usd: game.price }).toEqual(PREMIUM_PRICE);
    // Characters earned by a milestone are never sold (cost 0); everything sold is within the range.
    for (const cosmetic of seedCosmetics.filter((c) => !c.earnedBy)) {
      expect(cosmetic.costCc, cosmetic.name).toBeGreaterThanOrEqual(COSMETIC_PRICE.min);
      expect(cosmetic.costCc, cosmetic.name).toBeLessThanOrEqual(COSMETIC_PRICE.max);
    }
    for (const badge of seedBadges) {
      expect(badge.tokensReward, badge.name).toBeGreaterThanOrEqual(BADGE_REWARD.min);
      expect(badge.tokensReward, badge.name).toBeLessThanOrEqual(BADGE_REWARD.max);
    }
  });
});
