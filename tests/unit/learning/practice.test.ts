import { describe, expect, test } from "vitest";
import { engines, gameKeys } from "~/games";
import type { Estimate } from "~/games/learning/model";
import { expectedChance, planPitch, practicePlan, PRACTICE } from "~/games/learning/practice";
import { rngFor } from "~/games/random";
import { SKILLS } from "~/games/skills";
import type { GameKey, QuestionItem } from "~/games/types";

const asked = (game: GameKey, item: QuestionItem) => engines[game].item({ ...item.address, correct: 0, answered: 0, streak: 0 })?.skill;

/** A child who has practised the first `reached` skills of a game, the earlier ones better, the last around `edge`. */
function child(game: GameKey, seed: string, reached: number, edge: number): Map<string, Estimate> {
  const rng = rngFor(seed, "child");
  return new Map(
    SKILLS[game]
      .slice(0, reached)
      .map((skill, i) => [
        skill.id,
        { ability: edge + (reached - 1 - i) * 0.5 + (rng() - 0.5) * 2, answers: 3 + Math.floor(rng() * 10), correct: 2 },
      ]),
  );
}

describe("a practice run is pitched at the child's edge", () => {
  test.each(gameKeys)("%s: children of many levels and abilities expect about 77 per cent right on average (70-85)", (game) => {
    const pitches: number[] = [];
    for (let i = 0; i < 24; i++) {
      const estimates = child(game, `${game}-${i}`, 2 + (i % Math.max(2, SKILLS[game].length - 2)), (i % 4) * 0.5);
      const plan = practicePlan(game, { estimates, reviews: [], seed: `run-${i}`, length: PRACTICE.length });
      expect(plan).toHaveLength(PRACTICE.length);
      pitches.push(planPitch(plan, estimates));
    }
    const mean = pitches.reduce((a, b) => a + b, 0) / pitches.length;
    expect(mean).toBeGreaterThan(0.7);
    expect(mean).toBeLessThan(0.85);
    // A child whose every skill so far is hard gets the easiest the edge has: most runs are in the band.
    expect(pitches.filter((pitch) => pitch >= 0.65 && pitch <= 0.9).length).toBeGreaterThanOrEqual(pitches.length * 0.7);
  });

  test.each(gameKeys)("%s: every question is one of the game's own, asked from its generator at the skill the plan names", (game) => {
    const estimates = child(game, game, 4, 0.5);
    const plan = practicePlan(game, { estimates, reviews: [], seed: "own", length: PRACTICE.length });
    for (const item of plan) {
      expect(item.skill.startsWith(`${game}:`)).toBe(true);
      expect(asked(game, item)).toBe(item.skill);
    }
  });

  test("most questions are at skills the child is practising; some new ones just above; the same seed plans the same run", () => {
    const estimates = new Map<string, Estimate>([
      ["math-quest:times-2", { ability: 1.2, answers: 8, correct: 6 }],
      ["math-quest:times-5", { ability: 1.5, answers: 8, correct: 7 }],
      ["math-quest:division-facts", { ability: 0.8, answers: 5, correct: 3 }],
    ]);
    const plan = practicePlan("math-quest", { estimates, reviews: [], seed: "edge", length: PRACTICE.length });
    const practising = plan.filter((item) => estimates.has(item.skill)).length;
    expect(practising).toBeGreaterThan(plan.length / 2);
    expect(plan.some((item) => !estimates.has(item.skill))).toBe(true);
    expect(practicePlan("math-quest", { estimates, reviews: [], seed: "edge", length: PRACTICE.length })).toEqual(plan);
    // Nothing of level 1-3 the child is past, nothing two levels up.
    const levels = new Set(plan.map((item) => item.address.level));
    expect([...levels].every((level) => level === 4 || level === 5)).toBe(true);
  });

  test("a child who has answered nothing yet practises the game's first level", () => {
    const plan = practicePlan("word-adventure", { estimates: new Map(), reviews: [], seed: "new", length: 10 });
    expect(plan.map((item) => item.skill)).toEqual(Array(10).fill("word-adventure:words-1"));
  });
});

describe("reviews of missed questions", () => {
  const estimates = new Map<string, Estimate>([
    ["math-quest:times-2", { ability: 2.5, answers: 9, correct: 8 }],
    ["math-quest:times-5", { ability: 2, answers: 9, correct: 8 }],
    ["math-quest:times-8", { ability: 0.5, answers: 6, correct: 3 }],
  ]);
  const missed: QuestionItem = { skill: "math-quest:times-8", address: { seed: "old-run", index: 7, score: 15, level: 4 } };
  const otherGame: QuestionItem = { skill: "word-adventure:words-2", address: { seed: "old-run", index: 3, score: 10, level: 2 } };

  test("a due review comes back as the very same question, not the first one of the run; another game's never", () => {
    const plan = practicePlan("math-quest", { estimates, reviews: [missed, otherGame], seed: "review", length: 12 });
    expect(plan).toHaveLength(12);
    const at = plan.findIndex((item) => item.address.seed === "old-run");
    expect(at).toBeGreaterThan(0);
    expect(plan[at]).toEqual(missed);
    expect(plan.filter((item) => item.address.seed === "old-run")).toHaveLength(1);
  });

  test("reviews take at most their share of the run, and count in its pitch", () => {
    const many = Array.from({ length: 20 }, (_, index) => ({ ...missed, address: { ...missed.address, index } }));
    const plan = practicePlan("math-quest", { estimates, reviews: many, seed: "many", length: 20 });
    expect(plan.filter((item) => item.address.seed === "old-run")).toHaveLength(Math.floor(20 * PRACTICE.reviewShare));
    expect(planPitch(plan, estimates)).toBeGreaterThan(0.65);
    expect(expectedChance(missed.skill, estimates)).toBeLessThan(0.7);
  });
});
