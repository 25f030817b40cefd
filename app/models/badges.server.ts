/**
 * Badges: each catalogue row's `key` names a rule over the player's current data. checkBadges
 * evaluates every rule, records newly earned badges and pays each badge's reward through the
 * ledger exactly once. Call it after anything that can earn one (a finished game, a purchase, a
 * share, a login streak, a multiplayer result); it is idempotent and safe to race. The same facts
 * give the characters earned by milestones (characters.server.ts).
 */
import { and, asc, eq, notExists, sql } from "drizzle-orm";
import { badges, userBadges } from "../../drizzle/schema";
import { queryRows, type Queryable } from "~/db.server";
import { engines } from "~/games";
import { grantMilestoneCharacters } from "./characters.server";
import { awardCoins } from "./coins.server";

/** What the badge rules and the milestone characters' rules (characters.server.ts) look at. */
export interface BadgeFacts {
  gamesPlayed: number;
  streakDays: number;
  bestMath: number;
  bestReading: number;
  bestLogic: number;
  bestPremium: number;
  builtInGamesPlayed: number;
  hasSpent: boolean;
  hasShared: boolean;
  hasWonMultiplayer: boolean;
  hasWonClassRace: boolean;
  /** The levels (1-6) at which the player has finished at least one run, of any game. */
  levelsPlayed: number[];
}

const builtInTitles = Object.values(engines).map((engine) => engine.title);

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

/** Everything the rules look at, in one query; null when the profile does not exist. */
async function badgeFacts(db: Queryable, userId: string): Promise<BadgeFacts | null> {
  const [row] = await queryRows<Omit<BadgeFacts, "hasWonMultiplayer"> & { hasWonTwoPlayerRace: boolean } & Record<string, unknown>>(
    db,
    sql`
      select p.games_played as "gamesPlayed",
             p.streak_days as "streakDays",
             coalesce(best.math, 0) as "bestMath",
             coalesce(best.reading, 0) as "bestReading",
             coalesce(best.logic, 0) as "bestLogic",
             coalesce(best.premium, 0) as "bestPremium",
             coalesce(best.built_in, 0) as "builtInGamesPlayed",
             exists (select 1 from clevercoin_transactions t where t.user_id = p.id and t.transaction_type = 'spend') as "hasSpent",
             exists (select 1 from social_shares s where s.user_id = p.id) as "hasShared",
             exists (
               select 1 from multiplayer_sessions m
                -- a race that ran to its deadline (a host ending it early decides nothing), won on
                -- race points: each score against its own level (docs/decisions/fair-friend-races.md)
                where m.finished_at >= m.ends_at and m.race_state <> 'racing' and m.player1_id is not null and m.player2_id is not null
                  and m.race_winner_id = p.id
             ) as "hasWonTwoPlayerRace",
             exists (
               -- a class race that ran to its deadline, won outright against at least one other player
               select 1 from class_race_players me
                 join class_races r on r.id = me.race_id and r.status = 'finished' and r.finished_at >= r.ends_at
                 join game_runs mine on mine.class_race_player_id = me.id and not mine.too_fast
                where me.user_id = p.id
                  and (mine.state->>'score')::integer > 0
                  and exists (select 1 from class_race_players other where other.race_id = r.id and other.id <> me.id)
                  and (mine.state->>'score')::integer > all (
                        select coalesce((theirs.state->>'score')::integer, 0)
                          from class_race_players other
                          left join game_runs theirs on theirs.class_race_player_id = other.id
                         where other.race_id = r.id and other.id <> me.id)
             ) as "hasWonClassRace",
             array(select distinct lp.level from user_level_progress lp where lp.user_id = p.id and lp.times_played > 0 order by lp.level) as "levelsPlayed"
        from profiles p
        left join lateral (
          select max(ugp.highest_score) filter (where g.category = 'math') as math,
                 max(ugp.highest_score) filter (where g.category = 'reading') as reading,
                 max(ugp.highest_score) filter (where g.category = 'logic') as logic,
                 max(ugp.highest_score) filter (where g.category = 'premium') as premium,
                 (count(distinct g.id) filter (where g.title in ${builtInTitles}))::integer as built_in
            from user_game_progress ugp
            join games g on g.id = ugp.game_id
           where ugp.user_id = p.id
        ) best on true
       where p.id = ${userId}::uuid`,
  );
  if (!row) return null;
  const { hasWonTwoPlayerRace, ...facts } = row;
  return { ...facts, hasWonMultiplayer: hasWonTwoPlayerRace || facts.hasWonClassRace, levelsPlayed: facts.levelsPlayed.map(Number) };
}

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

/** Every badge with the date this player earned it (null when not yet), for /badges. */
export async function badgeCatalogue(db: Queryable, userId: string) {
  return db
    .select({
      id: badges.id,
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
}
