// The spec's texts about a completion's reward, shared by the results dialog and the toasts, in
// the reader's words: `t` is the shell's messages (common.json's "rewards") in their language.
import type { TFunction } from "i18next";
import { coinsText, type CoinItem } from "./coins";
import type { CompletionReward } from "./run-view";

/** Why a completion paid nothing: a zero score, or the game's daily limit. */
function unpaidText(reward: CompletionReward, t: TFunction): string {
  return reward.score <= 0 ? t("rewards.zeroScore") : t("rewards.dailyLimit", { max: reward.max_daily_rewards });
}

/**
 * What a completion paid, in one sentence. The count is of `game`'s rewarded rounds today (each
 * game has its own daily limit, economy.ts), so the sentence names the game: without it, "1 of 10
 * rewarded games today" read as a total over every game.
 */
export function rewardText(reward: CompletionReward, game: string, t: TFunction): string {
  if (reward.score <= 0 || reward.cc_awarded <= 0) return unpaidText(reward, t);
  const today = Math.min(reward.current_count, reward.max_daily_rewards);
  return t("rewards.earned", { coins: reward.cc_awarded, today, max: reward.max_daily_rewards, game });
}

/** Ends a sentence that may not have its stop yet. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The toast after a completion: a new high score first, else what was paid (or why not). `extras`
 * are the coins the game led to on top of its own (daily challenges, badges): every amount is
 * listed where the coins are, "+5 CC, +10 CC First Steps badge".
 */
export function completionToast(
  reward: CompletionReward,
  t: TFunction,
  extras: readonly CoinItem[] = [],
): {
  title: string;
  description: string;
  variant: "success" | "info";
} {
  const paid = coinsText([{ amount: reward.cc_awarded }, ...extras]);
  if (reward.new_best) {
    return {
      title: t("rewards.newHighScore"),
      description: paid ? t("rewards.scoredAndEarned", { count: reward.score, paid }) : t("rewards.scored", { count: reward.score }),
      variant: "success",
    };
  }
  if (reward.cc_awarded > 0) {
    return { title: t("rewards.coinsEarned"), description: t("rewards.gameEarned", { paid }), variant: "success" };
  }
  // The game itself paid nothing (zero score, or the day's limit): the spec's reason, then what came on top.
  return {
    title: t("rewards.gameComplete"),
    description: paid ? t("rewards.stillEarned", { reason: sentence(unpaidText(reward, t)), paid }) : unpaidText(reward, t),
    variant: paid ? "success" : "info",
  };
}
