// What the stage reads aloud, heard in a journey: the browser's speech synthesis replaced by one
// that keeps what it was asked to say (a headless browser has no voice to listen to).
import type { Page } from "@playwright/test";

/** Before the page loads: every text read aloud is kept; the answer reads them, oldest first, one a line. */
export async function listenToReadAloud(page: Page): Promise<() => Promise<string>> {
  await page.addInitScript(() => {
    const said: string[] = [];
    Object.assign(window, { __said: said });
    Object.defineProperty(window, "speechSynthesis", {
      configurable: true,
      value: { speak: (utterance: SpeechSynthesisUtterance) => said.push(utterance.text), cancel: () => {}, getVoices: () => [] },
    });
  });
  return () => page.evaluate(() => ((window as unknown as { __said?: string[] }).__said ?? []).join("\n")).catch(() => "");
}
