import { describe, expect, it } from "vitest";
import { WORD_BANK } from "~/games/word-adventure.bank";
import { wordAdventure } from "~/games/word-adventure";
import type { RunState } from "~/games/types";

const sorted = (s: string) => [...s.toLowerCase()].sort().join("");

function wordFor(state: RunState): string {
  const prompt = wordAdventure.question(state).prompt;
  const item = WORD_BANK.find((w) => w.scrambled.toUpperCase() === prompt);
  if (!item) throw new Error(`no bank item shows as ${prompt}`);
  return item.word;
}

describe("Word Adventure bank", () => {
  it("has more than 30 words with hints, in easy, medium and hard", () => {
    expect(WORD_BANK.length).toBeGreaterThanOrEqual(30);
    expect(new Set(WORD_BANK.map((w) => w.difficulty))).toEqual(new Set(["easy", "medium", "hard"]));
    for (const item of WORD_BANK) {
      expect(item.hint.trim().length, item.word).toBeGreaterThan(0);
      // The hint helps without giving the word away.
      expect(item.hint.toLowerCase(), item.word).not.toContain(item.word);
    }
    expect(new Set(WORD_BANK.map((w) => w.word)).size).toBe(WORD_BANK.length);
  });

  it("scrambles every word into a real permutation that is not the word itself", () => {
    for (const { word, scrambled } of WORD_BANK) {
      expect(sorted(scrambled), word).toBe(sorted(word));
      expect(scrambled.toLowerCase(), word).not.toBe(word.toLowerCase());
    }
  });

  it("only uses words a player can type within the 15-character limit", () => {
    for (const { word } of WORD_BANK) {
      expect(word).toMatch(/^[a-z]+$/);
      expect(word.length).toBeLessThanOrEqual(15);
    }
  });

  it("accepts every word of the bank through the engine, once each in the first round", () => {
    let state = wordAdventure.start("every-word");
    const seen = new Set<string>();
    for (let i = 0; i < WORD_BANK.length; i++) {
      const word = wordFor(state);
      seen.add(word);
      const result = wordAdventure.answer(state, word);
      expect(result.correct, word).toBe(true);
      state = result.state;
    }
    expect(seen.size).toBe(WORD_BANK.length);
    expect(state.score).toBe(WORD_BANK.length * 5);
  });
});

describe("Word Adventure game", () => {
  it("is a 180-second game with the next word after 2 s", () => {
    expect(wordAdventure.title).toBe("Word Adventure");
    expect(wordAdventure.durationSeconds).toBe(180);
    expect(wordAdventure.feedbackMs).toEqual({ correct: 2000, wrong: 2000 });
  });

  it("shows the scrambled word with its hint and difficulty, never the word itself", () => {
    const state = wordAdventure.start("show");
    const q = wordAdventure.question(state);
    const word = wordFor(state);
    expect(q.kind).toBe("text");
    expect(q.maxLength).toBe(15);
    expect(q.hint).toBeTruthy();
    expect(["easy", "medium", "hard"]).toContain(q.difficulty);
    expect(q.prompt.toLowerCase()).not.toBe(word);
    expect(JSON.stringify(q).toLowerCase()).not.toContain(`"${word}"`);
  });

  it("accepts the answer in any case and with spaces around it", () => {
    const state = wordAdventure.start("case");
    const word = wordFor(state);
    for (const typed of [word, word.toUpperCase(), `  ${word[0].toUpperCase()}${word.slice(1)} `]) {
      expect(wordAdventure.validate(typed).ok).toBe(true);
      expect(wordAdventure.answer(state, typed).correct, typed).toBe(true);
    }
  });

  it("refuses an empty answer and one longer than 15 characters", () => {
    expect(wordAdventure.validate("").ok).toBe(false);
    expect(wordAdventure.validate("    ").ok).toBe(false);
    expect(wordAdventure.validate("a".repeat(15)).ok).toBe(true);
    expect(wordAdventure.validate(`  ${"a".repeat(15)}  `).ok).toBe(true);
    const tooLong = wordAdventure.validate("a".repeat(16));
    expect(tooLong).toEqual({ ok: false, message: "Answers can be at most 15 characters." });
  });

  it("scores 5 per correct word: three right and one wrong make 15", () => {
    let state = wordAdventure.start("five-each");
    for (const right of [true, false, true, true]) {
      const word = wordFor(state);
      const result = wordAdventure.answer(state, right ? word : "zzz");
      expect(result.correct).toBe(right);
      expect(result.points).toBe(right ? 5 : 0);
      expect(result.correctAnswer).toBe(word.toUpperCase());
      state = result.state;
    }
    expect(state).toMatchObject({ score: 15, correct: 3, answered: 4, index: 4 });
  });
});
