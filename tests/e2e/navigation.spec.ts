import { expect, expectAccessible, jsEnabled, test } from "./support";

test("the header links reach every main page", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const [label, path] of [
    ["Games", "/games"],
    ["Challenges", "/challenges"],
    ["Leaderboard", "/leaderboard"],
    ["Store", "/store"],
    ["Home", "/"],
  ] as const) {
    await nav.getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path.replace("/", "\\/")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  // Exactly: the home page's challenge cards say 'Sign In to Complete'.
  await expect(page.getByRole("link", { name: "Sign In", exact: true })).toHaveAttribute("href", "/login");
  await expect(page.getByRole("link", { name: "Create Account" })).toHaveAttribute("href", "/register");
});

test("on a phone the menu folds and opens, with or without JavaScript", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  const mobileNav = page.getByRole("navigation", { name: "Mobile" });
  await expect(mobileNav).toBeHidden();
  await page.getByText("Menu").click();
  await expect(mobileNav).toBeVisible();
  await expectAccessible(page);
  await mobileNav.getByRole("link", { name: "Leaderboard" }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
});

test("a page that does not exist shows the 404 page", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(page).toHaveTitle("Page Not Found | CleverPlay");
  await expectAccessible(page);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("/auth/login and /auth/register lead to the sign-in and sign-up pages, keeping the query", async ({ page }) => {
  await page.goto("/auth/login?redirectTo=%2Fjoin%2FABC234");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fjoin%2FABC234$/);
  await page.goto("/auth/register?ref=alex");
  await expect(page).toHaveURL(/\/register\?ref=alex$/);
});

test("a signed-out visitor on My Games is told why to sign in, and comes back after", async ({ page }) => {
  await page.goto("/my-games");
  await expect(page.getByRole("heading", { level: 1, name: "My Games" })).toBeVisible();
  await expect(page.getByText("Please sign in to see the games you played and own.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login?redirectTo=/my-games");
  await expectAccessible(page);
});

test("the games list invites a visitor to sign in to earn coins", async ({ page }) => {
  await page.goto("/games");
  await expect(page.getByText("Sign in to earn Clever Coins for every game you finish.")).toBeVisible();
});

test("a pasted invite code with a dash is read whole, with or without JavaScript", async ({ page }) => {
  await page.goto("/games");
  const box = page.getByLabel("Invite code");
  await box.fill("abc-def");
  if (jsEnabled()) await expect(box).toHaveValue("ABCDEF");
  await page.getByRole("button", { name: "Join", exact: true }).click();
  // Signed out: sent to sign in first, on the way to the whole code's invite.
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fjoin%2FABCDEF$/);
});

test("icons are the site's own drawings, not emoji a school computer may show as empty boxes", async ({ page }) => {
  for (const path of ["/", "/store"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.locator("header, main").allInnerTexts(), path).not.toContainEqual(
      expect.stringMatching(/\p{Extended_Pictographic}/u),
    );
  }
  await expect(page.locator('main img[src="/images/icons/coin.svg"]').first()).toBeVisible();
  await page.goto("/");
  await expect(page.locator("main svg").first()).toBeVisible();
});
