// Playing helpers for journeys through the play page and the two-player panel.
import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, hydrated } from "./support";
import { after, PAGE_ANSWER_MS } from "./timing";
import { answerOfPrompt } from "../support/math-prompt";

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
  return Number(answerOfPrompt(prompt));
}

/**
 * Waits out a just-started round's loading screen. Without JavaScript that screen reloads itself
 * after 1.5 s (a meta refresh): a Finish posted during it can lose to the reload, and the round
 * goes on; a page.goto during it is aborted by the reload (net::ERR_ABORTED on a busy machine).
 */
export async function pastLoading(page: Page) {
  await expect(page.getByText("Loading game...")).toHaveCount(0, after(1_500));
}

/** Finishes a round that was just started, once its loading screen has gone. */
export async function finishRound(page: Page) {
  await pastLoading(page);
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

/**
 * On a start screen: opens "Change level" (the levels and timers wait behind it, so that Start
 * Game is in the first screen of a phone) and picks the level whose name matches.
 */
export async function chooseLevel(page: Page, level: RegExp) {
  const change = page.locator("details.start-change");
  if (!(await change.evaluate((details: HTMLDetailsElement) => details.open))) await change.getByText(/^Change (level|timer)$/).click();
  await page.getByRole("group", { name: "Choose your level" }).getByRole("radio", { name: level }).check();
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
 * On a premium game's play page: bought by card as buyByCardAndOpen buys it, by requests alone
 * (the buy form's post, then the fake Stripe's page, which takes the card and sends the signed
 * webhook before it answers), and the play page loaded again, ready to play (its start button,
 * named `start` in the page's language): for journeys about playing the game. premium.spec.ts
 * buys through the pages.
 */
export async function buyByCardRequests(page: Page, start = "Start Game") {
  const gameId = await page.locator('input[name="gameId"]').first().inputValue();
  const buy = await page.request.post("/premium/purchase", { form: { intent: "card", gameId }, maxRedirects: 0 });
  expect(buy.status(), "the buy form's answer: off to Checkout").toBe(303);
  const paid = await page.request.get(buy.headers()["location"], { maxRedirects: 0 });
  expect(paid.status(), "Checkout's answer: back to the success page").toBe(303);
  await page.reload();
  await expect(page.getByRole("button", { name: start })).toBeVisible();
}

/**
 * The player's unfinished rounds, moved `seconds` into the past by the suite's server
 * (tests/e2e/app-server.ts): the round's clock has run out as if the journey had waited.
 */
export async function windClock(page: Page, seconds: number) {
  const response = await page.context().request.post("/__e2e/clock", { data: { seconds } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Each of `parts` lies wholly on the screen as the page stands (nothing scrolled by the journey):
 * inside the window, below the site's header where that stays over the page (sticky), and the
 * page no wider than the window (issue 35's phone-first stage).
 */
export async function expectOnScreen(page: Page, parts: Record<string, Locator>) {
  // Shown first: on a busy machine the stage can take seconds to come (the page has not answered
  // yet, which is not a part off the screen).
  for (const part of Object.values(parts)) await expect(part).toBeVisible();
  // Then measured again until it holds: as the next question replaces the last, its parts are for
  // a moment not laid out (a box of null).
  await expect(async () => {
    const { width, height, top, pageWidth } = await page.evaluate(() => {
      const header = document.querySelector("header");
      const stays = header !== null && ["sticky", "fixed"].includes(getComputedStyle(header).position);
      return {
        width: window.innerWidth,
        height: window.innerHeight,
        top: stays ? Math.max(0, header.getBoundingClientRect().bottom) : 0,
        pageWidth: document.documentElement.scrollWidth,
      };
    });
    expect(pageWidth, "the page is no wider than the screen").toBeLessThanOrEqual(width);
    for (const [name, part] of Object.entries(parts)) {
      const box = await part.boundingBox({ timeout: 1_000 });
      expect(box, `${name} is shown`).not.toBeNull();
      const { x, y, width: w, height: h } = box!;
      expect({ name, top: y >= top - 0.5, bottom: y + h <= height + 0.5, left: x >= -0.5, right: x + w <= width + 0.5 }).toEqual({
        name,
        top: true,
        bottom: true,
        left: true,
        right: true,
      });
    }
  }).toPass({ timeout: PAGE_ANSWER_MS });
}

/**
 * The page has a toast, and no toast's box (shown, or faded but keeping its place) lies over a
 * control on the screen (button, link, field, menu).
 */
export async function expectToastsClearOfControls(page: Page) {
  await expect(page.getByTestId("toast").first()).toBeAttached();
  const overlaps = await page.evaluate(() => {
    // Shown as Playwright means it (not in a closed menu, not invisible), and with a size.
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
    };
    const toasts = [...document.querySelectorAll('[data-testid="toast"]')];
    const controls = [
      ...document.querySelectorAll('button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"]'),
    ].filter(shown);
    const found: string[] = [];
    for (const toast of toasts) {
      const t = toast.getBoundingClientRect();
      for (const control of controls) {
        const c = control.getBoundingClientRect();
        if (t.left < c.right && c.left < t.right && t.top < c.bottom && c.top < t.bottom) {
          found.push(
            `"${toast.textContent?.slice(0, 40)}" covers "${(control.textContent || control.getAttribute("aria-label") || control.tagName).trim().slice(0, 40)}"`,
          );
        }
      }
    }
    return found;
  });
  expect(overlaps, `toasts clear of the controls at ${page.viewportSize()?.width} px`).toEqual([]);
}
