// Find my level (issue 49): a new child is offered the placement check above the usual start,
// answers its ten questions with no clock, reads the level it found, and the start screen then
// proposes that level. Runs with JavaScript and without (playwright.config.ts).
import { signedInPlayer } from "./accounts";
import { MATH_QUEST } from "./games";
import { expect, expectAccessible, test } from "./support";
import { after } from "./timing";

test("a new child finds their level: the offer, ten questions with no clock, the level found, and the start screen proposing it", async ({
  page,
}) => {
  await signedInPlayer(page);
  await page.goto(MATH_QUEST);
  const offer = page.getByTestId("placement-offer");
  await expect(offer.getByTestId("placement-pays-nothing")).toHaveText(/earns no coins, stars or badges/);
  await expect(page.getByRole("button", { name: "Start Game" })).toBeVisible();
  await offer.getByRole("button", { name: "Find my level" }).click();

  const line = page.getByTestId("stage-level");
  await expect(line).toHaveText("Find my level: question 1 of 10");
  await expect(page.getByTestId("time-left")).toHaveCount(0);
  await expect(page.getByText("Loading game...")).toHaveCount(0, after(1_500));
  await expectAccessible(page);
  // A child who does not know any of it yet: every answer wrong.
  for (let n = 1; n <= 10; n++) {
    const box = page.getByLabel("Your answer");
    await box.fill("99999");
    await box.press("Enter");
    if (n < 10) await expect(line).toHaveText(`Find my level: question ${n + 1} of 10`);
  }

  const results = page.getByRole("dialog", { name: "You're ready for Counting and sums to 10!" });
  await expect(results.getByTestId("placed-level")).toHaveText("1Level 1 of 6: Counting and sums to 10");
  await expect(results.getByTestId("placement-paid-nothing")).toBeVisible();
  await results.getByRole("link", { name: "Start screen" }).click();
  await expect(page.getByTestId("start-level")).toContainText("Level 1: Counting and sums to 10");
  // Once taken, the check is a link under the usual start.
  await expect(page.getByTestId("placement-offer")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Find my level" })).toBeVisible();
});
