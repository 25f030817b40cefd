import { describe, expect, it } from "vitest";
import { engineForTitle, engines, gameKeys, isGameKey, isRunState } from "~/games/index";
import type { GameEngine, Question, RunState } from "~/games/types";
import { mathProblem } from "~/games/math-quest";
import { WORD_BANK } from "~/games/word-adventure.bank";
import { LOGIC_BANK } from "~/games/logic-lab.bank";
import { BLITZ_BANK } from "~/games/brain-blitz.bank";

const all = Object.values(engines);

/** The first `n` questions a player would see, answering everything wrong (score stays 0). */
function firstQuestions(engine: GameEngine, seed: string, n: number): Question[] {
  const out: Question[] = [];
  let state = engine.start(seed);
  for (let i = 0; i < n; i++) {
    out.push(engine.question(state));
    const result = engine.answer(state, wrongAnswer(engine, state));
    expect(result.correct).toBe(false);
    state = result.state;
  }
  return out;
}

/** A valid but wrong answer for any engine. */
function wrongAnswer(engine: GameEngine, state: RunState): string {
  if (engine.key === "logic-lab") return String((Number(rightAnswer(engine, state)) + 1) % 4);
  if (engine.key === "math-quest") return String(Number(rightAnswer(engine, state)) + 1);
  return "zzz";
}

/** A right answer for any engine, derived from the bank or the generated problem. */
function rightAnswer(engine: GameEngine, state: RunState): string {
  const prompt = engine.question(state).prompt;
  switch (engine.key) {
    case "math-quest":
      return String(mathProblem(state).answer);
    case "word-adventure":
      return WORD_BANK.find((w) => w.scrambled.toUpperCase() === prompt)!.word;
    case "logic-lab":
      return String(LOGIC_BANK.find((p) => p.question === prompt)!.correct);
    case "brain-blitz":
      return BLITZ_BANK.find((c) => c.question === prompt)!.answer;
  }
}

describe("the game catalogue", () => {
  it("has the four built-in games under their exact titles", () => {
    expect(gameKeys.sort()).toEqual(["brain-blitz", "logic-lab", "math-quest", "word-adventure"]);
    expect(engineForTitle("Math Quest: Number Crunch")).toBe(engines["math-quest"]);
    expect(engineForTitle("Word Adventure")).toBe(engines["word-adventure"]);
    expect(engineForTitle("Logic Lab")).toBe(engines["logic-lab"]);
    expect(engineForTitle("Brain Blitz")).toBe(engines["brain-blitz"]);
    for (const [key, engine] of Object.entries(engines)) expect(engine.key).toBe(key);
  });

  it("shows no built-in content for any other title, even a near miss", () => {
    for (const title of ["math quest: number crunch", "Logic Lab ", "Math Quest", "Space Race", ""]) {
      expect(engineForTitle(title), title).toBeUndefined();
    }
  });

  it("recognises game keys and nothing else", () => {
    expect(isGameKey("logic-lab")).toBe(true);
    expect(isGameKey("Logic Lab")).toBe(false);
    expect(isGameKey("toString")).toBe(false);
    expect(isGameKey(undefined)).toBe(false);
  });
});

describe.each(all.map((e) => [e.title, e] as const))("%s engine", (_title, engine) => {
  it("starts a fresh run at question 0 with nothing scored", () => {
    expect(engine.start("s")).toEqual({ seed: "s", index: 0, score: 0, correct: 0, answered: 0, streak: 0 });
  });

  it("gives the same first 30 questions for the same seed", () => {
    expect(firstQuestions(engine, "same-seed", 30)).toEqual(firstQuestions(engine, "same-seed", 30));
  });

  it("gives a different order for a different seed", () => {
    const a = firstQuestions(engine, "seed-a", 30).map((q) => q.prompt);
    const b = firstQuestions(engine, "seed-b", 30).map((q) => q.prompt);
    expect(a).not.toEqual(b);
  });

  it("recomputes a question from the state stored as JSON", () => {
    let state = engine.start("stored");
    for (let i = 0; i < 5; i++) state = engine.answer(state, rightAnswer(engine, state)).state;
    const restored = JSON.parse(JSON.stringify(state)) as unknown;
    expect(isRunState(restored)).toBe(true);
    expect(engine.question(restored as RunState)).toEqual(engine.question(state));
  });

  it("never changes the state it is given", () => {
    const state: RunState = Object.freeze({ seed: "frozen", index: 3, score: 2, correct: 2, answered: 3, streak: 1 });
    const before = JSON.stringify(state);
    const right = engine.answer(state, rightAnswer(engine, state));
    const wrong = engine.answer(state, wrongAnswer(engine, state));
    expect(JSON.stringify(state)).toBe(before);
    expect(right.state).not.toBe(state);
    expect(right.state.index).toBe(4);
    expect(wrong.state.index).toBe(4);
    expect(right.correct).toBe(true);
    expect(wrong.correct).toBe(false);
  });

  it("never puts the answer in what the player sees before answering", () => {
    let state = engine.start("no-peeking");
    for (let i = 0; i < 20; i++) {
      const q = engine.question(state);
      const result = engine.answer(state, rightAnswer(engine, state));
      expect(
        Object.keys(q).every((k) => ["kind", "prompt", "hint", "difficulty", "category", "points", "options", "maxLength"].includes(k)),
      ).toBe(true);
      if (engine.key === "word-adventure") expect(q.prompt.toLowerCase()).not.toBe(result.correctAnswer.toLowerCase());
      if (engine.key === "math-quest") expect(q.prompt).not.toContain(`= ${result.correctAnswer}`);
      state = result.state;
    }
  });

  it("refuses an empty answer", () => {
    const check = engine.validate("");
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.message).toMatch(/please/i);
  });
});

describe("bank-based games", () => {
  const banks = [
    ["word-adventure", WORD_BANK.length],
    ["logic-lab", LOGIC_BANK.length],
    ["brain-blitz", BLITZ_BANK.length],
  ] as const;

  it.each(banks)("%s does not repeat an item until the bank is used up, then starts a new round", (key, size) => {
    const engine = engines[key];
    const prompts = firstQuestions(engine, "rounds", size * 3).map((q) => q.prompt);
    const rounds = [prompts.slice(0, size), prompts.slice(size, 2 * size), prompts.slice(2 * size)];
    for (const round of rounds) expect(new Set(round).size).toBe(size);
    // A new round is a new shuffle, not a replay of the first.
    expect(rounds[1]).not.toEqual(rounds[0]);
  });

  it.each(banks)("%s never shows the same item twice in a row, even across rounds", (key, size) => {
    const engine = engines[key];
    for (const seed of ["a", "b", "c", "d", "e", "f", "g", "h"]) {
      const prompts = firstQuestions(engine, seed, size * 4).map((q) => q.prompt);
      for (let i = 1; i < prompts.length; i++) expect(prompts[i], `${seed} #${i}`).not.toBe(prompts[i - 1]);
    }
  });
});
