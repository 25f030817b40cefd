/** How Clever Coins are earned, as the Earnings tab explains it, from the economy's table. */
import {
  BADGE_REWARD,
  COMPLETION_REWARD,
  DAILY_CHALLENGES,
  REFERRAL,
  SHARE_REWARD,
  SIGNUP_BONUS,
  STARTING_COINS,
  STREAK_REWARDS,
} from "~/economy";

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
    detail: `${BADGE_REWARD.min}-${BADGE_REWARD.max} CC for each badge you earn, on top of the coins for what earned it.`,
  },
];
