import { describe, expect, it } from "vitest";
import { bankIndex, intBetween, pick, rngFor, shuffle } from "~/games/random";

describe("seeded randomness", () => {
  it("repeats exactly for the same seed and index, and differs otherwise", () => {
    const draw = (seed: string, index: number) => {
      const rng = rngFor(seed, index);
      return Array.from({ length: 5 }, () => rng());
    };
    expect(draw("abc", 1)).toEqual(draw("abc", 1));
    expect(draw("abc", 1)).not.toEqual(draw("abc", 2));
    expect(draw("abc", 1)).not.toEqual(draw("abd", 1));
    expect(draw("a1", 2)).not.toEqual(draw("a", 12));
    for (const x of draw("range", 0)) expect(x >= 0 && x < 1).toBe(true);
  });

  it("draws whole numbers covering both ends of a range", () => {
    const rng = rngFor("ints", 0);
    const seen = new Set(Array.from({ length: 500 }, () => intBetween(rng, 3, 7)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it("shuffles a copy into a permutation and leaves the original alone", () => {
    const items = Object.freeze([1, 2, 3, 4, 5, 6, 7, 8]);
    const out = shuffle(rngFor("shuffle", 0), items);
    expect([...out].sort()).toEqual([...items]);
    expect(out).not.toEqual(items);
    expect(pick(rngFor("pick", 0), items)).toBeGreaterThan(0);
  });

  it("orders a bank so each round is a permutation of the whole bank", () => {
    const size = 7;
    for (const cycle of [0, 1, 2]) {
      const round = Array.from({ length: size }, (_, i) => bankIndex("bank", "salt", cycle * size + i, size));
      expect([...round].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    }
    const a = Array.from({ length: size }, (_, i) => bankIndex("bank", "game-a", i, size));
    const b = Array.from({ length: size }, (_, i) => bankIndex("bank", "game-b", i, size));
    expect(a).not.toEqual(b);
  });

  it("never gives the same item twice in a row where one round ends and the next begins", () => {
    for (const size of [2, 3, 5]) {
      for (let s = 0; s < 50; s++) {
        const order = Array.from({ length: size * 6 }, (_, i) => bankIndex(`seed-${s}`, "salt", i, size));
        for (let i = 1; i < order.length; i++) expect(order[i], `size ${size} seed ${s} #${i}`).not.toBe(order[i - 1]);
      }
    }
  });
});
