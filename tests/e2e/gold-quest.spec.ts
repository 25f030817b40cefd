/**
 * Gold Quest, as a class of six lives it: the teacher opens a race in Gold Quest and shows the
 * projector; Ann plays on a real page (JavaScript as the project says), five classmates without
 * JavaScript as plain form posts. A right answer offers three chests; one classmate steals and
 * Ann swaps (the chests are picked by what the server's draw holds behind each lid: the test-only
 * hook of tests/e2e/gold-hook.ts); every player's own screen, the projector's gold and its feed
 * agree; the final podium ranks by gold, and the report lists the chests.
 */
import path from "node:path";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { signedInPlayer } from "./accounts";
import { MATH_QUEST, mathAnswer } from "./games";
import { expect, jsEnabled, test } from "./support";
import { after, LONG_JOURNEY_MS } from "./timing";

test.describe.configure({ timeout: LONG_JOURNEY_MS });

/** Screenshots when asked for (SCREENSHOTS_DIR): Ann's page with her chests, the projector at 1280×720. */
async function shot(page: Page, name: string, widths: [number, number][]) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  for (const [width, height] of widths) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: width < 1280 });
  }
}

/** Without JavaScript the projector reloads itself every 3 s; the race starts after a 3, 2, 1. */
const RELOAD_MS = 3_000;
const COUNTDOWN_MS = 3_000;

type Outcome = "gain" | "double" | "lose" | "steal" | "swap";
interface Next {
  name: string;
  gold: number;
  picks: Outcome[];
}

/** A page's text as a browser shows it: React's markers between text parts left out. */
const shown = (html: string) => html.replace(/<!-- -->/g, "");

/** A classmate without JavaScript, as their browser's form posts. */
function formPlayer(request: APIRequestContext, raceId: string, name: string) {
  let runPath: string | null = null;
  const racePage = async () => {
    const answer = await request.get(runPath ?? `/class-races/${raceId}/play`);
    expect(answer.ok()).toBe(true);
    const url = new URL(answer.url());
    if (url.pathname.startsWith("/play/")) runPath = url.pathname + url.search;
    return shown(await answer.text());
  };
  return {
    name,
    async join() {
      const joined = await request.post(`/class-races/${raceId}/join`, { form: { intent: "join-race" } });
      expect(joined.url()).toMatch(/\/play$/);
    },
    /** Answers the question on screen right; the page after it offers the chests. */
    async answerRight() {
      let page = "";
      // The question shows once the race's 3, 2, 1 is over (until then the page reloads itself).
      await expect.poll(async () => (page = await racePage()).includes('data-testid="prompt"'), after(COUNTDOWN_MS)).toBe(true);
      const prompt = /data-testid="prompt"[^>]*>([^<]+)</.exec(page)![1];
      const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(page)![1];
      const answered = await request.post(runPath!, {
        form: { intent: "answer", runId: field("runId"), index: field("index"), answer: String(mathAnswer(prompt)) },
      });
      expect(shown(await answered.text())).toContain("Right! Pick a chest:");
    },
    /** Opens closed chest `lid` (1-3): the page says what it held. */
    async open(lid: number) {
      const opened = await request.post(`/class-races/${raceId}/chest`, { form: { chest: String(lid) } });
      const page = shown(await opened.text());
      return /You opened a chest: [^<]+/.exec(page)![0];
    },
    async gold() {
      return Number(/data-testid="gold-amount"[^>]*>(?:<span[^>]*>[^<]*<\/span>)?(\d+) gold/.exec(await racePage())![1]);
    },
  };
}

async function newPage(browser: Browser, javaScriptEnabled = jsEnabled()): Promise<Page> {
  return (await browser.newContext({ javaScriptEnabled })).newPage();
}

