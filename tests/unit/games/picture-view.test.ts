import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { logicLab } from "~/games/logic-lab";
import { StageQuestion } from "~/components/stage/StageQuestion";

/** The server's HTML of Logic Lab level 1's question `index` (no JavaScript yet, as a first paint). */
function stageHtml(seed: string, index: number): { html: string; question: ReturnType<typeof logicLab.question> } {
  const state = { ...logicLab.start(seed, 1), index };
  const question = logicLab.question(state);
  const html = renderToStaticMarkup(createElement(StageQuestion, { gameKey: "logic-lab", question, disabled: false, feedback: null }));
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
