/**
 * Profiles: created at the first verified sign-in (or a Google sign-up) with the signup coins,
 * usernames unique case-insensitively.
 */
import { eq, sql } from "drizzle-orm";
import { profiles, referrals, users } from "../../drizzle/schema";
import { pgErrorCode, type Database, type Queryable } from "~/db.server";
import { awardCoins } from "./coins.server";
import { startingLimits } from "./parental-consent.server";
import { generateUsername } from "./usernames.server";
import { SIGNUP_BONUS, STARTING_COINS } from "~/economy";
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";

/** The welcome toast says what was paid: the spec's bonus sentence, with the starting coins beside it. */
export function welcomeCoinsMessage(bonusPaid: boolean, t: TFunction = englishT("account")): string {
  const start = t("welcome.coins.start", { coins: STARTING_COINS });
  if (!bonusPaid) return start;
  return `${start} ${t("welcome.coins.bonus", { bonus: SIGNUP_BONUS, total: STARTING_COINS + SIGNUP_BONUS })}`;
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
    const username = await generateUsername(db, attempt === 0 ? user.pendingUsername : null);
    try {
      const inserted = await db
        .insert(profiles)
        .values({ id: userId, username, displayName: username, ...limits })
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
