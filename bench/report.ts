/**
 * The printed tables, the targets and bench/results/latest.json: routes under load, the
 * comparison with another build (BENCH_AGAINST), realtime and class races here; pages (weights,
 * Lighthouse, the school line) in ./report-pages.ts.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ClassRaceResult } from "./class-races";
import { ROOM_INTERVAL_MS } from "../server/realtime/class-rooms";
import { againstTargets, classRaceTargets, realtimeTargets, type BenchRoute } from "./config";
import type { LoadResult } from "./load";
import type { RealtimeResult } from "./realtime";
import type { RelayResult } from "./relay-load";
import type { RoomLoadResult } from "./room-load";

export interface RouteResult {
  route: BenchRoute;
  load: LoadResult;
  /** This route's requests/s over its `minShareOf` route's (undefined without one). */
  share?: number;
}

/** A route loaded on both servers in turn (BENCH_AGAINST): ours, theirs, ours, theirs... */
export interface AgainstResult {
  route: BenchRoute;
  ours: LoadResult[];
  theirs: LoadResult[];
  /** Mean requests/s of ours over the mean of theirs. */
  share: number;
}

export interface TargetResult {
  /** The heading it is listed under. */
  group: string;
  /** Where: a route, a socket endpoint, "every page". */
  route: string;
  target: string;
  pass: boolean;
  actual: string;
  note?: string;
  /** Below the row: what missed (a page and its figure), one a line. */
  misses?: string[];
}

const rps = (load: LoadResult) => load.requestsPerSecond.toFixed(0);
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const mean = (values: number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0);
/** Requests that failed or were not 2xx: a figure that counts them is not valid. */
const failures = (load: LoadResult) => load.non2xx + load.errors;

export function routeLabel(route: BenchRoute): string {
  if (route.signedIn) return `${route.path} signed in`;
  return route.headers ? `${route.path} rendered for a visitor` : route.path;
}

/** Each route's share of the route it is compared with (`minShareOf`), when both were measured. */
export function computeShares(results: RouteResult[]): void {
  for (const result of results) {
    const compared = comparedWith(results, result);
    const theirs = compared?.load.requestsPerSecond ?? 0;
    result.share = compared && theirs > 0 ? result.load.requestsPerSecond / theirs : undefined;
  }
}

function comparedWith(results: RouteResult[], result: RouteResult): RouteResult | undefined {
  const name = result.route.minShareOf?.route;
  return name ? results.find((other) => other.route.name === name) : undefined;
}

export function evaluateTargets(results: RouteResult[]): TargetResult[] {
  const targets: TargetResult[] = [];
  const group = "Routes under load (autocannon)";
  for (const result of results) {
    const { route, load } = result;
    const label = routeLabel(route);
    const invalid = failures(load) > 0 ? `${failures(load)} requests failed or were not 2xx: the figure is not valid` : undefined;
    if (route.minShareOf) {
      const compared = comparedWith(results, result);
      const share = result.share ?? 0;
      const theirInvalid = compared && failures(compared.load) > 0 ? `${routeLabel(compared.route)} had failures` : undefined;
      targets.push({
        group,
        route: label,
        target: `req/s ≥ ${Math.round(route.minShareOf.share * 100)} % of ${compared ? routeLabel(compared.route) : route.minShareOf.route}, same server, ${load.connections} connections`,
        pass: !!compared && !invalid && !theirInvalid && share >= route.minShareOf.share,
        actual: compared ? `${percent(share)} (${rps(load)} vs ${rps(compared.load)} req/s)` : "not measured",
        note: compared ? (invalid ?? theirInvalid) : `${route.minShareOf.route} was not measured`,
      });
    }
    if (route.noTimeouts) {
      targets.push({
        group,
        route: label,
        target: "no timeouts or errors",
        // No request answered at all is the worst case of timing out, not a pass.
        pass: load.errors === 0 && load.requests > 0,
        actual: `${load.timeouts} timeouts, ${load.errors} errors in ${load.requests} requests`,
      });
    }
    if (route.maxP99OverP50 !== undefined) {
      const ratio = load.p50Ms > 0 ? load.p99Ms / load.p50Ms : Infinity;
      targets.push({
        group,
        route: label,
        target: `p99 ≤ ${route.maxP99OverP50} × p50, ${load.connections} connections`,
        pass: !invalid && ratio <= route.maxP99OverP50,
        actual: `${ratio.toFixed(1)} × (p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms)`,
        note: invalid,
      });
    }
  }
  return targets;
}

