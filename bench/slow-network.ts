/**
 * Cold first loads on a school's line (issue 12; targets restated by issue 29): each page of the
 * route table in Chromium (in each language: a page's Spanish row carries the `cp_lang` cookie),
 * twice, in a new context each time (empty cache, no cookies but the language's and the
 * signed-in player's), with the network throttled through the DevTools protocol to 400 kbps down
 * and up and 400 ms of latency (`schoolLine` in ./config.ts):
 *
 *  - without JavaScript (`javaScriptEnabled: false`): the server-rendered page, readable and its
 *    forms usable, as a browser that has not run the scripts yet (or never will) shows it;
 *  - with JavaScript: the same, and then the page interactive: its `load` event and React's
 *    hydration both done.
 *
 * The largest contentful paint is read after the load from a PerformanceObserver with
 * `buffered: true` and its `takeRecords()`, in one synchronous evaluation: with JavaScript off
 * the observer's callback never runs, but the buffered entries are there (Chromium's own
 * PerformanceTimeline events give the same figures).
 *
 * Hydration is seen from outside the app: a stand-in for React DevTools' global hook, installed
 * before any of the page's scripts, is told of every commit React makes (React DOM calls the
 * hook in production builds too). The page counts as hydrated at the first commit after which
 * neither the root nor any Suspense boundary (the lazily loaded panels of app/utils/lazy.tsx) is
 * still dehydrated. `document.documentElement`'s `__reactContainer$` key would not do: hydrateRoot
 * sets it when it is called, before React has rendered anything.
 *
 * Figures are from the start of the navigation. Pages are loaded one at a time: two at once
 * would share the machine's two cores, and each must see the whole throttled link. Each page is
 * requested once before, unthrottled: the browser is cold, not the server (a page's first request
 * after the server starts may meet its startup jobs, and that is not what a school line costs).
 */
import os from "node:os";
import { chromium, type Browser, type Page } from "@playwright/test";
import { pageCookie, schoolLine, type BenchPage } from "./config";
import type { Guard } from "./server";

const CHROMIUM = process.env.BENCH_CHROMIUM || "/usr/bin/chromium";
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
/** After the load (and hydration): the last paints land before the largest one is read. */
const SETTLE_MS = 500;

/**
 * Installed before the page's scripts, as a string: a function would be serialised with the
 * helpers tsx adds to it, which the page does not have.
 */
const HYDRATION_HOOK = `(() => {
  const dehydratedBoundary = (fiber) => {
    for (let node = fiber; node; node = node.sibling) {
      if (node.tag === 13 && node.memoizedState && node.memoizedState.dehydrated) return true;
      if (node.child && dehydratedBoundary(node.child)) return true;
    }
    return false;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    onCommitFiberUnmount() {},
    onCommitFiberRoot(_renderer, root) {
      if (window.__benchHydratedAt !== undefined) return;
      const state = root.current.memoizedState;
      if ((state && state.isDehydrated) || dehydratedBoundary(root.current.child)) return;
      window.__benchHydratedAt = performance.now();
    },
  };
})();`;

export interface LineLoad {
  status: number;
  /**
   * From navigation start; undefined when the page did not get that far. Chromium's throttling
   * delays the body, not the response's headers, so `firstByteMs` is the server's own time.
   */
  firstByteMs?: number;
  domContentLoadedMs?: number;
  loadMs?: number;
  /** The largest contentful paint, and what it painted ("H1", "IMG /images/games/x.svg"). */
  lcpMs?: number;
  lcpElement?: string;
  /** With JavaScript: React's hydration done, and the later of that and the `load` event. */
  hydratedMs?: number;
  interactiveMs?: number;
  /** Bytes received for the document and its subresources (headers included, as Chromium counts). */
  transferBytes: number;
  requests: number;
  /** Subresources that failed or answered 4xx/5xx: the page loaded without them, too fast. */
  failed: string[];
  /** Uncaught exceptions and console errors of the page (a hydration that went wrong says so there). */
  pageErrors: string[];
  /** Why there is no figure (timeout, navigation error). */
  error?: string;
}

export interface SchoolLineResult {
  name: string;
  path: string;
  js: LineLoad;
  noJs: LineLoad;
  /** The machine's 1-minute load average as the page's loads began. */
  loadAverage: number;
}

