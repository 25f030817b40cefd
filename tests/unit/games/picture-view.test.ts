import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { logicLab } from "~/games/logic-lab";
import { wordAdventure } from "~/games/word-adventure";
import { StageQuestion } from "~/components/stage/StageQuestion";
import { drawInEnglish } from "../../support/in-english";

/** The server's HTML of Logic Lab level 1's question `index` (no JavaScript yet, as a first paint). */
function stageHtml(seed: string, index: number): { html: string; question: ReturnType<typeof logicLab.question> } {
  const state = { ...logicLab.start(seed, 1), index };
  const question = logicLab.question(state);
  const html = drawInEnglish(createElement(StageQuestion, { gameKey: "logic-lab", question, disabled: false, feedback: null }));
  return { html, question };
}

describe("Logic Lab's picture puzzles on the page", () => {
  it("are drawn as inline SVG on the server, each place and each option named in words", () => {
    let drawnOptions = 0;
    for (let index = 0; index < 40; index++) {
      const { html, question } = stageHtml("pictures", index);
      expect(html, question.prompt).toContain("<svg");
      for (const cell of question.picture ?? []) {
        if (cell.glyphs.length) expect(html).toContain(`role="img" aria-label="${cell.name}"`);
      }
      // An option drawn as a picture keeps its words, for screen readers, inside its button.
      for (const [i, cell] of (question.optionPictures ?? []).entries()) {
        expect(html).toMatch(new RegExp(`<button[^>]*value="${i}"[^>]*>.*?<svg.*?<span class="sr-only">${cell.name}</span></button>`));
        drawnOptions++;
      }
    }
    expect(drawnOptions).toBeGreaterThan(20);
  });
});

describe("Word Adventure's pictures on the page", () => {
  // The server's HTML of level 1's questions: a word with a picture shows it beside the hint, hidden
  // from screen readers (an emoji's name is often the word itself; the hint stays their help).
  it("shows a word's picture beside its hint, hidden from screen readers, and none for a word without one", () => {
    let pictured = 0;
    let plain = 0;
    for (let index = 0; index < 40; index++) {
      const question = wordAdventure.question({ ...wordAdventure.start("pictures", 1), index });
      const html = drawInEnglish(createElement(StageQuestion, { gameKey: "word-adventure", question, disabled: false, feedback: null }));
      expect(html).toContain("<summary>Need a hint?</summary>");
      if (question.emoji) {
        expect(html).toContain(`<span data-testid="word-picture" class="word-picture" aria-hidden="true">${question.emoji}</span>`);
        pictured++;
      } else {
        expect(html).not.toContain('data-testid="word-picture"');
        plain++;
      }
    }
    expect(pictured).toBeGreaterThan(5);
    expect(plain).toBeGreaterThan(5);
  });
});
