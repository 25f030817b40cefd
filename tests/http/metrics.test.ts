// An operator watches the site with Prometheus: /metrics answers the token's bearer with the
// counters that matter, and is not there for anyone else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/running-app";

const TOKEN = "metrics-token-for-the-test";
let app: RunningApp;
let closed: RunningApp;
beforeAll(async () => {
  const started = await Promise.allSettled([startApp({ METRICS_TOKEN: TOKEN }), startApp()]);
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    // Stop the one that did start: a process left behind keeps running after the suite.
    await Promise.all(started.map((result) => (result.status === "fulfilled" ? result.value.stop() : undefined)));
    throw failed.reason;
  }
  [app, closed] = started.map((result) => (result as PromiseFulfilledResult<RunningApp>).value);
});
afterAll(() => Promise.all([app?.stop(), closed?.stop()]));

describe("/metrics", () => {
  it("is refused without the token, and does not exist when no token is configured", async () => {
    expect((await fetch(`${app.origin}/metrics`)).status).toBe(401);
    expect((await fetch(`${app.origin}/metrics`, { headers: { Authorization: "Bearer wrong-token-wrong-token!" } })).status).toBe(401);
    expect((await fetch(`${closed.origin}/metrics`)).status).toBe(404);
    expect((await fetch(`${closed.origin}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });

  it("counts requests by route and status, their latency, sockets, streams, races and the process", async () => {
    // Each page read to its end: a request is counted once its answer is written. A page's data
    // (single fetch: /games.data) counts as its page; the page's own script, from the build's
    // files, is counted under /assets, not lost in "other".
    const script = /\/assets\/[\w.-]+\.js/.exec(await (await fetch(`${app.origin}/games`)).text())?.[0];
    expect(script).toBeDefined();
    for (const path of ["/games", "/games.data", "/no-such-page", "/play/math/math-quest-number-crunch", script])
      await (await fetch(`${app.origin}${path}`)).text();
    const response = await fetch(`${app.origin}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/cleverplay_http_requests_total\{route="\/games",method="GET",status="200"\} 3/);
    expect(text).toMatch(/cleverplay_http_requests_total\{route="other",method="GET",status="404"\} 1/);
    expect(text).toMatch(/cleverplay_http_requests_total\{route="\/play",method="GET",status="200"\} 1/);
    expect(text).toMatch(/cleverplay_http_requests_total\{route="\/assets",method="GET",status="200"\} 1/);
    expect(text).toMatch(/cleverplay_http_request_duration_seconds_bucket\{le="0.5",route="\/games"\} \d/);
    expect(text).toMatch(/cleverplay_realtime_sockets 0/);
    expect(text).toMatch(/cleverplay_realtime_streams 0/);
    expect(text).toMatch(/cleverplay_races_running 0/);
    expect(text).toMatch(/cleverplay_mail_outbox_waiting 0/);
    expect(text).toMatch(/cleverplay_mail_outbox_failed 0/);
    expect(text).toMatch(/cleverplay_requests_waiting 0/);
    expect(text).toMatch(/cleverplay_job_runs_total|# TYPE cleverplay_job_runs_total counter/);
    expect(text).toMatch(/cleverplay_process_resident_memory_bytes \d+/);
  });
});
