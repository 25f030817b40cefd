// Pictures of the pages that show scores per level and of the two-player race, at a phone's and a
// laptop's width, with JavaScript on and off, for a person to look at. Taken only when
// SCREENSHOTS_DIR is set: `SCREENSHOTS_DIR=/tmp/shots npx playwright test screenshots`.
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { chooseBirth, signedInPlayer } from "./accounts";
import { answerShownProblem, buyByCardAndOpen, chooseLevel, MATH_QUEST, pastLoading, playMathQuest } from "./games";
import { createSession, joinSession } from "./sessions";
import { entryItem, WORD_LEVELS } from "~/games/words";
import { otherWordsFromTiles } from "~/games/words/dictionary.server";
import { expect, jsEnabled, test } from "./support";
import { after, LONG_JOURNEY_MS, RACE_SECONDS } from "./timing";

const dir = process.env.SCREENSHOTS_DIR;
const WIDTHS = [390, 1280];

test.skip(!dir, "screenshots are taken on request (SCREENSHOTS_DIR)");
test.describe.configure({ timeout: LONG_JOURNEY_MS });

/**
 * The whole page, or only `part` of it, at each width; or ("screen") what a phone held upright
 * (390 × 664) and a laptop (1280 × 900) show of the page opened at its stage.
 */
async function shoot(page: Page, name: string, part?: Locator | "screen") {
  const project = jsEnabled() ? "js" : "no-js";
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: part === "screen" && width === 390 ? 664 : 900 });
    const file = path.join(dir!, `${name}-${width}-${project}.png`);
    if (part === "screen") {
      await page.locator("#stage").evaluate((stage) => stage.scrollIntoView({ block: "start" }));
      await page.screenshot({ path: file });
    } else if (part) await part.screenshot({ path: file });
    else await page.screenshot({ path: file, fullPage: true });
  }
}

test("the leaderboard and My Games, per level", async ({ page }) => {
  await signedInPlayer(page);
  await playMathQuest(page, 2);
  await page.goto(MATH_QUEST);
  await chooseLevel(page, /Adding and taking away to 20/);
  await page.getByRole("button", { name: "Start Game" }).click();
  await page.getByRole("button", { name: "Finish Game" }).click();
  await expect(page.getByRole("dialog", { name: "Game Over!" })).toBeVisible();

  await page.goto("/leaderboard");
  await shoot(page, "leaderboard-all");
  await page.goto("/leaderboard?game=math-quest-number-crunch&level=1");
  await shoot(page, "leaderboard-math-level-1");
  await page.goto("/leaderboard?level=1");
  await shoot(page, "leaderboard-all-games-level-1");
  await page.goto("/my-games");
  await shoot(page, "my-games");
});

test("the race panel on the game's stage", async ({ browser }) => {
  const hostContext = await browser.newContext();
  const guestContext = await browser.newContext();
  const host = await hostContext.newPage();
  const guest = await guestContext.newPage();
  await signedInPlayer(host);
  await signedInPlayer(guest);
  const code = await createSession(host);
  await joinSession(guest, code, "invite link");
  const panel = (page: Page) => page.getByRole("region", { name: "Multiplayer session" });
  await panel(guest).getByRole("button", { name: "I'm Ready" }).click();
  await host.reload();
  await panel(host).getByRole("button", { name: "I'm Ready" }).click();
  await panel(host).getByRole("button", { name: "Start" }).click();
  await expect(panel(host).getByTestId("prompt")).toBeVisible();
  await shoot(host, "race-question", panel(host));
  await answerShownProblem(panel(host));
  await expect(panel(host).getByTestId("score-host")).toHaveText("1");
  // A wrong answer too, so the last answer's note shows both ways.
  await panel(host).getByLabel("Your answer").fill("9999");
  await panel(host).getByLabel("Your answer").press("Enter");
  await expect(panel(host).getByText(/Not quite!/)).toBeVisible();
  await shoot(host, "race-after-answers", panel(host));
  // The clock runs out (RACE_SECONDS) and the result shows: by itself with JavaScript, on a reload
  // without (the host reloads every 2 s until it is there).
  const result = panel(host).getByTestId("race-result");
  if (jsEnabled()) await expect(result).toBeVisible(after(RACE_SECONDS * 1000));
  else {
    await expect(async () => {
      await host.reload();
      // The reloaded page has answered (no script changes it): the result is on it or not yet.
      expect(await result.isVisible()).toBe(true);
    }).toPass({ ...after(RACE_SECONDS * 1000), intervals: [2_000] });
  }
  await shoot(host, "race-result", panel(host));
  await Promise.all([hostContext.close(), guestContext.close()]);
});

/**
 * A signed-in player's round of each game at a young and an old level, on a touch screen (Math
 * Quest's number pad shows): the screen mid-question, then with the feedback, then the results.
 */
