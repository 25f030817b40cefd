import { describe, expect, it } from "vitest";
import { LOGIC_BANK } from "~/games/logic-lab.bank";
import { logicLab } from "~/games/logic-lab";
import type { RunState } from "~/games/types";

function puzzleFor(state: RunState) {
  const prompt = logicLab.question(state).prompt;
  const puzzle = LOGIC_BANK.find((p) => p.question === prompt);
  if (!puzzle) throw new Error(`no puzzle reads ${prompt}`);
  return puzzle;
}

describe("Logic Lab bank", () => {
  it("has at least 36 different puzzles", () => {
    expect(LOGIC_BANK.length).toBeGreaterThanOrEqual(36);
    expect(new Set(LOGIC_BANK.map((p) => p.question)).size).toBe(LOGIC_BANK.length);
  });

  it("gives every puzzle four distinct options, a correct index in range and an explanation", () => {
    for (const p of LOGIC_BANK) {
      expect(p.options, p.question).toHaveLength(4);
      expect(new Set(p.options.map((o) => o.trim().toLowerCase())).size, p.question).toBe(4);
      expect(Number.isInteger(p.correct) && p.correct >= 0 && p.correct <= 3, p.question).toBe(true);
      expect(p.explanation.trim().length, p.question).toBeGreaterThan(10);
    }
  });

  it("does not always put the right answer in the same place", () => {
    const positions = new Set(LOGIC_BANK.map((p) => p.correct));
    expect(positions).toEqual(new Set([0, 1, 2, 3]));
  });

  it("accepts every puzzle's correct option through the engine, once each in the first round", () => {
    let state = logicLab.start("every-puzzle");
    const seen = new Set<string>();
    for (let i = 0; i < LOGIC_BANK.length; i++) {
      const p = puzzleFor(state);
      seen.add(p.question);
      const result = logicLab.answer(state, String(p.correct));
      expect(result.correct, p.question).toBe(true);
      state = result.state;
    }
    expect(seen.size).toBe(LOGIC_BANK.length);
  });
});

describe("Logic Lab game", () => {
  it("is a 300-second game with the next puzzle after 2.5 s", () => {
    expect(logicLab.title).toBe("Logic Lab");
    expect(logicLab.durationSeconds).toBe(300);
    expect(logicLab.feedbackMs).toEqual({ correct: 2500, wrong: 2500 });
  });

  it("shows the question with four options but not which one is right", () => {
    const state = logicLab.start("show");
    const q = logicLab.question(state);
    expect(q.kind).toBe("choice");
    expect(q.options).toEqual(puzzleFor(state).options);
    expect(q).not.toHaveProperty("correct");
    expect(q).not.toHaveProperty("explanation");
  });

  it("needs an option to be selected", () => {
    expect(logicLab.validate("")).toEqual({ ok: false, message: "Please select an answer." });
    for (const bad of ["4", "-1", "1.5", "a", "01"]) expect(logicLab.validate(bad).ok, bad).toBe(false);
    for (const good of ["0", "1", "2", "3"]) expect(logicLab.validate(good).ok).toBe(true);
  });

  it("scores 5 per right answer and explains the answer either way", () => {
    let state = logicLab.start("explain");
    const first = puzzleFor(state);
    const right = logicLab.answer(state, String(first.correct));
    expect(right).toMatchObject({
      correct: true,
      points: 5,
      correctIndex: first.correct,
      correctAnswer: first.options[first.correct],
      explanation: first.explanation,
    });
    state = right.state;

    const second = puzzleFor(state);
    const wrongIndex = (second.correct + 1) % 4;
    const wrong = logicLab.answer(state, String(wrongIndex));
    expect(wrong.correct).toBe(false);
    expect(wrong.points).toBe(0);
    expect(wrong.explanation).toBe(second.explanation);
    expect(wrong.correctAnswer).toBe(second.options[second.correct]);
    state = wrong.state;

    const third = puzzleFor(state);
    state = logicLab.answer(state, String(third.correct)).state;
    expect(state).toMatchObject({ score: 10, correct: 2, answered: 3 });
  });
});
