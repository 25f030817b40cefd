/**
 * A whole class signed in within five minutes, as a teacher of ten-year-olds and three of her
 * students live it: she makes a class, pastes 28 names, prints their login cards (the printed page
 * kept as a PDF and an A4 picture when screenshots are asked for), and sets homework. Maya signs in
 * by keyboard alone from /login's link (the class code, her name, her two pictures), Leo on a
 * computer without JavaScript from the class's own link, Ana by scanning her card's QR code; Maya
 * and Leo play the homework (Ana finds it on her card: her round would repeat Maya's, and
 * classes.spec.ts plays homework with and without JavaScript), and the teacher's table and roster
 * show it. JavaScript on and off (the no-js project); Leo has none in either.
 */
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { LOGIN_PICTURES } from "~/utils/login-pictures";
import { decodeQrSvg } from "../support/qr";
import { classMadeByPosts, newPlayer, playHomework, setHomework } from "./classes";
import { expect, expectAccessible, jsEnabled, tabTo, test } from "./support";
import { LONG_JOURNEY_MS } from "./timing";

test.describe.configure({ timeout: LONG_JOURNEY_MS });

const FIRST = ["Maya", "Leo", "Ana", "Tom", "Zoe", "Sam", "Ivy", "Noah", "Ella", "Omar", "Lily", "Ben", "Mia", "Kai"];
const LAST = ["Rivera", "Chen"];
/** 28 names as a teacher pastes them from a spreadsheet: first and last name, one a line. */
const CLASS_LIST = LAST.flatMap((last) => FIRST.map((first) => `${first}\t${last}`));

/** A student's own device, with or without JavaScript. */
async function device(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  return (await browser.newContext({ javaScriptEnabled })).newPage();
}

/** The pictures printed on a card, in order ("sun", "star"), read from its list's label. */
async function picturesOn(card: ReturnType<Page["locator"]>): Promise<string[]> {
  const label = (await card.getByRole("list").getAttribute("aria-label"))!;
  return [...label.matchAll(/\d (\w+)/g)].map((match) => match[1]);
}

/** "Which one is you?", then the two pictures, by pointer or (keyboard) by Tab and Enter alone. */
async function pickNameAndPictures(page: Page, name: string, pictures: string[], { keyboard = false } = {}) {
  await expect(page.getByRole("heading", { name: "Which one is you?" })).toBeVisible();
  const press = async (target: ReturnType<Page["locator"]>) => {
    if (!keyboard) return target.click();
    await tabTo(page, target);
    await page.keyboard.press("Enter");
  };
  await press(page.getByRole("link", { name, exact: true }));
  await expect(page.getByRole("heading", { name: `Hi ${name}!` })).toBeVisible();
  if (keyboard) await expectAccessible(page); // axe runs in the page: not on Leo's computer without scripts
  await press(page.getByRole("group", { name: "Pick your first picture" }).getByRole("button", { name: pictures[0], exact: true }));
  await press(page.getByRole("group", { name: "Now your second picture" }).getByRole("button", { name: pictures[1], exact: true }));
  await expect(page).toHaveURL(/\/games$/);
}

test("a teacher adds 28 students, prints their cards, and three sign in with pictures to do their homework", async ({ browser }) => {
  const teacher = await newPlayer(browser);
  // The class itself as classes.spec.ts makes it through /teach's pages: here only posted.
  const { code, url } = await classMadeByPosts(teacher.page, `Year 5 Oak ${Date.now() % 1e5}`);
  await teacher.page.goto(url);

  // 28 names pasted from a spreadsheet: 28 accounts, none with an e-mail, none signed in yet.
  await teacher.page.getByLabel("Names, one student a line").fill(CLASS_LIST.join("\n"));
  await teacher.page.getByRole("button", { name: "Add students" }).click();
  await expect(teacher.page.getByText("Added 28 students.")).toBeVisible();
  await expect(teacher.page.getByTestId("login-state")).toHaveCount(28);
  await expect(teacher.page.getByTestId("login-state").filter({ hasText: "Never signed in" })).toHaveCount(28);
  await setHomework(teacher.page, 1);

  // The cards, one per student, readable on paper: A4, black and white, nothing cut.
  await teacher.page.goto(url);
  await teacher.page.getByRole("link", { name: "Print login cards" }).click();
  const cards = teacher.page.getByTestId("login-card");
  await expect(cards).toHaveCount(28);
  await expectAccessible(teacher.page);
  if (process.env.SCREENSHOTS_DIR && jsEnabled()) {
    await teacher.page.pdf({ path: path.join(process.env.SCREENSHOTS_DIR, "login-cards-A4.pdf"), format: "A4" });
    await teacher.page.emulateMedia({ media: "print" });
    await teacher.page.setViewportSize({ width: 794, height: 1123 });
    await teacher.page.screenshot({ path: path.join(process.env.SCREENSHOTS_DIR, "login-cards-A4.png"), fullPage: true });
    await teacher.page.emulateMedia({ media: "screen" });
  }
  const cardOf = (name: string) => cards.filter({ has: teacher.page.getByRole("heading", { name, exact: true }) });
  const maya = await picturesOn(cardOf("Maya R."));
  const leo = await picturesOn(cardOf("Leo R."));
  const anaQr = cardOf("Ana C.")
    .getByRole("img", { name: /QR code/ })
    .locator("svg");
  const anaLink = decodeQrSvg(await anaQr.evaluate((svg) => svg.outerHTML));
  expect(anaLink).toMatch(/\/class-login\/card\/[\w-]+$/);
  for (const picture of [...maya, ...leo]) expect(LOGIN_PICTURES).toContain(picture);

  // Maya, at the class's tablet, by keyboard alone: /login's link, the code as copied from the board, her name, her pictures.
  const mayaPage = await device(browser, jsEnabled());
  await mayaPage.goto("/login");
  await tabTo(mayaPage, mayaPage.getByRole("link", { name: "In a class? Sign in with your class code" }));
  await mayaPage.keyboard.press("Enter");
  await tabTo(mayaPage, mayaPage.getByLabel("Class code"));
  await mayaPage.keyboard.type(`${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`);
  await mayaPage.keyboard.press("Enter");
  await pickNameAndPictures(mayaPage, "Maya R.", maya, { keyboard: true });
  await playHomework(mayaPage);

  // Leo, on a school computer that runs no scripts, from the class's own link.
  const leoPage = await device(browser, false);
  await leoPage.goto(`/class-login/${code}`);
  await pickNameAndPictures(leoPage, "Leo R.", leo);
  await playHomework(leoPage);

  // Ana scans her card: the QR's link asks who she is, one tap signs her in.
  const anaPage = await device(browser, jsEnabled());
  await anaPage.goto(anaLink!);
  await anaPage.getByRole("button", { name: "Yes, this is me!" }).click();
  await expect(anaPage).toHaveURL(/\/games$/);
  await expect(anaPage.getByTestId("class-cards").getByRole("listitem").first()).toContainText(/Homework from .+: 0 of 1 runs?, due/);

  // The teacher's table: the students under the names she typed, Maya and Leo done; the roster: three signed in today.
  await teacher.page.goto(url);
  const table = teacher.page.getByTestId("progress-table");
  for (const name of ["Maya R.", "Leo R."]) await expect(table.getByRole("row").filter({ hasText: name })).toContainText("Done");
  for (const name of ["Ana C.", "Tom R."]) await expect(table.getByRole("row").filter({ hasText: name })).toContainText("Not started");
  await expect(teacher.page.getByTestId("login-state").filter({ hasText: "Signed in today" })).toHaveCount(3);
});
