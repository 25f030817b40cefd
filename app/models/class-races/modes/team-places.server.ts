/**
 * Teams mode: who is on which team without the host's hand (docs/decisions/teams-mode.md). A
 * newcomer after the split joins the smallest team, and Start puts anyone still without a team on
 * one first, so every player of a Teams race plays for a team. Both run in the join's or Start's
 * transaction, under the race's row lock (splitting and moving, in teams.server.ts, take it too).
 */
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import { classRacePlayers, type classRaces } from "../../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { smallestTeam } from "~/utils/class-race-teams";

/**
 * A newcomer to a Teams race the host already split goes to the smallest team (before the split,
 * nobody has one). Called by the join's transaction, which holds the race's lock.
 */
export async function placeNewcomer(tx: Queryable, race: typeof classRaces.$inferSelect, playerId: string): Promise<void> {
  if (race.mode !== "teams" || !race.teamCount) return;
  const teams = await tx
    .select({ team: classRacePlayers.team })
    .from(classRacePlayers)
    .where(and(eq(classRacePlayers.raceId, race.id), isNotNull(classRacePlayers.team)));
  if (!teams.length) return;
  const team = smallestTeam(
    race.teamCount,
    teams.map((t) => t.team),
  );
  await tx.update(classRacePlayers).set({ team }).where(eq(classRacePlayers.id, playerId));
}

/** At Start, whoever has no team yet joins the smallest, in the order they joined (nobody split: round robin). Start's transaction holds the lock. */
export async function teamUpEveryone(tx: Queryable, race: typeof classRaces.$inferSelect): Promise<void> {
  if (race.mode !== "teams" || !race.teamCount) return;
  const players = await tx
    .select({ id: classRacePlayers.id, team: classRacePlayers.team })
    .from(classRacePlayers)
    .where(eq(classRacePlayers.raceId, race.id))
    .orderBy(asc(classRacePlayers.joinedAt), asc(classRacePlayers.id));
  const teams = players.map((p) => p.team);
  for (const [i, player] of players.entries()) {
    if (player.team !== null) continue;
    teams[i] = smallestTeam(race.teamCount, teams);
    await tx
      .update(classRacePlayers)
      .set({ team: teams[i] })
      .where(and(eq(classRacePlayers.id, player.id), isNull(classRacePlayers.team)));
  }
}
