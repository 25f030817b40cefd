/**
 * Premium games are played by their owners only (purchases arrive with the economy work);
 * administrators may play every game.
 */
import { and, eq } from "drizzle-orm";
import { games, userOwnedGames } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";

async function ownedGameIds(db: Queryable, userId: string): Promise<Set<string>> {
  const rows = await db.select({ gameId: userOwnedGames.gameId }).from(userOwnedGames).where(eq(userOwnedGames.userId, userId));
  return new Set(rows.map((row) => row.gameId));
}

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

/** Premium games this player may play (owned, or every one for an administrator): their cards say Play Now. */
export async function playableGameIds(db: Queryable, user: { id: string; isAdmin: boolean } | null): Promise<Set<string>> {
  if (!user) return new Set();
  if (user.isAdmin) {
    const rows = await db.select({ id: games.id }).from(games).where(eq(games.isPremium, true));
    return new Set(rows.map((row) => row.id));
  }
  return ownedGameIds(db, user.id);
}
