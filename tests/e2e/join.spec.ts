import type { Page } from "@playwright/test";
import { signedInPlayer } from "./accounts";
import { MATH_QUEST } from "./games";
import { hostSession, joinAndSeeWelcome, joinSession, typeCode } from "./sessions";
import { expect, expectAccessible, jsEnabled, test } from "./support";
import { LONG_JOURNEY_MS } from "./timing";

// Journeys bring a host, one or two more players and sometimes a visitor together, each in a
// browser of their own, and wait for pages that move on by themselves.
test.describe.configure({ timeout: LONG_JOURNEY_MS });

const toast = (page: Page) => page.getByTestId("toast").first();
const diagnosticRow = (page: Page, label: string) => page.getByRole("row").filter({ hasText: label });

test("a visitor opening an unknown invite link sees the not-found card", async ({ page }) => {
  const response = await page.goto("/join/abcdef");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/join\/ABCDEF$/);
  await expect(page.getByRole("heading", { name: "Session Not Found" })).toBeVisible();
  await expect(page.getByText("This invite link is invalid or has expired.")).toBeVisible();
  await expect(page.getByRole("main")).toContainText("ABCDEF");
  await expect(page.getByRole("main").getByRole("link", { name: "Browse Games" })).toHaveAttribute("href", "/games");
  await expect(page.getByRole("main").getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login?redirectTo=%2Fjoin%2FABCDEF");
  await expectAccessible(page);
});

// The box sits on /games; /join carries the same box (and is where 'Check code' lands without JS).
// Its messages are checked once, on /games (tests/integration/join.test.ts has each of them).
test("join box on /games: empty, short and signed-out codes get the spec's messages", async ({ page }) => {
  await page.goto("/games");
  await page.getByLabel("Invite code").press("Enter");
  await expect(toast(page)).toContainText("Invalid Code");
  await expect(toast(page)).toContainText("Please enter a valid invite code.");
  await expectAccessible(page);

  await refusedShortCode(page, "/games");

  await typeCode(page, "xyz234");
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fjoin%2FXYZ234$/);
  await expect(toast(page)).toContainText("Authentication Required");
  await expect(toast(page)).toContainText("Please sign in to join a multiplayer session.");
});

test("join box on /join: a short code is refused there, and kept for correcting", async ({ page }) => {
  await page.goto("/join");
  await refusedShortCode(page, "/join");
  await expectAccessible(page);
});

/** Types a code too short to be one: refused with the spec's message, back on `boxPage` with the code kept. */
async function refusedShortCode(page: Page, boxPage: string) {
  const input = await typeCode(page, "ab-2");
  if (jsEnabled()) await expect(input).toHaveValue("AB2"); // normalised as it is typed
  await input.press("Enter");
  await expect(toast(page)).toContainText("Invalid invite code format. Please enter a 6-character code.");
  await expect(page).toHaveURL(new RegExp(`${boxPage}\\?code=AB2$`));
  await expect(page.getByLabel("Invite code")).toHaveValue("AB2"); // kept for correcting
}

test("a player typing an unknown code gets the error box, diagnostics open, and three attempts", async ({ page }) => {
  await signedInPlayer(page);
  await page.goto("/games");
  await (await typeCode(page, "zzzzzz")).press("Enter");
  await expect(page).toHaveURL(/\/join\/ZZZZZZ\?error=session_not_found$/);
  await expect(page.getByRole("heading", { name: "Session Not Found" })).toBeVisible();
  const alert = page.getByRole("alert").filter({ hasText: "Join Failed" });
  await expect(alert).toContainText("Session not found. Please check the invite code.");
  await expect(page.getByText("Hide Diagnostics")).toBeVisible(); // opened by itself for session_not_found
  await expect(diagnosticRow(page, "Session Found")).toContainText("Fail");
  await expect(diagnosticRow(page, "Game Available")).toContainText("Unknown");
  await expectAccessible(page);

  await page.getByText("Hide Diagnostics").click();
  await expect(page.getByText("Show Diagnostics")).toBeVisible();
  await expect(diagnosticRow(page, "Session Found")).toBeHidden();

  // Retry Join is offered while fewer than 3 attempts were made.
  await page.getByRole("button", { name: "Retry Join" }).click();
  await expect(page.getByRole("button", { name: "Retry Join" })).toBeEnabled();
  await expect(alert).toContainText("Session not found. Please check the invite code.");
  await page.getByRole("button", { name: "Retry Join" }).click();
  await expect(alert).toContainText("Session not found. Please check the invite code.");
  await expect(page.getByRole("button", { name: "Retry Join" })).toHaveCount(0);
  await expect(diagnosticRow(page, "Session Found")).toContainText("Fail");
});

