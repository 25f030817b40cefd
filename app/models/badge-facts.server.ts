/**
 * A player's facts in one query: what the badge rules (badges.server.ts) and the milestone
 * characters' rules (characters.server.ts) look at, so each reads them from here, not from the other.
 */
import { sql } from "drizzle-orm";
import { queryRows, type Queryable } from "~/db.server";
import { engines } from "~/games";

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
  /** Calendar days (APP_TIME_ZONE) on which the player finished a round that scored. */
  daysPlayed: number;
}

/** The built-in games' titles: "all_games" asks for a best in each. */
export const builtInTitles = Object.values(engines).map((engine) => engine.title);

/** Everything the rules look at, in one query; null when the profile does not exist. */
export async function badgeFacts(db: Queryable, userId: string): Promise<BadgeFacts | null> {
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
                where m.finished_at >= m.ends_at and m.race_state <> 'racing' and m.player1_id is not null
                  and exists (select 1 from session_seats guest where guest.session_id = m.id and guest.seat > 1)
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
             (select count(distinct d.completion_date)::integer from daily_game_completions d where d.user_id = p.id) as "daysPlayed"
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
  return { ...facts, hasWonMultiplayer: hasWonTwoPlayerRace || facts.hasWonClassRace, daysPlayed: Number(facts.daysPlayed) };
}
