/**
 * Who owns a game: the one place that decides it. A player owns a game with an ownership row
 * (a coin or card purchase, premium.server.ts); an administrator (ADMIN_EMAILS) owns every
 * premium game without one. Premium games are played by their owners only.
 */
import { and, eq } from "drizzle-orm";
import { games, userOwnedGames } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { listGames } from "./games.server";

/** Administrators own every premium game, without an ownership row. */
const ownsAsAdmin = (isAdmin: boolean, game: { isPremium: boolean }) => isAdmin && game.isPremium;

/** Whether the player has an ownership row for the game (bought it). */
export async function hasOwnershipRow(db: Queryable, userId: string, gameId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userOwnedGames.id })
    .from(userOwnedGames)
    .where(and(eq(userOwnedGames.userId, userId), eq(userOwnedGames.gameId, gameId)));
  return Boolean(row);
}

/** Whether the player owns the game (pass SignedInUser.isAdmin for an administrator). */
export async function ownsGame(db: Queryable, userId: string, gameId: string, { isAdmin = false } = {}): Promise<boolean> {
  if (isAdmin) {
    const [game] = await db.select({ isPremium: games.isPremium }).from(games).where(eq(games.id, gameId));
    if (game && ownsAsAdmin(isAdmin, game)) return true;
  }
  return hasOwnershipRow(db, userId, gameId);
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
  return ownsAsAdmin(user.isAdmin, game) || (await hasOwnershipRow(db, user.id, game.id)) ? "play" : "buy";
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
