// Every question a game asks at a level practises one of the skills its map names, and every
// skill of a map is asked by its level: the map is the games' own, not a list beside them.
import { describe, expect, it } from "vitest";
import { engines, gameKeys } from "~/games";
import { levelFor, levelsFor } from "~/games/levels";
import { SKILLS, skillById } from "~/games/skills";

/** The skills a game's runs at a level ask, over many runs and scores. */
function skillsAsked(key: (typeof gameKeys)[number], level: number): Set<string> {
  const engine = engines[key];
  const asked = new Set<string>();
  for (let run = 0; run < 12; run++) {
    const start = engine.start(`skills-${run}`, level);
    for (let index = 0; index < 60; index++) {
      // Math Quest's harder kinds join as the score climbs: ask at every score a run reaches.
      const item = engine.item({ ...start, index, score: index, answered: index, correct: index });
      expect(item, `${key} level ${level} question ${index}`).not.toBeNull();
      asked.add(item!.skill);
    }
  }
  return asked;
}

describe("the skills of each game", () => {
  it.each(gameKeys)("%s: every question at a level practises a skill of that level, and every skill is asked", (key) => {
    const mapped = new Set(SKILLS[key].map((skill) => skill.id));
    const everyAsked = new Set<string>();
    for (const level of levelsFor(key)) {
      for (const skill of skillsAsked(key, level.id)) {
        expect(mapped.has(skill), `${skill} (asked at level ${level.id}) is in the map`).toBe(true);
        expect(skillById(skill)!.level, `${skill} belongs to level ${level.id}`).toBe(level.id);
        everyAsked.add(skill);
      }
    }
    expect([...mapped].filter((skill) => !everyAsked.has(skill))).toEqual([]);
  });

  it("names every skill once, for a reader in English and in Spanish, with an age its level is written for", () => {
    const all = gameKeys.flatMap((key) => SKILLS[key]);
    expect(new Set(all.map((skill) => skill.id)).size).toBe(all.length);
    for (const skill of all) {
      expect(skill.name).toMatch(/^[A-Z]/);
      // A Spanish name of its own: a kind of puzzle missing from the Spanish names would show its English.
      expect(skill.es, skill.id).toMatch(/^[A-ZÁÉÍÓÚÑ]/);
      expect(skill.es, skill.id).not.toBe(skill.name);
      const [min, max] = levelFor(skill.game, skill.level)!.ages;
      expect(skill.age, skill.id).toBeGreaterThanOrEqual(min);
      expect(skill.age, skill.id).toBeLessThanOrEqual(max);
    }
  });

  it("puts 7 × 8 in the 8 times table, and a run without a level no skill", () => {
    const engine = engines["math-quest"];
    const state = engine.start("x", 4);
    const seven = Array.from({ length: 3000 }, (_, index) => ({ ...state, index, score: 20 })).find((s) =>
      engine.question(s).prompt.match(/^7 × 8 = \?$/),
    );
    expect(seven && engine.item(seven)?.skill).toBe("math-quest:times-8");
    expect(engine.item(engine.start("x"))).toBeNull();
  });

  it("asks the same question again from its address alone", () => {
    for (const key of gameKeys) {
      const engine = engines[key];
      const state = { ...engine.start("address", levelsFor(key).length), index: 17, score: 9 };
      const { address } = engine.item(state)!;
      expect(engine.question({ ...address, correct: 0, answered: 0, streak: 0 })).toEqual(engine.question(state));
    }
  });
});
