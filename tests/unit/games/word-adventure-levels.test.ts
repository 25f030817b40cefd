import englishWords from "an-array-of-english-words";
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";
import { describe, expect, it } from "vitest";
import { levelsFor } from "~/games/levels";
import { wordAdventure } from "~/games/word-adventure";
import { WORD_BANK } from "~/games/word-adventure.bank";
import { entryItem, WORD_LEVELS, WORD_PICTURES } from "~/games/words";
import { readWordList } from "~/games/words/dictionary.server";
import { scramble } from "~/games/words/scramble";
import type { RunState } from "~/games/types";

const ENGLISH = new Set(englishWords);
/** The list the server accepts answers from: a scramble in it would be a right answer shown on the tiles. */
const SERVER_LIST = new Set(readWordList());
const profanity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
const letters = (s: string) => [...s.toLowerCase()].sort().join("");

const levels = levelsFor("word-adventure");
const allItems = WORD_LEVELS.flatMap((words, i) => words.map((entry) => ({ ...entryItem(entry, i + 1), level: i + 1, entry })));

/** Letter counts each level keeps to, and how long its words are on average. */
const LENGTHS: Record<number, [min: number, max: number]> = { 1: [3, 3], 2: [4, 4], 3: [5, 7], 4: [6, 11], 5: [6, 15] };

describe("Word Adventure levels' words", () => {
  it("has a list per level and more than 1,000 words in all, at least 150 a level", () => {
    expect(WORD_LEVELS).toHaveLength(levels.length);
    for (const words of WORD_LEVELS) expect(words.length).toBeGreaterThanOrEqual(150);
    expect(allItems.length).toBeGreaterThanOrEqual(1000);
  });

  it("a five-year-old unscrambles three-letter words, and the words grow longer level by level", () => {
    const average = (level: number) => {
      const words = WORD_LEVELS[level - 1];
      return words.reduce((sum, [word]) => sum + word.length, 0) / words.length;
    };
    for (const { word, level } of allItems) {
      const [min, max] = LENGTHS[level];
      expect(word.length, word).toBeGreaterThanOrEqual(min);
      expect(word.length, word).toBeLessThanOrEqual(max);
    }
    for (let level = 2; level <= levels.length; level++) expect(average(level)).toBeGreaterThan(average(level - 1));
  });

  it("only uses real English words, in lower case, that fit the 15-character answer box", () => {
    for (const { word } of allItems) {
      expect(word).toMatch(/^[a-z]{3,15}$/);
      expect(ENGLISH.has(word), word).toBe(true);
    }
  });

  it("never uses a word twice, nor two words made of the same letters, so each scramble has one answer", () => {
    const byLetters = new Map<string, Set<string>>();
    for (const { word } of [...allItems, ...WORD_BANK]) {
      const key = letters(word);
      byLetters.set(key, (byLetters.get(key) ?? new Set()).add(word));
    }
    const clashes = [...byLetters.values()].filter((words) => words.size > 1).map((words) => [...words].join("/"));
    expect(clashes).toEqual([]);
    expect(new Set(allItems.map((i) => i.word)).size).toBe(allItems.length);
  });

  it("scrambles every word into its own letters, never the word itself nor another real word", () => {
    for (const { word, scrambled } of allItems) {
      expect(letters(scrambled), word).toBe(letters(word));
      expect(scrambled, word).not.toBe(word);
      expect(ENGLISH.has(scrambled), `${word} scrambles to the word ${scrambled}`).toBe(false);
      expect(SERVER_LIST.has(scrambled), `${word} scrambles to ${scrambled}, a word of the server's list`).toBe(false);
    }
  });

  it("writes a word's scramble out only where the derived one would spell a real or a rude word", () => {
    const written = allItems.filter(({ entry }) => entry[2] !== undefined);
    for (const { word } of written) {
      const derived = scramble(word);
      expect(ENGLISH.has(derived) || SERVER_LIST.has(derived) || profanity.hasMatch(derived), word).toBe(true);
    }
    expect(written.length).toBeLessThan(allItems.length / 10);
  });

  it("gives every word a short hint that helps without saying the word", () => {
    for (const { word, hint } of allItems) {
      expect(hint.trim().length, word).toBeGreaterThan(3);
      expect(hint.length, word).toBeLessThanOrEqual(80);
      expect(hint, word).not.toMatch(new RegExp(`\\b${word}`, "i"));
    }
  });

  it("pictures only the youngest levels' own words, one emoji each, and most level-1 words a five-year-old meets", () => {
    // An emoji only: one picture, no letters that could spell the word.
    const emoji = /^(\p{Extended_Pictographic}|[0-9]\uFE0F\u20E3|\p{Emoji_Presentation})(?:\p{Emoji}|\u200D|\uFE0F)*$/u;
    expect(WORD_PICTURES).toHaveLength(2);
    WORD_PICTURES.forEach((pictures, i) => {
      const words = new Set(WORD_LEVELS[i].map(([word]) => word));
      for (const [word, picture] of Object.entries(pictures)) {
        expect(words.has(word), `${word} is not a level ${i + 1} word`).toBe(true);
        expect(picture, word).toMatch(emoji);
        expect(picture, word).not.toMatch(/[a-z]/i);
      }
      const share = Object.keys(pictures).length / words.size;
      console.info(
        `Word Adventure level ${i + 1}: ${Object.keys(pictures).length} of ${words.size} words have a picture (${Math.round(share * 100)}%)`,
      );
      if (i === 0) expect(share).toBeGreaterThanOrEqual(0.35);
    });
    // Older levels' words carry none; the youngest levels' words carry theirs to the item.
    for (const { word, level, picture } of allItems) expect(picture, word).toBe(WORD_PICTURES[level - 1]?.[word]);
  });

  it("screens every word, scramble and hint with a maintained profanity list (obscenity)", () => {
    // The screen itself works: a swear word in disguise is caught.
    expect(profanity.hasMatch("sh" + "1t")).toBe(true);
    for (const { word, scrambled, hint } of allItems) {
      expect(profanity.hasMatch(word), word).toBe(false);
      expect(profanity.hasMatch(scrambled), `${word} → ${scrambled}`).toBe(false);
      expect(profanity.hasMatch(hint), hint).toBe(false);
    }
  });
});

