import type { Page } from "@playwright/test";
import { signedInPlayer } from "./accounts";
import { finishRound, pastLoading } from "./games";
import { expect, expectAccessible, hydrated, test } from "./support";
import { after } from "./timing";

// Premium games: Brain Blitz for 1000 CC or $1 by card, against the fake Stripe that the e2e
// servers start (tests/support/fake-stripe.ts). A new account holds 100 CC.
const BLITZ = "/play/premium/brain-blitz";

const INSUFFICIENT = "Insufficient CleverCoin: You need 1000 CC to purchase this game. You have 100 CC.";

/** Brain Blitz's id, read from the play page's forms (the share menu always carries it). */
async function blitzId(page: Page): Promise<string> {
  await page.goto(BLITZ);
  return page.locator('input[name="gameId"]').first().inputValue();
}

/** POSTs a purchase as the buy forms do, with this browser's cookies; returns where it redirects. */
async function postPurchase(page: Page, intent: "coins" | "card", gameId: string): Promise<string> {
  const response = await page.request.post("/premium/purchase", {
    form: { intent, gameId },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return response.headers()["location"];
}

test("a signed-out visitor is asked to sign in to unlock a premium game", async ({ page }) => {
  await page.goto(BLITZ);
  const signIn = page.getByRole("link", {
    name: "Sign In to Access Premium Learning",
  });
  await expect(signIn).toBeVisible();
  await expect(signIn).toHaveAttribute("href", `/login?redirectTo=${encodeURIComponent(BLITZ)}`);
  await expectAccessible(page);
});

test("a player with too few coins sees the insufficient message, and the server refuses the purchase", async ({ page }) => {
  await signedInPlayer(page);
  const gameId = await blitzId(page);
  await expect(page.getByRole("button", { name: "Buy with 1000 CC" })).toBeDisabled();
  await expect(page.getByText(INSUFFICIENT)).toBeVisible();
  await expectAccessible(page);
  // The button is only a hint: a POST anyway is refused with the same words.
  expect(await postPurchase(page, "coins", gameId)).toBe(BLITZ);
  await page.goto(BLITZ);
  await expect(page.getByTestId("toast").first()).toContainText("Purchase Failed");
  await expect(page.getByTestId("toast").first()).toContainText(INSUFFICIENT);
  await expect(page.getByRole("button", { name: "Start Game" })).toHaveCount(0);
  // Not bought, but tried: one free round a day, earning nothing, then the buy buttons again
  // (folded under the note of when the next free round comes: 100 CC is short of 1000).
  await page.getByRole("button", { name: "Play Today's Free Round" }).click();
  await expect(page.getByRole("button", { name: "Finish Game" })).toBeVisible();
  await pastLoading(page);
  // Left mid-way, the round waits: the game's page offers to continue it (a plain link).
  await page.goto(BLITZ);
  await page.getByRole("link", { name: "Continue today's free round" }).click();
  await finishRound(page);
  await expect(page.getByTestId("free-round-over")).toBeVisible();
  await expect(page.getByRole("button", { name: "Play Again" })).toHaveCount(0);
  await page.goto(BLITZ);
  await expect(page.getByTestId("free-round-used")).toBeVisible();
  await page.getByTestId("unlock-folded").getByText("Unlock Brain Blitz", { exact: true }).first().click();
  await expect(page.getByRole("button", { name: "Buy with 1000 CC" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Play Today's Free Round" })).toHaveCount(0);
});

test("buying Brain Blitz by card: Stripe Checkout, the success page, then play", async ({ page }) => {
  await signedInPlayer(page);
  const gameId = await blitzId(page);
  await page.getByRole("button", { name: "Buy for $1 with card" }).click();
  // The fake hosted page "takes the card", sends the signed webhook and comes back here.
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?session_id=cs_test_[0-9a-f]+&game_id=${gameId}$`));
  await expect(page.getByRole("heading", { name: "Purchase Successful!" })).toBeVisible();
  await expect(page.getByText("You can now play your premium game!")).toBeVisible();
  await hydrated(page); // a new document (back from Stripe), before its link is used
  await expectAccessible(page);

  await page.getByRole("link", { name: "Play Game Now" }).click();
  await expect(page).toHaveURL(new RegExp(`/play/${gameId}$`));
  await expect(page.getByRole("heading", { name: "Brain Blitz", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Start Game" })).toBeVisible();

  // Owned now: buying again is refused without charging.
  expect(await postPurchase(page, "card", gameId)).toBe(BLITZ);
  await page.goto(BLITZ);
  await expect(page.getByTestId("toast").first()).toContainText("Already Owned");
});

test("the success page waits while Stripe has not confirmed, then shows success by itself", async ({ page }) => {
  await signedInPlayer(page);
  const gameId = await blitzId(page);
  const checkoutUrl = await postPurchase(page, "card", gameId);
  const sessionId = /\/pay\/(cs_test_[0-9a-f]+)$/.exec(checkoutUrl)?.[1];
  expect(sessionId).toBeTruthy();

  await page.goto(`/payment-success?session_id=${sessionId}&game_id=${gameId}`);
  // (No axe run here: the page reloads itself every 2 s, under axe's feet.)
  await expect(page.getByRole("heading", { name: "Processing your payment..." })).toBeVisible();
  // The player pays in another tab; the waiting page's meta refresh (no JavaScript needed) notices.
  const paid = await page.request.get(checkoutUrl, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await expect(page.getByRole("heading", { name: "Purchase Successful!" })).toBeVisible(after(2_000));
  await expect(page.getByRole("link", { name: "Play Game Now" })).toHaveAttribute("href", `/play/${gameId}`);
});

test("an unknown or mismatching Checkout session shows the payment problem page", async ({ page }) => {
  await page.goto("/payment-success?session_id=cs_test_unknown&game_id=00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Payment Processing Issue" })).toBeVisible();
  await expect(page.getByText("We encountered a problem recording your purchase.")).toBeVisible();
  await expect(page.getByText("Please try again or contact our support team for assistance.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Return to Games" }).click();
  await expect(page).toHaveURL(/\/games$/);
});
