// The spec's texts about a completion's reward, shared by the results dialog and the toasts.
import type { CompletionReward } from "./run-view";

export const ZERO_SCORE_TEXT = "No CleverCoins awarded for zero score - try scoring some points!";

export function dailyLimitText(max: number): string {
  return `Daily limit of ${max} completions reached for this game`;
}

/** What a completion paid, in one sentence. */
export function rewardText(reward: CompletionReward): string {
  if (reward.score <= 0) return ZERO_SCORE_TEXT;
  if (reward.cc_awarded > 0) {
    const today = Math.min(reward.current_count, reward.max_daily_rewards);
    return `You earned ${reward.cc_awarded} Clever Coins! (${today} of ${reward.max_daily_rewards} rewarded games today)`;
  }
  return dailyLimitText(reward.max_daily_rewards);
}

/** The toast after a completion: a new high score first, else what was paid (or why not). */
export function completionToast(reward: CompletionReward): {
  title: string;
  description: string;
  variant: "success" | "info";
} {
  if (reward.new_best) {
    const coins = reward.cc_awarded > 0 ? ` and earned ${reward.cc_awarded} Clever Coins` : "";
    return {
      title: "New High Score!",
      description: `You scored ${reward.score} points${coins}!`,
      variant: "success",
    };
  }
  if (reward.cc_awarded > 0) {
    return {
      title: "Clever Coins Earned!",
      description: `You earned ${reward.cc_awarded} Clever Coins for this game.`,
      variant: "success",
    };
  }
  return {
    title: "Game Complete",
    description: rewardText(reward),
    variant: "info",
  };
}
