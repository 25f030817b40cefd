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

/** Counts one attempt against every limit; refused when any is over its maximum. */
export async function hitRateLimits(db: Queryable, limits: Limit[], now = new Date()): Promise<LimitResult> {
  let retryAfterSeconds = 0;
  for (const limit of limits) {
    const windowMs = limit.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
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

/** Drops windows that ended more than a day ago. */
export async function pruneRateLimits(db: Queryable): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`));
}
