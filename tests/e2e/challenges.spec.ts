import type { Page } from "@playwright/test";
import { signedInPlayer } from "./accounts";
import { answerRight } from "./games";
import { expect, expectAccessible, test } from "./support";

const cards = (page: Page) => page.getByRole("article");

test("a visitor sees today's challenges and is asked to sign in to complete one", async ({ page }) => {
  await page.goto("/challenges");
  await expect(page.getByRole("heading", { level: 1, name: "Daily Challenges" })).toBeVisible();
  await expect(cards(page)).toHaveCount(6);
  await expect(cards(page).first()).toContainText("+10 CC");
  await expect(page.getByRole("link", { name: "Sign In to Complete" })).toHaveCount(6);
  await expectAccessible(page);

  // Refresh is a plain form: the same challenges come back.
  const titles = await cards(page).getByRole("heading").allTextContents();
  await page.getByRole("button", { name: "Refresh challenges" }).click();
  await expect(page).toHaveURL(/\/challenges$/);
  await expect(cards(page).getByRole("heading")).toHaveText(titles);

  // The home page shows the first three, with a way to all of them.
  await page.goto("/");
  const section = page.getByRole("region", { name: "Daily Challenges" });
  await expect(section.getByRole("article").getByRole("heading")).toHaveText(titles.slice(0, 3));
  await expect(section.getByRole("link", { name: "All challenges" })).toHaveAttribute("href", "/challenges");
  await expectAccessible(page);

  await page.goto("/challenges");
  await page.getByRole("link", { name: "Sign In to Complete" }).first().click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fchallenges$/);
});

test("a signed-in player plays a challenge from its card and sees it completed with the coins", async ({ page }) => {
  await signedInPlayer(page);
  await page.goto("/challenges");
  const progress = page.getByTestId("challenge-progress");
  await expect(progress).toContainText("0/6 Daily Limit");
  await expect(progress).toContainText("0 CC");

  // Math Quest's challenge: its card's button opens the game with the challenge.
  const mathCards = cards(page).filter({ has: page.locator('a[href^="/play/math/"]') });
  const ofMath = await mathCards.count();
  const card = mathCards.first();
  const title = (await card.getByRole("heading").textContent())!;
  await card.getByRole("link", { name: /Play Challenge Game/ }).click();
  await expect(page).toHaveURL(/\/play\/math\/math-quest-number-crunch\?challenge=[0-9a-f-]{36}$/);
  await expect(page.getByTestId("challenge-note")).toContainText(`Daily challenge: ${title}`);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Start Game" }).click();
  // Three right answers: as many as any challenge asks for.
  await answerRight(page);
  await answerRight(page);
  await answerRight(page);
  await page.getByRole("button", { name: "Finish Game" }).click();
  const results = page.getByRole("dialog", { name: "Game Over!" });
  await expect(results.getByTestId("final-score")).toHaveText("3");
  // The toast first: with JavaScript it leaves after a few seconds.
  await expect(page.getByTestId("toast")).toContainText(`+10 CC daily challenge “${title}”`);
  // The results list it beside the game's own coins.
  await expect(results.getByTestId("coins-line")).toContainText(`+10 CC daily challenge “${title}”`);
  await expect(page.getByTestId("challenge-note")).toContainText(`Daily challenge completed: ${title} (+10 CC)`);

  await page.getByRole("link", { name: "All challenges" }).click();
  await expect(page).toHaveURL(/\/challenges$/);
  // Any round of the game counts: every Math Quest challenge of the day asks for 3 right answers or fewer.
  await expect(progress).toContainText(`${ofMath}/6 Daily Limit`);
  await expect(progress).toContainText(`${10 * ofMath} CC`);
  const done = cards(page).filter({ hasText: title });
  await expect(done.getByText("Completed")).toBeVisible();
  await expect(done.getByRole("link", { name: /Play Challenge Game/ })).toHaveCount(0);
  await expectAccessible(page);

  // Home, signed in: the day's first challenges, and no offer to sign up for an account they have (issue 51).
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Daily Challenges" }).getByRole("article")).toHaveCount(3);
  await expect(page.getByRole("link", { name: "Start Playing" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign Up – 100 Free CC" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Create Free Account" })).toHaveCount(0);
});