test("'Check code' shows the seven diagnostic rows for the typed code", async ({ page }) => {
  await signedInPlayer(page);
  await page.goto("/games");
  await typeCode(page, "qqq234");
  await page.getByRole("button", { name: "Check code" }).click();
  // With JS the panel opens under the box; without it, on /join.
  if (!jsEnabled()) await expect(page).toHaveURL(/\/join\?.*code=qqq234.*intent=diagnose/);
  const rows = [
    "Session Found",
    "Session Active",
    "Not Expired",
    "Not Own Session",
    "Session Available",
    "User Profile Valid",
    "Game Available",
  ];
  for (const row of rows) await expect(diagnosticRow(page, row)).toBeVisible();
  await expect(diagnosticRow(page, "Session Found")).toContainText("Fail");
  await expect(diagnosticRow(page, "Session Active")).toContainText("Unknown");
  await expectAccessible(page);
});

test("a guest joins a host's session by typing the code on /games", async ({ browser, page }) => {
  const session = await hostSession(browser);
  await signedInPlayer(page);
  await joinSession(page, session.code, "games box");
  await session.context.close();
});

test("a guest joins by the invite link; the host sees their own session; a third player finds it full", async ({ browser, page }) => {
  const session = await hostSession(browser);
  const { code, host } = session;

  // Anyone sees the invite; signing in from it comes back to it.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/join/${code}`);
  // The toast first: with JavaScript it leaves after a few seconds.
  await expect(visitorPage.getByTestId("toast")).toContainText(["Session Found!Math Quest: Number Crunch with"]);
  const card = visitorPage.getByRole("region", {
    name: "Math Quest: Number Crunch",
  });
  await expect(card).toContainText(host.username);
  await expect(card).toContainText("1/2");
  await expect(card.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", `/login?redirectTo=%2Fjoin%2F${code}`);
  await expect(card.getByRole("link", { name: "Create Account" })).toBeVisible();
  await expectAccessible(visitorPage);
  // A code that leads nowhere says so, as a toast and on the card.
  await visitorPage.goto("/join/ZZZ234");
  await expect(visitorPage.getByTestId("toast")).toContainText(["Session ErrorInvalid or expired invite code"]);
  await expect(visitorPage.getByRole("heading", { name: "Session Not Found" })).toBeVisible();
  await visitorPage.goto(`/join/${code}`);

  // The host opens the invite in another tab: the race's tab stays open, as a host leaving the game
  // pages ends the session after a 10 s grace (server/realtime/index.ts), however long the rest takes.
  const hostInvite = await session.context.newPage();
  await hostInvite.goto(`/join/${code}`);
  await expect(hostInvite.getByText("This is your session!")).toBeVisible();
  await expect(hostInvite.getByRole("link", { name: "Go to Game" })).toHaveAttribute("href", MATH_QUEST);
  await hostInvite.close();

  await signedInPlayer(page);
  // On a phone: the race must be in view when the guest lands (joinSession checks it).
  await page.setViewportSize({ width: 390, height: 844 });
  await joinSession(page, code, "invite link");
  await page.goto(`/join/${code}`); // the seat is theirs: joining again is a rejoin
  await joinAndSeeWelcome(page, code, "Welcome Back!");

  const third = await browser.newContext();
  const thirdPage = await third.newPage();
  await signedInPlayer(thirdPage);
  await thirdPage.goto(`/join/${code}`);
  await expect(thirdPage.getByTestId("toast")).toContainText(["Session FullThis session is already full."]);
  await expect(thirdPage.getByRole("main").getByText("This session is already full.")).toBeVisible();
  // Not a dead end: their own race in the same game, or another game.
  await expect(thirdPage.getByRole("link", { name: "Browse Games" })).toHaveAttribute("href", "/games");
  await expect(thirdPage.getByRole("link", { name: /^Play / })).toHaveAttribute("href", /^\/play\//);
  await expect(thirdPage.getByRole("region", { name: "Math Quest: Number Crunch" })).toContainText("2/2");

  await Promise.all([visitor.close(), third.close(), session.context.close()]);
});
