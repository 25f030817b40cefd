import { expect, expectAccessible, test } from "./support";

test("a visitor lands on the home page and finds the four games and the subjects", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const featured = page.getByRole("region", { name: "Featured games" });
  for (const title of ["Math Quest: Number Crunch", "Word Adventure", "Logic Lab", "Brain Blitz"]) {
    await expect(featured.getByRole("heading", { name: title })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Create Free Account" })).toHaveAttribute("href", "/auth/register");
  await expectAccessible(page);

  await page
    .getByRole("link", { name: /Reading/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/games\?category=reading$/);
  await expect(page.getByRole("heading", { name: "Word Adventure" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Math Quest: Number Crunch" })).toHaveCount(0);
});

test("the footer states the ages and a contact address", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("ages 5-18");
  await expect(footer.getByRole("link", { name: /@cleverplay\.app/ })).toBeVisible();
});
