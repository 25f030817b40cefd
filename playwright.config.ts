import { defineConfig } from "@playwright/test";
import { JOURNEY_MS, PAGE_ANSWER_MS } from "./tests/e2e/timing";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".e2e-data";

/**
 * End-to-end tests against the built app, started on a fresh embedded database, in Debian's
 * Chromium. Every journey runs twice: with JavaScript and without it.
 *
 * Two workers share the one app server: two spec files (or one file's two projects) at once.
 * Each journey makes its own players (signedInPlayer, newIdentity) and its own sessions and races,
 * and asks Google for its own user (a cookie of its browser), so none waits on another's state;
 * see docs/decisions/suite-speed.md.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  // In CI a journey that fails is run once more: the machine is shared, and a journey that answers
  // against a race clock can lose it to other agents' load. One that fails twice fails the run, and
  // one that passes on its second try is printed as flaky (docs/decisions/suite-speed.md).
  retries: process.env.CI ? 1 : 0,
  // In CI also each journey's time, for the next look at the suite's length (docs/suite-timings.md).
  reporter: process.env.CI ? [["line"], ["json", { outputFile: "test-results/e2e-report.json" }]] : "list",
  // Ceilings for a busy machine (a load average of 15-24 on the 2 cores: other agents, `npm run
  // bench`), where a page can take seconds to answer: journeys wait for the page, never for a clock
  // (tests/e2e/timing.ts, docs/decisions/e2e-busy-machine.md).
  timeout: JOURNEY_MS,
  expect: { timeout: PAGE_ANSWER_MS },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    // In CI a trace is recorded only when a journey is run again after failing (its one retry):
    // recording one for every journey, to throw it away when it passes, cost a quarter of the
    // journeys' CPU (the browser's screencast for the trace's screenshots) and a sixth of their
    // time (docs/decisions/suite-speed-tenth-pass.md). Locally, a failing journey keeps its trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // The system asks for less motion (the app's prefers-reduced-motion rules): no journey asserts
    // a motion, and a click waits for its target to stop moving (the stage's card shakes after a
    // wrong answer, the results count up and reveal their stars): a quarter to a third of the
    // stage's journeys' time (games-stage, keyboard-play: docs/suite-timings.md). play.spec.ts
    // plays one round with motion on.
    reducedMotion: "reduce",
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false } },
    // Last: the ledger invariant over everything the journeys did.
    { name: "ledger", testMatch: /ledger\.after\.ts$/, dependencies: ["js", "no-js"] },
  ],
  // The app, with a real SMTP server catching its mail and a local OAuth2 server for Google.
  webServer: {
    command: "node --import tsx tests/e2e/servers.ts",
    env: { E2E_PORT: String(PORT), E2E_DATA_DIR: DATA_DIR },
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
