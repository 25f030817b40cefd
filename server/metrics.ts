/**
 * Prometheus metrics (prom-client): requests by route and status, request latency, open sockets
 * and event streams, races running, job runs by outcome, the mail outbox, and Node's own process
 * metrics. Served at /metrics only with `Authorization: Bearer METRICS_TOKEN`; without a token
 * configured the address does not exist, so nothing about the site's traffic is public by default.
 */
import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { ASSETS_URL } from "./static-files";

export interface LiveCounts {
  sockets: number;
  streams: number;
  races: number;
  mailWaiting: number;
  mailFailed: number;
  /** Page requests waiting for their turn (server/turns.ts): above zero, the server is saturated. */
  requestsWaiting: number;
  /** The newest backup in the backup folder (server/backup): when it was written (Unix seconds; 0: none) and its size. */
  backupTime: number;
  backupBytes: number;
}

/** Requests answered, by route, method and status, and how long each took. */
function requestMetrics(registry: Registry) {
  return {
    requests: new Counter({
      name: "cleverplay_http_requests_total",
      help: "HTTP requests answered, by route (first path segment), method and status",
      labelNames: ["route", "method", "status"] as const,
      registers: [registry],
    }),
    latency: new Histogram({
      name: "cleverplay_http_request_duration_seconds",
      help: "Time to answer an HTTP request, by route",
      labelNames: ["route"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
  };
}

function jobRunsCounter(registry: Registry) {
  return new Counter({
    name: "cleverplay_job_runs_total",
    help: "Housekeeping job rounds, by job and outcome (ran, skipped: another instance held it, failed)",
    labelNames: ["job", "outcome"] as const,
    registers: [registry],
  });
}

/** The figures read when /metrics is asked for (LiveCounts), one gauge each. */
function liveGauges(registry: Registry): Record<keyof LiveCounts, Gauge> {
  return {
    sockets: new Gauge({ name: "cleverplay_realtime_sockets", help: "Open WebSockets on /ws", registers: [registry] }),
    streams: new Gauge({
      name: "cleverplay_realtime_streams",
      help: "Open session event streams (the websocket fallback)",
      registers: [registry],
    }),
    races: new Gauge({
      name: "cleverplay_races_running",
      help: "Two-player races running with players on this instance",
      registers: [registry],
    }),
    mailWaiting: new Gauge({
      name: "cleverplay_mail_outbox_waiting",
      help: "Mail queued and not yet sent (all instances)",
      registers: [registry],
    }),
    mailFailed: new Gauge({
      name: "cleverplay_mail_outbox_failed",
      help: "Mail given up after its last try, kept 7 days",
      registers: [registry],
    }),
    requestsWaiting: new Gauge({
      name: "cleverplay_requests_waiting",
      help: "Page requests waiting for their turn (the server is saturated while above zero)",
      registers: [registry],
    }),
    backupTime: new Gauge({
      name: "cleverplay_backup_last_time_seconds",
      help: "When the newest backup in the backup folder was written (Unix time; 0: no backup yet)",
      registers: [registry],
    }),
    backupBytes: new Gauge({
      name: "cleverplay_backup_last_size_bytes",
      help: "Size of the newest backup in the backup folder",
      registers: [registry],
    }),
  };
}

/**
 * A bounded label: the path's first segment when it is a route of the app, ASSETS_URL for the
 * build's files, else "other". A page's data (`/games.data`, single fetch; the home page's is
 * `/_root.data`) counts as its page.
 */
function routeLabel(knownRoutes: Set<string>) {
  return (url: string): string => {
    const first =
      url
        .split("?")[0]
        .replace(/\.data$/, "")
        .split("/")[1] ?? "";
    if (`/${first}` === ASSETS_URL) return ASSETS_URL;
    return knownRoutes.has(first) ? `/${first}` : "other";
  };
}

/** Whether the request bears `Authorization: Bearer TOKEN` (compared in constant time). */
function bearsToken(req: IncomingMessage, token: string): boolean {
  const given = Buffer.from(req.headers.authorization ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function createMetrics({ knownRoutes, live }: { knownRoutes: Set<string>; live: () => Promise<LiveCounts> }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "cleverplay_" });
  const { requests, latency } = requestMetrics(registry);
  const jobRuns = jobRunsCounter(registry);
  const gauges = liveGauges(registry);
  const routeOf = routeLabel(knownRoutes);

  return {
    /** Counts the request once it is answered, under the address it came for (the static files rewrite req.url). */
    observe(req: IncomingMessage, res: ServerResponse) {
      const route = routeOf(req.url ?? "/");
      const stopTimer = latency.startTimer({ route });
      res.on("finish", () => {
        stopTimer();
        requests.inc({ route, method: req.method ?? "GET", status: String(res.statusCode) });
      });
    },
    jobRan(job: string, outcome: "ran" | "skipped" | "failed") {
      jobRuns.inc({ job, outcome });
    },
    isMetricsRequest: (req: IncomingMessage) => (req.url ?? "").split("?")[0] === "/metrics",
    /** Answers /metrics: the figures for the token's bearer, 401 for anyone else. */
    async serve(req: IncomingMessage, res: ServerResponse, token: string): Promise<void> {
      if (!bearsToken(req, token)) {
        res
          .writeHead(401, { "Content-Type": "text/plain; charset=utf-8", "WWW-Authenticate": "Bearer" })
          .end("A metrics token is required.");
        return;
      }
      const counts = await live();
      for (const [name, gauge] of Object.entries(gauges)) gauge.set(counts[name as keyof LiveCounts]);
      res.writeHead(200, { "Content-Type": registry.contentType }).end(await registry.metrics());
    },
  };
}
