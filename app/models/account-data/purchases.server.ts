/**
 * What a user earned, spent and owns, for the "Download my data" file: the ledger, purchases,
 * payments, games, badges, cosmetics. Badges' and cosmetics' names in `language` (the catalogue's
 * words, catalog-words.md); the ledger's descriptions as stored.
 */
import { asc, eq } from "drizzle-orm";
import {
  badges,
  clevercoinTransactions,
  cosmetics,
  games,
  purchases,
  transactions,
  userBadges,
  userCosmetics,
  userOwnedGames,
} from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { catalogWords, inCatalogWords } from "~/i18n/catalog.server";
import type { Language } from "~/i18n/config";

export async function purchaseData(db: Queryable, userId: string, language: Language) {
  const [coinTransactions, purchaseRows, payments, ownedGames, badgeRows, cosmeticRows] = await Promise.all([
    db
      .select()
      .from(clevercoinTransactions)
      .where(eq(clevercoinTransactions.userId, userId))
      .orderBy(asc(clevercoinTransactions.createdAt), asc(clevercoinTransactions.seq)),
    db.select().from(purchases).where(eq(purchases.userId, userId)).orderBy(asc(purchases.createdAt)),
    db.select().from(transactions).where(eq(transactions.userId, userId)).orderBy(asc(transactions.createdAt)),
    db
      .select({
        game: games.title,
        purchasePrice: userOwnedGames.purchasePrice,
        transactionId: userOwnedGames.transactionId,
        createdAt: userOwnedGames.createdAt,
      })
      .from(userOwnedGames)
      .innerJoin(games, eq(games.id, userOwnedGames.gameId))
      .where(eq(userOwnedGames.userId, userId))
      .orderBy(asc(userOwnedGames.createdAt)),
    db
      .select({
        key: badges.key,
        name: badges.name,
        description: badges.description,
        coinsEarned: badges.tokensReward,
        earnedAt: userBadges.earnedAt,
      })
      .from(userBadges)
      .innerJoin(badges, eq(badges.id, userBadges.badgeId))
      .where(eq(userBadges.userId, userId))
      .orderBy(asc(userBadges.earnedAt)),
    db
      .select({
        key: cosmetics.key,
        name: cosmetics.name,
        category: cosmetics.category,
        isEquipped: userCosmetics.isEquipped,
        purchasedAt: userCosmetics.purchasedAt,
      })
      .from(userCosmetics)
      .innerJoin(cosmetics, eq(cosmetics.id, userCosmetics.cosmeticId))
      .where(eq(userCosmetics.userId, userId))
      .orderBy(asc(userCosmetics.purchasedAt)),
  ]);
  const words = catalogWords(language);
  return {
    coinTransactions,
    purchases: purchaseRows,
    payments,
    ownedGames,
    badges: badgeRows.map(({ key, ...badge }) => inCatalogWords(words, key, badge)),
    cosmetics: cosmeticRows.map(({ key, ...cosmetic }) => inCatalogWords(words, key, cosmetic)),
  };
}
