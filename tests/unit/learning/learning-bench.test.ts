// The learning bench's own parts (bench/learning/): its simulated learners answer the real engines
// as their hidden abilities say, and a run of the bench is the same from the same seed.
import { describe, expect, it } from "vitest";
import { engines } from "~/games";
import type { GameKey } from "~/games/types";
import { rngFor } from "~/games/random";
import { answerQuestion, type Knowledge } from "../../../bench/learning/answer";
import { cloneLearner, makeLearner, trueChance, type GameLearner } from "../../../bench/learning/learner";
import { learnerGame } from "../../../bench/learning/learner-game";

/** A learner answers `count` questions of an ordinary run at `level`; how many were right. */
function rightOf(learner: GameLearner, level: number, count: number): number {
  const engine = engines[learner.game];
  const knowledge: Knowledge = new Map();
  const rng = rngFor(learner.seed, "test");
  let state = engine.start(`${learner.seed}:test`, level);
  let right = 0;
  for (let i = 0; i < count; i++) {
    const answered = answerQuestion(engine, state, learner, knowledge, rng);
    right += answered.correct ? 1 : 0;
    state = answered.state;
  }
  return right;
}

/** A learner of `game` standing at its level 4 (from the seed), every hidden ability then moved by `logits`. */
function learnerAt(game: GameKey, logits: number): GameLearner {
  const learner = cloneLearner(makeLearner("bench-test:7")[game]);
  for (const skill of learner.abilities.keys()) learner.abilities.set(skill, learner.logitsPerLevel * 4.5 + logits);
  return learner;
}

describe("a simulated learner", () => {
  it("is right more often, on the same real questions, the higher its hidden ability", () => {
    const weak = rightOf(learnerAt("math-quest", -2), 4, 60);
    const strong = rightOf(learnerAt("math-quest", 2), 4, 60);
    expect(strong).toBeGreaterThan(weak + 15);
    expect(trueChance(learnerAt("math-quest", 2), "math-quest:times-7", 0)).toBeGreaterThan(
      trueChance(learnerAt("math-quest", 0), "math-quest:times-7", 0),
    );
  });

  it("is scored by the engine itself: a choice game's right and wrong options count as the learner meant", () => {
    expect(rightOf(learnerAt("logic-lab", 12), 2, 20)).toBe(20);
    // Wrong on purpose, but a guess on four options: only about the guessing floor's share comes right.
    expect(rightOf(learnerAt("logic-lab", -12), 2, 40)).toBeLessThan(20);
  });

  it("learns: its hidden ability on the skills it answers grows", () => {
    const learner = learnerAt("math-quest", 0);
    const before = cloneLearner(learner);
    rightOf(learner, 4, 30);
    const grown = [...learner.abilities].filter(([skill, ability]) => ability > before.abilities.get(skill)!);
    expect(grown.length).toBeGreaterThan(0);
    for (const [skill] of grown) expect(trueChance(learner, skill, 0)).toBeGreaterThan(trueChance(before, skill, 0));
  });
});

describe("the fixed level mix's count of answers to a mastered skill", () => {
  it("is the same from the same seed, learner by learner", () => {
    const counts = (seed: string) => [0, 1, 2].map((i) => learnerGame(makeLearner(`${seed}:${i}`)["math-quest"]).fixed.toMastery);
    const first = counts("bench-test");
    expect(counts("bench-test")).toEqual(first);
    expect(first.some((count) => count !== null)).toBe(true);
  });
});
