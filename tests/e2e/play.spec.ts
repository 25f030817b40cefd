import type { BrowserContext, Page } from "@playwright/test";
import { signedInPlayer } from "./accounts";
import { answerRight, finishRound, MATH_QUEST, playMathQuest } from "./games";
import { expect, expectAccessible, jsEnabled, test } from "./support";

/** The header's Clever Coin balance, read from its title ("105 Clever Coins"). */
async function balance(page: Page): Promise<number> {
  const title = await page.locator('header [title$=" Clever Coins"]').first().getAttribute("title");
  return Number(title?.split(" ")[0]);
}

test("a visitor plays Math Quest to the end and earns nothing", async ({ page }) => {
  const results = await playMathQuest(page, 3);
  await expect(results.getByTestId("reward")).toContainText("Sign in to save your scores and earn Clever Coins");
  await expectAccessible(page);
  await expect(results).not.toContainText("Clever Coins!");

  // Play Again starts a new run at score 0; Home goes back to the games.
  await results.getByRole("button", { name: "Play Again" }).click();
  await expect(page.getByTestId("score")).toHaveText("0");
  await finishRound(page);
  await page.getByRole("dialog", { name: "Game Over!" }).getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/games$/);
});

test("a wrong answer shows the right one, and a bad one is refused with a message", async ({ page }) => {
  await page.goto(MATH_QUEST);
  await page.getByRole("button", { name: "Start Game" }).click();
  const box = page.getByLabel("Your answer");
  await box.fill("seven");
  await box.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("Please enter a number.");
  await expect(page.getByTestId("score")).toHaveText("0");
  await box.fill("1000");
  await box.press("Enter");
  await expect(page.getByTestId("feedback")).toContainText(/Not quite! The answer was \d+\./);
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
  await page.getByLabel("Game").selectOption({ label: "Brain Blitz" });
  if (!jsEnabled()) await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/game=brain-blitz/);
  await expect(page.getByText("No scores yet for this selection.")).toBeVisible();
});

test("a signed-in player plays Math Quest, earns coins and finds the score on the leaderboard and My Games", async ({ page, context }) => {
  await fakeSharePages(context);
  const { username } = await signedInPlayer(page);
  await page.goto("/games");
  await expect(page.getByText("You earn Clever Coins for every game you finish.")).toBeVisible();
  // Today's Math Quest challenges: each asks for 3 right answers or fewer, so this game meets them all.
  await page.goto("/challenges");
  const challenges = await page
    .getByRole("article")
    .filter({ has: page.locator('a[href^="/play/math/"]') })
    .count();
  await page.goto(MATH_QUEST);
  const before = await balance(page);

  const results = await playMathQuest(page, 3);
  // The toast first, in one look: with JavaScript it leaves after a few seconds. Every amount where
  // the coins are shown: the game's 5 CC, each challenge's 10 CC, the badge's 10 CC.
  await expect(page.getByTestId("toast")).toContainText(
    /New High Score!You scored 3 points and earned \+5 CC, \+10 CC daily challenge “.*, \+10 CC First Steps badge!/,
  );
  await expect(results.getByTestId("reward")).toHaveText("You earned 5 Clever Coins! (1 of 10 rewarded games today)");
  await expectAccessible(page);
  await expect(results.getByTestId("coins")).toHaveText(`C${5 + 10 * challenges + 10}`);
  await expect(results.getByTestId("coins-line")).toHaveText(/^\+5 CC, (\+10 CC daily challenge “[^”]+”, )+\+10 CC First Steps badge$/);
  // 5 CC for the game, 10 CC for the First Steps badge it earns and 10 CC per challenge it meets.
  expect(await balance(page)).toBe(before + 5 + 10 + 10 * challenges);
  await expect(page.getByText("Your highest score: 3")).toBeVisible();

  await page.goto("/leaderboard?game=math-quest-number-crunch");
  const board = page.getByRole("region", { name: "Math Quest: Number Crunch" });
  const row = board.getByRole("row").filter({ hasText: `@${username}` });
  await expect(row).toContainText("You");
  await expect(row.getByRole("cell").nth(2)).toHaveText("3");
  await expectAccessible(page);

  // A board's Share opens that game's share menu: beside its name with JavaScript, below the boards without.
  await board.getByRole("link", { name: "Share" }).click();
  const menu = jsEnabled() ? board : page.locator("#share");
  if (!jsEnabled()) {
    await expect(page).toHaveURL(/game=math-quest-number-crunch&share=math-quest-number-crunch#share$/);
    await expect(menu).toContainText("Math Quest: Number Crunch");
  }
  if (jsEnabled()) {
    const popup = page.waitForEvent("popup");
    await menu.getByRole("button", { name: "Share on WhatsApp" }).click();
    await expect(await popup).toHaveTitle("Shared");
    await (await popup).close();
  } else {
    await menu.getByRole("button", { name: "Share on WhatsApp" }).click();
    await expect(page).toHaveTitle("Shared");
  }

  // A public player's name opens their profile.
  await page.goto("/leaderboard?game=math-quest-number-crunch");
  await page
    .getByRole("row")
    .filter({ hasText: `@${username}` })
    .locator('a[href^="/profile/"]')
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Player Profile" })).toBeVisible();
  // All Games ranks each game on its own: a board per game, with the way to see all of it.
  await page.goto("/leaderboard");
  await expect(page.getByRole("heading", { level: 2, name: "Math Quest: Number Crunch" })).toBeVisible();
  await page.getByRole("link", { name: "See all of Math Quest: Number Crunch" }).click();
  await expect(page).toHaveURL(/\/leaderboard\?game=math-quest-number-crunch$/);

  await page.goto("/my-games");
  const card = page.getByRole("listitem").filter({ hasText: "Math Quest: Number Crunch" });
  await expect(card).toContainText("Highest score3");
  // user_game_progress.times_played counts finished runs, at every level.
  await expect(card).toContainText("Times played1");
  await expect(card.getByRole("link", { name: /Play Again/ })).toHaveAttribute("href", MATH_QUEST);
  await expectAccessible(page);
});

/** The share pages are outside: answer for them so nothing leaves the machine. */
async function fakeSharePages(context: BrowserContext) {
  await context.route(/^https:\/\/(twitter\.com|www\.linkedin\.com|wa\.me|www\.facebook\.com)\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Shared</title>" }),
  );
}

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

test("sharing a game pays a signed-in player 10 CC once a day", async ({ page, context }) => {
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
  await share(page, "Facebook");
  await page.goto("/play/logic/logic-lab");
  // 10 CC for the first share of the day, and 10 CC for the Spread the Word badge.
  expect(await balance(page)).toBe(before + 10 + 10);
});
