// Scores per level (issue 14): the leaderboard ranks one level's players apart when a level is
// chosen (the spec's board of all levels stays the default), and My Games shows the best at each
// level. Runs with JavaScript and without (playwright.config.ts).
import type { Page } from "@playwright/test";
import { signedInPlayer } from "./accounts";
import { chooseLevel, finishRound, MATH_QUEST, playMathQuest } from "./games";
import { expect, expectAccessible, jsEnabled, test } from "./support";
import { LONG_JOURNEY_MS } from "./timing";

/** Sends the leaderboard's filter form: by itself with JavaScript, with its Show button without. */
async function show(page: Page) {
  if (!jsEnabled()) await page.getByRole("button", { name: "Show" }).click();
}

test("a player's scores count per level: the leaderboard's level filter and My Games' bests per level", async ({ page }) => {
  test.setTimeout(LONG_JOURNEY_MS);
  const { username } = await signedInPlayer(page);
  // Two games at level 1 (the start screen's first choice for a new player), the better one 2
  // points; then one at level 2 finished at once, 0 points.
  await playMathQuest(page, 2);
  await playMathQuest(page, 1);
  await page.goto(MATH_QUEST);
  await chooseLevel(page, /Adding and taking away to 20/);
  await page.getByRole("button", { name: "Start Game" }).click();
  await expect(page.getByTestId("stage-level")).toHaveText("Level 2: Adding and taking away to 20");
  await finishRound(page);
  await expect(page.getByRole("dialog", { name: "Game Over!" }).getByTestId("final-score")).toHaveText("0");

  // The default board is the spec's, with a word on levels and the way to choose one.
  await page.goto("/leaderboard?game=math-quest-number-crunch");
  await expect(page.getByRole("combobox", { name: "Level" })).toHaveValue("all");
  await expect(page.getByTestId("level-note")).toContainText("Level 1 and level 5 are different questions, so pick a level");
  // A level's board is named by its game and its level.
  const levelOne = /^Math Quest: Number Crunch Level 1: Counting and sums to 10/;
  const mine = (name: string | RegExp) =>
    page
      .getByRole("region", { name })
      .getByRole("row")
      .filter({ hasText: `@${username}` });
  await expect(mine("Math Quest: Number Crunch").getByRole("cell").nth(2)).toHaveText("2");

  // Level 1 of Math Quest: named as the start screen names it; the player's best there.
  await page.getByRole("combobox", { name: "Level" }).selectOption({ label: "Level 1 (Ages 5-6): Counting and sums to 10" });
  await show(page);
  await expect(page).toHaveURL(/[?&]level=1(&|$)/);
  await expect(page.getByTestId("board-level")).toHaveText("Level 1: Counting and sums to 10 · Ages 5-6");
  await expect(mine(levelOne).getByRole("cell").nth(2)).toHaveText("2");
  await expect(mine(levelOne)).toContainText("You");
  await expectAccessible(page);

  // Level 2: a game of 0 points ranks nowhere, and the level-1 score is not counted here.
  await page.getByRole("combobox", { name: "Level" }).selectOption({ label: "Level 2 (Age 7): Adding and taking away to 20" });
  await show(page);
  await expect(page).toHaveURL(/[?&]level=2(&|$)/);
  await expect(page.getByRole("row").filter({ hasText: `@${username}` })).toHaveCount(0);

  // Over all games, the level is each game's own: the one list names Math Quest's level 1 beside
  // its rows, and each game's own board, keeping the level, names it too.
  await page.goto("/leaderboard?level=1");
  await expect(page.getByRole("combobox", { name: "Level" })).toHaveValue("1");
  await expect(
    page.getByRole("region", { name: "All Games, level 1" }).getByRole("cell").filter({ hasText: "Math Quest: Number Crunch" }).first(),
  ).toContainText("Level 1: Counting and sums to 10");
  await page.getByRole("link", { name: "Each game's top ten" }).click();
  await expect(page).toHaveURL(/\?level=1&view=boards$/);
  // (Its top ten, over every journey's players so far: this player's 2 points may be below it.)
  await expect(page.getByRole("region", { name: levelOne }).getByRole("row").nth(1)).toBeVisible();
  // A level the chosen game does not have (Brain Blitz has four): all levels, not an empty page.
  await page.goto("/leaderboard?game=brain-blitz&level=6");
  await expect(page.getByRole("combobox", { name: "Level" })).toHaveValue("all");

  // My Games: the best at any level, and at each level played, with the times played there.
  await page.goto("/my-games");
  await expect(page.getByTestId("levels-note")).toContainText("your best at each of its levels you played");
  const card = page.getByRole("listitem").filter({ hasText: "Math Quest: Number Crunch" });
  await expect(card).toContainText("Highest score2");
  await expect(card).toContainText("Times played3");
  const levels = card.getByRole("table", { name: "Best at each level" });
  await expect(levels.getByRole("row")).toHaveText([
    /Level\s*Best\s*Times played/,
    /Level 1\s*Counting and sums to 10\s*2\s*2/,
    /Level 2\s*Adding and taking away to 20\s*0\s*1/,
  ]);
  await expectAccessible(page);
});
