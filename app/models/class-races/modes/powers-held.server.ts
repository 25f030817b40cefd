/** Power-ups held in a race, for its room (the projector's "who holds what"); powerups.server.ts has the mode's rules. */
import { and, asc, eq, like, sql } from "drizzle-orm";
import { classRaceEvents as e } from "../../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { EARN_PREFIX, isPower, type Power } from "~/utils/power-ups";

/** Who holds which power-ups in a race (player id → their power-ups), for the projector. */
export async function powersOfRace(db: Queryable, raceId: string): Promise<Record<string, Power[]>> {
  const rows = await db
    .select({ playerId: e.playerId, kind: e.kind })
    .from(e)
    .where(and(eq(e.raceId, raceId), like(e.kind, `${EARN_PREFIX}%`), sql`(${e.detail}->>'spent') is null`))
    .orderBy(asc(e.seq));
  const held: Record<string, Power[]> = {};
  for (const { playerId, kind } of rows) {
    const power = kind.slice(EARN_PREFIX.length);
    if (isPower(power)) (held[playerId] ??= []).push(power);
  }
  return held;
}
