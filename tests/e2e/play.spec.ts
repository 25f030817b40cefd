import type { Page } from "@playwright/test";
import { shoot } from "./shots";
import { signedInPlayer } from "./accounts";
import { answerRight, MATH_QUEST, mathAnswer, playMathQuest } from "./games";
import { balance, expect, expectAccessible, fakeSharePages, jsEnabled, test } from "./support";

test.describe("with the system's motion on (the suite's other journeys ask for less: playwright.config.ts)", () => {
  test.use({ reducedMotion: "no-preference" });

  // The stage's animations run: the card's feedback, the results' score counting up to the
  // server's, the stars' reveal.
  test("a visitor plays Math Quest to the end and earns nothing", async ({ page }) => {
    const results = await playMathQuest(page, 1);
    await expect(results.getByTestId("reward")).toContainText("Sign in to save your scores and earn Clever Coins");
    await expectAccessible(page);
    await expect(results).not.toContainText("Clever Coins!");

    // Home goes back to the games (Play Again is games-stage.spec.ts's: a new run at the same level).
    await results.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/games$/);
  });
});

test("a wrong answer shows the right one, and a bad one is refused with a message", async ({ page }) => {
  await page.goto(MATH_QUEST);
  await page.getByRole("button", { name: "Start Game" }).click();
  const box = page.getByLabel("Your answer");
  await box.fill("seven");
  await box.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("Please enter a number.");
  await expect(page.getByTestId("score")).toHaveText("0");
  const right = mathAnswer((await page.getByTestId("prompt").textContent()) ?? "");
  await box.fill(String(right + 1000));
  await box.press("Enter");
  // Checked once the next question is there (the page's answer), where the note stays as "Last
  // answer: …" with JavaScript and without, not while the answer is on its way or in its 750 ms
  // of feedback: a state that does not move on by itself.
  await expect(page.locator('input[name="index"]')).toHaveValue("1");
  await expect(page.getByTestId("feedback")).toContainText(`Last answer: Not quite! The answer was ${right}.`);
  // Under it, how to work it out, from the same numbers, ending at the answer.
  await expect(page.getByTestId("feedback").locator("p").nth(1)).toContainText(String(right));
  await shoot(page, "math-worked-steps", page.locator("#stage"));
  await expect(page.getByTestId("score")).toHaveText("0");
});

test("with JavaScript the clock runs: red at 10 seconds, the game ends by itself at zero", async ({ page }) => {
  test.skip(!jsEnabled(), "the countdown runs in the browser; without it the page shows the time as of render");
  await page.clock.install();
  await page.goto(MATH_QUEST);
  await page.getByRole("button", { name: "Start Game" }).click();
  // Backspace on the empty answer box starts over, once the child says so: pressed again and
  // again it only asks; Keep playing (or Escape) goes back to the same question.
  const answer = page.getByLabel("Your answer");
  await answer.press("Backspace");
  const ask = page.getByRole("alertdialog", { name: "Start over?" });
  await expect(ask).toBeVisible();
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await expect(ask.getByRole("button", { name: "Keep playing" })).toBeFocused();
  await ask.getByRole("button", { name: "Keep playing" }).click();
  await expect(ask).toHaveCount(0);
  await expect(answer).toBeFocused();
  await answer.press("Backspace");
  await page.keyboard.press("Escape");
  await expect(ask).toHaveCount(0);
  await answer.press("Backspace");
  await ask.getByRole("button", { name: "Start over" }).click();
  await page.getByRole("button", { name: "Start Game" }).click();
  await answerRight(page);
  const timer = page.getByTestId("time-left");
  await expect(timer).not.toHaveClass(/text-red-700/);
  await page.clock.fastForward("00:50");
  await expect(timer).toHaveClass(/text-red-700/);
  await page.clock.fastForward("00:15");
  const results = page.getByRole("dialog", { name: "Game Over!" });
  await expect(results).toBeVisible();
  await expect(results.getByTestId("final-score")).toHaveText("1");
});

test("a visitor is asked to sign in before playing the premium game", async ({ page }) => {
  await page.goto("/game/premium/brain-blitz");
  await expect(page.getByRole("heading", { level: 1, name: "Brain Blitz" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Start Game" })).toHaveCount(0);
  await page.getByRole("link", { name: "Sign In to Access Premium Learning" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fgame%2Fpremium%2Fbrain-blitz/);
});

test("the leaderboard filters by game and category without JavaScript too", async ({ page }) => {
  await page.goto("/leaderboard");
  await expect(page.getByRole("heading", { level: 1, name: "Leaderboard" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Category").selectOption("logic");
  if (!jsEnabled()) await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/category=logic/);
  await page.getByRole("combobox", { name: "Game" }).selectOption({ label: "Brain Blitz" });
  if (!jsEnabled()) await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/game=brain-blitz/);
  await expect(page.getByText("No scores yet for this selection.")).toBeVisible();
});

/** Opens the play page's Share menu and shares on `platform`: a new window with JavaScript, this one without. */
async function share(page: Page, platform: string) {
  await page.goto("/play/logic/logic-lab");
  await page.getByText("Share", { exact: true }).click();
  if (jsEnabled()) {
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: `Share on ${platform}` }).click();
    await expect(await popup).toHaveTitle("Shared");
    await (await popup).close();
  } else {
    await page.getByRole("button", { name: `Share on ${platform}` }).click();
    await expect(page).toHaveTitle("Shared");
  }
}

test("a visitor can share a game", async ({ page, context }) => {
  await fakeSharePages(context);
  await share(page, "WhatsApp");
});

// Once a day per game (a second share pays nothing, also when sent at once) is the server's rule:
// tests/integration/shares.test.ts. Here: what a player sees of the one share that pays.
test("sharing a game pays a signed-in player 10 CC, and the badge on top", async ({ page, context }) => {
  await fakeSharePages(context);
  await signedInPlayer(page);
  await page.goto("/play/logic/logic-lab");
  const before = await balance(page);
  await share(page, "X");
  // The share's 10 CC, and the Spread the Word badge's 10 CC on top: in the menu with JavaScript,
  // and as a toast on the next page here (back from the share page) without.
  const paid = "+10 CC for sharing, +10 CC Spread the Word badge";
  if (jsEnabled()) await expect(page.getByText(`${paid}!`)).toBeVisible();
  else await page.goto("/play/logic/logic-lab");
  await expect(page.getByTestId("toast")).toContainText(`Thanks for sharing!You shared Logic Lab: ${paid}.`);
  // 10 CC for the first share of the day, and 10 CC for the Spread the Word badge, in the header.
  if (jsEnabled()) await page.goto("/play/logic/logic-lab");
  expect(await balance(page)).toBe(before + 10 + 10);
});
