/**
 * `npm run bench` — CleverPlay's benchmark harness (issue 2; its targets restated by issue 29,
 * listed in ./config.ts and docs/benchmarks.md).
 *
 *  1. `npm run build` (skip with BENCH_SKIP_BUILD=1);
 *  2. starts the built server (./server.ts) from a copy of the build, so a rebuild in the working
 *     tree cannot change it mid-run, on a free port with NODE_ENV=production and
 *     LOG_REQUESTS=false, on BENCH_DATABASE_URL (PostgreSQL, a scratch database: emptied first, then
 *     the app migrates and seeds it) or else on PGlite in a fresh temporary DATA_DIR, deleted at the end;
 *  3. runs the prepare hooks of ./prepare.ts (among them a signed-in player and 100,000
 *     leaderboard rows), and prepares the realtime players and sessions;
 *  4. weighs the first load of every page of the route table (`pages` in ./config.ts): HTML, JS and
 *     CSS raw, on the wire as the server compresses them, and gzip level 9 (./page-weight.ts);
 *  5. audits every page with Lighthouse's mobile profile, signed-in pages with the player's
 *     cookie (./lighthouse.ts; skip with BENCH_LIGHTHOUSE=0): the four category scores and the
 *     audits that cost points;
 *  6. loads every page cold in Chromium on a school line, 400 kbps / 400 ms RTT, without
 *     JavaScript then with it (./slow-network.ts; skip with BENCH_SLOW_NETWORK=0): the largest
 *     contentful paint, and with JavaScript when the page is loaded and hydrated;
 *  7. loads each route of `routes` one after another with autocannon (./load.ts): BENCH_WARMUP s of
 *     warm-up (default 2) then BENCH_DURATION s measured (default 10) over BENCH_CONNECTIONS
 *     connections (default 10) or the route's own count (the signed-in routes and the visitor
 *     renders they are compared with: 50);
 *  8. with BENCH_AGAINST=<another built checkout>: starts that build's server too and loads the
 *     routes marked `against` on both in turn, A, B, A, B (./against.ts);
 *  9. realtime (./realtime.ts): BENCH_SESSIONS two-player sessions (default 500, 1,000 sockets)
 *     answering every BENCH_ANSWER_INTERVAL_MS (default 2000), on a bare `ws` broadcast server
 *     then on the hub at /ws, with the same warm-up and duration; then BENCH_JOINS players
 *     (default 100) joining one invite code at once;
 * 10. class races (./class-races.ts): BENCH_CLASS_RACES races (default 50) of
 *     BENCH_CLASS_RACE_PLAYERS signed-in players (default 40; 2,050 sockets with the projectors),
 *     prepared and started just before, every player answering by the play route every
 *     BENCH_ANSWER_INTERVAL_MS; the time from an answer's commit to the room showing it at the
 *     other players' screens and at the projector's, beside a bare `ws` server doing the same
 *     coalesced fan-out (./bare-room-server.ts), with the same warm-up and duration. 0 skips it;
 * 10b. the class sign-in (./class-login.ts): BENCH_CLASS_LOGIN students a teacher made (default 40)
 *     going through /class-login at once, from one address; 0 skips it;
 * 11. prints the tables, the machine's load average at the start and the end (a busy machine makes
 *     every figure worse), how long each step took, and every target as one PASS/MISS row
 *     (./report.ts, ./report-pages.ts); writes bench/results/latest.json and the Lighthouse
 *     reports (bench/results/lighthouse/).
 *
 * Targets are reported, not enforced: the exit code is 1 only when the harness itself failed
 * (build, start-up, a crash of the server, bad settings). BENCH_VERBOSE=1 shows the server's output.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkMigrations, measureAgainst } from "./against";
import { measureClassRaces, prepareClassRaces, type ClassRaceResult } from "./class-races";
import {
  budgets,
  inLanguages,
  pageCookie,
  pages,
  readSettings,
  redactUrl,
  routes,
  schoolLine,
  type BenchRoute,
  type Settings,
} from "./config";
import { measureLighthouse, type LighthouseResult } from "./lighthouse";
import { languageProblems } from "./page-language";
import { measureLoad, type LoadResult } from "./load";
import { measurePageWeight, type PageWeight } from "./page-weight";
import { prepareHooks } from "./prepare";
import type { PrepareContext } from "./prepare-context";
import { emptyScratchDatabase } from "./scratch-database";
import { evaluateClassLoginTargets, formatClassLogin, measureClassLogin, prepareClassLogin, type ClassLoginResult } from "./class-login";
import { measureRealtime, prepareRealtime, type RealtimeFixture } from "./realtime";
import { ROOM_INTERVAL_MS } from "../server/realtime/class-rooms";
import { DRAIN_TIMEOUT_MS } from "./relay-load";
import {
  computeShares,
  evaluateAgainstTargets,
  evaluateClassRaceTargets,
  evaluateRealtimeTargets,
  evaluateTargets,
  formatAgainstTable,
  formatClassRaceTable,
  formatRealtimeTable,
  formatTable,
  formatTargets,
  shareOfBare,
  writeResults,
  type AgainstResult,
  type RouteResult,
} from "./report";
import { evaluatePageTargets, formatLighthouseTable, formatSchoolLineTable, formatWeightTable, type PageResult } from "./report-pages";
import { measureSchoolLine, type SchoolLineResult } from "./slow-network";
import { AppServer, freePort, guardFor, runBuild, snapshotApp } from "./server";

/** A class race's seconds beyond the warm-up and the measurement: the bare run, the connections, the drain. */
const CLASS_RACE_MARGIN_S = 240;
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const RESULTS_FILE = path.join(ROOT, "bench/results/latest.json");
const LIGHTHOUSE_DIR = path.join(ROOT, "bench/results/lighthouse");

