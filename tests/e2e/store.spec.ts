import type { Page } from "@playwright/test";
import { signedInPlayer } from "./accounts";
import { playMathQuest } from "./games";
import { expect, expectAccessible, test } from "./support";

const header = (page: Page) => page.getByRole("banner");
const section = (page: Page, name: string) => page.getByRole("region", { name });
const toast = (page: Page) => page.getByTestId("toast");
/** The header's coin pill (the desktop one: the mobile menu's copy is hidden at this width). */
const headerBalance = (page: Page, coins: number) => header(page).getByTitle(`${coins} Clever Coins`).first();

test("signed out, the store lists frames and badges and asks to sign in to purchase", async ({ page }) => {
  // On a phone, a child finds the characters on the first screen, and the section links lead to the rest.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/store");
  await expect(page.getByRole("heading", { name: "Clever Coin Store", level: 1 })).toBeVisible();
  await expect(section(page, "Characters").getByRole("listitem").first()).toBeInViewport();
  await page.getByRole("navigation", { name: "Store sections" }).getByRole("link", { name: "Badges" }).click();
  await expect(page.getByRole("heading", { name: "Badges", level: 2 })).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 720 });
  const frames = section(page, "Avatar Frames");
  await expect(frames.getByRole("listitem")).toHaveCount(8);
  await expect(frames.getByRole("heading", { name: "Starlight Ring" })).toBeVisible();
  await expect(section(page, "Badges").getByRole("listitem")).toHaveCount(8);
  await expect(page.getByText("Founder's Crown")).toHaveCount(0); // admin-exclusive
  const signIn = frames.getByRole("link", { name: "Sign In to Purchase" }).first();
  await expect(signIn).toHaveAttribute("href", "/login?redirectTo=/store");
  await expect(page.getByRole("button", { name: /^Buy for/ })).toHaveCount(0);
  await expectAccessible(page);
});

test("a new player buys a frame, pays for it, equips it and wears it in the header and on the leaderboard", async ({ page }) => {
  const { username } = await signedInPlayer(page);
  await page.goto("/store");
  await expect(headerBalance(page, 100)).toBeVisible();
  await expectAccessible(page);

  const frames = section(page, "Avatar Frames");
  await frames.getByRole("button", { name: "Buy for 25 CC Starlight Ring" }).click();
  await expect(toast(page)).toContainText("Purchase Successful!");
  await expect(toast(page)).toContainText("Starlight Ring is yours: −25 CC, +10 CC Smart Shopper badge.");
  // 25 CC spent, and 10 back for the first-purchase badge.
  await expect(headerBalance(page, 85)).toBeVisible();
  await expect(page).toHaveURL(/\/store$/);

  const ring = frames.getByRole("listitem").filter({ hasText: "Starlight Ring" });
  await expect(ring.getByText("Owned", { exact: true })).toBeVisible();
  await ring.getByRole("button", { name: "Equip Starlight Ring" }).click();
  await expect(toast(page)).toContainText("You're now wearing Starlight Ring.");
  await expect(header(page).locator('img[src="/images/cosmetics/frame-starlight.svg"]')).toHaveCount(1);
  await expect(ring.getByText("Owned · Equipped")).toBeVisible();
  await expectAccessible(page);

  // Too expensive now: the spec's message with the exact shortfall, and nothing spent.
  await section(page, "Badges").getByRole("button", { name: "Buy for 100 CC Champion Trophy" }).click();
  await expect(toast(page)).toContainText("Insufficient Funds");
  await expect(toast(page)).toContainText("You need 15 more Clever Coins to purchase this item.");
  await expect(headerBalance(page, 85)).toBeVisible();

  // A score puts the player on the leaderboard, wearing the frame there too.
  await playMathQuest(page, 1);
  await page.goto("/leaderboard?game=math-quest-number-crunch");
  const row = page.getByRole("row").filter({ hasText: `@${username}` });
  await expect(row.locator('img[src="/images/cosmetics/frame-starlight.svg"]')).toHaveCount(1);
  await page.goto("/store");

  await ring.getByRole("button", { name: "Unequip Starlight Ring" }).click();
  await expect(toast(page)).toContainText("You took off Starlight Ring.");
  await expect(header(page).locator('img[src="/images/cosmetics/frame-starlight.svg"]')).toHaveCount(0);
});
