import { expect, expectAccessible, test } from "./support";

test("a player filters the games by category and opens a game", async ({ page }) => {
  await page.goto("/games");
  const tabs = page.getByRole("navigation", { name: "Categories" });
  await expect(page.getByRole("heading", { level: 3 })).toHaveCount(4);
  await expectAccessible(page);

  await tabs.getByRole("link", { name: "Math" }).click();
  await expect(page).toHaveURL(/category=math/);
  await expect(tabs.getByRole("link", { name: "Math" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 3 })).toHaveText(["Math Quest: Number Crunch"]);

  await tabs.getByRole("link", { name: "Premium" }).click();
  await expect(page.getByRole("heading", { level: 3 })).toHaveText(["Brain Blitz"]);

  await tabs.getByRole("link", { name: "Logic" }).click();
  await page.getByRole("link", { name: /Play Now.*Logic Lab/ }).click();
  await expect(page).toHaveURL(/\/play\/logic\/logic-lab$/);
  await expect(page.getByRole("heading", { level: 1, name: "Logic Lab" })).toBeVisible();
});

test("an unknown category shows every game", async ({ page }) => {
  await page.goto("/games?category=astronomy");
  await expect(page.getByRole("heading", { level: 3 })).toHaveCount(4);
  await expect(page.getByRole("link", { name: "All Games" })).toHaveAttribute("aria-current", "page");
});

test("an unknown game sends the player back to the games list with a message", async ({ page }) => {
  await page.goto("/play/math/no-such-game");
  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByTestId("toast")).toContainText("Game not found.");
});
