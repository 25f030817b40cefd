/**
 * The economy of Clever Coins (CC): every amount and limit of the spec's section 9 in one table.
 * Code reads its amounts from here. Three amounts a page shows in the browser are written beside
 * the text that shows them and named here (a page that imported this table would download it as
 * a chunk of its own). The SQL functions that pay or charge (migrations) state theirs in SQL;
 * tests/integration/economy.test.ts proves the installed functions agree with this table, so a
 * change is made here and in a new migration together. The milestones that give the rarest
 * characters are named here too (written beside their words, which pages show).
 */
import { DAILY_CHALLENGES } from "./utils/challenges";
import { DEFAULT_PRICE_CC } from "./utils/premium";
import { SHARE_REWARD } from "./utils/share";
import { CHARACTER_MILESTONES } from "./utils/characters";

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

/**
 * The milestones that give the rarest characters (docs/decisions/rewards-you-see-coming.md):
 * what each counts and how many it takes. "rounds": finished rounds (profiles.games_played);
 * "days": calendar days with a scored round (daily_game_completions); "streak": the login
 * streak's days in a row; "class race wins": class races won. A rare one comes in the first
 * days, an epic in a week or two, a legendary only after weeks of play, never in a first round.
 *
 * | Character          | Rarity    | Milestone                  |
 * | ------------------ | --------- | -------------------------- |
 * | Sprout the Chick   | rare      | 1 round                    |
 * | Bubbles the Frog   | rare      | 10 rounds                  |
 * | Sunny the Bee      | rare      | 3 days in a row            |
 * | Dash the Fox       | epic      | 5 different days           |
 * | Koa the Koala      | epic      | 7 days in a row            |
 * | Luna the Owl       | epic      | 50 rounds                  |
 * | Blaze the Cheetah  | epic      | 1 class race win           |
 * | Ember the Dragon   | legendary | 14 different days          |
 * | Nova the Unicorn   | legendary | 21 different days          |
 * | Aurora the Phoenix | legendary | 30 days in a row           |
 *
 * Written in app/utils/characters.ts, beside the words the collection and the store show.
 */
export { CHARACTER_MILESTONES };
