/**
 * Profiles: created at the first verified sign-in (or a Google sign-up) with the signup coins,
 * usernames unique case-insensitively.
 */
import { randomBytes } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { profiles, referrals, users } from "../../drizzle/schema";
import { pgErrorCode, type Database, type Queryable } from "~/db.server";
import { USERNAME_MAX, USERNAME_MIN, usernameProblem } from "~/utils/validation";
import { awardCoins } from "./coins.server";
import { startingLimits } from "./parental-consent.server";
import { isRude } from "./name-screening.server";
import { generateNickname } from "~/utils/nickname";
import { SIGNUP_BONUS, STARTING_COINS } from "~/economy";

export const SIGNUP_BONUS_MESSAGE = `You've received ${SIGNUP_BONUS} Clever Coins as a signup bonus!`;

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

function randomSuffix(): string {
  return randomBytes(3).toString("hex");
}

/**
 * The spec's username from an e-mail: the local part stripped of disallowed characters (or a
 * random 'user-' name), padded to 3 characters. Collisions are resolved by `generateUsername`.
 */
export function usernameBase(email: string): string {
  const local = email.split("@")[0] ?? "";
  let base = local.replace(/[^A-Za-z0-9_]/g, "").slice(0, USERNAME_MAX - 4);
  // An address is not screened, but a name made from it is shown: a rude one becomes a nickname.
  if (base && isRude(base)) base = generateNickname().slice(0, USERNAME_MAX - 4);
  if (!base) base = `user-${randomSuffix()}`;
  if (base.length < USERNAME_MIN) base = `player_${base}${randomSuffix()}`.slice(0, USERNAME_MAX - 4);
  return base;
}

/** A free username: the wanted one if valid and free, else from the e-mail, numbered 1-100 on collision. */
export async function generateUsername(db: Queryable, email: string, wanted?: string | null): Promise<string> {
  if (wanted && !usernameProblem(wanted) && !isRude(wanted) && (await isUsernameAvailable(db, wanted))) return wanted;
  const base = usernameBase(email);
  if (await isUsernameAvailable(db, base)) return base;
  for (let attempt = 0; attempt < 100; attempt++) {
    const candidate = `${base}${1 + Math.floor(Math.random() * 100)}`;
    if (await isUsernameAvailable(db, candidate)) return candidate;
  }
  return `${base.slice(0, USERNAME_MAX - 7)}_${randomSuffix()}`;
}

/** The name from the e-mail or from Google, unless the name screen refuses it (then the username). */
function shownSignupName(name: string | null): string | null {
  return name && !isRude(name) ? name : null;
}

export interface CreatedProfile {
  created: boolean;
  bonusPaid: boolean;
}

/**
 * Makes sure a signed-in user has a profile. The first call creates it and pays the starting
 * 50 CC and the 50 CC signup bonus (two ledger rows, each paid once even if two first sign-ins
 * race); a failed bonus is logged and never blocks the account.
 */
export async function ensureProfile(db: Database, userId: string): Promise<CreatedProfile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`ensureProfile: no user ${userId}`);
  const [existing] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
  if (existing) return { created: false, bonusPaid: false };

  // A child whose parent has not answered yet starts private, under a nickname.
  const limits = await startingLimits(db, userId);
  let created = false;
  for (let attempt = 0; attempt < 5 && !created; attempt++) {
    const username = await generateUsername(db, user.email, attempt === 0 ? user.pendingUsername : null);
    try {
      const inserted = await db
        .insert(profiles)
        .values({ id: userId, username, displayName: shownSignupName(user.signupName) || username, ...limits })
        .onConflictDoNothing({ target: profiles.id })
        .returning({ id: profiles.id });
      created = inserted.length > 0;
      if (!created) return { created: false, bonusPaid: false }; // a concurrent sign-in made it
    } catch (error) {
      if (pgErrorCode(error) !== "23505") throw error; // username taken meanwhile: try another
    }
  }
  if (!created) throw new Error(`ensureProfile: could not find a free username for ${userId}`);

  await awardCoins(db, { userId, amount: STARTING_COINS, type: "welcome", referenceId: null, description: "Welcome to CleverPlay" });
  let bonusPaid = false;
  try {
    bonusPaid = await awardCoins(db, {
      userId,
      amount: SIGNUP_BONUS,
      type: "signup_bonus",
      referenceId: null,
      description: "Signup bonus",
    });
  } catch (error) {
    console.error(`signup bonus for ${userId} failed`, error);
  }
  if (user.referrerId) {
    await db.insert(referrals).values({ referrerId: user.referrerId, referredId: userId }).onConflictDoNothing();
  }
  return { created: true, bonusPaid };
}

export async function findProfileByUsername(db: Queryable, username: string) {
  const [row] = await db
    .select({ id: profiles.id, username: profiles.username })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${username})`)
    .limit(1);
  return row ?? null;
}
