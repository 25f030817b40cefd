/**
 * How an amount of Clever Coins is written wherever coins just earned or spent are shown: toasts
 * after a game, a share or a purchase, the share menu. Every amount is listed, so a badge paid on
 * top of a game's 5 CC is never a surprise in the balance: "+5 CC, +10 CC First Steps badge".
 * The currency's name outside the spec's own texts is "Clever Coins"; amounts are "N CC", as the
 * spec writes them ('+10 CC', 'You need 1000 CC').
 */

import type { TFunction } from "i18next";

/** One amount, and what paid it when that is not the thing the sentence is about ("First Steps badge"). */
export interface CoinItem {
  amount: number;
  what?: string;
}

/** "+5 CC, +10 CC First Steps badge"; a spend is "−50 CC". Empty when nothing moved. */
export function coinsText(items: readonly CoinItem[]): string {
  return items
    .filter((item) => item.amount !== 0)
    .map(({ amount, what }) => `${amount < 0 ? "−" : "+"}${Math.abs(amount)} CC${what ? ` ${what}` : ""}`)
    .join(", ");
}

/** The badges something earned, as items of a coins line (`t`: the shell's messages, common.json, in the reader's language). */
export function badgeCoins(badges: readonly { name: string; tokensReward: number }[], t: TFunction): CoinItem[] {
  return badges.map((badge) => ({ amount: badge.tokensReward, what: t("rewards.badge", { name: badge.name }) }));
}
