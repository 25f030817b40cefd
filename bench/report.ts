/** The printed table, the targets and bench/results/latest.json. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { budgets, realtimeTargets, type BenchRoute } from "./config";
import type { LoadResult } from "./load";
import type { PageWeight } from "./page-weight";
import type { RealtimeResult } from "./realtime";
import type { RelayResult } from "./relay-load";

export interface RouteResult {
  route: BenchRoute;
  load: LoadResult;
  /** This route's requests/s over the baseline's. */
  shareOfBaseline: number;
  page?: PageWeight;
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

export function evaluateTargets(results: RouteResult[]): TargetResult[] {
  const targets: TargetResult[] = [];
  const baseline = results.find((result) => result.route.baseline)!;
  for (const result of results) {
    const { route, load, page } = result;
    if (route.minShareOfBaseline !== undefined) {
      const failed = load.non2xx + load.errors;
      targets.push({
        target: `throughput ≥ ${Math.round(route.minShareOfBaseline * 100)}% of the trivial route`,
        route: route.path,
        pass: failed === 0 && baseline.load.non2xx + baseline.load.errors === 0 && result.shareOfBaseline >= route.minShareOfBaseline,
        actual: `${(result.shareOfBaseline * 100).toFixed(1)}% (${rps(load)} vs ${rps(baseline.load)} req/s)`,
        note: failed > 0 ? `${failed} requests failed or were not 2xx: the figure is not valid` : undefined,
      });
    }
    if (page) {
      const incomplete = page.problems.length > 0 ? `incomplete: ${page.problems.length} file(s) not fetched` : undefined;
      targets.push({
        target: `first-load JS ≤ ${kB(budgets.jsGzipBytes)} kB gzip`,
        route: route.path,
        pass: !incomplete && page.js.gzipBytes <= budgets.jsGzipBytes,
        actual: `${kB(page.js.gzipBytes)} kB in ${files(page.js.files)}`,
        note: incomplete,
      });
      targets.push({
        target: `CSS ≤ ${kB(budgets.cssGzipBytes)} kB gzip`,
        route: route.path,
        pass: !incomplete && page.css.gzipBytes <= budgets.cssGzipBytes,
        actual: `${kB(page.css.gzipBytes)} kB in ${files(page.css.files)}`,
        note: incomplete,
      });
    }
  }
  return targets;
}

export function formatTable(results: RouteResult[]): string {
  const header = ["route", "req/s", "p50 ms", "p99 ms", "% of trivial", "JS gz kB", "CSS gz kB", "HTML gz kB", "non-2xx"];
  const rows = results.map(({ route, load, shareOfBaseline, page }) => [
    route.baseline ? `${route.path} (trivial)` : route.headers ? `${route.path} (rendered, no cache)` : route.path,
    load.requestsPerSecond.toFixed(1),
    String(load.p50Ms),
    String(load.p99Ms),
    `${(shareOfBaseline * 100).toFixed(1)}%`,
    page ? kB(page.js.gzipBytes) : "-",
    page ? kB(page.css.gzipBytes) : "-",
    page ? kB(page.html.gzipBytes) : "-",
    load.errors > 0 ? `${load.non2xx} +${load.errors} err` : String(load.non2xx),
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
