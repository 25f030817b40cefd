/**
 * Power-ups, as a class lives it (lean: one child and the projector on real pages, the other
 * child by plain form posts): the teacher opens a Power-ups race; Ada answers three right in a
 * row, earns a power-up and uses it from her panel (a fetcher with JavaScript, a plain form and a
 * reload without); the projector's feed says what she did. Every rule's data is asserted in
 * tests/integration/class-race-power-ups.test.ts.
 */
import path from "node:path";
import { signedInPlayer } from "./accounts";
import { MATH_QUEST, mathAnswer } from "./games";
import { expect, expectAccessible, jsEnabled, test } from "./support";
import { after, LONG_JOURNEY_MS } from "./timing";

test.describe.configure({ timeout: LONG_JOURNEY_MS });

/** The 3, 2, 1 after Start, and the no-JavaScript pages' own reload (app/routes/class-races.*). */
const COUNTDOWN_MS = 3_000;
const RELOAD_MS = 3_000;

test("a player earns a power-up with three right answers in a row and uses it; the projector tells the class", async ({ browser }) => {
  const teacher = await (await browser.newContext({ javaScriptEnabled: jsEnabled() })).newPage();
  await signedInPlayer(teacher);
  await teacher.goto(MATH_QUEST);
  const host = teacher.getByRole("region", { name: "Host a class race" });
  await host.getByRole("radio", { name: /Power-ups/ }).check();
  await host.getByLabel("Race length").selectOption("3 minutes");
  await host.getByRole("button", { name: "Open a class race" }).click();
  await expect(teacher).toHaveURL(/\/class-races\/[0-9a-f-]{36}$/);
  const raceId = new URL(teacher.url()).pathname.split("/")[2];
  const code = (await teacher.getByTestId("race-code").textContent())!.trim();

  const ada = await (await browser.newContext({ javaScriptEnabled: jsEnabled() })).newPage();
  const { username: adaName } = await signedInPlayer(ada);
  await ada.goto(`/join/${code}`);
  await ada.getByTestId("class-race-card").getByRole("button", { name: "Join the race" }).click();
  await expect(ada).toHaveURL(/\/class-races\/[0-9a-f-]{36}\/play$/);
  // Bo joins with a plain form post, as a browser without JavaScript would.
  const bo = await browser.newContext();
  await signedInPlayer(bo);
  expect((await bo.request.post(`/class-races/${raceId}/join`, { form: { intent: "join-race" }, maxRedirects: 0 })).status()).toBe(302);
  await expect(teacher.getByTestId("room-count")).toContainText("2 of", after(RELOAD_MS));

  await teacher.getByRole("button", { name: "Start the race" }).click();
  await expect(ada).toHaveURL(/\/play\/math\/math-quest-number-crunch\?run=/, after(RELOAD_MS));
  const panel = ada.getByTestId("power-ups");
  await expect(panel.getByTestId("power-streak")).toHaveText(/0 of 3 right in a row to your next power-up/);
  const questionNumber = ada.locator("dt:text-is('Question') + dd");
  for (let n = 0; n < 3; n++) {
    await expect(questionNumber).toHaveText(String(n + 1), after(COUNTDOWN_MS));
    const box = ada.getByLabel("Your answer");
    await box.fill(String(mathAnswer((await ada.getByTestId("prompt").textContent()) ?? "")));
    await box.press("Enter");
    await expect(questionNumber).toHaveText(String(n + 2));
  }
  // Three in a row: a power-up to use (with JavaScript the answer's reply brings it; without, the page).
  const use = panel.getByRole("button", { name: /Use (Freeze|Double|Shield)/ });
  await expect(use).toHaveCount(1);
  const power = /Use (Freeze|Double|Shield)/.exec(await use.innerText())![1];
  await expectAccessible(ada);
  const dir = process.env.SCREENSHOTS_DIR;
  const project = jsEnabled() ? "js" : "no-js";
  if (dir) {
    // What the player sees from the top of the page: the panel above the question (a full-page or an
    // element's picture would have the sticky header across it).
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ]) {
      await ada.setViewportSize({ width, height });
      await ada.evaluate(() => window.scrollTo(0, 0));
      await ada.screenshot({ path: path.join(dir, `powerups-player-${width}-${project}.png`) });
    }
  }
  // The projector shows who holds what.
  await expect(teacher.getByTestId("projector-held").getByRole("listitem").filter({ hasText: adaName })).toContainText(
    power,
    after(RELOAD_MS),
  );
  if (dir) {
    await teacher.setViewportSize({ width: 1280, height: 720 });
    await teacher.screenshot({ path: path.join(dir, `powerups-projector-held-1280x720-${project}.png`) });
  }
  await use.click();
  const expected = power === "Freeze" ? /You froze .+ for 5 s\./ : power === "Double" ? /Double is on: your next/ : /Shield up: it blocks/;
  // With JavaScript the panel's polite log says it; without, the page comes back with it.
  if (jsEnabled()) await expect(panel.getByTestId("power-said")).toHaveText(expected);
  else await expect(ada.getByText(expected)).toBeVisible();
  await expect(panel.getByRole("button", { name: /Use (Freeze|Double|Shield)/ })).toHaveCount(0);
  if (power === "Double") await expect(panel).toContainText("Double is on");

  // The projector's feed: she earned it, and used it.
  const feed = teacher.getByTestId("projector-feed");
  await expect(feed).toContainText(`${adaName} earned a power-up: ${power}`, after(RELOAD_MS));
  const used =
    power === "Freeze" ? new RegExp(`${adaName} froze .+ for 5 s`) : power === "Double" ? /will score double/ : /raised a shield/;
  await expect(feed).toContainText(used);
  if (dir) {
    await teacher.setViewportSize({ width: 1280, height: 720 });
    await teacher.screenshot({ path: path.join(dir, `powerups-projector-1280x720-${project}.png`) });
  }
});
