/**
 * Try before buying: a signed-in player may play one run a day (pages: a free round) of a premium game they do not
 * own. The run earns nothing (no coins, progress, badges or places on a board) and leaves the
 * daily limits as they were. game_runs.free_run_day marks it; a unique index keeps it to one per
 * player, game and calendar day (APP_TIME_ZONE), however often Start is sent. Left mid-way, the
 * round is offered again ("Continue today's free round") until its clock runs out.
 */
import { and, eq } from "drizzle-orm";
import type { Timer } from "~/games/timer";
import { gameRuns } from "../../../drizzle/schema";
import { pgErrorCode, type Queryable } from "~/db.server";
import type { GameEngine } from "~/games";
import { formatMoment } from "~/i18n/format";
import { calendarDay, nextDay, startOfDay } from "~/utils/dates";
import { isOver } from "./answers.server";
import { said } from "./play-words.server";
import { startRun, type Run, type StartOptions } from "./runs.server";

export const FREE_RUN_USED = said("said.freeRunUsed");

/**
 * Today's free round of this game: still to play ("left"); started and not over, so the page
 * offers to continue it ("going", until its clock runs out); or played, with when the next one
 * comes ("used": the next calendar day's start in APP_TIME_ZONE, as its people read it).
 */
export type FreeRound = { state: "left" } | { state: "going"; runId: string } | { state: "used"; next: string };

export async function todaysFreeRound(
  db: Queryable,
  { userId, gameId, timeZone, now = new Date() }: { userId: string; gameId: string; timeZone: string; now?: Date },
): Promise<FreeRound> {
  const today = calendarDay(now, timeZone);
  const [run] = await db
    .select({ id: gameRuns.id, deadline: gameRuns.deadline, finishedAt: gameRuns.finishedAt })
    .from(gameRuns)
    .where(and(eq(gameRuns.userId, userId), eq(gameRuns.gameId, gameId), eq(gameRuns.freeRunDay, today)))
    .limit(1);
  if (!run) return { state: "left" };
  if (!isOver(run, now)) return { state: "going", runId: run.id };
  return { state: "used", next: formatMoment(startOfDay(nextDay(today), timeZone), "en", timeZone) };
}

/** Today's free run, started; null when it was played already (or is being started by another request). */
export async function startFreeRun(
  db: Queryable,
  options: { gameId: string; engine: GameEngine; userId: string; level?: number; timer?: Timer; timeZone: string; now?: Date } & Pick<
    StartOptions,
    "language"
  >,
): Promise<Run | null> {
  const { userId, timeZone, now = new Date(), ...rest } = options;
  try {
    return await startRun(db, { ...rest, owner: { userId }, now, freeRunDay: calendarDay(now, timeZone) });
  } catch (error) {
    if (pgErrorCode(error) === "23505") return null;
    throw error;
  }
}
