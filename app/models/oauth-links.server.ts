/**
 * Accounts behind an outside identity (oauth_accounts): Google's, or a school's provider
 * ("school:{schoolId}"). Both find an account the same way: by the identity's link, else by the
 * e-mail address the provider vouched for, which it then links.
 */
import { and, eq } from "drizzle-orm";
import { oauthAccounts, users } from "../../drizzle/schema";
import { pgErrorCode, type Database, type Queryable } from "~/db.server";
import { findUserByEmail, type User } from "./users.server";

/** The account this provider's user is linked to, or null. */
export async function linkedUser(db: Queryable, provider: string, providerUserId: string): Promise<User | null> {
  const [linked] = await db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, providerUserId)));
  return linked?.user ?? null;
}

/**
 * The account with the address the provider vouched for, now linked to the identity; or null.
 * An unverified password account may have been registered by someone else with this address (to
 * take it over once its owner arrives): its password was never proven, so it is dropped. The
 * owner can set one with Forgot password.
 */
export async function linkByVouchedEmail(db: Queryable, provider: string, providerUserId: string, email: string): Promise<User | null> {
  const existing = await findUserByEmail(db, email);
  if (!existing) return null;
  await db.insert(oauthAccounts).values({ provider, providerUserId, userId: existing.id });
  const [user] = await db
    .update(users)
    .set(existing.emailVerified ? { emailVerified: true } : { emailVerified: true, passwordHash: null })
    .where(eq(users.id, existing.id))
    .returning();
  return user;
}

/**
 * Finds or makes the account in a transaction. Two first sign-ins racing: the loser hits a unique
 * index (users' e-mail or the oauth row), rolls back, and on the next pass finds what the winner made.
 */
export async function linkOrCreateRetried<T>(db: Database, once: (tx: Queryable) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction((tx) => once(tx));
    } catch (error) {
      if (pgErrorCode(error) !== "23505" || attempt >= 2) throw error;
    }
  }
}
