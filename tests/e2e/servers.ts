/**
 * The end-to-end world, started by Playwright's webServer: a real SMTP server that catches the
 * app's mail into MAIL_DIR, a local OAuth2/OpenID server standing in for Google, a fake Stripe
 * API (the app talks to it through the real SDK) and the built app itself (one child process)
 * wired to all three. SIGTERM stops them all.
 *
 * The app is the production server and Remix build with one test-only route added (the quick
 * signed-in player of tests/e2e/app-server.ts): its entry is bundled here the way
 * scripts/build-server.ts bundles build/server.js, and only this process sets E2E_TEST_HOOKS.
 */
import { spawn } from "node:child_process";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { build } from "esbuild";
import { OAuth2Server } from "oauth2-mock-server";
import { SMTPServer } from "smtp-server";
import { serverBundleOptions } from "../../scripts/server-bundle";
import { startFakeStripe } from "../support/fake-stripe";
import { migratedSnapshot, unpackDataDir } from "../support/migrated-snapshot";
import { decodeMail } from "./mail";
import { RACE_SECONDS } from "./timing";

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data");
const mailDir = path.join(dataDir, "mail");
const smtpPort = port + 1;
const oauthPort = port + 2;
const stripePort = port + 3;
const stripeWebhookSecret = "whsec_e2e";

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

let mailCount = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      const mail = {
        to,
        ...decodeMail(Buffer.concat(chunks).toString("utf8")),
      };
      // Written aside, then renamed: a test polling the folder never reads half a mail.
      const file = path.join(mailDir, `${Date.now()}-${++mailCount}.json`);
      writeFileSync(`${file}.part`, JSON.stringify(mail));
      renameSync(`${file}.part`, file);
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));

// Each Google sign-in is a new verified user, unless the browser carries the cookie
// GOOGLE_USER_COOKIE (tests/e2e/accounts.ts, nextGoogleUser: to sign in as an address that already
// has an account, say). A cookie of the test's own browser, not a file: journeys run at once on
// several workers, and one must not take the address another asked for. It follows the flow:
// authorization code, then access token, then the app's userinfo request.
const GOOGLE_USER_COOKIE = "e2e_google_user";
const oauth = new OAuth2Server();
await oauth.issuer.keys.generate("RS256");
let googleUsers = 0;
const wantedByCode = new Map<string, string>();
const wantedByToken = new Map<string, string>();
oauth.service.on("beforeAuthorizeRedirect", ({ url }: { url: URL }, req: IncomingMessage) => {
  const cookie = (req.headers.cookie ?? "").split("; ").find((pair) => pair.startsWith(`${GOOGLE_USER_COOKIE}=`));
  const code = url.searchParams.get("code");
  if (cookie && code) wantedByCode.set(code, decodeURIComponent(cookie.slice(GOOGLE_USER_COOKIE.length + 1)));
});
oauth.service.on("beforeResponse", (response: { body: { access_token?: string } }, req: IncomingMessage & { body: { code?: string } }) => {
  const email = wantedByCode.get(req.body.code ?? "");
  if (email && response.body.access_token) wantedByToken.set(response.body.access_token, email);
});
oauth.service.on("beforeUserinfo", (userInfo: { body: Record<string, unknown> }, req: IncomingMessage) => {
  const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
  const email = wantedByToken.get(token) ?? `google.player${++googleUsers}.${Date.now()}@example.com`;
  userInfo.body = {
    sub: `google-${email}`,
    email,
    email_verified: true,
    name: "Google Player",
  };
});
await oauth.start(oauthPort, "127.0.0.1");
const issuer = `http://127.0.0.1:${oauthPort}`;

const stripe = await startFakeStripe({
  port: stripePort,
  host: "127.0.0.1",
  webhookSecret: stripeWebhookSecret,
  webhookUrl: `http://127.0.0.1:${port}/stripe/webhook`,
});

// In the data directory, which is inside the checkout by default: the bundle's package imports
// resolve from the checkout's node_modules.
const appDir = path.join(dataDir, "app");
await build({ ...serverBundleOptions, entryPoints: { "app-server": "tests/e2e/app-server.ts" }, outdir: appDir });

// A database made and migrated already (kept by vitest's run, or made here once): the app opens it
// rather than making one, PGlite's initdb and the migrations being most of its start.
unpackDataDir(await migratedSnapshot(), dataDir);

const app = spawn(process.execPath, [path.join(appDir, "app-server.js")], {
  stdio: ["ignore", "inherit", "inherit"],
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_REQUESTS: "false",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    GOOGLE_CLIENT_ID: "cleverplay-e2e",
    GOOGLE_CLIENT_SECRET: "e2e-secret",
    GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
    // The administrator of tests/e2e/ledger.after.ts.
    ADMIN_EMAILS: "ledger.admin@example.com",
    STRIPE_SECRET_KEY: "sk_test_e2e",
    STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
    STRIPE_API_URL: stripe.url,
    // Two-player races last 20 s instead of the spec's 60, so a journey can wait for the end.
    RACE_SECONDS: String(RACE_SECONDS),
    // The one switch for POST /__e2e/sign-in (tests/e2e/app-server.ts refuses to start without it).
    E2E_TEST_HOOKS: "1",
  },
});

async function closeFakes() {
  await Promise.allSettled([oauth.stop(), stripe.close()]);
  smtp.close();
}
async function stop() {
  app.kill("SIGTERM");
  await closeFakes();
}
process.on("SIGTERM", () => void stop().then(() => process.exit(0)));
process.on("SIGINT", () => void stop().then(() => process.exit(0)));
app.on("exit", (code) => void closeFakes().then(() => process.exit(code ?? 1)));
