// Collectible characters: bought through the store's ledgered purchase (atomic, once, even raced),
// earned by milestones through the badge check (once, no coins), never sold when earned, and worn
// as the avatar wherever it shows (the leaderboard's rows here).
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { cosmetics, games, profiles, purchases, userCosmetics, userGameProgress, userLevelProgress } from "../../drizzle/schema";
import type { Database } from "~/db.server";
import { checkBadges } from "~/models/badges.server";
import { getBalance, ledgerMismatches } from "~/models/coins.server";
import { setEquipped } from "~/models/cosmetics.server";
import { shownBoards } from "~/models/leaderboard.server";
import { seed } from "~/models/seed.server";
import { purchaseCosmetic } from "~/models/store.server";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";

async function world(db: Database) {
  await seed(db);
  const all = await db.select().from(cosmetics);
  const game = (slug: string) =>
    db
      .select()
      .from(games)
      .where(eq(games.slug, slug))
      .then((rows) => rows[0]);
  return { character: (key: string) => all.find((c) => c.key === `character-${key}`)!, all, game };
}

const ownedKeys = (db: Database, userId: string) =>
  db
    .select({ key: cosmetics.key })
    .from(userCosmetics)
    .innerJoin(cosmetics, eq(cosmetics.id, userCosmetics.cosmeticId))
    .where(eq(userCosmetics.userId, userId))
    .then((rows) => rows.map((r) => r.key).sort());

describeEachDatabase("characters", (database) => {
  it("has at least 24 characters in four rarities; the earned ones cost nothing and no legendary is sold", async () => {
    const { db } = database();
    const { all } = await world(db);
    const characters = all.filter((c) => c.category === "Character");
    expect(characters.length).toBeGreaterThanOrEqual(24);
    expect(new Set(characters.map((c) => c.rarity))).toEqual(new Set(["common", "rare", "epic", "legendary"]));
    expect(characters.filter((c) => c.earnedBy).length).toBeGreaterThanOrEqual(10);
    expect(characters.filter((c) => c.rarity === "legendary").every((c) => c.earnedBy && c.costCc === 0)).toBe(true);
  });

  it("buys a character once however often it is asked for at once, through the ledger, and never one that is earned", async () => {
    const { db } = database();
    const { character } = await world(db);
    const player = await createPlayer(db, { balance: 100 });
    const buyer = { id: player.id, isAdmin: false };
    const panda = character("panda"); // 50 CC
    const results = await Promise.all(Array.from({ length: 12 }, () => purchaseCosmetic(db, buyer, panda.id)));
    expect(results.filter((r) => r.status === "purchased")).toHaveLength(1);
    expect(results.every((r) => r.status === "purchased" || r.status === "owned")).toBe(true);
    expect(await getBalance(db, player.id)).toBe(50);
    expect(await db.select().from(purchases).where(eq(purchases.userId, player.id))).toHaveLength(1);

    // Two different characters at once with coins for one: one is bought, the other refused or short.
    const [lion, monkey] = [character("lion"), character("monkey")]; // 60 CC each, balance 50 + 30
    await db.execute(sql`select award_clevercoin(${player.id}::uuid, 30, 'welcome', 'test-more', 'More')`);
    const both = await Promise.all([purchaseCosmetic(db, buyer, lion.id), purchaseCosmetic(db, buyer, monkey.id)]);
    expect(both.filter((r) => r.status === "purchased")).toHaveLength(1);
    expect(both.filter((r) => r.status === "refused" || r.status === "short")).toHaveLength(1);
    expect(await getBalance(db, player.id)).toBe(20);

    // A legendary character is earned, never sold, whatever the balance.
    const dragon = character("dragon");
    await db.execute(sql`select award_clevercoin(${player.id}::uuid, 1000, 'welcome', 'test-rich', 'Rich')`);
    expect(await purchaseCosmetic(db, buyer, dragon.id)).toEqual({
      status: "earned-only",
      name: "Ember the Dragon",
      how: "Finish your first round at level 5 of any game.",
    });
    expect(await ownedKeys(db, player.id)).toEqual(
      ["character-lion", "character-monkey", "character-panda"].filter((_, i) => i === 2 || both[i].status === "purchased"),
    );
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("gives milestone characters with the badge check: first run at a level and a streak; once, without coins", async () => {
    const { db } = database();
    const { game } = await world(db);
    const player = await createPlayer(db);
    const math = await game("math-quest-number-crunch");
    expect(await ownedKeys(db, player.id)).toEqual([]);

    await db.insert(userLevelProgress).values([
      { userId: player.id, gameId: math.id, level: 2, highestScore: 5, timesPlayed: 1, lastPlayedAt: new Date() },
      { userId: player.id, gameId: math.id, level: 5, highestScore: 3, timesPlayed: 2, lastPlayedAt: new Date() },
    ]);
    await db.update(profiles).set({ streakDays: 7, gamesPlayed: 3 }).where(eq(profiles.id, player.id));
    const balanceBefore = await getBalance(db, player.id);
    const badgeCoins = (await Promise.all(Array.from({ length: 6 }, () => checkBadges(db, player.id))))
      .flat()
      .reduce((sum, b) => sum + b.tokensReward, 0);
    expect(await ownedKeys(db, player.id)).toEqual(["character-bee", "character-dragon", "character-frog", "character-koala"]);
    // Characters pay nothing: the balance moved by the badges' rewards only.
    expect(await getBalance(db, player.id)).toBe(balanceBefore + badgeCoins);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("shows the worn character as the avatar on the leaderboard", async () => {
    const { db } = database();
    const { character, game } = await world(db);
    const player = await createPlayer(db, { username: "wearer" });
    const logic = await game("logic-lab");
    await db
      .insert(userGameProgress)
      .values({ userId: player.id, gameId: logic.id, highestScore: 30, timesPlayed: 1, lastPlayedAt: new Date() });
    await db
      .insert(userLevelProgress)
      .values({ userId: player.id, gameId: logic.id, level: 1, highestScore: 30, timesPlayed: 1, lastPlayedAt: new Date() });
    await checkBadges(db, player.id); // the first run at level 1: Sprout the Chick
    const chick = character("chick");
    expect(await setEquipped(db, { userId: player.id, cosmeticId: chick.id, equip: true })).toEqual({
      status: "equipped",
      name: chick.name,
    });
    const rows = (await shownBoards(db, { viewerId: null, fresh: true })).flatMap((board) => board.rows);
    expect(rows.map((r) => [r.username, r.characterUrl])).toEqual([["wearer", "/images/characters/chick.svg"]]);
  });
});
