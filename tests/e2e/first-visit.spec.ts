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
import { balance, expect, expectAccessible, fakeSharePages, jsEnabled, test } from "./support";

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
  // Once loaded: until then the browser may still scroll to the address's #stage, after ours.
  await page.waitForLoadState("load");
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
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await atEachWidth(page, async () => {
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeInViewport();
    await expect(page.getByRole("link", { name: "Return to Home" })).toBeInViewport();
  });
  await expectAccessible(page);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  // Icons are the site's own drawings (see expectNoEmoji below).
  await expect(page.locator("main svg").first()).toBeVisible();

  // Signed out, My Games says why to sign in, like the profile and the badges, and comes back after.
  await page.goto("/my-games");
  await expect(page.getByRole("heading", { level: 1, name: "My Games" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login?redirectTo=/my-games");
  await atEachWidth(page, async () => {
    await expect(page.getByText("Please sign in to see the games you played and own.")).toBeInViewport();
    await expect(page.getByRole("main").getByRole("link", { name: "Sign In" })).toBeInViewport();
  });
  await expectAccessible(page);

  await page.goto("/games");
  await atEachWidth(page, () => expect(page.getByText("Sign in to earn Clever Coins for every game you finish.")).toBeInViewport());
  // A pasted code keeps all six characters: the dash goes before the length is cut. Signed out,
  // Join sends the visitor to sign in first, on the way to the whole code's invite.
  const box = page.getByLabel("Invite code");
  await box.fill("abc-def");
  if (jsEnabled()) await expect(box).toHaveValue("ABCDEF");
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fjoin%2FABCDEF$/);

  for (const path of ["/", "/games", "/challenges", "/leaderboard", "/store", MATH_QUEST]) {
    await page.goto(path);
    await expectNoEmoji(page);
    if (path === "/store") await expect(page.locator('main img[src="/images/icons/coin.svg"]').first()).toBeVisible();
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
  context,
}) => {
  await fakeSharePages(context);
  const me = await signedInPlayer(page);
  await page.goto("/games");
  await expect(page.getByText("You earn Clever Coins for every game you finish.")).toBeInViewport();
  await expect(page.getByText("Sign in to earn Clever Coins")).toHaveCount(0);
  const before = await balance(page);

  // Three right answers meet each of today's Math Quest challenges without a card.
  const results = await playMathQuest(page, 3);
  // The toast first, in one look: with JavaScript it leaves after a few seconds. Every amount where
  // the coins are shown: the game's 5 CC, each challenge's 10 CC, the badge's 10 CC.
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText(
    /New High Score!You scored 3 points and earned \+5 CC, (\+10 CC daily challenge “[^”]+”, )+\+10 CC First Steps badge!/,
  );
  await atEachWidth(page, () => expectNotCovered(page, page.getByRole("link", { name: "← Back to Games" })));
  // The count is Math Quest's own (each game has its daily limit), and the words say so (issue 51).
  await expect(results.getByTestId("reward")).toHaveText(
    "You earned 5 Clever Coins! (1 of 10 rewarded games of Math Quest: Number Crunch today)",
  );
  await expectAccessible(page);
  const coins = results.getByTestId("coins-line");
  await atEachWidth(page, () => expectWholeOnScreen(coins));
  await expect(coins).toHaveText(/^\+5 CC, (\+10 CC daily challenge “[^”]+”, )+\+10 CC First Steps badge$/);
  const met = ((await coins.textContent())!.match(/daily challenge/g) ?? []).length;
  await expect(results.getByTestId("coins")).toHaveText(`C${5 + 10 * met + 10}`);
  expect(await balance(page)).toBe(before + 5 + 10 * met + 10);
  await expect(page.getByText("Your highest score: 3")).toBeVisible();

  // Not started from a card, the round met every Math Quest challenge of the day: those cards are
  // the completed ones, and none offers the game any more.
  await page.goto("/challenges");
  const progress = page.getByTestId("challenge-progress");
  await expect(progress).toContainText(`${met}/6 Daily Limit`);
  await expect(page.getByRole("article").getByText("Completed")).toHaveCount(met);
  await expect(page.getByRole("article").filter({ has: page.locator('a[href^="/play/math/"]') })).toHaveCount(0);
  await atEachWidth(page, () => expectWholeOnScreen(progress));

  // The board ranks within the game; the row's score and date are on the screen, the name links to the profile.
  await page.goto("/leaderboard?game=math-quest-number-crunch");
  const board = page.getByRole("region", { name: "Math Quest: Number Crunch" });
  const row = board.getByRole("row").filter({ hasText: `@${me.username}` });
  await expect(row).toContainText("You");
  await expect(row.getByRole("cell").nth(2)).toHaveText("3");
  await expect(row.getByRole("cell").nth(3)).toHaveText(/\w+ \d+, \d{4}/);
  await expect(row.getByRole("link", { name: me.username }).first()).toHaveAttribute("href", `/profile/${me.id}`);
  await atEachWidth(page, async () => {
    await expectNoSidewaysScroll(page.getByRole("table").first());
    await expectWholeOnScreen(row);
    await expectWholeOnScreen(board.getByRole("link", { name: "Share" }));
  });
  await expectNoEmoji(page);
  await expectAccessible(page);

  // A board's Share opens that game's share menu: beside its name with JavaScript, below the boards without.
  await board.getByRole("link", { name: "Share" }).click();
  if (jsEnabled()) {
    const popup = page.waitForEvent("popup");
    await board.getByRole("button", { name: "Share on WhatsApp" }).click();
    await expect(await popup).toHaveTitle("Shared");
    await (await popup).close();
  } else {
    await expect(page).toHaveURL(/game=math-quest-number-crunch&share=math-quest-number-crunch#share$/);
    await expect(page.locator("#share")).toContainText("Math Quest: Number Crunch");
    await page.locator("#share").getByRole("button", { name: "Share on WhatsApp" }).click();
    await expect(page).toHaveTitle("Shared");
  }

  // All Games is the spec's one list by rank: every game's champion first, each row with its game
  // (a link to play it), at most a hundred rows, whole on a phone.
  await page.goto("/leaderboard");
  const list = page.getByRole("region", { name: "All Games" });
  const first = list.getByRole("row").nth(1);
  await expect(first.getByRole("cell").first()).toHaveText("Champion");
  await expect(first.getByRole("cell").nth(2).getByRole("link")).toHaveAttribute("href", /^\/play\/\w+\/[\w-]+$/);
  expect(await list.getByRole("row").count()).toBeLessThanOrEqual(1 + 100);
  await atEachWidth(page, () => expectNoSidewaysScroll(list.getByRole("table")));
  // Every game's own top ten is a view of its own, with the way to see all of a game's board.
  await page.getByRole("link", { name: "Each game's top ten" }).click();
  await expect(page).toHaveURL(/\/leaderboard\?view=boards$/);
  await expect(page.getByRole("heading", { level: 2, name: "Math Quest: Number Crunch" })).toBeVisible();
  await page.getByRole("link", { name: "See all of Math Quest: Number Crunch" }).click();
  await expect(page).toHaveURL(/\/leaderboard\?game=math-quest-number-crunch$/);
  // A public player's name opens their profile.
  await row.locator('a[href^="/profile/"]').click();
  await expect(page.getByRole("heading", { level: 1, name: "Player Profile" })).toBeVisible();

  // My Games says what the number is: times played (finished runs, at every level).
  await page.goto("/my-games");
  const card = page.getByRole("listitem").filter({ hasText: "Math Quest: Number Crunch" });
  await expect(card).toContainText("Highest score3");
  await expect(card).toContainText("Times played1");
  await expect(card.getByRole("link", { name: /Play Again/ })).toHaveAttribute("href", MATH_QUEST);
  await atEachWidth(page, () => expectWholeOnScreen(card));
  await expectAccessible(page);

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
