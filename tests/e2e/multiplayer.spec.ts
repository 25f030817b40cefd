import type { Browser, Page, WebSocketRoute } from "@playwright/test";
import { signedInPlayer } from "./accounts";
import { answerShownProblem, MATH_QUEST } from "./games";
import { createSession, endRaceNow, hostSession, joinSession, type JoinWay } from "./sessions";
import { expect, expectAccessible, jsEnabled, test } from "./support";
import { after, LONG_JOURNEY_MS, PAGE_ANSWER_MS, RACE_SECONDS } from "./timing";

// Each journey brings two players together, and most race for the whole race (RACE_SECONDS, 20, in
// tests/e2e/servers.ts).
test.describe.configure({ timeout: LONG_JOURNEY_MS });

/**
 * How a player's browser reaches /ws: straight; behind a school proxy that cuts websockets (the
 * page falls back to the event stream); or through a link the test can cut, like flaky Wi-Fi.
 */
type Network = "direct" | "websockets blocked" | "flaky";

async function newPlayer(browser: Browser, network: Network) {
  const context = await browser.newContext();
  const links: WebSocketRoute[] = [];
  if (network === "websockets blocked") await context.routeWebSocket(/\/ws\b/, (ws) => ws.close());
  if (network === "flaky") await context.routeWebSocket(/\/ws\b/, (ws) => void links.push(ws.connectToServer()));
  const page = await context.newPage();
  const identity = await signedInPlayer(page);
  /** The network drops the live connection (the server's side of it goes away). */
  const dropConnection = () => links.at(-1)!.close();
  // A new account's display name is the username it chose, never a part of its address.
  return { context, page, name: identity.username, email: identity.email, dropConnection };
}
type Player = Awaited<ReturnType<typeof newPlayer>>;

const panel = (page: Page) => page.getByRole("region", { name: "Multiplayer session" });
/** The panel's two player rows: "… (Host) Ready 0", "… (Guest) Not ready 0" or "Guest: waiting for a player…". */
const rows = (page: Page) => panel(page).getByRole("listitem");

/** A host's session with a guest who joined it `way`. */
async function sessionWithGuest(browser: Browser, networks: [Network, Network], way: JoinWay) {
  const host = await newPlayer(browser, networks[0]);
  const guest = await newPlayer(browser, networks[1]);
  const code = await createSession(host.page);
  await joinSession(guest.page, code, way);
  for (const seen of [host, guest]) {
    const text = await panel(seen.page).innerText();
    expect(text).toContain(host.name);
    for (const { email } of [host, guest]) expect(text).not.toContain(email.split("@")[0]);
  }
  return { host, guest, code };
}

/**
 * `page`'s connection line: who is here, in a child's words ("You're both here", or the seat
 * free, "Waiting for a friend to join"), live over the websocket or the fallback event stream.
 */
async function expectConnected(page: Page, fallback: boolean, here: "both" | "waiting" | "away") {
  const line = panel(page).getByTestId("connection");
  const words = { both: "You're both here", waiting: "Waiting for a friend to join", away: "Your friend is away" };
  await expect(line).toHaveText(words[here]);
  await expect(line).toHaveAttribute("data-transport", fallback ? "events" : "websocket");
}

/** The guest, then the host, press I'm Ready (each sees the other's); the host starts; both get a problem. */
async function readyAndStart(host: Player, guest: Player) {
  await expect(panel(host.page).getByRole("button", { name: "Start" })).toBeDisabled();
  await panel(guest.page).getByRole("button", { name: "I'm Ready" }).click();
  await expect(rows(host.page)).toHaveText([/\(Host\)\s*Not ready/, /\(Guest\)\s*Ready/]);
  await panel(host.page).getByRole("button", { name: "I'm Ready" }).click();
  await expect(rows(guest.page)).toHaveText([/\(Host\)\s*Ready/, /\(Guest\)\s*Ready/]);
  await panel(host.page).getByRole("button", { name: "Start" }).click();
  for (const { page } of [host, guest]) await expect(panel(page).getByTestId("prompt")).toBeVisible();
}

