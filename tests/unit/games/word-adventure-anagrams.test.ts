import { describe, expect, it } from "vitest";
import { levelChallenges } from "~/games/blitz/catalogue";
import { isBlitzCorrect } from "~/games/brain-blitz";
import { wordAdventure, isWordCorrect } from "~/games/word-adventure";
import { WORD_BANK } from "~/games/word-adventure.bank";
import { WORD_LEVELS, entryItem } from "~/games/words";
import { gameWords, otherWordsFromTiles, readWordList, tilesKey } from "~/games/words/dictionary.server";
import { levelsFor } from "~/games/levels";
import type { RunState } from "~/games/types";

/** A level-1 run whose current word is `word`. */
function runShowing(word: string): RunState {
  for (let seed = 0; seed < 5000; seed++) {
    const state = wordAdventure.start(`tiles-${seed}`, 1);
    const item = entryItem(
      WORD_LEVELS[0].find(([w]) => w === word)!,
      1,
    );
    if (wordAdventure.question(state).prompt === item.scrambled.toUpperCase()) return state;
  }
  throw new Error(`no seed shows ${word} first`);
}

describe("Word Adventure accepts every real word made of exactly the tiles", () => {
  it("LOW for OWL's tiles is right, and the feedback says which word was meant", () => {
    const result = wordAdventure.answer(runShowing("owl"), " low ");
    expect(result.correct).toBe(true);
    expect(result.points).toBe(5);
    expect(result.explanation).toBe("LOW uses all the tiles too! The word we had in mind was OWL.");
    // The word meant needs no note.
    expect(wordAdventure.answer(runShowing("owl"), "OWL").explanation).toBeUndefined();
  });

  it("the answers marked wrong in a played round are right now: TOP for POT, GEL for LEG", () => {
    const item = (word: string) => ({ word, scrambled: "", hint: "", difficulty: "easy" as const });
    expect(isWordCorrect(item("pot"), "TOP")).toBe(true);
    expect(isWordCorrect(item("leg"), "gel")).toBe(true);
    // Letters that spell no word, and real words with other tiles, stay wrong.
    expect(isWordCorrect(item("owl"), "wol")).toBe(false);
    expect(isWordCorrect(item("owl"), "own")).toBe(false);
    expect(isWordCorrect(item("owl"), "lowly")).toBe(false);
  });

  it("over the whole word list: every word with a game word's tiles is accepted, and nothing else", () => {
    const keys = new Map(gameWords().map((word) => [tilesKey(word), word]));
    const expected = new Map<string, string[]>();
    for (const word of readWordList()) {
      const meant = keys.get(tilesKey(word));
      if (meant !== undefined && word !== meant) expected.set(meant, [...(expected.get(meant) ?? []), word]);
    }
    const list = new Set(readWordList());
    let alternatives = 0;
    for (const word of gameWords()) {
      const others = otherWordsFromTiles(word);
      expect([...others].sort(), word).toEqual((expected.get(word) ?? []).sort());
      for (const other of others) {
        expect(list.has(other), other).toBe(true);
        expect(tilesKey(other), other).toBe(tilesKey(word));
        expect(isWordCorrect({ word, scrambled: "", hint: "", difficulty: "easy" }, other.toUpperCase()), `${other} for ${word}`).toBe(
          true,
        );
        alternatives++;
      }
    }
    // Level 1 alone has about 21 words with another real word in their tiles.
    expect(alternatives).toBeGreaterThan(100);
  });

  it("at the young levels, only words a child of that age knows: not EDHS, ATOC, HAWS or LINO; LOW, TOP and GEL still", () => {
    const item = (word: string) => ({ word, scrambled: "", hint: "", difficulty: "easy" as const });
    // Four-letter words (ages 7-8): SHED, COAT, WASH and LION, answered with the list's rare words.
    for (const [word, rare] of [
      ["shed", "edhs"],
      ["coat", "atoc"],
      ["wash", "haws"],
      ["lion", "lino"],
    ]) {
      expect(isWordCorrect(item(word), rare, 2), `${rare} for ${word} at level 2`).toBe(false);
      // The oldest level (ages 14-18) still takes any real word.
      expect(isWordCorrect(item(word), rare, 5), `${rare} for ${word} at level 5`).toBe(true);
      expect(isWordCorrect(item(word), word.toUpperCase(), 2)).toBe(true);
    }
    // Words a five-year-old knows stay right at level 1 (anagrams children typed in played rounds).
    for (const [word, common] of [
      ["owl", "low"],
      ["pot", "top"],
      ["leg", "gel"],
      ["cat", "act"],
      ["ram", "arm"],
    ]) {
      expect(isWordCorrect(item(word), common, 1), `${common} for ${word}`).toBe(true);
    }
    // A level's run: WAS for SAW's tiles is right at level 1, NUB for BUN is not.
    expect(isWordCorrect(item("saw"), "was", 1)).toBe(true);
    expect(isWordCorrect(item("bun"), "nub", 1)).toBe(false);
  });

  it("each level accepts fewer rare words than the one above it, and every word it accepts is a real one", () => {
    const accepted = levelsFor("word-adventure").map((level) =>
      gameWords().reduce((sum, word) => sum + otherWordsFromTiles(word, level.id).length, 0),
    );
    for (let i = 1; i < accepted.length; i++) expect(accepted[i - 1], `level ${i} against ${i + 1}`).toBeLessThan(accepted[i]);
    expect(accepted[accepted.length - 1]).toBe(gameWords().reduce((sum, word) => sum + otherWordsFromTiles(word).length, 0));
  });

  it("no scramble of the original bank is a word of the server's list (it would be a right answer shown on the tiles)", () => {
    const list = new Set(readWordList());
    for (const { word, scrambled } of WORD_BANK) expect(list.has(scrambled.toLowerCase()), `${word}: ${scrambled}`).toBe(false);
  });

  it("Brain Blitz's typed unscrambles take the other real words too", () => {
    const unscrambles = levelChallenges(2).filter((c) => c.question.startsWith("Unscramble"));
    const withOthers = unscrambles.filter((c) => otherWordsFromTiles(c.answer).length > 0);
    expect(withOthers.length).toBeGreaterThan(0);
    for (const c of withOthers) for (const other of otherWordsFromTiles(c.answer)) expect(isBlitzCorrect(c, other), other).toBe(true);
  });
});
