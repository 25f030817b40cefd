/**
 * Sharing a game: every opened share window is recorded; the first share of a game each day
 * (APP_TIME_ZONE) pays 10 CC. The ledger's idempotency reference `${gameId}:${day}` makes that
 * hold even for concurrent shares.
 */
import { socialShares } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { calendarDay } from "~/utils/dates";
import { sharePlatformLabels, type SharePlatform } from "~/utils/share";
import { awardCoins } from "./coins.server";
import { SHARE_REWARD } from "~/economy";

export async function recordShare(
  db: Queryable,
  share: {
    userId: string;
    game: { id: string; title: string };
    platform: SharePlatform;
    timeZone: string;
    now?: Date;
  },
): Promise<{ paid: boolean }> {
  const day = calendarDay(share.now ?? new Date(), share.timeZone);
  return db.transaction(async (tx) => {
    const paid = await awardCoins(tx, {
      userId: share.userId,
      amount: SHARE_REWARD,
      type: "social_share",
      referenceId: `${share.game.id}:${day}`,
      description: `Shared ${share.game.title} on ${sharePlatformLabels[share.platform]}`,
    });
    await tx.insert(socialShares).values({
      userId: share.userId,
      gameId: share.game.id,
      platform: share.platform,
      tokensRewarded: paid ? SHARE_REWARD : 0,
    });
    return { paid };
  });
}
