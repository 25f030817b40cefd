/**
 * A signed-in player made the way a child makes one: POST /register, then the link of the
 * verification mail, which signs them in. Going through the site (not the session model) keeps
 * the cookie right whatever the session code stores (issue 12 may hash the token into the id),
 * and it works beside a running server on PGlite as on PostgreSQL.
 *
 * Without SMTP_URL the app writes its mail to DATA_DIR/outbox/*.eml (the link is in the text part,
 * quoted-printable), as tests/support/running-app.ts `signUp` reads it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { decodeMail } from "../tests/e2e/mail";

export interface SignedInPlayer {
  email: string;
  username: string;
  /** `cp_session=...`, ready for a Cookie header. */
  cookie: string;
}

const MAIL_WAIT_MS = 10_000;

/** A new name each run: a PostgreSQL database may be reused, and an address can register once. */
export async function signUp(baseUrl: string, dataDir: string, username = `child${Date.now() % 1e10}`): Promise<SignedInPlayer> {
  const email = `${username}@example.com`;
  const password = "correct horse battery staple";
  const registered = await fetch(`${baseUrl}/register`, {
    method: "POST",
    body: new URLSearchParams({ email, username, password, confirmPassword: password, birthMonth: "3", birthYear: "1990" }),
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  await registered.arrayBuffer();
  if (registered.status >= 400) throw new Error(`sign-in: POST /register answered ${registered.status}`);

  const outbox = path.join(dataDir, "outbox");
  let link: string | undefined;
  for (const deadline = Date.now() + MAIL_WAIT_MS; !link && Date.now() < deadline;) {
    const mails = existsSync(outbox) ? readdirSync(outbox).filter((file) => file.includes(email)) : [];
    link = mails
      .map((file) => /https?:\/\/\S+\/auth\/verify\?token=\S+/.exec(decodeMail(readFileSync(path.join(outbox, file), "utf8")).text)?.[0])
      .find(Boolean);
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!link) throw new Error(`sign-in: no verification mail for ${email} in ${outbox}`);

  // The link names the app's configured host; the bench's server is at baseUrl.
  const { pathname, search } = new URL(link);
  const verified = await fetch(`${baseUrl}${pathname}${search}`, { redirect: "manual", signal: AbortSignal.timeout(30_000) });
  await verified.arrayBuffer();
  const cookie = verified.headers
    .getSetCookie()
    .find((header) => header.startsWith("cp_session="))
    ?.split(";")[0];
  if (!cookie) throw new Error(`sign-in: opening the verification link did not sign in (${verified.status})`);

  // The cookie must open a signed-in page, or every signed-in figure would be an anonymous one.
  const profile = await fetch(`${baseUrl}/my-games`, {
    headers: { Cookie: cookie },
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  // The page's words, not its scripts: the messages it carries for the browser name "Please sign in" too.
  const page = (await profile.text()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  if (profile.status !== 200 || !page.includes(username) || page.includes("Please sign in"))
    throw new Error(`sign-in: /my-games with the new cookie did not show the player (${profile.status})`);
  return { email, username, cookie };
}
