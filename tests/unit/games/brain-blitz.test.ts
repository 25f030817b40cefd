import { describe, expect, it } from "vitest";
import { BLITZ_BANK, BLITZ_CATEGORIES, type BlitzChallenge } from "~/games/brain-blitz.bank";
import { acceptedAnswers, brainBlitz, isBlitzCorrect, streakMultiplier } from "~/games/brain-blitz";
import type { RunState } from "~/games/types";

function challengeFor(state: RunState): BlitzChallenge {
  const prompt = brainBlitz.question(state).prompt;
  const c = BLITZ_BANK.find((item) => item.question === prompt);
  if (!c) throw new Error(`no challenge reads ${prompt}`);
  return c;
}

/** First question index (for this seed) whose challenge is worth `points`. */
function indexWorth(points: number, seed: string): number {
  for (let i = 0; i < BLITZ_BANK.length; i++) {
    if (brainBlitz.question({ seed, index: i, score: 0, correct: 0, answered: 0, streak: 0 }).points === points) return i;
  }
  throw new Error(`no challenge worth ${points}`);
}

describe("Brain Blitz bank", () => {
  it("has at least 60 challenges covering math, word, logic, trivia and memory", () => {
    expect(BLITZ_BANK.length).toBeGreaterThanOrEqual(60);
    expect(new Set(BLITZ_BANK.map((c) => c.category))).toEqual(new Set(["math", "word", "logic", "trivia", "memory"]));
    expect([...BLITZ_CATEGORIES].sort()).toEqual(["logic", "math", "memory", "trivia", "word"]);
    for (const category of BLITZ_CATEGORIES) {
      expect(BLITZ_BANK.filter((c) => c.category === category).length, category).toBeGreaterThanOrEqual(10);
    }
    expect(new Set(BLITZ_BANK.map((c) => c.question)).size).toBe(BLITZ_BANK.length);
  });

  it("gives each challenge an answer and 1 to 3 points", () => {
    for (const c of BLITZ_BANK) {
      expect(c.answer.trim().length, c.question).toBeGreaterThan(0);
      expect([1, 2, 3], c.question).toContain(c.points);
    }
  });

  it("writes memory challenges as one text prompt that holds the sequence and the question", () => {
    for (const c of BLITZ_BANK.filter((item) => item.category === "memory")) {
      expect(c.question, c.question).toMatch(/^Remember .+[.:] .+\?|^Remember .+\. .+\.$/);
    }
  });

  it("accepts every answer and every listed alternative through the engine", () => {
    let state = brainBlitz.start("every-answer");
    const seen = new Set<string>();
    for (let i = 0; i < BLITZ_BANK.length; i++) {
      const c = challengeFor(state);
      seen.add(c.question);
      for (const alt of c.accept ?? []) expect(brainBlitz.answer(state, alt).correct, `${c.question} / ${alt}`).toBe(true);
      expect(brainBlitz.answer(state, `  ${c.answer.toUpperCase()} `).correct, c.question).toBe(true);
      const result = brainBlitz.answer(state, c.answer);
      expect(result.correct, c.question).toBe(true);
      expect(result.correctAnswer).toBe(c.answer);
      state = result.state;
    }
    expect(seen.size).toBe(BLITZ_BANK.length);
  });

  it("refuses a wrong answer to every challenge", () => {
    for (const c of BLITZ_BANK) expect(isBlitzCorrect(c, "banana split"), c.question).toBe(false);
  });
});

describe("Brain Blitz answers", () => {
  const spider = BLITZ_BANK.find((c) => c.question === "How many legs does a spider have?")!;
  const ocean = BLITZ_BANK.find((c) => c.question === "What is the largest ocean on Earth?")!;

  it("takes a number typed as a digit, as a word, or as 8.0", () => {
    for (const typed of ["8", " eight ", "EIGHT", "8.0"]) expect(isBlitzCorrect(spider, typed), typed).toBe(true);
    expect(acceptedAnswers(spider)).toContain("eight");
    expect(isBlitzCorrect(spider, "6")).toBe(false);
  });

  it("takes natural alternatives and ignores case, spaces and a leading 'the'", () => {
    for (const typed of ["Pacific Ocean", "pacific", "The Pacific", "  the   PACIFIC ocean  "]) {
      expect(isBlitzCorrect(ocean, typed), typed).toBe(true);
    }
    expect(isBlitzCorrect(ocean, "Atlantic")).toBe(false);
  });

  it("refuses an empty answer", () => {
    expect(brainBlitz.validate("").ok).toBe(false);
    expect(brainBlitz.validate("   ").ok).toBe(false);
    expect(brainBlitz.validate(" four ")).toEqual({ ok: true, value: "four" });
  });
});

describe("Brain Blitz scoring", () => {
  it("is a 120-second game with the next challenge after 2 s", () => {
    expect(brainBlitz.title).toBe("Brain Blitz");
    expect(brainBlitz.durationSeconds).toBe(120);
    expect(brainBlitz.feedbackMs).toEqual({ correct: 2000, wrong: 2000 });
  });

  it("multiplies by min(floor(streak / 3) + 1, 3), counting the current answer in the streak", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 30].map(streakMultiplier)).toEqual([1, 1, 2, 2, 2, 3, 3, 3, 3, 3, 3]);
  });

  it("a 2-point challenge scores 2, 2, 4, 4, 4, 6, 6 as the streak grows from 1 to 7", () => {
    const seed = "two-points";
    const index = indexWorth(2, seed);
    const scored = [1, 2, 3, 4, 5, 6, 7].map((streakNow) => {
      const state: RunState = { seed, index, score: 0, correct: 0, answered: 0, streak: streakNow - 1 };
      const result = brainBlitz.answer(state, challengeFor(state).answer);
      expect(result.state.streak).toBe(streakNow);
      return result.points;
    });
    expect(scored).toEqual([2, 2, 4, 4, 4, 6, 6]);
  });

  it("a player on a streak who slips starts again at ×1", () => {
    let state = brainBlitz.start("streaky");
    const expected = [1, 1, 2, 2, 2, 3, 3];
    let total = 0;
    for (const multiplier of expected) {
      const c = challengeFor(state);
      const result = brainBlitz.answer(state, c.answer);
      expect(result.points).toBe(c.points * multiplier);
      total += result.points;
      state = result.state;
    }
    expect(state.streak).toBe(7);
    expect(state.score).toBe(total);

    const wrong = brainBlitz.answer(state, "not it at all");
    expect(wrong.correct).toBe(false);
    expect(wrong.points).toBe(0);
    expect(wrong.state.streak).toBe(0);
    expect(wrong.state.score).toBe(total);
    state = wrong.state;

    const c = challengeFor(state);
    const again = brainBlitz.answer(state, c.answer);
    expect(again.points).toBe(c.points);
    expect(again.state.streak).toBe(1);
  });

  it("shows the category and points but not the answer", () => {
    const state = brainBlitz.start("show");
    const q = brainBlitz.question(state);
    const c = challengeFor(state);
    expect(q).toMatchObject({ kind: "text", category: c.category, points: c.points });
    expect(q).not.toHaveProperty("answer");
  });
});
