import { describe, expect, it } from "vitest";
import { MATH_OPERATOR_UNLOCKS, mathProblem, mathQuest, operandMax, unlockedOperators } from "~/games/math-quest";
import type { RunState } from "~/games/types";

// Reads the prompt the way a player does and works out the answer independently of the engine.
function solve(prompt: string): { a: number; op: string; b: number; answer: number } {
  const m = /^(\d+) ([+−×÷]) (\d+) = \?$/.exec(prompt);
  if (!m) throw new Error(`unexpected prompt: ${prompt}`);
  const a = Number(m[1]);
  const b = Number(m[3]);
  const op = m[2];
  const answer = op === "+" ? a + b : op === "−" ? a - b : op === "×" ? a * b : a / b;
  return { a, op, b, answer };
}

function stateAt(score: number, index: number, seed = "math-seed"): RunState {
  return { seed, index, score, correct: score, answered: index, streak: 0 };
}

function operatorsSeen(score: number, count = 300): Set<string> {
  const seen = new Set<string>();
  for (let i = 0; i < count; i++) seen.add(solve(mathQuest.question(stateAt(score, i)).prompt).op);
  return seen;
}

describe("Math Quest: Number Crunch", () => {
  it("is a 60-second game with quick feedback (500 ms right, 750 ms wrong)", () => {
    expect(mathQuest.title).toBe("Math Quest: Number Crunch");
    expect(mathQuest.durationSeconds).toBe(60);
    expect(mathQuest.feedbackMs).toEqual({ correct: 500, wrong: 750 });
  });

  it("starts with numbers up to 10 and grows by 5 for every 5 points, up to 50", () => {
    expect(operandMax(0)).toBe(10);
    expect(operandMax(4)).toBe(10);
    expect(operandMax(5)).toBe(15);
    expect(operandMax(9)).toBe(15);
    expect(operandMax(10)).toBe(20);
    expect(operandMax(35)).toBe(45);
    expect(operandMax(40)).toBe(50);
    expect(operandMax(45)).toBe(50);
    expect(operandMax(500)).toBe(50);
  });

  it("never shows an operand above the current maximum", () => {
    for (const score of [0, 3, 5, 12, 20, 33, 40, 60]) {
      for (let i = 0; i < 200; i++) {
        const { a, b } = solve(mathQuest.question(stateAt(score, i)).prompt);
        expect(a).toBeLessThanOrEqual(operandMax(score));
        expect(b).toBeLessThanOrEqual(operandMax(score));
      }
    }
  });

  it("uses the whole range: at score 0 some problem reaches 10, at score 40 some reaches 50", () => {
    const biggest = (score: number) =>
      Math.max(
        ...Array.from({ length: 300 }, (_, i) => {
          const p = solve(mathQuest.question(stateAt(score, i)).prompt);
          return Math.max(p.a, p.b);
        }),
      );
    expect(biggest(0)).toBe(10);
    expect(biggest(40)).toBe(50);
  });

  it("unlocks + first, then −, ×, ÷ as the score grows", () => {
    expect(MATH_OPERATOR_UNLOCKS.map((u) => u.operator)).toEqual(["+", "−", "×", "÷"]);
    expect(unlockedOperators(0)).toEqual(["+"]);
    expect(unlockedOperators(4)).toEqual(["+"]);
    expect(unlockedOperators(5)).toEqual(["+", "−"]);
    expect(unlockedOperators(10)).toEqual(["+", "−", "×"]);
    expect(unlockedOperators(15)).toEqual(["+", "−", "×", "÷"]);

    // And a player really sees them: only + at first, all four later.
    expect([...operatorsSeen(0)]).toEqual(["+"]);
    expect([...operatorsSeen(4)]).toEqual(["+"]);
    expect(operatorsSeen(7)).toEqual(new Set(["+", "−"]));
    expect(operatorsSeen(12)).toEqual(new Set(["+", "−", "×"]));
    expect(operatorsSeen(20)).toEqual(new Set(["+", "−", "×", "÷"]));
  });

  it("never asks for a negative answer and always divides exactly", () => {
    for (let score = 0; score <= 60; score += 3) {
      for (let i = 0; i < 150; i++) {
        const state = stateAt(score, i, `seed-${score}`);
        const p = solve(mathQuest.question(state).prompt);
        expect(p.answer).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(p.answer)).toBe(true);
        if (p.op === "÷") expect(p.b).toBeGreaterThan(0);
        expect(mathProblem(state).answer).toBe(p.answer);
      }
    }
  });

  it("accepts the right answer typed as '7', ' 7 ', '7.0' or '07', and scores one point", () => {
    const start = mathQuest.start("numbers");
    const { answer } = solve(mathQuest.question(start).prompt);
    for (const typed of [String(answer), ` ${answer} `, `${answer}.0`, `0${answer}`]) {
      expect(mathQuest.validate(typed).ok).toBe(true);
      const result = mathQuest.answer(start, typed);
      expect(result.correct).toBe(true);
      expect(result.points).toBe(1);
      expect(result.state.score).toBe(1);
      expect(result.correctAnswer).toBe(String(answer));
    }
  });

  it("refuses empty or non-numeric input with a message", () => {
    for (const typed of ["", "   ", "seven", "7a", "0x7", "1e1", "7 7", "."]) {
      const check = mathQuest.validate(typed);
      expect(check.ok, typed).toBe(false);
      if (!check.ok) expect(check.message.length).toBeGreaterThan(0);
    }
    expect(mathQuest.validate("")).toEqual({ ok: false, message: "Please enter an answer." });
    expect(mathQuest.validate("abc")).toEqual({ ok: false, message: "Please enter a number." });
  });

  it("a wrong answer scores nothing, shows the right answer and moves on to a new problem", () => {
    const start = mathQuest.start("wrong-one");
    const { answer } = solve(mathQuest.question(start).prompt);
    const result = mathQuest.answer(start, String(answer + 1));
    expect(result.correct).toBe(false);
    expect(result.points).toBe(0);
    expect(result.correctAnswer).toBe(String(answer));
    expect(result.state).toMatchObject({ index: 1, score: 0, correct: 0, answered: 1, streak: 0 });
  });

  it("a full run of right answers climbs one point at a time and reaches harder problems", () => {
    let state = mathQuest.start("climber");
    for (let i = 0; i < 25; i++) {
      const { answer } = solve(mathQuest.question(state).prompt);
      const result = mathQuest.answer(state, String(answer));
      expect(result.correct).toBe(true);
      state = result.state;
    }
    expect(state).toMatchObject({ score: 25, correct: 25, answered: 25, index: 25, streak: 25 });
    expect(operandMax(state.score)).toBe(35);
  });
});
