/**
 * The one-time screening of the names people chose before screening existed: every profile, in
 * id order, from where the last round stopped (maintenance_jobs.cursor). A username that fails
 * (models/name-screening.server.ts) becomes a unique generated nickname ("BraveOtter42"); a
 * display name or bio that fails is cleared. Once the last profile is done, finished_at is set
 * and every later call returns at once. Profiles made since are screened when they are saved.
 */
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { maintenanceJobs, profiles } from "../../drizzle/schema";
import { pgErrorCode, type Queryable } from "~/db.server";
import { isRude } from "~/models/name-screening.server";
import { generateNickname } from "~/utils/nickname";

export const SCREEN_NAMES_JOB = "screen-names-v1";

export interface ScreeningCounts {
  /** Profiles read in this call. */
  screened: number;
  usernamesReplaced: number;
  displayNamesCleared: number;
  biosCleared: number;
  /** The whole table is done (now or earlier). */
  finished: boolean;
}

export interface ScreeningOptions {
  /** Profiles per batch; the cursor moves after each. */
  batchSize?: number;
  /** Stop after this many batches (the housekeeping job does a bounded slice per round). */
  maxBatches?: number;
  random?: () => number;
}

/** A fresh nickname for a profile's username, retried while another profile holds it. */
async function replaceUsername(db: Queryable, id: string, random: () => number): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const nickname = generateNickname(random);
    try {
      // A savepoint, so a clash does not abort the job's transaction.
      await db.transaction((tx) => tx.update(profiles).set({ username: nickname }).where(eq(profiles.id, id)));
      return;
    } catch (error) {
      if (pgErrorCode(error) !== "23505" || attempt >= 20) throw error;
    }
  }
}

export async function screenExistingNames(
  db: Queryable,
  { batchSize = 500, maxBatches = Infinity, random = Math.random }: ScreeningOptions = {},
): Promise<ScreeningCounts> {
  const counts: ScreeningCounts = { screened: 0, usernamesReplaced: 0, displayNamesCleared: 0, biosCleared: 0, finished: false };
  await db.insert(maintenanceJobs).values({ name: SCREEN_NAMES_JOB }).onConflictDoNothing();
  const [job] = await db.select().from(maintenanceJobs).where(eq(maintenanceJobs.name, SCREEN_NAMES_JOB));
  if (job.finishedAt) return { ...counts, finished: true };

  let cursor = job.cursor;
  for (let batch = 0; batch < maxBatches; batch++) {
    const rows = await db
      .select({ id: profiles.id, username: profiles.username, displayName: profiles.displayName, bio: profiles.bio })
      .from(profiles)
      .where(cursor ? gt(profiles.id, cursor) : undefined)
      .orderBy(asc(profiles.id))
      .limit(batchSize);

    for (const row of rows) {
      counts.screened++;
      const clearDisplayName = row.displayName !== null && isRude(row.displayName);
      const clearBio = row.bio !== null && isRude(row.bio);
      if (clearDisplayName || clearBio) {
        await db
          .update(profiles)
          .set({ ...(clearDisplayName ? { displayName: null } : {}), ...(clearBio ? { bio: null } : {}) })
          .where(eq(profiles.id, row.id));
        if (clearDisplayName) counts.displayNamesCleared++;
        if (clearBio) counts.biosCleared++;
      }
      if (isRude(row.username)) {
        await replaceUsername(db, row.id, random);
        counts.usernamesReplaced++;
      }
    }

    const done = rows.length < batchSize;
    if (rows.length > 0) cursor = rows[rows.length - 1].id;
    await db
      .update(maintenanceJobs)
      .set({ cursor, ...(done ? { finishedAt: sql`now()` } : {}) })
      .where(and(eq(maintenanceJobs.name, SCREEN_NAMES_JOB), isNull(maintenanceJobs.finishedAt)));
    if (done) return { ...counts, finished: true };
  }
  return counts;
}
