/**
 * A child who misses a Math Quest question is shown how to work it out, from the numbers of that
 * very question, ending at its answer (issue 49: worked steps after a wrong answer).
 */
import { describe, expect, it } from "vitest";
import { mathQuest, mathTask } from "~/games/math-quest";
import { timesSteps } from "~/games/math/steps";
import { spokenFeedback } from "~/games/speech/spoken";
import type { RunState } from "~/games/types";

const signed = (n: number) => (n < 0 ? `−${-n}` : String(n));
const state = (seed: string, index: number, score: number, level?: number): RunState => ({
  seed,
  index,
  score,
  correct: score,
  answered: index,
  streak: 0,
  ...(level === undefined ? {} : { level }),
});

describe("worked steps after a wrong answer", () => {
  it("doubles half of a times-table fact, as a teacher would show 7 × 8", () => {
    expect(timesSteps(7, 8)).toBe("7 × 8: 7 × 4 = 28, doubled is 56.");
    expect(timesSteps(8, 7)).toBe("7 × 8: 7 × 4 = 28, doubled is 56.");
    expect(timesSteps(13, 3)).toBe("13 × 3: 10 × 3 = 30 and 3 × 3 = 9. 30 + 9 = 39.");
  });

  it("explains every question of every level and of the original mix, ending at its answer, only when it was missed", () => {
    for (const level of [undefined, 1, 2, 3, 4, 5, 6]) {
      for (const seed of ["a", "b", "c", "d"]) {
        for (const score of [0, 5, 15, 30]) {
          for (let index = 0; index < 30; index++) {
            const s = state(seed, index, score, level);
            const { answer } = mathTask(s);
            const missed = mathQuest.answer(s, String(answer + 1));
            expect(missed.explanation, `${mathQuest.question(s).prompt} (level ${level})`).toContain(signed(answer));
            expect(mathQuest.answer(s, String(answer)).explanation).toBeUndefined();
          }
        }
      }
    }
  });

  it("reads the steps aloud in words, after the right answer", () => {
    const said = spokenFeedback("math-quest", {
      index: 0,
      answer: "54",
      correct: false,
      points: 0,
      correctAnswer: "56",
      explanation: "7 × 8: 7 × 4 = 28, doubled is 56.",
    });
    expect(said).toBe("Not quite! The answer was 56. seven times eight: seven times four equals twenty-eight, doubled is fifty-six.");
  });
});
