// Every child can play (issue 34): each game played to its results with the keyboard alone (no
// click) on a relaxed timer; after each answer the focus is back where the next one is typed or
// chosen; the stage's log tells a screen reader the question and the feedback in order; axe finds
// nothing, of any impact, on the stage's states at 390 and 1280 px. JavaScript only: the keyboard
// without it is the browser's own forms (every answer a page).
import type { Page } from "@playwright/test";
import { entryItem, WORD_LEVELS } from "~/games/words";
import { signedInPlayer } from "./accounts";
import { MATH_QUEST, mathAnswer } from "./games";
import { accessibilityViolations, expect, jsEnabled, tabTo, test } from "./support";

const keyboardJourney = () =>
  test.skip(!jsEnabled(), "keyboard journeys of the scripted stage; without JavaScript every answer is a plain form");

/** No accessibility violation of any impact, at a phone's width and a laptop's. */
async function expectNoViolations(page: Page, state: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await accessibilityViolations(page), `${state} at ${width} px`).toEqual([]);
  }
}

/** On the start screen: Change level opened by Enter, a level (Arrow keys within the level radios) and a timer, then Start by Enter. */
async function startByKeyboard(page: Page, { level, timer, start = "Start Game" }: { level: RegExp; timer: string; start?: string }) {
  await tabTo(page, page.locator("details.start-change summary"));
  await page.keyboard.press("Enter");
  const levels = page.getByRole("group", { name: "Choose your level" });
  await tabTo(page, levels.getByRole("radio", { checked: true }));
  for (let presses = 0; presses < 6 && !(await levels.getByRole("radio", { name: level }).isChecked()); presses++) {
    await page.keyboard.press("ArrowDown");
  }
  await expect(levels.getByRole("radio", { name: level })).toBeChecked();
  const timers = page.getByRole("group", { name: "Timer" });
  await tabTo(page, timers.getByRole("radio", { checked: true }));
  for (let presses = 0; presses < 3 && !(await timers.getByRole("radio", { name: new RegExp(`^${timer}`) }).isChecked()); presses++) {
    await page.keyboard.press("ArrowRight");
  }
  await expect(timers.getByRole("radio", { name: new RegExp(`^${timer}`) })).toBeChecked();
  await expectNoViolations(page, "the start screen");
  await tabTo(page, page.getByRole("button", { name: start }));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("stage-timer")).toHaveText(timer);
}

/** Finish Game by keyboard; the results say the round was relaxed and take the focus. */
async function finishByKeyboard(page: Page, timer: string) {
  await tabTo(page, page.getByRole("button", { name: "Finish Game" }));
  await page.keyboard.press("Enter");
  const results = page.getByRole("dialog", { name: "Game Over!" });
  await expect(results.getByRole("heading", { name: "Game Over!" })).toBeFocused();
  await expect(results.getByTestId("results-timer")).toHaveText(
    `${timer}: this round counts for coins and challenges, but is not ranked on the leaderboard.`,
  );
  await expectNoViolations(page, "the results");
  return results;
}

const log = (page: Page) => page.getByRole("log", { name: "Game announcements" });
const index = (page: Page) => page.locator('input[name="index"]');

test("Math Quest by keyboard alone, with more time: the focus stays in the answer box and the log says each step", async ({ page }) => {
  keyboardJourney();
  await page.goto(MATH_QUEST);
  await startByKeyboard(page, { level: /Counting and sums to 10/, timer: "More time" });
  // Twice the game's minute.
  await expect(page.getByTestId("time-left")).toHaveText(/^(2:00|1:5\d)$/);
  const box = page.getByLabel("Your answer");
  await expect(box).toBeFocused();
  await expectNoViolations(page, "a question");

  for (let question = 1; question <= 2; question++) {
    await expect(box).toBeFocused();
    await page.keyboard.type(String(mathAnswer((await page.getByTestId("prompt").textContent()) ?? "")));
    await page.keyboard.press("Enter");
    await expect(index(page)).toHaveValue(String(question));
  }
  // The next answer is typed straight away; the last feedback stays on the page.
  await expect(box).toBeFocused();
  await expect(page.getByText("Last answer: Correct! +1 point")).toBeVisible();
  await expect(log(page)).toMatchAriaSnapshot(`
    - log "Game announcements":
      - paragraph: /^Question 1\\. Solve[:] .+/
      - paragraph: Correct! +1 point
      - paragraph: /^Question 2\\. Solve[:] .+/
      - paragraph: Correct! +1 point
      - paragraph: /^Question 3\\. Solve[:] .+/
  `);
  await expectNoViolations(page, "a question with the last feedback");

  const results = await finishByKeyboard(page, "More time");
  await expect(results.getByTestId("final-score")).toHaveText("2");
});