export async function measureSchoolLine(
  baseUrl: string,
  pages: BenchPage[],
  cookie: string | undefined,
  guard: Guard = (_, work) => work(),
): Promise<SchoolLineResult[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const results: SchoolLineResult[] = [];
    for (const page of pages) {
      const loadAverage = os.loadavg()[0];
      const loads = await guard(`${page.path} was loaded on the school line`, async () => {
        await warmUp(baseUrl + page.path, pageCookie(page, cookie));
        const noJs = await loadThrottled(browser, baseUrl, page, cookie, false);
        const js = await loadThrottled(browser, baseUrl, page, cookie, true);
        return { js, noJs };
      });
      results.push({ name: page.name, path: page.path, ...loads, loadAverage });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/**
 * The page requested once, unthrottled, so that the browser is cold and the server is not. A
 * failure is left to the measurement that follows to show; a connection reset on a busy machine
 * is tried again.
 */
export async function warmUp(url: string, cookie: string | undefined): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      const response = await fetch(url, { headers: cookie ? { Cookie: cookie } : {}, signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

async function loadThrottled(
  browser: Browser,
  baseUrl: string,
  target: BenchPage,
  cookie: string | undefined,
  javaScriptEnabled: boolean,
): Promise<LineLoad> {
  const context = await browser.newContext({ javaScriptEnabled });
  const result: LineLoad = { status: 0, transferBytes: 0, requests: 0, failed: [], pageErrors: [] };
  try {
    if (target.signedIn && !cookie) throw new Error("no signed-in player (the signInPlayer hook did not run)");
    // The player's cookie on a signed-in page, and a Spanish row's language cookie (config.ts, pageCookie).
    for (const pair of pageCookie(target, cookie)?.split("; ") ?? []) {
      const at = pair.indexOf("=");
      await context.addCookies([{ name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl }]);
    }
    const page = await context.newPage();
    if (javaScriptEnabled) await page.addInitScript(HYDRATION_HOOK);
    const pageUrl = baseUrl + target.path;
    page.on("requestfailed", (request) => {
      // Without JavaScript, Chromium does not fetch the page's scripts (it reports them blocked): as meant.
      if (!javaScriptEnabled && request.resourceType() === "script") return;
      result.failed.push(`${new URL(request.url()).pathname}: ${request.failure()?.errorText}`);
    });
    page.on("response", (response) => {
      if (response.status() >= 400 && response.url() !== pageUrl)
        result.failed.push(`${new URL(response.url()).pathname}: ${response.status()}`);
    });
    page.on("pageerror", (error) => result.pageErrors.push(error.message.split("\n")[0]));
    page.on("console", (message) => {
      // The page's own 404 (an unknown invite code) is logged as a failed load: not the page's error.
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
        result.pageErrors.push(message.text().split("\n")[0]);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: schoolLine.rttMs,
      downloadThroughput: (schoolLine.downKbps * 1000) / 8,
      uploadThroughput: (schoolLine.upKbps * 1000) / 8,
    });
    const started = Date.now();
    const response = await page.goto(pageUrl, { waitUntil: "load", timeout: schoolLine.timeoutMs });
    result.status = response?.status() ?? 0;
    const left = () => Math.max(1, schoolLine.timeoutMs - (Date.now() - started));
    // Polled from Node: with JavaScript off, page.waitForFunction's own polling does not run.
    await waitFor(page, "(performance.getEntriesByType('navigation')[0] || {}).loadEventEnd > 0", left(), "the load event");
    if (javaScriptEnabled) await waitFor(page, "window.__benchHydratedAt !== undefined", left(), "React's hydration");
    await page.waitForTimeout(SETTLE_MS);
    Object.assign(result, await readTimings(page));
    if (javaScriptEnabled && result.hydratedMs !== undefined && result.loadMs !== undefined) {
      result.interactiveMs = Math.max(result.hydratedMs, result.loadMs);
    }
  } catch (error) {
    result.error = (error as Error).message.split("\n")[0];
  } finally {
    await context.close();
  }
  return result;
}

/** Evaluates `condition` every 50 ms until it holds. */
async function waitFor(page: Page, condition: string, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(condition))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${schoolLine.timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

type Timings = Pick<
  LineLoad,
  "firstByteMs" | "domContentLoadedMs" | "loadMs" | "lcpMs" | "lcpElement" | "hydratedMs" | "transferBytes" | "requests"
>;

/** One synchronous evaluation: it must work with the page's JavaScript off. */
async function readTimings(page: Page): Promise<Timings> {
  return page.evaluate(`(() => {
    const navigation = performance.getEntriesByType("navigation")[0];
    const resources = performance.getEntriesByType("resource");
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: "largest-contentful-paint", buffered: true });
    const paints = observer.takeRecords();
    observer.disconnect();
    const largest = paints[paints.length - 1];
    const round = (ms) => (ms === undefined ? undefined : Math.round(ms));
    let element;
    if (largest) {
      element = largest.element ? largest.element.tagName : "(removed)";
      if (largest.url) element += " " + new URL(largest.url).pathname;
    }
    return {
      firstByteMs: round(navigation.responseStart),
      domContentLoadedMs: round(navigation.domContentLoadedEventStart),
      loadMs: round(navigation.loadEventStart),
      lcpMs: largest ? round(largest.startTime) : undefined,
      lcpElement: element,
      hydratedMs: round(window.__benchHydratedAt),
      transferBytes: navigation.transferSize + resources.reduce((sum, entry) => sum + entry.transferSize, 0),
      requests: 1 + resources.length,
    };
  })()`);
}
