/**
 * A first visit as a child, a parent or a teacher makes it, on a 320 px phone, a 390 px phone
 * and a 1280 px laptop, with JavaScript and without (the two projects): what a visitor reads, a
 * first round that moves the child forward and says every coin it earned, a two-player race as
 * the guest sees it, and the end of a timed round without JavaScript. Each journey starts on the
 * narrowest phone and checks each page at every width by resizing the window, as a phone turned
 * or a window resized makes it, rather than walking the journey again at each width (a third of the
 * time: docs/decisions/suite-speed.md). The journeys of the other spec files run at the default
 * 1280 px.
 */
import type { Locator, Page } from "@playwright/test";
import { chooseBirth, newIdentity, signedInPlayer } from "./accounts";
import { MATH_QUEST, mathAnswer, playMathQuest, windClock } from "./games";
import { hostSession, joinSession } from "./sessions";
import { expect, jsEnabled, test } from "./support";

const WIDTHS = [320, 390, 1280] as const;

/** Whether the page's header or main content writes an emoji (a school computer without an emoji font shows boxes). */
async function expectNoEmoji(page: Page) {
  const texts = await page.locator("header, main").allInnerTexts();
  expect(texts.join("\n"), page.url()).not.toMatch(/\p{Extended_Pictographic}/u);
}

/** `locator` is whole on screen once scrolled to: nothing of it cut off at the screen's edge. */
async function expectWholeOnScreen(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator).toBeInViewport({ ratio: 1 });
}

/** A table shows all its columns: its box does not scroll sideways (an amount or a date off to the right). */
async function expectNoSidewaysScroll(table: Locator) {
  expect(await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBe(0);
}

/**
 * Nothing lies over `link` where a finger or a mouse would press it, with the page at its top
 * (where the link is): a toast floats at the foot of the window with JavaScript and sits in the
 * page's flow without it.
 */
async function expectNotCovered(page: Page, link: Locator) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = (await link.boundingBox())!;
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.closest("a")?.getAttribute("href") ?? null,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(hit).toBe(await link.getAttribute("href"));
}

/** Runs `check` at each width, narrowest first, on the page as it stands: the window is resized, the page not loaded again. */
async function atEachWidth(page: Page, check: (width: number) => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await check(width);
  }
}

test.use({ viewport: { width: WIDTHS[0], height: 800 } });

test("a visitor finds what a first visit needs at every width: a named 404, reasons to sign in, a code box that takes a pasted code", async ({
  page,
}) => {
  const missing = await page.goto("/no/such/page");
  expect(missing?.status()).toBe(404);
  await expect(page).toHaveTitle("Page Not Found | CleverPlay");
  await atEachWidth(page, async () => {
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeInViewport();
    await expect(page.getByRole("link", { name: "Return to Home" })).toBeInViewport();
  });

  // Signed out, My Games says why to sign in, like the profile and the badges.
  await page.goto("/my-games");
  await atEachWidth(page, async () => {
    await expect(page.getByText("Please sign in to see the games you played and own.")).toBeInViewport();
    await expect(page.getByRole("main").getByRole("link", { name: "Sign In" })).toBeInViewport();
  });

  await page.goto("/games");
  await atEachWidth(page, () => expect(page.getByText("Sign in to earn Clever Coins for every game you finish.")).toBeInViewport());
  // A pasted code keeps all six characters: the dash goes before the length is cut.
  const box = page.getByLabel("Invite code");
  await box.fill("abc-def");
  if (jsEnabled()) await expect(box).toHaveValue("ABCDEF");
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fjoin%2FABCDEF$/);

  for (const path of ["/", "/games", "/challenges", "/leaderboard", "/store", MATH_QUEST]) {
    await page.goto(path);
    await expectNoEmoji(page);
  }
});