const log = (message: string) => console.log(`bench: ${message}`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
/** 1, 5 and 15 minutes, as uptime prints them. */
const loadAverage = () => os.loadavg().map((load) => Number(load.toFixed(2)));

/** The routes to load: BENCH_ROUTES's (all when unset) and the routes they are compared with. */
function routesToMeasure(settings: Settings): BenchRoute[] {
  const named = new Set(settings.routeNames ?? routes.map((route) => route.name));
  for (const route of routes) if (named.has(route.name) && route.minShareOf) named.add(route.minShareOf.route);
  return routes.filter((route) => named.has(route.name));
}

async function main(): Promise<void> {
  const started = performance.now();
  const startedAt = new Date();
  // Taken before the build: what else the machine was doing when the run began.
  const loadAtStart = loadAverage();
  log(`load average at the start: ${loadAtStart.join(", ")} (${os.cpus().length} CPUs, Node ${process.version})`);
  process.chdir(ROOT); // the app resolves build/, public/ and drizzle/migrations from here
  const settings = readSettings();
  const measured = routesToMeasure(settings);
  // Each page in English, and in Spanish beside it (BENCH_LANGUAGES): the Spanish rows carry the cp_lang cookie.
  const benchPages = inLanguages(
    settings.pageNames ? pages.filter((page) => settings.pageNames!.includes(page.name)) : pages,
    settings.languages,
  );
  const driver = settings.databaseUrl ? "postgres" : "pglite";
  // Before anything long runs: an unusable other build fails the run now, not after Lighthouse.
  if (settings.against) checkMigrations(ROOT, settings.against.root);
  /** Seconds each step took, in order: what a long run spent its time on. */
  const steps: Array<[string, number]> = [];
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    try {
      return await work();
    } finally {
      steps.push([name, Math.round((performance.now() - t) / 100) / 10]);
    }
  };

  if (settings.skipBuild) {
    log("build skipped (BENCH_SKIP_BUILD)");
  } else {
    const t = performance.now();
    log("npm run build ...");
    await step("build", () => runBuild(ROOT));
    log(`built in ${seconds(t)}`);
  }

  // Always a temporary DATA_DIR: the PGlite database, and in every case the session secret and
  // mail outbox the server keeps there, stay out of the working tree.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cleverplay-bench-"));
  const appDir = snapshotApp(ROOT);
  const removeTemporary = () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(appDir, { recursive: true, force: true });
  };
  const server = new AppServer({
    root: ROOT,
    appDir,
    port: await freePort(),
    dataDir,
    databaseUrl: settings.databaseUrl,
    startTimeoutMs: settings.startTimeoutMs,
    verbose: settings.verbose,
  });
  /** The other build's server while it runs (BENCH_AGAINST). */
  let killAgainst: (() => void) | undefined;
  let cleaning: Promise<void> | undefined;
  const cleanup = () => (cleaning ??= server.stop().finally(removeTemporary));
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`bench: ${signal}, stopping the server`);
    killAgainst?.();
    void cleanup().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  process.once("exit", () => {
    killAgainst?.();
    server.killNow();
    removeTemporary();
  });

  try {
    let t = performance.now();
    const where = settings.databaseUrl ? redactUrl(settings.databaseUrl) : `PGlite in ${dataDir}`;
    if (settings.databaseUrl) await emptyScratchDatabase(settings.databaseUrl, log);
    log(`starting the server on ${server.baseUrl} (${where}) ...`);
    await step("start", () => server.start());
    log(`server ready in ${seconds(t)}`);

    const prepare = prepareContext(server, settings, dataDir, driver);
    await step("prepare", async () => {
      for (const hook of prepareHooks) await timed(`prepare: ${hook.name || "(anonymous hook)"}`, () => hook(prepare));
    });
    // A path that names what a hook made (`{class-page}`) becomes that page's path.
    for (const item of [...measured, ...benchPages])
      item.path = item.path.replace(/\{([\w-]+)\}/g, (whole, key: string) => prepare.paths[key] ?? whole);
    const { realtime: realtimeSettings } = settings;
    let fixture: RealtimeFixture | undefined;
    if (realtimeSettings.sessions + realtimeSettings.joins + realtimeSettings.party > 0) {
      fixture = await step("prepare realtime", () => timed("prepare: realtime", () => prepareRealtime(prepare, realtimeSettings)));
    }

    // Signed-in routes and pages carry the cookie of the player signed in by ./prepare.ts.
    const cookie = prepare.player?.cookie;
    const headersOf = (route: { signedIn?: boolean; headers?: Record<string, string> }) => {
      if (!route.signedIn) return route.headers ?? {};
      if (!cookie) throw new Error("a signed-in route needs the signInPlayer hook of bench/prepare.ts");
      return { ...route.headers, Cookie: cookie };
    };

    // A route that does not answer 2xx is still measured, but said loudly.
    const warnings: string[] = [];
    const guard = guardFor(server, "the server", (message) => {
      log(message);
      warnings.push(message);
    });
    for (const route of measured) {
      const response = await fetch(server.baseUrl + route.path, { headers: headersOf(route), signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (!response.ok) warnings.push(`GET ${route.path} answered ${response.status}`);
    }

    t = performance.now();
    const weights = new Map<string, PageWeight>();
    await step("page weights", async () => {
      for (const page of benchPages) {
        const weight = await measurePageWeight(server.baseUrl + page.path, {
          cookie: pageCookie(page, page.signedIn ? headersOf(page).Cookie : undefined),
          compressFromBytes: budgets.compressFromBytes,
          status: page.status,
        });
        weights.set(page.name, weight);
        for (const problem of weight.problems) warnings.push(`page weight of ${page.path}: ${problem}`);
      }
    });
    log(`page weight of ${benchPages.length} pages measured in ${seconds(t)}`);
    for (const problem of await step("page languages", () => languageProblems(server.baseUrl, benchPages, cookie))) {
      warnings.push(`page language: ${problem}`);
    }

    const audits = new Map<string, LighthouseResult>();
    if (settings.lighthouse) {
      t = performance.now();
      log(`auditing ${benchPages.length} pages with Lighthouse (mobile) ...`);
      for (const audit of await step("Lighthouse", () => measureLighthouse(server.baseUrl, benchPages, cookie, LIGHTHOUSE_DIR, guard))) {
        audits.set(audit.name, audit);
        if (audit.error) warnings.push(`Lighthouse, ${audit.path}: ${audit.error}`);
        for (const warning of audit.warnings) warnings.push(`Lighthouse, ${audit.path}: ${warning}`);
      }
      log(`Lighthouse audits done in ${seconds(t)}`);
    } else {
      log("Lighthouse skipped (BENCH_LIGHTHOUSE=0)");
    }

    const lines = new Map<string, SchoolLineResult>();
    if (settings.slowNetwork) {
      t = performance.now();
      log(
        `loading ${benchPages.length} pages in Chromium at ${schoolLine.downKbps} kbps, ${schoolLine.rttMs} ms RTT, without then with JS ...`,
      );
      for (const line of await step("school line", () => measureSchoolLine(server.baseUrl, benchPages, cookie, guard))) {
        lines.set(line.name, line);
        const page = benchPages.find((candidate) => candidate.name === line.name)!;
        for (const [how, load] of [
          ["without JS", line.noJs],
          ["with JS", line.js],
        ] as const) {
          if (load.error) warnings.push(`school line ${how}, ${line.path}: ${load.error}`);
          for (const failure of load.failed) warnings.push(`school line ${how}, ${line.path}: ${failure}`);
          for (const error of load.pageErrors) warnings.push(`school line ${how}, ${line.path}: page error: ${error}`);
          const expected = page.status ? load.status === page.status : load.status >= 200 && load.status <= 299;
          if (!load.error && !expected) warnings.push(`school line ${how}, ${line.path}: answered ${load.status}`);
        }
      }
      log(`school-line loads done in ${seconds(t)}`);
    } else {
      log("school-line loads skipped (BENCH_SLOW_NETWORK=0)");
    }
    const pageResults: PageResult[] = benchPages.map((page) => ({
      page,
      weight: weights.get(page.name),
      lighthouse: audits.get(page.name),
      line: lines.get(page.name),
    }));

    const loads: LoadResult[] = [];
    await step("routes", async () => {
      for (const route of measured) {
        t = performance.now();
        const load = await guard(`GET ${route.path} was measured`, () =>
          measureLoad(server.baseUrl + route.path, settings.load, headersOf(route), route.connections),
        );
        const who = route.signedIn ? " signed in" : "";
        log(`GET ${route.path}${who}: ${load.requestsPerSecond.toFixed(0)} req/s at ${load.connections} connections (${seconds(t)})`);
        if (load.non2xx > 0) warnings.push(`GET ${route.path}${who}: ${load.non2xx} non-2xx responses ${JSON.stringify(load.statusCodes)}`);
        if (load.errors > 0)
          warnings.push(`GET ${route.path}${who}: ${load.errors} requests without a response (${load.timeouts} timeouts)`);
        loads.push(load);
      }
    });
    const results: RouteResult[] = measured.map((route, index) => ({ route, load: loads[index] }));
    computeShares(results);

    const { load } = settings;
    let against: AgainstResult[] = [];
    const againstRoutes = measured.filter((route) => route.against);
    if (settings.against && againstRoutes.length > 0) {
      against = await step("against", () =>
        measureAgainst({
          ours: server,
          against: settings.against!,
          routes: againstRoutes,
          load,
          databaseUrl: settings.databaseUrl,
          startTimeoutMs: settings.startTimeoutMs,
          verbose: settings.verbose,
          contextFor: (other, otherDataDir) => prepareContext(other, settings, otherDataDir, driver),
          headersOf,
          log,
          warn: (message) => {
            log(message);
            warnings.push(message);
          },
          onStarted: (kill) => (killAgainst = kill),
        }),
      );
      if (!server.running) throw new Error(`the server died during the comparison. Its output:\n${server.recentOutput()}`);
      for (const run of against) {
        for (const [name, loadsOf] of [
          ["A", run.ours],
          ["B", run.theirs],
        ] as const) {
          const failed = loadsOf.reduce((sum, one) => sum + one.non2xx + one.errors, 0);
          if (failed > 0) warnings.push(`against, ${name} GET ${run.route.path}: ${failed} requests failed or were not 2xx`);
        }
      }
    }

    const realtime = fixture
      ? await step("realtime", () =>
          measureRealtime({ root: ROOT, baseUrl: server.baseUrl, fixture, settings: realtimeSettings, load, log }),
        )
      : {};
    if (!server.running) throw new Error(`the server died during the realtime benchmark. Its output:\n${server.recentOutput()}`);
    for (const [name, relay] of Object.entries({
      "bare ws broadcast": realtime.bare,
      "/ws session hub": realtime.hub,
      "/ws party race": realtime.party,
    })) {
      if (!relay) continue;
      for (const [message, count] of Object.entries(relay.errors)) warnings.push(`${name}: ${count} × "${message}"`);
      if (relay.undelivered > 0) {
        warnings.push(`${name}: ${relay.undelivered} answers had not reached the other player ${DRAIN_TIMEOUT_MS / 1000} s after the end`);
      }
      if (relay.closedEarly > 0) warnings.push(`${name}: ${relay.closedEarly} sockets were closed before the end`);
      if (relay.durationS < load.durationS) warnings.push(`${name}: measured ${relay.durationS} s only, to end before the race does`);
    }

    let classRaces: ClassRaceResult = {};
    if (settings.classRaces.races > 0) {
      // Long enough for the bare run, the sockets' connections and the measurement.
      const raceSeconds = Math.ceil(load.warmupS + load.durationS) + CLASS_RACE_MARGIN_S;
      classRaces = await step("class races", async () => {
        const raceFixture = await timed("prepare: class races", () => prepareClassRaces(prepare, settings.classRaces, raceSeconds));
        return measureClassRaces({
          root: ROOT,
          context: prepare,
          fixture: raceFixture,
          answerIntervalMs: realtimeSettings.answerIntervalMs,
          load,
          serverPid: server.pid,
          log,
        });
      });
      if (!server.running) throw new Error(`the server died during the class-race benchmark. Its output:\n${server.recentOutput()}`);
      for (const [name, rooms] of Object.entries({ "bare ws rooms": classRaces.bare, "/ws?race hub": classRaces.hub })) {
        if (!rooms) continue;
        for (const [message, count] of Object.entries(rooms.errors)) warnings.push(`${name}: ${count} × "${message}"`);
        if (rooms.undelivered > 0) {
          warnings.push(`${name}: ${rooms.undelivered} answers were not on every screen ${DRAIN_TIMEOUT_MS / 1000} s after the end`);
        }
        if (rooms.closedEarly > 0) warnings.push(`${name}: ${rooms.closedEarly} sockets were closed before the end`);
        if (rooms.durationS < load.durationS) warnings.push(`${name}: measured ${rooms.durationS} s only, to end before the races do`);
      }
    }
    let classLogin: ClassLoginResult | undefined;
    if (settings.classLogin > 0) {
      classLogin = await step("class login", async () => {
        const loginFixture = await timed("prepare: class login", () => prepareClassLogin(prepare, settings.classLogin));
        return measureClassLogin(server.baseUrl, loginFixture);
      });
      if (!server.running) throw new Error(`the server died during the class sign-in. Its output:\n${server.recentOutput()}`);
      for (const [what, count] of Object.entries(classLogin.failures)) warnings.push(`class sign-in: ${count} × ${what}`);
    }
    const targets = [
      ...evaluatePageTargets(pageResults),
      ...evaluateTargets(results),
      ...evaluateAgainstTargets(against, settings.against?.root ?? ""),
      ...evaluateRealtimeTargets(realtime),
      ...evaluateClassRaceTargets(classRaces),
      ...evaluateClassLoginTargets(classLogin),
    ];
    const loadAtEnd = loadAverage();
    const cpus = `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "unknown"})`;
    const loadLine = `load average (1, 5, 15 min) ${loadAtStart.join(", ")} at the start, ${loadAtEnd.join(", ")} at the end, ${cpus}`;

    console.log(
      `\nCleverPlay benchmark: ${driver}, ${load.connections} connections unless said, ` +
        `${load.warmupS} s warm-up + ${load.durationS} s per route, Node ${process.version}; ${loadLine}\n`,
    );
    console.log(formatTable(results));
    if (against.length > 0) {
      console.log(
        `\nAgainst ${settings.against!.root}: A = this build, B = that one, each route loaded A, B in turn ${settings.against!.rounds} times:\n`,
      );
      console.log(formatAgainstTable(against));
    }
    console.log(
      "\nPage weight (kB = 1000 bytes; raw = uncompressed; wire = body bytes as sent for Accept-Encoding: br, gzip;\n" +
        "JS gz = gzip level 9, the budget's measure):\n",
    );
    console.log(formatWeightTable(pageResults));
    if (audits.size > 0) {
      console.log(
        "\nLighthouse, mobile (simulated slow 4G, 4× CPU); FCP, LCP, TBT, CLS and SI as Lighthouse simulates them; CPU index =\n" +
          `Lighthouse's benchmarkIndex on this machine at the time (higher is faster); reports in ${path.relative(process.cwd(), LIGHTHOUSE_DIR)}/:\n`,
      );
      console.log(formatLighthouseTable(pageResults));
    }
    if (lines.size > 0) {
      console.log(
        `\nSchool line (${schoolLine.downKbps} kbps down and up, ${schoolLine.rttMs} ms RTT; cold, seconds from navigation start; ` +
          "interactive = the later of the load\nevent and React's hydration; kB as Chromium received them; LCP = largest contentful paint):\n",
      );
      console.log(formatSchoolLineTable(pageResults));
    }
    if (realtime.hub || realtime.bare || realtime.party) {
      console.log(`\nRealtime: one answer per player every ${realtimeSettings.answerIntervalMs} ms once the previous one is back; msg/s =`);
      console.log("answers delivered per second (back to the sender and to the other player); missed = answer slots skipped");
      const drainS = DRAIN_TIMEOUT_MS / 1000;
      console.log(`because the previous answer was not back yet; late = answers not at the other player ${drainS} s after the end.\n`);
      console.log(formatRealtimeTable(realtime));
    }
    if (classRaces.hub || classRaces.bare) {
      const { races, players } = settings.classRaces;
      console.log(
        `\nClass races (${settings.classRaces.mode}): ${races} × ${players} players and a projector, one answer per player every ` +
          `${realtimeSettings.answerIntervalMs} ms once the previous one is back (both`,
      );
      console.log(
        `over the player's socket); rooms sent at most every ${ROOM_INTERVAL_MS} ms a race by both. players/projector = from the answer's commit ` +
          "(hub: the database's stamp; bare: its send)",
      );
      console.log(
        "to the first room showing it at the other players' screens / the projector's; sent→players = from the send; answer = the answer's " +
          "round trip (Gold Quest: and its chest's);\nmissed = answer slots skipped because the previous answer was not back; held = slots the race's rules held (Teams' team\n" +
          "talk: waited out, as a page does); late = answers not on every screen at the end.\n",
      );
      console.log(formatClassRaceTable(classRaces));
    }
    if (classLogin) {
      console.log(
        `\nClass sign-in: ${classLogin.students} made students through /class-login at once, from one address, without JavaScript:`,
      );
      console.log(formatClassLogin(classLogin));
    }
    if (warnings.length > 0) console.log(`\nWarnings:\n${warnings.map((warning) => `  - ${warning}`).join("\n")}`);
    const whole = Math.round((performance.now() - started) / 1000);
    console.log(`\nSteps (s): ${steps.map(([name, s]) => `${name} ${s}`).join(", ")}; whole run ${whole} s`);
    const passed = targets.filter((target) => target.pass).length;
    console.log(`\nTargets (reported, not enforced): ${passed} PASS, ${targets.length - passed} MISS; ${loadLine}`);
    console.log(formatTargets(targets));

    writeResults(RESULTS_FILE, {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      git: gitState(),
      machine: { node: process.version, platform: `${os.platform()} ${os.arch()}`, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model },
      loadAverage: { start: loadAtStart, end: loadAtEnd },
      database: { driver, url: settings.databaseUrl ? redactUrl(settings.databaseUrl) : undefined },
      settings: {
        ...settings.load,
        lighthouse: settings.lighthouse,
        schoolLine: settings.slowNetwork ? schoolLine : false,
        languages: settings.languages,
        against: settings.against ?? false,
        realtime: realtimeSettings,
        classRaces: settings.classRaces,
        classLogin: settings.classLogin,
        prepareHooks: prepareHooks.map((hook) => hook.name || "(anonymous)"),
      },
      steps: Object.fromEntries(steps),
      // Without the cookie: the results file may be shared.
      routes: results.map(({ route, load, share }) => ({ ...route, load, share })),
      against: against.map(({ route, ours, theirs, share }) => ({ ...route, ours, theirs, share })),
      pages: pageResults.map(({ page, weight, lighthouse, line }) => ({ ...page, weight, lighthouse, schoolLine: line })),
      realtime: { ...realtime, shareOfBare: shareOfBare(realtime) },
      classRaces,
      classLogin,
      targets,
      warnings,
    });
    console.log(`\nResults: ${path.relative(process.cwd(), RESULTS_FILE)} (whole run ${seconds(started)})`);
  } catch (error) {
    if (!server.running && error instanceof Error && !error.message.includes("Its output")) {
      error.message += `\nThe server is not running. Its output:\n${server.recentOutput()}`;
    }
    throw error;
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
    paths: {},
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
    // fetch() says only "fetch failed"; its cause says why (refused, reset, a timeout).
    const cause =
      error instanceof Error && error.cause ? ` (${error.cause instanceof Error ? error.cause.message : String(error.cause)})` : "";
    console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}${cause}`);
    process.exit(1);
  },
);
