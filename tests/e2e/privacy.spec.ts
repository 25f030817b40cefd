/**
 * Children's privacy, as a child and a parent meet it: an 11-year-old signs up with a parent's
 * e-mail, plays privately under a nickname, and the parent approves from the mail; another
 * parent declines and the child's account is gone. JavaScript on and off.
 */
import type { Locator, Page } from "@playwright/test";
import { linkIn, newIdentity, signedInPlayer, signIn, signUpAsChild, waitForMail } from "./accounts";
import { playMathQuest } from "./games";
import { createSession } from "./sessions";
import { shoot } from "./shots";
import { expect, expectAccessible, jsEnabled, test } from "./support";
import { after, LONG_JOURNEY_MS } from "./timing";

/**
 * On the game's leaderboard: opens each kind of share menu a child meets, as they would (a board's
 * Share, the invite box of a race they host), and finds the social networks there only when
 * `social`; Copy Link always. A game's own Share is the board's menu (ShareMenu), and whether a
 * page offers them at all is the root loader's (tests/integration/parental-consent.test.ts).
 */
async function expectSharing(page: Page, social: boolean) {
  const expectNetworks = async (menu: Locator, role: "button" | "link") => {
    await expect(menu.getByRole(role, { name: /^Share on / })).toHaveCount(social ? (role === "link" ? 2 : 4) : 0);
    await expect(menu.getByText("Sharing opens once a grown-up says yes.")).toHaveCount(social ? 0 : 1);
  };
  const board = page.getByRole("region", { name: "Math Quest: Number Crunch" });
  await board.getByRole("link", { name: "Share" }).click();
  await expectNetworks(jsEnabled() ? board : page.locator("#share"), "button");

  await createSession(page);
  await expectNetworks(page.getByTestId("invite-code").first().locator(".."), "link");
}

test("an 11-year-old plays under a nickname until a parent approves from the mail", async ({ page, browser }) => {
  test.setTimeout(LONG_JOURNEY_MS);
  const kid = newIdentity("kid");
  const parentEmail = await signUpAsChild(page, kid);

  await page.goto(linkIn(await waitForMail(kid.email, /Verify your CleverPlay email/), "/auth/verify?token="));
  await expect(page).toHaveURL(/\/profile$/, after(2_000)); // the landing's 1.5 s (2 s without JavaScript) first
  const notice = page.getByTestId("parent-notice");
  await expect(notice).toContainText("Waiting for your parent to say yes");
  // In a child's words: who to ask and how long they have; the date and "deleted" are for the parent.
  await expect(notice).toContainText("Ask a grown-up to check their email. They have 7 more days to say yes.");
  await expect(notice).not.toContainText("deleted");
  const nickname = (await notice.locator("strong").nth(1).textContent()) ?? "";
  expect(nickname).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d+$/);
  await expectAccessible(page);

  // Private, and it stays so: the box is locked.
  await page.goto("/profile/edit");
  await expect(page.getByLabel("Public profile")).toBeDisabled();
  await expect(page.getByText("Your profile stays private until a parent allows a public one.")).toBeVisible();

  // Plays and earns; on the leaderboard everyone sees the nickname, and no social sharing is offered.
  await playMathQuest(page, 1);
  await page.goto("/leaderboard?game=math-quest-number-crunch");
  const board = page.getByRole("region", { name: "Math Quest: Number Crunch" });
  await expect(board.getByRole("row").filter({ hasText: nickname })).toBeVisible();
  await expect(board.getByText(kid.username)).toHaveCount(0);
  await expectSharing(page, false);

  // A premium game: bought with coins only; paying by card waits for the parent (the server refuses it too, issue 51).
  await page.goto("/play/premium/brain-blitz");
  const offer = page.getByRole("region", { name: "Unlock Brain Blitz" });
  await expect(offer.getByRole("button", { name: "Buy with 1000 CC" })).toBeVisible();
  await expect(offer.getByRole("button", { name: /with card/ })).toHaveCount(0);
  await expect(offer).toContainText("Paying by card opens once a grown-up says yes to your account.");

  // The parent opens the mail's link in their own browser and approves.
  const parent = await (await browser.newContext({ javaScriptEnabled: jsEnabled() })).newPage();
  const consentMail = await waitForMail(parentEmail, new RegExp(`^${kid.username} asked to join CleverPlay`));
  expect(consentMail.text).toContain(`Your child ${kid.username} signed up for CleverPlay`);
  await parent.goto(linkIn(consentMail, "/parent/"));
  await expect(parent.getByRole("heading", { name: `${kid.username} would like to play on CleverPlay` })).toBeVisible();
  await expect(parent.getByText("Month and year of birth")).toBeVisible();
  await expectAccessible(parent);
  await parent.getByRole("button", { name: "Approve" }).click();
  await expect(parent.getByText("Thank you! Your child's account is ready, and the limits are lifted.")).toBeVisible();
  await expect(parent.getByRole("link", { name: "Download their data" })).toBeVisible();
  // Something to read at once: the round the child played while waiting, in the weekly e-mail's words.
  const week = parent.getByTestId("last-week");
  await expect(week.getByRole("heading", { name: `${kid.username}'s last 7 days` })).toBeVisible();
  await expect(week).toContainText(`In the last 7 days ${kid.username} played 1 game on CleverPlay`);
  await expect(week.getByRole("listitem").first()).toHaveText(/^Math Quest: Number Crunch, Level \d: .+: 1 game, 1 of \d+ answers right/);
  await expect(parent.getByText("Only the link you used opens this page now: keep its e-mail.")).toBeVisible();
  await shoot(parent, "parent-page");

  // The limits are lifted: no waiting notice, the child's own name, sharing back.
  await page.goto("/profile");
  await expect(page.getByTestId("parent-notice")).toHaveCount(0);
  await page.goto("/leaderboard?game=math-quest-number-crunch");
  await expect(board.getByRole("row").filter({ hasText: `@${kid.username}` })).toBeVisible();
  await expect(board.getByText(nickname)).toHaveCount(0);
  await expectSharing(page, true);
  await page.goto("/play/premium/brain-blitz");
  await expect(offer.getByRole("button", { name: "Buy for $1 with card" })).toBeVisible();
});

