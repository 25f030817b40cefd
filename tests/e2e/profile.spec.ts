import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { newIdentity, signIn, signedInPlayer } from "./accounts";
import { expect, expectAccessible, jsEnabled, serverCheckOnce, test } from "./support";

const header = (page: Page) => page.getByRole("banner");
const tabs = (page: Page) => page.getByRole("navigation", { name: "Profile sections" });

/** The Edit Profile form: a dialog with JavaScript, the /profile/edit page without. */
async function openEditProfile(page: Page): Promise<Locator> {
  await page.goto("/profile?tab=settings");
  const button = page.getByRole("link", { name: "Edit Profile" });
  if (!jsEnabled()) {
    await button.click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await expect(page.getByRole("heading", { name: "Edit Profile", level: 1 })).toBeVisible();
    await expectAccessible(page);
    return page.locator("main");
  }
  await expect(button).toHaveAttribute("aria-haspopup", "dialog"); // hydrated: the click opens the dialog
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/profile\?tab=settings$/);
  await expectAccessible(page);
  return dialog;
}

/** The id of the signed-in player, from the "View public profile" link on /profile. */
async function ownId(page: Page): Promise<string> {
  await page.goto("/profile");
  const href = await page.getByRole("link", { name: "View public profile" }).getAttribute("href");
  return href!.split("/").pop()!;
}

test("signed out, /profile asks to sign in", async ({ page }) => {
  const response = await page.goto("/profile");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  await expect(page.getByText("Please sign in to view your profile.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login?redirectTo=/profile");
  await expectAccessible(page);
});

test("a new player's profile shows 100 CC and the two ledger rows, on every tab", async ({ page }) => {
  const player = await signedInPlayer(page);
  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Player card" });
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  await expect(card).toContainText(`@${player.username}`);
  await expect(card).toContainText("100 CC");
  await expect(card).toContainText("Member since");
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  await expect(page.getByText("Challenges today")).toBeVisible();
  await expect(page.getByLabel("Your invite link")).toHaveValue(new RegExp(`/register\\?ref=${player.username}$`));
  await expectAccessible(page);

  await tabs(page).getByRole("link", { name: "Earnings" }).click();
  await expect(page).toHaveURL(/\?tab=earnings$/);
  await expect(tabs(page).getByRole("link", { name: "Earnings" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("5 CC for each completed free game and 10 CC for each completed premium game")).toBeVisible();
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(3); // the header and two ledger rows
  await expect(rows.filter({ hasText: "Welcome to CleverPlay" })).toContainText("+50 CC");
  await expect(rows.filter({ hasText: "Signup bonus" })).toContainText("+50 CC");
  await expectAccessible(page);

  await tabs(page).getByRole("link", { name: "Cosmetics" }).click();
  // Nothing owned yet: each section of the cosmetics manager points to the store.
  await expect(page.getByText("You don't own any avatar frames yet.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Visit the store" }).first()).toHaveAttribute("href", "/store");
  // And the tab itself always leads to the store, whatever is owned.
  await expect(page.getByRole("main").getByRole("link", { name: "Get more in the store" })).toHaveAttribute("href", "/store");
  await expectAccessible(page);

  await tabs(page).getByRole("link", { name: "Settings" }).click();
  await expect(page.getByText(player.email)).toBeVisible();
  await expect(page.getByText("Public", { exact: true })).toBeVisible();
  await expectAccessible(page);

  // An unknown tab is the overview.
  await page.goto("/profile?tab=nonsense");
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
});

test("Edit Profile explains each mistake, keeps what was typed, then saves", async ({ page, browser }) => {
  const other = await signedInPlayer(await browser.newContext());
  await signedInPlayer(page);

  let form = await openEditProfile(page);
  const save = form.getByRole("button", { name: "Save Changes" });
  const expectProblem = async (title: string, message: string) => {
    await expect(form.getByRole("alert")).toContainText(title);
    await expect(form.getByRole("alert")).toContainText(message);
  };

  // One username message shows how each is shown; tests/integration/profile.test.ts has every one.
  await form.getByLabel("Username").fill("ab");
  await save.click();
  await expectProblem("Update failed", "Username must be at least 3 characters long");

  await form.getByLabel("Username").fill(other.username.toUpperCase());
  await save.click();
  await expectProblem("Username Taken", "This username is already taken. Please choose a different one.");

  const newName = newIdentity("edited").username;
  await form.getByLabel("Username").fill(newName);
  await form.getByLabel("Display name").fill("D".repeat(51));
  await save.click();
  await expectProblem("Update failed", "Failed to update profile. Please try again.");
  await expect(form.getByText("Display name must be at most 50 characters long")).toBeVisible();
  await expect(form.getByLabel("Username")).toHaveValue(newName);

  await form.getByLabel("Display name").fill("Ada 🚀");
  await form.getByLabel("Bio").fill("B".repeat(201));
  await save.click();
  await expect(form.getByText("Bio must be at most 200 characters long")).toBeVisible();
  await expect(form.getByLabel("Display name")).toHaveValue("Ada 🚀");
  await expectAccessible(page);

  await form.getByLabel("Bio").fill("I like <b>logic</b> puzzles");
  await save.click();
  await expect(page.getByTestId("toast")).toContainText("Profile updated");
  await expect(page).toHaveURL(/\/profile\?tab=settings$/);
  if (jsEnabled()) await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByRole("region", { name: "Player card" })).toContainText(`@${newName}`);
  await expect(page.getByRole("definition").filter({ hasText: "I like <b>logic</b> puzzles" })).toBeVisible();
  await expect(header(page)).toContainText("Ada 🚀");

  // An empty display name becomes the username.
  form = await openEditProfile(page);
  await form.getByLabel("Display name").fill("");
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByTestId("toast")).toContainText("Profile updated");
  await expect(page.getByRole("region", { name: "Player card" }).getByText(newName, { exact: true })).toBeVisible();
});

