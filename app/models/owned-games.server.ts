/**
 * Premium games are played by their owners only (purchases arrive with the economy work);
 * administrators may play every game.
 */
import { and, eq } from "drizzle-orm";
import { userOwnedGames } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { listGames } from "./games.server";

/** "play", or what stands in the way: signing in, or buying the premium game. */
export type GameAccess = "play" | "sign-in" | "buy";

export async function gameAccess(
  db: Queryable,
  game: { id: string; isPremium: boolean },
  user: { id: string; isAdmin: boolean } | null,
): Promise<GameAccess> {
  if (!game.isPremium) return "play";
  if (!user) return "sign-in";
  if (user.isAdmin) return "play";
  const [owned] = await db
    .select({ id: userOwnedGames.id })
    .from(userOwnedGames)
    .where(and(eq(userOwnedGames.userId, user.id), eq(userOwnedGames.gameId, game.id)));
  return owned ? "play" : "buy";
}

/**
 * Premium games this player may play (owned, or every one for an administrator): their cards say
 * Play Now. No query: the sign-in lookup brought the owned games, and the catalogue is in memory.
 */
export async function playableGameIds(db: Queryable, user: { isAdmin: boolean; ownedGameIds: string[] } | null): Promise<Set<string>> {
  if (!user) return new Set();
  if (user.isAdmin) return new Set((await listGames(db, "premium")).map((game) => game.id));
  return new Set(user.ownedGameIds);
}
