/**
 * The economy of Clever Coins (CC): every amount and limit of the spec's section 9 in one table.
 * Code reads its amounts from here. Three amounts a page shows in the browser are written beside
 * the text that shows them and named here (a page that imported this table would download it as
 * a chunk of its own). The SQL functions that pay or charge (migrations) state theirs in SQL;
 * tests/integration/economy.test.ts proves the installed functions agree with this table, so a
 * change is made here and in a new migration together.
 */
import { DAILY_CHALLENGES } from "./utils/challenges";
import { DEFAULT_PRICE_CC } from "./utils/premium";
import { SHARE_REWARD } from "./utils/share";

export { DAILY_CHALLENGES, SHARE_REWARD };

/** A completed game with a score above 0 (award_game_completion_cc). */
export const COMPLETION_REWARD = { free: 5, premium: 10 } as const;

/** Rewarded completions per game and calendar day (award_game_completion_cc); other games get the default. */
export const DAILY_COMPLETION_LIMITS = {
  default: 5,
  bySlug: {
    "brain-blitz": 5,
    "logic-lab": 10,
    "math-quest-number-crunch": 10,
    "word-adventure": 10,
  } as Readonly<Record<string, number>>,
} as const;

export function dailyCompletionLimit(slug: string): number {
  return DAILY_COMPLETION_LIMITS.bySlug[slug] ?? DAILY_COMPLETION_LIMITS.default;
}

/** Play time a completion adds to the game's progress, in seconds (award_game_completion_cc). */
export const PLAY_SECONDS_PER_COMPLETION = 300;

/** Login streak: day 3, and day 7 and every 7th day after. */
export const STREAK_REWARDS = { day3: 10, week: 20 } as const;

/** A new profile's welcome coins, then the signup bonus: 100 CC in all, both ledger rows. */
export const STARTING_COINS = 50;
export const SIGNUP_BONUS = 50;

/** A referred friend who completes `games` games pays the referrer `reward`. */
export const REFERRAL = { reward: 15, games: 3 } as const;

/** The daily top 10 of each game: coins by place (1-based), then `others` for places 4 to 10. */
export const DAILY_TOP = { rewards: [30, 25, 20], others: 10, places: 10 } as const;

/** Achievements (badges) pay between these; a badge without its own amount pays the default. */
export const BADGE_REWARD = { min: 10, max: 50, default: 10 } as const;

/** A premium game: 1 USD by card, or 1000 CC (when the game records no CC price). */
export const PREMIUM_PRICE = { cc: DEFAULT_PRICE_CC, usd: "1.00" } as const;

/** Cosmetics cost between these. */
export const COSMETIC_PRICE = { min: 25, max: 100 } as const;

/** The share of every spend recorded as burned (spend_clevercoin: amount / 5, rounded down). */
export const BURNED_SHARE = { numerator: 1, denominator: 5 } as const;
