import { describe, expect, it } from "vitest";
import { agesLabel } from "~/i18n/ages-label";
import { fixedT } from "~/i18n/messages.server";
import { engines, gameKeys, isRunState } from "~/games/index";
import { defaultLevelForAge, levelFor, levelNameIn, levelsFor, OLDEST_AGE, playableLevel, YOUNGEST_AGE } from "~/games/levels";
import { advance, startState } from "~/games/state";

describe.each(gameKeys)("%s levels", (game) => {
  const levels = levelsFor(game);

  it("has 4 to 6 levels numbered 1, 2, 3... with a name", () => {
    expect(levels.length).toBeGreaterThanOrEqual(4);
    expect(levels.length).toBeLessThanOrEqual(6);
    expect(levels.map((l) => l.id)).toEqual(levels.map((_, i) => i + 1));
    for (const level of levels) expect(level.name.trim().length).toBeGreaterThan(3);
    expect(new Set(levels.map((l) => l.name)).size).toBe(levels.length);
  });

  it("covers every age from 5 to 18 exactly once, the youngest first", () => {
    expect(levels[0].ages[0]).toBe(YOUNGEST_AGE);
    expect(levels[levels.length - 1].ages[1]).toBe(OLDEST_AGE);
    for (let i = 0; i < levels.length; i++) {
      const [min, max] = levels[i].ages;
      expect(min).toBeLessThanOrEqual(max);
      if (i > 0) expect(min, levels[i].name).toBe(levels[i - 1].ages[1] + 1);
    }
  });

  it("offers each child the level written for their age, and the ends of the range outside it", () => {
    for (let age = YOUNGEST_AGE; age <= OLDEST_AGE; age++) {
      const level = defaultLevelForAge(game, age);
      expect(age).toBeGreaterThanOrEqual(level.ages[0]);
      expect(age).toBeLessThanOrEqual(level.ages[1]);
    }
    expect(defaultLevelForAge(game, 3)).toBe(levels[0]);
    expect(defaultLevelForAge(game, Number.NaN)).toBe(levels[0]);
    expect(defaultLevelForAge(game, 40)).toBe(levels[levels.length - 1]);
    expect(defaultLevelForAge(game, 5.9)).toBe(defaultLevelForAge(game, 5));
  });

  it("finds a level by id, and nothing for an id the game does not have", () => {
    for (const level of levels) expect(levelFor(game, level.id)).toBe(level);
    expect(levelFor(game, 0)).toBeUndefined();
    expect(levelFor(game, levels.length + 1)).toBeUndefined();
  });

  it("starts a run at any of its levels, and refuses a level it does not have", () => {
    const engine = engines[game];
    for (const level of levels) {
      expect(engine.start("s", level.id)).toEqual({ seed: "s", index: 0, score: 0, correct: 0, answered: 0, streak: 0, level: level.id });
    }
    expect(() => engine.start("s", 0)).toThrow(RangeError);
    expect(() => engine.start("s", levels.length + 1)).toThrow(RangeError);
    expect(() => engine.start("s", 1.5)).toThrow(RangeError);
  });

  it("keeps the level through a run, right and wrong answers alike", () => {
    const engine = engines[game];
    let state = engine.start("keeps", levels.length);
    for (let i = 0; i < 10; i++) state = engine.answer(state, engine.validate("1").ok ? "1" : "x").state;
    expect(state.level).toBe(levels.length);
    expect(state.index).toBe(10);
  });

  it("plays a level id stored before a level was removed as the hardest level left", () => {
    expect(playableLevel(game, 99)).toBe(levels[levels.length - 1]);
    const engine = engines[game];
    const stored = { seed: "old", index: 2, score: 0, correct: 0, answered: 2, streak: 0 };
    expect(engine.question({ ...stored, level: 99 })).toEqual(engine.question({ ...stored, level: levels.length }));
  });
});

describe("describing a level", () => {
  it("reads 'Ages 5-6' on the start screen and the leaderboard, or 'Age 7' for a one-year level, in the reader's language", () => {
    for (const namespace of ["play", "board"]) {
      const en = fixedT("en", namespace);
      const es = fixedT("es", namespace);
      expect(agesLabel(en, levelsFor("math-quest")[0].ages)).toBe("Ages 5-6");
      expect(agesLabel(en, [7, 7])).toBe("Age 7");
      expect(agesLabel(es, [5, 6])).toBe("De 5 a 6 años");
      expect(agesLabel(es, [7, 7])).toBe("7 años");
    }
  });
});

describe("a run's level in its stored state", () => {
  it("is left out of a run without a level, so old runs look exactly as before", () => {
    const state = startState("plain");
    expect(Object.keys(state)).not.toContain("level");
    expect(Object.keys(advance(state, true, 5))).not.toContain("level");
    expect(JSON.stringify(advance(state, true, 5))).toBe('{"seed":"plain","index":1,"score":5,"correct":1,"answered":1,"streak":1}');
  });

  it("is carried from answer to answer", () => {
    expect(advance(startState("lvl", 3), false, 0)).toEqual({
      seed: "lvl",
      index: 1,
      score: 0,
      correct: 0,
      answered: 1,
      streak: 0,
      level: 3,
    });
  });

  it("is read back from JSON only when absent or a positive whole number", () => {
    const base = { seed: "s", index: 0, score: 0, correct: 0, answered: 0, streak: 0 };
    expect(isRunState(base)).toBe(true);
    expect(isRunState({ ...base, level: 1 })).toBe(true);
    expect(isRunState({ ...base, level: 6 })).toBe(true);
    for (const level of [0, -1, 1.5, "2", null, Number.NaN, Infinity]) {
      expect(isRunState({ ...base, level }), String(level)).toBe(false);
    }
  });
});

describe("a level's name in Spanish", () => {
  it("is Spanish for a Spanish reader or run, and the English name for an English one", () => {
    const level = levelFor("math-quest", 4)!;
    expect(levelNameIn(level, "es")).toBe("Tablas de multiplicar y repartos");
    expect(levelNameIn(level, "en")).toBe("Times tables and sharing");
  });

  it("exists for every level of every game, and is not the English name", () => {
    for (const game of gameKeys)
      for (const level of levelsFor(game)) {
        expect(levelNameIn(level, "es"), `${game} ${level.id}`).toMatch(/\S/);
        expect(levelNameIn(level, "es"), `${game} ${level.id}`).not.toBe(level.name);
      }
  });
});
