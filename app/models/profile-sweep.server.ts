/**
 * A one-time walk over every profile, in id order, from where the last round stopped
 * (maintenance_jobs.cursor): the clean-ups of data made before a rule existed (name screening,
 * names taken from e-mail addresses). Each batch moves the cursor; once the last profile is
 * done, finished_at is set and every later call returns at once. Profiles made since follow the
 * rule when they are saved.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { maintenanceJobs } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";

export interface SweepOptions {
  /** Profiles per batch; the cursor moves after each. */
  batchSize?: number;
  /** Stop after this many batches (the housekeeping job does a bounded slice per round). */
  maxBatches?: number;
}

export interface ProfileSweep<Row extends { id: string }> {
  /** The maintenance_jobs row's name: a new name runs the walk again from the start. */
  job: string;
  /** Up to `limit` profiles after `cursor` (all when null), in id order. */
  batch(db: Queryable, cursor: string | null, limit: number): Promise<Row[]>;
  /** Does what the rule asks for one profile. */
  visit(db: Queryable, row: Row): Promise<void>;
}

/** Walks on from the cursor; true once the whole table is done (now or earlier). */
export async function sweepProfiles<Row extends { id: string }>(
  db: Queryable,
  sweep: ProfileSweep<Row>,
  { batchSize = 500, maxBatches = Infinity }: SweepOptions = {},
): Promise<{ visited: number; finished: boolean }> {
  await db.insert(maintenanceJobs).values({ name: sweep.job }).onConflictDoNothing();
  const [job] = await db.select().from(maintenanceJobs).where(eq(maintenanceJobs.name, sweep.job));
  if (job.finishedAt) return { visited: 0, finished: true };

  let cursor = job.cursor;
  let visited = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const rows = await sweep.batch(db, cursor, batchSize);
    for (const row of rows) {
      await sweep.visit(db, row);
      visited++;
    }
    const done = rows.length < batchSize;
    if (rows.length > 0) cursor = rows[rows.length - 1].id;
    await db
      .update(maintenanceJobs)
      .set({ cursor, ...(done ? { finishedAt: sql`now()` } : {}) })
      .where(and(eq(maintenanceJobs.name, sweep.job), isNull(maintenanceJobs.finishedAt)));
    if (done) return { visited, finished: true };
  }
  return { visited, finished: false };
}
