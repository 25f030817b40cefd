// A seven-year-old signs in at /class-login by keyboard alone, with JavaScript and without: the
// class code from the sign-in page's link, their name, then their two pictures (the lead's
// class journey goes on from here: the teacher's list, cards, homework).
import { LOGIN_PICTURES } from "~/utils/login-pictures";
import { newIdentity, signedInPlayer } from "./accounts";
import { shoot } from "./shots";
import { accessibilityViolations, expect, jsEnabled, tabTo, test } from "./support";

test("a child signs in with the class code and two pictures, by keyboard alone", async ({ page }) => {
  // The teacher makes the class's students (the class page's "Add students" is another journey's).
  await signedInPlayer(page, newIdentity("teacher"), { year: 1985, month: 4 });
  const made = await page.request.post("/__e2e/school-students", { data: { names: ["Zoe K", "Maya R", "Leo"] } });
  expect(made.status(), await made.text()).toBe(200);
  const { code, students } = (await made.json()) as { code: string; students: { name: string; picture1: number; picture2: number }[] };
  const maya = students.find((student) => student.name === "Maya R.")!;
  await page.context().clearCookies(); // the classroom's tablet

  await page.goto("/login");
  const classLink = page.getByRole("link", { name: "In a class? Sign in with your class code" });
  await tabTo(page, classLink);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Sign in with your class code" })).toBeVisible();
  await tabTo(page, page.getByLabel("Class code"));
  // As copied from the board: lower case, a space in the middle.
  await page.keyboard.type(`${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`);
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { name: "Which one is you?" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Which one is you?" }).getByRole("link")).toHaveText(["Leo", "Maya R.", "Zoe K."]);
  await shoot(page, "class-login-names");
  await tabTo(page, page.getByRole("link", { name: "Maya R." }));
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { name: "Hi Maya R.!" })).toBeVisible();
  const first = page.getByRole("group", { name: "Pick your first picture" });
  await expect(first.getByRole("button")).toHaveCount(LOGIN_PICTURES.length);
  await shoot(page, "class-login-pictures");
  // axe runs in the page: once, with JavaScript (the markup is the same without).
  if (jsEnabled()) expect(await accessibilityViolations(page), "the pictures step").toEqual([]);
  await tabTo(page, first.getByRole("button", { name: LOGIN_PICTURES[maya.picture1], exact: true }));
  await page.keyboard.press("Enter");
  const second = page.getByRole("group", { name: "Now your second picture" });
  // With JavaScript the step changes in place and the focus goes to it; without, a new page.
  if (jsEnabled()) await expect(second).toBeFocused();
  await tabTo(page, second.getByRole("button", { name: LOGIN_PICTURES[maya.picture2], exact: true }));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByText("Hi Maya! 🎉")).toBeVisible();
});
