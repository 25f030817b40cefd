import { randomBytes } from "node:crypto";
import { profiles, users } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { awardCoins } from "~/models/coins.server";

/** A user with a profile and, if asked, a starting balance paid through the ledger. */
export async function createPlayer(db: Queryable, { balance = 0, username }: { balance?: number; username?: string } = {}) {
  const name = username ?? `player_${randomBytes(4).toString("hex")}`;
  const [user] = await db
    .insert(users)
    .values({ email: `${name}@example.com`, emailVerified: true })
    .returning();
  await db.insert(profiles).values({ id: user.id, username: name, displayName: name });
  if (balance > 0) {
    await awardCoins(db, { userId: user.id, amount: balance, type: "welcome", referenceId: "test-fixture", description: "Test balance" });
  }
  return { id: user.id, username: name, email: user.email };
}
