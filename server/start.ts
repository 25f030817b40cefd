import "../app/load-context";
/**
 * CleverPlay's one process: the Remix app, static files and the /ws WebSocket on one port.
 * It replaces @remix-run/serve, which can neither share its port with a WebSocket server nor
 * pass a load context. Pending migrations and the catalogue seed are applied at start.
 * server/index.ts starts it as production runs it; tests/e2e/app-server.ts starts the same server
 * with its test-only sign-in (the `before` option), which no production entry passes.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import { createRequestListener, type ClientAddress } from "@remix-run/node-fetch-server";
import compression from "compression";
import { openDatabaseOrExit } from "../app/db.server";
import { loadEnvOrExit, type Env } from "../app/env.server";
import { NO_PROXY, parseTrustProxy } from "../app/trust-proxy.server";
import { outboxCounts } from "../app/models/mail.server";
import { withRouteHeaders } from "../app/utils/page-headers.server";
import { createOwnerOnly, keepOwnerOnly } from "../app/owner-only-files.server";
import { seed } from "../app/models/seed.server";
import { answerBackupRequests } from "./backup/control";
import { dumpDatabase } from "./backup/dump";
import { backupDir, listBackups } from "./backup/files";
import { backupJobs } from "./backup/schedule";
import { withPageCache } from "./page-cache";
import { housekeepingJobs } from "./housekeeping";
import { trackRequests } from "./drain";
import { startJobs } from "./jobs";
import { createMetrics } from "./metrics";
import { guardProcess } from "./process-guard";
import { redactQueryParameters } from "./log-redaction";
import { createRealtime } from "./realtime";
import { dropUntrustedForwarding } from "./forwarded-headers";
import { contextForRequest } from "./request-context";
import { logRequest } from "./request-log";
import { refusal } from "./request-guards";
import { securityHeaders } from "./security-headers";
import { checkListenable } from "./startup-checks";
import { staticFiles } from "./static-files";
import { takingTurns, type Turns } from "./turns";

/** Remix's server build (`remix vite:build`, vite.config.mts); the browser's beside it in build/client. */
const BUILD_PATH = path.resolve("build/server/index.js");
/** How long a stop waits for requests in flight (docker stop gives 10 s before SIGKILL). */
const DRAIN_MS = 8_000;
/**
 * Page requests worked on at once (server/turns.ts): enough to keep the database busy while
 * others render (the PostgreSQL pool has 10; PGlite has one connection, in this thread), few
 * enough that a turn of the event loop stays short. A slot is lent for PAGE_TURN_LEASE (a second).
 */
const SLOTS = { pglite: 2, postgres: 8 };

/**
 * The secret that signs cookies (toasts, visitors, the Google sign-in flow): SESSION_SECRET, or a
 * random one kept in DATA_DIR so those cookies survive a restart.
 */
