/**
 * What `npm run bench` measures and the targets it reports (issue 29 restates them; issue 2 began
 * the harness, issue 6 the realtime part, issue 12 compressed pages and signed-in renders, issue
 * 15 the class races). Targets are reported as PASS/MISS beside the machine's load average, never
 * enforced:
 *
 *  - Lighthouse, mobile profile (its default emulation: simulated slow 4G, 4× CPU), every page of
 *    `pages`, signed-in ones with the player's cookie: performance ≥ 90 (≥ 95 on /play/...),
 *    accessibility, best practices and SEO 100 (`lighthouseTargets`, each page's `minPerformance`);
 *  - a school line (`schoolLine`: 400 kbps, 400 ms RTT), every page cold in Chromium: largest
 *    contentful paint ≤ 2.0 s with JavaScript and without, and with JavaScript the page
 *    interactive (its `load` event and React's hydration both done) ≤ 3.5 s;
 *  - first-load JS ≤ 110 kB gzip, CSS ≤ 20 kB, every response compressed (`budgets`); HTML
 *    budgets of some pages (`maxHtmlBytes`);
 *  - signed-in /games and /leaderboard: requests/s ≥ 70 % of the same page rendered for a visitor
 *    with a cookie, on the same server at the same 50 connections (`minShareOf`), p99 ≤ 5 × p50;
 *  - a teacher's class page, 40 students × 20 assignments (issue 31): requests/s ≥ 50 % of signed-in
 *    /games, p99 ≤ 5 × p50, its HTML ≤ 100 kB;
 *  - with BENCH_AGAINST=<another built checkout>: /healthz and the anonymous renders (`against` on
 *    a route) within 15 % of that build's requests/s, both servers loaded in turn (A, B, A, B);
 *  - the realtime hub and the class-race rooms (`realtimeTargets`, `classRaceTargets`).
 *
 * Adding a route under load is one line in `routes`, a page to weigh, load on the school line and
 * audit with Lighthouse one line in `pages`; data they need goes in ./prepare.ts.
 */

import { existsSync } from "node:fs";
import path from "node:path";
import { CLASS_RACE_MODES, isClassRaceMode, type ClassRaceMode } from "../app/utils/class-race-modes";

export interface BenchRoute {
  /** Key in bench/results/latest.json. */
  name: string;
  /** Requested with GET, as is (query string allowed). */
  path: string;
  /** Concurrent connections for this route; BENCH_CONNECTIONS when unset. */
  connections?: number;
  /**
   * Target: requests/s at least `share` of the route named `route`'s, measured on the same server
   * at the same number of connections (0.7 = 70 %). That route is measured whenever this one is.
   */
  minShareOf?: { route: string; share: number };
  /** Target: no request without a response (autocannon's errors, timeouts included). */
  noTimeouts?: boolean;
  /** Target: p99 latency at most this many times the p50. */
  maxP99OverP50?: number;
  /**
   * With BENCH_AGAINST: also loaded on the other build's server, in turn with ours, and compared
   * (`againstTargets`).
   */
  against?: boolean;
  /** Requested with the cookie of the signed-in player of ./prepare.ts (signInPlayer). */
  signedIn?: boolean;
  /** Extra request headers (a cookie makes a page skip the anonymous micro-cache). */
  headers?: Record<string, string>;
}

/** A visitor's cookie: the page is rendered for every request, as for a signed-in player, minus the session. */
const VISITOR = { Cookie: "cp_bench=1" };

/**
 * Measured with autocannon one after another, in this order, each with its own warm-up. The
 * signed-in routes run at 50 connections (issue 12's figures were taken so), and so do the
 * visitor renders they are compared with, each just before its signed-in twin.
 */
