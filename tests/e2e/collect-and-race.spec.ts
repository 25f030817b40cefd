// Issue 35's journeys: a friend race between a level-2 and a level-5 player that ends with race
// points, the coins it paid and a Rematch; and a character earned by a first round, shown on the
// round's results with its picture, equipped from the collection and shown on the leaderboard. With SCREENSHOTS_DIR set, it also takes the
// collection, the store and the race's end at a phone's and a laptop's width.
import type { Browser, Page } from "@playwright/test";
import { signedInPlayer } from "./accounts";
import { answerShownProblem, expectOnScreen, expectToastsClearOfControls, playMathQuest } from "./games";
import { createSession, endRaceNow, joinSession } from "./sessions";
import { balance, expect, expectAccessible, jsEnabled, test } from "./support";
import { shoot } from "./shots";
import { LONG_JOURNEY_MS } from "./timing";

test.describe.configure({ timeout: LONG_JOURNEY_MS });

/** A player in a browser of their own: a laptop's, or a phone held upright (390 × 664, a finger). */
async function newPlayer(browser: Browser, phone = false) {
  const context = await browser.newContext(phone ? { viewport: { width: 390, height: 664 }, hasTouch: true, isMobile: true } : {});
  const page = await context.newPage();
  return { page, name: (await signedInPlayer(page)).username };
}

const panel = (page: Page) => page.getByRole("region", { name: "Multiplayer session" });

/** In the panel: this player's level, then I'm Ready (or Rematch). */
async function readyAt(page: Page, level: string, button: "I'm Ready" | "Rematch") {
  await panel(page).getByLabel("My level").selectOption(level);
  await panel(page).getByRole("button", { name: button, exact: true }).click();
}

test("a level-2 and a level-5 player race fairly, see how each did against their level's target and coins, and Rematch", async ({
  browser,
}) => {
  test.skip(!jsEnabled(), "the live race runs in the browser; the forms without JavaScript are covered by multiplayer.spec.ts");
  const host = await newPlayer(browser, true);
  const guest = await newPlayer(browser);
  const code = await createSession(host.page);
  await joinSession(guest.page, code, "games box");
  // The welcome toast lies over no button (I'm Ready) on the guest's laptop.
  await expectToastsClearOfControls(guest.page);

  await readyAt(guest.page, "5", "I'm Ready");
  await readyAt(host.page, "2", "I'm Ready");
  for (const { page } of [host, guest]) {
    await expect(panel(page).getByRole("listitem")).toHaveText([/\(Host\)\s*Ready · level 2/, /\(Guest\)\s*Ready · level 5/]);
  }
  const coinsBefore = await balance(host.page);
  await panel(host.page).getByRole("button", { name: "Start" }).click();
  for (const { page } of [host, guest]) await expect(panel(page).getByTestId("prompt")).toBeVisible();
  // On the host's phone the race's question and number pad are on the screen, and then the feedback too.
  const race = {
    "the question": panel(host.page).getByTestId("prompt"),
    "the answer box": panel(host.page).getByLabel("Your answer"),
    "the number pad": panel(host.page).getByRole("group", { name: "Number pad" }),
  };
  await expectOnScreen(host.page, race);
  // Each meets their own level's questions: the level-2 host answers one right.
  await answerShownProblem(panel(host.page));
  await expect(panel(guest.page).getByTestId("score-host")).toHaveText("1");
  await expect(panel(host.page).getByTestId("feedback")).toContainText("Last answer: Correct!");
  await expectOnScreen(host.page, { ...race, "the feedback": panel(host.page).getByTestId("feedback") });

  // The race's end, not its clock, is this journey's subject (multiplayer.spec.ts waits for the clock).
  await endRaceNow(host.page, code);
  for (const { page } of [host, guest]) {
    await expect(panel(page).getByTestId("race-timer")).toHaveText("0s");
    await expect(panel(page).getByTestId("race-result")).toHaveText(`${host.name} wins! 1 – 0`);
    await expect(panel(page).getByTestId("race-coins")).toHaveText(["+5 CC", "+0 CC"]);
  }
  // 1 of level 2's three-star target of 15 is 7% of it (7 race points), in words each player reads;
  // the host's run paid 5 CC.
  await expect(panel(host.page).getByTestId("race-points")).toHaveText([
    "You reached 7% of your level's target",
    "Reached 0% of their level's target",
  ]);
  await expect(panel(guest.page).getByTestId("race-points")).toHaveText([
    "Reached 7% of their level's target",
    "You reached 0% of your level's target",
  ]);
  await expect(panel(host.page).getByTestId("you-win")).toBeVisible();
  // The header shows what the race paid without a page load: the balance a fresh page shows (issue 51: it stayed behind).
  const served = Number(/title="(\d+) Clever Coins"/.exec(await (await host.page.request.get("/games")).text())![1]);
  expect(served).toBeGreaterThan(coinsBefore);
  await expect.poll(() => balance(host.page)).toBe(served);
  await expect(panel(guest.page).getByTestId("you-win")).toHaveCount(0);
  await expectAccessible(host.page);
  await shoot(host.page, "race-end", panel(host.page));

  // Rematch: both get ready again (levels kept or changed), and the host starts the next race.
  await readyAt(guest.page, "5", "Rematch");
  await readyAt(host.page, "2", "Rematch");
  await panel(host.page).getByRole("button", { name: "Start Rematch" }).click();
  for (const { page } of [host, guest]) await expect(panel(page).getByTestId("prompt")).toBeVisible();
});

test("a character earned by a first round shows on its results with its picture, is equipped from the collection, and shows on the leaderboard", async ({
  page,
}) => {
  const { username } = await signedInPlayer(page);
  await page.goto("/characters");
  await expect(page.getByTestId("collection-count")).toHaveText(/^You have 0 of \d+$/);
  const chick = page.getByTestId("character").filter({ hasText: "Sprout the Chick" });
  await expect(chick).toContainText("Locked");
  await expect(chick).toContainText("Finish your first round of any game.");
  await shoot(page, "characters-locked");

  // The first round's results say what it unlocked, with its picture.
  const results = await playMathQuest(page, 1);
  const unlocked = results.getByTestId("new-character");
  await expect(unlocked).toContainText("Sprout the Chick");
  await expect(unlocked.locator('img[src="/images/characters/chick.svg"]')).toBeVisible();
  await expect(results.getByTestId("new-badge")).toContainText("First Steps");
  await shoot(page, "results-unlock", results);
  await page.goto("/characters");
  await expect(chick).toContainText("Owned");
  await chick.getByRole("button", { name: "Equip Sprout the Chick" }).click();
  await expect(chick).toContainText("Owned · Equipped");
  await expectAccessible(page);
  await shoot(page, "characters");

  await page.goto("/leaderboard?game=math-quest-number-crunch");
  const row = page.getByRole("row").filter({ hasText: `@${username}` });
  await expect(row.locator('img[src="/images/characters/chick.svg"]')).toHaveCount(1);

  await page.goto("/store?charactersPage=1");
  await expect(page.getByRole("heading", { name: "Characters" })).toBeVisible();
  await shoot(page, "store");
});
