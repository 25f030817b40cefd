/**
 * The spec's housekeeping on load: a player who opens a page away from the game pages has their
 * active sessions closed, where they hold any seat, unless a page of it is still open (a live
 * connection of theirs to it, in any tab; without JavaScript there never is one, and the page load
 * is the only sign). A session they host ends, as today's navigation rule ends it; one they joined
 * lets them go, as their Leave would: a guest may not end the host's session (docs/decisions/
 * sessions-left-behind.md).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { multiplayerSessions, sessionSeats } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { applySessionAction } from "./race.server";
import { endSessionHostLeft } from "./sessions.server";

/** Closes the user's active sessions that no page of theirs has open; the ids of those it closed. */
export async function closeSessionsLeftBehind(
  db: Queryable,
  { userId, timeZone, stillOpen }: { userId: string; timeZone: string; stillOpen: (sessionId: string) => boolean },
): Promise<string[]> {
  const seats = await db
    .select({ id: multiplayerSessions.id, hostId: multiplayerSessions.player1Id })
    .from(multiplayerSessions)
    .where(
      and(
        eq(multiplayerSessions.status, "active"),
        sql`${multiplayerSessions.expiresAt} > now()`,
        inArray(
          multiplayerSessions.id,
          db.select({ id: sessionSeats.sessionId }).from(sessionSeats).where(eq(sessionSeats.profileId, userId)),
        ),
      ),
    );
  const closed: string[] = [];
  for (const { id, hostId } of seats) {
    if (stillOpen(id)) continue;
    if (hostId === userId) await endSessionHostLeft(db, id, userId);
    // Leave finishes a race under way as it stands (both runs count) and frees the seat.
    else await applySessionAction(db, { sessionId: id, userId, action: { type: "leave" }, timeZone });
    closed.push(id);
  }
  return closed;
}