export function formatTable(results: RouteResult[]): string {
  const header = ["route", "conns", "req/s", "p50 ms", "p99 ms", "p99/p50", "share of the compared route", "non-2xx", "timeouts"];
  const rows = results.map((result) => {
    const { route, load, share } = result;
    const compared = comparedWith(results, result);
    return [
      routeLabel(route),
      String(load.connections),
      load.requestsPerSecond.toFixed(1),
      String(load.p50Ms),
      String(load.p99Ms),
      load.p50Ms > 0 ? (load.p99Ms / load.p50Ms).toFixed(1) : "-",
      share !== undefined && compared ? `${percent(share)} of ${routeLabel(compared.route)}` : "",
      load.errors > 0 ? `${load.non2xx} +${load.errors} err` : String(load.non2xx),
      String(load.timeouts),
    ];
  });
  return columns(header, rows);
}

export function againstShare(ours: LoadResult[], theirs: LoadResult[]): number {
  const theirMean = mean(theirs.map((load) => load.requestsPerSecond));
  return theirMean > 0 ? mean(ours.map((load) => load.requestsPerSecond)) / theirMean : 0;
}

export function evaluateAgainstTargets(runs: AgainstResult[], against: string): TargetResult[] {
  const within = Math.round((1 - againstTargets.minShare) * 100);
  return runs.map(({ route, ours, theirs, share }) => {
    const failed = [...ours, ...theirs].reduce((sum, load) => sum + failures(load), 0);
    const order = ours.map(() => "A, B").join(", ");
    return {
      group: `Against ${against} (A = this build, B = that one, loaded in turn: ${order})`,
      route: routeLabel(route),
      target: `req/s within ${within} % of B's (A ≥ ${Math.round(againstTargets.minShare * 100)} % of B), ${ours[0]?.connections} connections`,
      pass: failed === 0 && share >= againstTargets.minShare,
      actual: `${percent(share)} (${mean(ours.map((load) => load.requestsPerSecond)).toFixed(0)} vs ${mean(theirs.map((load) => load.requestsPerSecond)).toFixed(0)} req/s)`,
      note: failed > 0 ? `${failed} requests failed or were not 2xx: the figure is not valid` : undefined,
    };
  });
}

/** Each measurement of both servers, in the order taken, and the means. */
export function formatAgainstTable(runs: AgainstResult[]): string {
  const header = ["route", "conns", "A req/s (each run)", "B req/s (each run)", "A mean", "B mean", "A/B", "A p50/p99 ms", "B p50/p99 ms"];
  const latency = (loads: LoadResult[]) =>
    `${Math.round(mean(loads.map((load) => load.p50Ms)))}/${Math.round(mean(loads.map((load) => load.p99Ms)))}`;
  const rows = runs.map(({ route, ours, theirs, share }) => [
    routeLabel(route),
    String(ours[0]?.connections ?? "-"),
    ours.map(rps).join(", "),
    theirs.map(rps).join(", "),
    mean(ours.map((load) => load.requestsPerSecond)).toFixed(1),
    mean(theirs.map((load) => load.requestsPerSecond)).toFixed(1),
    percent(share),
    latency(ours),
    latency(theirs),
  ]);
  return columns(header, rows);
}

/** The hub's relayed messages/s over the bare broadcast's (0 when either is missing). */
export function shareOfBare({ hub, bare }: RealtimeResult): number {
  return hub && bare && bare.messagesPerSecond > 0 ? hub.messagesPerSecond / bare.messagesPerSecond : 0;
}

/** What makes a relay run's figures unreliable: server errors, dropped sockets. */
function relayProblems(relay: RelayResult): string | undefined {
  const errors = Object.values(relay.errors).reduce((sum, count) => sum + count, 0);
  const problems = [errors > 0 && `${errors} errors`, relay.closedEarly > 0 && `${relay.closedEarly} sockets closed early`].filter(Boolean);
  return problems.length ? `${problems.join(", ")}: the figure is not valid` : undefined;
}

const REALTIME = "Realtime (two-player sessions on /ws)";
const CLASS_RACES = "Class races (/ws?race)";

