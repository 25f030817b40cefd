/**
 * Daily challenge limits and texts (spec: sections 2, 8 and 9), shared by the server and the
 * pages, so a card, a toast and the ledger say the same.
 */

/** 10 CC each; at most 6 a day, shown and completed (part of the economy's table, app/economy.ts). */
export const DAILY_CHALLENGES = { reward: 10, perDay: 6 } as const;
