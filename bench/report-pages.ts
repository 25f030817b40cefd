/**
 * The pages' part of the report: what a first load weighs (./page-weight.ts), Lighthouse's scores
 * (./lighthouse.ts) and the school line's loads (./slow-network.ts), as tables and as targets. A
 * target over every page is one row: how many pages meet it and the worst figure, then each page
 * that missed.
 */
import { budgets, lighthouseTargets, schoolLine, type BenchPage } from "./config";
import type { Category, LighthouseResult } from "./lighthouse";
import type { PageWeight } from "./page-weight";
import { columns, type TargetResult } from "./report";
import type { LineLoad, SchoolLineResult } from "./slow-network";

export interface PageResult {
  page: BenchPage;
  weight?: PageWeight;
  /** Absent when the audits were skipped (BENCH_LIGHTHOUSE=0). */
  lighthouse?: LighthouseResult;
  /** Absent when the school line was skipped (BENCH_SLOW_NETWORK=0). */
  line?: SchoolLineResult;
}

interface PageCheck {
  page: string;
  pass: boolean;
  /** The page's figure as printed ("2.31 s", "98.1 kB"). */
  figure: string;
  /** For "the worst": the larger the worse (or the smaller, see `worst`). */
  value?: number;
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const secondsOf = (ms: number) => (ms / 1000).toFixed(2);
const files = (count: number) => `${count} file${count === 1 ? "" : "s"}`;
const raw = (weight: PageWeight) => weight.html.bytes + weight.js.bytes + weight.css.bytes;
const wire = (weight: PageWeight) => weight.html.wireBytes + weight.js.wireBytes + weight.css.wireBytes;
const shortUrl = (url: string) => new URL(url).pathname;
/** "/games", "/profile (signed in)", "/games (es)": a Spanish row beside its English one. */
export const pageLabel = (page: BenchPage) =>
  [page.path, page.signedIn ? "(signed in)" : "", page.language ? `(${page.language})` : ""].filter(Boolean).join(" ");
/** The machine's 1-minute load average when the page was measured: a Spanish row is compared with its English one at a like load. */
const loadOf = (load: number | undefined) => (load === undefined ? "-" : load.toFixed(1));
const minPerformance = (page: BenchPage) => page.minPerformance ?? lighthouseTargets.performance;
const GROUP = "Pages";

/** One target over many pages: PASS when every page meets it. */
function overPages(target: string, checks: PageCheck[], worst: "max" | "min", route = `every page (${checks.length})`): TargetResult {
  const misses = checks.filter((check) => !check.pass);
  const valued = checks.filter((check) => check.value !== undefined);
  valued.sort((a, b) => (worst === "max" ? b.value! - a.value! : a.value! - b.value!));
  const met = `${checks.length - misses.length} of ${checks.length} meet it`;
  return {
    group: GROUP,
    route,
    target,
    pass: checks.length > 0 && misses.length === 0,
    actual: valued.length ? `${met}; worst ${valued[0].figure} (${valued[0].page})` : met,
    misses: misses.map((check) => `${check.page}: ${check.figure}`),
  };
}

export function evaluatePageTargets(pages: PageResult[]): TargetResult[] {
  const targets: TargetResult[] = [];
  targets.push(...lighthouseTargetsOf(pages));
  targets.push(...schoolLineTargets(pages));
  targets.push(...weightTargets(pages));
  return targets;
}

const CATEGORY_NAMES: Record<Category, string> = {
  performance: "performance",
  accessibility: "accessibility",
  bestPractices: "best practices",
  seo: "SEO",
};

function lighthouseTargetsOf(pages: PageResult[]): TargetResult[] {
  const audited = pages.filter((result) => result.lighthouse);
  if (audited.length === 0) return [];
  const check = (result: PageResult, category: Category, min: number): PageCheck => {
    const lighthouse = result.lighthouse!;
    const score = lighthouse.scores[category];
    const costs = lighthouse.costs
      .filter((cost) => cost.category === category)
      .slice(0, 4)
      .map((cost) => `${cost.id}${cost.displayValue ? ` ${cost.displayValue}` : ""} −${cost.points.toFixed(1)}`);
    const why = score === null ? ` (${lighthouse.error ?? "no score"})` : score < min && costs.length ? ` (${costs.join(", ")})` : "";
    return {
      page: pageLabel(result.page),
      pass: score !== null && score >= min,
      figure: `${score ?? "no score"}${why}`,
      value: score ?? -1,
    };
  };
  const play = audited.filter((result) => result.page.minPerformance !== undefined);
  const performanceTarget = play.length
    ? `Lighthouse mobile performance ≥ ${lighthouseTargets.performance}, ≥ ${minPerformance(play[0].page)} on the play pages`
    : `Lighthouse mobile performance ≥ ${lighthouseTargets.performance}`;
  return [
    overPages(
      performanceTarget,
      audited.map((result) => check(result, "performance", minPerformance(result.page))),
      "min",
    ),
    overPages(
      `Lighthouse accessibility = ${lighthouseTargets.accessibility}`,
      audited.map((result) => check(result, "accessibility", lighthouseTargets.accessibility)),
      "min",
    ),
    overPages(
      `Lighthouse best practices = ${lighthouseTargets.bestPractices}`,
      audited.map((result) => check(result, "bestPractices", lighthouseTargets.bestPractices)),
      "min",
    ),
    overPages(
      `Lighthouse SEO = ${lighthouseTargets.seo}`,
      audited.map((result) => check(result, "seo", lighthouseTargets.seo)),
      "min",
    ),
  ];
}

/** Why a school-line figure is missing or not valid. */
function lineProblem(load: LineLoad): string | undefined {
  if (load.error) return load.error;
  if (load.failed.length > 0) return `${load.failed.length} subresource(s) failed: not valid`;
  return undefined;
}

function schoolLineTargets(pages: PageResult[]): TargetResult[] {
  const loaded = pages.filter((result) => result.line);
  if (loaded.length === 0) return [];
  const where = `${schoolLine.downKbps} kbps, ${schoolLine.rttMs} ms RTT`;
  const timed = (result: PageResult, load: LineLoad, ms: number | undefined, max: number, detail = ""): PageCheck => {
    const problem = lineProblem(load);
    return {
      page: pageLabel(result.page),
      pass: !problem && ms !== undefined && ms <= max,
      figure: ms === undefined ? (problem ?? "no figure") : `${secondsOf(ms)} s${detail}${problem ? ` (${problem})` : ""}`,
      value: ms,
    };
  };
  const lcp = (result: PageResult, load: LineLoad) =>
    timed(result, load, load.lcpMs, schoolLine.maxLcpMs, load.lcpElement ? ` (${load.lcpElement})` : "");
  return [
    overPages(
      `largest contentful paint ≤ ${secondsOf(schoolLine.maxLcpMs)} s, JavaScript off, ${where}`,
      loaded.map((result) => lcp(result, result.line!.noJs)),
      "max",
    ),
    overPages(
      `largest contentful paint ≤ ${secondsOf(schoolLine.maxLcpMs)} s, JavaScript on, ${where}`,
      loaded.map((result) => lcp(result, result.line!.js)),
      "max",
    ),
    overPages(
      `interactive (load event and React hydrated) ≤ ${secondsOf(schoolLine.maxInteractiveMs)} s, ${where}`,
      loaded.map((result) => {
        const { js } = result.line!;
        const detail =
          js.hydratedMs !== undefined && js.loadMs !== undefined
            ? ` (load ${secondsOf(js.loadMs)}, hydrated ${secondsOf(js.hydratedMs)})`
            : "";
        return timed(result, js, js.interactiveMs, schoolLine.maxInteractiveMs, detail);
      }),
      "max",
    ),
  ];
}

function weightTargets(pages: PageResult[]): TargetResult[] {
  const weighed = pages.filter((result) => result.weight);
  if (weighed.length === 0) return [];
  const incomplete = (weight: PageWeight) => (weight.problems.length > 0 ? " (incomplete, see the warnings)" : "");
  const budget = (kind: "js" | "css", max: number) =>
    weighed.map(({ page, weight }) => ({
      page: pageLabel(page),
      pass: weight!.problems.length === 0 && weight![kind].gzipBytes <= max,
      figure: `${kB(weight![kind].gzipBytes)} kB in ${files(weight![kind].files)}${incomplete(weight!)}`,
      value: weight![kind].gzipBytes,
    }));
  const targets = [
    overPages(`first-load JS ≤ ${kB(budgets.jsGzipBytes)} kB gzip`, budget("js", budgets.jsGzipBytes), "max"),
    overPages(`CSS ≤ ${kB(budgets.cssGzipBytes)} kB gzip`, budget("css", budgets.cssGzipBytes), "max"),
    overPages(
      `HTML, JS and CSS sent compressed (from ${budgets.compressFromBytes} bytes)`,
      weighed.map(({ page, weight }) => ({
        page: pageLabel(page),
        pass: weight!.problems.length === 0 && weight!.uncompressed.length === 0,
        figure:
          weight!.uncompressed.length === 0
            ? `${kB(wire(weight!))} kB on the wire for ${kB(raw(weight!))} kB${incomplete(weight!)}`
            : `uncompressed: ${weight!.uncompressed.map(shortUrl).join(", ")}`,
      })),
      "max",
    ),
  ];
  const budgeted = weighed.filter(({ page }) => page.maxHtmlBytes !== undefined);
  for (const max of new Set(budgeted.map(({ page }) => page.maxHtmlBytes!))) {
    const checks = budgeted
      .filter(({ page }) => page.maxHtmlBytes === max)
      .map(({ page, weight }) => ({
        page: pageLabel(page),
        pass: weight!.problems.length === 0 && weight!.html.bytes <= max,
        figure: `${kB(weight!.html.bytes)} kB${incomplete(weight!)}`,
        value: weight!.html.bytes,
      }));
    targets.push(overPages(`HTML ≤ ${kB(max)} kB raw`, checks, "max", `pages with this HTML budget (${checks.length})`));
  }
  return targets;
}

/** Per page: what a first load weighs, raw, on the wire as the server compressed it, and gzip level 9 (the budgets). */
export function formatWeightTable(pages: PageResult[]): string {
  const header = ["page", "status", "HTML kB", "HTML wire", "JS kB", "JS wire", "JS gz", "CSS kB", "CSS wire", "total wire"];
  const rows = pages
    .filter((result) => result.weight)
    .map(({ page, weight }) => [
      pageLabel(page),
      String(weight!.status),
      kB(weight!.html.bytes),
      `${kB(weight!.html.wireBytes)}${weight!.htmlEncoding ? ` ${weight!.htmlEncoding}` : ""}`,
      kB(weight!.js.bytes),
      kB(weight!.js.wireBytes),
      kB(weight!.js.gzipBytes),
      kB(weight!.css.bytes),
      kB(weight!.css.wireBytes),
      kB(wire(weight!)),
    ]);
  return columns(header, rows);
}

/** Per page: the four scores and the metrics behind performance; below, what cost points where a score is under its target. */
export function formatLighthouseTable(pages: PageResult[]): string {
  const header = ["page", "perf", "a11y", "best pr.", "SEO", "FCP s", "LCP s", "TBT ms", "CLS", "SI s", "CPU index", "load avg"];
  const audited = pages.filter((result) => result.lighthouse);
  const score = (value: number | null) => (value === null ? "-" : String(value));
  const ms = (value: number | undefined, format: (n: number) => string) => (value === undefined ? "-" : format(value));
  const rows = audited.map(({ page, lighthouse }) => {
    const { scores, metrics } = lighthouse!;
    return [
      pageLabel(page),
      score(scores.performance),
      score(scores.accessibility),
      score(scores.bestPractices),
      score(scores.seo),
      ms(metrics.fcpMs, secondsOf),
      ms(metrics.lcpMs, secondsOf),
      ms(metrics.tbtMs, (n) => n.toFixed(0)),
      ms(metrics.cls, (n) => n.toFixed(3)),
      ms(metrics.speedIndexMs, secondsOf),
      lighthouse!.benchmarkIndex !== undefined ? lighthouse!.benchmarkIndex.toFixed(0) : "-",
      loadOf(lighthouse!.loadAverage),
    ];
  });
  const notes: string[] = [];
  for (const { page, lighthouse } of audited) {
    const below = (Object.keys(CATEGORY_NAMES) as Category[]).filter((category) => {
      const value = lighthouse!.scores[category];
      const min = category === "performance" ? minPerformance(page) : lighthouseTargets[category];
      return value === null || value < min;
    });
    if (below.length === 0) continue;
    const parts = below.map((category) => {
      const costs = lighthouse!.costs.filter((cost) => cost.category === category);
      const listed = costs.map((cost) => `${cost.id}${cost.displayValue ? ` (${cost.displayValue})` : ""} −${cost.points.toFixed(1)}`);
      return `${CATEGORY_NAMES[category]} ${lighthouse!.scores[category] ?? "no score"}: ${listed.join(", ") || lighthouse!.error || "?"}`;
    });
    notes.push(`  ${pageLabel(page)}: ${parts.join("; ")}`);
  }
  const table = columns(header, rows);
  return notes.length ? `${table}\n\nWhat cost points where a score is below its target (points of 100):\n${notes.join("\n")}` : table;
}

/** Per page: without JavaScript, then with it. */
export function formatSchoolLineTable(pages: PageResult[]): string {
  const header = [
    "page",
    "status",
    "no JS: LCP s",
    "load s",
    "kB",
    "JS: LCP s",
    "DCL s",
    "load s",
    "hydrated s",
    "interactive s",
    "kB",
    "largest paint (JS)",
    "load avg",
  ];
  const s = (load: LineLoad, ms: number | undefined) => (ms !== undefined ? secondsOf(ms) : load.error ? "fail" : "-");
  const rows = pages
    .filter((result) => result.line)
    .map(({ page, line }) => {
      const { js, noJs } = line!;
      return [
        pageLabel(page),
        String(js.status || noJs.status || "-"),
        s(noJs, noJs.lcpMs),
        s(noJs, noJs.loadMs),
        kB(noJs.transferBytes),
        s(js, js.lcpMs),
        s(js, js.domContentLoadedMs),
        s(js, js.loadMs),
        s(js, js.hydratedMs),
        s(js, js.interactiveMs),
        kB(js.transferBytes),
        js.lcpElement ?? "-",
        loadOf(line!.loadAverage),
      ];
    });
  return columns(header, rows);
}
