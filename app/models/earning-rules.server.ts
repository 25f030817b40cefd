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
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";

export interface EarningRule {
  title: string;
  detail: string;
}

/** The rules in the reader's language (`t`: the profile's messages), the amounts from the economy's table. */
export function earningRules(t: TFunction = englishT("profile")): EarningRule[] {
  return [
    {
      title: t("rules.games"),
      detail: t("rules.gamesDetail", { free: COMPLETION_REWARD.free, premium: COMPLETION_REWARD.premium }),
    },
    {
      title: t("rules.challenges"),
      detail: t("rules.challengesDetail", { reward: DAILY_CHALLENGES.reward, perDay: DAILY_CHALLENGES.perDay }),
    },
    {
      title: t("rules.streak"),
      detail: t("rules.streakDetail", { day3: STREAK_REWARDS.day3, week: STREAK_REWARDS.week }),
    },
    { title: t("rules.share"), detail: t("rules.shareDetail", { reward: SHARE_REWARD }) },
    {
      title: t("rules.signUp"),
      detail: t("rules.signUpDetail", { total: STARTING_COINS + SIGNUP_BONUS, starting: STARTING_COINS, bonus: SIGNUP_BONUS }),
    },
    { title: t("rules.invite"), detail: t("rules.inviteDetail", { reward: REFERRAL.reward, games: REFERRAL.games }) },
    { title: t("rules.badges"), detail: t("rules.badgesDetail", { min: BADGE_REWARD.min, max: BADGE_REWARD.max }) },
  ];
}
