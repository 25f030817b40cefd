/** The printed table, the targets and bench/results/latest.json. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ClassRaceResult } from "./class-races";
import { ROOM_INTERVAL_MS } from "../server/realtime/class-rooms";
import { budgets, classRaceTargets, realtimeTargets, slowNetwork, type BenchPage, type BenchRoute } from "./config";
import type { LoadResult } from "./load";
import type { PageWeight } from "./page-weight";
import type { RealtimeResult } from "./realtime";
import type { RelayResult } from "./relay-load";
import type { RoomLoadResult } from "./room-load";
import type { SlowLoad } from "./slow-network";

export interface RouteResult {
  route: BenchRoute;
  load: LoadResult;
  /** This route's requests/s over the baseline's at the same number of connections. */
  shareOfBaseline: number;
}

export interface PageResult {
  page: BenchPage;
  weight?: PageWeight;
  /** Absent when the slow-network run was skipped (BENCH_SLOW_NETWORK=0). */
  slow?: SlowLoad;
}

export interface TargetResult {
  target: string;
  route: string;
  pass: boolean;
  actual: string;
  note?: string;
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const rps = (load: LoadResult) => load.requestsPerSecond.toFixed(0);
const files = (count: number) => `${count} file${count === 1 ? "" : "s"}`;

/** The baseline (trivial route) measured at the same number of connections as `load`. */
export function baselineFor(results: RouteResult[], load: LoadResult): RouteResult | undefined {
  return results.find((result) => result.route.baseline && result.load.connections === load.connections);
}

export function evaluateTargets(results: RouteResult[]): TargetResult[] {
  const targets: TargetResult[] = [];
  for (const result of results) {
    const { route, load } = result;
    const label = routeLabel(route);
    const failed = load.non2xx + load.errors;
    const invalid = failed > 0 ? `${failed} requests failed or were not 2xx: the figure is not valid` : undefined;
    if (route.minShareOfBaseline !== undefined) {
      const baseline = baselineFor(results, load);
      targets.push({
        target: `throughput ≥ ${Math.round(route.minShareOfBaseline * 100)}% of the trivial route at ${load.connections} connections`,
        route: label,
        pass:
          !!baseline &&
          failed === 0 &&
          baseline.load.non2xx + baseline.load.errors === 0 &&
          result.shareOfBaseline >= route.minShareOfBaseline,
        actual: `${(result.shareOfBaseline * 100).toFixed(1)}% (${rps(load)} vs ${baseline ? rps(baseline.load) : "?"} req/s)`,
        note: baseline ? invalid : `no trivial route measured at ${load.connections} connections`,
      });
    }
    if (route.noTimeouts) {
      targets.push({
        target: "no timeouts or errors",
        route: label,
        // No request answered at all is the worst case of timing out, not a pass.
        pass: load.errors === 0 && load.requests > 0,
        actual: `${load.timeouts} timeouts, ${load.errors} errors in ${load.requests} requests`,
      });
    }
    if (route.maxP99OverP50 !== undefined) {
      const ratio = load.p50Ms > 0 ? load.p99Ms / load.p50Ms : Infinity;
      targets.push({
        target: `p99 ≤ ${route.maxP99OverP50}× p50`,
        route: label,
        pass: !invalid && ratio <= route.maxP99OverP50,
        actual: `${ratio.toFixed(1)}× (p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms)`,
        note: invalid,
      });
    }
  }
  return targets;
}

/** Budgets of every page of the route table: JS and CSS (gzip), compression, HTML size, slow load. */
export function evaluatePageTargets(pages: PageResult[]): TargetResult[] {
  const targets: TargetResult[] = [];
  for (const { page, weight, slow } of pages) {
    const label = pageLabel(page);
    if (weight) {
      const incomplete = weight.problems.length > 0 ? `incomplete: ${weight.problems.length} problem(s), see the warnings` : undefined;
      targets.push({
        target: `first-load JS ≤ ${kB(budgets.jsGzipBytes)} kB gzip`,
        route: label,
        pass: !incomplete && weight.js.gzipBytes <= budgets.jsGzipBytes,
        actual: `${kB(weight.js.gzipBytes)} kB in ${files(weight.js.files)}`,
        note: incomplete,
      });
      targets.push({
        target: `CSS ≤ ${kB(budgets.cssGzipBytes)} kB gzip`,
        route: label,
        pass: !incomplete && weight.css.gzipBytes <= budgets.cssGzipBytes,
        actual: `${kB(weight.css.gzipBytes)} kB in ${files(weight.css.files)}`,
        note: incomplete,
      });
      const total = 1 + weight.js.files + weight.css.files;
      targets.push({
        target: `HTML, JS and CSS sent compressed (from ${budgets.compressFromBytes} bytes)`,
        route: label,
        pass: !incomplete && weight.uncompressed.length === 0,
        actual:
          weight.uncompressed.length === 0
            ? `${kB(wire(weight))} kB on the wire for ${kB(raw(weight))} kB`
            : `${weight.uncompressed.length} of ${total} files uncompressed: ${weight.uncompressed.map(shortUrl).join(", ")}`,
        note: incomplete,
      });
      if (page.maxHtmlBytes !== undefined) {
        targets.push({
          target: `HTML ≤ ${kB(page.maxHtmlBytes)} kB raw`,
          route: label,
          pass: !incomplete && weight.html.bytes <= page.maxHtmlBytes,
          actual: `${kB(weight.html.bytes)} kB`,
          note: incomplete,
        });
      }
    }
    if (slow) {
      const where = `${slowNetwork.downKbps} kbps, ${slowNetwork.rttMs} ms RTT`;
      targets.push({
        target: `cold load ≤ ${slowNetwork.maxLoadMs / 1000} s at ${where}`,
        route: label,
        pass: !slow.error && slow.failed.length === 0 && slow.loadMs !== undefined && slow.loadMs <= slowNetwork.maxLoadMs,
        actual:
          slow.loadMs !== undefined
            ? `${secondsOf(slow.loadMs)} s (server ${secondsOf(slow.firstByteMs!)} s, DOMContentLoaded ${secondsOf(slow.domContentLoadedMs!)} s, ${kB(slow.transferBytes)} kB)`
            : "not loaded",
        note: slow.error ?? (slow.failed.length > 0 ? `${slow.failed.length} subresource(s) failed: the figure is not valid` : undefined),
      });
    }
  }
  return targets;
}

const secondsOf = (ms: number) => (ms / 1000).toFixed(2);
const raw = (weight: PageWeight) => weight.html.bytes + weight.js.bytes + weight.css.bytes;
const wire = (weight: PageWeight) => weight.html.wireBytes + weight.js.wireBytes + weight.css.wireBytes;
const shortUrl = (url: string) => new URL(url).pathname;
const pageLabel = (page: BenchPage) => (page.signedIn ? `${page.path} (signed in)` : page.path);

function routeLabel(route: BenchRoute): string {
  if (route.baseline) return `${route.path} (trivial)`;
  if (route.signedIn) return `${route.path} (signed in)`;
  return route.headers ? `${route.path} (rendered, no cache)` : route.path;
}

export function formatTable(results: RouteResult[]): string {
  const header = ["route", "conns", "req/s", "p50 ms", "p99 ms", "% of trivial", "non-2xx", "timeouts"];
  const rows = results.map(({ route, load, shareOfBaseline }) => [
    routeLabel(route),
    String(load.connections),
    load.requestsPerSecond.toFixed(1),
    String(load.p50Ms),
    String(load.p99Ms),
    `${(shareOfBaseline * 100).toFixed(1)}%`,
    load.errors > 0 ? `${load.non2xx} +${load.errors} err` : String(load.non2xx),
    String(load.timeouts),
  ]);
  return columns(header, rows);
}

/**
 * Per page: what a first load weighs (raw, on the wire as the server compressed it, gzip level 9
 * for the budgets) and how long it takes on the slow network.
 */
export function formatPageTable(pages: PageResult[]): string {
  const header = [
    "page",
    "status",
    "HTML kB",
    "HTML wire",
    "JS kB",
    "JS wire",
    "JS gz",
    "CSS kB",
    "CSS wire",
    "total wire",
    "slow DCL s",
    "slow load s",
    "slow kB",
  ];
  const rows = pages.map(({ page, weight, slow }) => [
    pageLabel(page),
    String(weight?.status ?? slow?.status ?? "-"),
    weight ? kB(weight.html.bytes) : "-",
    weight ? `${kB(weight.html.wireBytes)}${weight.htmlEncoding ? ` ${weight.htmlEncoding}` : ""}` : "-",
    weight ? kB(weight.js.bytes) : "-",
    weight ? kB(weight.js.wireBytes) : "-",
    weight ? kB(weight.js.gzipBytes) : "-",
    weight ? kB(weight.css.bytes) : "-",
    weight ? kB(weight.css.wireBytes) : "-",
    weight ? kB(wire(weight)) : "-",
    slow?.domContentLoadedMs !== undefined ? secondsOf(slow.domContentLoadedMs) : slow ? "fail" : "-",
    slow?.loadMs !== undefined ? secondsOf(slow.loadMs) : slow ? "fail" : "-",
    slow ? kB(slow.transferBytes) : "-",
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

export function evaluateRealtimeTargets(realtime: RealtimeResult): TargetResult[] {
  const targets: TargetResult[] = [];
  const { hub, bare, joins } = realtime;
  if (hub && bare) {
    const problem = relayProblems(hub) ?? relayProblems(bare);
    // Answers that never arrived have no latency: the p99 of the others is only a lower bound.
    const late = hub.undelivered > 0 ? `${hub.undelivered} answers still undelivered at the end are left out` : undefined;
    targets.push({
      target: `relay p99 ≤ ${realtimeTargets.relayP99Ms} ms`,
      route: "/ws",
      pass: !problem && !late && hub.samples > 0 && hub.p99Ms <= realtimeTargets.relayP99Ms,
      actual: `${hub.p99Ms} ms (p50 ${hub.p50Ms} ms, ${hub.samples} answers)`,
      note: problem ?? late,
    });
    targets.push({
      target: `${hub.sockets} sockets connected in ≤ ${realtimeTargets.connectS} s`,
      route: "/ws",
      pass: !problem && hub.connectS <= realtimeTargets.connectS,
      actual: `${hub.connectS.toFixed(1)} s (a bare ws server: ${bare.connectS.toFixed(1)} s)`,
      note: problem,
    });
    const share = shareOfBare(realtime);
    targets.push({
      target: `messages/s ≥ ${Math.round(realtimeTargets.minShareOfBare * 100)}% of a bare ws broadcast`,
      route: "/ws",
      pass: !problem && share >= realtimeTargets.minShareOfBare,
      actual: `${(share * 100).toFixed(1)}% (${hub.messagesPerSecond.toFixed(0)} vs ${bare.messagesPerSecond.toFixed(0)} msg/s)`,
      note: problem,
    });
  }
  if (joins) {
    const outcomes = [`${joins.joined} joined`, `${joins.full} session_full`];
    for (const [outcome, count] of Object.entries(joins.other)) outcomes.push(`${count} ${outcome}`);
    targets.push({
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
    target: `class races: room → every screen p99 ≤ ${classRaceTargets.relayP99Ms} ms (the relay, after the ${ROOM_INTERVAL_MS} ms coalescing)`,
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
      target: `class races: answer → room p99 ≤ the bare server's + ${classRaceTargets.relayP99Ms} ms at the ${screens === "players" ? "other players" : "projector"}`,
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
    String(rooms.undelivered),
    String(Object.values(rooms.errors).reduce((sum, count) => sum + count, 0)),
  ];
  const rows: string[][] = [];
  if (bare) rows.push(row("bare ws rooms", bare));
  if (hub) rows.push(row("/ws?race hub", hub));
  return columns(header, rows);
}

/** A plain-text table: the first column left-aligned, the others right-aligned. */
function columns(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ");
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

export function formatTargets(targets: TargetResult[]): string {
  const width = Math.max(...targets.map((target) => `${target.route} ${target.target}`.length));
  return targets
    .map((target) => {
      const label = `${target.route} ${target.target}`.padEnd(width);
      return `  ${target.pass ? "PASS" : "MISS"}  ${label}  ${target.actual}${target.note ? `  (${target.note})` : ""}`;
    })
    .join("\n");
}

export function writeResults(file: string, results: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
