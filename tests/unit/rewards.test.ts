import { describe, expect, it } from "vitest";
import { completionToast, rewardText } from "~/games/rewards";
import type { CompletionReward } from "~/games/run-view";
import { badgeCoins, coinsText } from "~/games/coins";

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
    // The count is the game's own (its daily limit), so the words name the game (issue 51).
    expect(rewardText(base, "Logic Lab")).toBe("You earned 5 Clever Coins! (3 of 10 rewarded games of Logic Lab today)");
    expect(rewardText({ ...base, cc_awarded: 0, score: 0 }, "Logic Lab")).toBe(
      "No CleverCoins awarded for zero score - try scoring some points!",
    );
    expect(rewardText({ ...base, cc_awarded: 0, current_count: 11 }, "Logic Lab")).toBe(
      "Daily limit of 10 completions reached for this game",
    );
  });

  it("toasts a new high score first, then the coins, then the reason for none", () => {
    expect(completionToast({ ...base, new_best: true, previous_best: 4 })).toEqual({
      title: "New High Score!",
      description: "You scored 12 points and earned +5 CC!",
      variant: "success",
    });
    expect(completionToast(base)).toEqual({
      title: "Clever Coins Earned!",
      description: "This game earned you +5 CC.",
      variant: "success",
    });
    expect(completionToast({ ...base, cc_awarded: 0, score: 0 }).description).toBe(
      "No CleverCoins awarded for zero score - try scoring some points!",
    );
    expect(completionToast({ ...base, cc_awarded: 0, current_count: 11 })).toEqual({
      title: "Game Complete",
      description: "Daily limit of 10 completions reached for this game",
      variant: "info",
    });
  });

  it("lists every amount beside the game's own coins: challenges and badges on top", () => {
    const extras = [{ amount: 10, what: "daily challenge “Quick Sums”" }, ...badgeCoins([{ name: "First Steps", tokensReward: 10 }])];
    expect(completionToast({ ...base, new_best: true }, extras).description).toBe(
      "You scored 12 points and earned +5 CC, +10 CC daily challenge “Quick Sums”, +10 CC First Steps badge!",
    );
    expect(completionToast(base, badgeCoins([{ name: "First Steps", tokensReward: 10 }])).description).toBe(
      "This game earned you +5 CC, +10 CC First Steps badge.",
    );
    // The game itself paid nothing (the day's limit), the badge still did: the spec's reason, then the badge.
    expect(
      completionToast({ ...base, cc_awarded: 0, current_count: 11 }, badgeCoins([{ name: "Game Explorer", tokensReward: 20 }])),
    ).toEqual({
      title: "Game Complete",
      description: "Daily limit of 10 completions reached for this game. You still earned +20 CC Game Explorer badge.",
      variant: "success",
    });
  });
});

describe("coins lines", () => {
  it("writes each amount in CC, spends with a minus sign, and leaves out zeros", () => {
    expect(coinsText([])).toBe("");
    expect(coinsText([{ amount: 0 }, { amount: 10, what: "for sharing" }])).toBe("+10 CC for sharing");
    expect(coinsText([{ amount: -1000 }, ...badgeCoins([{ name: "Smart Shopper", tokensReward: 10 }])])).toBe(
      "−1000 CC, +10 CC Smart Shopper badge",
    );
  });
});
