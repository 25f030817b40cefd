/**
 * Learning that adapts (issue 49's "Done when"), JavaScript on and off: a six-year-old new to
 * Math Quest takes Find my level (the offer, a question with no clock, the level found, the start
 * screen proposing it), plays Practice and misses a question (its worked steps under it), meets
 * that very question again in a later practice, and masters a skill; the teacher's skills view and
 * its CSV say Mastered, and the child's own page and the parent's name the skill.
 *
 * What only carries the story is posted as a browser without JavaScript posts its forms: the
 * sign-up, the parent's yes, the class and its homework, and the answers between the screens that
 * matter. What is data is the integration tests' (placement, learning-estimates, practice-review,
 * class-skills, my-skills, parent-summary).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import type { PlayActionData } from "~/games/run-view";
import { skillInSentence } from "~/games/skills/words";
import { linkIn, newIdentity, waitForMail } from "./accounts";
import { classMadeByPosts, newPlayer } from "./classes";
import { answerRight, answerWrong, MATH_QUEST, mathAnswer, pastLoading, windClock } from "./games";
import { shoot } from "./shots";
import { expect, expectAccessible, jsEnabled, test } from "./support";
import { LONG_JOURNEY_MS } from "./timing";

test.describe.configure({ timeout: LONG_JOURNEY_MS });

/** The page's text as shown (React's separators between text pieces left out). */
const shown = (html: string) => html.replace(/<!-- -->/g, "");

/** The page at `url` as the child's browser gets it, without JavaScript. */
async function pageOf(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return shown(await response.text());
}

/** An action's reply as Remix's single fetch sends it: turbo-stream's flat JSON line (each value an index into it). */
function replyOf(body: string): PlayActionData {
  const values = JSON.parse(body.split("\n")[0]) as unknown[];
  const at = (i: number): unknown => {
    const value = values[i];
    if (Array.isArray(value)) return value.map(at);
    if (value === null || typeof value !== "object") return value;
    return Object.fromEntries(Object.entries(value).map(([key, j]) => [values[Number(key.slice(1))], at(j as number)]));
  };
  return (at(0) as { data: PlayActionData }).data;
}

/**
 * Answers a run's questions as the stage's script sends them (each answer as data, whose reply is
 * the next question), from the question its page shows: right unless `right(prompt)` says not, to
 * the run's end or until the question `until(prompt)` picks. Returns how many were answered.
 */
async function answerAsData(
  request: APIRequestContext,
  runUrl: string,
  {
    right = () => true,
    until = () => false,
  }: { right?: (prompt: string) => boolean; until?: (prompt: string, index: number) => boolean } = {},
): Promise<number> {
  const html = await pageOf(request, runUrl);
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)![1];
  const runId = field("runId");
  let asked = { index: Number(field("index")), prompt: /data-testid="prompt"[^>]*>([^<]+)</.exec(html)![1] };
  for (let answered = 0; ; answered++) {
    if (until(asked.prompt, asked.index)) return answered;
    const answer = mathAnswer(asked.prompt) + (right(asked.prompt) ? 0 : 1);
    const response = await request.post(`${MATH_QUEST}.data`, {
      form: { intent: "answer", runId, index: String(asked.index), answer: String(answer), mode: "json" },
    });
    expect(response.status(), `answer ${asked.index} counted, at the pace`).toBe(200);
    const reply = replyOf(await response.text());
    if (reply.over) return answered + 1;
    asked = { index: reply.state!.index, prompt: reply.question!.prompt };
  }
}

