/**
 * The daily top 10: once a day (APP_TIME_ZONE) is over, the ten best players of each game that
 * day, by their best finished run, are paid 30, 25, 20 and then 10 CC. Each payment's ledger
 * reference is (day, game, place), so running the job again, or on two instances, pays nothing more.
 *
 * Each player's best run of a day is kept in daily_bests as runs finish (recordDailyBest), so
 * ranking a day reads ten index entries per game however many runs the day had, and a day
 * already paid costs the job two small queries (docs/decisions/daily-bests.md).
 */
import { sql } from "drizzle-orm";
import { queryRows, type Queryable } from "~/db.server";
import { calendarDay } from "~/utils/dates";
import { awardCoins } from "./coins.server";
import { DAILY_TOP } from "~/economy";

/** Coins by place (1-based): the first three their own, places 4 to 10 the same. */
export function dailyTopReward(place: number): number {
  return (DAILY_TOP.rewards as readonly number[])[place - 1] ?? DAILY_TOP.others;
}

type Placed = {
  gameId: string;
  gameTitle: string;
  userId: string;
  place: number;
  score: number;
};

/**
 * Keeps run `runId` as its player's best of its day (its finish in `timeZone`) and game when it
 * beats the one kept: a higher score, or the same score finished earlier (two finishes of one
 * player may commit in either order). Call it in the transaction that finishes the run, so the
 * run and its place cannot part. Runs that rank nothing are left out, as the ranking always
 * did: a visitor's, a score of 0, a run flagged too fast (its final_score is null).
 */
export async function recordDailyBest(db: Queryable, runId: string, timeZone: string): Promise<void> {
  await db.execute(sql`
    insert into daily_bests as kept (day, game_id, user_id, best_score, finished_at)
    select (r.finished_at at time zone ${timeZone})::date, r.game_id, r.user_id, r.final_score, r.finished_at
      from game_runs r
     where r.id = ${runId} and r.user_id is not null and r.final_score > 0 and r.finished_at is not null
    on conflict (day, game_id, user_id) do update
       set best_score = excluded.best_score, finished_at = excluded.finished_at
     where excluded.best_score > kept.best_score
        or (excluded.best_score = kept.best_score and excluded.finished_at < kept.finished_at)`);
}

/**
 * Whether `day` must be ranked from game_runs: migration 0014 filled daily_bests from the runs
 * before it by their UTC day, so in another zone a day is misfiled there when one of those runs
 * finished after it began (in the zone, or as a UTC day). game_runs ranks any day right, just
 * slower; after an upgrade this holds for the days up to it, never on a fresh database.
 */
async function rankedFromRuns(db: Queryable, day: string, timeZone: string): Promise<boolean> {
  const [row] = await queryRows<{ fromRuns: boolean }>(
    db,
    sql`select exists (
          select 1 from daily_bests_backfill b
           where b.time_zone <> ${timeZone}
             and b.last_finished_at >= least(${day}::date::timestamp at time zone ${timeZone}, ${day}::date::timestamp at time zone b.time_zone)
        ) as "fromRuns"`,
  );
  return row.fromRuns;
}

/** Each game's ten best players on `day` (as dailyTop), and whether that place is paid to them already. */
async function ranking(db: Queryable, day: string, timeZone: string): Promise<(Placed & { paid: boolean })[]> {
  const best = (await rankedFromRuns(db, day, timeZone))
    ? sql`select distinct on (r.game_id, r.user_id) r.game_id, r.user_id, r.final_score as best_score, r.finished_at
            from game_runs r
           where r.user_id is not null and r.finished_at is not null and r.final_score > 0 and r.timer = 'standard'
             -- the day as a range of instants (midnight to midnight in timeZone), so that
             -- game_runs_finished_scores_idx finds that day's runs instead of a scan of all runs
             and r.finished_at >= (${day}::date::timestamp at time zone ${timeZone})
             and r.finished_at < ((${day}::date + 1)::timestamp at time zone ${timeZone})
           order by r.game_id, r.user_id, r.final_score desc, r.finished_at`
    : // the first entries of daily_bests_ranking_idx for each game ("nulls last" as the index
      // sorts, or the planner sorts all of the game's day instead of stopping after ten)
      sql`select top.game_id, top.user_id, top.best_score, top.finished_at
            from games g cross join lateral (
              select d.game_id, d.user_id, d.best_score, d.finished_at
                from daily_bests d
               where d.day = ${day}::date and d.game_id = g.id
               order by d.best_score desc nulls last, d.finished_at
               limit ${DAILY_TOP.places}) top`;
  const rows = await queryRows<Placed & { paid: boolean }>(
    db,
    sql`with best as (${best}), placed as (
          select game_id, user_id, best_score,
                 row_number() over (partition by game_id order by best_score desc, finished_at) as place
            from best
        )
        select p.game_id as "gameId", g.title as "gameTitle", p.user_id as "userId", p.place::integer as place,
               p.best_score as score,
               -- the ledger's own once-per-reference key (clevercoin_transactions_award_once_idx)
               exists (select 1 from clevercoin_transactions t
                        where t.user_id = p.user_id and t.transaction_type = 'earn' and t.reason = 'daily_top_10'
                          and coalesce(t.reference_id, '') = ${day} || ':' || p.game_id || ':' || p.place) as paid
          from placed p join games g on g.id = p.game_id
         where p.place <= ${DAILY_TOP.places}
         order by g.title, p.place`,
  );
  return rows.map((row) => ({ ...row, place: Number(row.place), score: Number(row.score) }));
}

/** Each game's ten best players on `day`: best score first, the earlier run first on a tie. */
export async function dailyTop(db: Queryable, day: string, timeZone: string): Promise<Placed[]> {
  return (await ranking(db, day, timeZone)).map(({ paid: _paid, ...placed }) => placed);
}

/**
 * Pays the top 10 of `day` (a day that is over); returns how many payments this call made. Only
 * the places not paid yet are offered to the ledger, so a day paid already writes nothing.
 */
export async function payDailyTop(db: Queryable, day: string, timeZone: string): Promise<number> {
  let paid = 0;
  for (const row of await ranking(db, day, timeZone)) {
    if (row.paid) continue;
    const awarded = await awardCoins(db, {
      userId: row.userId,
      amount: dailyTopReward(row.place),
      type: "daily_top_10",
      referenceId: `${day}:${row.gameId}:${row.place}`,
      description: `Place ${row.place} in ${row.gameTitle} on ${day}`,
    });
    if (awarded) paid++;
  }
  return paid;
}

/** The `count` days before today in `timeZone` (the job pays a few back, in case it was down). */
export function daysBefore(now: Date, timeZone: string, count: number): string[] {
  const today = new Date(`${calendarDay(now, timeZone)}T12:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(today.getTime() - (i + 1) * 86_400_000).toISOString().slice(0, 10));
}
