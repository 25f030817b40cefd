/**
 * Lighthouse (issue 29): every page of the route table audited with Lighthouse's default settings,
 * its mobile profile (a Moto G Power's screen, simulated slow 4G: 150 ms RTT and 1.6 Mbps, and a
 * 4× slower CPU), through its Node API on a Chromium of chrome-launcher's (`--headless
 * --no-sandbox --disable-gpu`), a new one for each page, in each language (a page's Spanish row
 * carries the `cp_lang` cookie). Signed-in pages carry the player's cookie
 * as an extra header on every request; a page whose right status is not 2xx (an unknown invite
 * code) is audited all the same (`ignoreStatusCode`), and SEO then counts its status against it.
 *
 * Lighthouse's throttling is simulated: it loads the page at full speed and computes what the
 * mobile profile would see, from the trace, which includes the CPU time the page took on this
 * machine. A busy machine (its load average) makes the performance score worse; Lighthouse's own
 * measure of the CPU (`benchmarkIndex`) is kept beside each page. Each page is requested once,
 * unthrottled, before (the browser is cold, not the server), and audited once more if Lighthouse
 * could not score it. The HTML reports go to bench/results/lighthouse/<page>.html.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { pageCookie, type BenchPage } from "./config";
import type { Guard } from "./server";
import { warmUp } from "./slow-network";

const CHROMIUM = process.env.BENCH_CHROMIUM || "/usr/bin/chromium";
const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu"];
const CATEGORIES = { performance: "performance", accessibility: "accessibility", bestPractices: "best-practices", seo: "seo" } as const;
/** Beyond Lighthouse's own limits (45 s a page load), an audit that hangs. */
const AUDIT_TIMEOUT_MS = 180_000;

export type Category = keyof typeof CATEGORIES;

export interface AuditCost {
  category: Category;
  id: string;
  title: string;
  /** As Lighthouse shows it ("3.1 s", "5 elements"), when it has one. */
  displayValue?: string;
  /** Points of the category's 100 this audit cost. */
  points: number;
}

export interface LighthouseResult {
  name: string;
  path: string;
  /** 0-100; null when Lighthouse could not score the category. */
  scores: Record<Category, number | null>;
  metrics: { fcpMs?: number; lcpMs?: number; tbtMs?: number; cls?: number; speedIndexMs?: number };
  /** Every audit that cost points, largest first. */
  costs: AuditCost[];
  /** Lighthouse's measure of this machine's CPU when the page was audited (higher is faster). */
  benchmarkIndex?: number;
  /** The machine's 1-minute load average as the audit began. */
  loadAverage?: number;
  warnings: string[];
  /** Why a category has no score (Lighthouse's runtime error, a crash). */
  error?: string;
  /** The HTML report, relative to the repository. */
  report?: string;
}

export async function measureLighthouse(
  baseUrl: string,
  pages: BenchPage[],
  cookie: string | undefined,
  reportDir: string,
  guard: Guard = (_, work) => work(),
): Promise<LighthouseResult[]> {
  mkdirSync(reportDir, { recursive: true });
  const results: LighthouseResult[] = [];
  for (const page of pages) {
    // A page's Spanish row carries its language's cookie too (config.ts, pageCookie).
    const sent = page.signedIn && !cookie ? undefined : pageCookie(page, cookie);
    const headers = sent ? { Cookie: sent } : undefined;
    const { result, html } = await guard(`Lighthouse audited ${page.path}`, async () => {
      await warmUp(baseUrl + page.path, headers?.Cookie);
      const first = await audit(baseUrl, page, headers);
      return first.result.error ? audit(baseUrl, page, headers) : first;
    });
    if (html) {
      const file = path.join(reportDir, `${page.name}.html`);
      writeFileSync(file, html);
      result.report = path.relative(process.cwd(), file);
    }
    results.push(result);
  }
  return results;
}

async function audit(
  baseUrl: string,
  page: BenchPage,
  headers: Record<string, string> | undefined,
): Promise<{ result: LighthouseResult; html?: string }> {
  const result: LighthouseResult = {
    name: page.name,
    path: page.path,
    scores: { performance: null, accessibility: null, bestPractices: null, seo: null },
    metrics: {},
    costs: [],
    warnings: [],
    loadAverage: os.loadavg()[0],
  };
  if (page.signedIn && !headers) {
    result.error = "no signed-in player (the signInPlayer hook did not run)";
    return { result };
  }
  let html: string | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
    const flags: Flags = {
      port: chrome.port,
      output: "html",
      logLevel: "error",
      onlyCategories: Object.values(CATEGORIES),
      extraHeaders: headers,
      ignoreStatusCode: page.status !== undefined,
    };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no result within ${AUDIT_TIMEOUT_MS / 1000} s`)), AUDIT_TIMEOUT_MS);
    });
    const run = await Promise.race([lighthouse(baseUrl + page.path, flags), timeout]).finally(() => clearTimeout(timer));
    if (!run) throw new Error("Lighthouse returned nothing");
    read(run.lhr, result);
    if (typeof run.report === "string") html = run.report;
  } catch (error) {
    result.error = (error as Error).message.split("\n")[0];
  } finally {
    chrome?.kill();
  }
  return { result, html };
}

function read(lhr: Result, result: LighthouseResult): void {
  for (const [key, id] of Object.entries(CATEGORIES) as [Category, string][]) {
    const category = lhr.categories[id];
    result.scores[key] = category?.score === null || category?.score === undefined ? null : Math.round(category.score * 100);
    if (!category) continue;
    const total = category.auditRefs.reduce((sum, ref) => sum + ref.weight, 0);
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight === 0 || !audit || audit.score === null || audit.score >= 1) continue;
      const points = (ref.weight * (1 - audit.score) * 100) / total;
      result.costs.push({ category: key, id: ref.id, title: audit.title, displayValue: audit.displayValue || undefined, points });
    }
  }
  result.costs.sort((a, b) => b.points - a.points);
  const numeric = (id: string) => lhr.audits[id]?.numericValue;
  result.metrics = {
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    speedIndexMs: numeric("speed-index"),
  };
  result.benchmarkIndex = lhr.environment?.benchmarkIndex;
  result.warnings = lhr.runWarnings.map((warning) => String(warning));
  if (lhr.runtimeError) result.error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  else if (Object.values(result.scores).some((score) => score === null)) {
    const failed = Object.values(lhr.audits).filter((audit) => audit.scoreDisplayMode === "error");
    result.error = `no score for ${Object.entries(result.scores)
      .filter(([, score]) => score === null)
      .map(([key]) => key)
      .join(", ")}${failed.length ? ` (${failed.map((audit) => `${audit.id}: ${audit.errorMessage}`).join("; ")})` : ""}`;
  }
}
