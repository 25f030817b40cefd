/** HTTP load with autocannon (a devDependency without its own types: the little we use is typed here). */
import { createRequire } from "node:module";
import type { LoadSettings } from "./config";

interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  pipelining?: number;
  timeout?: number;
}

interface AutocannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
  statusCodeStats: Record<string, { count: number }>;
  requests: { average: number; total: number; sent: number };
  latency: { average: number; p50: number; p99: number; max: number };
  throughput: { average: number };
}

type Autocannon = (options: AutocannonOptions) => PromiseLike<AutocannonResult>;

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

export interface LoadResult {
  url: string;
  connections: number;
  /** Mean of autocannon's per-second samples. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
  requests: number;
  okResponses: number;
  non2xx: number;
  /** Requests that got no response at all (connection errors; timeouts included). */
  errors: number;
  /** Of which timeouts (no response within 10 s). */
  timeouts: number;
  statusCodes: Record<string, number>;
  bytesPerSecond: number;
  durationS: number;
}

/** A warm-up that is thrown away, then the measured run, against one URL. */
export async function measureLoad(
  url: string,
  settings: LoadSettings,
  headers: Record<string, string> = {},
  connections = settings.connections,
): Promise<LoadResult> {
  const base = { url, headers, connections, pipelining: 1, timeout: 10 };
  if (settings.warmupS > 0) await autocannon({ ...base, duration: settings.warmupS });
  const result = await autocannon({ ...base, duration: settings.durationS });
  return {
    url,
    connections,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    meanMs: result.latency.average,
    maxMs: result.latency.max,
    requests: result.requests.total,
    okResponses: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count])),
    bytesPerSecond: result.throughput.average,
    durationS: result.duration,
  };
}
