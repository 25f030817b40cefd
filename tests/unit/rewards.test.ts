import { describe, expect, it } from "vitest";
import { completionToast, rewardText } from "~/games/rewards";
import type { CompletionReward } from "~/games/run-view";
import { badgeCoins, coinsText } from "~/games/coins";
import { fixedT } from "~/i18n/messages.server";

const t = fixedT("en", "common");

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
    expect(rewardText(base, "Logic Lab", t)).toBe("You earned 5 Clever Coins! (3 of 10 rewarded games of Logic Lab today)");
    expect(rewardText({ ...base, cc_awarded: 0, score: 0 }, "Logic Lab", t)).toBe(
      "No CleverCoins awarded for zero score - try scoring some points!",
    );
    expect(rewardText({ ...base, cc_awarded: 0, current_count: 11 }, "Logic Lab", t)).toBe(
      "Daily limit of 10 completions reached for this game",
    );
  });

  it("toasts a new high score first, then the coins, then the reason for none", () => {
    expect(completionToast({ ...base, new_best: true, previous_best: 4 }, t)).toEqual({
      title: "New High Score!",
      description: "You scored 12 points and earned +5 CC!",
      variant: "success",
    });
    expect(completionToast(base, t)).toEqual({
      title: "Clever Coins Earned!",
      description: "This game earned you +5 CC.",
      variant: "success",
    });
    expect(completionToast({ ...base, cc_awarded: 0, score: 0 }, t).description).toBe(
      "No CleverCoins awarded for zero score - try scoring some points!",
    );
    expect(completionToast({ ...base, cc_awarded: 0, current_count: 11 }, t)).toEqual({
      title: "Game Complete",
      description: "Daily limit of 10 completions reached for this game",
      variant: "info",
    });
  });

  it("lists every amount beside the game's own coins: challenges and badges on top", () => {
    const extras = [{ amount: 10, what: "daily challenge “Quick Sums”" }, ...badgeCoins([{ name: "First Steps", tokensReward: 10 }], t)];
    expect(completionToast({ ...base, new_best: true }, t, extras).description).toBe(
      "You scored 12 points and earned +5 CC, +10 CC daily challenge “Quick Sums”, +10 CC First Steps badge!",
    );
    expect(completionToast(base, t, badgeCoins([{ name: "First Steps", tokensReward: 10 }], t)).description).toBe(
      "This game earned you +5 CC, +10 CC First Steps badge.",
    );
    // The game itself paid nothing (the day's limit), the badge still did: the spec's reason, then the badge.
    expect(
      completionToast({ ...base, cc_awarded: 0, current_count: 11 }, t, badgeCoins([{ name: "Game Explorer", tokensReward: 20 }], t)),
    ).toEqual({
      title: "Game Complete",
      description: "Daily limit of 10 completions reached for this game. You still earned +20 CC Game Explorer badge.",
      variant: "success",
    });
  });
});

describe("in Spanish (issue 50)", () => {
  const es = fixedT("es", "common");

  it("says what a round paid in the reader's language, the game's name as it is", () => {
    expect(rewardText(base, "Logic Lab", es)).toBe("¡Ganaste 5 Clever Coins! (3 de 10 partidas con premio de Logic Lab hoy)");
    expect(rewardText({ ...base, cc_awarded: 0, score: 0 }, "Logic Lab", es)).toBe(
      "Con cero puntos no se ganan CleverCoins. ¡Intenta sumar algunos puntos!",
    );
  });

  it("toasts the end of a round in Spanish: a record, the coins, a badge on top, or why nothing was paid", () => {
    expect(completionToast({ ...base, new_best: true }, es, badgeCoins([{ name: "Primeros pasos", tokensReward: 10 }], es))).toEqual({
      title: "¡Nuevo récord!",
      description: "¡Hiciste 12 puntos y ganaste +5 CC, +10 CC insignia «Primeros pasos»!",
      variant: "success",
    });
    expect(completionToast(base, es)).toEqual({
      title: "¡Ganaste Clever Coins!",
      description: "Este juego te dio +5 CC.",
      variant: "success",
    });
    expect(
      completionToast(
        { ...base, cc_awarded: 0, current_count: 11 },
        es,
        badgeCoins([{ name: "Explorador de juegos", tokensReward: 20 }], es),
      ),
    ).toEqual({
      title: "Juego terminado",
      description:
        "Llegaste al límite diario de 10 partidas con premio en este juego. Aun así ganaste +20 CC insignia «Explorador de juegos».",
      variant: "success",
    });
  });
});

describe("coins lines", () => {
  it("writes each amount in CC, spends with a minus sign, and leaves out zeros", () => {
    expect(coinsText([])).toBe("");
    expect(coinsText([{ amount: 0 }, { amount: 10, what: "for sharing" }])).toBe("+10 CC for sharing");
    expect(coinsText([{ amount: -1000 }, ...badgeCoins([{ name: "Smart Shopper", tokensReward: 10 }], t)])).toBe(
      "−1000 CC, +10 CC Smart Shopper badge",
    );
  });
});
