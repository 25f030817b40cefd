/**
 * How Clever Coins are earned, as the Earnings tab explains it. Amounts that have a constant in
 * code come from it; the others are enforced elsewhere (named beside each) and are the spec's
 * section 9 values, so change them there and here together.
 */
import { DAILY_CHALLENGES } from "~/utils/challenges";
import { REFERRAL } from "./referrals.server";
import { SHARE_REWARD } from "./shares.server";
import { SIGNUP_BONUS, STARTING_COINS } from "./profiles.server";
import { STREAK_REWARDS } from "./streaks.server";

/** award_game_completion_cc (drizzle/migrations/0003_game_completion.sql). */
const COMPLETION_REWARD = { free: 5, premium: 10 } as const;
/** Achievements (badges) pay between these. */
const ACHIEVEMENT_REWARD = { min: 10, max: 50 } as const;

export interface EarningRule {
  title: string;
  detail: string;
}

export const earningRules: readonly EarningRule[] = [
  {
    title: "Complete games",
    detail: `${COMPLETION_REWARD.free} CC for each completed free game and ${COMPLETION_REWARD.premium} CC for each completed premium game (daily limits apply to each game).`,
  },
  {
    title: "Daily challenges",
    detail: `${DAILY_CHALLENGES.reward} CC for each challenge, up to ${DAILY_CHALLENGES.perDay} a day.`,
  },
  {
    title: "Login streak",
    detail: `${STREAK_REWARDS.day3} CC when you reach a 3-day streak, and ${STREAK_REWARDS.week} CC on day 7 and every 7th day after.`,
  },
  {
    title: "Share a game",
    detail: `${SHARE_REWARD} CC the first time you share each game on a day.`,
  },
  {
    title: "Sign up",
    detail: `${STARTING_COINS + SIGNUP_BONUS} CC when you join: ${STARTING_COINS} CC welcome coins plus a ${SIGNUP_BONUS} CC signup bonus.`,
  },
  {
    title: "Invite friends",
    detail: `${REFERRAL.reward} CC for each friend who joins with your link and completes ${REFERRAL.games} games.`,
  },
  {
    title: "Achievements and badges",
    detail: `${ACHIEVEMENT_REWARD.min}-${ACHIEVEMENT_REWARD.max} CC for each badge you earn.`,
  },
];
