// Playing helpers for journeys through the play page.
import { expect, type Page } from "@playwright/test";

/** Reads the shown Math Quest problem ("7 + 5 = ?") and answers it right, like a player would. */
export async function answerRight(page: Page) {
  const score = Number(await page.getByTestId("score").textContent());
  const prompt = (await page.getByTestId("prompt").textContent()) ?? "";
  const match = prompt.match(/^(\d+) ([+−×÷]) (\d+) = \?$/);
  if (!match) throw new Error(`not a Math Quest problem: "${prompt}"`);
  const [a, b] = [Number(match[1]), Number(match[3])];
  const answer = { "+": a + b, "−": a - b, "×": a * b, "÷": a / b }[match[2] as "+" | "−" | "×" | "÷"];
  const box = page.getByLabel("Your answer");
  await box.fill(String(answer));
  await box.press("Enter");
  // The server's score moves on: the next question is there.
  await expect(page.getByTestId("score")).toHaveText(String(score + 1));
}
