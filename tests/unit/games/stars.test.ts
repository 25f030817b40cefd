import { describe, expect, it } from "vitest";
import { gameKeys } from "~/games";
import { levelsFor } from "~/games/levels";
import { STAR_ACCURACY, STAR_TARGETS, starsFor, starsText, starTargets } from "~/games/stars";

/** A Math Quest round: a point per right answer. */
const math = (correct: number, answered: number) => ({ score: correct, correct, answered });

describe("the results' stars", () => {
  it("give every level of every game three rising score targets above 0, and rising shares of right answers", () => {
    for (const game of gameKeys) {
      expect(STAR_TARGETS[game], game).toHaveLength(levelsFor(game).length);
      for (const level of levelsFor(game)) {
        const [one, two, three] = starTargets(game, level.id);
        expect(one, `${game} ${level.id}`).toBeGreaterThan(0);
        expect(two).toBeGreaterThan(one);
        expect(three).toBeGreaterThan(two);
      }
    }
    expect(STAR_ACCURACY.map((a) => a.share)).toEqual([0.5, 0.75, 0.9]);
  });

  it("count the targets a careful round reaches", () => {
    const [one, two, three] = starTargets("math-quest", 1);
    expect(starsFor(starTargets("math-quest", 1), math(0, 0))).toBe(0);
    expect(starsFor(starTargets("math-quest", 1), math(one, one))).toBe(1);
    expect(starsFor(starTargets("math-quest", 1), math(two - 1, two - 1))).toBe(1);
    expect(starsFor(starTargets("math-quest", 1), math(two, two))).toBe(2);
    expect(starsFor(starTargets("math-quest", 1), math(three + 100, three + 100))).toBe(3);
    // A run from before levels uses the first level's targets.
    expect(starsFor(starTargets("math-quest", undefined), math(one, one))).toBe(1);
  });

  it("the rounds a child played: guessing fast earns no stars, a good-but-patchy round two", () => {
    // 29 right out of 94 answered once showed "Three stars: a perfect round!".
    expect(starsFor(starTargets("math-quest", 2), math(29, 94))).toBe(0);
    expect(starsText(starTargets("math-quest", 2), math(29, 94))).toBe("You got 29 of 94 right. First star: get half right.");
    // 34 of 42 (81 %) said "perfect": two stars now, and the words say what the third needs.
    expect(starsFor(starTargets("math-quest", 2), math(34, 42))).toBe(2);
    expect(starsText(starTargets("math-quest", 2), math(34, 42))).toBe("You got 34 of 42 right. Next star: get 9 in 10 right.");
    // 9 right at Math level 6: three stars only when nearly all answers were right.
    expect(starsFor(starTargets("math-quest", 6), math(9, 20))).toBe(0);
    expect(starsFor(starTargets("math-quest", 6), math(9, 12))).toBe(2);
    expect(starsFor(starTargets("math-quest", 6), math(9, 10))).toBe(3);
    expect(starsText(starTargets("math-quest", 6), math(9, 10))).toBe("Three stars! A great round!");
  });

  it("a round with half its answers wrong never shows three stars, whatever it scored", () => {
    for (const game of gameKeys) {
      for (const level of levelsFor(game)) {
        const round = { score: 10_000, correct: 50, answered: 100 };
        expect(starsFor(starTargets(game, level.id), round), `${game} ${level.id}`).toBe(1);
        expect(starsText(starTargets(game, level.id), round)).not.toMatch(/three|every answer/i);
      }
    }
  });

  it("says every answer was right only when each was", () => {
    expect(starsText(starTargets("word-adventure", 1), { score: 60, correct: 12, answered: 12 })).toBe("Three stars! Every answer right!");
    expect(starsText(starTargets("word-adventure", 1), { score: 60, correct: 12, answered: 13 })).not.toMatch(/every answer/i);
  });

  it("says what the next star needs: points, right answers, or both", () => {
    expect(starsText(starTargets("logic-lab", 1), { score: 5, correct: 1, answered: 1 })).toBe("First star: 15 points.");
    expect(starsText(starTargets("logic-lab", 1), { score: 5, correct: 1, answered: 4 })).toBe("First star: 15 points, half right.");
    expect(starsText(starTargets("logic-lab", 1), { score: 20, correct: 4, answered: 4 })).toBe("Next star: 40 points.");
  });

  it("is written for a five-year-old's reader: short sentences, whatever the round", () => {
    for (const game of gameKeys) {
      for (const level of levelsFor(game)) {
        for (const [correct, answered] of [
          [0, 0],
          [1, 9],
          [3, 4],
          [9, 10],
          [12, 12],
          [40, 41],
          [40, 90],
        ]) {
          const text = starsText(starTargets(game, level.id), { score: correct * 5, correct, answered });
          for (const sentence of text.split(/(?<=[.!])\s+/)) {
            expect(sentence.split(/\s+/).length, `${game} ${level.id}: ${text}`).toBeLessThanOrEqual(8);
          }
        }
      }
    }
  });
});

describe("the stars' line in a Spanish run", () => {
  const targets = starTargets("math-quest", 1);

  it("tells a Spanish run what the next star needs, in Spanish; an English run as before", () => {
    const round = { score: 1, correct: 1, answered: 4 };
    expect(starsText(targets, round, "es")).toBe("Primera estrella: 3 puntos y acertar la mitad.");
    expect(starsText(targets, round)).toBe("First star: 3 points, half right.");
    expect(starsText(targets, { score: 14, correct: 14, answered: 14 }, "es")).toBe("¡Tres estrellas! ¡Todas las respuestas correctas!");
    expect(starsText(targets, { score: 14, correct: 14, answered: 20 }, "es")).toBe(
      "Acertaste 14 de 20. Siguiente estrella: acierta 3 de cada 4.",
    );
  });
});
