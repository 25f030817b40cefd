// The knowledge model: what a child's answers do to the estimate of a skill.
import { describe, expect, it } from "vitest";
import { afterAnswer, chanceRight, KNOWLEDGE, NO_ESTIMATE, skillStatus, type Estimate } from "~/games/learning/model";

const answered = (answers: boolean[], guess = 0, from: Estimate = NO_ESTIMATE) =>
  answers.reduce((e, right) => afterAnswer(e, right, guess), from);

describe("a child's estimate of a skill", () => {
  it("goes up after a right answer and down after a wrong one", () => {
    expect(afterAnswer(NO_ESTIMATE, true).ability).toBeGreaterThan(0);
    expect(afterAnswer(NO_ESTIMATE, false).ability).toBeLessThan(0);
    expect(afterAnswer(NO_ESTIMATE, true)).toMatchObject({ answers: 1, correct: 1 });
  });

  it("moves less the more answers it rests on", () => {
    const early = afterAnswer(NO_ESTIMATE, true).ability - NO_ESTIMATE.ability;
    const settled = answered(Array(20).fill(true).concat(false));
    const beforeLast = answered(Array(20).fill(true));
    const late = beforeLast.ability - settled.ability;
    expect(late).toBeLessThan(0.5);
    expect(early).toBeGreaterThan(afterAnswer(beforeLast, true).ability - beforeLast.ability);
  });

  it("a right guess on a four-option choice says less than a right typed answer", () => {
    expect(afterAnswer(NO_ESTIMATE, true, KNOWLEDGE.choiceGuess).ability).toBeLessThan(afterAnswer(NO_ESTIMATE, true).ability);
    expect(chanceRight(-KNOWLEDGE.bound, KNOWLEDGE.choiceGuess)).toBeGreaterThan(0.25);
  });

  it("is mastered only with confidence: enough answers, and a high chance of the next being right", () => {
    expect(skillStatus(undefined)).toBe("not-started");
    expect(skillStatus(answered([true, true, true]))).toBe("practising");
    const steady = answered(Array(15).fill(true));
    expect(chanceRight(steady.ability)).toBeGreaterThanOrEqual(KNOWLEDGE.masteredChance);
    expect(skillStatus(steady)).toBe("mastered");
    // Right half the time is practising, however many answers.
    expect(skillStatus(answered(Array.from({ length: 40 }, (_, i) => i % 2 === 0)))).toBe("practising");
  });

  it("never runs away from the bounds", () => {
    expect(answered(Array(500).fill(true)).ability).toBeLessThanOrEqual(KNOWLEDGE.bound);
    expect(answered(Array(500).fill(false)).ability).toBeGreaterThanOrEqual(-KNOWLEDGE.bound);
  });
});
