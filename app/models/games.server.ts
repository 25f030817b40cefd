import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import { games, type GameCategory } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";
import type { CategoryTab } from "~/utils/categories";

export type Game = typeof games.$inferSelect;

/** Games for a list tab, featured first then by title (the spec's list order). */
export async function listGames(db: Queryable, tab: CategoryTab = "all"): Promise<Game[]> {
  const filters: SQL[] = [];
  if (tab === "premium") filters.push(eq(games.isPremium, true));
  else if (tab !== "all") filters.push(eq(games.category, tab as GameCategory));
  return db
    .select()
    .from(games)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(games.isFeatured), asc(games.title));
}

export async function listFeaturedGames(db: Queryable): Promise<Game[]> {
  return db.select().from(games).where(eq(games.isFeatured, true)).orderBy(asc(games.title));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The game a play route names: /play/{category}/{title-slug}, /play/{gameId} or /play/{gameSlug}
 * (and the same under /game). Null when nothing matches.
 */
export async function findGameByPath(db: Queryable, splat: string): Promise<Game | null> {
  const parts = splat.split("/").filter(Boolean);
  let where: SQL | undefined;
  if (parts.length === 2) where = and(eq(games.category, parts[0] as GameCategory), eq(games.slug, parts[1].toLowerCase()));
  else if (parts.length === 1) where = UUID.test(parts[0]) ? eq(games.id, parts[0]) : eq(games.slug, parts[0].toLowerCase());
  if (!where) return null;
  const [game] = await db.select().from(games).where(where);
  return game ?? null;
}
