/**
 * Login streaks: the first signed-in request of a day (in APP_TIME_ZONE) moves the streak —
 * +1 after a login yesterday, back to 1 after a gap — and pays the streak rewards once a day.
 */
import { sql } from "drizzle-orm";
import { queryRows, type Queryable } from "~/db.server";
import { calendarDay } from "~/utils/dates";
import { checkBadgesAfter } from "./badges.server";
import { awardCoins } from "./coins.server";
import { STREAK_REWARDS } from "~/economy";

/** Coins for reaching `streakDays`: day 3 pays 10, day 7 and every further 7th day 20. */
export function streakReward(streakDays: number): number {
  if (streakDays === 3) return STREAK_REWARDS.day3;
  if (streakDays > 0 && streakDays % 7 === 0) return STREAK_REWARDS.week;
  return 0;
}

export interface DailyLogin {
  /** The new streak, when this request was the day's first. */
  streakDays?: number;
  /** The streak's reward and any streak badge's, paid by this request. */
  coinsAwarded: number;
}

export async function recordDailyLogin(
  db: Queryable,
  userId: string,
  lastLogin: Date | null,
  timeZone: string,
  now = new Date(),
): Promise<DailyLogin> {
  const today = calendarDay(now, timeZone);
  if (lastLogin && calendarDay(lastLogin, timeZone) === today) return { coinsAwarded: 0 };

  // Conditional on "not yet today", so concurrent first requests move the streak once.
  const [row] = await queryRows<{ streak_days: number }>(
    db,
    sql`update profiles
           set streak_days = case
                 when last_login is not null and (last_login at time zone ${timeZone})::date = ${today}::date - 1
                 then streak_days + 1 else 1 end,
               last_login = ${now.toISOString()}::timestamptz
         where id = ${userId}
           and (last_login is null or (last_login at time zone ${timeZone})::date < ${today}::date)
     returning streak_days`,
  );
  if (!row) return { coinsAwarded: 0 };

  const streakDays = Number(row.streak_days);
  const amount = streakReward(streakDays);
  const paid =
    amount > 0 &&
    (await awardCoins(db, {
      userId,
      amount,
      type: "login_streak",
      referenceId: today,
      description: `${streakDays}-day login streak`,
    }));
  // Streak badges (3, 7, 30 days) pay through the ledger on their own; the header's balance counts them too.
  const badges = await checkBadgesAfter(db, userId, "login streak");
  const badgeCoins = badges.reduce((sum, badge) => sum + badge.tokensReward, 0);
  return { streakDays, coinsAwarded: (paid ? amount : 0) + badgeCoins };
}
