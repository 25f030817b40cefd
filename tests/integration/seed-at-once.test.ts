// Two instances starting at once on one empty database both seed the catalogue: neither dies, and
// each game, badge and cosmetic is there once.
import { expect, it } from "vitest";
import { badges, blogPosts, cosmetics, games } from "../../drizzle/schema";
import { seedBadges, seedCosmetics, seedGames } from "~/content/catalogue";
import { seed } from "~/models/seed.server";
import { describeEachDatabase } from "../support/database";

describeEachDatabase("the catalogue, seeded by instances starting at once", (database, driver) => {
  it("is there once, and no instance fails", async () => {
    const { db } = database();
    // Many empty starts on PostgreSQL: the instances' inserts meet only now and then (without the
    // seed's lock, the run tried failed on the title's unique index). PGlite has one connection.
    for (let round = 0; round < (driver === "postgres" ? 40 : 1); round++) {
      for (const table of [games, badges, cosmetics, blogPosts]) await db.delete(table);
      await Promise.all([seed(db), seed(db), seed(db)]);
    }
    expect(await db.$count(games)).toBe(seedGames.length);
    expect(await db.$count(badges)).toBe(seedBadges.length);
    expect(await db.$count(cosmetics)).toBe(seedCosmetics.length);
  });
});