/** `player` answers the shown problem right; both players see that player's score become `score`. */
async function scorePoint(player: Player, seat: "host" | "guest", score: number, players: Player[]) {
  await answerShownProblem(panel(player.page));
  for (const { page } of players) await expect(panel(page).getByTestId(`score-${seat}`)).toHaveText(String(score));
}

/** The header's Active Session badge and the play page's Enhanced Multiplayer Active badge, both with the code. */
async function expectSessionBadges(page: Page, code: string, shown: boolean) {
  for (const badge of [page.getByTestId("active-session"), page.getByText(`Enhanced Multiplayer Active: ${code}`)]) {
    if (shown) await expect(badge).toContainText(code);
    else await expect(badge).toBeHidden();
  }
}

// The journey of the issue, once over websockets and once with websockets blocked; each joins
// one way first and rejoins the other way.
for (const [transport, network, firstWay, rejoinWay] of [
  ["the websocket", "direct", "games box", "invite link"],
  ["the event stream (websockets blocked)", "websockets blocked", "invite link", "games box"],
] as const) {
  test(`two players race live over ${transport}: join, ready, start, score, win, leave, rejoin, end`, async ({ browser }) => {
    test.skip(!jsEnabled(), "the live race runs in the browser; the no-JavaScript test covers the forms");
    const fallback = network === "websockets blocked";
    const { host, guest, code } = await sessionWithGuest(browser, [network, network], firstWay);
    const players = [host, guest];

    // Waiting: both see each other, online, with the session's badges.
    for (const { page } of players) {
      await expectConnected(page, fallback, "both");
      await expect(rows(page)).toContainText([`${host.name} (Host)`, `${guest.name} (Guest)`]);
      await expectSessionBadges(page, code, true);
      // The race is the game: no solo "Start Game" card beside it.
      await expect(page.getByRole("button", { name: "Start Game" })).toHaveCount(0);
    }
    await expect(host.page.getByRole("button", { name: /^Start/ })).toHaveCount(1);
    await expectAccessible(host.page);

    // The race: both answer, both see both scores move.
    await readyAndStart(host, guest);
    await scorePoint(host, "host", 1, players);
    await scorePoint(guest, "guest", 1, players);
    await scorePoint(host, "host", 2, players);

    // The clock runs out on both screens and the winner shows. Over the event stream the race ends
    // on cue (its deadline brought to now, pushed as the clock's end is): the websocket journey
    // waits for the clock itself, and what this one proves is the end reaching both screens.
    if (fallback) await endRaceNow(host.page, code);
    for (const { page } of players) {
      await expect(panel(page).getByTestId("race-timer")).toHaveText("0s", after(RACE_SECONDS * 1000));
      await expect(panel(page).getByTestId("race-result")).toHaveText(`${host.name} wins! 2 – 1`);
      // A small podium: both players, the winner first, with their scores.
      await expect(panel(page).getByTestId("podium-name")).toHaveText([host.name, guest.name]);
      await expect(panel(page).getByTestId("podium-score")).toHaveText(["2", "1"]);
      // A normal end is no error (an answer the clock beat is not shown as one).
      await expect(panel(page).getByRole("alert")).toHaveCount(0);
    }

    // The guest leaves: the seat is free again, and rejoining takes it back.
    await panel(guest.page).getByRole("button", { name: "Leave" }).click();
    await expect(guest.page.getByText("You are no longer a player of this session.")).toBeVisible();
    await expectSessionBadges(guest.page, code, false);
    await expect(rows(host.page).nth(1)).toHaveText("Guest: waiting for a player…");
    await expectConnected(host.page, fallback, "waiting");
    await joinSession(guest.page, code, rejoinWay);
    for (const { page } of players) await expectConnected(page, fallback, "both");

    // The host ends the session: both are told, and the badges go away.
    await panel(host.page).getByRole("button", { name: "End" }).click();
    for (const { page } of players) {
      await expect(page.getByText("This session is no longer active.")).toBeVisible();
      await expectSessionBadges(page, code, false);
      // Nothing says anyone is still here: an ended session's line (if shown) says it ended.
      await expect(panel(page).getByTestId("connection").filter({ hasNotText: "Session ended" })).toHaveCount(0);
    }
    await Promise.all(players.map(({ context }) => context.close()));
  });
}