test("no input to the profile forms is a server error", async ({ page }) => {
  serverCheckOnce();
  await signedInPlayer(page);
  const hostile: Record<string, string>[] = [
    {},
    { username: "" },
    {
      username: "x".repeat(10_000),
      display_name: "y".repeat(10_000),
      bio: "z".repeat(10_000),
    },
    { username: "ünïcödé", display_name: "名前", bio: "🎮".repeat(300) },
    { username: "'; drop table profiles;--" },
    {
      username: "<script>alert(1)</script>",
      display_name: "<script>alert(1)</script>",
    },
    { username: "valid_name_1", is_public: "maybe" },
    { username: "valid_name_1", bio: "bell \u0007 character" },
  ];
  for (const form of hostile) {
    // No redirects followed: a save would answer 302.
    const response = await page.request.post("/profile/edit", {
      form,
      maxRedirects: 0,
    });
    expect(response.status(), JSON.stringify(form).slice(0, 60)).toBeGreaterThanOrEqual(400);
    expect(response.status(), JSON.stringify(form).slice(0, 60)).toBeLessThan(500);
  }
  for (const path of ["/profile/edit", "/profile/delete"]) {
    const json = await page.request.post(path, {
      data: { username: ["wrong", "type"] },
    });
    expect(json.status(), path).toBe(400);
    const confirm = await page.request.post(path, {
      form: { confirm: "'; drop table users;--" },
    });
    expect(confirm.status(), path).toBe(400);
  }
  for (const id of ["not-a-uuid", "'; drop table profiles;--", "%00", "00000000-0000-4000-8000-000000000000"]) {
    expect((await page.request.get(`/profile/${encodeURIComponent(id)}`)).status(), id).toBe(404);
  }
});

