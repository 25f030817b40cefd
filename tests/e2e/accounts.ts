/**
 * Account helpers. Most journeys need a signed-in player and get one in a single request
 * (signedInPlayer, through the test-only route of tests/e2e/app-server.ts); the journeys that test
 * signing up, verifying and signing in themselves go through the pages and the mail
 * (signUpAndSignIn: the verification mail read from the test SMTP server, the link followed).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import type { CaughtMail } from "./mail";
import { expect, jsEnabled } from "./support";
import { after } from "./timing";

const mailDir = path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data", "mail");

/** The newest mail to `address` whose subject matches, once it has arrived. */
export async function waitForMail(address: string, subject: RegExp): Promise<CaughtMail> {
  const newest = () =>
    readdirSync(mailDir)
      .filter((file) => file.endsWith(".json"))
      .sort()
      .reverse()
      .map((file) => JSON.parse(readFileSync(path.join(mailDir, file), "utf8")) as CaughtMail)
      .find((m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject));
  await expect.poll(() => newest() !== undefined, { message: `a mail to ${address} matching ${subject}` }).toBe(true);
  return newest()!;
}

export function linkIn(mail: CaughtMail, pathPrefix: string): string {
  const link = mail.text.match(new RegExp(`https?://[^\\s]+${pathPrefix.replace(/[/?]/g, "\\$&")}[^\\s]*`))?.[0];
  if (!link) throw new Error(`no ${pathPrefix} link in mail "${mail.subject}"`);
  return link;
}

let counter = 0;

/**
 * A unique identity per call: e-mails and usernames never clash across tests and projects. Digits
 * only after the prefix: random letters can spell a word the name screen refuses.
 */
export function newIdentity(prefix = "player") {
  const id = `${Date.now() % 1e10}${counter++}${Math.floor(Math.random() * 1e3)}`;
  return {
    email: `${prefix}.${id}@example.com`,
    username: `${prefix}_${id}`.slice(0, 30),
    password: "correct-horse-7",
  };
}

export type Identity = ReturnType<typeof newIdentity>;

/**
 * A verified player, signed in on this page's browser context (or this context): made in the
 * app's process by the same models as a sign-up, a verification and the first sign-in (profile,
 * 50 + 50 CC in two ledger rows, a sign-in session), and its sign-in cookie stored in the context, in
 * one request (see tests/e2e/app-server.ts). The page is not navigated. Journeys that test signing
 * up or in use signUpAndSignIn instead.
 */
export async function signedInPlayer(
  target: Page | BrowserContext,
  identity: Identity = newIdentity(),
  /** A child's account: the month and year of birth a sign-up asks (none: an account from before it asked). */
  birth?: { year: number; month: number },
): Promise<Identity & { id: string }> {
  const context = "context" in target ? target.context() : target;
  // The context's request client shares its cookies: the answer's Set-Cookie signs the browser in.
  const response = await context.request.post("/__e2e/sign-in", { data: { ...identity, birth } });
  expect(response.status(), await response.text()).toBe(200);
  const player = (await response.json()) as { id: string; username: string };
  expect(player.username, "the wanted username, as a sign-up would keep it").toBe(identity.username);
  expect((await context.cookies()).some((cookie) => cookie.name === "cp_session")).toBe(true);
  return { ...identity, id: player.id };
}

/** The register form's "When were you born?": an adult by default (no parent needed). */
export async function chooseBirth(page: Page, { month = "March", year = "1990" }: { month?: string; year?: string } = {}) {
  await page.getByLabel("Month").selectOption({ label: month });
  await page.getByLabel("Year").selectOption({ label: year });
}

/** Registers through /register, verifies through the mailed link, and lands signed in on /profile. */
export async function signUpAndSignIn(page: Page, identity = newIdentity()) {
  await page.goto("/register");
  await page.getByLabel("Email", { exact: true }).fill(identity.email);
  await chooseBirth(page);
  await page.getByLabel("Username (optional)").fill(identity.username);
  await page.getByLabel("Password", { exact: true }).fill(identity.password);
  await page.getByLabel("Confirm password").fill(identity.password);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  const mail = await waitForMail(identity.email, /Verify your CleverPlay email/);
  // The landing says so first (the spec's 1.5 s; without JavaScript a 2 s refresh), then /profile:
  // watched from before it arrives, since it moves on by itself.
  await Promise.all([
    expect(page.getByRole("heading", { name: "Email verified successfully!" })).toBeVisible(),
    page.goto(linkIn(mail, "/auth/verify?token=")),
  ]);
  await expect(page).toHaveURL(/\/profile$/, after(2_000));
  return identity;
}

/** Signs an existing, verified player in through /login. */
export async function signIn(page: Page, identity: { email: string; password: string }, redirectTo?: string) {
  await page.goto(redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login");
  await page.getByLabel("Email", { exact: true }).fill(identity.email);
  await page.getByLabel("Password").fill(identity.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/**
 * Makes the test Google provider answer this browser's next sign-ins with this address: a cookie
 * for the provider's host (tests/e2e/servers.ts reads it), so that journeys running at once on
 * other workers keep their own Google users.
 */
export async function nextGoogleUser(page: Page, email: string) {
  const provider = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 2}`;
  await page.context().addCookies([{ name: "e2e_google_user", value: encodeURIComponent(email), url: provider }]);
}

const now = new Date();
const elevenYearsAgo = {
  month: now.toLocaleString("en-US", { month: "long", timeZone: "UTC" }),
  year: String(now.getUTCFullYear() - 11),
};

/**
 * Signs up through /register as an 11-year-old (from `registerUrl`: a page may send them there
 * with a way back); returns the parent's address.
 */
export async function signUpAsChild(page: Page, kid: Identity, registerUrl = "/register") {
  const parentEmail = `parent.${kid.email}`;
  if (!page.url().endsWith(registerUrl)) await page.goto(registerUrl);
  await page.getByLabel("Email", { exact: true }).fill(kid.email);
  await page.getByLabel("Username (optional)").fill(kid.username);
  if (jsEnabled()) await expect(page.getByLabel("Your parent's email")).toHaveCount(0);
  await chooseBirth(page, elevenYearsAgo);
  // With JavaScript the field appears for a child; without, it is always there and says when.
  await expect(page.getByText(jsEnabled() ? "You're under 13, so we'll ask a parent" : "Only if you are under 13")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(kid.password);
  await page.getByLabel("Confirm password").fill(kid.password);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Players under 13 need a parent's permission.");
  await page.getByLabel("Your parent's email").fill(parentEmail);
  await page.getByLabel("Password", { exact: true }).fill(kid.password);
  await page.getByLabel("Confirm password").fill(kid.password);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByTestId("parent-notice")).toContainText(parentEmail);
  return parentEmail;
}
