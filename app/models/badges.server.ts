/**
 * Badges: each catalogue row's `key` names a rule over the player's current data. checkBadges
 * evaluates every rule, records newly earned badges and pays each badge's reward through the
 * ledger exactly once. Call it after anything that can earn one (a finished game, a purchase, a
 * share, a login streak, a multiplayer result); it is idempotent and safe to race. The same facts
 * give the characters earned by milestones (characters.server.ts).
 */
import { and, asc, eq, notExists } from "drizzle-orm";
import { badges, userBadges } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { badgeFacts, builtInTitles, type BadgeFacts } from "./badge-facts.server";
import { grantMilestoneCharacters } from "./characters.server";
import { awardCoins } from "./coins.server";
import { badgeCoins, type CoinItem } from "~/games/coins";
import { catalogWords, inCatalogWords, namedIn } from "~/i18n/catalog.server";
import { fixedT } from "~/i18n/messages.server";

/** The rules, by badge key; thresholds as the catalogue's descriptions state them. */
const badgeRules: Record<string, (facts: BadgeFacts) => boolean> = {
  first_game: (f) => f.gamesPlayed >= 1,
  games_10: (f) => f.gamesPlayed >= 10,
  games_100: (f) => f.gamesPlayed >= 100,
  streak_3: (f) => f.streakDays >= 3,
  streak_7: (f) => f.streakDays >= 7,
  streak_30: (f) => f.streakDays >= 30,
  high_score_math: (f) => f.bestMath >= 20,
  high_score_reading: (f) => f.bestReading >= 50,
  high_score_logic: (f) => f.bestLogic >= 50,
  high_score_premium: (f) => f.bestPremium >= 60,
  // "Buy your first item or game with Clever Coins": every such purchase is a ledger spend.
  first_purchase: (f) => f.hasSpent,
  first_multiplayer_win: (f) => f.hasWonMultiplayer,
  first_share: (f) => f.hasShared,
  all_games: (f) => f.builtInGamesPlayed >= builtInTitles.length,
};

export interface EarnedBadge {
  key: string;
  name: string;
  tokensReward: number;
}

/**
 * Records every badge the player now qualifies for and has not got yet; returns the ones this
 * call earned. The user_badges insert decides (ON CONFLICT DO NOTHING): only the call whose
 * insert happened pays, and the ledger's own (badge, key) reference would refuse a second payment.
 */
export async function checkBadges(db: Queryable, userId: string): Promise<EarnedBadge[]> {
  const facts = await badgeFacts(db, userId);
  if (!facts) return [];
  await grantMilestoneCharacters(db, userId, facts);
  const missing = await db
    .select({
      id: badges.id,
      key: badges.key,
      name: badges.name,
      tokensReward: badges.tokensReward,
    })
    .from(badges)
    .where(
      notExists(
        db
          .select()
          .from(userBadges)
          .where(and(eq(userBadges.userId, userId), eq(userBadges.badgeId, badges.id))),
      ),
    )
    .orderBy(asc(badges.tokensReward), asc(badges.name));

  const earned: EarnedBadge[] = [];
  for (const { id, ...badge } of missing) {
    if (!badgeRules[badge.key]?.(facts)) continue;
    const paid = await db.transaction(async (tx) => {
      const inserted = await tx.insert(userBadges).values({ userId, badgeId: id }).onConflictDoNothing().returning({ id: userBadges.id });
      if (inserted.length === 0) return false;
      await awardCoins(tx, {
        userId,
        amount: badge.tokensReward,
        type: "badge",
        referenceId: badge.key,
        description: `Earned the ${badge.name} badge`,
      });
      return true;
    });
    if (paid) earned.push(badge);
  }
  return earned;
}

/**
 * checkBadges after something that may earn a badge (`event`, for the log): failing to check
 * must not fail the game, purchase or share itself.
 */
export async function checkBadgesAfter(db: Queryable, userId: string, event: string): Promise<EarnedBadge[]> {
  try {
    return await checkBadges(db, userId);
  } catch (error) {
    console.error(`badge check after ${event} failed`, error);
    return [];
  }
}

/** The badges something earned, as items of its toast's coins line, in `language` ("+10 CC First Steps badge"). */
export function earnedBadgeCoins(earned: readonly EarnedBadge[], language: string): CoinItem[] {
  return badgeCoins(namedIn(catalogWords(language), earned), fixedT(language, "common"));
}

/** Every badge with the date this player earned it (null when not yet), for /badges; its words in `language`. */
export async function badgeCatalogue(db: Queryable, userId: string, language?: string) {
  const rows = await db
    .select({
      id: badges.id,
      key: badges.key,
      name: badges.name,
      description: badges.description,
      badgeType: badges.badgeType,
      tokensReward: badges.tokensReward,
      iconUrl: badges.iconUrl,
      earnedAt: userBadges.earnedAt,
    })
    .from(badges)
    .leftJoin(userBadges, and(eq(userBadges.badgeId, badges.id), eq(userBadges.userId, userId)))
    .orderBy(asc(badges.tokensReward), asc(badges.name));
  const words = catalogWords(language);
  return rows.map(({ key, ...badge }) => inCatalogWords(words, key, badge));
}
