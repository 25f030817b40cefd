// Playing helpers for journeys through the play page and the two-player panel.
import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, hydrated } from "./support";
import { after } from "./timing";

export const MATH_QUEST = "/play/math/math-quest-number-crunch";

/** Reads the Math Quest problem shown in `scope` ("7 + 5 = ?") and answers it right, like a player would. */
export async function answerShownProblem(scope: Page | Locator) {
  const prompt = (await scope.getByTestId("prompt").textContent()) ?? "";
  const box = scope.getByLabel("Your answer");
  await box.fill(String(mathAnswer(prompt)));
  await box.press("Enter");
}

/**
 * The answer to a Math Quest problem of the first level (the start screen's default: "How many
 * dots? ● ● ●", "What number comes after 4?", "3 + 2 = ?", "7 − 3 = ?", "2 + ? = 6") or of a race
 * ("7 + 5 = ?" with any of + − × ÷).
 */
export function mathAnswer(prompt: string): number {
  const dots = prompt.match(/^How many dots\? ([● ]+)$/);
  if (dots) return dots[1].split("●").length - 1;
  const after = prompt.match(/^What number comes after (\d+)\?$/);
  if (after) return Number(after[1]) + 1;
  const missing = prompt.match(/^(\d+) \+ \? = (\d+)$/);
  if (missing) return Number(missing[2]) - Number(missing[1]);
  const match = prompt.match(/^(\d+) ([+−×÷]) (\d+) = \?$/);
  if (!match) throw new Error(`not a Math Quest problem: "${prompt}"`);
  const [a, b] = [Number(match[1]), Number(match[3])];
  return { "+": a + b, "−": a - b, "×": a * b, "÷": a / b }[match[2] as "+" | "−" | "×" | "÷"];
}

/**
 * Finishes a round that was just started, once its loading screen has gone. Without JavaScript
 * that screen reloads itself after 1.5 s (a meta refresh); a Finish posted during it can lose to
 * the reload, and the round goes on.
 */
export async function finishRound(page: Page) {
  await expect(page.getByText("Loading game...")).toHaveCount(0, after(1_500));
  await page.getByRole("button", { name: "Finish Game" }).click();
}

/** Answers the shown problem right and waits for the server's score to move on (the next question is there). */
export async function answerRight(page: Page) {
  const score = Number(await page.getByTestId("score").textContent());
  await answerShownProblem(page);
  await expect(page.getByTestId("score")).toHaveText(String(score + 1));
}

/** Answers the shown Math Quest problem wrong and waits for the next question (the form's question index moves on). */
export async function answerWrong(page: Page) {
  const index = page.locator('input[name="index"]');
  const before = Number(await index.inputValue());
  const box = page.getByLabel("Your answer");
  await box.fill(String(mathAnswer((await page.getByTestId("prompt").textContent()) ?? "") + 1));
  await box.press("Enter");
  await expect(index).toHaveValue(String(before + 1));
}

/** Starts Math Quest, answers `correct` problems right and finishes; returns at the results. */
export async function playMathQuest(page: Page, correct: number) {
  await page.goto(MATH_QUEST);
  await page.getByRole("button", { name: "Start Game" }).click();
  await expect(page.getByTestId("prompt")).toBeVisible();
  await expect(page.getByTestId("time-left")).toHaveText(/^[01]:\d\d$/);
  await expectAccessible(page);
  for (let i = 0; i < correct; i++) await answerRight(page);
  await page.getByRole("button", { name: "Finish Game" }).click();
  const results = page.getByRole("dialog", { name: "Game Over!" });
  await expect(results).toBeVisible();
  await expect(results.getByTestId("final-score")).toHaveText(String(correct));
  return results;
}

/**
 * On a premium game's play page: buys it by card (the fake Stripe of the e2e world: a plain form's
 * post there, and a new page back) and comes back to its play page, ready to play.
 */
export async function buyByCardAndOpen(page: Page) {
  await page.getByRole("button", { name: "Buy for $1 with card" }).click();
  await expect(page.getByRole("heading", { name: "Purchase Successful!" })).toBeVisible();
  // A new document with JavaScript on: hydrated before its link (and then the start screen's
  // level choice, which React would reset) is used.
  await hydrated(page);
  await page.getByRole("link", { name: "Play Game Now" }).click();
  await expect(page.getByRole("button", { name: "Start Game" })).toBeVisible();
}

/**
 * The player's unfinished rounds, moved `seconds` into the past by the suite's server
 * (tests/e2e/app-server.ts): the round's clock has run out as if the journey had waited.
 */
export async function windClock(page: Page, seconds: number) {
  const response = await page.context().request.post("/__e2e/clock", { data: { seconds } });
  expect(response.status(), await response.text()).toBe(200);
}