describe("Word Adventure played at a level", () => {
  function itemFor(state: RunState) {
    const prompt = wordAdventure.question(state).prompt;
    const found = allItems.filter((i) => i.level === state.level && i.scrambled.toUpperCase() === prompt);
    expect(found, prompt).toHaveLength(1);
    return found[0];
  }

  it.each(levels.map((l) => [l.id, l.name] as const))(
    "level %i (%s) deals every word of the level once before any repeats, and accepts only that word",
    (level) => {
      let state = wordAdventure.start(`deal-${level}`, level);
      const seen = new Set<string>();
      const size = WORD_LEVELS[level - 1].length;
      for (let i = 0; i < size; i++) {
        const item = itemFor(state);
        seen.add(item.word);
        const q = wordAdventure.question(state);
        expect(q).toMatchObject({ kind: "text", hint: item.hint, points: 5, maxLength: 15 });
        expect(q.emoji).toBe(item.picture);
        expect(wordAdventure.answer(state, item.scrambled).correct, item.word).toBe(false);
        const result = wordAdventure.answer(state, ` ${item.word.toUpperCase()} `);
        expect(result.correct, item.word).toBe(true);
        expect(result.points).toBe(5);
        state = result.state;
      }
      expect(seen.size).toBe(size);
      expect(state).toMatchObject({ score: size * 5, level });
    },
  );

  it("tags the youngest levels easy and the oldest hard", () => {
    const difficulty = (level: number) => wordAdventure.question(wordAdventure.start("tag", level)).difficulty;
    expect(difficulty(1)).toBe("easy");
    expect(difficulty(3)).toBe("medium");
    expect(difficulty(levels.length)).toBe("hard");
  });

  it("deals a different order to another seed", () => {
    const deal = (seed: string) => {
      let state = wordAdventure.start(seed, 2);
      return Array.from({ length: 15 }, () => {
        const prompt = wordAdventure.question(state).prompt;
        state = wordAdventure.answer(state, "zzz").state;
        return prompt;
      });
    };
    expect(deal("one")).toEqual(deal("one"));
    expect(deal("one")).not.toEqual(deal("two"));
  });
});