test("a parent who declines deletes the child's account and everything in it", async ({ page, browser }) => {
  const kid = newIdentity("kid2");
  const parentEmail = await signUpAsChild(page, kid);

  const parent = await (await browser.newContext({ javaScriptEnabled: jsEnabled() })).newPage();
  const link = linkIn(await waitForMail(parentEmail, /asked to join CleverPlay/), "/parent/");
  await parent.goto(link);
  await parent.getByRole("button", { name: "Decline and delete the account" }).click();
  await expect(parent.getByRole("heading", { name: "Account deleted" })).toBeVisible();
  await waitForMail(parentEmail, /We deleted your child's CleverPlay account/);

  // The link is dead, and the account cannot sign in: it is gone.
  await parent.goto(link);
  await expect(parent.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  await expect(parent.getByText("please check that the whole link was copied")).toBeVisible();
  await shoot(parent, "parent-link-gone");
  await signIn(page, kid);
  await expect(page.getByRole("alert")).toContainText("Could not sign in. Please check your credentials.");
});

test("a rude name is refused with the part that looks rude named by the field, however it is hidden, and a real name passes", async ({
  page,
}) => {
  await signedInPlayer(page);
  await page.goto("/profile/edit");
  await page.getByLabel("Display name").fill("Big Sh1t");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(
    page.getByText("That display name isn't allowed here: “Sh1t” looks like a rude word. Please choose a different one.").last(),
  ).toBeVisible();
  await expect(page.getByLabel("Display name")).toHaveAttribute("aria-invalid", "true");
  // Soft hyphens between the letters draw nothing and hide nothing: the part is named as it looks.
  await page.getByLabel("Display name").fill("Big F\u00ADu\u00ADc\u00ADk");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("“Fuck” looks like a rude word.", { exact: false }).last()).toBeVisible();
  // A town with a rude word inside it is a real place, and passes.
  await page.getByLabel("Display name").fill("Ada from Scunthorpe");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByTestId("toast")).toContainText("Profile updated");
});
