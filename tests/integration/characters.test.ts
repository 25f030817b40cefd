// Collectible characters: bought through the store's ledgered purchase (atomic, once, even raced),
// earned by milestones through the badge check (once, no coins; a legendary after weeks, never
// a first round), never sold when earned, next up on the profile with the progress towards it,
// and worn as the avatar wherever it shows (the leaderboard's rows here).
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import {
  cosmetics,
  dailyGameCompletions,
  gameRuns,
  games,
  profiles,
  purchases,
  userCosmetics,
  userGameProgress,
  userLevelProgress,
} from "../../drizzle/schema";
import type { Database } from "~/db.server";
import { checkBadges } from "~/models/badges.server";
import { nextCharacters } from "~/models/characters.server";
import { getBalance, ledgerMismatches } from "~/models/coins.server";
import { setEquipped } from "~/models/cosmetics.server";
import { shownBoards } from "~/models/leaderboard.server";
import { seed } from "~/models/seed.server";
import { finishRun } from "~/models/runs/finish.server";
import { startRun } from "~/models/runs/runs.server";
import { purchaseCosmetic } from "~/models/store.server";
import { englishT, fixedT } from "~/i18n/messages.server";
import { progressWords } from "~/utils/characters";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { seededGame } from "../support/games";

/** `count` calendar days, from 1 November 2026, on which the player finished a round of `gameId` that scored. */
const playDays = (gameId: string, userId: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    userId,
    gameId,
    completionDate: `2026-11-${String(i + 1).padStart(2, "0")}`,
    completionCount: 1,
  }));

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
      how: "Play on 14 different days.",
    });
    expect(await ownedKeys(db, player.id)).toEqual(
      ["character-lion", "character-monkey", "character-panda"].filter((_, i) => i === 2 || both[i].status === "purchased"),
    );
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("gives milestone characters with the badge check: rounds, days and a streak; once, without coins", async () => {
    const { db } = database();
    const { game } = await world(db);
    const player = await createPlayer(db);
    const math = await game("math-quest-number-crunch");
    expect(await ownedKeys(db, player.id)).toEqual([]);

    // 12 rounds over 5 different days and a 7-day login streak: Sprout (1 round), Bubbles (10
    // rounds), Dash (5 days), Sunny and Koa (3 and 7 days in a row); no legendary yet.
    await db.insert(dailyGameCompletions).values(playDays(math.id, player.id, 5));
    await db.update(profiles).set({ streakDays: 7, gamesPlayed: 12 }).where(eq(profiles.id, player.id));
    const balanceBefore = await getBalance(db, player.id);
    const badgeCoins = (await Promise.all(Array.from({ length: 6 }, () => checkBadges(db, player.id))))
      .flat()
      .reduce((sum, b) => sum + b.tokensReward, 0);
    expect(await ownedKeys(db, player.id)).toEqual([
      "character-bee",
      "character-chick",
      "character-fox",
      "character-frog",
      "character-koala",
    ]);
    // Characters pay nothing: the balance moved by the badges' rewards only.
    expect(await getBalance(db, player.id)).toBe(balanceBefore + badgeCoins);
    expect(await ledgerMismatches(db)).toEqual([]);

    // Two weeks of play days give Ember the Dragon, the first legendary.
    await db.insert(dailyGameCompletions).values(playDays(math.id, player.id, 14).slice(5));
    await checkBadges(db, player.id);
    expect(await ownedKeys(db, player.id)).toContain("character-dragon");
  });

  it("gives no legendary for a first round, whatever its level, and takes back no character a player already has", async () => {
    const { db } = database();
    const { character, game } = await world(db);
    const math = await game("math-quest-number-crunch");
    const twelve = await createPlayer(db);
    const owner = { userId: twelve.id };
    const { engine } = await seededGame(db, "math-quest-number-crunch");
    // A first round at level 5 (a 12-year-old's default) that scores.
    const run = await startRun(db, { gameId: math.id, engine, owner, level: 5 });
    const state = { ...run.state, score: 3, correct: 3, answered: 3, index: 3 };
    await db.update(gameRuns).set({ state }).where(eq(gameRuns.id, run.id));
    await finishRun(db, { run: { ...run, state }, premium: false, timeZone: "UTC" });
    expect(await ownedKeys(db, twelve.id)).toEqual(["character-chick"]);
    const rarities = (await ownedKeys(db, twelve.id)).map((key) => character(key.replace("character-", "")).rarity);
    expect(rarities).not.toContain("legendary");

    // A player given Ember by the old milestone (a first round at level 5) keeps it.
    const earlier = await createPlayer(db);
    await db.insert(userCosmetics).values({ userId: earlier.id, cosmeticId: character("dragon").id });
    await checkBadges(db, earlier.id);
    expect(await ownedKeys(db, earlier.id)).toEqual(["character-dragon"]);
  });

  it("shows next up on the profile: the characters closest to earning, with how far the player has come", async () => {
    const { db } = database();
    const { game } = await world(db);
    const math = await game("math-quest-number-crunch");
    const player = await createPlayer(db);
    await db.insert(dailyGameCompletions).values(playDays(math.id, player.id, 2));
    await db.update(profiles).set({ streakDays: 2, gamesPlayed: 5 }).where(eq(profiles.id, player.id));
    await checkBadges(db, player.id); // Sprout the Chick: owned, so not next

    const next = await nextCharacters(db, player.id);
    expect(next.map((c) => `${c.name}: ${progressWords(c, englishT("store"))}`)).toEqual([
      "Sunny the Bee: 2 of 3 days in a row",
      "Bubbles the Frog: 5 of 10 rounds",
      "Dash the Fox: 2 of 5 days",
    ]);
    // A Spanish reader counts the same in Spanish.
    expect(next.map((c) => progressWords(c, fixedT("es", "store")))).toEqual(["2 de 3 días seguidos", "5 de 10 rondas", "2 de 5 días"]);
    expect(next[0].pictureUrl).toBe("/images/characters/bee.svg");

    // The third day in a row: Sunny is given, and the next one moves up.
    await db.update(profiles).set({ streakDays: 3 }).where(eq(profiles.id, player.id));
    await checkBadges(db, player.id);
    expect((await nextCharacters(db, player.id, 1)).map((c) => `${c.name}: ${progressWords(c, englishT("store"))}`)).toEqual([
      "Bubbles the Frog: 5 of 10 rounds",
    ]);
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
    await db.update(profiles).set({ gamesPlayed: 1 }).where(eq(profiles.id, player.id));
    await checkBadges(db, player.id); // the first round: Sprout the Chick
    const chick = character("chick");
    expect(await setEquipped(db, { userId: player.id, cosmeticId: chick.id, equip: true })).toEqual({
      status: "equipped",
      name: chick.name,
    });
    const rows = (await shownBoards(db, { viewerId: null, fresh: true })).flatMap((board) => board.rows);
    expect(rows.map((r) => [r.username, r.characterUrl])).toEqual([["wearer", "/images/characters/chick.svg"]]);
  });
});
