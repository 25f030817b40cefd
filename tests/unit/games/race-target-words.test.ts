// A race's end in words a child reads: how each player did against their own level's target (the
// race points that decide the race, as a share of it), not "225 race points".
import { describe, expect, it } from "vitest";
import { racePoints, targetWords } from "~/games/race-points";

describe("a race's result in a child's words", () => {
  it("says by how much a player beat their level's target, hit it, or how close they came", () => {
    // Math Quest level 2's three-star target is 15: 19 right beats it by 27%, as race points 127.
    expect(racePoints("math-quest", 2, 19)).toBe(127);
    expect(targetWords(racePoints("math-quest", 2, 19), true)).toBe("You beat your level's target by 27%");
    expect(targetWords(125, false)).toBe("Beat their level's target by 25%");
    expect(targetWords(100, true)).toBe("You hit your level's target exactly");
    expect(targetWords(100, false)).toBe("Hit their level's target exactly");
    expect(targetWords(7, true)).toBe("You reached 7% of your level's target");
    expect(targetWords(0, false)).toBe("Reached 0% of their level's target");
  });
});