/** What each player's next chest holds behind each lid (the server's draw, by the test hook). */
async function nextChests(teacher: Page, raceId: string): Promise<Next[]> {
  const answer = await teacher.request.post("/__e2e/chest-picks", { data: { raceId } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { players: Next[] }).players;
}

test("a class of six plays Gold Quest: a steal and a swap, and every screen agrees", async ({ browser }) => {
  // Five of the six play without JavaScript already (form posts): the journey runs once, Ann's page and the projector with it.
  test.skip(!jsEnabled(), "the classmates' form posts are the side without JavaScript");
  const teacher = await newPage(browser);
  await signedInPlayer(teacher);
  await teacher.goto(MATH_QUEST);
  const host = teacher.getByRole("region", { name: "Host a class race" });
  await host.getByRole("radio", { name: /Gold Quest/ }).check();
  await host.getByLabel("Race length").selectOption("3 minutes");
  await host.getByRole("button", { name: "Open a class race" }).click();
  await expect(teacher).toHaveURL(/\/class-races\/[0-9a-f-]{36}$/);
  const raceId = /\/class-races\/([0-9a-f-]{36})$/.exec(teacher.url())![1];
  const code = (await teacher.getByTestId("race-code").textContent())!.trim();

  // Ann joins on her page; five classmates by plain form posts.
  const ann = await newPage(browser);
  const annName = (await signedInPlayer(ann)).username;
  await ann.goto(`/join/${code}`);
  await ann.getByTestId("class-race-card").getByRole("button", { name: "Join the race" }).click();
  await expect(ann).toHaveURL(/\/play$/);
  const classmates = [];
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const classmate = formPlayer(context.request, raceId, (await signedInPlayer(context)).username);
    await classmate.join();
    classmates.push(classmate);
  }
  await expect(teacher.getByTestId("room-count")).toHaveText("6 of 40 players", after(RELOAD_MS));
  await teacher.getByRole("button", { name: "Start the race" }).click();

  // Everyone's first right answer opens a chest; each classmate picks a gain when one is there.
  for (const classmate of classmates) {
    await classmate.answerRight();
    const next = (await nextChests(teacher, raceId)).find((p) => p.name === classmate.name)!;
    expect(await classmate.open(Math.max(1, next.picks.indexOf("gain") + 1))).toMatch(/^You opened a chest: [+-]\d+ gold/);
  }

  // A classmate whose next chest steals answers right and opens that lid (a few rounds at most).
  let theft: string | null = null;
  for (let round = 0; !theft; round++) {
    expect(round, "a steal within ten rounds").toBeLessThan(10);
    const next = await nextChests(teacher, raceId);
    const thief = classmates.find((c) => next.find((p) => p.name === c.name)!.picks.includes("steal")) ?? classmates[round % 5];
    const picks = next.find((p) => p.name === thief.name)!.picks;
    await thief.answerRight();
    const said = await thief.open(picks.includes("steal") ? picks.indexOf("steal") + 1 : 1);
    if (picks.includes("steal"))
      theft = `${thief.name} stole ${/\+(\d+) gold/.exec(said)![1]} gold from ${/stolen from (.+)\)/.exec(said)![1]}`;
  }

  // The projector's feed names the theft at once (it lists the newest chests).
  const feed = teacher.getByTestId("gold-feed");
  await expect(feed).toContainText(theft!, after(RELOAD_MS));

  // Ann, on her page, answers right until a chest of hers swaps, and opens that lid.
  const question = ann.getByTestId("prompt");
  const questionNumber = ann.locator("dt:text-is('Question') + dd");
  let swapped = false;
  for (let n = 1; !swapped; n++) {
    // The next question is on screen (not the last one's feedback) before Ann reads it.
    await expect(questionNumber).toHaveText(String(n), after(COUNTDOWN_MS + RELOAD_MS));
    const box = ann.getByLabel("Your answer");
    await box.fill(String(mathAnswer((await question.textContent()) ?? "")));
    await box.press("Enter");
    const chests = ann.getByTestId("chest-form");
    await expect(chests).toBeVisible();
    const picks = (await nextChests(teacher, raceId)).find((p) => p.name === annName)!.picks;
    await shot(ann, "player-chests", [
      [390, 844],
      [1280, 900],
    ]);
    swapped = picks.includes("swap");
    await chests.getByRole("button", { name: `Chest ${swapped ? picks.indexOf("swap") + 1 : 1}` }).click();
    // The polite log (JavaScript) or the page's toast (without) says what it held.
    await expect(ann.getByText(/You opened a chest: [+-]\d+ gold/).first()).toBeVisible();
    await expect(chests).toHaveCount(0);
  }
  await expect(ann.getByText(/\(you swapped gold with .+\)/).first()).toBeVisible();

  // The projector's feed names the theft and the swap; its gold agrees with every player's screen.
  await expect(feed).toContainText(new RegExp(`${annName} swapped gold with `));
  const ranks = teacher.getByTestId("gold-ranks").getByRole("listitem");
  await shot(teacher, "projector", [[1280, 720]]);
  await expect(ranks).toHaveCount(6);
  const goldOf = async (name: string) => Number(await ranks.filter({ hasText: name }).getByTestId("rank-gold").textContent());
  if (!jsEnabled()) await ann.reload();
  await expect(ann.getByTestId("gold-amount")).toHaveText(new RegExp(`^🪙 ${await goldOf(annName)} gold$`), after(RELOAD_MS));
  for (const classmate of classmates) expect(await classmate.gold(), classmate.name).toBe(await goldOf(classmate.name));
  await expect(teacher.getByText("How Gold Quest works")).toBeVisible();

  // The end: the podium ranks by gold; the report lists the chests in words.
  await teacher.getByRole("button", { name: "End the race now" }).click();
  await expect(teacher.getByRole("heading", { name: "Final podium" })).toBeVisible();
  await expect(teacher.getByTestId("podium-score").first()).toHaveText(/^\d+ gold$/);
  await teacher.goto(`/class-races/${raceId}/report`);
  await expect(teacher.getByTestId("report-events")).toContainText(theft!);
});