test("a private profile is hidden from another player exactly like a missing one", async ({ page, browser }) => {
  await signedInPlayer(page);
  const id = await ownId(page);
  const viewer = await (await browser.newContext()).newPage();
  await signedInPlayer(viewer);

  await viewer.goto(`/profile/${id}`);
  await expect(viewer.getByRole("heading", { name: "Player Profile" })).toBeVisible();
  await expect(viewer.getByText("No games played yet.")).toBeVisible();
  await expectAccessible(viewer);
  await viewer.getByRole("navigation", { name: "Player profile sections" }).getByRole("link", { name: "Badges" }).click();
  await expect(viewer.getByText("No badges earned yet.")).toBeVisible();

  const form = await openEditProfile(page);
  await form.getByLabel("Public profile").uncheck();
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByTestId("toast")).toContainText("Profile updated");
  await expect(page.getByText("Private", { exact: true })).toBeVisible();

  const hidden = await viewer.goto(`/profile/${id}`);
  expect(hidden?.status()).toBe(404);
  await expect(viewer.getByRole("heading", { name: "Profile Not Available" })).toBeVisible();
  await expect(viewer.getByText("This profile is either private or doesn't exist.")).toBeVisible();
  await expect(viewer.getByRole("main").getByRole("link", { name: "Back to Leaderboard" })).toHaveAttribute("href", "/leaderboard");
  await expectAccessible(viewer);
  // Each render has its own script nonce (the Content-Security-Policy's): not part of the page.
  const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
  const hiddenBody = withoutNonce(await (await viewer.request.get(`/profile/${id}`)).text());
  const missing = await viewer.request.get("/profile/00000000-0000-4000-8000-000000000000");
  expect(missing.status()).toBe(404);
  // The same page, apart from the id in the address.
  expect(withoutNonce(await missing.text()).replaceAll("00000000-0000-4000-8000-000000000000", id)).toBe(hiddenBody);

  // Its owner still sees it.
  await page.goto(`/profile/${id}`);
  await expect(page.getByText("Your profile is private: only you can see this page.")).toBeVisible();
});

test("a player downloads their data, then deletes the account", async ({ page }) => {
  const player = await signedInPlayer(page);
  await page.goto("/profile?tab=settings");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download my data" }).click()]);
  expect(download.suggestedFilename()).toBe(`cleverplay-data-${player.username}.json`);
  const text = readFileSync((await download.path())!, "utf8");
  expect(text).not.toMatch(/password/i);
  const data = JSON.parse(text);
  expect(data.account.email).toBe(player.email);
  expect(data.profile.username).toBe(player.username);
  expect(data.coinTransactions.map((t: { description: string }) => t.description).sort()).toEqual([
    "Signup bonus",
    "Welcome to CleverPlay",
  ]);

  await page.goto("/profile?tab=settings");
  await page.getByRole("link", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/profile\/delete$/);
  await expectAccessible(page);
  const confirm = page.getByLabel(`Type your username (${player.username}) to confirm`);
  await confirm.fill(player.username.toUpperCase());
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("alert")).toContainText("Please type your username exactly as shown to confirm.");
  await expect(confirm).toHaveValue(player.username.toUpperCase());

  // The right username, but not the password: someone at a signed-in laptop cannot do it.
  await confirm.fill(player.username);
  await page.getByLabel("Your password").fill("not my password");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("alert").first()).toContainText("That is not your password. Please try again.");

  await page.getByLabel("Your password").fill(player.password);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("toast")).toContainText("Account deleted");
  await expect(page.getByTestId("toast")).toContainText("Your account and personal data have been removed.");
  await expect(header(page).getByRole("link", { name: "Sign In" })).toBeVisible();
  await expectAccessible(page);

  await page.goto("/profile");
  await expect(page.getByText("Please sign in to view your profile.")).toBeVisible();
  await signIn(page, player);
  await expect(page.getByRole("alert")).toContainText("Sign in failed");
});
