// Generated nicknames: a visitor in a class race, or a child whose name was refused, is shown as
// "BraveOtter42": always a valid username, and never rude, whichever words are drawn.
import { describe, expect, it } from "vitest";
import { isRude } from "~/models/name-screening.server";
import { NICKNAME_ADJECTIVES, NICKNAME_ANIMALS, NICKNAME_FORMAT, generateNickname } from "~/utils/nickname";

describe("generated nicknames", () => {
  it("10,000 draws all look like 'BraveOtter42' and fit the username format", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 10_000; i++) {
      const nickname = generateNickname();
      expect(nickname).toMatch(NICKNAME_FORMAT);
      expect(nickname).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{2,3}$/);
      expect(nickname.length).toBeLessThanOrEqual(30);
      seen.add(nickname);
    }
    // About 3.6 million nicknames: 10,000 draws barely repeat.
    expect(seen.size).toBeGreaterThan(9_900);
  });

  it("the extremes of the random source still give a valid nickname", () => {
    expect(generateNickname(() => 0)).toBe(`${NICKNAME_ADJECTIVES[0]}${NICKNAME_ANIMALS[0]}10`);
    const last = generateNickname(() => 0.999999999);
    expect(last).toBe(`${NICKNAME_ADJECTIVES.at(-1)}${NICKNAME_ANIMALS.at(-1)}999`);
    expect(generateNickname(() => 1)).toMatch(NICKNAME_FORMAT);
  });

  it("has about 60 kind adjectives and 60 animals, no repeats", () => {
    for (const list of [NICKNAME_ADJECTIVES, NICKNAME_ANIMALS]) {
      expect(list.length).toBeGreaterThanOrEqual(55);
      expect(new Set(list).size).toBe(list.length);
      for (const word of list) expect(word).toMatch(/^[A-Z][a-z]{2,11}$/);
    }
  });

  it("every adjective, animal and pairing passes the name screening", () => {
    expect([...NICKNAME_ADJECTIVES, ...NICKNAME_ANIMALS].filter(isRude)).toEqual([]);
    const rudePairs = NICKNAME_ADJECTIVES.flatMap((adjective) => NICKNAME_ANIMALS.map((animal) => `${adjective}${animal}42`)).filter(
      isRude,
    );
    expect(rudePairs).toEqual([]);
  });
});