export const routes: BenchRoute[] = [
  { name: "trivial", path: "/healthz", against: true },
  { name: "home", path: "/", against: true },
  { name: "games", path: "/games" },
  // Measured with 100,000 progress rows (seedLeaderboard in ./prepare.ts), micro-cached.
  { name: "leaderboard", path: "/leaderboard" },
  // The same page rendered for every request, as for a visitor with cookies (no micro-cache).
  { name: "games-rendered", path: "/games", headers: VISITOR, connections: 50, against: true },
  // A signed-in child: the session is looked up and the page rendered for them on every request.
  {
    name: "games-signed-in",
    path: "/games",
    signedIn: true,
    connections: 50,
    minShareOf: { route: "games-rendered", share: 0.7 },
    maxP99OverP50: 5,
  },
  { name: "leaderboard-rendered", path: "/leaderboard", headers: VISITOR, connections: 50, against: true },
  {
    name: "leaderboard-signed-in",
    path: "/leaderboard",
    signedIn: true,
    connections: 50,
    minShareOf: { route: "leaderboard-rendered", share: 0.7 },
    noTimeouts: true,
    maxP99OverP50: 5,
  },
  // A teacher's class page: 40 students × 20 assignments, every cell read from runs (issue 31).
  {
    name: "class-page-signed-in",
    path: "{class-page}",
    signedIn: true,
    connections: 50,
    minShareOf: { route: "games-signed-in", share: 0.5 },
    maxP99OverP50: 5,
  },
  // One level's board (issue 14), from user_level_progress, with the viewer's own row.
  {
    name: "leaderboard-level-signed-in",
    path: "/leaderboard?game=math-quest-number-crunch&level=1",
    signedIn: true,
    connections: 50,
    noTimeouts: true,
    maxP99OverP50: 5,
  },
];

/** BENCH_AGAINST: our requests/s at least this share of the other build's, route by route. */
export const againstTargets = {
  minShare: 0.85,
  /** Measurements a route per server, alternating (A, B, A, B); BENCH_AGAINST_ROUNDS. */
  rounds: 2,
};

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
  /** Target: Lighthouse's mobile performance score at least this (default lighthouseTargets.performance). */
  minPerformance?: number;
  /** Read in this language (its `cp_lang` cookie): a page's Spanish row (`inLanguages`). English when unset. */
  language?: BenchLanguage;
}

/** The languages the pages are read in (BENCH_LANGUAGES): English, and Spanish beside it (issue 50, item 5). */
export const BENCH_LANGUAGES = ["en", "es"] as const;
export type BenchLanguage = (typeof BENCH_LANGUAGES)[number];

/**
 * The cookie that picks a language, as the footer's switcher sets it (app/models/language.server.ts:
 * Remix's unsigned cookie, the JSON string in base64: "es" is `ImVzIg==`). The bench's player has
 * no language of their own, so the cookie decides on the signed-in pages too.
 */
export function languageCookie(language: BenchLanguage): string {
  return `cp_lang=${Buffer.from(JSON.stringify(language)).toString("base64")}`;
}

/** Each page in each language, a page's other languages right after its English row ("home", "home-es"). */
export function inLanguages(list: BenchPage[], languages: readonly BenchLanguage[]): BenchPage[] {
  return list.flatMap((page) =>
    languages.map((language) => (language === "en" ? page : { ...page, name: `${page.name}-${language}`, language })),
  );
}

/** The Cookie header a page is loaded with: the signed-in player's where it needs one, and its language's. */
export function pageCookie(page: BenchPage, playerCookie: string | undefined): string | undefined {
  const cookies = [page.signedIn ? playerCookie : undefined, page.language ? languageCookie(page.language) : undefined];
  return cookies.filter(Boolean).join("; ") || undefined;
}

/**
 * The route table of the spec: every page is weighed (./page-weight.ts), audited by Lighthouse
 * (./lighthouse.ts) and loaded in Chromium on the school line (./slow-network.ts).
 */
export const pages: BenchPage[] = [
  { name: "home", path: "/" },
  { name: "games", path: "/games" },
  // The play pages: a child waits on them the most (issue 29: performance ≥ 95).
  { name: "play-math", path: "/play/math/math-quest-number-crunch", minPerformance: 95 },
  { name: "play-reading", path: "/play/reading/word-adventure", minPerformance: 95 },
  { name: "play-logic", path: "/play/logic/logic-lab", minPerformance: 95 },
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
  { name: "class-page", path: "{class-page}", signedIn: true, maxHtmlBytes: 100_000 },
];

/** First-load budgets per page, gzip bytes (1 kB = 1000 bytes, as browsers' dev tools count). */
export const budgets = {
  jsGzipBytes: 110_000,
  cssGzipBytes: 20_000,
  /** Responses this small may go uncompressed (the compression middleware's own threshold). */
  compressFromBytes: 1024,
};

/**
 * Lighthouse's category scores, 0-100, on its default mobile profile (./lighthouse.ts); a page's
 * own `minPerformance` replaces `performance`.
 */
export const lighthouseTargets = {
  performance: 90,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};

