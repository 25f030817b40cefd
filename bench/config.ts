/**
 * What `npm run bench` measures and the targets it reports (issue 2, "Benchmark harness"; the
 * realtime part: issue 6; compressed and slow-network pages, signed-in renders: issue 12). Adding a
 * route under load is one line in `routes`, a page to weigh and load in Chromium one line in
 * `pages`; data they need goes in ./prepare.ts.
 */

export interface BenchRoute {
  /** Key in bench/results/latest.json. */
  name: string;
  /** Requested with GET, as is (query string allowed). */
  path: string;
  /**
   * The trivial route other routes' throughput is compared to: exactly one per connection count
   * in use, so a route at 50 connections is compared with the trivial route at 50 connections.
   */
  baseline?: boolean;
  /** Concurrent connections for this route; BENCH_CONNECTIONS when unset. */
  connections?: number;
  /** Target: requests/s at least this share of the baseline's (0.6 = 60 %). */
  minShareOfBaseline?: number;
  /** Target: no request without a response (autocannon's errors, timeouts included). */
  noTimeouts?: boolean;
  /** Target: p99 latency at most this many times the p50. */
  maxP99OverP50?: number;
  /** Requested with the cookie of the signed-in player of ./prepare.ts (signInPlayer). */
  signedIn?: boolean;
  /** Extra request headers (a cookie makes a page skip the anonymous micro-cache). */
  headers?: Record<string, string>;
}

/**
 * Measured with autocannon one after another, in this order, each with its own warm-up. The
 * signed-in routes run at 50 connections, as issue 12's figures were taken.
 */
export const routes: BenchRoute[] = [
  { name: "trivial", path: "/healthz", baseline: true },
  { name: "home", path: "/" },
  { name: "games", path: "/games", minShareOfBaseline: 0.6 },
  // The same page rendered for every request, as for a visitor with cookies (no micro-cache).
  { name: "games-rendered", path: "/games", headers: { Cookie: "cp_bench=1" } },
  // Measured with 100,000 progress rows (seedLeaderboard in ./prepare.ts), cached and rendered.
  { name: "leaderboard", path: "/leaderboard" },
  { name: "leaderboard-rendered", path: "/leaderboard", headers: { Cookie: "cp_bench=1" } },
  // A signed-in child: the session is looked up and the page rendered for them on every request.
  { name: "trivial-50", path: "/healthz", baseline: true, connections: 50 },
  { name: "games-signed-in", path: "/games", signedIn: true, connections: 50, minShareOfBaseline: 0.5 },
  {
    name: "leaderboard-signed-in",
    path: "/leaderboard",
    signedIn: true,
    connections: 50,
    minShareOfBaseline: 0.25,
    noTimeouts: true,
    maxP99OverP50: 5,
  },
  // One level's board (issue 14), from user_level_progress, with the viewer's own row.
  {
    name: "leaderboard-level-signed-in",
    path: "/leaderboard?game=math-quest-number-crunch&level=1",
    signedIn: true,
    connections: 50,
    minShareOfBaseline: 0.25,
    noTimeouts: true,
    maxP99OverP50: 5,
  },
];

export interface BenchPage {
  /** Key in bench/results/latest.json. */
  name: string;
  path: string;
  /** Loaded with the signed-in player's cookie (anonymous, these pages redirect to /login). */
  signedIn?: boolean;
  /** The status the page answers with when it is right (default 2xx): /join/ABC123 is an unknown code. */
  status?: number;
  /** Target: the HTML at most this many bytes uncompressed. */
  maxHtmlBytes?: number;
}

/**
 * The route table of the spec: every page is weighed (./page-weight.ts) and loaded in Chromium on
 * a slow network (./slow-network.ts).
 */
export const pages: BenchPage[] = [
  { name: "home", path: "/" },
  { name: "games", path: "/games" },
  { name: "play-math", path: "/play/math/math-quest-number-crunch" },
  { name: "play-reading", path: "/play/reading/word-adventure" },
  { name: "play-logic", path: "/play/logic/logic-lab" },
  { name: "premium-game", path: "/game/premium/brain-blitz" },
  { name: "challenges", path: "/challenges" },
  // All Games: each game's ten leaders, of 100,000 progress rows (./prepare.ts).
  { name: "leaderboard", path: "/leaderboard" },
  // One game: its 100 best; issue 12: ≤ 60 kB of HTML.
  { name: "leaderboard-game", path: "/leaderboard?game=math-quest-number-crunch", maxHtmlBytes: 60_000 },
  // One level of one game (issue 14): its 100 best at that level, the same budget.
  { name: "leaderboard-level", path: "/leaderboard?game=math-quest-number-crunch&level=1", maxHtmlBytes: 60_000 },
  { name: "store", path: "/store" },
  { name: "badges", path: "/badges" },
  { name: "blog", path: "/blog" },
  { name: "blog-post", path: "/blog/healthy-screen-time-learning-games" },
  { name: "about", path: "/about" },
  { name: "privacy", path: "/privacy" },
  { name: "terms", path: "/terms" },
  { name: "login", path: "/login" },
  { name: "register", path: "/register" },
  { name: "join", path: "/join" },
  { name: "join-code", path: "/join/ABC123", status: 404 },
  { name: "profile", path: "/profile", signedIn: true },
  { name: "my-games", path: "/my-games", signedIn: true },
  { name: "my-races", path: "/class-races", signedIn: true },
];

