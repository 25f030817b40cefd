import { describe, expect, it } from "vitest";
import { levelChallenges } from "~/games/blitz/catalogue";
import { isBlitzCorrect } from "~/games/brain-blitz";
import { wordAdventure, isWordCorrect } from "~/games/word-adventure";
import { WORD_BANK } from "~/games/word-adventure.bank";
import { WORD_LEVELS, entryItem } from "~/games/words";
import { gameWords, otherWordsFromTiles, readWordList, tilesKey } from "~/games/words/dictionary.server";
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
