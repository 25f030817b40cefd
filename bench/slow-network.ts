/**
 * Cold first loads on a school network (issue 12): each page of the route table in Chromium with
 * JavaScript on, in a new context (empty cache, no cookies but the signed-in player's), with the
 * network throttled through the DevTools protocol to 400 kbps down and up and 400 ms of latency.
 * The figures are the page's own navigation timing: DOMContentLoaded and the `load` event, from the
 * start of the navigation, and the bytes Chromium received for the page and what it loaded.
 *
 * Pages are loaded one at a time: two at once would share nothing (separate contexts) but the
 * machine's two cores, and each must see the whole throttled link. Each page is requested once
 * before, unthrottled: the browser is cold, not the server (a page's first request after the
 * server starts may meet its startup jobs, and that is not what a school line costs).
 */
import { chromium, type Browser } from "@playwright/test";
import { slowNetwork, type BenchPage } from "./config";

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

export interface SlowLoad {
  name: string;
  path: string;
  status: number;
  /**
   * From navigation start; undefined when the page did not get that far. Chromium's throttling
   * delays the body, not the response's headers, so `firstByteMs` is the server's own time.
   */
  firstByteMs?: number;
  domContentLoadedMs?: number;
  loadMs?: number;
  /** Bytes received for the document and its subresources (headers included, as Chromium counts). */
  transferBytes: number;
  requests: number;
  /** Subresources that failed or answered 4xx/5xx: the page loaded without them, too fast. */
  failed: string[];
  /** Why there is no figure (timeout, navigation error). */
  error?: string;
}

interface Timing {
  firstByteMs: number;
  domContentLoadedMs: number;
  loadMs: number;
  transferBytes: number;
  requests: number;
}

export async function measureSlowNetwork(baseUrl: string, pages: BenchPage[], cookie: string | undefined): Promise<SlowLoad[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const results: SlowLoad[] = [];
    for (const page of pages) results.push(await loadThrottled(browser, baseUrl, page, cookie));
    return results;
  } finally {
    await browser.close();
  }
}

async function loadThrottled(browser: Browser, baseUrl: string, target: BenchPage, cookie: string | undefined): Promise<SlowLoad> {
  await fetch(baseUrl + target.path, { headers: target.signedIn && cookie ? { cookie } : {} }).then((response) => response.arrayBuffer());
  const context = await browser.newContext();
  const result: SlowLoad = { name: target.name, path: target.path, status: 0, transferBytes: 0, requests: 0, failed: [] };
  try {
    if (target.signedIn) {
      if (!cookie) throw new Error("no signed-in player (the signInPlayer hook did not run)");
      const at = cookie.indexOf("=");
      await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: baseUrl }]);
    }
    const page = await context.newPage();
    const pageUrl = baseUrl + target.path;
    page.on("requestfailed", (request) => result.failed.push(`${new URL(request.url()).pathname}: ${request.failure()?.errorText}`));
    page.on("response", (response) => {
      if (response.status() >= 400 && response.url() !== pageUrl)
        result.failed.push(`${new URL(response.url()).pathname}: ${response.status()}`);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: slowNetwork.rttMs,
      downloadThroughput: (slowNetwork.downKbps * 1000) / 8,
      uploadThroughput: (slowNetwork.upKbps * 1000) / 8,
    });
    const response = await page.goto(pageUrl, { waitUntil: "load", timeout: slowNetwork.timeoutMs });
    result.status = response?.status() ?? 0;
    // The load event's handlers have run once loadEventEnd is set; the figure is its start.
    await page.waitForFunction(
      () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)?.loadEventEnd > 0,
      null,
      {
        timeout: slowNetwork.timeoutMs,
      },
    );
    const timing: Timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      return {
        firstByteMs: navigation.responseStart,
        domContentLoadedMs: navigation.domContentLoadedEventStart,
        loadMs: navigation.loadEventStart,
        transferBytes: navigation.transferSize + resources.reduce((sum, entry) => sum + entry.transferSize, 0),
        requests: 1 + resources.length,
      };
    });
    Object.assign(result, {
      firstByteMs: Math.round(timing.firstByteMs),
      domContentLoadedMs: Math.round(timing.domContentLoadedMs),
      loadMs: Math.round(timing.loadMs),
      transferBytes: timing.transferBytes,
      requests: timing.requests,
    });
  } catch (error) {
    result.error = (error as Error).message.split("\n")[0];
  } finally {
    await context.close();
  }
  return result;
}
