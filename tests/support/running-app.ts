/**
 * The built app started as the real process an operator runs (`node build/server.js`, what
 * `npm start` and the image run), on a fresh embedded database, for tests/security and
 * tests/http. Nothing is
 * mocked: the tests talk HTTP and raw TCP to it, and watch whether the process is still alive.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { decodeMail } from "../e2e/mail";
import { unpackDataDir } from "./migrated-snapshot";

export interface RunningApp {
  origin: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the process wrote to stdout and stderr. */
  log(): string;
  alive(): boolean;
  /** Mail written to DATA_DIR/outbox (no SMTP_URL), oldest first. */
  outbox(): Array<{ file: string; subject: string; text: string }>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A new DATA_DIR whose embedded database is already made and migrated: vitest's global setup's
 * PGlite data dir (TEST_PGLITE_SNAPSHOT, tests/support/migrated-once.ts) unpacked where the app
 * keeps it (`pglite/`, app/db.server.ts). The app opens it instead of making a new cluster
 * (PGlite's initdb: most of a start, 16 s against 2.6 s at a load of 20), then runs its
 * migrations (none left) and its seed as on any start. Without the snapshot (a file run outside
 * vitest's setup), an empty folder, as before.
 */
function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "cleverplay-app-"));
  const snapshot = process.env.TEST_PGLITE_SNAPSHOT;
  if (snapshot && existsSync(snapshot)) unpackDataDir(snapshot, dir);
  return dir;
}

export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  if (!existsSync("build/server.js")) throw new Error("tests/security and tests/http need the built app: run `npm run build` first");
  // A free port can be taken by another test's process before this one listens on it: try another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePort(env);
    } catch (error) {
      if (attempt === 3 || !(error instanceof PortTaken)) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startOnFreePort(env: Record<string, string>): Promise<RunningApp> {
  // A given PORT: an instance restarted where a proxy expects it.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = env.DATA_DIR ?? newDataDir();
  let output = "";
  const child = spawn(process.execPath, ["build/server.js"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_REQUESTS: "true",
      APP_URL: "",
      SMTP_URL: "",
      DATABASE_URL: "",
      // Card payments configured, against a Stripe that cannot be reached: the webhook checks
      // signatures, and a card purchase meets a network failure.
      STRIPE_SECRET_KEY: "sk_test_security",
      STRIPE_WEBHOOK_SECRET: "whsec_security",
      STRIPE_API_URL: "http://127.0.0.1:9",
      ...env,
    },
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  let exited = false;
  // 'close', not 'exit': it comes once the process's output is read to its end, so a failed
  // start says why.
  child.on("close", () => (exited = true));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited && /PORT \d+ is already in use/.test(output)) throw new PortTaken(output);
    if (exited) throw new Error(`the app exited at start:\n${output}`);
    if (Date.now() > deadline) {
      // Left running, it would go on taking the machine from the tests after it.
      child.kill("SIGKILL");
      throw new Error(`the app did not start in 60 s:\n${output}`);
    }
    const up = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const outboxDir = path.join(dataDir, "outbox");
  return {
    origin,
    port,
    dataDir,
    process: child,
    log: () => output,
    alive: () => !exited,
    outbox: () =>
      existsSync(outboxDir)
        ? readdirSync(outboxDir)
            .sort()
            .map((file) => ({ file, ...decodeMail(readFileSync(path.join(outboxDir, file), "utf8")) }))
        : [],
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once("close", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** The site still answers: the process lives and a page renders. */
export async function stillServing(app: RunningApp): Promise<boolean> {
  if (!app.alive()) return false;
  const response = await fetch(`${app.origin}/games`).catch(() => null);
  return response?.status === 200;
}

let players = 0;

/**
 * A verified, signed-in player made the way a person does it: register, open the link in the
 * verification mail (which signs them in). Returns the Cookie header for their requests.
 */
export async function signUp(app: RunningApp): Promise<{ email: string; username: string; password: string; cookie: string }> {
  // Digits only: random letters can spell a word the name screen refuses.
  const n = `${Date.now() % 1e10}${++players}`;
  const email = `player${n}@example.com`;
  const username = `player${n}`.slice(0, 20);
  const password = "correct horse battery";
  const registered = await fetch(`${app.origin}/register`, {
    method: "POST",
    body: new URLSearchParams({ email, username, password, confirmPassword: password, birthMonth: "3", birthYear: "1990" }),
    redirect: "manual",
  });
  if (registered.status >= 400) throw new Error(`registration refused: ${registered.status}`);
  let link: string | undefined;
  for (let i = 0; i < 50 && !link; i++) {
    link = app
      .outbox()
      .filter((mail) => mail.file.includes(email))
      .map((mail) => /https?:\/\/\S+\/auth\/verify\?token=\S+/.exec(mail.text)?.[0])
      .find(Boolean);
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  if (!link) throw new Error("no verification mail");
  const verified = await fetch(`${app.origin}${new URL(link).pathname}${new URL(link).search}`, { redirect: "manual" });
  const cookie = verified.headers
    .getSetCookie()
    .find((c) => c.startsWith("cp_session="))
    ?.split(";")[0];
  if (!cookie) throw new Error(`verification did not sign in: ${verified.status}`);
  return { email, username, password, cookie };
}

/** Starts the app with settings expected to stop it: its exit code and everything it printed. */
export async function startExpectingFailure(
  env: Record<string, string>,
  script = "build/server.js",
): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "cleverplay-failing-"));
  const child = spawn(process.execPath, [script], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", ...env },
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  clearTimeout(timer);
  return { code, output };
}
