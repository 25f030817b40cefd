/**
 * A party race of five on one code (docs/decisions/party-races.md): the host on a phone with
 * JavaScript, a friend in a browser without it, and three friends who only post the forms a
 * browser without JavaScript posts (page.request). Everyone's score is on the host's screen with
 * the question, the end shows the podium, and everyone Rematches.
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { signedInPlayer } from "./accounts";
import { answerShownProblem, mathAnswer, MATH_QUEST } from "./games";
import { endRaceNow, joinSession } from "./sessions";
import { shoot } from "./shots";
import { expect, jsEnabled, test } from "./support";
import { LONG_JOURNEY_MS, PAGE_ANSWER_MS } from "./timing";

test.describe.configure({ timeout: LONG_JOURNEY_MS });

const PHONE = { width: 390, height: 844 };
const panel = (page: Page) => page.getByRole("region", { name: "Multiplayer session" });

/** A friend who only posts forms: joins by the /games box, and posts the session's controls. */
async function formFriend(browser: Browser, code: string) {
  const context = await browser.newContext();
  const friend = await signedInPlayer(context);
  const request: APIRequestContext = context.request;
  const joined = await request.post("/join", { form: { code } });
  expect(joined.url(), "the join box sends a new guest to the race").toContain(`${MATH_QUEST}`);
  /** The play page as this friend's browser gets it: the session's form address and their question. */
  const page = async () => {
    const html = await (await request.get(MATH_QUEST)).text();
    const action = /action="(\/sessions\/[0-9a-f-]{36}\/actions)"/.exec(html)![1];
    const index = /name="index" value="(\d+)"/.exec(html)?.[1];
    const prompt = /data-testid="prompt"[^>]*>([^<]*)</.exec(html)?.[1];
    return { action, index, prompt };
  };
  const post = async (form: Record<string, string>) => {
    const response = await request.post((await page()).action, { form });
    expect(response.ok(), await response.text()).toBe(true);
  };
  return {
    context,
    name: friend.username,
    ready: () => post({ type: "ready", ready: "true" }),
    answerRight: async () => {
      const { index, prompt } = await page();
      await post({ type: "answer", index: index!, answer: String(mathAnswer(prompt!.replaceAll("&nbsp;", " "))) });
    },
  };
}

test("a party of five races on one code, everyone's score in view on a phone, then a podium and a Rematch for all", async ({ browser }) => {
  test.skip(!jsEnabled(), "the party has its player without JavaScript (and three who only post forms) in the JavaScript run");
  const hostContext = await browser.newContext({ viewport: PHONE });
  const host = await hostContext.newPage();
  const hostName = (await signedInPlayer(host)).username;
  await host.goto(MATH_QUEST);
  await host.getByLabel("Players").selectOption("5");
  await shoot(host, "party-create", host.getByRole("region", { name: "Play with a friend" }));
  await host.setViewportSize(PHONE);
  await host.getByRole("button", { name: "Create Session" }).click();
  const code = /[A-Z0-9]{6}/.exec((await host.getByTestId("invite-code").first().textContent()) ?? "")![0];

  const noJsContext = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const noJs = await noJsContext.newPage();
  const noJsName = (await signedInPlayer(noJs)).username;
  await joinSession(noJs, code, "games box");
  const friends = await Promise.all([0, 1, 2].map(() => formFriend(browser, code)));
  // The host sees all five seats taken: themselves, then the four who joined.
  await expect(panel(host).getByTestId("players").getByRole("listitem")).toHaveCount(5);
  await expect(panel(host).getByTestId("players")).not.toContainText("waiting for a player");
  await shoot(host, "party-lobby");
  await host.setViewportSize(PHONE);

  // Everyone gets ready (the no-JavaScript friend with the page's form); Start waits for the last.
  await noJs.getByRole("button", { name: "I'm Ready" }).click();
  for (const friend of friends) await friend.ready();
  const start = panel(host).getByRole("button", { name: "Start" });
  await expect(start).toBeDisabled();
  await panel(host).getByRole("button", { name: "I'm Ready" }).click();
  await start.click();

  // On the phone the question and all five scores are on screen together, without scrolling.
  const strip = panel(host).getByTestId("score-strip");
  await expect(panel(host).getByTestId("prompt")).toBeInViewport();
  await expect(strip.getByTestId("live-score")).toHaveCount(5);
  for (const chip of await strip.getByTestId("live-score").all()) await expect(chip).toBeInViewport();
  for (const score of ["1", "2"]) {
    await answerShownProblem(panel(host));
    await expect(strip.locator('[data-testid="live-score"]', { hasText: "You" }).getByTestId("live-score-value")).toHaveText(score);
  }
  // A friend's right answer moves their score on the host's screen, live.
  await friends[0].answerRight();
  await expect(strip.locator(`[data-player="${friends[0].name}"]`).getByTestId("live-score-value")).toHaveText("1");
  // Without JavaScript the form answers and the page comes back with the next question.
  await noJs.reload();
  await answerShownProblem(panel(noJs));
  await expect(strip.locator(`[data-player="${noJsName}"]`).getByTestId("live-score-value")).toHaveText("1");
  if (process.env.SCREENSHOTS_DIR) await host.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/party-race-in-view-390.png` });
  await shoot(host, "party-race");
  await host.setViewportSize(PHONE);

  // The end: the podium with everyone (the host first, the two with a point sharing second), each with their coins.
  await endRaceNow(host, code);
  await expect(panel(host).getByTestId("podium")).toBeVisible({ timeout: PAGE_ANSWER_MS });
  await expect(panel(host).getByTestId("race-row")).toHaveCount(5);
  await expect(panel(host).getByTestId("race-coins")).toHaveCount(5);
  await shoot(host, "party-podium", panel(host));
  const place = (n: number) => panel(host).locator(`[data-testid="race-row"][data-place="${n}"]`);
  await expect(place(1)).toContainText(hostName);
  await expect(place(2)).toHaveCount(2);
  for (const name of [noJsName, friends[0].name]) await expect(place(2).filter({ hasText: name })).toHaveCount(1);
  await expect(panel(host).getByTestId("race-result")).toHaveText(`${hostName} wins!`);
  await noJs.reload();
  await expect(panel(noJs).getByTestId("podium")).toBeVisible();

  // Rematch for all: four by form, the host on the phone; the host starts the next race.
  await panel(noJs).getByRole("button", { name: "Rematch", exact: true }).click();
  for (const friend of friends) await friend.ready();
  await panel(host).getByRole("button", { name: "Rematch", exact: true }).click();
  await panel(host).getByRole("button", { name: "Start Rematch" }).click();
  await expect(panel(host).getByTestId("prompt")).toBeVisible();
  await expect(panel(host).getByTestId("live-score-value")).toHaveText(["0", "0", "0", "0", "0"]);
  await Promise.all([hostContext, noJsContext, ...friends.map((f) => f.context)].map((c) => c.close()));
});