test("a refused sign-up can be sent again, with JavaScript and without, its button whole at every width", async ({ page }) => {
  const player = newIdentity("again");
  await page.goto("/register");
  await page.getByLabel("Email", { exact: true }).fill(player.email);
  await chooseBirth(page);
  await page.getByLabel("Username (optional)").fill(player.username);
  await page.getByLabel("Password", { exact: true }).fill(player.password);
  await page.getByLabel("Confirm password").fill(`${player.password}x`);
  const submit = page.getByRole("button", { name: "Sign Up", exact: true });
  await submit.click();
  await expect(page.getByRole("alert")).toContainText("Passwords do not match");
  // The username came back with the page: its check must not hold the button (without JavaScript there is no check).
  await expect(page.getByLabel("Username (optional)")).toHaveValue(player.username);
  await page.getByLabel("Password", { exact: true }).fill(player.password);
  await page.getByLabel("Confirm password").fill(player.password);
  await atEachWidth(page, () => expectWholeOnScreen(submit));
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
});

test("a child's first round moves them forward: every coin it earned, the challenges it met, the boards and My Games, at every width", async ({
  page,
}) => {
  const me = await signedInPlayer(page);
  await page.goto("/games");
  await expect(page.getByText("You earn Clever Coins for every game you finish.")).toBeInViewport();
  await expect(page.getByText("Sign in to earn Clever Coins")).toHaveCount(0);

  // Three right answers meet each of today's Math Quest challenges without a card.
  const results = await playMathQuest(page, 3);
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText(
    /You scored 3 points and earned \+5 CC, (\+10 CC daily challenge “[^”]+”, )+\+10 CC First Steps badge!/,
  );
  await atEachWidth(page, () => expectNotCovered(page, page.getByRole("link", { name: "← Back to Games" })));
  const coins = results.getByTestId("coins-line");
  await atEachWidth(page, () => expectWholeOnScreen(coins));
  await expect(coins).toHaveText(/^\+5 CC, (\+10 CC daily challenge “[^”]+”, )+\+10 CC First Steps badge$/);
  const met = ((await coins.textContent())!.match(/daily challenge/g) ?? []).length;
  await expect(results.getByTestId("coins")).toHaveText(`C${5 + 10 * met + 10}`);

  await page.goto("/challenges");
  const progress = page.getByTestId("challenge-progress");
  await expect(progress).toContainText(`${met}/6 Daily Limit`);
  await atEachWidth(page, () => expectWholeOnScreen(progress));

  // The board ranks within the game; the row's score and date are on the screen, the name links to the profile.
  await page.goto("/leaderboard?game=math-quest-number-crunch");
  const row = page.getByRole("row").filter({ hasText: `@${me.username}` });
  await expect(row.getByRole("cell").nth(2)).toHaveText("3");
  await expect(row.getByRole("cell").nth(3)).toHaveText(/\w+ \d+, \d{4}/);
  await expect(row.getByRole("link", { name: me.username }).first()).toHaveAttribute("href", `/profile/${me.id}`);
  await atEachWidth(page, async () => {
    await expectNoSidewaysScroll(page.getByRole("table").first());
    await expectWholeOnScreen(row);
    await expectWholeOnScreen(page.getByRole("region", { name: "Math Quest: Number Crunch" }).getByRole("link", { name: "Share" }));
  });
  await expectNoEmoji(page);

  // My Games says what the number is: times played.
  await page.goto("/my-games");
  const card = page.getByRole("listitem").filter({ hasText: "Math Quest: Number Crunch" });
  await expect(card).toContainText("Times played1");
  await atEachWidth(page, () => expectWholeOnScreen(card));

  // The ledger lists each amount on its own row, the badge's too, with the amount on the screen.
  await page.goto("/profile?tab=earnings");
  const ledger = page.getByRole("table").getByRole("row");
  await expect(ledger.filter({ hasText: "Completed Math Quest: Number Crunch" })).toContainText("+5 CC");
  const badgeRow = ledger.filter({ hasText: "Earned the First Steps badge" });
  await expect(badgeRow).toContainText("+10 CC");
  await expect(ledger.filter({ hasText: "Daily challenge:" })).toHaveCount(met);
  await atEachWidth(page, async () => {
    await expectNoSidewaysScroll(page.getByRole("table"));
    await expectWholeOnScreen(badgeRow.getByRole("cell").last());
  });

  // The Cosmetics tab links to the store even before anything is owned.
  await page.goto("/profile?tab=cosmetics");
  await expect(page.getByRole("main").getByRole("link", { name: "Get more in the store" })).toHaveAttribute("href", "/store");
  await expectNoEmoji(page);
});

