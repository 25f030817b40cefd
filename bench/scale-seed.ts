/**
 * Bulk data for the scale benchmark (./scale.ts): users numbered `from`..`to` with, per user, the
 * volumes of issue 12 at 100,000 users — 10 ledger rows (1M), 5 finished runs (500k) and their
 * daily bests (days in `timeZone`), 2 two-player sessions as host (200k: mostly completed or
 * expired, 1 % active, some racing), 3 progress rows and 1-2 badges. One INSERT ... SELECT generate_series per table, in one transaction.
 *
 * Ids are md5('cp-user-' || n)::uuid, so the bench can name user n without a lookup. Balances are
 * the sums of the users' own ledger rows, written through the guard's own switch
 * (cleverplay.ledger_write, transaction-local, as award_clevercoin does): the ledger check holds.
 */
import type postgres from "postgres";

export const userId = (n: number) => `md5('cp-user-${n}')::uuid`;

/** Base-36 invite code of m (6 characters, unique for m < 36^6). */
const inviteCode = (m: string) =>
  [5, 4, 3, 2, 1, 0].map((p) => `substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', ((${m}) / ${36 ** p}) % 36 + 1, 1)`).join(" || ");

export async function seedUsers(sql: postgres.Sql, from: number, to: number, timeZone: string): Promise<void> {
  const range = `generate_series(${from}, ${to}) as i`;
  const uid = (expr: string) => `md5('cp-user-' || (${expr}))::uuid`;
  await sql.begin(async (tx) => {
    await tx.unsafe(`create temp table scale_games on commit drop as
      select array_agg(id order by slug) as ids, count(*)::int as n,
             array_agg(id order by slug) filter (where is_multiplayer) as mp,
             (count(*) filter (where is_multiplayer))::int as mpn
        from games`);
    await tx.unsafe(`insert into users (id, email, email_verified, created_at)
      select ${uid("i")}, 'scale' || i || '@example.com', true, now() - (i % 365) * interval '1 day' from ${range}`);
    await tx.unsafe(`insert into profiles (id, username, display_name, is_public, games_played, streak_days, last_login, created_at)
      select ${uid("i")}, 'scale_' || i, 'Player ' || i, i % 10 <> 0, 5, i % 8, now() - (i % 30) * interval '1 day',
             now() - (i % 365) * interval '1 day'
        from ${range}`);

    // Ledger: a signup bonus, seven game rewards, and two more rows that are spends for every third user.
    await tx.unsafe(`insert into clevercoin_transactions (user_id, transaction_type, reason, amount, burned, reference_id, description, created_at)
      select ${uid("i")}, kind, case when kind = 'spend' then 'spend' when k = 0 then 'signup_bonus' else 'game_completion' end,
             case when kind = 'spend' then 20 when k = 0 then 50 else 5 end,
             case when kind = 'spend' then 4 else 0 end,
             case when k = 0 then null else 'scale-' || i || '-' || k end,
             case when kind = 'spend' then 'Purchased an item' when k = 0 then 'Signup bonus' else 'Completed a game' end,
             now() - (10 - k) * interval '1 day' - (i % 1440) * interval '1 minute'
        from ${range} cross join generate_series(0, 9) as k
        cross join lateral (select case when k >= 8 and i % 3 = 0 then 'spend' else 'earn' end as kind) as t`);
    await tx.unsafe(`select set_config('cleverplay.ledger_write', 'on', true)`);
    await tx.unsafe(`update profiles p set clevercoin_balance = s.total, tokens = s.total
        from (select t.user_id, sum(case when t.transaction_type = 'earn' then t.amount else -t.amount end)::int as total
                from clevercoin_transactions t join profiles q on q.id = t.user_id and q.username like 'scale\\_%' and q.clevercoin_balance = 0
               group by t.user_id) s
       where p.id = s.user_id`);
    await tx.unsafe(`select set_config('cleverplay.ledger_write', 'off', true)`);

    // Runs: 5 finished runs per user over the last 30 days, and each player's best per day and
    // game among them, as finishRun keeps it (daily-top.server.ts recordDailyBest). These users
    // are new, so their bests are too.
    await tx.unsafe(
      `with runs as (
         insert into game_runs (game_id, user_id, seed, state, started_at, deadline, finished_at, final_score)
         select g.ids[1 + (i * 7 + k) % g.n], ${uid("i")}, 'scale-' || i || '-' || k, '{"scale": true}'::jsonb,
                f - interval '2 minutes', f + interval '1 minute', f, (i * 31 + k * 17) % 100 + 1
           from ${range} cross join generate_series(0, 4) as k cross join scale_games g
           cross join lateral (select now() - ((i::bigint * 5 + k) * 7919 % 43200) * interval '1 minute' as f) as t
         returning game_id, user_id, finished_at, final_score
       )
       insert into daily_bests (day, game_id, user_id, best_score, finished_at)
       select distinct on (day, game_id, user_id) day, game_id, user_id, final_score, finished_at
         from runs cross join lateral (select (finished_at at time zone $1)::date as day) as d
        order by day, game_id, user_id, final_score desc, finished_at`,
      [timeZone],
    );

    // Best scores: 3 games per user (distinct while the catalogue has 3 or more).
    await tx.unsafe(`insert into user_game_progress (user_id, game_id, highest_score, times_played, total_time_played, last_played_at)
      select ${uid("i")}, g.ids[1 + (i + k) % g.n], (i * 13 + k * 7) % 100 + 1, k + 1, 300, now() - (i % 30) * interval '1 day'
        from ${range} cross join scale_games g cross join generate_series(0, least(2, g.n - 1)) as k
      on conflict do nothing`);
    // Bests per level: the same games, each at one of levels 1 to 4.
    await tx.unsafe(`insert into user_level_progress (user_id, game_id, level, highest_score, times_played, last_played_at)
      select ${uid("i")}, g.ids[1 + (i + k) % g.n], 1 + (i + k) % 4, (i * 13 + k * 7) % 100 + 1, k + 1, now() - (i % 30) * interval '1 day'
        from ${range} cross join scale_games g cross join generate_series(0, least(2, g.n - 1)) as k
      on conflict do nothing`);

    await tx.unsafe(`insert into user_badges (user_id, badge_id, earned_at)
      select ${uid("i")}, b.id, now() - (i % 60) * interval '1 day'
        from ${range} join badges b on b.key = 'first_game' or (b.key = 'streak_3' and i % 8 >= 3)`);

    // Sessions: 2 hosted per user; a guest is a neighbour. 1 % are active (half of those racing,
    // deadline ahead), a third expired, the rest completed races that ran to their deadline.
    await tx.unsafe(`insert into multiplayer_sessions (game_id, invite_code, status, player1_id, player2_id, race_state,
                                                       player1_score, player2_score, seed, started_at, ends_at, finished_at,
                                                       created_at, updated_at, expires_at)
      select coalesce(g.mp[1 + i % g.mpn], g.ids[1 + i % g.n]), ${inviteCode("i * 2 + k")}, status, ${uid("i")},
             ${uid("case when i - 1 - k >= 1 then i - 1 - k else i + 1 + k end")},
             case when racing then 'racing' else 'idle' end,
             (i * 7 + k) % 20, (i * 11 + k * 3) % 20, 'scale',
             case when status = 'completed' or racing then c + interval '1 minute' end,
             case when racing then now() + interval '1 hour' when status = 'completed' then c + interval '3 minutes' end,
             case when status = 'completed' then c + interval '3 minutes' end,
             c, c, c + interval '1 hour'
        from ${range} cross join generate_series(0, 1) as k cross join scale_games g
        cross join lateral (select case when k = 0 and i % 100 = 0 then 'active' when (i + k) % 3 = 0 then 'expired' else 'completed' end as status) as s
        cross join lateral (select s.status = 'active' and i % 200 = 0 as racing,
                                   case when s.status = 'active' then now() - interval '10 minutes'
                                        else now() - ((i::bigint * 2 + k) * 7919 % 129600) * interval '1 minute' - interval '5 hours' end as c) as t`);
  });
}
