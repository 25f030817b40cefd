import { describe, expect, it } from "vitest";
import { RESULT_CLOSE_RATIO, RESULT_GOOD_RATIO, resultMessage, resultTier } from "~/games/results";

describe("results dialog message", () => {
  it("uses 80% and 50% of the previous best as thresholds", () => {
    expect(RESULT_CLOSE_RATIO).toBe(0.8);
    expect(RESULT_GOOD_RATIO).toBe(0.5);
  });

  it("welcomes a first game, with or without points", () => {
    expect(resultTier(12, 0)).toBe("first-play");
    expect(resultTier(0, 0)).toBe("first-play");
    expect(resultMessage(12, 0)).toContain("12");
    expect(resultMessage(0, 0)).not.toBe(resultMessage(12, 0));
  });

  it("celebrates a new best only when the score beats the old one", () => {
    expect(resultTier(21, 20)).toBe("new-best");
    expect(resultMessage(21, 20)).toMatch(/new personal best/i);
    expect(resultTier(20, 20)).toBe("close");
    expect(resultMessage(20, 20)).toMatch(/matched/i);
  });

  it("says 'so close' from 80% of the best, 'good effort' from 50%, and encourages below that", () => {
    expect(resultTier(16, 20)).toBe("close");
    expect(resultTier(15, 20)).toBe("good");
    expect(resultTier(10, 20)).toBe("good");
    expect(resultTier(9, 20)).toBe("keep-trying");
    expect(resultTier(0, 20)).toBe("keep-trying");
    expect(resultMessage(16, 20)).toMatch(/so close/i);
    expect(resultMessage(16, 20)).toContain("4 short");
    expect(resultMessage(10, 20)).toMatch(/good effort/i);
    expect(resultMessage(9, 20)).toMatch(/keep practising/i);
  });
});

describe("the results message of a Spanish run", () => {
  it("is Spanish in every case, with the same numbers; English runs keep the English", () => {
    expect(resultMessage(12, 0, "es")).toBe("¡Gran comienzo! 12 es tu primer récord. ¿Puedes superarlo la próxima vez?");
    expect(resultMessage(12, 0)).toBe("Great start! 12 is your first best score. Can you beat it next time?");
    for (const [score, best] of [
      [0, 0],
      [21, 20],
      [20, 20],
      [16, 20],
      [10, 20],
      [9, 20],
    ])
      expect(resultMessage(score, best, "es")).not.toMatch(/\b(you|your|best|great|good|keep|so close)\b/i);
    expect(resultMessage(16, 20, "es")).toContain("4");
  });
});