test("mid-race, a refresh and a dropped connection both resume the same race and score", async ({ browser }) => {
  test.skip(!jsEnabled(), "the live race runs in the browser");
  // The host on a websocket over flaky Wi-Fi, the guest on the fallback stream: one hub serves both.
  const { host, guest } = await sessionWithGuest(browser, ["flaky", "websockets blocked"], "invite link");
  const players = [host, guest];
  await readyAndStart(host, guest);
  await scorePoint(host, "host", 1, players);
  await scorePoint(guest, "guest", 1, players);

  const prompt = await panel(guest.page).getByTestId("prompt").textContent();
  const clock = Number.parseInt((await panel(guest.page).getByTestId("race-timer").textContent()) ?? "");
  await guest.page.reload();
  await expect(panel(guest.page).getByTestId("prompt")).toHaveText(prompt!);
  await expect(panel(guest.page).getByTestId("score-guest")).toHaveText("1");
  await expect(panel(guest.page).getByTestId("score-host")).toHaveText("1");
  // The clock goes on rather than starting again (the page shows the server's second, not one of its own).
  expect(Number.parseInt((await panel(guest.page).getByTestId("race-timer").textContent()) ?? "")).toBeLessThanOrEqual(clock);
  await expectConnected(guest.page, true, "both");
  await scorePoint(guest, "guest", 2, players);

  await host.dropConnection();
  await expect(panel(host.page).getByTestId("connection")).toHaveText(/^Connecting/);
  await expectConnected(host.page, false, "both"); // back on a websocket, not the fallback
  await expect(panel(host.page).getByTestId("score-host")).toHaveText("1");
  await scorePoint(host, "host", 2, players);

  // The guest closes the page: the host sees them go.
  await guest.context.close();
  await expectConnected(host.page, false, "away");
  await host.context.close();
});

