/**
 * The daily top 10: once a day (APP_TIME_ZONE) is over, the ten best players of each game that
 * day, by their best finished run, are paid 30, 25, 20 and then 10 CC. Each payment's ledger
 * reference is (day, game, place), so running the job again, or on two instances, pays nothing more.
 */
import { sql } from "drizzle-orm";
import { queryRows, type Queryable } from "~/db.server";
import { calendarDay } from "~/utils/dates";
import { awardCoins } from "./coins.server";

/** Coins by place (1-based); places 4 to 10 get the last amount. */
export const DAILY_TOP_REWARDS = [30, 25, 20] as const;
export const DAILY_TOP_PLACES = 10;
const OTHER_PLACES_REWARD = 10;

export function dailyTopReward(place: number): number {
  return DAILY_TOP_REWARDS[place - 1] ?? OTHER_PLACES_REWARD;
}

type Placed = {
  gameId: string;
  gameTitle: string;
  userId: string;
  place: number;
  score: number;
};

/** Each game's ten best players on `day`: best score first, the earlier run first on a tie. */
export async function dailyTop(db: Queryable, day: string, timeZone: string): Promise<Placed[]> {
  const rows = await queryRows<Placed>(
    db,
    sql`with best as (
          select distinct on (r.game_id, r.user_id) r.game_id, r.user_id, r.final_score, r.finished_at
            from game_runs r
           where r.user_id is not null and r.finished_at is not null and r.final_score > 0
             -- the day as a range of instants (midnight to midnight in timeZone), so that
             -- game_runs_finished_scores_idx finds that day's runs instead of a scan of all runs
             and r.finished_at >= (${day}::date::timestamp at time zone ${timeZone})
             and r.finished_at < ((${day}::date + 1)::timestamp at time zone ${timeZone})
           order by r.game_id, r.user_id, r.final_score desc, r.finished_at
        ), placed as (
          select game_id, user_id, final_score,
                 row_number() over (partition by game_id order by final_score desc, finished_at) as place
            from best
        )
        select p.game_id as "gameId", g.title as "gameTitle", p.user_id as "userId", p.place::integer as place, p.final_score as score
          from placed p join games g on g.id = p.game_id
         where p.place <= ${DAILY_TOP_PLACES}
         order by g.title, p.place`,
  );
  return rows.map((row) => ({ ...row, place: Number(row.place), score: Number(row.score) }));
}

/** Pays the top 10 of `day` (a day that is over); returns how many payments this call made. */
export async function payDailyTop(db: Queryable, day: string, timeZone: string): Promise<number> {
  let paid = 0;
  for (const row of await dailyTop(db, day, timeZone)) {
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
