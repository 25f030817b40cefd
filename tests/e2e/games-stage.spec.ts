// The game stage: levels on the start screen, each game's controls, and the results with stars,
// coins and the badges a round earned. Runs with JavaScript and without (playwright.config.ts).
import { newIdentity, signedInPlayer } from "./accounts";
import { shoot } from "./shots";
import { entryItem, WORD_LEVELS } from "~/games/words";
import {
  answerRight,
  answerWrong,
  buyByCardRequests,
  chooseLevel,
  expectOnScreen,
  expectToastsClearOfControls,
  MATH_QUEST,
  pastLoading,
} from "./games";
import { expect, expectAccessible, holdNextPost, jsEnabled, test } from "./support";
import { listenToReadAloud } from "./read-aloud";

test("a player picks a level, plays Math Quest to the results and sees stars, coins and a new badge", async ({ page }) => {
  await signedInPlayer(page);
  const spoken = await listenToReadAloud(page);
  await page.goto(MATH_QUEST);
  // A first game: the easiest level is chosen, Start Game beside "Change level", and short words for a young reader.
  await expect(page.getByTestId("start-level")).toContainText("Level 1: Counting and sums to 10");
  await expect(page.getByTestId("how-to-play")).toHaveText(
    "Answer the sums. You have 60 seconds. Each right answer is 1 point. The sums get harder as you go.",
  );
  await expectAccessible(page);
  await chooseLevel(page, /Adding and taking away to 20\s*Age 7/);
  const levels = page.getByRole("group", { name: "Choose your level" });
  await expect(levels.getByRole("radio")).toHaveCount(6);
  await expect(levels.getByRole("radio", { name: /Counting and sums to 10\s*Ages 5-6/ })).not.toBeChecked();
  // (axe on this start screen with its levels open, and on a question below, of every impact at
  // two widths: keyboard-play.spec.ts's Math Quest.)
  if (jsEnabled()) {
    // Read aloud: the start screen at the youngest levels, and its speaker button.
    await expect
      .poll(() => spoken())
      .toContain(
        "Ready to play? Answer the sums. You have 60 seconds. Each right answer is 1 point. The sums get harder as you go. Press Start Game.",
      );
    await expect(page.getByTestId("start-level")).toContainText("Level 2: Adding and taking away to 20");
  }
  await page.getByRole("button", { name: "Start Game" }).click();

  await expect(page.getByTestId("prompt")).toHaveText(/^\d+ [+−] \d+ = \?$/);
  await expect(page.getByTestId("stage-level")).toHaveText("Level 2: Adding and taking away to 20");
  await expect(page.getByTestId("streak")).toHaveText("0");
  // Two wrong guesses, then one right: short of a star on points and on right answers. (A score
  // that reaches the target with fewer than half right earns none either: stars.test.ts.)
  for (let i = 0; i < 2; i++) await answerWrong(page);
  await answerRight(page);
  await expect(page.getByTestId("streak")).toHaveText("1");
  await page.getByRole("button", { name: "Finish Game" }).click();

  const results = page.getByRole("dialog", { name: "Game Over!" });
  await expect(results.getByTestId("results-level")).toHaveText("Level 2 of 6: Adding and taking away to 20");
  await expect(results.getByTestId("final-score")).toHaveText("1");
  // Level 2's first star needs 4 points and at least half the answers right: the results say both.
  await expect(results.getByRole("img", { name: "0 of 3 stars" })).toBeVisible();
  await expect(results.getByTestId("stars-text")).toHaveText("First star: 4 points, half right.");
  await expect(results.getByTestId("best")).toHaveText("1");
  // The game's 5 CC, each of today's Math Quest challenges it met (10 CC) and the badge's 10 CC, each listed.
  await expect(results.getByTestId("coins-line")).toHaveText(/^\+5 CC, (\+10 CC daily challenge “[^”]+”, )*\+10 CC First Steps badge$/);
  const challenges = ((await results.getByTestId("coins-line").textContent())!.match(/daily challenge/g) ?? []).length;
  await expect(results.getByTestId("coins")).toHaveText(`C${5 + 10 * challenges + 10}`);
  await expect(results.getByTestId("new-badge")).toContainText("First Steps");
  // No stars: no Next level yet, and the results say what opens it.
  await expect(results.getByRole("button", { name: /^Next level/ })).toHaveCount(0);
  await expect(results.getByTestId("next-level-note")).toHaveText("Get 2 stars to try the next level.");
  if (jsEnabled()) {
    await expect.poll(() => spoken()).toContain("Game Over! You got 0 stars. First star: 4 points, half right. Your score: 1.");
  }
  await expectAccessible(page);

  // Play Again at level 2: nine right of nine is two stars, and Next level comes. With JavaScript,
  // Play Again shows it is on its way (the forms kit's): a second tap starts nothing twice.
  const held = jsEnabled() ? await holdNextPost(page) : null;
  await results.getByRole("button", { name: "Play Again" }).click();
  if (held) {
    await expect(results.getByRole("button", { name: "Play Again" })).toBeDisabled();
    await held.release();
  }
  await expect(page.getByTestId("stage-level")).toHaveText("Level 2: Adding and taking away to 20");
  for (let i = 0; i < 9; i++) await answerRight(page);
  await page.getByRole("button", { name: "Finish Game" }).click();
  await expect(page.getByRole("img", { name: "2 of 3 stars" })).toBeVisible();
  await expect(page.getByTestId("new-badge")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Next level: Adding and taking away to 100" })).toBeVisible();
  // Back on the start screen, the two stars moved the player up a level.
  await page.goto(MATH_QUEST);
  await expect(page.getByTestId("start-level")).toContainText("Level 3: Adding and taking away to 100");
});

test("Word Adventure shows the scrambled word as letter tiles, with a hint on demand", async ({ page }) => {
  await page.goto("/play/reading/word-adventure");
  await chooseLevel(page, /Three-letter words/);
  await page.getByRole("button", { name: "Start Game" }).click();
  const tiles = page.getByTestId("prompt");
  await expect(tiles).toHaveText(/^[A-Z]{3}$/);
  const letters = (await tiles.textContent())!;

  // The hint waits until it is asked for.
  const hint = page.getByText(/^Hint: /);
  await expect(hint).toBeHidden();
  await page.getByText("Need a hint?").click();
  await expect(hint).toBeVisible();
  await expectAccessible(page);

  const box = page.getByLabel("Your answer");
  if (jsEnabled()) {
    // Tapping tiles builds the answer; a used tile is spent, and Undo gives it back.
    for (const tile of await tiles.getByRole("button").all()) await tile.click();
    await expect(box).toHaveValue(letters);
    await expect(tiles.getByRole("button", { disabled: true })).toHaveCount(3);
    await page.getByRole("button", { name: "Undo letter" }).click();
    await expect(box).toHaveValue(letters.slice(0, 2));
    await expect(tiles.getByRole("button", { disabled: true })).toHaveCount(2);
    // Typing works too.
    await box.fill("");
    await box.pressSequentially(letters.toLowerCase());
    await expect(tiles.getByRole("button", { disabled: true })).toHaveCount(3);
  } else {
    await box.fill(letters);
  }
  await box.press("Enter");
  // The tiles as shown are never a word themselves. Under "Not quite! The answer was CAT.", its hint
  // and a short sentence that uses it (every word's: word-adventure-sentences.test.ts).
  const levelWords = WORD_LEVELS[0].map((entry) => entryItem(entry, 1));
  const missed = levelWords.find((item) => item.scrambled.toUpperCase() === letters)!;
  const feedback = page.getByTestId("feedback");
  await expect(feedback).toContainText(`Not quite! The answer was ${missed.word.toUpperCase()}.`);
  await expect(feedback.locator("p").nth(1)).toHaveText(`${missed.hint.replace(/\.+$/, "")}. “${missed.sentence}”`);
  await shoot(page, "word-missed-sentence", page.locator("#stage"));

  // The word meant, typed, is right. (Another real word from the tiles is right too, and says which
  // word was meant: word-adventure-anagrams.test.ts; a word's picture beside its hint, hidden from
  // screen readers: picture-view.test.ts, on the HTML the server sends.)
  const index = page.locator('input[name="index"]');
  await expect(index).toHaveValue("1");
  const shown = (await tiles.textContent())!;
  const word = levelWords.find((item) => item.scrambled.toUpperCase() === shown)!.word;
  await box.fill(word);
  await box.press("Enter");
  await expect(index).toHaveValue("2");
  await expect(page.getByTestId("feedback")).toContainText(/Correct! \+5 points/);
  await page.getByRole("button", { name: "Finish Game" }).click();
  const results = page.getByRole("dialog", { name: "Game Over!" });
  await expect(results.getByTestId("results-level")).toHaveText("Level 1 of 5: Three-letter words");
  await expect(results.getByRole("img", { name: /^[0-3] of 3 stars$/ })).toBeVisible();
  // Next level only with the stars for it (two); else the results say what opens it.
  const stars = Number((await results.getByTestId("stars").getAttribute("aria-label"))![0]);
  await expect(results.getByRole("button", { name: "Next level: Four-letter words" })).toHaveCount(stars >= 2 ? 1 : 0);
});

test("Logic Lab offers its four options as large cards", async ({ page }) => {
  await page.goto("/play/logic/logic-lab");
  await page.getByRole("button", { name: "Start Game" }).click();
  const options = page.getByRole("group", { name: "Puzzle:" }).getByRole("button");
  await expect(options).toHaveCount(4);
  await expectAccessible(page);
  await options.first().click();
  await expect(page.getByTestId("feedback")).toContainText(/Correct! \+5 points|Not quite! The answer was/);
  // The stage while it shows feedback (the marked cards, the explanation).
  await expectAccessible(page);
  await page.getByRole("button", { name: "Finish Game" }).click();
  const results = page.getByRole("dialog", { name: "Game Over!" });
  await expect(results.getByTestId("results-level")).toHaveText("Level 1 of 5: Picture patterns");
  await expect(results.getByRole("img", { name: /^[0-3] of 3 stars$/ })).toBeVisible();
  await expectAccessible(page);
});

test("Brain Blitz shows its streak meter, ×1 ×2 ×3, asks five- to seven-year-olds to pick, and ends on the results", async ({ page }) => {
  await signedInPlayer(page);
  await page.goto("/play/premium/brain-blitz");
  // Bought by card (the fake Stripe of the e2e world; its pages are premium.spec.ts's), then played.
  await buyByCardRequests(page);
  await chooseLevel(page, /Little sparks\s*Ages 5-7/);
  await page.getByRole("button", { name: "Start Game" }).click();
  await expect(page.getByTestId("prompt")).toBeVisible();
  const meter = page.getByTestId("streak");
  await expect(meter).toContainText("next right answer ×1");
  await expect(meter).toContainText("×1×2×3");
  // (axe on this level's question, with its feedback, at two widths: keyboard-play.spec.ts.)
  // No typing or spelling at the first level: four choices to pick from.
  const choices = page.getByRole("group", { name: "Challenge:" }).getByRole("button");
  await expect(choices).toHaveCount(4);
  await expect(page.getByLabel("Your answer")).toHaveCount(0);
  await choices.first().click();
  await expect(page.getByTestId("feedback")).toContainText(/Correct! \+\d+ points?|Not quite! The answer was/);
  await page.getByRole("button", { name: "Finish Game" }).click();
  const results = page.getByRole("dialog", { name: "Game Over!" });
  await expect(results.getByTestId("results-level")).toHaveText("Level 1 of 4: Little sparks");
  await expect(results.getByRole("img", { name: "0 of 3 stars" })).toBeVisible();
  await expect(results.getByTestId("new-badge")).toContainText("First Steps");
});

test("the stage's sound switch is remembered in this browser", async ({ page }) => {
  test.skip(!jsEnabled(), "sounds and their switch need JavaScript");
  await page.goto(MATH_QUEST);
  // Nothing to switch before a game starts: no sound plays there.
  await expect(page.getByRole("button", { name: "Sound" })).toHaveCount(0);
  await page.getByRole("button", { name: "Start Game" }).click();
  const sound = page.getByRole("button", { name: "Sound" });
  await expect(sound).toHaveAttribute("aria-pressed", "true");
  await sound.click();
  await expect(sound).toHaveAttribute("aria-pressed", "false");
  // The Backspace question on the stage is accessible too.
  await page.getByLabel("Your answer").press("Backspace");
  await expect(page.getByRole("alertdialog", { name: "Start over?" })).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole("button", { name: "Sound" })).toHaveAttribute("aria-pressed", "false");
});