test("Word Adventure by keyboard alone, without a timer: the tiles answer to Enter and the box keeps the focus", async ({ page }) => {
  keyboardJourney();
  await page.goto("/play/reading/word-adventure");
  await startByKeyboard(page, { level: /Three-letter words/, timer: "No timer" });
  await expect(page.getByTestId("time-left")).toHaveCount(0);
  const tiles = page.getByTestId("prompt");
  await expect(tiles).toHaveText(/^[A-Z]{3}$/);
  const scrambled = (await tiles.textContent())!;

  // The tiles by keyboard: Enter on each moves on to the next free one, then to the answer box.
  await tabTo(page, tiles.getByRole("button").first(), true);
  for (let i = 0; i < 3; i++) await page.keyboard.press("Enter");
  const box = page.getByLabel("Your answer");
  await expect(box).toHaveValue(scrambled);
  await expect(box).toBeFocused();
  await page.keyboard.press("Enter");
  // The tiles as shown are never a word.
  await expect(page.locator(".stage-card").getByText(/^Not quite! The answer was [A-Z]{3}\.$/)).toBeVisible();
  await expect(index(page)).toHaveValue("1");
  await expect(box).toBeFocused();

  const shown = (await tiles.textContent())!;
  const word = WORD_LEVELS[0].map((entry) => entryItem(entry, 1)).find((item) => item.scrambled.toUpperCase() === shown)!.word;
  await page.keyboard.type(word);
  await page.keyboard.press("Enter");
  await expect(index(page)).toHaveValue("2");
  await expect(box).toBeFocused();
  await expect(log(page)).toMatchAriaSnapshot(`
    - log "Game announcements":
      - paragraph: /^Question 1\\. Unscramble the letters[:] [A-Z] [A-Z] [A-Z]$/
      - paragraph: /^Not quite! The answer was [A-Z]{3}\\./
      - paragraph: /^Question 2\\. Unscramble the letters[:] [A-Z] [A-Z] [A-Z]$/
      - paragraph: /^Correct! \\+5 points/
      - paragraph: /^Question 3\\. /
  `);
  await expectNoViolations(page, "a question without a timer");

  await finishByKeyboard(page, "No timer");
});

test("Logic Lab by keyboard alone, with more time: after each choice the focus is on the next question's first option", async ({
  page,
}) => {
  keyboardJourney();
  await page.goto("/play/logic/logic-lab");
  await startByKeyboard(page, { level: /Number patterns/, timer: "More time" });
  const options = page.getByRole("group", { name: "Puzzle:" }).getByRole("button");
  await expect(options.first()).toBeFocused();
  await expectNoViolations(page, "a question");
  for (let question = 1; question <= 2; question++) {
    await page.keyboard.press("Tab");
    await expect(options.nth(1)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(index(page)).toHaveValue(String(question));
    await expect(options.first()).toBeFocused();
  }
  await expect(log(page)).toMatchAriaSnapshot(`
    - log "Game announcements":
      - paragraph: /^Question 1\\. Puzzle[:] .+/
      - paragraph: /^(Correct! \\+\\d+ points?|Not quite! The answer was .+)/
      - paragraph: /^Question 2\\. Puzzle[:] .+/
      - paragraph: /^(Correct! \\+\\d+ points?|Not quite! The answer was .+)/
      - paragraph: /^Question 3\\. Puzzle[:] .+/
  `);
  await expectNoViolations(page, "a question with the last feedback");
  await finishByKeyboard(page, "More time");
});

test("Brain Blitz's free round by keyboard alone, without a timer, for five- to seven-year-olds' choices", async ({ page }) => {
  keyboardJourney();
  await signedInPlayer(page);
  await page.goto("/play/premium/brain-blitz");
  await startByKeyboard(page, { level: /Little sparks/, timer: "No timer", start: "Play Today's Free Round" });
  const choices = page.getByRole("group", { name: "Challenge:" }).getByRole("button");
  await expect(choices.first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(index(page)).toHaveValue("1");
  await expect(choices.first()).toBeFocused();
  await expect(log(page)).toMatchAriaSnapshot(`
    - log "Game announcements":
      - paragraph: /^Question 1\\. Challenge[:] .+/
      - paragraph: /^(Correct! \\+\\d+ points?|Not quite! The answer was .+)/
      - paragraph: /^Question 2\\. Challenge[:] .+/
  `);
  await expectNoViolations(page, "a question with the last feedback");
  await finishByKeyboard(page, "No timer");
});

test("a visitor's comfort settings, larger text and easy-to-read letters, are kept in this browser, with or without JavaScript", async ({
  page,
}) => {
  await page.goto("/games");
  await page.getByRole("link", { name: "Comfort settings" }).click();
  await expect(page.getByRole("heading", { name: "Comfort settings" })).toBeVisible();
  const html = page.locator("html");
  await expect(html).not.toHaveAttribute("data-font", /./);
  // Nobody downloads the readable font who did not ask for it.
  await expect(page.locator('link[href*="latin-400"]')).toHaveCount(0);
  await page.getByRole("checkbox", { name: /^Larger text/ }).check();
  await page.getByRole("checkbox", { name: /^Easy-to-read letters/ }).check();
  await page.getByRole("checkbox", { name: /^Game sounds/ }).uncheck();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Your comfort settings are saved.")).toBeVisible();
  await expect(html).toHaveAttribute("data-text", "large");
  await expect(html).toHaveAttribute("data-font", "readable");
  await expect(page.locator('link[rel="stylesheet"][href*="latin-400"]')).toHaveCount(1);

  // Another page of the site, later: still the same settings, and the stage's sound is off.
  await page.goto("/play/logic/logic-lab");
  await expect(html).toHaveAttribute("data-text", "large");
  await expect(page.evaluate(() => document.fonts.check('16px "Atkinson Hyperlegible"'))).resolves.toBe(true);
  if (jsEnabled()) {
    await page.getByRole("button", { name: "Start Game" }).click();
    await expect(page.getByRole("button", { name: "Sound" })).toHaveAttribute("aria-pressed", "false");
    await expectNoViolations(page, "a question in larger text and the readable font");
  }
});
