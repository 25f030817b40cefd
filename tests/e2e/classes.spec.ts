/**
 * A class for the whole year, as a teacher and three students live it: the teacher gives their
 * birth month and makes a class; one student joins by the /games box, one by the link, and an
 * 11-year-old without an account makes one from the class's page (a parent still to answer) and
 * comes straight back to it; each sees what the teacher will see before saying yes. The teacher
 * sets "Math Quest level 3: finish 1 run"; the students play it from their homework card (one
 * a run, one with only a miss, a round of 0 points that finishes no run); the teacher's table
 * and its CSV say Done / 0 of 1 / Not started, the child under the nickname their profile shows
 * them; the homework's page names the missed question; a student leaves and vanishes from the
 * table (the skills view is learning.spec.ts's). JavaScript on and off (the no-js project). What
 * is data is tests/integration/classes.test.ts's: runs counted up to a target of 2 and more, late
 * and too-fast runs, another teacher refused the class (403).
 */
import type { Page } from "@playwright/test";
import { linkIn, newIdentity, waitForMail } from "./accounts";
import { makeClass, newPlayer, playHomework } from "./classes";
import { typeCode } from "./sessions";
import { expect, expectAccessible, holdNextPost, jsEnabled, test } from "./support";
import { after, LONG_JOURNEY_MS } from "./timing";

test.describe.configure({ timeout: LONG_JOURNEY_MS });

/** From the /join/{code} card: what the teacher sees, then Join. */
async function confirmJoin(page: Page, className: string) {
  await expect(page.getByRole("heading", { name: className })).toBeVisible();
  await expect(page.getByTestId("teacher-sees")).toContainText("never your e-mail address");
  await expectAccessible(page);
  await page.getByRole("button", { name: `Join ${className}` }).click();
  await expect(page).toHaveURL(/\/games$/);
}

