/**
 * Premium games: who owns one, buying it with Clever Coins, and recording a card payment that
 * Stripe confirmed. The database decides every race: the unique (user, game) ownership row and
 * the unique transactions.transaction_id (the Checkout session id), so a double click, a
 * retried webhook and the success page together still record one purchase.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { games, processedPaymentEvents, profiles, purchases, transactions, userOwnedGames } from "../../drizzle/schema";
import type { Database, Queryable } from "~/db.server";
import { getBalance, spendCoins } from "~/models/coins.server";
import { hasOwnershipRow, ownsGame } from "~/models/owned-games.server";
import type { CheckoutSummary } from "~/models/stripe.server";
import { DEFAULT_PRICE_CC, priceInCents } from "~/utils/premium";
import { UUID } from "~/utils/uuid";

/** 15 reloads of /payment-success, 2 s apart: half a minute for Stripe to confirm before we call it a problem. */
export const PAYMENT_RETURN_MAX_ATTEMPTS = 15;

/** /payment-success's query: only a pointer to a Checkout session, checked with Stripe. */
export const paymentReturnSchema = z.object({
  session_id: z
    .string()
    .regex(/^cs_[A-Za-z0-9_]{1,250}$/)
    .optional()
    .catch(undefined),
  game_id: z.string().max(100).optional(),
  attempt: z.coerce.number().int().min(0).max(PAYMENT_RETURN_MAX_ATTEMPTS).catch(0),
});

type PremiumGame = Pick<typeof games.$inferSelect, "id" | "title" | "isPremium" | "price" | "priceCc">;

/** The CC price of a game for sale, or null when it is not a premium game with a price. */
export function coinPrice(game: PremiumGame): number | null {
  if (!game.isPremium || (game.priceCc === null && game.price === null)) return null;
  return game.priceCc ?? DEFAULT_PRICE_CC;
}

/** The card price in cents, or null when the game cannot be bought by card. */
export function cardPriceCents(game: PremiumGame): number | null {
  return game.isPremium && game.price !== null ? priceInCents(game.price) : null;
}

export type CoinPurchaseOutcome =
  | { status: "purchased"; price: number }
  | { status: "not-premium" }
  | { status: "owned" }
  | { status: "insufficient"; price: number; balance: number };

/** Thrown inside the purchase transaction to roll the spend back. */
class PurchaseRefused extends Error {
  constructor(readonly reason: "owned" | "insufficient") {
    super(reason);
  }
}

/**
 * Buys a premium game with Clever Coins: the spend (20% burned by the ledger), the ownership row
 * and the purchase row commit together or not at all. A concurrent second purchase finds the
 * ownership row taken, and its spend is rolled back.
 */
export async function purchaseWithCoins(
  db: Database,
  { userId, isAdmin = false, game }: { userId: string; isAdmin?: boolean; game: PremiumGame },
): Promise<CoinPurchaseOutcome> {
  const price = coinPrice(game);
  if (price === null) return { status: "not-premium" };
  if (await ownsGame(db, userId, game.id, { isAdmin })) return { status: "owned" };
  // Short of coins may mean a concurrent purchase of this game just spent them: say so.
  const refused = async (): Promise<CoinPurchaseOutcome> =>
    (await hasOwnershipRow(db, userId, game.id))
      ? { status: "owned" }
      : {
          status: "insufficient",
          price,
          balance: await getBalance(db, userId),
        };
  if ((await getBalance(db, userId)) < price) return refused();

  try {
    await db.transaction(async (tx) => {
      const spent = await spendCoins(tx, {
        userId,
        amount: price,
        referenceId: `game:${game.id}`,
        description: `Purchased ${game.title}`,
      });
      if (!spent) throw new PurchaseRefused("insufficient");
      const [owned] = await tx
        .insert(userOwnedGames)
        .values({
          userId,
          gameId: game.id,
          purchasePrice: String(price),
          transactionId: null,
        })
        .onConflictDoNothing({
          target: [userOwnedGames.userId, userOwnedGames.gameId],
        })
        .returning({ id: userOwnedGames.id });
      if (!owned) throw new PurchaseRefused("owned");
      await tx.insert(purchases).values({
        userId,
        gameId: game.id,
        method: "clevercoin",
        clevercoinSpent: price,
      });
    });
  } catch (error) {
    if (!(error instanceof PurchaseRefused)) throw error;
    return error.reason === "owned" ? { status: "owned" } : refused();
  }
  return { status: "purchased", price };
}

