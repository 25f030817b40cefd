/**
 * BENCH_AGAINST=<checkout> (issue 29): this build beside another one, built already (its build/,
 * public/ and node_modules, patches included, used as they are; nothing there is built or
 * written). Its server is started the way ours is (./server.ts: a copy of its build/, public/,
 * drizzle/ and package.json in a temporary directory, its own node_modules linked, so the other
 * build's packages are the ones it runs), on its own port and its own temporary DATA_DIR, with
 * the same prepare hooks (./prepare.ts: the same players and 100,000 leaderboard rows). On
 * PostgreSQL (BENCH_DATABASE_URL) it shares our scratch database, which is prepared already.
 *
 * The routes marked `against` in ./config.ts are then loaded on both servers in turn, A (ours)
 * then B (theirs), BENCH_AGAINST_ROUNDS times (A, B, A, B by default), each with its warm-up: a
 * machine whose load changes during the run moves both figures, not one. The other server is
 * started just before and stopped just after, so that it takes no memory or CPU from the rest.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AgainstSettings, BenchRoute, LoadSettings } from "./config";
import { measureLoad, type LoadResult } from "./load";
import { prepareHooks } from "./prepare";
import type { PrepareContext } from "./prepare-context";
import { againstShare, routeLabel, type AgainstResult } from "./report";
import { AppServer, freePort, guardFor, snapshotApp } from "./server";

export interface AgainstOptions {
  /** Our running server. */
  ours: AppServer;
  against: AgainstSettings;
  routes: BenchRoute[];
  load: LoadSettings;
  databaseUrl?: string;
  startTimeoutMs: number;
  verbose: boolean;
  /** A prepare context on a given server (./run.ts's). */
  contextFor(server: AppServer, dataDir: string): PrepareContext;
  headersOf(route: BenchRoute): Record<string, string>;
  log(message: string): void;
  /** A server that stopped and was started again (./server.ts guardFor). */
  warn(message: string): void;
  /** Called with a function that kills the other server at once (for a synchronous exit handler); undefined once stopped. */
  onStarted?(killNow: (() => void) | undefined): void;
}

/** The prepare hooks write with our schema: the other build must have the same migrations. */
export function checkMigrations(root: string, other: string): void {
  const migrations = (dir: string) => {
    const folder = path.join(dir, "drizzle/migrations");
    return readdirSync(folder, { recursive: true, encoding: "utf8" })
      .sort()
      .map((file) => (statSync(path.join(folder, file)).isFile() ? `${file}\n${readFileSync(path.join(folder, file), "utf8")}` : file))
      .join("\n");
  };
  if (migrations(root) !== migrations(other)) {
    throw new Error(`BENCH_AGAINST=${other}: its database migrations differ from ours; the bench cannot prepare its data`);
  }
}

export async function measureAgainst(options: AgainstOptions): Promise<AgainstResult[]> {
  const { ours, against, routes, load, log } = options;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cleverplay-bench-against-"));
  const appDir = snapshotApp(against.root);
  const theirs = new AppServer({
    root: against.root,
    appDir,
    port: await freePort(),
    dataDir,
    databaseUrl: options.databaseUrl,
    startTimeoutMs: options.startTimeoutMs,
    verbose: options.verbose,
  });
  options.onStarted?.(() => {
    theirs.killNow();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(appDir, { recursive: true, force: true });
  });
  try {
    let t = performance.now();
    log(`starting ${against.root}'s server on ${theirs.baseUrl} ...`);
    await theirs.start();
    log(`its server ready in ${seconds(t)}`);
    if (!options.databaseUrl) {
      const context = options.contextFor(theirs, dataDir);
      for (const hook of prepareHooks) {
        t = performance.now();
        await hook(context);
        log(`  its prepare: ${hook.name || "(anonymous hook)"} done in ${seconds(t)}`);
      }
    }
    const guards = { A: guardFor(ours, "server A (ours)", options.warn), B: guardFor(theirs, "server B (theirs)", options.warn) };
    const results: AgainstResult[] = [];
    for (const route of routes) {
      const headers = options.headersOf(route);
      const mine: LoadResult[] = [];
      const other: LoadResult[] = [];
      for (let round = 0; round < against.rounds; round++) {
        for (const [name, server, into] of [
          ["A", ours, mine],
          ["B", theirs, other],
        ] as const) {
          t = performance.now();
          const result = await guards[name](`GET ${route.path} was measured`, () =>
            measureLoad(server.baseUrl + route.path, load, headers, route.connections ?? load.connections),
          );
          into.push(result);
          log(
            `${name} GET ${routeLabel(route)}: ${result.requestsPerSecond.toFixed(0)} req/s at ${result.connections} connections (${seconds(t)})`,
          );
        }
      }
      results.push({ route, ours: mine, theirs: other, share: againstShare(mine, other) });
    }
    return results;
  } finally {
    await theirs.stop();
    options.onStarted?.(undefined);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(appDir, { recursive: true, force: true });
  }
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
