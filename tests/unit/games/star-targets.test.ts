import { describe, expect, it } from "vitest";
import { gameKeys } from "~/games";
import { levelsFor } from "~/games/levels";
import { STAR_TARGETS, starsFor, starTargets } from "~/games/views/star-targets";

describe("the results' star targets", () => {
  it("give every level of every game three rising targets above 0", () => {
    for (const game of gameKeys) {
      expect(STAR_TARGETS[game], game).toHaveLength(levelsFor(game).length);
      for (const level of levelsFor(game)) {
        const [one, two, three] = starTargets(game, level.id);
        expect(one, `${game} ${level.id}`).toBeGreaterThan(0);
        expect(two).toBeGreaterThan(one);
        expect(three).toBeGreaterThan(two);
      }
    }
  });

  it("count the targets a score reaches", () => {
    const [one, two, three] = starTargets("math-quest", 1);
    expect(starsFor("math-quest", 1, 0)).toBe(0);
    expect(starsFor("math-quest", 1, one)).toBe(1);
    expect(starsFor("math-quest", 1, two - 1)).toBe(1);
    expect(starsFor("math-quest", 1, two)).toBe(2);
    expect(starsFor("math-quest", 1, three + 100)).toBe(3);
    // A run from before levels uses the first level's targets.
    expect(starsFor("math-quest", undefined, one)).toBe(1);
  });
});