test.describe("on a phone held upright (390 × 664, a finger)", () => {
  test.use({ viewport: { width: 390, height: 664 }, hasTouch: true, isMobile: true });

  test("each game's question, answer controls and feedback fit the screen at a young and an old level; the toast covers no button", async ({
    page,
  }) => {
    // Fourteen (born in January fourteen years ago): the level written for that age comes first,
    // with Start Game and "Change level" in the first screen, no words for grown-ups above them,
    // and no "Host a class race" (grown-ups only).
    await signedInPlayer(page, newIdentity(), { year: new Date().getFullYear() - 14, month: 1 });
    await page.goto(MATH_QUEST);
    const start = page.getByRole("button", { name: "Start Game" });
    await expect(page.getByTestId("start-level")).toContainText("Level 5: Big numbers and mixed operations");
    await expectOnScreen(page, { "Start Game": start, "Change level": page.getByText("Change level", { exact: true }) });
    await expect(page.getByRole("region", { name: "Host a class race" })).toHaveCount(0);
    await expect(page.getByText(/mental arithmetic/)).toBeHidden();
    await expect(page.getByText(/Press Enter/)).toBeHidden();
    for (const [path, levels] of [
      [MATH_QUEST, [/Counting and sums to 10/, /Equations, indices/]],
      ["/play/reading/word-adventure", [/Three-letter words/, /Word master vocabulary/]],
      ["/play/logic/logic-lab", [/Picture patterns/, /Multi-step reasoning/]],
      ["/play/premium/brain-blitz", [/Little sparks/, /Brain masters/]],
    ] as const) {
      for (const level of levels) {
        await page.goto(path);
        if (path.includes("brain-blitz") && level === levels[0]) await buyByCardRequests(page);
        await chooseLevel(page, level);
        await page.getByRole("button", { name: "Start Game" }).click();
        await pastLoading(page);
        const stage = page.locator("#stage");
        const prompt = stage.getByTestId("prompt");
        await expect(prompt).toBeVisible();
        // Above the stage only the way back and the title: no share button, no description.
        await expect(page.locator("summary", { hasText: "Share" })).toHaveCount(0);
        await expect(page.getByText(/^Ages \d+-\d+$/)).toHaveCount(0);

        const choices = stage.getByRole("group", { name: /Puzzle:|Challenge:/ });
        const box = stage.getByLabel("Your answer");
        const pad = stage.getByRole("group", { name: "Number pad" });
        const controls: Record<string, typeof prompt> =
          (await choices.count()) > 0 ? { "the options": choices } : { "the answer box": box };
        if (jsEnabled() && (await pad.count()) > 0) controls["the number pad"] = pad;
        await expectOnScreen(page, { "the question": prompt, ...controls });
        const scrolled = await page.evaluate(() => window.scrollY);

        if ((await choices.count()) > 0) await choices.getByRole("button").first().click();
        else {
          await box.fill("0");
          await box.press("Enter");
        }
        await expect(stage.getByTestId("feedback")).toContainText(/Correct! \+\d+ points?|Not quite!/);
        await expectOnScreen(page, { "the question": prompt, ...controls, "the feedback": stage.getByTestId("feedback") });
        expect(await page.evaluate(() => window.scrollY), "nothing scrolled the page").toBe(scrolled);
      }
    }

    // The results of the last round, with the toast of what it paid: at a phone's width and a
    // laptop's, scrolled down until Play Again just shows, no toast lies over a button.
    await page.getByRole("button", { name: "Finish Game" }).click();
    const results = page.getByRole("dialog", { name: "Game Over!" });
    for (const viewport of [
      { width: 390, height: 664 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await results.getByRole("button", { name: "Play Again" }).evaluate((button) => button.scrollIntoView({ block: "end" }));
      await expectToastsClearOfControls(page);
    }
  });
});
