/**
 * The one-time screening of the names people chose before screening existed (a profile sweep:
 * profile-sweep.server.ts). A username that fails (models/name-screening.server.ts) becomes a
 * unique generated nickname ("BraveOtter42"); a display name or bio that fails is cleared.
 * Profiles made since are screened when they are saved.
 */
import { asc, eq, gt } from "drizzle-orm";
import { profiles } from "../../drizzle/schema";
import { pgErrorCode, type Queryable } from "~/db.server";
import { isRude } from "~/models/name-screening.server";
import { generateNickname } from "~/utils/nickname";
import { sweepProfiles, type ProfileSweep, type SweepOptions } from "./profile-sweep.server";

/** v2 (issue 45): names saved before the screen read invisible characters, punctuation between letters, masks and respellings are screened again, once. */
export const SCREEN_NAMES_JOB = "screen-names-v2";

export interface ScreeningCounts {
  /** Profiles read in this call. */
  screened: number;
  usernamesReplaced: number;
  displayNamesCleared: number;
  biosCleared: number;
  /** The whole table is done (now or earlier). */
  finished: boolean;
}

export interface ScreeningOptions extends SweepOptions {
  random?: () => number;
}

/** A fresh nickname for a profile's username, retried while another profile holds it. */
export async function replaceUsername(db: Queryable, id: string, random: () => number = Math.random): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const nickname = generateNickname(random);
    try {
      // A savepoint, so a clash does not abort the job's transaction.
      await db.transaction((tx) => tx.update(profiles).set({ username: nickname }).where(eq(profiles.id, id)));
      return nickname;
    } catch (error) {
      if (pgErrorCode(error) !== "23505" || attempt >= 20) throw error;
    }
  }
}

export async function screenExistingNames(
  db: Queryable,
  { batchSize = 500, maxBatches = Infinity, random = Math.random }: ScreeningOptions = {},
): Promise<ScreeningCounts> {
  const counts = { usernamesReplaced: 0, displayNamesCleared: 0, biosCleared: 0 };
  const sweep: ProfileSweep<{ id: string; username: string; displayName: string | null; bio: string | null }> = {
    job: SCREEN_NAMES_JOB,
    batch: (db, cursor, limit) =>
      db
        .select({ id: profiles.id, username: profiles.username, displayName: profiles.displayName, bio: profiles.bio })
        .from(profiles)
        .where(cursor ? gt(profiles.id, cursor) : undefined)
        .orderBy(asc(profiles.id))
        .limit(limit),
    async visit(db, row) {
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
    },
  };
  const { visited, finished } = await sweepProfiles(db, sweep, { batchSize, maxBatches });
  return { screened: visited, ...counts, finished };
}