test("a teacher keeps a class, sets homework, and reads who did it", async ({ browser }) => {
  const teacher = await newPlayer(browser);
  const className = `Year 5 Maple ${Date.now() % 1e5}`;
  const { code, url } = await makeClass(teacher.page, className);

  const [ada, bo] = [await newPlayer(browser), await newPlayer(browser)];
  await ada.page.goto("/games");
  await (await typeCode(ada.page, code)).press("Enter");
  await confirmJoin(ada.page, className);
  await bo.page.goto(`/join/${code}`);
  await confirmJoin(bo.page, className);
  // Cy, 11, has no account: the class's page sends them to make one, and the mail's link back.
  const cy = { page: await (await browser.newContext({ javaScriptEnabled: jsEnabled() })).newPage(), ...newIdentity("cy") };
  await cy.page.goto(`/join/${code}`);
  await cy.page.getByRole("link", { name: "Create an account" }).click();
  // The sign-up form as an 11-year-old fills it is privacy.spec.ts's (both projects): here what
  // Cy types is posted, with the way back to the class the form carries.
  const back = await cy.page.locator('input[name="redirectTo"]').inputValue();
  expect(back).toBe(`/join/${code}`);
  const born = new Date();
  const signUp = await cy.page.request.post(cy.page.url(), {
    form: {
      email: cy.email,
      username: cy.username,
      birthMonth: String(born.getUTCMonth() + 1),
      birthYear: String(born.getUTCFullYear() - 11),
      parentEmail: `parent.${cy.email}`,
      password: cy.password,
      confirmPassword: cy.password,
      redirectTo: back,
    },
  });
  expect(await signUp.text()).toContain("Check your email");
  const verify = linkIn(await waitForMail(cy.email, /Verify your CleverPlay email/), "/auth/verify?token=");
  await Promise.all([expect(cy.page.getByText("Taking you back to your class")).toBeVisible(), cy.page.goto(verify)]);
  await confirmJoin(cy.page, className);
  // Until a parent answers, the teacher sees Cy's nickname; Cy's profile says which.
  await cy.page.goto("/profile");
  const cyShown = (await cy.page.getByTestId("seen-as").textContent())!.trim();
  expect(cyShown).not.toBe(cy.username);

  // Before any homework the teacher sees who joined, under the name the class sees, with Remove.
  await teacher.page.goto(url);
  await expect(teacher.page.getByTestId("roster").getByRole("listitem")).toHaveCount(3);
  await expect(teacher.page.getByTestId("roster")).toContainText(cyShown);
  await expect(teacher.page.getByTestId("roster").getByRole("button", { name: `Remove ${cyShown}` })).toBeVisible();

  // Homework: Math Quest level 3, finish 2 runs, open this week.
  await teacher.page
    .getByRole("form", { name: "Set homework" })
    .getByLabel("Game and level")
    .selectOption({ label: "Math Quest: Number Crunch, level 3: Adding and taking away to 100 (age 8)" });
  await teacher.page.getByLabel("How many").fill("1");
  // With JavaScript, Set homework waits while the form is on its way: a second click sends nothing twice.
  const held = jsEnabled() ? await holdNextPost(teacher.page) : null;
  await teacher.page.getByRole("button", { name: "Set homework" }).click();
  if (held) {
    await expect(teacher.page.getByRole("button", { name: "Set homework" })).toBeDisabled();
    await held.release();
  }
  await expect(teacher.page.getByText(/Homework set: Math Quest: Number Crunch, level 3/)).toBeVisible();
  await expect(teacher.page.getByRole("button", { name: "Set homework" })).toBeEnabled();

  // The students see it on their games page, with the teacher's name and what is left.
  await ada.page.goto("/games");
  await expect(ada.page.getByTestId("class-cards")).toContainText(`Homework from ${teacher.username}: 0 of 1 runs, due`);
  await playHomework(ada.page);
  await playHomework(bo.page, { miss: true });
  await ada.page.goto("/profile");
  await expect(ada.page.getByTestId("class-cards")).toContainText("Done!");

  // The teacher's table: done, part-way, not started; the CSV says the same line by line.
  await teacher.page.goto(url);
  const table = teacher.page.getByTestId("progress-table");
  const rowOf = (username: string) => table.getByRole("row").filter({ hasText: username });
  await expect(rowOf(ada.username)).toContainText("Done · 100%");
  // Bo's one round had only a wrong answer: 0 points, no finished run (issue 51), but the teacher sees it in the accuracy.
  await expect(rowOf(bo.username)).toContainText("0 of 1 · 0%");
  await expect(rowOf(cyShown)).toContainText("Not started");
  await expect(table).not.toContainText(cy.username);
  await expectAccessible(teacher.page);
  const csv = await teacher.page.request.get(`${url}/progress.csv`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines.slice(1)).toEqual([`"${ada.username}","Done","100"`, `"${bo.username}","0 of 1","0"`, `"${cyShown}","Not started",""`]);

  // The homework's page: Bo's miss, with its right answer.
  await table.getByRole("link", { name: /Math Quest: Number Crunch, level 3/ }).click();
  await expect(teacher.page.getByTestId("homework-missed").getByRole("listitem")).toHaveCount(1);
  await expect(teacher.page.getByTestId("homework-missed")).toContainText("right answer:");
  await expect(teacher.page.getByTestId("homework-missed")).toContainText("missed by 1 student");

  // Cy leaves from their profile, and is gone from the teacher's table.
  await cy.page.goto("/profile");
  await cy.page.getByRole("button", { name: `Leave ${className}` }).click();
  await expect(cy.page.getByTestId("toast")).toContainText("You left the class");
  await teacher.page.goto(url);
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(rowOf(cyShown)).toHaveCount(0);

  // A race with the class: Ada joins it from her Games page with one button, no code typed.
  await teacher.page.getByRole("button", { name: "Open a race for the class" }).click();
  await expect(teacher.page.getByTestId("class-invite-note")).toContainText(className);
  await ada.page.goto("/games");
  await ada.page.getByTestId("race-invite").getByRole("button", { name: "Join the race" }).click();
  await expect(ada.page).toHaveURL(/\/class-races\/[0-9a-f-]+\/play$/);
  // Without JavaScript the teacher's screen shows her at its next self-reload (every 3 s).
  await expect(teacher.page.getByTestId("room-players")).toContainText(ada.username, jsEnabled() ? {} : after(3_000));
});
