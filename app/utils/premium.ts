/**
 * Premium purchase texts (spec, error catalogue) and prices, shared by the purchase route, the
 * payment-success page and the buy buttons, so the view and the server say the same words.
 */

/** The CC price when a premium game has none recorded (spec: 1000 CC; part of the economy's table, app/economy.ts). */
export const DEFAULT_PRICE_CC = 1000;

export const PURCHASE_SUCCESS = {
  title: "Purchase Successful!",
  description: "You can now play your premium game!",
} as const;
export const LOGIN_REQUIRED = {
  title: "Login Required",
  description: "Please login to purchase this game.",
} as const;
export const NOT_PREMIUM = "Not a Premium Game";
export const ALREADY_OWNED = "Already Owned";
export const CHECKOUT_FAILED = "Checkout Failed";
export const PURCHASE_FAILED = "Purchase Failed";
export const CARD_NOT_CONFIGURED = "Card payment is not configured on this site.";
/** A child waiting for a parent (limited mode, docs/decisions/parental-consent.md) is not offered a card payment, and the server refuses one. */
export const CARD_WAITS = "Paying by card opens once a grown-up says yes to your account.";
/** A student a teacher made: no card payments, ever (docs/decisions/school-students.md). */
export const CARD_OFF_AT_SCHOOL = "Paying by card is switched off for an account your teacher made. You can still buy with Clever Coins.";

export const PAYMENT_ISSUE = {
  title: "Payment Processing Issue",
  description: "We encountered a problem recording your purchase.",
  hint: "Please try again or contact our support team for assistance.",
} as const;

export function insufficientCoinsMessage(price: number, balance: number): string {
  return `Insufficient CleverCoin: You need ${price} CC to purchase this game. You have ${balance} CC.`;
}

/** A numeric(10,2) dollar price ("1.00") in cents (100). */
export function priceInCents(price: string): number {
  return Math.round(Number(price) * 100);
}
