/**
 * A class plays Teams in 3 teams: the teacher opens the race in Teams mode, six children join (one
 * on a real page, five by plain form posts as browsers without JavaScript would), the teacher splits
 * the class by the order of joining and moves one child by hand, the children answer, the projector
 * and the child's page show the team bars, and the race ends on the team podium. The rules (the
 * split, newcomers, team talk, scores from right answers) are asserted in
 * tests/integration/class-race-teams.test.ts; this is what the room sees.
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { signedInPlayer } from "./accounts";
import { answerByForm, COUNTDOWN_MS } from "./class-race-forms";
import { MATH_QUEST, mathAnswer } from "./games";
import { shoot } from "./shots";
import { expect, jsEnabled, test } from "./support";
import { after, LONG_JOURNEY_MS } from "./timing";

test.describe.configure({ timeout: LONG_JOURNEY_MS });

/** Without JavaScript the projector and the lobby reload themselves every 3 s. */
const RELOAD_MS = 3_000;

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ javaScriptEnabled: jsEnabled() })).newPage();
}

/** A child who plays by plain form posts: joins as a visitor with a first name, then answers on the play page's form. */
async function formChild(browser: Browser, raceId: string, name: string) {
  const request: APIRequestContext = (await browser.newContext()).request;
  const joined = await request.post(`/class-races/${raceId}/join`, { form: { intent: "join-race-visitor", name } });
  expect(joined.url()).toMatch(/\/class-races\/[0-9a-f-]{36}\/play$/);
  return { name, request };
}

test("a class plays Teams in 3 teams: split by joining order, one moved by hand, team bars, the team podium", async ({ browser }) => {
  const teacher = await newPage(browser);
  await signedInPlayer(teacher);
  await teacher.goto(MATH_QUEST);
  const host = teacher.getByRole("region", { name: "Host a class race" });
  await host.getByLabel("Seats (2 to 100)").fill("30");
  await host.getByLabel("Race length").selectOption("3 minutes");
  await host.getByRole("radio", { name: /^Teams/ }).check();
  await host.getByLabel("Teams (in Teams mode)").selectOption("3 teams");
  await host.getByRole("button", { name: "Open a class race" }).click();
  await expect(teacher).toHaveURL(/\/class-races\/[0-9a-f-]{36}$/);
  const raceId = teacher.url().split("/").pop()!;
  const code = (await teacher.getByTestId("race-code").textContent())!.trim();

  // One child joins on a real page by the link; five more by plain form posts.
  const child = await newPage(browser);
  const me = await signedInPlayer(child);
  await child.goto(`/join/${code}`);
  await child.getByTestId("class-race-card").getByRole("button", { name: "Join the race" }).click();
  await expect(child).toHaveURL(/\/class-races\/[0-9a-f-]{36}\/play$/);
  const others = [];
  for (const name of ["Ava", "Ben", "Cleo", "Dev", "Eli"]) others.push(await formChild(browser, raceId, name));
  const [ava, ben, cleo, dev, eli] = others;
  await expect(teacher.getByTestId("room-count")).toHaveText("6 of 30 players", after(RELOAD_MS));

  // Split by the order of joining: 1st, 4th → Foxes; 2nd, 5th → Owls; 3rd, 6th → Frogs.
  const lobbyTeams = teacher.getByTestId("lobby-team");
  await expect(lobbyTeams).toHaveCount(4); // three empty teams, and everyone not on a team yet
  await teacher.getByRole("button", { name: "Split by joining order" }).click();
  await expect(lobbyTeams).toHaveCount(3, after(RELOAD_MS));
  await expect(lobbyTeams.nth(0)).toContainText(me.username);
  await expect(lobbyTeams.nth(0)).toContainText("Cleo");
  await expect(lobbyTeams.nth(1)).toContainText("Dev");
  await expect(lobbyTeams.nth(2)).toContainText("Eli");
  // By hand: Eli to the Red Foxes (a form per player; without JavaScript the lobby reloads itself, so try again if it did).
  await expect(async () => {
    const row = lobbyTeams.getByRole("listitem").filter({ hasText: "Eli" });
    await row.getByLabel("Team for Eli").selectOption("Red Foxes");
    await row.getByRole("button", { name: "Move" }).click();
    await expect(lobbyTeams.nth(0)).toContainText("Eli", { timeout: 2_000 });
  }).toPass(after(RELOAD_MS * 2));
  await expect(lobbyTeams.nth(2)).not.toContainText("Eli");
  await shoot(teacher, "teams-projector-lobby");

  await teacher.getByRole("button", { name: "Start the race" }).click();
  await expect(teacher.getByTestId("race-clock")).toContainText(/Time left/, after(COUNTDOWN_MS + RELOAD_MS));
  // The child's page moves to the stage by itself and shows their team beside the question.
  await expect(child).toHaveURL(/\/play\/math\/math-quest-number-crunch\?run=/, after(RELOAD_MS));
  const panel = child.getByTestId("teams-panel");
  await expect(panel).toContainText("Your team:");
  await expect(panel.getByTestId("team-badge")).toContainText("Red Foxes");
  for (let n = 1; n <= 2; n++) {
    const box = child.getByLabel("Your answer");
    await box.fill(String(mathAnswer((await child.getByTestId("prompt").textContent()) ?? "")));
    await box.press("Enter");
    await expect(child.getByTestId("score")).toHaveText(String(n));
  }
  // The rest of the class: Foxes (me 2, Cleo 0, Eli 3) 5 right, Owls (Ava 2, Dev 1) 3, Frogs (Ben 1 of 2) 1.
  for (const [racer, answers] of [
    [eli, [true, true, true]],
    [ava, [true, true]],
    [dev, [true]],
    [ben, [true, false]],
    [cleo, [false]],
  ] as const) {
    for (const right of answers) await answerByForm(racer.request, raceId, right);
  }

  // The projector's team bars: most right answers per player first (the Foxes' 5 for 3 beat the Owls' 3 for 2).
  const scores = ["5 right · 1.7 each", "3 right · 1.5 each", "1 right · 1 each"];
  await expect(teacher.getByTestId("team-score")).toHaveText(scores, after(RELOAD_MS));
  await expect(teacher.getByTestId("team-bar").first()).toContainText("Red Foxes");
  // Live with JavaScript; without it the child's page shows the bars as of its last answer's reload.
  if (!jsEnabled()) await child.reload();
  await expect(child.getByTestId("team-score")).toHaveText(scores, after(RELOAD_MS));
  await shoot(teacher, "teams-projector-race");
  await shoot(child, "teams-player");

  await teacher.getByRole("button", { name: "End the race now" }).click();
  const podium = teacher.getByTestId("team-podium");
  await expect(podium).toBeVisible();
  await expect(podium.getByRole("listitem").first()).toContainText("1st");
  await expect(podium.getByRole("listitem").first()).toContainText("Red Foxes");
  await shoot(teacher, "teams-projector-podium");
});
