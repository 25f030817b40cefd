/**
 * Collectible characters (docs/decisions/collectible-characters.md): cosmetics of category
 * "Character", worn as the avatar's picture. Most are bought in the store (store.server.ts); the
 * rarest are given by a milestone (cosmetics.earned_by), granted here whenever the badges are
 * checked (checkBadges), from the same facts. A grant is an ownership row (ON CONFLICT DO NOTHING),
 * so checking twice, or at once from two requests, grants once; no coins move.
 */
import { sql } from "drizzle-orm";
import { cosmetics, userCosmetics } from "../../drizzle/schema";
import { queryRows, type Queryable } from "~/db.server";
import type { CharacterMilestone } from "~/utils/characters";
import type { BadgeFacts } from "./badge-facts.server";

const firstRunAt = (level: number) => (f: BadgeFacts) => f.levelsPlayed.includes(level);

/** Each milestone's rule; the words a player reads are in app/utils/characters.ts. */
const milestoneRules: Record<CharacterMilestone, (facts: BadgeFacts) => boolean> = {
  first_run_level_1: firstRunAt(1),
  first_run_level_2: firstRunAt(2),
  first_run_level_3: firstRunAt(3),
  first_run_level_4: firstRunAt(4),
  first_run_level_5: firstRunAt(5),
  first_run_level_6: firstRunAt(6),
  streak_3: (f) => f.streakDays >= 3,
  streak_7: (f) => f.streakDays >= 7,
  streak_30: (f) => f.streakDays >= 30,
  class_race_win: (f) => f.hasWonClassRace,
};

/** Gives the player every milestone character they have reached and do not own; returns the keys of those given now. */
export async function grantMilestoneCharacters(db: Queryable, userId: string, facts: BadgeFacts): Promise<string[]> {
  const reached = (Object.keys(milestoneRules) as CharacterMilestone[]).filter((milestone) => milestoneRules[milestone](facts));
  if (reached.length === 0) return [];
  const rows = await queryRows<{ key: string }>(
    db,
    sql`with given as (
          insert into ${userCosmetics} (user_id, cosmetic_id)
          select ${userId}::uuid, c.id from ${cosmetics} c where c.earned_by in ${reached}
          on conflict do nothing
          returning cosmetic_id)
        select c.key from given join ${cosmetics} c on c.id = given.cosmetic_id order by c.key`,
  );
  return rows.map((row) => row.key);
}
