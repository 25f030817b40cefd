/**
 * Account helpers for journeys that need a signed-in player: a real sign-up through the pages,
 * the verification mail read from the test SMTP server, and the link followed.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import type { CaughtMail } from "./mail";

const mailDir = path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data", "mail");

/** The newest mail to `address` whose subject matches, waiting up to 10 s for it to arrive. */
export async function waitForMail(address: string, subject: RegExp): Promise<CaughtMail> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mails = readdirSync(mailDir)
      .sort()
      .reverse()
      .map((file) => JSON.parse(readFileSync(path.join(mailDir, file), "utf8")) as CaughtMail);
    const mail = mails.find((m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${address} matching ${subject}`);
}

export function linkIn(mail: CaughtMail, pathPrefix: string): string {
  const link = mail.text.match(new RegExp(`https?://[^\\s]+${pathPrefix.replace(/[/?]/g, "\\$&")}[^\\s]*`))?.[0];
  if (!link) throw new Error(`no ${pathPrefix} link in mail "${mail.subject}"`);
  return link;
}

let counter = 0;

/** A unique identity per call: e-mails and usernames never clash across tests and projects. */
export function newIdentity(prefix = "player") {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return {
    email: `${prefix}.${id}@example.com`,
    username: `${prefix}_${id}`.slice(0, 30),
    password: "correct-horse-7",
  };
}

/** Registers through /register, verifies through the mailed link, and lands signed in on /profile. */
export async function signUpAndSignIn(page: Page, identity = newIdentity()) {
  await page.goto("/register");
  await page.getByLabel("Email").fill(identity.email);
  await page.getByLabel("Username (optional)").fill(identity.username);
  await page.getByLabel("Password", { exact: true }).fill(identity.password);
  await page.getByLabel("Confirm password").fill(identity.password);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  const mail = await waitForMail(identity.email, /Verify your CleverPlay email/);
  await page.goto(linkIn(mail, "/auth/verify?token="));
  await expect(page).toHaveURL(/\/profile$/, { timeout: 10_000 });
  return identity;
}

/** Signs an existing, verified player in through /login. */
export async function signIn(page: Page, identity: { email: string; password: string }, redirectTo?: string) {
  await page.goto(redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login");
  await page.getByLabel("Email").fill(identity.email);
  await page.getByLabel("Password").fill(identity.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** Makes the test Google provider answer the next sign-in with this address. */
export function nextGoogleUser(email: string) {
  writeFileSync(path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data", "google-next-user.json"), JSON.stringify({ email }));
}
