/**
 * A teacher's class as the journeys go through it (classes.spec.ts, class-logins.spec.ts): a player
 * with their own browser, a class made from /teach, homework set on the class page and played from
 * the student's homework card.
 */
import type { Browser, Page } from "@playwright/test";
import { signedInPlayer } from "./accounts";
import { answerRight, answerWrong } from "./games";
import { expect, jsEnabled } from "./support";

export async function newPlayer(browser: Browser) {
  const page = await (await browser.newContext({ javaScriptEnabled: jsEnabled() })).newPage();
  const player = await signedInPlayer(page);
  return { page, ...player };
}

/** A teacher's first visit to /teach: the birth month, then a class; returns its code and page. */
export async function makeClass(page: Page, name: string) {
  // Teach is in the account menu of a grown-up (and of anyone whose age is not known yet).
  await page.goto("/games");
  await page.getByRole("banner").getByLabel("Account menu").click();
  await page.getByRole("banner").getByRole("link", { name: "Teach" }).click();
  await page.getByLabel("Month").selectOption({ label: "April" });
  await page.getByLabel("Year").selectOption({ label: "1985" });
  await page.getByRole("button", { name: "Continue" }).click();
  // Each field says what is wrong with it.
  await page.getByRole("button", { name: "Create class" }).click();
  await expect(page.getByText("Please give the class a name.")).toBeVisible();
  await expect(page.getByText("Please confirm that the class is for your school's use.")).toBeVisible();
  await page.getByLabel("Class name").fill(name);
  await page.getByRole("checkbox", { name: /I am a teacher acting for my school/ }).check();
  await page.getByRole("button", { name: "Create class" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const code = (await page.getByTestId("class-code").textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  return { code, url: page.url() };
}

/**
 * A class made as makeClass makes it, but by posting /teach's two forms (the birth month, then
 * the class) as a browser without JavaScript would, with no page shown: for journeys about what
 * a class is used for (class-logins, sets). classes.spec.ts goes through the pages (makeClass).
 */
export async function classMadeByPosts(page: Page, name: string) {
  const birth = await page.request.post("/teach?index", { form: { birthMonth: "4", birthYear: "1985" } });
  expect(birth.status(), "the birth month saved").toBe(200);
  const made = await page.request.post("/teach?index", { form: { name, forSchool: "on" } });
  expect(made.url(), "the class's page").toMatch(/\/teach\/classes\/[0-9a-f-]+$/);
  const code = /data-testid="class-code"[^>]*>\s*([A-Z0-9]{6})\s*</.exec(await made.text())?.[1];
  expect(code, "the class code on its page").toBeTruthy();
  return { code: code!, url: made.url() };
}

/** Plays the homework from its card on /games: the level is chosen for them; one answer (right unless told), then Finish. */
export async function playHomework(page: Page, { miss = false } = {}) {
  await page.goto("/games");
  const card = page.getByTestId("class-cards").getByRole("listitem").first();
  await card.getByRole("link", { name: "Play" }).click();
  await expect(page).toHaveURL(/\?level=3$/);
  await expect(page.getByTestId("start-level")).toContainText("Level 3: Adding and taking away to 100");
  await page.getByRole("button", { name: "Start Game" }).click();
  await (miss ? answerWrong(page) : answerRight(page));
  await page.getByRole("button", { name: "Finish Game" }).click();
  await expect(page.getByRole("dialog", { name: "Game Over!" })).toBeVisible();
}

/** Sets "Math Quest level 3: finish `runs` runs" from the class page, open this week. */
export async function setHomework(page: Page, runs: number) {
  await page
    .getByRole("form", { name: "Set homework" })
    .getByLabel("Game and level")
    .selectOption({ label: "Math Quest: Number Crunch, level 3: Adding and taking away to 100 (age 8)" });
  await page.getByLabel("How many").fill(String(runs));
  await page.getByRole("button", { name: "Set homework" }).click();
  await expect(page.getByText(/Homework set: Math Quest: Number Crunch, level 3/)).toBeVisible();
}
