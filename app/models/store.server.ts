/**
 * The Clever Coin Store: what a viewer sees, and buying a cosmetic (a frame, an emblem or a
 * character) with Clever Coins. Characters earned by a milestone are shown but never sold.
 */
import { and, eq } from "drizzle-orm";
import { cosmetics, profiles, purchases, userCosmetics } from "../../drizzle/schema";
import { z } from "zod";
import type { Database } from "~/db.server";
import { spendCoins } from "./coins.server";
import { cosmeticsFor, grantAllCosmetics, type Viewer } from "./cosmetics.server";
import type { TFunction } from "i18next";
import { howToGet } from "~/utils/characters";
import { englishT } from "~/i18n/messages.server";
import { catalogWords, type CatalogWords } from "~/i18n/catalog.server";
import { cosmeticSections } from "~/utils/cosmetics";

/** The store's Purchase button. */
export const cosmeticPurchaseSchema = z.object({ cosmeticId: z.string().uuid() });

/** What children come for first: the characters, then frames and badge pins. */
const STORE_ORDER = ["Character", "Avatar Frame", "Badge"];

/** The store's sections, characters first, at the pages the query asks for (?framesPage=2&badgesPage=1&charactersPage=1). */
export async function storeSections(db: Database, viewer: Viewer | null, searchParams: URLSearchParams, language?: string) {
  const sections = cosmeticSections(await cosmeticsFor(db, viewer, language), searchParams);
  return sections.sort((a, b) => STORE_ORDER.indexOf(a.category) - STORE_ORDER.indexOf(b.category));
}

export type PurchaseResult =
  | { status: "purchased"; name: string; costCc: number }
  /** No such item, or an admin-exclusive one asked for by someone else: not in their store. */
  | { status: "unavailable" }
  | { status: "owned"; name: string }
  /** A character earned by a milestone: never sold, whatever the balance (`how`: its milestone's words). */
  | { status: "earned-only"; name: string; how: string }
  | { status: "short"; name: string; missing: number }
  /** The ledger refused the spend (the balance dropped meanwhile, e.g. a concurrent purchase). */
  | { status: "refused"; name: string };

/** Ends the purchase transaction early: throwing rolls back everything it wrote. */
class PurchaseStopped extends Error {
  constructor(readonly result: PurchaseResult) {
    super(result.status);
  }
}

/**
 * Buys a cosmetic: ownership row, spend (20% burned) and purchase row in one transaction.
 * The ownership row is claimed first (ON CONFLICT DO NOTHING): of concurrent purchases of one
 * item, the others wait on that row's unique key, find it taken and spend nothing.
 * `t`: the store's messages in the buyer's language, for a milestone character's words; `words`:
 * the catalogue's in that language, for the item's name.
 */
export async function purchaseCosmetic(
  db: Database,
  buyer: Viewer,
  cosmeticId: string,
  t: TFunction = englishT("store"),
  words: CatalogWords = catalogWords(),
): Promise<PurchaseResult> {
  if (buyer.isAdmin) await grantAllCosmetics(db, buyer.id);
  const [item] = await db
    .select({
      key: cosmetics.key,
      name: cosmetics.name,
      costCc: cosmetics.costCc,
      adminExclusive: cosmetics.adminExclusive,
      earnedBy: cosmetics.earnedBy,
      ownedId: userCosmetics.id,
      balance: profiles.clevercoinBalance,
    })
    .from(cosmetics)
    .innerJoin(profiles, eq(profiles.id, buyer.id))
    .leftJoin(userCosmetics, and(eq(userCosmetics.cosmeticId, cosmetics.id), eq(userCosmetics.userId, buyer.id)))
    .where(eq(cosmetics.id, cosmeticId));
  if (!item || (item.adminExclusive && !buyer.isAdmin)) return { status: "unavailable" };
  const { costCc } = item;
  const name = words.name(item.key, item.name);
  if (item.ownedId) return { status: "owned", name };
  if (item.earnedBy) return { status: "earned-only", name, how: howToGet(item, t) };
  if (item.balance < costCc) return { status: "short", name, missing: costCc - item.balance };

  try {
    await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(userCosmetics)
        .values({ userId: buyer.id, cosmeticId })
        .onConflictDoNothing()
        .returning({ id: userCosmetics.id });
      if (claimed.length === 0) throw new PurchaseStopped({ status: "owned", name });
      const spent = await spendCoins(tx, {
        userId: buyer.id,
        amount: costCc,
        referenceId: `cosmetic:${cosmeticId}`,
        // The spec's English, whatever the buyer reads (the Earnings tab says it in theirs: ledger-words.server.ts).
        description: `Purchased ${item.name}`,
      });
      if (!spent) throw new PurchaseStopped({ status: "refused", name });
      await tx.insert(purchases).values({
        userId: buyer.id,
        cosmeticId,
        method: "clevercoin",
        clevercoinSpent: costCc,
        amountPaid: "0",
      });
    });
  } catch (error) {
    if (error instanceof PurchaseStopped) return error.result;
    throw error;
  }
  return { status: "purchased", name, costCc };
}
