/**
 * Fixed-window rate limits kept in the database, so every server instance counts together.
 */
import { lt, sql } from "drizzle-orm";
import { rateLimits } from "../../drizzle/schema";
import { queryRows, type Queryable } from "~/db.server";

export interface Limit {
  /** e.g. "sign-in:email:ada@example.com" or "sign-in:ip:203.0.113.9". */
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Per-client limits are sized for a classroom: a whole school often reaches us from one
 * address, so thirty children signing up together must pass. Per-address limits stay tight.
 */
export const CLASSROOM_LIMIT = { perHour: 200, perQuarterHour: 300 } as const;

export interface LimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

function windowStartOf(limit: Limit, now: Date): Date {
  const windowMs = limit.windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** Counts one attempt against every limit; refused when any is over its maximum. */
export async function hitRateLimits(db: Queryable, limits: Limit[], now = new Date()): Promise<LimitResult> {
  let retryAfterSeconds = 0;
  for (const limit of limits) {
    const windowMs = limit.windowSeconds * 1000;
    const windowStart = windowStartOf(limit, now);
    const [row] = await queryRows<{ hits: number }>(
      db,
      sql`insert into rate_limits (key, window_start, hits) values (${limit.key}, ${windowStart.toISOString()}::timestamptz, 1)
          on conflict (key, window_start) do update set hits = rate_limits.hits + 1
          returning hits`,
    );
    if (Number(row.hits) > limit.max) {
      retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
    }
  }
  return { allowed: retryAfterSeconds === 0, retryAfterSeconds };
}

/**
 * Takes back the attempt `hitRateLimits` counted at `now`, once it turned out not to count (a
 * code that named something). Counting first and refunding after keeps the limit under racing
 * requests: each holds its place in the count while it looks.
 */
export async function refundRateLimits(db: Queryable, limits: Limit[], now: Date): Promise<void> {
  for (const limit of limits) {
    await db.execute(
      sql`update rate_limits set hits = hits - 1
          where key = ${limit.key} and window_start = ${windowStartOf(limit, now).toISOString()}::timestamptz and hits > 0`,
    );
  }
}

/** Drops windows that ended more than a day ago. */
export async function pruneRateLimits(db: Queryable): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`));
}
