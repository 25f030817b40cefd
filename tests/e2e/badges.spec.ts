import type { Page } from "@playwright/test";
import { signedInPlayer } from "./accounts";
import { expect, expectAccessible, test } from "./support";

const tabs = (page: Page) => page.getByRole("navigation", { name: "Badge lists" });
const cards = (page: Page, list = "All badges") => page.getByRole("list", { name: list }).getByRole("listitem");

test("signed out, /badges asks to sign in", async ({ page }) => {
  const response = await page.goto("/badges");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("Please sign in to view your badges.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login?redirectTo=/badges");
  await expectAccessible(page);
});

test("a player's badges in tabs, and the first purchase earns one", async ({ page }) => {
  await signedInPlayer(page);
  await page.goto("/badges");
  await expect(page.getByRole("heading", { name: "Badges", level: 1 })).toBeVisible();
  await expect(tabs(page).getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
  await expect(cards(page)).toHaveCount(14);
  await expect(cards(page).filter({ hasText: "First Steps" })).toContainText("+10 Tokens");
  await expect(cards(page).filter({ hasText: "First Steps" })).toContainText("achievement");
  await expectAccessible(page);

  await tabs(page).getByRole("link", { name: "Earned (0)" }).click();
  await expect(page).toHaveURL(/\/badges\?tab=earned$/);
  await expect(page.getByText("No badges earned yet.")).toBeVisible();
  await tabs(page).getByRole("link", { name: "Unearned (14)" }).click();
  await expect(cards(page, "Unearned badges")).toHaveCount(14);

  await page.goto("/store");
  await page.getByRole("button", { name: "Buy for 25 CC Kind Heart" }).click();
  await expect(page.getByTestId("toast")).toContainText("Kind Heart is yours: −25 CC, +10 CC Smart Shopper badge.");

  await page.goto("/badges?tab=earned");
  await expect(tabs(page).getByRole("link", { name: "Earned (1)" })).toHaveAttribute("aria-current", "page");
  await expect(tabs(page).getByRole("link", { name: "Unearned (13)" })).toBeVisible();
  const earned = cards(page, "Earned badges");
  await expect(earned).toHaveCount(1);
  await expect(earned.first()).toContainText("Smart Shopper");
  await expect(earned.first()).toContainText(/Earned on \w+ \d+, \d{4}/);
  await expectAccessible(page);
});
