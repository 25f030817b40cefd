// The spec's texts about a completion's reward, shared by the results dialog and the toasts.
import { coinsText, type CoinItem } from "./coins";
import type { CompletionReward } from "./run-view";

export const ZERO_SCORE_TEXT = "No CleverCoins awarded for zero score - try scoring some points!";

export function dailyLimitText(max: number): string {
  return `Daily limit of ${max} completions reached for this game`;
}

/** Why a completion paid nothing: a zero score, or the game's daily limit. */
function unpaidText(reward: CompletionReward): string {
  return reward.score <= 0 ? ZERO_SCORE_TEXT : dailyLimitText(reward.max_daily_rewards);
}

/**
 * What a completion paid, in one sentence. The count is of `game`'s rewarded rounds today (each
 * game has its own daily limit, economy.ts), so the sentence names the game: without it, "1 of 10
 * rewarded games today" read as a total over every game.
 */
export function rewardText(reward: CompletionReward, game: string): string {
  if (reward.score <= 0 || reward.cc_awarded <= 0) return unpaidText(reward);
  const today = Math.min(reward.current_count, reward.max_daily_rewards);
  return `You earned ${reward.cc_awarded} Clever Coins! (${today} of ${reward.max_daily_rewards} rewarded games of ${game} today)`;
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
  extras: readonly CoinItem[] = [],
): {
  title: string;
  description: string;
  variant: "success" | "info";
} {
  const paid = coinsText([{ amount: reward.cc_awarded }, ...extras]);
  if (reward.new_best) {
    return {
      title: "New High Score!",
      description: `You scored ${reward.score} points${paid ? ` and earned ${paid}` : ""}!`,
      variant: "success",
    };
  }
  if (reward.cc_awarded > 0) {
    return {
      title: "Clever Coins Earned!",
      description: `This game earned you ${paid}.`,
      variant: "success",
    };
  }
  // The game itself paid nothing (zero score, or the day's limit): the spec's reason, then what came on top.
  return {
    title: "Game Complete",
    description: paid ? `${sentence(unpaidText(reward))} You still earned ${paid}.` : unpaidText(reward),
    variant: paid ? "success" : "info",
  };
}
