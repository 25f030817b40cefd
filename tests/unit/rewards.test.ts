import { describe, expect, it } from "vitest";
import { completionToast, rewardText } from "~/games/rewards";
import type { CompletionReward } from "~/games/run-view";

const base: CompletionReward = {
  cc_awarded: 5,
  current_count: 3,
  max_daily_rewards: 10,
  success: true,
  score: 12,
  previous_best: 20,
  new_best: false,
};

describe("completion texts", () => {
  it("says what a completion paid, or why it paid nothing, in the spec's words", () => {
    expect(rewardText(base)).toBe("You earned 5 Clever Coins! (3 of 10 rewarded games today)");
    expect(rewardText({ ...base, cc_awarded: 0, score: 0 })).toBe("No CleverCoins awarded for zero score - try scoring some points!");
    expect(rewardText({ ...base, cc_awarded: 0, current_count: 11 })).toBe("Daily limit of 10 completions reached for this game");
  });

  it("toasts a new high score first, then the coins, then the reason for none", () => {
    expect(completionToast({ ...base, new_best: true, previous_best: 4 })).toEqual({
      title: "New High Score!",
      description: "You scored 12 points and earned 5 Clever Coins!",
      variant: "success",
    });
    expect(completionToast(base).title).toBe("Clever Coins Earned!");
    expect(completionToast({ ...base, cc_awarded: 0, score: 0 }).description).toBe(
      "No CleverCoins awarded for zero score - try scoring some points!",
    );
    expect(completionToast({ ...base, cc_awarded: 0, current_count: 11 }).description).toBe(
      "Daily limit of 10 completions reached for this game",
    );
  });
});
