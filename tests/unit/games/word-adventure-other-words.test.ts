/**
 * The other real words Word Adventure accepts from a word's tiles, in English and Spanish (LOW for
 * OWL, LOS for SOL: docs/decisions/every-real-word.md, words-in-spanish.md), are read from an index
 * checked in beside the code, so that no child's answer waits for a word list to be read. Built
 * again here from the pinned lists, it must be what they give for the game's words today.
 */
import { describe, expect, it } from "vitest";
import { englishOtherWords } from "~/games/words/dictionary.server";
import prebuilt from "~/games/words/other-words.json" with { type: "json" };
import { spanishOtherWords } from "~/games/words/spanish-dictionary.server";

const REBUILD = "the word lists or the game's words changed: run `npx tsx scripts/other-words.ts`";

describe("the index of the other real words made of the game's tiles", () => {
  it("is what the pinned English list and spoken-English ranks give for the game's words", () => {
    expect(prebuilt.en, REBUILD).toEqual(englishOtherWords());
  });

  it("is what the pinned spoken-Spanish list and Spanish dictionary give for the game's Spanish words", () => {
    expect(prebuilt.es, REBUILD).toEqual(spanishOtherWords());
    // SOL's tiles make LOS, RÍO's OÍR: the index holds them, spelled as written, with their ranks.
    expect(prebuilt.es.los.map(([word]) => word)).toEqual(["los", "sol"]);
    expect(prebuilt.es.ior.map(([word]) => word)).toContain("oír");
  });
});
