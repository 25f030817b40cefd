/**
 * What `npm run bench` measures and the targets it reports (issue 2, "Benchmark harness"; the
 * realtime part: issue 6). Adding a page to the benchmark is one line in `routes`; data it needs
 * goes in ./prepare.ts.
 */

export interface BenchRoute {
  /** Key in bench/results/latest.json. */
  name: string;
  /** Requested with GET, as is (query string allowed). */
  path: string;
  /** The trivial route every other route's throughput is compared to. Exactly one. */
  baseline?: boolean;
  /** An HTML page: also measure the JS, CSS and HTML a browser downloads on first load. */
  page?: boolean;
  /** Target: requests/s at least this share of the baseline's (0.6 = 60 %). */
  minShareOfBaseline?: number;
  /** Extra request headers (a cookie makes a page skip the anonymous micro-cache). */
  headers?: Record<string, string>;
}

/** Measured one after another, in this order, each with its own warm-up. */
export const routes: BenchRoute[] = [
  { name: "trivial", path: "/healthz", baseline: true },
  { name: "home", path: "/", page: true },
  { name: "games", path: "/games", page: true, minShareOfBaseline: 0.6 },
  // The same page rendered for every request, as for a visitor with cookies (no micro-cache).
  { name: "games-rendered", path: "/games", headers: { Cookie: "cp_bench=1" } },
  // Measured with 100,000 progress rows (seedLeaderboard in ./prepare.ts), cached and rendered.
  { name: "leaderboard", path: "/leaderboard", page: true },
  {
    name: "leaderboard-rendered",
    path: "/leaderboard",
    headers: { Cookie: "cp_bench=1" },
  },
];

/** First-load budgets per page, gzip bytes (1 kB = 1000 bytes, as browsers' dev tools count). */
export const budgets = {
  jsGzipBytes: 100_000,
  cssGzipBytes: 20_000,
};

/** Targets of the session hub (./realtime.ts). */
export const realtimeTargets = {
  /** From a player's answer leaving its socket to the new state reaching the other player's. */
  relayP99Ms: 25,
  /** Relayed messages/s at least this share of a bare `ws` server's doing the same fan-out. */
  minShareOfBare: 0.8,
};

export interface LoadSettings {
  /** Seconds of measured load per route. */
  durationS: number;
  /** Seconds of unmeasured load per route just before its measurement. */
  warmupS: number;
  /** Concurrent keep-alive connections. */
  connections: number;
}

export interface RealtimeSettings {
  /** Two-player sessions, two sockets each; 0 skips the realtime benchmark. */
  sessions: number;
  /** Signed-in players who try to join one session at the same moment; 0 skips it. */
  joins: number;
  /** Each player sends an answer this often (ms), provided its previous one has come back. */
  answerIntervalMs: number;
}

export interface Settings {
  load: LoadSettings;
  realtime: RealtimeSettings;
  skipBuild: boolean;
  /** postgres:// URL of a scratch database the app may migrate and seed; PGlite when unset. */
  databaseUrl?: string;
  /** Stream the server's own output (prefixed "[server]"). */
  verbose: boolean;
  startTimeoutMs: number;
}

function numberFromEnv(name: string, fallback: number, { integer = false, allowZero = false } = {}): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (value === 0 && !allowZero) || (integer && !Number.isInteger(value))) {
    const kind = `${allowZero ? "non-negative" : "positive"} ${integer ? "integer" : "number"}`;
    throw new Error(`${name}=${raw}: must be a ${kind}`);
  }
  return value;
}

function flag(name: string): boolean {
  return ["1", "true", "yes"].includes((process.env[name] ?? "").trim().toLowerCase());
}

/**
 * BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 2, 0 = none), BENCH_CONNECTIONS (default 10),
 * BENCH_SESSIONS (default 500, 0 = no realtime benchmark), BENCH_JOINS (default 100, 0 = none),
 * BENCH_ANSWER_INTERVAL_MS (default 2000), BENCH_SKIP_BUILD=1, BENCH_DATABASE_URL, BENCH_VERBOSE=1.
 */
export function readSettings(): Settings {
  const databaseUrl = process.env.BENCH_DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error("BENCH_DATABASE_URL: must start with postgres:// or postgresql://");
  }
  return {
    load: {
      durationS: numberFromEnv("BENCH_DURATION", 10),
      warmupS: numberFromEnv("BENCH_WARMUP", 2, { allowZero: true }),
      connections: numberFromEnv("BENCH_CONNECTIONS", 10, { integer: true }),
    },
    realtime: {
      sessions: numberFromEnv("BENCH_SESSIONS", 500, { integer: true, allowZero: true }),
      joins: numberFromEnv("BENCH_JOINS", 100, { integer: true, allowZero: true }),
      answerIntervalMs: numberFromEnv("BENCH_ANSWER_INTERVAL_MS", 2000),
    },
    skipBuild: flag("BENCH_SKIP_BUILD"),
    databaseUrl,
    verbose: flag("BENCH_VERBOSE"),
    startTimeoutMs: 60_000,
  };
}

/** The URL without its password, for logs and the results file. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable URL)";
  }
}
