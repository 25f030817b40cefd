/** The printed table, the targets and bench/results/latest.json. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { budgets, type BenchRoute } from "./config";
import type { LoadResult } from "./load";
import type { PageWeight } from "./page-weight";

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
        actual: `${(result.shareOfBaseline * 100).toFixed(1)}% (${load.requestsPerSecond.toFixed(0)} vs ${baseline.load.requestsPerSecond.toFixed(0)} req/s)`,
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