export type CardRecordOutcome =
  | {
      status: "recorded";
      userId: string;
      gameId: string;
      newlyRecorded: boolean;
    }
  | { status: "unpaid" }
  | { status: "invalid"; reason: string };

type SessionCheck =
  | { ok: false; reason: string }
  | {
      ok: true;
      userId: string;
      game: typeof games.$inferSelect & { price: string };
    };

/** Which game and player a paid Checkout session is for, checked against our catalogue. */
async function checkPaidSession(db: Queryable, checkout: CheckoutSummary): Promise<SessionCheck> {
  const { userId, gameId } = checkout;
  if (!userId || !gameId || !UUID.test(userId) || !UUID.test(gameId))
    return { ok: false, reason: "session metadata names no user or game" };
  const [game] = await db.select().from(games).where(eq(games.id, gameId));
  const cents = game ? cardPriceCents(game) : null;
  if (!game || game.price === null || cents === null) return { ok: false, reason: `game ${gameId} is not a premium game` };
  if (checkout.amountTotal !== cents || checkout.currency?.toLowerCase() !== "usd") {
    return {
      ok: false,
      reason: `session paid ${checkout.amountTotal} ${checkout.currency}, the game costs ${cents} usd`,
    };
  }
  // A deleted account cannot own anything; failing on its foreign key would make Stripe retry forever.
  const [player] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
  if (!player) return { ok: false, reason: `player ${userId} no longer exists` };
  return { ok: true, userId, game: { ...game, price: game.price } };
}

/** The writes of a confirmed card purchase, inside the caller's transaction. */
async function recordIn(tx: Queryable, checkout: CheckoutSummary): Promise<CardRecordOutcome> {
  if (checkout.paymentStatus !== "paid") return { status: "unpaid" };
  const checked = await checkPaidSession(tx, checkout);
  if (!checked.ok) return { status: "invalid", reason: checked.reason };
  const { userId, game } = checked;
  const [inserted] = await tx
    .insert(transactions)
    .values({
      userId,
      gameId: game.id,
      amount: game.price,
      currency: "USD",
      paymentMethod: "stripe",
      transactionId: checkout.id,
      status: "completed",
    })
    .onConflictDoNothing({ target: transactions.transactionId })
    .returning({ id: transactions.id });
  await tx
    .insert(userOwnedGames)
    .values({
      userId,
      gameId: game.id,
      purchasePrice: game.price,
      transactionId: checkout.id,
    })
    .onConflictDoNothing({
      target: [userOwnedGames.userId, userOwnedGames.gameId],
    });
  return {
    status: "recorded",
    userId,
    gameId: game.id,
    newlyRecorded: Boolean(inserted),
  };
}

/**
 * Records a Checkout session Stripe reports paid: one transactions row (1 USD, stripe, the
 * session id, completed) and the ownership. Idempotent by the session id, so the webhook, its
 * retries and the payment-success page may all call it, even at the same moment.
 * `checkout` must come from Stripe (a signed event or an API retrieve), never from a query string.
 */
export async function recordCardPurchase(db: Database, checkout: CheckoutSummary): Promise<CardRecordOutcome> {
  if (checkout.paymentStatus !== "paid") return { status: "unpaid" };
  return db.transaction((tx) => recordIn(tx, checkout));
}

export type PaymentEventOutcome = { status: "duplicate" } | CardRecordOutcome;

/**
 * Applies one verified webhook event about a Checkout session, once per event id: the id is
 * stored in the same transaction as the purchase, so a concurrent redelivery waits and then
 * finds it done.
 */
export async function applyCheckoutEvent(
  db: Database,
  event: { id: string; type: string; checkout: CheckoutSummary },
): Promise<PaymentEventOutcome> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(processedPaymentEvents)
      .values({ id: event.id, kind: event.type })
      .onConflictDoNothing()
      .returning({ id: processedPaymentEvents.id });
    if (!fresh) return { status: "duplicate" } as const;
    return recordIn(tx, event.checkout);
  });
}
