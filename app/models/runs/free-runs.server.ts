/**
 * Try before buying: a signed-in player may play one run a day (pages: a free round) of a premium game they do not
 * own. The run earns nothing (no coins, progress, badges or places on a board) and leaves the
 * daily limits as they were. game_runs.free_run_day marks it; a unique index keeps it to one per
 * player, game and calendar day (APP_TIME_ZONE), however often Start is sent.
 */
import { and, eq } from "drizzle-orm";
import type { Timer } from "~/games/timer";
import { gameRuns } from "../../../drizzle/schema";
import { pgErrorCode, type Queryable } from "~/db.server";
import type { GameEngine } from "~/games";
import { calendarDay } from "~/utils/dates";
import { startRun, type Run } from "./runs.server";

export const FREE_RUN_USED = "You have played today's free round. Unlock the game to play as often as you like, or come back tomorrow.";

/** Whether the player still has today's free run of this game. */
export async function freeRunLeft(
  db: Queryable,
  { userId, gameId, timeZone, now = new Date() }: { userId: string; gameId: string; timeZone: string; now?: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ id: gameRuns.id })
    .from(gameRuns)
    .where(and(eq(gameRuns.userId, userId), eq(gameRuns.gameId, gameId), eq(gameRuns.freeRunDay, calendarDay(now, timeZone))))
    .limit(1);
  return !row;
}

/** Today's free run, started; null when it was played already (or is being started by another request). */
export async function startFreeRun(
  db: Queryable,
  options: { gameId: string; engine: GameEngine; userId: string; level?: number; timer?: Timer; timeZone: string; now?: Date },
): Promise<Run | null> {
  const { userId, timeZone, now = new Date(), ...rest } = options;
  try {
    return await startRun(db, { ...rest, owner: { userId }, now, freeRunDay: calendarDay(now, timeZone) });
  } catch (error) {
    if (pgErrorCode(error) === "23505") return null;
    throw error;
  }
}
