// The placement check's rule: a short adaptive test places a child at the level they are ready for.
import { describe, expect, it } from "vitest";
import { levelsFor } from "~/games/levels";
import { chanceRight } from "~/games/learning/model";
import {
  PLACEMENT_GUESS,
  PLACEMENT_LENGTH,
  afterPlacementAnswer,
  isPlacement,
  levelDifficulty,
  levelOfAbility,
  placedLevel,
  placementDone,
  placementLevel,
  startPlacement,
  type Placement,
} from "~/games/learning/placement";
import type { GameKey } from "~/games/types";

/** A seeded random number generator, so each simulated child answers the same way every run. */
function random(seed: number) {
  return () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
}

const item = (level: number) => ({ skill: `math-quest:level-${level}`, address: { seed: "s", index: 0, score: 0, level } });

/** A check played to its end by a child who answers by `right(level)`; the levels they were asked. */
function takeCheck(game: GameKey, right: (level: number) => boolean, age?: number) {
  let placement = startPlacement(game, age);
  const asked: number[] = [];
  for (let n = 0; n < 50 && !placementDone(placement); n++) {
    const level = placementLevel(game, placement);
    asked.push(level);
    placement = afterPlacementAnswer(game, placement, item(level), right(level));
  }
  return { placement, asked, result: placedLevel(game, placement) };
}

/** A simulated child of hidden ability (logits on the game's scale), answering as the model says. */
const childOf = (game: GameKey, ability: number, seed: number) => {
  const next = random(seed);
  return (level: number) => next() < chanceRight(ability - levelDifficulty(level), PLACEMENT_GUESS[game]);
};

describe("the placement check", () => {
  it("never asks more than PLACEMENT_LENGTH questions, and at most 12", () => {
    expect(PLACEMENT_LENGTH).toBeLessThanOrEqual(12);
    for (const always of [true, false]) expect(takeCheck("math-quest", () => always).asked).toHaveLength(PLACEMENT_LENGTH);
  });

  it("places a child who gets everything right at the top level, and one who gets nothing right at the first", () => {
    expect(takeCheck("math-quest", () => true, 9).result.level).toBe(levelsFor("math-quest").at(-1)!.id);
    expect(takeCheck("math-quest", () => false, 9).result.level).toBe(1);
  });

  it("places a child who gets every question up to a level right and every one above wrong at that level", () => {
    for (const game of ["math-quest", "logic-lab"] as GameKey[]) {
      for (const { id } of levelsFor(game)) expect(takeCheck(game, (level) => level <= id, 9).result.level, `${game} ${id}`).toBe(id);
    }
  });

  it("places a strong simulated child high and a weak one low, in every game", () => {
    for (const game of ["math-quest", "word-adventure", "logic-lab", "brain-blitz"] as GameKey[]) {
      const top = levelsFor(game).length;
      const strong = takeCheck(game, childOf(game, levelDifficulty(top) + 2, 7)).result.level;
      const weak = takeCheck(game, childOf(game, levelDifficulty(1) - 1, 7)).result.level;
      expect(strong, game).toBeGreaterThanOrEqual(top - 1);
      expect(weak, game).toBeLessThanOrEqual(2);
    }
  });

  it("places at least 80 % of simulated children within one level of the level they are ready for", () => {
    const next = random(42);
    let near = 0;
    const children = 200;
    for (let n = 0; n < children; n++) {
      const ability = -1 + next() * (levelDifficulty(6) + 3);
      const placed = takeCheck("math-quest", childOf("math-quest", ability, n + 1)).result.level;
      if (Math.abs(placed - levelOfAbility("math-quest", ability)) <= 1) near++;
    }
    expect(near / children).toBeGreaterThanOrEqual(0.8);
  });

  it("starts at the level written for the child's age, and moves up after right answers and down after wrong ones", () => {
    const nine = startPlacement("math-quest", 9);
    const first = placementLevel("math-quest", nine);
    expect(first).toBe(4); // Times tables and sharing: ages 9-10
    const afterRight = afterPlacementAnswer("math-quest", nine, item(first), true);
    const afterWrong = afterPlacementAnswer("math-quest", nine, item(first), false);
    expect(placementLevel("math-quest", afterRight)).toBeGreaterThanOrEqual(first);
    expect(placementLevel("math-quest", afterWrong)).toBeLessThan(first);
    expect(nine.answers).toHaveLength(0); // the check before an answer is left as it was
  });

  it("names as weak the skills missed at or below the level found", () => {
    // Nearly all right at level 3 and below, wrong above: placed at 3; the one miss at level 3 is a weak skill, the misses above are not.
    let placement: Placement = startPlacement("math-quest", 8);
    const answers: Array<[number, boolean, string]> = [
      [3, true, "math-quest:add-within-100"],
      [4, false, "math-quest:times-7"],
      [3, true, "math-quest:subtract-within-100"],
      [3, false, "math-quest:missing-numbers-100"],
      [3, true, "math-quest:add-within-100"],
      [2, true, "math-quest:add-within-20"],
      [4, false, "math-quest:division-facts"],
      [3, true, "math-quest:missing-numbers-100"],
      [3, true, "math-quest:add-within-100"],
      [3, true, "math-quest:add-within-100"],
    ];
    for (const [level, correct, skill] of answers) {
      placement = afterPlacementAnswer("math-quest", placement, { skill, address: { seed: "s", index: 0, score: 0, level } }, correct);
    }
    expect(placedLevel("math-quest", placement)).toEqual({ level: 3, weakSkills: ["math-quest:missing-numbers-100"] });
  });

  it("survives JSON and refuses what is not a check", () => {
    const { placement } = takeCheck("logic-lab", () => true, 10);
    expect(isPlacement(JSON.parse(JSON.stringify(placement)))).toBe(true);
    expect(isPlacement({ prior: "1", answers: [] })).toBe(false);
    expect(isPlacement({ prior: 1, answers: [{ level: 0, skill: "x", correct: true }] })).toBe(false);
    expect(isPlacement({ prior: 1, answers: Array(PLACEMENT_LENGTH + 1).fill({ level: 1, skill: "x", correct: true }) })).toBe(false);
  });
});
