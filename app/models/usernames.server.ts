/**
 * Usernames: whether one is free, and a free one for a new account (the profile's, or a child's
 * waiting for a parent). Below profiles and parental consent, which both need it.
 */
import { randomBytes } from "node:crypto";
import { and, ne, sql } from "drizzle-orm";
import { profiles } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { generateNickname } from "~/utils/nickname";
import { USERNAME_MAX, usernameProblem } from "~/utils/validation";
import { isRude } from "./name-screening.server";

/** Is `username` free (case-insensitive), other than for `exceptUserId`? */
export async function isUsernameAvailable(db: Queryable, username: string, exceptUserId?: string): Promise<boolean> {
  const lower = sql`lower(${profiles.username}) = lower(${username})`;
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(exceptUserId ? and(lower, ne(profiles.id, exceptUserId)) : lower)
    .limit(1);
  return !row;
}

/**
 * A free username: the wanted one if valid, kind and free, else a generated nickname
 * ("BraveOtter42"), retried on collision. Never made from the e-mail address, as the spec's rule
 * had it: a username is shown to everyone, and an address is often a child's real name
 * (docs/decisions/names-never-from-email.md).
 */
export async function generateUsername(db: Queryable, wanted?: string | null): Promise<string> {
  if (wanted && !usernameProblem(wanted) && !isRude(wanted) && (await isUsernameAvailable(db, wanted))) return wanted;
  for (let attempt = 0; attempt < 100; attempt++) {
    const candidate = generateNickname();
    if (await isUsernameAvailable(db, candidate)) return candidate;
  }
  return `${generateNickname().slice(0, USERNAME_MAX - 7)}_${randomBytes(3).toString("hex")}`;
}
