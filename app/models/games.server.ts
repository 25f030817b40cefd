import { asc, desc } from "drizzle-orm";
import { games } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";
import type { CategoryTab } from "~/utils/categories";
import { keptRead } from "./kept.server";
import { UUID } from "~/utils/uuid";

export type Game = typeof games.$inferSelect;

/**
 * The games, featured first then by title (the spec's list order), read once per database and
 * kept: every page shows games, so this saves a query on nearly every request.
 */
const catalogue = keptRead((db) => db.select().from(games).orderBy(desc(games.isFeatured), asc(games.title)));

/** Games for a list tab, featured first then by title. */
export async function listGames(db: Queryable, tab: CategoryTab = "all"): Promise<Game[]> {
  const all = await catalogue(db);
  if (tab === "all") return all;
  return all.filter((game) => (tab === "premium" ? game.isPremium : game.category === tab));
}

/** The featured games, by title. */
export async function listFeaturedGames(db: Queryable): Promise<Game[]> {
  return (await catalogue(db)).filter((game) => game.isFeatured);
}

/**
 * The game a play route names: /play/{category}/{title-slug}, /play/{gameId} or /play/{gameSlug}
 * (and the same under /game). Null when nothing matches.
 */
export async function findGameByPath(db: Queryable, splat: string): Promise<Game | null> {
  const parts = splat.split("/").filter(Boolean);
  let matches: ((game: Game) => boolean) | undefined;
  if (parts.length === 2) matches = (game) => game.category === parts[0] && game.slug === parts[1].toLowerCase();
  else if (parts.length === 1)
    matches = UUID.test(parts[0]) ? (game) => game.id === parts[0].toLowerCase() : (game) => game.slug === parts[0].toLowerCase();
  if (!matches) return null;
  return (await catalogue(db)).find(matches) ?? null;
}
