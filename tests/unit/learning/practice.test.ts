import { describe, expect, test } from "vitest";
import { engines, gameKeys } from "~/games";
import { afterAnswer, chanceRight, NO_ESTIMATE, type Estimate } from "~/games/learning/model";
import { aimAfter, assumedOf, expectedChance, focusQuota, focusSkill, planPitch, practicePlan, PRACTICE } from "~/games/learning/practice";
import { rngFor } from "~/games/random";
import { SKILLS } from "~/games/skills";
import type { GameKey, QuestionItem } from "~/games/types";

const asked = (game: GameKey, item: QuestionItem) => engines[game].item({ ...item.address, correct: 0, answered: 0, streak: 0 })?.skill;

/** An estimate of `ability` resting on `answers` answers, right as often as the ability says (practice reads both: standing.ts). */
const estimateOf = (ability: number, answers: number): Estimate => ({
  ability,
  answers,
  correct: Math.round(answers * chanceRight(ability)),
});

/** A child who has practised the first `reached` skills of a game, the earlier ones better, the last around `edge`. */
function child(game: GameKey, seed: string, reached: number, edge: number): Map<string, Estimate> {
  const rng = rngFor(seed, "child");
  return new Map(
    SKILLS[game]
      .slice(0, reached)
      .map((skill, i) => [skill.id, estimateOf(edge + (reached - 1 - i) * 0.5 + (rng() - 0.5) * 2, 3 + Math.floor(rng() * 10))]),
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
    ["math-quest:times-8", { ability: 0.3, answers: 6, correct: 3 }],
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

/** A child's estimate of a skill after these answers, in order, as the server moves it (model.ts). */
function after(results: boolean[], guess = 0): Estimate {
  return results.reduce((estimate, right) => afterAnswer(estimate, right, guess), NO_ESTIMATE);
}

describe("practice starts from the level the child's answers place them at", () => {
  // What the placement check leaves of a Math Quest child ready for level 5: right on the levels
  // below it, most of level 5, nothing of level 6.
  const placedAtFive = new Map<string, Estimate>([
    ["math-quest:counting", after([true])],
    ["math-quest:add-within-100", after([true])],
    ["math-quest:times-7", after([true, true])],
    ["math-quest:long-division", after([true, false, true])],
    ["math-quest:multiply-by-one-digit", after([true])],
    ["math-quest:equations", after([false, false])],
  ]);

  test("a skill far below them is not taken for a coin toss after one right answer", () => {
    // The Elo estimate alone, one right answer up from an even chance, says 62 %.
    expect(expectedChance("math-quest:counting", placedAtFive)).toBeGreaterThan(0.95);
    expect(expectedChance("math-quest:equations", placedAtFive)).toBeLessThan(0.5);
  });

  test("the new skills of their level come into the run, though the check also asked them a harder level's question", () => {
    const plan = practicePlan("math-quest", { estimates: placedAtFive, reviews: [], seed: "placed", length: PRACTICE.length });
    const newAtFive = plan.filter((item) => !placedAtFive.has(item.skill) && item.address.level === 5);
    expect(newAtFive.length).toBeGreaterThan(0);
    // Nothing of levels 1-3, which they are past: those skills are there only to lift a run too hard.
    expect(plan.filter((item) => (item.address.level ?? 0) <= 3)).toHaveLength(0);
    expect(planPitch(plan, placedAtFive)).toBeGreaterThan(0.7);
    expect(planPitch(plan, placedAtFive)).toBeLessThan(0.85);
  });
});

describe("a skill close to mastery is asked often enough in a run to get there", () => {
  const nearlyThere = new Map<string, Estimate>([
    ["math-quest:times-2", after([true, true, true, true, false, true, true, true])],
    ["math-quest:times-5", after([true, false, true, true])],
    ["math-quest:times-8", after([false, true, false])],
    ["math-quest:division-facts", after([true, false])],
  ]);

  test("the skill they are closest to mastering gets PRACTICE.focus questions, spread through the run, not a block", () => {
    expect(focusSkill("math-quest", SKILLS["math-quest"], nearlyThere, assumedOf("math-quest", nearlyThere))).toBe("math-quest:times-2");
    const plan = practicePlan("math-quest", { estimates: nearlyThere, reviews: [], seed: "focus", length: PRACTICE.length });
    const at = plan.flatMap((item, i) => (item.skill === "math-quest:times-2" ? [i] : []));
    expect(at).toHaveLength(PRACTICE.focus);
    // From the run's first questions to its last ones, never more than two in a row.
    expect(at[0]).toBeLessThan(PRACTICE.length / 4);
    expect(at[at.length - 1]).toBeGreaterThanOrEqual((PRACTICE.length * 3) / 4);
    expect(at.some((i, k) => k >= 2 && i - at[k - 2] === 2)).toBe(false);
    expect(planPitch(plan, nearlyThere)).toBeGreaterThan(0.7);
    expect(planPitch(plan, nearlyThere)).toBeLessThan(0.85);
  });

  test("the focus stays on the skill the last runs worked on until it is mastered, not the newest lucky one", () => {
    const working = new Map<string, Estimate>([
      ["math-quest:times-6", after([true, true, false, true, true, true, false, true, true, true, true, false, true, true])],
      ["math-quest:times-9", after([true, true, true, true])],
    ]);
    const assumed = assumedOf("math-quest", working);
    expect(assumed.chance("math-quest:times-9")).toBeGreaterThan(assumed.chance("math-quest:times-6"));
    expect(focusSkill("math-quest", SKILLS["math-quest"], working, assumed)).toBe("math-quest:times-6");
  });

  test("a child with no skill near mastery gets no skill pressed on them", () => {
    const struggling = new Map<string, Estimate>([
      ["math-quest:times-7", after([false, true, false, false])],
      ["math-quest:times-8", after([false, false, true])],
    ]);
    expect(focusSkill("math-quest", SKILLS["math-quest"], struggling, assumedOf("math-quest", struggling))).toBeNull();
  });
});

describe("the aim follows how the child's last practice really went", () => {
  const estimates = new Map<string, Estimate>([
    ["math-quest:times-3", after([true, true, false, true])],
    ["math-quest:times-4", after([true, false, true])],
    ["math-quest:times-7", after([false, true])],
  ]);
  const planned = (last?: { answered: number; right: number }) =>
    planPitch(practicePlan("math-quest", { estimates, reviews: [], seed: "aim", length: PRACTICE.length, last }), estimates);

  test("a child who got nearly all of it right gets a harder run; one who struggled an easier one; within 70-85 %", () => {
    expect(aimAfter(undefined)).toBe(PRACTICE.target);
    expect(aimAfter({ answered: 24, right: 23 })).toBeLessThan(PRACTICE.target);
    expect(aimAfter({ answered: 24, right: 12 })).toBeGreaterThan(PRACTICE.target);
    expect(aimAfter({ answered: 24, right: 24 })).toBeGreaterThanOrEqual(0.7);
    expect(aimAfter({ answered: 10, right: 0 })).toBeLessThanOrEqual(0.85);
    expect(planned({ answered: 24, right: 24 })).toBeLessThan(planned() - 0.03);
    expect(planned({ answered: 24, right: 10 })).toBeGreaterThan(planned() + 0.03);
  });
});

describe("a child at a game's top level, with nothing harder to give", () => {
  test("is not given a skill near mastery on top of their hardest ones: the pitch comes first", () => {
    // The focus skill at 88 %, and the hardest other at 80 %: any of it would lift a run above 77 %.
    expect(focusQuota(0.88, 0.8, PRACTICE.length)).toBe(0);
    // Below the top, a skill at 50 % leaves room for all of it.
    expect(focusQuota(0.88, 0.5, PRACTICE.length)).toBe(PRACTICE.focus);
    expect(focusQuota(0.88, 0.7, PRACTICE.length)).toBeLessThan(PRACTICE.focus);
  });
});