test("each game's stage and results", async ({ browser }) => {
  test.setTimeout(2 * LONG_JOURNEY_MS); // eight rounds, each pictured five times
  const page = await (await browser.newContext({ hasTouch: true })).newPage();
  await signedInPlayer(page);
  const answerFirstOption = () =>
    page
      .getByRole("group", { name: /Puzzle:|Challenge:/ })
      .getByRole("button")
      .first()
      .click();
  for (const [name, path, level, answer] of [
    // A wrong answer, so the feedback shows the right one.
    ["math-quest-1", MATH_QUEST, /Counting and sums to 10/, () => answerWith("0")],
    ["math-quest-6", MATH_QUEST, /Equations, indices/, () => answerWith("0")],
    // Another real word from the tiles: right, and the feedback names the word meant.
    ["word-adventure-1", "/play/reading/word-adventure", /Three-letter words/, answerWithOtherWord],
    ["word-adventure-5", "/play/reading/word-adventure", /Word master vocabulary/, () => answerWith("zzz")],
    ["logic-lab-1", "/play/logic/logic-lab", /Picture patterns/, answerFirstOption],
    ["logic-lab-5", "/play/logic/logic-lab", /Multi-step reasoning/, answerFirstOption],
    ["brain-blitz-1", "/play/premium/brain-blitz", /Little sparks/, answerFirstOption],
    ["brain-blitz-4", "/play/premium/brain-blitz", /Brain masters/, answerFirstOption],
  ] as const) {
    await page.goto(path);
    if (name === "brain-blitz-1") {
      // Bought by card (the fake Stripe of the e2e world), then played.
      await buyByCardAndOpen(page);
    }
    await chooseLevel(page, level);
    await page.getByRole("button", { name: "Start Game" }).click();
    await expect(page.getByRole("button", { name: "Finish Game" })).toBeVisible();
    // Past the loading screen (1.5 s; without JavaScript the page reloads itself then): the first question.
    await pastLoading(page);
    await shoot(page, `${name}-stage`, "screen");
    await answer();
    await expect(page.getByTestId("feedback")).toContainText(/Correct! \+\d+ points?|Not quite!/);
    await shoot(page, `${name}-feedback`, "screen");
    await page.getByRole("button", { name: "Finish Game" }).click();
    await expect(page.getByRole("dialog", { name: "Game Over!" })).toBeVisible();
    await shoot(page, `${name}-results`, "screen");
    await shoot(page, `${name}-results-page`);
  }
  await page.context().close();

  async function answerWith(text: string) {
    const box = page.getByLabel("Your answer");
    await box.fill(text);
    await box.press("Enter");
  }
  /** Answers the word meant until a word has another real word in its tiles, then that other word. */
  async function answerWithOtherWord() {
    for (let index = 0; index < 20; index++) {
      await expect(page.locator('input[name="index"]')).toHaveValue(String(index));
      const shown = (await page.getByTestId("prompt").textContent())!;
      const item = WORD_LEVELS[0].map((entry) => entryItem(entry, 1)).find((i) => i.scrambled.toUpperCase() === shown)!;
      const other = otherWordsFromTiles(item.word, 1)[0];
      await answerWith(other ?? item.word);
      if (other) return;
    }
  }
});

test("Brain Blitz's free round for a player who has not bought it", async ({ page }) => {
  await signedInPlayer(page);
  await page.goto("/play/premium/brain-blitz");
  await expect(page.getByTestId("free-round")).toBeVisible();
  await shoot(page, "brain-blitz-free-round-start");
  await chooseLevel(page, /Little sparks/);
  await page.getByRole("button", { name: "Play Today's Free Round" }).click();
  await expect(page.getByRole("button", { name: "Finish Game" })).toBeVisible();
  // Left mid-way and come back: the round is offered again, and goes on.
  await page.goto("/play/premium/brain-blitz");
  const going = page.getByRole("link", { name: "Continue today's free round" });
  await expect(going).toBeVisible();
  await shoot(page, "brain-blitz-free-round-continue");
  await going.click();
  await page.getByRole("button", { name: "Finish Game" }).click();
  await expect(page.getByTestId("free-round-over")).toBeVisible();
  await shoot(page, "brain-blitz-free-round-results");
  // Today's free round is played: the page says when the next one comes, and with 100 of the
  // 1000 CC the unlock box is folded under it, not a box of "Insufficient CleverCoin".
  await page.goto("/play/premium/brain-blitz");
  await expect(page.getByTestId("free-round-used")).toContainText("You have played today's free round");
  await expect(page.getByTestId("free-round-next")).toHaveText(/ at 12:00 AM /);
  await expect(page.getByText(/Insufficient CleverCoin/)).toBeHidden();
  await shoot(page, "brain-blitz-free-round-used");
  await expect(page.getByTestId("free-round")).toHaveCount(0);
});

test("a refused name says why: a rude part on the register page, an e-mail address in Edit Profile", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Email", { exact: true }).fill("maya@example.com");
  await chooseBirth(page);
  await page.getByLabel("Username (optional)").fill("Big_Sh1t_7");
  if (!jsEnabled()) {
    // Without JavaScript the server answers the post: the spec's words, then why.
    await page.getByLabel("Password", { exact: true }).fill("secret-1");
    await page.getByLabel("Confirm password").fill("secret-1");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page.getByText("Please choose a valid and available username. “Sh1t” looks like a rude word.")).toBeVisible();
  }
  await expect(
    page.getByText("That username isn't allowed here: “Sh1t” looks like a rude word. Please choose a different one."),
  ).toBeVisible();
  await shoot(page, "register-refused-name");

  await signedInPlayer(page);
  await page.goto("/profile/edit");
  await page.getByLabel("Display name").fill("maya.smith@gmail.com");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("it looks like an e-mail address", { exact: false }).last()).toBeVisible();
  await shoot(page, "profile-refused-name");
});

test("the host's class race form, with its modes", async ({ page }) => {
  await signedInPlayer(page);
  await page.goto(MATH_QUEST);
  await shoot(page, "host-class-race-modes", page.locator("#class-race"));
});
