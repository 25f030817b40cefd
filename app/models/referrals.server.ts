/**
 * Referrals: a user who signed up from a ?ref=USERNAME link has a referrals row (made with the
 * profile). Their referrer is paid once, when the referred player has completed enough games.
 */
import { and, eq, gte, isNull, sql } from "drizzle-orm";
import { profiles, referrals } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { awardCoins } from "./coins.server";
import { REFERRAL } from "~/economy";

/**
 * Pays the referrer of `userId` once that player has completed REFERRAL.games games. The
 * conditional update of rewarded_at picks the one call that pays, however many race; the
 * ledger's (referral, referred id) reference would refuse a second payment anyway.
 */
export async function payReferral(db: Queryable, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(referrals)
      .set({ rewardedAt: sql`now()` })
      .where(
        and(
          eq(referrals.referredId, userId),
          isNull(referrals.rewardedAt),
          sql`exists (${tx
            .select({ id: profiles.id })
            .from(profiles)
            .where(and(eq(profiles.id, userId), gte(profiles.gamesPlayed, REFERRAL.games)))})`,
        ),
      )
      .returning({ referrerId: referrals.referrerId });
    if (!row) return false;
    return awardCoins(tx, {
      userId: row.referrerId,
      amount: REFERRAL.reward,
      type: "referral",
      referenceId: userId,
      description: `A friend you invited completed ${REFERRAL.games} games`,
    });
  });
}
