import { expect, expectAccessible, test } from "./support";

test("a parent reads a blog article and subscribes to the newsletter", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 2 }).filter({ has: page.getByRole("link") })).toHaveCount(3);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("alert")).toContainText("Email Required");
  await expect(page.getByRole("alert")).toContainText("Please enter your email address to subscribe.");

  await page.getByLabel("Email address").fill("not-an-email");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("alert")).toContainText("Please provide a valid email address.");
  await expect(page.getByLabel("Email address")).toHaveValue("not-an-email");

  await page.getByLabel("Email address").fill(`parent-${test.info().project.name}@example.com`);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Successfully Subscribed!" })).toBeVisible();

  const firstArticle = page.getByRole("heading", { level: 2 }).getByRole("link").first();
  const title = await firstArticle.innerText();
  await firstArticle.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("link", { name: "Share on X" })).toHaveAttribute("href", /twitter\.com\/intent\/tweet/);
  await expectAccessible(page);
});

test("an unknown article says 'Post not found'", async ({ page }) => {
  const response = await page.goto("/blog/no-such-post");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Post not found" })).toBeVisible();
});

test("the legal and about pages carry their dates and sections", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.getByText("Last updated December 5, 2026")).toBeVisible();
  await expect(page.getByRole("heading", { name: /Children's Privacy/i })).toBeVisible();
  await expectAccessible(page);

  await page.goto("/terms");
  await expect(page.getByText("Last updated May 24, 2025")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveCount(11);
  await expect(page.getByText(/20%/).first()).toBeVisible();
  await expectAccessible(page);

  await page.goto("/about");
  await expect(page.getByRole("link", { name: "Explore Games" })).toHaveAttribute("href", "/games");
  await expectAccessible(page);
});
