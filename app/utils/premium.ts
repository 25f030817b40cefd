/**
 * Premium purchase texts (spec, error catalogue) and prices of the buy buttons. The purchase route
 * and the payment-success page say theirs in the reader's language (app/locales/<language>/store.json).
 */

/** The CC price when a premium game has none recorded (spec: 1000 CC; part of the economy's table, app/economy.ts). */
export const DEFAULT_PRICE_CC = 1000;

export const CARD_NOT_CONFIGURED = "Card payment is not configured on this site.";
/** A child waiting for a parent (limited mode, docs/decisions/parental-consent.md) is not offered a card payment, and the server refuses one. */
export const CARD_WAITS = "Paying by card opens once a grown-up says yes to your account.";
/** A student a teacher made: no card payments, ever (docs/decisions/school-students.md). */
export const CARD_OFF_AT_SCHOOL = "Paying by card is switched off for an account your teacher made. You can still buy with Clever Coins.";

export function insufficientCoinsMessage(price: number, balance: number): string {
  return `Insufficient CleverCoin: You need ${price} CC to purchase this game. You have ${balance} CC.`;
}

/** A numeric(10,2) dollar price ("1.00") in cents (100). */
export function priceInCents(price: string): number {
  return Math.round(Number(price) * 100);
}
