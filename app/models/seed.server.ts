/**
 * The catalogue every install starts with: games, badges, cosmetics and blog posts.
 * Idempotent: rows are matched by their natural key and brought up to date, never duplicated.
 */
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { badges, blogPosts, cosmetics, games } from "../../drizzle/schema";
import { seedBadges, seedCosmetics, seedGames } from "~/content/catalogue";
import { blogPosts as blogPostContent } from "~/content/blog-posts";
import type { Database } from "~/db.server";
import { forgetKeptReads } from "./kept.server";

/** `excluded.<column>` for every column but `keep`, so an upsert brings the row up to date. */
function refreshColumns(table: PgTable, keep: string[]): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([, column]) => !keep.includes(column.name))
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
}

export async function seed(db: Database): Promise<void> {
  const keep = ["id", "created_at"];
  await db.transaction(async (tx) => {
    // Two instances starting at once on one empty PostgreSQL seed one after the other: side by
    // side, the second's insert of a game met the first's uncommitted row on the title's unique
    // index, which its ON CONFLICT (slug) does not cover, and that instance died at start.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed'))`);
    await tx
      .insert(games)
      .values(seedGames)
      .onConflictDoUpdate({ target: games.slug, set: refreshColumns(games, [...keep, "slug"]) });
    await tx
      .insert(badges)
      .values(seedBadges)
      .onConflictDoUpdate({ target: badges.key, set: refreshColumns(badges, [...keep, "key"]) });
    await tx
      .insert(cosmetics)
      .values(seedCosmetics)
      .onConflictDoUpdate({ target: cosmetics.key, set: refreshColumns(cosmetics, [...keep, "key"]) });
    await tx
      .insert(blogPosts)
      .values(blogPostContent)
      .onConflictDoUpdate({ target: blogPosts.slug, set: refreshColumns(blogPosts, [...keep, "slug"]) });
  });
  forgetKeptReads(db);
}