export function evaluateRealtimeTargets(realtime: RealtimeResult): TargetResult[] {
  const targets: TargetResult[] = [];
  const { hub, bare, joins } = realtime;
  if (hub && bare) {
    const problem = relayProblems(hub) ?? relayProblems(bare);
    // Answers that never arrived have no latency: the p99 of the others is only a lower bound.
    const late = hub.undelivered > 0 ? `${hub.undelivered} answers still undelivered at the end are left out` : undefined;
    targets.push({
      group: REALTIME,
      target: `relay p99 ≤ ${realtimeTargets.relayP99Ms} ms`,
      route: "/ws",
      pass: !problem && !late && hub.samples > 0 && hub.p99Ms <= realtimeTargets.relayP99Ms,
      actual: `${hub.p99Ms} ms (p50 ${hub.p50Ms} ms, ${hub.samples} answers)`,
      note: problem ?? late,
    });
    targets.push({
      group: REALTIME,
      target: `${hub.sockets} sockets connected in ≤ ${realtimeTargets.connectS} s`,
      route: "/ws",
      pass: !problem && hub.connectS <= realtimeTargets.connectS,
      actual: `${hub.connectS.toFixed(1)} s (a bare ws server: ${bare.connectS.toFixed(1)} s)`,
      note: problem,
    });
    const share = shareOfBare(realtime);
    targets.push({
      group: REALTIME,
      target: `messages/s ≥ ${Math.round(realtimeTargets.minShareOfBare * 100)} % of a bare ws broadcast's`,
      route: "/ws",
      pass: !problem && share >= realtimeTargets.minShareOfBare,
      actual: `${percent(share)} (${hub.messagesPerSecond.toFixed(0)} vs ${bare.messagesPerSecond.toFixed(0)} msg/s)`,
      note: problem,
    });
  }
  if (realtime.party) {
    const { party } = realtime;
    const problem = relayProblems(party);
    const late = party.undelivered > 0 ? `${party.undelivered} answers still undelivered at the end are left out` : undefined;
    targets.push({
      group: REALTIME,
      target: `a party of ${party.sockets} on one code: relay p99 ≤ ${realtimeTargets.relayP99Ms} ms`,
      route: "/ws",
      pass: !problem && !late && party.samples > 0 && party.p99Ms <= realtimeTargets.relayP99Ms,
      actual: `${party.p99Ms} ms (p50 ${party.p50Ms} ms, ${party.samples} deliveries)`,
      note: problem ?? late,
    });
  }
  if (joins) {
    const outcomes = [`${joins.joined} joined`, `${joins.full} session_full`];
    for (const [outcome, count] of Object.entries(joins.other)) outcomes.push(`${count} ${outcome}`);
    targets.push({
      group: REALTIME,
      target: `${joins.attempts} joins at once: 1 joined, ${joins.attempts - 1} session_full`,
      route: "/join/:code",
      pass: joins.correct,
      actual: `${outcomes.join(", ")}; all answered in ${joins.allResolvedMs} ms`,
    });
  }
  return targets;
}

export function formatRealtimeTable(realtime: RealtimeResult): string {
  const header = [
    "relay (2 sockets a session)",
    "sockets",
    "connect s",
    "msg/s",
    "p50 ms",
    "p99 ms",
    "max ms",
    "% of bare",
    "answers",
    "missed",
    "late",
  ];
  const row = (name: string, relay: RelayResult, share: string) => [
    name,
    String(relay.sockets),
    relay.connectS.toFixed(1),
    relay.messagesPerSecond.toFixed(1),
    String(relay.p50Ms),
    String(relay.p99Ms),
    String(relay.maxMs),
    share,
    String(relay.answers),
    String(relay.missedSlots),
    String(relay.undelivered),
  ];
  const rows: string[][] = [];
  if (realtime.bare) rows.push(row("bare ws broadcast", realtime.bare, "100.0%"));
  if (realtime.hub) rows.push(row("/ws session hub", realtime.hub, `${(shareOfBare(realtime) * 100).toFixed(1)}%`));
  if (realtime.party) rows.push(row(`/ws party of ${realtime.party.sockets}`, realtime.party, "-"));
  return columns(header, rows);
}

/** What makes a class-race run's figures unreliable: errors, dropped sockets, answers that never showed. */
function roomProblems(rooms: RoomLoadResult): string | undefined {
  const errors = Object.values(rooms.errors).reduce((sum, count) => sum + count, 0);
  const problems = [
    errors > 0 && `${errors} errors`,
    rooms.closedEarly > 0 && `${rooms.closedEarly} sockets closed early`,
    rooms.undelivered > 0 && `${rooms.undelivered} answers not on every screen at the end`,
    // A server that falls behind sends fewer rooms, and the few it sends look quick.
    rooms.missedSlots > rooms.answers / 100 && `${rooms.missedSlots} answer slots missed (the server did not keep up)`,
  ].filter(Boolean);
  return problems.length ? `${problems.join(", ")}: the figure is not valid` : undefined;
}