/** First-load budgets per page, gzip bytes (1 kB = 1000 bytes, as browsers' dev tools count). */
export const budgets = {
  jsGzipBytes: 100_000,
  cssGzipBytes: 20_000,
  /** Responses this small may go uncompressed (the compression middleware's own threshold). */
  compressFromBytes: 1024,
};

/** Issue 12: a cold first load on a school network, JS on (./slow-network.ts). */
export const slowNetwork = {
  downKbps: 400,
  upKbps: 400,
  rttMs: 400,
  /** Target: the `load` event this soon after navigation starts. */
  maxLoadMs: 3000,
  /** A page that has not loaded by then is reported as not loaded. */
  timeoutMs: 60_000,
};

/** Targets of the session hub (./realtime.ts). */
export const realtimeTargets = {
  /** From a player's answer leaving its socket to the new state reaching the other player's. */
  relayP99Ms: 25,
  /** Relayed messages/s at least this share of a bare `ws` server's doing the same fan-out. */
  minShareOfBare: 0.8,
  /** Every socket of the run open and greeted with its session's state (a class arriving at once). */
  connectS: 5,
};

/** Targets of the class-race rooms (./class-races.ts). */
export const classRaceTargets = {
  /**
   * From an answer's commit to the room showing it reaching the other players' screens, and the
   * projector's (issue 15).
   */
  relayP99Ms: 50,
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

export interface ClassRaceSettings {
  /** Class races, each with its host's projector socket and its players' sockets; 0 skips them. */
  races: number;
  /** Players a race (its seats), each with a socket and answering by the play route. */
  players: number;
}

export interface Settings {
  load: LoadSettings;
  /** Load every page in Chromium on a throttled network (BENCH_SLOW_NETWORK=0 skips it). */
  slowNetwork: boolean;
  realtime: RealtimeSettings;
  /** Answering at realtime.answerIntervalMs. */
  classRaces: ClassRaceSettings;
  skipBuild: boolean;
  /** BENCH_ROUTES: the names of `routes` to load (the baselines always are); every route when unset. */
  routeNames?: string[];
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
 * BENCH_ANSWER_INTERVAL_MS (default 2000), BENCH_CLASS_RACES (default 50, 0 = no class-race benchmark),
 * BENCH_CLASS_RACE_PLAYERS (default 40, 2 to 100), BENCH_SLOW_NETWORK=0 (no Chromium run), BENCH_SKIP_BUILD=1,
 * BENCH_ROUTES (names of `routes`, comma-separated), BENCH_DATABASE_URL, BENCH_VERBOSE=1.
 */
export function readSettings(): Settings {
  const databaseUrl = process.env.BENCH_DATABASE_URL?.trim() || undefined;
  const racePlayers = numberFromEnv("BENCH_CLASS_RACE_PLAYERS", 40, { integer: true });
  // A race's seats (models/class-races/races.server.ts).
  if (racePlayers < 2 || racePlayers > 100) throw new Error(`BENCH_CLASS_RACE_PLAYERS=${racePlayers}: a race seats 2 to 100 players`);
  const routeNames = process.env.BENCH_ROUTES?.split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = routeNames?.filter((name) => !routes.some((route) => route.name === name)) ?? [];
  if (unknown.length > 0) throw new Error(`BENCH_ROUTES: no route named ${unknown.join(", ")} in bench/config.ts`);
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
    classRaces: {
      races: numberFromEnv("BENCH_CLASS_RACES", 50, { integer: true, allowZero: true }),
      players: racePlayers,
    },
    slowNetwork: !["0", "false", "no"].includes((process.env.BENCH_SLOW_NETWORK ?? "").trim().toLowerCase()),
    skipBuild: flag("BENCH_SKIP_BUILD"),
    routeNames: routeNames?.length ? routeNames : undefined,
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
