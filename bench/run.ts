/**
 * `npm run bench` — CleverPlay's benchmark harness (issue 2, "Benchmark harness").
 *
 *  1. `npm run build` (skip with BENCH_SKIP_BUILD=1);
 *  2. starts `node --import tsx server/index.ts` on a free port with NODE_ENV=production and
 *     LOG_REQUESTS=false, on BENCH_DATABASE_URL (PostgreSQL; the app migrates and seeds it, so use
 *     a scratch database) or else on PGlite in a fresh temporary DATA_DIR, deleted at the end;
 *  3. runs the prepare hooks of ./prepare.ts, and prepares the realtime players and sessions;
 *  4. weighs each page's first load (gzip bytes of JS, CSS, HTML: ./page-weight.ts);
 *  5. loads each route of ./config.ts one after another with autocannon (./load.ts):
 *     BENCH_WARMUP s of warm-up (default 2) then BENCH_DURATION s measured (default 10) over
 *     BENCH_CONNECTIONS connections (default 10);
 *  6. realtime (./realtime.ts): BENCH_SESSIONS two-player sessions (default 500, 1,000 sockets)
 *     answering every BENCH_ANSWER_INTERVAL_MS (default 2000), on a bare `ws` broadcast server
 *     then on the hub at /ws, with the same warm-up and duration; then BENCH_JOINS players
 *     (default 100) joining one invite code at once;
 *  7. prints the tables and the targets (PASS/MISS), and writes bench/results/latest.json.
 *
 * Targets are reported, not enforced: the exit code is 1 only when the harness itself failed
 * (build, start-up, a crash of the server, bad settings). BENCH_VERBOSE=1 shows the server's output.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readSettings, redactUrl, routes, type Settings } from "./config";
import { measureLoad, type LoadResult } from "./load";
import { measurePageWeight, type PageWeight } from "./page-weight";
import { prepareHooks, type PrepareContext } from "./prepare";
import { measureRealtime, prepareRealtime, type RealtimeFixture } from "./realtime";
import { DRAIN_TIMEOUT_MS } from "./relay-load";
import {
  evaluateRealtimeTargets,
  evaluateTargets,
  formatRealtimeTable,
  formatTable,
  formatTargets,
  shareOfBare,
  writeResults,
  type RouteResult,
} from "./report";
import { AppServer, freePort, runBuild } from "./server";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const RESULTS_FILE = path.join(ROOT, "bench/results/latest.json");

const log = (message: string) => console.log(`bench: ${message}`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const started = performance.now();
  const startedAt = new Date();
  process.chdir(ROOT); // the app resolves build/, public/ and drizzle/migrations from here
  const settings = readSettings();
  const baselines = routes.filter((route) => route.baseline);
  if (baselines.length !== 1) throw new Error(`bench/config.ts: exactly one route must be the baseline (found ${baselines.length})`);
  const driver = settings.databaseUrl ? "postgres" : "pglite";

  if (settings.skipBuild) {
    log("build skipped (BENCH_SKIP_BUILD)");
  } else {
    const t = performance.now();
    log("npm run build ...");
    await runBuild(ROOT);
    log(`built in ${seconds(t)}`);
  }

  // Always a temporary DATA_DIR: the PGlite database, and in every case the session secret and
  // mail outbox the server keeps there, stay out of the working tree.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cleverplay-bench-"));
  const server = new AppServer({
    root: ROOT,
    port: await freePort(),
    dataDir,
    databaseUrl: settings.databaseUrl,
    startTimeoutMs: settings.startTimeoutMs,
    verbose: settings.verbose,
  });
  let cleaning: Promise<void> | undefined;
  const cleanup = () => (cleaning ??= server.stop().finally(() => rmSync(dataDir, { recursive: true, force: true })));
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`bench: ${signal}, stopping the server`);
    void cleanup().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  process.once("exit", () => {
    server.killNow();
    rmSync(dataDir, { recursive: true, force: true });
  });

  try {
    let t = performance.now();
    const where = settings.databaseUrl ? redactUrl(settings.databaseUrl) : `PGlite in ${dataDir}`;
    log(`starting the server on ${server.baseUrl} (${where}) ...`);
    await server.start();
    log(`server ready in ${seconds(t)}`);

    const prepare = prepareContext(server, settings, dataDir, driver);
    for (const hook of prepareHooks) await timed(`prepare: ${hook.name || "(anonymous hook)"}`, () => hook(prepare));
    const { realtime: realtimeSettings } = settings;
    let fixture: RealtimeFixture | undefined;
    if (realtimeSettings.sessions + realtimeSettings.joins > 0) {
      fixture = await timed("prepare: realtime", () => prepareRealtime(prepare, realtimeSettings));
    }

    // A route that does not answer 2xx is still measured, but said loudly.
    const warnings: string[] = [];
    for (const route of routes) {
      const response = await fetch(server.baseUrl + route.path, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (!response.ok) warnings.push(`GET ${route.path} answered ${response.status}`);
    }

    t = performance.now();
    const pages = new Map<string, PageWeight>();
    for (const route of routes.filter((route) => route.page)) {
      const page = await measurePageWeight(server.baseUrl + route.path);
      pages.set(route.name, page);
      for (const problem of page.problems) warnings.push(`page weight of ${route.path}: ${problem}`);
    }
    log(`page weight measured in ${seconds(t)}`);

    const loads: LoadResult[] = [];
    for (const route of routes) {
      t = performance.now();
      const load = await measureLoad(server.baseUrl + route.path, settings.load, route.headers);
      if (!server.running) throw new Error(`the server died while ${route.path} was measured. Its output:\n${server.recentOutput()}`);
      log(`GET ${route.path}: ${load.requestsPerSecond.toFixed(0)} req/s (${seconds(t)})`);
      if (load.non2xx > 0) warnings.push(`GET ${route.path}: ${load.non2xx} non-2xx responses ${JSON.stringify(load.statusCodes)}`);
      if (load.errors > 0) warnings.push(`GET ${route.path}: ${load.errors} requests without a response (${load.timeouts} timeouts)`);
      loads.push(load);
    }
    const baselineRps = loads[routes.findIndex((route) => route.baseline)].requestsPerSecond;
    const results: RouteResult[] = routes.map((route, index) => ({
      route,
      load: loads[index],
      shareOfBaseline: baselineRps > 0 ? loads[index].requestsPerSecond / baselineRps : 0,
      page: pages.get(route.name),
    }));

    const { load } = settings;
    const realtime = fixture
      ? await measureRealtime({ root: ROOT, baseUrl: server.baseUrl, fixture, settings: realtimeSettings, load, log })
      : {};
    if (!server.running) throw new Error(`the server died during the realtime benchmark. Its output:\n${server.recentOutput()}`);
    for (const [name, relay] of Object.entries({ "bare ws broadcast": realtime.bare, "/ws session hub": realtime.hub })) {
      if (!relay) continue;
      for (const [message, count] of Object.entries(relay.errors)) warnings.push(`${name}: ${count} × "${message}"`);
      if (relay.undelivered > 0) {
        warnings.push(`${name}: ${relay.undelivered} answers had not reached the other player ${DRAIN_TIMEOUT_MS / 1000} s after the end`);
      }
      if (relay.closedEarly > 0) warnings.push(`${name}: ${relay.closedEarly} sockets were closed before the end`);
      if (relay.durationS < load.durationS) warnings.push(`${name}: measured ${relay.durationS} s only, to end before the race does`);
    }
    const targets = [...evaluateTargets(results), ...evaluateRealtimeTargets(realtime)];

    console.log(
      `\nCleverPlay benchmark: ${driver}, ${load.connections} connections, ` +
        `${load.warmupS} s warm-up + ${load.durationS} s per route, ${os.cpus().length} CPUs, Node ${process.version}\n`,
    );
    console.log(formatTable(results));
    if (realtime.hub || realtime.bare) {
      console.log(`\nRealtime: one answer per player every ${realtimeSettings.answerIntervalMs} ms once the previous one is back; msg/s =`);
      console.log("answers delivered per second (back to the sender and to the other player); missed = answer slots skipped");
      const drainS = DRAIN_TIMEOUT_MS / 1000;
      console.log(`because the previous answer was not back yet; late = answers not at the other player ${drainS} s after the end.\n`);
      console.log(formatRealtimeTable(realtime));
    }
    console.log("\nTargets (reported, not enforced; kB = 1000 bytes of gzip level 9):");
    console.log(formatTargets(targets));
    if (warnings.length > 0) console.log(`\nWarnings:\n${warnings.map((warning) => `  - ${warning}`).join("\n")}`);

    writeResults(RESULTS_FILE, {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      git: gitState(),
      machine: { node: process.version, platform: `${os.platform()} ${os.arch()}`, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model },
      database: { driver, url: settings.databaseUrl ? redactUrl(settings.databaseUrl) : undefined },
      settings: { ...settings.load, realtime: realtimeSettings, prepareHooks: prepareHooks.map((hook) => hook.name || "(anonymous)") },
      routes: results.map(({ route, load, shareOfBaseline, page }) => ({ ...route, load, shareOfBaseline, page })),
      realtime: { ...realtime, shareOfBare: shareOfBare(realtime) },
      targets,
      warnings,
    });
    console.log(`\nResults: ${path.relative(process.cwd(), RESULTS_FILE)} (whole run ${seconds(started)})`);
  } finally {
    await cleanup();
  }
}

/** What prepare hooks and the realtime preparation work with (./prepare.ts). */
function prepareContext(server: AppServer, settings: Settings, dataDir: string, driver: "postgres" | "pglite"): PrepareContext {
  return {
    baseUrl: server.baseUrl,
    driver,
    databaseUrl: settings.databaseUrl,
    dataDir,
    log: (message) => log(`  ${message}`),
    async withDatabase(work) {
      const { openDatabase } = await import("../app/db.server");
      // PGlite is one process's database: the server lets go of it while the hook works.
      if (driver === "pglite") await server.stop();
      try {
        const handle = await openDatabase(
          settings.databaseUrl ? { url: settings.databaseUrl, migrate: false, poolSize: 4 } : { dataDir, migrate: false },
        );
        try {
          return await work(handle.db);
        } finally {
          await handle.close();
        }
      } finally {
        if (driver === "pglite") await server.start();
      }
    },
  };
}

async function timed<T>(step: string, work: () => Promise<T>): Promise<T> {
  const t = performance.now();
  log(`${step} ...`);
  const result = await work();
  log(`${step} done in ${seconds(t)}`);
  return result;
}

function gitState(): { commit?: string; dirty?: boolean } {
  try {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain"], { cwd: ROOT, encoding: "utf8" }).trim() !== "";
    return { commit, dirty };
  } catch {
    return {};
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
