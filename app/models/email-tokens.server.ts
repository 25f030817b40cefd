/**
 * Single-use links for e-mail verification and password reset. The link carries a random
 * token; only its SHA-256 is stored, so a database leak does not leak working links.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { emailTokens } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";

export type TokenPurpose = "verify" | "reset";

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify: 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function issueToken(db: Queryable, userId: string, purpose: TokenPurpose): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(emailTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/** Uses the token once: the user id if it was valid, unused and unexpired; null otherwise. */
export async function consumeToken(db: Queryable, token: string, purpose: TokenPurpose): Promise<string | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}

/** Whether a token would be accepted, without using it (the reset page shows its form first). */
export async function isTokenUsable(db: Queryable, token: string, purpose: TokenPurpose): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const [row] = await db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    );
  return Boolean(row);
}

/** When the last link of this kind was sent to the user (for the resend cooldown). */
export async function lastTokenSentAt(db: Queryable, userId: string, purpose: TokenPurpose): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: emailTokens.createdAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)))
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}
