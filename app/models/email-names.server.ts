/**
 * The one-time clean-up of names taken from e-mail addresses before that stopped (a profile
 * sweep: profile-sweep.server.ts). A username made from the address's local part by the old rule
 * (stripped of other characters, a number added on collision), that the player did not choose at
 * sign-up, becomes a generated nickname; a display name equal to the local part (or to such a
 * username) becomes the username. Chosen names are left alone, even when they match the address.
 */
import { asc, eq, gt } from "drizzle-orm";
import { profiles, users } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { USERNAME_MAX, USERNAME_MIN } from "~/utils/validation";
import { sweepProfiles, type ProfileSweep, type SweepOptions } from "./profile-sweep.server";
import { replaceUsername } from "./screen-existing-names.server";

export const EMAIL_NAMES_JOB = "email-names-v1";

interface NamedProfile {
  id: string;
  username: string;
  displayName: string | null;
  /** Null for a student a teacher made: no address, so no name from one. */
  email: string | null;
  pendingUsername: string | null;
}

/** Was this username made from the address by the old rule (local part, maybe numbered)? */
export function usernameFromEmail({ username, email, pendingUsername }: Omit<NamedProfile, "id" | "displayName">): boolean {
  if (!email) return false;
  if (pendingUsername && pendingUsername.toLowerCase() === username.toLowerCase()) return false; // chosen
  const stem = (email.split("@")[0] ?? "")
    .replace(/[^A-Za-z0-9_]/g, "")
    .slice(0, USERNAME_MAX - 4)
    .toLowerCase();
  if (stem.length < USERNAME_MIN) return false; // the old rule padded it into a random name
  const name = username.toLowerCase();
  // The stem holds only [a-z0-9_]: safe inside a pattern.
  return new RegExp(`^(${stem}\\d{0,3}|${stem.slice(0, USERNAME_MAX - 7)}_[0-9a-f]{6})$`).test(name);
}

export interface EmailNameCounts {
  usernamesReplaced: number;
  displayNamesReplaced: number;
  finished: boolean;
}

export async function renameEmailNames(db: Queryable, options: SweepOptions = {}): Promise<EmailNameCounts> {
  const counts = { usernamesReplaced: 0, displayNamesReplaced: 0 };
  const sweep: ProfileSweep<NamedProfile> = {
    job: EMAIL_NAMES_JOB,
    batch: (db, cursor, limit) =>
      db
        .select({
          id: profiles.id,
          username: profiles.username,
          displayName: profiles.displayName,
          email: users.email,
          pendingUsername: users.pendingUsername,
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(cursor ? gt(profiles.id, cursor) : undefined)
        .orderBy(asc(profiles.id))
        .limit(limit),
    async visit(db, row) {
      let username = row.username;
      const fromEmail = usernameFromEmail(row);
      if (fromEmail) {
        username = await replaceUsername(db, row.id);
        counts.usernamesReplaced++;
      }
      const shown = row.displayName?.toLowerCase();
      const local = row.email?.split("@")[0].toLowerCase();
      const fromAddress = shown === local || (fromEmail && shown === row.username.toLowerCase());
      // A chosen username that matches the address is the player's own: it stays their display name.
      if (fromAddress && row.displayName !== username) {
        await db.update(profiles).set({ displayName: username }).where(eq(profiles.id, row.id));
        counts.displayNamesReplaced++;
      }
    },
  };
  const { finished } = await sweepProfiles(db, sweep, options);
  return { ...counts, finished };
}