test("without JavaScript the session controls are plain forms: create, join, ready at a level, start, answer, Rematch, leave, end", async ({
  browser,
}) => {
  test.skip(jsEnabled(), "with JavaScript the journeys above use the same controls live");
  const { host, guest, code } = await sessionWithGuest(browser, ["direct", "direct"], "invite link");
  await expect(panel(host.page).getByTestId("connection")).toHaveText(
    "Without JavaScript, reload the page to see the other player's moves.",
  );

  // Each I'm Ready posts with the player's level (a level-5 guest, a level-2 host) and comes back
  // to the game; the host's page shows both ready.
  const readyAt = async (page: Page, level: string, button: "I'm Ready" | "Rematch") => {
    await panel(page).getByLabel("My level").selectOption(level);
    await panel(page).getByRole("button", { name: button, exact: true }).click();
  };
  await readyAt(guest.page, "5", "I'm Ready");
  await expect(rows(guest.page).nth(1)).toHaveText(/\(Guest\)\s*Ready · level 5/);
  await readyAt(host.page, "2", "I'm Ready");
  await expect(rows(host.page)).toHaveText([/\(Host\)\s*Ready · level 2/, /\(Guest\)\s*Ready · level 5/]);

  await panel(host.page).getByRole("button", { name: "Start" }).click();
  await answerShownProblem(panel(host.page));
  await expect(panel(host.page).getByTestId("score-host")).toHaveText("1");
  await guest.page.reload();
  await expect(panel(guest.page).getByTestId("score-host")).toHaveText("1");

  // The race ends (a reload shows it): each score against its own level, and the coins each run paid.
  // Its deadline is brought to now: the journeys above wait for the clock itself.
  await endRaceNow(host.page, code);
  const result = panel(host.page).getByTestId("race-result");
  await expect(async () => {
    await host.page.reload();
    await expect(result).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: PAGE_ANSWER_MS, intervals: [1_000] });
  await expect(result).toContainText("wins! 1 – 0");
  await expect(panel(host.page).getByTestId("race-points")).toHaveText([
    "You reached 7% of your level's target",
    "Reached 0% of their level's target",
  ]);
  await expect(panel(host.page).getByTestId("race-coins")).toHaveText(["+5 CC", "+0 CC"]);
  // Rematch: both get ready again, and the host starts the next race.
  await guest.page.reload();
  await readyAt(guest.page, "5", "Rematch");
  await readyAt(host.page, "2", "Rematch");
  await expect(rows(host.page).filter({ hasText: /\((Host|Guest)\)/ })).toHaveText([
    /\(Host\)\s*Ready · level 2/,
    /\(Guest\)\s*Ready · level 5/,
  ]);
  await panel(host.page).getByRole("button", { name: "Start Rematch" }).click();
  await expect(panel(host.page).getByTestId("prompt")).toBeVisible();

  await panel(guest.page).getByRole("button", { name: "Leave" }).click();
  await expect(guest.page).toHaveURL(/\/games$/);
  await expectSessionBadges(guest.page, code, false);
  await host.page.reload();
  await expect(rows(host.page).nth(1)).toHaveText("Guest: waiting for a player…");
  // The guest joins again, then opens another page with no race open (without JavaScript the page
  // load is the only sign): the session no longer holds them, and the host keeps it, same code.
  await joinSession(guest.page, code, "games box");
  await guest.page.goto("/store");
  await expectSessionBadges(guest.page, code, false);
  await host.page.reload();
  await expect(rows(host.page).nth(1)).toHaveText("Guest: waiting for a player…");
  await expectSessionBadges(host.page, code, true);

  await panel(host.page).getByRole("button", { name: "End" }).click();
  await expect(host.page).toHaveURL(/\/games$/);
  await expectSessionBadges(host.page, code, false);
  await host.page.goto(MATH_QUEST);
  await expect(host.page.getByRole("button", { name: "Create Session" })).toBeVisible();
  await Promise.all([host.context.close(), guest.context.close()]);
});

/** A host with no page of their session open loses it after this grace (server/realtime/index.ts). */
const HOST_LEAVE_GRACE_MS = 10_000;

test("a host who leaves the game pages ends the session; another tab on /games does not", async ({ browser }) => {
  test.skip(!jsEnabled(), "without JavaScript a page load is the only sign, covered by the integration tests");
  const { context, page, code } = await hostSession(browser);
  await expectSessionBadges(page, code, true);

  // A second tab on /games: the race tab is still open, so the session goes on.
  const other = await context.newPage();
  await other.goto("/games");
  await other.close();
  await page.reload();
  await expectSessionBadges(page, code, true);

  // A click on a header link leaves the game pages (no full page load): after a short grace the session ends.
  await page.getByRole("banner").getByRole("link", { name: "Leaderboard" }).first().click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  const friend = await (await browser.newContext()).newPage();
  await signedInPlayer(friend);
  await expect(async () => {
    // The invite as it stands now (the page has loaded): not ended yet, look again.
    await friend.goto(`/join/${code}`);
    expect(await friend.getByRole("main").textContent()).toContain("This session is no longer active.");
  }).toPass(after(HOST_LEAVE_GRACE_MS));
  // The host's header follows the end on the page it is on, without a page load.
  await expect(page.getByTestId("active-session")).toHaveCount(0);
  await context.close();
});
