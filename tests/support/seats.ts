/** A friend session's seats as tests read them: the host (seat 1), the first guest (seat 2), a seat's run and row. */
import { and, asc, eq } from "drizzle-orm";
import { sessionSeats } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";
import type { SessionWithRuns } from "~/models/multiplayer/sessions.server";
import type { SessionView } from "~/utils/session-messages";

export const hostOf = (view: Pick<SessionView, "players">) => view.players.find((p) => p.seat === 1) ?? null;
export const guestOf = (view: Pick<SessionView, "players">) => view.players.find((p) => p.seat === 2) ?? null;

/** The run of a seat in a loaded session. */
export const runAt = (loaded: Pick<SessionWithRuns, "seats">, seat: number) => loaded.seats.find((s) => s.seat === seat)?.run ?? null;

/** A session's seat rows, in seat order (or the one at `seat`). */
export async function seatRows(db: Queryable, sessionId: string) {
  return db.select().from(sessionSeats).where(eq(sessionSeats.sessionId, sessionId)).orderBy(asc(sessionSeats.seat));
}

export async function seatRow(db: Queryable, sessionId: string, seat: number) {
  const [row] = await db
    .select()
    .from(sessionSeats)
    .where(and(eq(sessionSeats.sessionId, sessionId), eq(sessionSeats.seat, seat)));
  return row ?? null;
}