/** A practice started as its form posts it, its loading screen waited out (the clock wound): its page's address. */
async function startPractice(page: Page): Promise<string> {
  const started = await page.request.post(MATH_QUEST, { form: { intent: "start", practice: "yes" } });
  expect(started.url()).toContain("?run=");
  await windClock(page, 10);
  return started.url().replace(/#.*/, "");
}

test("a new child finds their level, practises, meets a missed question again and masters a skill; the teacher and the parent see it", async ({
  page,
  browser,
}) => {
  // The teacher's class, with Math Quest level 1 as homework: its skills are the skills view's columns.
  const teacher = await newPlayer(browser);
  const { code, url } = await classMadeByPosts(teacher.page, `Year 1 Elm ${Date.now() % 1e5}`);
  const classPage = shown(await (await teacher.page.request.get(url)).text());
  const work = /<option value="([0-9a-f-]{36}:1)">Math Quest: Number Crunch, level 1/.exec(classPage)![1];
  const date = (name: string) => new RegExp(`name="${name}"[^>]*value="([\\d-]+)"`).exec(classPage)![1];
  const homework = await teacher.page.request.post(url, {
    form: { intent: "homework", work, goal: "runs", target: "1", skill: "", startsOn: date("startsOn"), dueOn: date("dueOn") },
  });
  expect(shown(await homework.text())).toContain("Homework set: Math Quest: Number Crunch, level 1");

  // A six-year-old signs up with a parent's e-mail (the form as posted), follows the mail's link,
  // and joins the class; the parent says yes from theirs.
  const kid = newIdentity("kid");
  const born = new Date();
  const signUp = await page.request.post("/register", {
    form: {
      email: kid.email,
      username: kid.username,
      birthMonth: "1",
      birthYear: String(born.getUTCFullYear() - 6),
      parentEmail: `parent.${kid.email}`,
      password: kid.password,
      confirmPassword: kid.password,
    },
  });
  expect(await signUp.text()).toContain("Check your email");
  await page.request.get(linkIn(await waitForMail(kid.email, /Verify your CleverPlay email/), "/auth/verify?token="));
  expect((await page.request.post(`/join/${code}`, { form: {} })).url()).toMatch(/\/games$/);
  const parent = await (await browser.newContext({ javaScriptEnabled: jsEnabled() })).newPage();
  const parentLink = linkIn(await waitForMail(`parent.${kid.email}`, /asked to join CleverPlay/), "/parent/");
  expect(shown(await (await parent.request.post(parentLink, { form: { intent: "approve" } })).text())).toContain("Thank you!");

  // Find my level: offered first to a child new to the game, no clock; it pays nothing.
  await page.goto(MATH_QUEST);
  const offer = page.getByTestId("placement-offer");
  await expect(offer.getByTestId("placement-pays-nothing")).toHaveText(/earns no coins, stars or badges/);
  await offer.getByRole("button", { name: "Find my level" }).click();
  const line = page.getByTestId("stage-level");
  await expect(line).toHaveText("Find my level: question 1 of 10");
  await expect(page.getByTestId("time-left")).toHaveCount(0);
  await pastLoading(page);
  // A child who does not know any of it yet: every answer wrong, the first on the page.
  await answerWrong(page);
  await expect(line).toHaveText("Find my level: question 2 of 10");
  await windClock(page, 10);
  // (The run's address without #stage: the page is at that run's question already, and a new #stage would only scroll.)
  const check = page.url().replace(/#.*/, "");
  expect(await answerAsData(page.request, check, { right: () => false })).toBe(9);
  await page.goto(check);
  const results = page.getByRole("dialog", { name: "You're ready for Counting and sums to 10!" });
  await expect(results.getByTestId("placed-level")).toHaveText("1Level 1 of 6: Counting and sums to 10");
  await expect(results.getByTestId("placement-paid-nothing")).toBeVisible();
  await results.getByRole("link", { name: "Start screen" }).click();
  await expect(page.getByTestId("start-level")).toContainText("Level 1: Counting and sums to 10");
  // Once taken, the check is a link under the usual start.
  await expect(page.getByTestId("placement-offer")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Find my level" })).toBeVisible();

  // Practice: questions picked from what the child knows, with the ones they missed. The first
  // is missed on the page: its worked steps show under the next question.
  const practice = page.getByTestId("practice-choice");
  await expect(practice).toContainText("Practice: questions picked for you, and the ones you missed before.");
  await shoot(page, "practice-start", page.locator(".stage"));
  await practice.getByRole("button", { name: "Practice", exact: true }).click();
  await expect(page.getByTestId("stage-level")).toHaveText("Practice · More time");
  await pastLoading(page);
  const missed = (await page.getByTestId("prompt").textContent())!;
  const right = mathAnswer(missed);
  await answerWrong(page);
  const feedback = page.getByTestId("feedback");
  await expect(feedback).toContainText(`Last answer: Not quite! The answer was ${right}.`);
  await expect(feedback.locator("p").nth(1)).toContainText(String(right));
  await shoot(page, "practice-steps", page.locator(".stage"));
  // The rest of the run, right: it ends after its last question.
  await windClock(page, 10);
  expect(await answerAsData(page.request, page.url().replace(/#.*/, ""))).toBe(23);

  // A later practice (started as its form posts it): the missed question comes back among the
  // others, and is answered right on the page.
  const runUrl = await startPractice(page);
  // (Never as the first question: a practice starts at the child's edge.)
  await answerAsData(page.request, runUrl, { until: (prompt, index) => index > 0 && prompt === missed });
  await page.goto(runUrl);
  await expect(page.getByTestId("stage-level")).toHaveText("Practice · More time");
  await expect(page.getByTestId("prompt")).toHaveText(missed);
  await answerRight(page);
  await answerAsData(page.request, runUrl);

  // A child who keeps practising masters a skill (right answers again and again, over runs: the
  // knowledge model's confidence); their own page (My skills) names it.
  const mySkills = () => pageOf(page.request, "/profile?tab=skills");
  // (The heading: the page's messages, in its script, name "Mastered" too.)
  for (let more = 0; !/Mastered<\/h3>/.test(await mySkills()); more++) {
    expect(more, "a skill mastered within four practices").toBeLessThan(2);
    await answerAsData(page.request, await startPractice(page));
  }
  const skill = /Mastered<\/h3><ul[^>]*><li[^>]*>([^<]+)</.exec(await mySkills())![1];

  // The teacher's skills view and its CSV: Mastered, in the skill's column.
  await teacher.page.goto(`${url}/skills`);
  const skills = teacher.page.getByTestId("skills-table");
  await expect(skills.locator("tbody tr")).toContainText("Mastered");
  await expectAccessible(teacher.page);
  const csv = (await (await teacher.page.request.get(`${url}/skills.csv`)).text()).trim().split("\r\n");
  const column = csv[0].split(",").indexOf(`"Math Quest: Number Crunch: ${skill}"`);
  expect(column, `${skill} is a column of the CSV`).toBeGreaterThan(0);
  expect(csv[1].split(",")[column]).toBe('"Mastered"');

  // The parent's page names it, in the weekly e-mail's words, and says skills are stored.
  await parent.goto(parentLink);
  await expect(parent.getByTestId("last-week")).toContainText(
    new RegExp(`This week ${kid.username} mastered: .*${skillInSentence(skill)}`),
  );
  await expect(parent.getByRole("listitem").filter({ hasText: /^Skills:/ })).toContainText("which skills they have mastered");
  await shoot(parent, "parent-page-skills");
});
