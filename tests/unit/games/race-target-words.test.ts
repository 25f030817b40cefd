// A race's end in words a child reads: how each player did against their own level's target (the
// race points that decide the race, as a share of it), not "225 race points"; in the reader's
// language.
import { describe, expect, it } from "vitest";
import { racePoints } from "~/games/race-points";
import { englishT, fixedT } from "~/i18n/messages.server";
import { targetWords } from "~/utils/race-target-words";

describe("a race's result in a child's words", () => {
  it("says by how much a player beat their level's target, hit it, or how close they came", () => {
    const t = englishT("race");
    // Math Quest level 2's three-star target is 15: 19 right beats it by 27%, as race points 127.
    expect(racePoints("math-quest", 2, 19)).toBe(127);
    expect(targetWords(racePoints("math-quest", 2, 19), true, t)).toBe("You beat your level's target by 27%");
    expect(targetWords(125, false, t)).toBe("Beat their level's target by 25%");
    expect(targetWords(100, true, t)).toBe("You hit your level's target exactly");
    expect(targetWords(100, false, t)).toBe("Hit their level's target exactly");
    expect(targetWords(7, true, t)).toBe("You reached 7% of your level's target");
    expect(targetWords(0, false, t)).toBe("Reached 0% of their level's target");
  });

  it("says it in Spanish to a Spanish reader", () => {
    const t = fixedT("es", "race");
    expect(targetWords(127, true, t)).toBe("Superaste la meta de tu nivel en un 27 %");
    expect(targetWords(100, false, t)).toBe("Llegó justo a la meta de su nivel");
    expect(targetWords(7, true, t)).toBe("Llegaste al 7 % de la meta de tu nivel");
  });
});