/**
 * A school's line (issue 12, targets restated by issue 29): each page cold in Chromium, with
 * JavaScript and without (./slow-network.ts).
 */
export const schoolLine = {
  downKbps: 400,
  upKbps: 400,
  rttMs: 400,
  /** Target, with JavaScript and without: the largest contentful paint this soon after navigation starts. */
  maxLcpMs: 2000,
  /** Target, with JavaScript: the `load` event and React's hydration both done this soon. */
  maxInteractiveMs: 3500,
  /** A page that has not loaded (or hydrated) by then is reported as such. */
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

/** Targets of the class sign-in (./class-login.ts, issue 47). */
export const classLoginTargets = {
  /** Every answer a child waits for on the way in (the pages and the two picture posts), p99. */
  p99Ms: 2000,
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
  /** Players of the party race on one code (2 to 8, BENCH_PARTY); 0 skips it. */
  party: number;
  /** Each player sends an answer this often (ms), provided its previous one has come back. */
  answerIntervalMs: number;
}

export interface ClassRaceSettings {
  /** Class races, each with its host's projector socket and its players' sockets; 0 skips them. */
  races: number;
  /** Players a race (its seats), each with a socket and answering by the play route. */
  players: number;
  /** The races' mode (BENCH_CLASS_RACE_MODE): in Gold Quest each player opens the chest a right answer offers before answering on. */
  mode: ClassRaceMode;
}

export interface AgainstSettings {
  /** Absolute path of the other checkout (BENCH_AGAINST), built: its build/ and node_modules are used as they are. */
  root: string;
  /** Measurements a route per server, alternating (BENCH_AGAINST_ROUNDS). */
  rounds: number;
}

export interface Settings {
  load: LoadSettings;
  /** Audit every page with Lighthouse (BENCH_LIGHTHOUSE=0 skips it). */
  lighthouse: boolean;
  /** Load every page in Chromium on the school line (BENCH_SLOW_NETWORK=0 skips it). */
  slowNetwork: boolean;
  /** BENCH_AGAINST: another build to compare with; unset, no comparison. */
  against?: AgainstSettings;
  realtime: RealtimeSettings;
  /** Answering at realtime.answerIntervalMs. */
  classRaces: ClassRaceSettings;
  /** Students of one class signing in through /class-login at once (BENCH_CLASS_LOGIN); 0 skips it. */
  classLogin: number;
  skipBuild: boolean;
  /**
   * BENCH_ROUTES: the names of `routes` to load (with the routes they are compared with); every
   * route when unset.
   */
  routeNames?: string[];
  /** BENCH_PAGES: the names of `pages` to weigh, audit and load; every page when unset. */
  pageNames?: string[];
  /** BENCH_LANGUAGES: the languages each page is weighed, audited and loaded in (default en,es). */
  languages: BenchLanguage[];
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

/** A comma-separated list of names of `routes` or `pages`; undefined when unset or empty. */
function namesFromEnv(name: string, known: Array<{ name: string }>): string[] | undefined {
  const names = process.env[name]
    ?.split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const unknown = names?.filter((entry) => !known.some((item) => item.name === entry)) ?? [];
  if (unknown.length > 0) throw new Error(`${name}: nothing named ${unknown.join(", ")} in bench/config.ts`);
  return names?.length ? names : undefined;
}

/** On unless set to 0, false or no. */
function unlessOff(name: string): boolean {
  return !["0", "false", "no"].includes((process.env[name] ?? "").trim().toLowerCase());
}

/** BENCH_AGAINST: a checkout with its build (build/server.js) and its node_modules. */
function readAgainst(): AgainstSettings | undefined {
  const raw = process.env.BENCH_AGAINST?.trim();
  if (!raw) return undefined;
  const root = path.resolve(raw);
  for (const needed of ["build/server.js", "node_modules", "package.json"]) {
    if (!existsSync(path.join(root, needed))) throw new Error(`BENCH_AGAINST=${raw}: no ${needed} there (a built checkout is needed)`);
  }
  return { root, rounds: numberFromEnv("BENCH_AGAINST_ROUNDS", againstTargets.rounds, { integer: true }) };
}

/**
 * BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 2, 0 = none), BENCH_CONNECTIONS (default 10),
 * BENCH_SESSIONS (default 500, 0 = no realtime benchmark), BENCH_JOINS (default 100, 0 = none),
 * BENCH_PARTY (default 8, 0 = none: a party race of that many on one code),
 * BENCH_ANSWER_INTERVAL_MS (default 2000), BENCH_CLASS_RACES (default 50, 0 = no class-race benchmark),
 * BENCH_CLASS_RACE_PLAYERS (default 40, 2 to 100), BENCH_CLASS_RACE_MODE (default classic; gold, teams, powerups), BENCH_CLASS_LOGIN (default 40, 0 = none, at most a
 * class's 100 seats), BENCH_LIGHTHOUSE=0 (no Lighthouse audits),
 * BENCH_SLOW_NETWORK=0 (no school-line loads), BENCH_AGAINST (a built checkout to compare with),
 * BENCH_AGAINST_ROUNDS (default 2), BENCH_SKIP_BUILD=1, BENCH_ROUTES and BENCH_PAGES (names of
 * `routes` and `pages`, comma-separated), BENCH_LANGUAGES (default en,es), BENCH_DATABASE_URL, BENCH_VERBOSE=1. docs/benchmarks.md says more.
 */
export function readSettings(): Settings {
  const databaseUrl = process.env.BENCH_DATABASE_URL?.trim() || undefined;
  const racePlayers = numberFromEnv("BENCH_CLASS_RACE_PLAYERS", 40, { integer: true });
  // A race's seats (models/class-races/races.server.ts).
  if (racePlayers < 2 || racePlayers > 100) throw new Error(`BENCH_CLASS_RACE_PLAYERS=${racePlayers}: a race seats 2 to 100 players`);
  const raceMode = process.env.BENCH_CLASS_RACE_MODE?.trim() || "classic";
  if (!isClassRaceMode(raceMode)) throw new Error(`BENCH_CLASS_RACE_MODE=${raceMode}: one of ${CLASS_RACE_MODES.join(", ")}`);
  const classLogin = numberFromEnv("BENCH_CLASS_LOGIN", 40, { integer: true, allowZero: true });
  const party = numberFromEnv("BENCH_PARTY", 8, { integer: true, allowZero: true });
  // A friend session's seats (models/multiplayer/sessions.server.ts, MAX_PARTY).
  if (party === 1 || party > 8) throw new Error(`BENCH_PARTY=${party}: a party race seats 2 to 8 players`);
  if (classLogin > 100) throw new Error(`BENCH_CLASS_LOGIN=${classLogin}: a class seats at most 100 students`);
  const routeNames = namesFromEnv("BENCH_ROUTES", routes);
  const pageNames = namesFromEnv("BENCH_PAGES", pages);
  for (const route of routes) {
    if (route.against && route.signedIn)
      throw new Error(`bench/config.ts: ${route.name}: a signed-in route cannot be loaded on another build`);
    const compared = route.minShareOf && routes.find((other) => other.name === route.minShareOf!.route);
    if (route.minShareOf && !compared)
      throw new Error(`bench/config.ts: ${route.name} is compared with no route named ${route.minShareOf.route}`);
    if (compared && compared.connections !== route.connections) {
      throw new Error(`bench/config.ts: ${route.name} and ${compared.name} must run at the same number of connections`);
    }
  }
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
      party,
      answerIntervalMs: numberFromEnv("BENCH_ANSWER_INTERVAL_MS", 2000),
    },
    classRaces: {
      races: numberFromEnv("BENCH_CLASS_RACES", 50, { integer: true, allowZero: true }),
      players: racePlayers,
      mode: raceMode,
    },
    classLogin,
    lighthouse: unlessOff("BENCH_LIGHTHOUSE"),
    slowNetwork: unlessOff("BENCH_SLOW_NETWORK"),
    against: readAgainst(),
    skipBuild: flag("BENCH_SKIP_BUILD"),
    routeNames,
    pageNames,
    languages: languagesFromEnv(),
    databaseUrl,
    verbose: flag("BENCH_VERBOSE"),
    startTimeoutMs: 60_000,
  };
}

function languagesFromEnv(): BenchLanguage[] {
  const raw = process.env.BENCH_LANGUAGES?.trim();
  if (!raw) return [...BENCH_LANGUAGES];
  const names = raw.split(",").map((name) => name.trim());
  const unknown = names.filter((name) => !(BENCH_LANGUAGES as readonly string[]).includes(name));
  if (unknown.length > 0 || names.length === 0) throw new Error(`BENCH_LANGUAGES=${raw}: some of ${BENCH_LANGUAGES.join(", ")}`);
  return BENCH_LANGUAGES.filter((language) => names.includes(language));
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