function cookieSecret(env: Env): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = path.resolve(env.DATA_DIR, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export interface ServerOptions {
  /**
   * Answers a request before the app does when it returns a Response, with the same load context
   * a loader gets. Production passes none: only the end-to-end suite's own entry point
   * (tests/e2e/app-server.ts) adds one, so no test route exists in the production bundle.
   */
  before?: (request: Request, context: AppLoadContext) => Promise<Response | undefined>;
}

/** Starts the server; a bad setting rejects with a StartupError (see server/index.ts). */
export async function startServer(options: ServerOptions = {}) {
  redactQueryParameters();
  guardProcess();
  const env = loadEnvOrExit();
  await checkListenable(env.PORT, env.HOST);
  // Before anything is written: the data and backups are the server's account's only.
  createOwnerOnly();
  keepOwnerOnly(env.DATA_DIR, "DATA_DIR");
  keepOwnerOnly(backupDir(env), env.BACKUP_DIR ? "BACKUP_DIR" : "The backup folder");
  const { database, realtime, context } = await openServices(env);
  const build = (await import(pathToFileURL(BUILD_PATH).href)) as ServerBuild;
  const inTurn = takingTurns({ slots: SLOTS[database.driver], leaseMs: env.PAGE_TURN_LEASE });
  const metrics = createMetrics({
    knownRoutes: firstSegments(build),
    live: async () => {
      const mail = await outboxCounts(database.db);
      const backup = listBackups(backupDir(env)).at(-1);
      return {
        ...realtime.counts(),
        mailWaiting: mail.waiting,
        mailFailed: mail.failed,
        requestsWaiting: inTurn.waiting,
        backupTime: backup ? backup.at.getTime() / 1000 : 0,
        backupBytes: backup?.bytes ?? 0,
      };
    },
  });
  const jobs = startJobs(database.db, [...housekeepingJobs(env), ...backupJobs(env, database)], { onRound: metrics.jobRan });
  // `npm run db:backup` asks this process: nothing else may open the embedded database meanwhile.
  const stopAnsweringBackups =
    database.driver === "pglite" ? await answerBackupRequests(env.DATA_DIR, () => dumpDatabase(database.source)) : async () => {};
  const server = http.createServer(answerRequests(context, metrics, remixListener(build, context, inTurn, options)));
  // An idle kept-alive connection is closed after 65 s, not Node's 5: a proxy keeps its upstream
  // connections open about a minute (nginx's upstream keepalive_timeout, a cloud load balancer's
  // idle timeout) and would send a child's POST on one this server was closing, a 502 it does not
  // retry. The headers' own limit stays above it, as Node asks.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on("upgrade", realtime.handleUpgrade);
  const requests = trackRequests(server);

  if (env.NODE_ENV === "production" && !env.APP_URL) {
    console.warn(
      `APP_URL is not set: e-mailed and shared links use http://localhost:${env.PORT} unless the request names a host in ALLOWED_HOSTS.`,
    );
  }
  server.listen(env.PORT, env.HOST, () => {
    console.log(`CleverPlay listening on http://localhost:${env.PORT} (database: ${database.driver})`);
  });
  stopOnSignal(async () => {
    jobs.stop();
    await stopAnsweringBackups();
    const drained = requests.drain(DRAIN_MS);
    await realtime.close();
    if (!(await drained)) console.warn(`requests still open after ${DRAIN_MS / 1000} s were cut`);
    server.closeAllConnections();
    await database.close();
  });
}

/** The database (migrated and seeded), the realtime hub on it, and the load context loaders get. */
async function openServices(env: Env) {
  const database = await openDatabaseOrExit({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
  });
  await seed(database.db);
  const base = {
    db: database.db,
    database,
    env,
    cookieSecret: cookieSecret(env),
    // Which proxies' forwarded headers to believe (trust-proxy.server.ts), compiled once.
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
  const realtime = await createRealtime(base);
  const context: AppLoadContext = { ...base, realtime };
  return { database, realtime, context };
}

/** The first path segments of the app's fixed routes: the metrics' route labels. */
function firstSegments(build: ServerBuild): Set<string> {
  return new Set(
    Object.values(build.routes)
      .map((route) => route.path?.split("/")[0] ?? "")
      .filter((first) => first && !/[:*]/.test(first)),
  );
}

/** The Remix app as a Node request listener (`before` first, when given), its pages cached where they may be, page requests in turn. */
function remixListener(build: ServerBuild, context: AppLoadContext, inTurn: Turns, { before }: ServerOptions) {
  const handleRequest = createRequestHandler(withRouteHeaders(build), context.env.NODE_ENV);
  // Each request's context names the address its connection came from (client-address.server.ts).
  const peers = new WeakMap<Request, string>();
  const requestContext = (request: Request, leaveTurn?: () => void) => contextForRequest(context, peers.get(request), leaveTurn);
  const app = (request: Request, leaveTurn?: () => void) => handleRequest(request, requestContext(request, leaveTurn));
  // /healthz never waits in line: a load balancer that cannot reach it takes the instance out.
  const takesTurns = (request: Request) =>
    (request.method === "GET" || request.method === "HEAD") && new URL(request.url).pathname !== "/healthz";
  const cached = withPageCache((request) => (takesTurns(request) ? inTurn((leaveTurn) => app(request, leaveTurn)) : app(request)));
  return createRequestListener((request: Request, client: ClientAddress) => {
    peers.set(request, client.address);
    if (!before) return cached(request);
    return before(request, requestContext(request)).then((response) => response ?? cached(request));
  });
}

/**
 * Every HTTP request: logged, counted, given the security headers; stripped of forwarded headers
 * no trusted proxy sent; refused early when it is malformed; /metrics for its token's bearer; then a static file, else the app, compressed.
 */
function answerRequests(
  { env, trustProxy }: AppLoadContext,
  metrics: ReturnType<typeof createMetrics>,
  remix: http.RequestListener,
): http.RequestListener {
  const serveFile = staticFiles(path.resolve("public"), path.resolve("build/client/assets"));
  // Every compressible answer (pages, data, SVG, JSON) goes out with brotli or gzip when the
  // browser takes it; build assets come pre-compressed (server/static-files.ts). Event streams
  // are left alone: compressing would hold their events back until a buffer fills.
  const compress = compression({
    filter: (req, res) => !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
  });

  const logRequests = env.LOG_REQUESTS ?? env.NODE_ENV !== "test";
  const addHeaders = securityHeaders({ https: env.APP_URL?.startsWith("https://") ?? false });
  return (req, res) => {
    if (logRequests) logRequest(req, res);
    metrics.observe(req, res);
    addHeaders(req, res);
    dropUntrustedForwarding(req, trustProxy ?? NO_PROXY);
    const refused = refusal(req, trustProxy ?? NO_PROXY);
    if (refused) {
      // The body is never read: the connection closes after the answer.
      res.writeHead(refused.status, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" }).end(refused.message);
      return;
    }
    if (env.METRICS_TOKEN && metrics.isMetricsRequest(req)) return void metrics.serve(req, res, env.METRICS_TOKEN);
    compress(req as never, res as never, () => serveFile(req, res, () => remix(req, res)));
  };
}

/**
 * A stop (docker stop, a deploy): no new connections; sockets and event streams are closed
 * with codes their pages reconnect on (to another instance, or this one once it is back);
 * requests in flight are answered, for up to DRAIN_MS; then the database is closed (`close`).
 */
function stopOnSignal(close: () => Promise<void>) {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then closing sockets and the database`);
    await close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}