/** The relay p99 to the players' screens and to the projector's, each beside the bare server's. */
export function evaluateClassRaceTargets({ hub, bare }: ClassRaceResult): TargetResult[] {
  if (!hub) return [];
  const problem = roomProblems(hub);
  const relay: TargetResult = {
    group: CLASS_RACES,
    target: `room → every screen p99 ≤ ${classRaceTargets.relayP99Ms} ms (the relay, after the ${ROOM_INTERVAL_MS} ms coalescing)`,
    route: "/ws?race",
    pass: !problem && hub.fanout.samples > 0 && hub.fanout.p99Ms <= classRaceTargets.relayP99Ms,
    actual: `${hub.fanout.p99Ms} ms (p50 ${hub.fanout.p50Ms} ms, ${hub.fanout.samples} samples${bare ? `; bare ws: p99 ${bare.fanout.p99Ms} ms` : ""})`,
    note: problem,
  };
  // From the answer, the coalescing (a room at most every 250 ms) is the floor: the bare server,
  // which coalesces the same way, shows it. The hub may add the relay's budget to it.
  const answerToRoom = (["players", "projector"] as const).map((screens) => {
    const figure = hub[screens];
    const baseline = bare ? `; bare ws, same fan-out: p99 ${bare[screens].p99Ms} ms` : "";
    return {
      group: CLASS_RACES,
      target: `answer → room p99 ≤ the bare server's + ${classRaceTargets.relayP99Ms} ms at the ${screens === "players" ? "other players" : "projector"}`,
      route: "/ws?race",
      pass: !problem && figure.samples > 0 && bare !== undefined && figure.p99Ms <= bare[screens].p99Ms + classRaceTargets.relayP99Ms,
      actual: `${figure.p99Ms} ms (p50 ${figure.p50Ms} ms, ${figure.samples} samples${baseline})`,
      note: problem,
    };
  });
  return [relay, ...answerToRoom];
}

/** Bare and hub side by side; latencies in ms. */
export function formatClassRaceTable({ hub, bare }: ClassRaceResult): string {
  const header = [
    "class races",
    "sockets",
    "connect s",
    "answers/s",
    "room msg/s",
    "kB/s a screen",
    "players p50",
    "p99",
    "projector p50",
    "p99",
    "sent→players p99",
    "room→screen p50",
    "p99",
    "answer p50",
    "p99",
    "missed",
    "held",
    "late",
    "errors",
  ];
  const row = (name: string, rooms: RoomLoadResult) => [
    name,
    String(rooms.sockets),
    rooms.connectS.toFixed(1),
    rooms.answersPerSecond.toFixed(1),
    rooms.messagesPerSecond.toFixed(1),
    rooms.screenKBPerSecond.toFixed(2),
    String(rooms.players.p50Ms),
    String(rooms.players.p99Ms),
    String(rooms.projector.p50Ms),
    String(rooms.projector.p99Ms),
    String(rooms.sentToPlayersP99Ms),
    String(rooms.fanout.p50Ms),
    String(rooms.fanout.p99Ms),
    String(rooms.reply.p50Ms),
    String(rooms.reply.p99Ms),
    String(rooms.missedSlots),
    String(rooms.heldSlots),
    String(rooms.undelivered),
    String(Object.values(rooms.errors).reduce((sum, count) => sum + count, 0)),
  ];
  const rows: string[][] = [];
  if (bare) rows.push(row("bare ws rooms", bare));
  if (hub) rows.push(row("/ws?race hub", hub));
  return columns(header, rows);
}

/** A plain-text table: the first column left-aligned, the others right-aligned. */
export function columns(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ");
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

/**
 * One row a target, under its group's heading: PASS or MISS, what and where, the figure; below a
 * MISS of a target over many pages, each page that missed and its figure.
 */
export function formatTargets(targets: TargetResult[]): string {
  const label = (target: TargetResult) => `${target.route}: ${target.target}`;
  const lines: string[] = [];
  for (const group of new Set(targets.map((target) => target.group))) {
    lines.push(`  ${group}`);
    const rows = targets.filter((candidate) => candidate.group === group);
    const width = Math.max(...rows.map((target) => label(target).length));
    for (const target of rows) {
      const note = target.note ? `  (${target.note})` : "";
      lines.push(`    ${target.pass ? "PASS" : "MISS"}  ${label(target).padEnd(width)}  ${target.actual}${note}`);
      for (const miss of target.misses ?? []) lines.push(`            - ${miss}`);
    }
  }
  return lines.join("\n");
}

export function writeResults(file: string, results: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
