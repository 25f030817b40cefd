/**
 * The accent rule (docs/decisions/accent-rule.md) in tiles, typing and scoring: a teacher's
 * "árbol" shows its "Á" tile; a child on an English keyboard who types "arbol" is right and is
 * shown how it is spelled; "ß" is one tile, and "strasse" is "straße".
 */
import { describe, expect, it } from "vitest";
import { engines } from "~/games";
import { withLanguage } from "~/games/language";
import type { WordsContent } from "~/games/sets/content";
import { setEngine } from "~/games/sets/engine";
import type { RunState } from "~/games/types";
import { capitals, sameWord, usedTiles } from "~/games/words/letters";

const LIST: WordsContent = {
  kind: "words",
  words: ["árbol", "niño", "façade", "straße", "corazón"].map((word) => ({ word, others: [] })),
};
const list = setEngine(engines["word-adventure"], LIST);

/** The state of a run of the list whose question is `word`. */
function askedAt(word: string, language?: "es"): RunState {
  for (let index = 0; index < 5; index++) {
    const state = withLanguage({ ...list.start("accents"), index }, language);
    if ([...list.question(state).prompt].sort().join("") === [...capitals(word)].sort().join("")) return state;
  }
  throw new Error(`${word} is not in the list`);
}

describe("the accent rule", () => {
  it("shows each word's letters as its tiles, accents, ñ, ç and ß included, one letter a tile", () => {
    expect([...list.question(askedAt("árbol")).prompt].sort()).toEqual(["B", "L", "O", "R", "Á"]);
    expect([...list.question(askedAt("niño")).prompt].sort()).toEqual(["I", "N", "O", "Ñ"]);
    expect([...list.question(askedAt("straße")).prompt]).toHaveLength(6);
    expect(list.question(askedAt("straße")).prompt).toContain("ẞ");
  });

  it("counts a word typed without its accents as right, and says how it is spelled", () => {
    const arbol = askedAt("árbol");
    expect(list.answer(arbol, "árbol")).toMatchObject({ correct: true, points: 5, correctAnswer: "ÁRBOL" });
    expect(list.answer(arbol, "árbol").explanation).toBeUndefined();
    expect(list.answer(arbol, "ARBOL")).toMatchObject({ correct: true, points: 5, explanation: "Right! It is spelled ÁRBOL." });
    expect(list.answer(arbol, "arbl")).toMatchObject({ correct: false, points: 0 });
    expect(list.answer(askedAt("niño"), "nino")).toMatchObject({ correct: true, correctAnswer: "NIÑO" });
    expect(list.answer(askedAt("façade"), "facade").correct).toBe(true);
    expect(list.answer(askedAt("straße"), "strasse")).toMatchObject({ correct: true, correctAnswer: "STRAẞE" });
    // "é" typed as e and a combining accent is the same letter.
    expect(sameWord("corazo\u0301n", "corazón")).toBe(true);
  });

  it("says it in the run's language", () => {
    expect(list.answer(askedAt("árbol", "es"), "arbol").explanation).toBe("¡Bien! Se escribe ÁRBOL.");
  });

  it("lets a typed letter use up its accented tile", () => {
    expect([...usedTiles(["L", "Á", "B", "R", "O"], "arbol")].sort()).toEqual([0, 1, 2, 3, 4]);
    expect([...usedTiles(["Ñ", "N", "I", "O"], "niño")].sort()).toEqual([0, 1, 2, 3]);
    expect([...usedTiles(["A", "Á"], "á")]).toEqual([1]);
  });
});
