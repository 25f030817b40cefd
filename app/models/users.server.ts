/**
 * Accounts: e-mail + password users (argon2id hashes), verification and password reset.
 */
import { hash, verify } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import { users } from "../../drizzle/schema";
import { pgErrorCode, type Queryable } from "~/db.server";

export type User = typeof users.$inferSelect;
/** An account found by its address (every account but a student a teacher made, who has none). */
export type EmailUser = User & { email: string };

// A hash of a random password: checking against it when the address is unknown takes as long as
// a real check, so response times do not reveal which addresses have accounts.
let decoyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function findUserByEmail(db: Queryable, email: string): Promise<EmailUser | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .limit(1);
  return user?.email ? { ...user, email: user.email } : null;
}

export async function findUserById(db: Queryable, id: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

export interface Registration {
  email: string;
  password: string;
  username?: string;
  referrerId?: string | null;
  birth?: { year: number; month: number };
}

/** Creates an unverified account; null when the address is already registered. */
export async function createUser(db: Queryable, registration: Registration): Promise<EmailUser | null> {
  const email = registration.email.trim();
  try {
    const [user] = await db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(registration.password),
        pendingUsername: registration.username || null,
        referrerId: registration.referrerId ?? null,
        birthYear: registration.birth?.year ?? null,
        birthMonth: registration.birth?.month ?? null,
      })
      .returning();
    return { ...user, email };
  } catch (error) {
    if (pgErrorCode(error) === "23505") return null;
    throw error;
  }
}

/** The user whose e-mail and password match, or null (same time either way). */
export async function checkCredentials(db: Queryable, email: string, password: string): Promise<EmailUser | null> {
  const user = await findUserByEmail(db, email);
  if (!user?.passwordHash) {
    decoyHash ??= hash(crypto.randomUUID());
    await verify(await decoyHash, password).catch(() => false);
    return null;
  }
  const ok = await verify(user.passwordHash, password).catch(() => false);
  return ok ? user : null;
}

export async function markEmailVerified(db: Queryable, userId: string): Promise<void> {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

export async function setPassword(db: Queryable, userId: string, password: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId));
}
