/**
 * Google sign-in and sign-up against the local OAuth2 server that tests/e2e/servers.ts runs in
 * Google's place (it answers /authorize at once, without a consent screen). Each Google sign-in
 * is a new verified address unless nextGoogleUser() names one.
 */
import type { Page } from "@playwright/test";
import { chooseBirth, nextGoogleUser, signedInPlayer } from "./accounts";
import { expect, expectAccessible, hydrated, test } from "./support";

const header = (page: Page) => page.getByRole("banner");

/** A first Google sign-in asks what every new player is asked, then makes the account. */
async function finishAsGrownUp(page: Page) {
  await expect(page).toHaveURL(/\/auth\/google\/finish$/);
  await expect(page.getByRole("heading", { name: "One more step" })).toBeVisible();
  // Back from Google: a new document, hydrated before the birth fields are chosen (React would reset them).
  await hydrated(page);
  await chooseBirth(page);
  await page.getByRole("button", { name: "Continue" }).click();
}

test("signing up with Google asks the birth month, then lands on the profile, signed in with 100 CC", async ({ page }) => {
  await page.goto("/register");
  await page.getByRole("button", { name: "Sign up with Google (+100 CC)" }).click();
  await expectAccessible(page);
  await finishAsGrownUp(page);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId("toast").first()).toContainText("You've received 50 Clever Coins as a signup bonus!");
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  await expect(header(page)).toContainText("100 CC");
  await expectAccessible(page);
});

test("signing in with Google comes back to redirectTo", async ({ page }) => {
  await page.goto("/login?redirectTo=/games");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await finishAsGrownUp(page);
  await expect(page).toHaveURL(/\/games$/);
  await expect(header(page)).toContainText("100 CC");
  await expect(header(page).getByRole("link", { name: "Sign In" })).toHaveCount(0);
});

test("Google with the address of a password account signs in to that same account", async ({ page }) => {
  const player = await signedInPlayer(page);
  await page.goto("/profile");
  await header(page).getByLabel("Account menu").click();
  await header(page).getByRole("button", { name: "Sign Out" }).click();
  await expect(header(page).getByRole("link", { name: "Sign In" })).toBeVisible();

  await nextGoogleUser(page, player.email);
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId("toast").first()).toContainText("Welcome back!");
  // Same account: the username chosen at registration, and no second signup bonus.
  await header(page).getByLabel("Account menu").click();
  await expect(header(page).getByText(`@${player.username}`)).toBeVisible();
  await expect(header(page)).toContainText("100 CC");
});

test("a forged or stale Google answer goes back to sign-in with 'Google Sign In Failed'", async ({ page }) => {
  const response = await page.goto("/auth/google/callback?code=%27%20or%201%3D1--&state=<script>");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId("toast").first()).toContainText("Google Sign In Failed");
  await expect(page.getByTestId("toast").first()).toContainText("Please try again.");
  await expect(header(page)).toHaveCount(0); // the sign-in page has no common layout
  await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
});