test("a race as the guest sees it: in view on landing, one Start (the host's), words for children, a full session that is no dead end", async ({
  browser,
  page,
}) => {
  const host = await hostSession(browser);
  await signedInPlayer(page);
  // joinSession checks the race's heading is in view when the guest lands (on the narrowest phone).
  await joinSession(page, host.code, "invite link");
  const panel = page.getByRole("region", { name: "Multiplayer session" });
  // The race is the game: no solo "Start Game" card, and Start is the host's alone.
  await expect(page.getByRole("button", { name: "Start Game" })).toHaveCount(0);
  await expect(panel.getByRole("button", { name: /^Start/ })).toHaveCount(0);
  await atEachWidth(page, () => expectWholeOnScreen(panel.getByRole("button", { name: "I'm Ready" })));
  if (jsEnabled()) await expect(panel.getByTestId("connection")).toHaveText("You're both here");
  else await expect(panel.getByTestId("connection")).not.toContainText("online");

  // A third player finds it full, with ways on: another game, or their own race in this one.
  const third = await browser.newContext({ viewport: { width: WIDTHS[0], height: 800 }, javaScriptEnabled: jsEnabled() });
  const thirdPage = await third.newPage();
  await signedInPlayer(thirdPage);
  await thirdPage.goto(`/join/${host.code}`);
  await expect(thirdPage.getByRole("main").getByText("This session is already full.")).toBeVisible();
  await atEachWidth(thirdPage, async () => {
    await expectWholeOnScreen(thirdPage.getByRole("main").getByRole("link", { name: "Browse Games" }));
    await expectWholeOnScreen(thirdPage.getByRole("main").getByRole("link", { name: /^Play / }));
  });
  await third.close();

  // The host ends it: the guest is told, and nothing says anyone is still here.
  await host.page.getByRole("region", { name: "Multiplayer session" }).getByRole("button", { name: "End" }).click();
  if (jsEnabled()) {
    await expect(page.getByText("This session is no longer active.")).toBeVisible();
    // (Whether the ended race's line still shows or the page has moved on to a new session's panel.)
    await expect(panel.getByTestId("connection").filter({ hasText: /here|online|away/ })).toHaveCount(0);
  } else {
    await page.reload();
    await expect(page.getByRole("button", { name: "Create Session" })).toBeVisible();
  }
  await host.context.close();
});

test("without JavaScript, the page after the clock runs out is the results, at 320, 390 and 1280 px", async ({ page }) => {
  test.skip(jsEnabled(), "with JavaScript the clock ends the round by itself (play.spec.ts)");
  await signedInPlayer(page);
  await page.goto(MATH_QUEST);
  await page.getByRole("button", { name: "Start Game" }).click();
  await expect(page.getByTestId("prompt")).toBeVisible();
  // Math Quest's round is 60 s: the server's clock is wound past it and its 2 s grace, as if
  // the child had sat on the question that long.
  await windClock(page, 63);
  // The page still shows the last question: an answer sent now is too late, and the next page
  // is the results.
  const prompt = (await page.getByTestId("prompt").textContent()) ?? "";
  await page.getByLabel("Your answer").fill(String(mathAnswer(prompt)));
  await page.getByLabel("Your answer").press("Enter");
  const results = page.getByRole("dialog", { name: "Game Over!" });
  await expect(results).toBeVisible();
  await expect(page.getByLabel("Your answer")).toHaveCount(0);
  await expect(page.getByTestId("toast")).toContainText("Time's up!");
  await atEachWidth(page, () => expectWholeOnScreen(results.getByRole("heading", { name: "Game Over!" })));
});
