import { expect, expectAccessible, test } from "./support";

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

test("/auth/login and /auth/register lead to the sign-in and sign-up pages, keeping the query", async ({ page }) => {
  await page.goto("/auth/login?redirectTo=%2Fjoin%2FABC234");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fjoin%2FABC234$/);
  await page.goto("/auth/register?ref=alex");
  await expect(page).toHaveURL(/\/register\?ref=alex$/);
});
