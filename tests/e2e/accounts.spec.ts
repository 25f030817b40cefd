import { chooseBirth, linkIn, newIdentity, signedInPlayer, signIn, signUpAndSignIn, waitForMail } from "./accounts";
import { expect, expectAccessible, jsEnabled, serverCheckOnce, test } from "./support";

const header = (page: import("@playwright/test").Page) => page.getByRole("banner");

test("a new player registers, verifies the e-mail, gets 100 CC, signs out and back in", async ({ page }) => {
  await page.goto("/register");
  await expectAccessible(page);
  const player = await signUpAndSignIn(page);
  // The toast says what was paid, and it adds up to the balance and the "100 free" of the form.
  await expect(page.getByTestId("toast").first()).toContainText(
    "You start with 50 Clever Coins. You've received 50 Clever Coins as a signup bonus! That makes your 100 free Clever Coins.",
  );
  await expect(header(page)).toContainText("100 CC");
  // Named by the username chosen at sign-up; the address's local part shows nowhere but to its owner.
  await expect(header(page)).toContainText(player.username);
  for (const path of ["/", "/games", "/leaderboard", "/challenges", "/store"]) {
    await page.goto(path);
    expect(await page.locator("body").innerText(), path).not.toContain(player.email.split("@")[0]);
  }

  await header(page).getByLabel("Account menu").click();
  await header(page).getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByTestId("toast")).toContainText("Signed out successfully");
  await expect(header(page).getByRole("link", { name: "Sign In" })).toBeVisible();

  await signIn(page, player);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId("toast")).toContainText("Welcome back!");
  // A restored sign-in (a plain reload) greets nobody.
  await page.reload();
  await expect(page.getByTestId("toast")).toHaveCount(0);
});

test("the register form explains each mistake and keeps what was typed", async ({ page }) => {
  const player = newIdentity("reg");
  await page.goto("/register");
  const submit = page.getByRole("button", { name: "Sign Up", exact: true });

  await submit.click();
  await expect(page.getByRole("alert")).toContainText("Missing fields");
  await expect(page.getByRole("alert")).toContainText("Please fill in all required fields.");

  // (Passwords that do not match: first-visit.spec.ts, which sends the refused form again.)
  await page.getByLabel("Email", { exact: true }).fill(player.email);
  await chooseBirth(page);
  await page.getByLabel("Password", { exact: true }).fill("abc");
  await page.getByLabel("Confirm password").fill("abc");
  await submit.click();
  await expect(page.getByRole("alert")).toContainText("Password must be at least 6 characters long.");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(player.email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

  await page.getByLabel("Username (optional)").fill("no spaces!");
  if (jsEnabled()) {
    // The live check explains at once and holds the button.
    await expect(page.getByTestId("username-status")).toHaveText(
      "Username must be at least 3 characters and contain only letters, numbers, and underscores",
    );
    await expect(submit).toBeDisabled();
  } else {
    await page.getByLabel("Password", { exact: true }).fill("abcdef");
    await page.getByLabel("Confirm password").fill("abcdef");
    await submit.click();
    await expect(page.getByRole("alert")).toContainText("Please choose a valid and available username.");
    await expect(page.getByText("Username can only contain letters, numbers, and underscores")).toBeVisible();
  }
});

test("a taken username is refused, live with JavaScript and on submit without", async ({ page, browser }) => {
  const first = await signedInPlayer(await browser.newContext());
  const second = newIdentity("dup");
  await page.goto("/register");
  await page.getByLabel("Email", { exact: true }).fill(second.email);
  await chooseBirth(page);
  await page.getByLabel("Username (optional)").fill(first.username.toUpperCase());
  if (jsEnabled()) {
    await expect(page.getByTestId("username-status")).toHaveText("Username is already taken");
    await page.getByLabel("Username (optional)").fill(second.username);
    await expect(page.getByTestId("username-status")).toHaveText("Username is available");
  } else {
    await page.getByLabel("Password", { exact: true }).fill(second.password);
    await page.getByLabel("Confirm password").fill(second.password);
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page.getByText("Username is already taken")).toBeVisible();
    // The refused page can be sent again: Sign Up is not held by a check that needs JavaScript.
    await page.getByLabel("Username (optional)").fill(second.username);
    await page.getByLabel("Password", { exact: true }).fill(second.password);
    await page.getByLabel("Confirm password").fill(second.password);
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  }
});

