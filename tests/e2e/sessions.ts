/**
 * Two-player session helpers: a host with a Math Quest session, a guest joining it the ways a
 * player can (typing the code on /games, or opening the invite link).
 */
import type { Browser, Page } from "@playwright/test";
import { signedInPlayer } from "./accounts";
import { MATH_QUEST } from "./games";
import { expect, expectAccessible, jsEnabled } from "./support";
import { after } from "./timing";

/** Types a code into the join box the way a player does, key by key. */
export async function typeCode(page: Page, code: string) {
  const input = page.getByLabel("Invite code");
  await input.fill("");
  await input.pressSequentially(code);
  return input;
}

/** Joins from the join page and checks the welcome shows before the move to the game. */
export async function joinAndSeeWelcome(page: Page, code: string, welcome: string) {
  const join = page.getByRole("button", { name: "Join Session" });
  if (jsEnabled()) {
    await join.click();
    await expect(page.getByText(welcome)).toBeVisible();
    await expectAccessible(page);
    return;
  }
  // Without JS the welcome page moves on by itself (a meta refresh), so its HTML is checked as it arrives.
  const answered = page.waitForResponse(
    async (response) => response.request().method() === "POST" && (await response.text()).includes(welcome),
  );
  await join.click();
  expect((await answered).url()).toMatch(new RegExp(`/join/${code}$`));
}

export type JoinWay = "games box" | "invite link";

/** A signed-in guest joins the session `code` (or rejoins their seat) and lands on the game. */
export async function joinSession(page: Page, code: string, way: JoinWay, welcome = "Welcome to the Game!") {
  if (way === "games box") {
    await page.goto("/games");
    await (await typeCode(page, code.toLowerCase())).press("Enter");
    await expect(page).toHaveURL(new RegExp(`${MATH_QUEST}#multiplayer$`));
    await expect(page.getByTestId("toast").first()).toContainText(welcome);
  } else {
    await page.goto(`/join/${code}`);
    await joinAndSeeWelcome(page, code, welcome);
    await expect(page).toHaveURL(new RegExp(`${MATH_QUEST}#multiplayer$`), after(1_500)); // the welcome's 1.5 s first
  }
  // The race, not the solo card above it, is what the guest sees first, on a phone too.
  await expect(page.getByRole("heading", { name: "Multiplayer session" })).toBeInViewport();
}

/** Creates a Math Quest session with the play page's Create Session button; returns its invite code. */
export async function createSession(page: Page): Promise<string> {
  await page.goto(MATH_QUEST);
  await page.getByRole("button", { name: "Create Session" }).click();
  const text = await page.getByTestId("invite-code").first().textContent();
  const code = /[A-Z0-9]{6}/.exec(text ?? "")?.[0];
  expect(code, `invite code in "${text}"`).toBeTruthy();
  return code!;
}

/** A host with a Math Quest session, in a browser context of their own. */
export async function hostSession(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const host = await signedInPlayer(page);
  const code = await createSession(page);
  return { context, page, host, code };
}

/**
 * The running race of session `code` ends now, as its clock running out ends it, by the suite's
 * server (tests/e2e/app-server.ts): for a journey about what follows a race, not its clock.
 */
export async function endRaceNow(page: Page, code: string) {
  const response = await page.context().request.post("/__e2e/race-clock", { data: { code } });
  expect(response.status(), await response.text()).toBe(200);
}
