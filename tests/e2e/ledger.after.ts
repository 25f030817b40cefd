import { signedInPlayer } from "./accounts";
import { expect, test } from "./support";

// Runs after every journey of both projects (playwright.config.ts): whatever they earned, spent,
// raced or bought, every balance still equals its ledger. An administrator sees the live check.
test("after the whole suite, every balance matches the ledger", async ({ page }) => {
  await signedInPlayer(page, { email: "ledger.admin@example.com", username: "ledger_admin", password: "correct-horse-7" });
  await page.goto("/admin/ledger");
  await expect(page.getByRole("heading", { name: "Ledger Check" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "All balances match the ledger." })).toBeVisible();
});