test("registering an address twice says so", async ({ page, browser }) => {
  const player = await signedInPlayer(await browser.newContext());
  await page.goto("/register");
  await page.getByLabel("Email", { exact: true }).fill(player.email.toUpperCase());
  await chooseBirth(page);
  await page.getByLabel("Password", { exact: true }).fill("another-pass");
  await page.getByLabel("Confirm password").fill("another-pass");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("This email is already registered. Please try signing in instead.");
});

test("an unverified player is told to verify and can resend, but not twice within 60 s", async ({ page }) => {
  const player = newIdentity("unverified");
  await page.goto("/register");
  await page.getByLabel("Email", { exact: true }).fill(player.email);
  await chooseBirth(page);
  await page.getByLabel("Password", { exact: true }).fill(player.password);
  await page.getByLabel("Confirm password").fill(player.password);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expectAccessible(page);
  // Straight away: the first mail went less than 60 s ago.
  await page.getByRole("button", { name: /Resend/ }).click();
  await expect(page.getByText("Please wait")).toBeVisible();
  await expect(page.getByText(/You can resend the email in \d+ seconds\./)).toBeVisible();

  await signIn(page, player);
  await expect(page.getByRole("alert")).toContainText("Please verify your email address");
  await expect(page.getByRole("button", { name: /Resend/ })).toBeVisible();
});

test("sign-in errors: missing fields and wrong credentials", async ({ page }) => {
  await page.goto("/login");
  await expectAccessible(page);
  await expect(page.getByText("100 Free CC")).toBeVisible();
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Missing fields");
  await expect(page.getByRole("alert")).toContainText("Please fill in all fields.");
  await signIn(page, {
    email: "nobody@example.com",
    password: "wrong-password",
  });
  await expect(page.getByRole("alert")).toContainText("Sign in failed");
  await expect(page.getByRole("alert")).toContainText("Could not sign in. Please check your credentials.");
});

test("signing in from a shared link returns to it, and only to this site", async ({ page, browser }) => {
  const player = await signedInPlayer(await browser.newContext());
  await signIn(page, player, "/join/ABC234");
  await expect(page).toHaveURL(/\/join\/ABC234$/);

  const other = await (await browser.newContext()).newPage();
  await signIn(other, player, "https://evil.example/steal");
  await expect(other).toHaveURL(/\/profile$/);
});

test("a forgotten password is reset by e-mail; the old one stops working", async ({ page }) => {
  const player = await signedInPlayer(page);
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  // The address changes before the page does: the new page waits for its words (the "account"
  // messages) while the sign-in page, with its own Email field, stays on screen.
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(player.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(/If an account exists for/)).toBeVisible();

  const mail = await waitForMail(player.email, /Reset your CleverPlay password/);
  await page.goto(linkIn(mail, "/auth/reset-password?token="));
  await page.getByLabel("New password", { exact: true }).fill("brand-new-pass");
  await page.getByLabel("Confirm new password").fill("brand-new-pass");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId("toast")).toContainText("Password updated");

  // The link works once.
  await page.goto(linkIn(mail, "/auth/reset-password?token="));
  await expect(page.getByText("This reset link is invalid or has expired.")).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, player);
  await expect(page.getByRole("alert")).toContainText("Sign in failed");
  await signIn(page, { email: player.email, password: "brand-new-pass" });
  await expect(page).toHaveURL(/\/profile$/);
});

test("a used or forged verification link fails with a way to get a new one", async ({ page }) => {
  await page.goto("/auth/verify?token=forged-token");
  await expect(page.getByText("There was an error verifying your email. Please try again.")).toBeVisible();
  await expect(page.getByRole("button", { name: /Resend/ })).toBeVisible();
  await expectAccessible(page);
});

test("a form posted from another site is refused", async ({ request }) => {
  serverCheckOnce();
  const response = await request.post("/logout", {
    headers: { Origin: "https://evil.example" },
  });
  expect(response.status()).toBe(403);
});
