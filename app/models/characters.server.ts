/**
 * Collectible characters (docs/decisions/collectible-characters.md): cosmetics of category
 * "Character", worn as the avatar's picture. Most are bought in the store (store.server.ts); the
 * rarest are given by a milestone (cosmetics.earned_by; the table is CHARACTER_MILESTONES in
 * app/economy.ts), granted here whenever the badges are checked (checkBadges), from the same
 * facts. A grant is an ownership row (ON CONFLICT DO NOTHING), so checking twice, or at once from
 * two requests, grants once; no coins move, and nothing owned is ever taken back.
 */
import { catalogWords } from "~/i18n/catalog.server";
import { and, eq, isNotNull, notExists, sql } from "drizzle-orm";
import { cosmetics, userCosmetics } from "../../drizzle/schema";
import { queryRows, type Queryable } from "~/db.server";
import { CHARACTER_MILESTONES } from "~/economy";
import { characterMilestones, type CharacterMilestone, type MilestoneCount, type NextCharacter } from "~/utils/characters";
import { badgeFacts, type BadgeFacts } from "./badge-facts.server";

/** How far the player has come in what a milestone counts. */
export function milestoneCount(counts: MilestoneCount, facts: BadgeFacts): number {
  switch (counts) {
    case "rounds":
      return facts.gamesPlayed;
    case "days":
      return facts.daysPlayed;
    case "streak":
      return facts.streakDays;
    case "classRaceWins":
      return facts.hasWonClassRace ? 1 : 0;
  }
}

/** Gives the player every milestone character they have reached and do not own; returns the keys of those given now. */
export async function grantMilestoneCharacters(db: Queryable, userId: string, facts: BadgeFacts): Promise<string[]> {
  const reached = characterMilestones.filter((milestone) => {
    const { counts, target } = CHARACTER_MILESTONES[milestone];
    return milestoneCount(counts, facts) >= target;
  });
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

/**
 * The profile's "next up": the milestone characters the player is closest to (the largest share
 * of the way first; of equal shares, the one with less to go), at most `limit` of them.
 */
export async function nextCharacters(db: Queryable, userId: string, limit = 3, language?: string): Promise<NextCharacter[]> {
  const facts = await badgeFacts(db, userId);
  if (!facts) return [];
  const locked = await db
    .select({
      key: cosmetics.key,
      name: cosmetics.name,
      pictureUrl: cosmetics.imageUrl,
      rarity: cosmetics.rarity,
      earnedBy: cosmetics.earnedBy,
    })
    .from(cosmetics)
    .where(
      and(
        isNotNull(cosmetics.earnedBy),
        notExists(
          db
            .select()
            .from(userCosmetics)
            .where(and(eq(userCosmetics.userId, userId), eq(userCosmetics.cosmeticId, cosmetics.id))),
        ),
      ),
    );
  return (
    locked
      .filter((c) => (c.earnedBy ?? "") in CHARACTER_MILESTONES)
      .map(({ earnedBy, ...character }) => {
        const { counts, target } = CHARACTER_MILESTONES[earnedBy as CharacterMilestone];
        const name = catalogWords(language).name(character.key, character.name);
        return { ...character, name, counts, target, have: milestoneCount(counts, facts) };
      })
      // One reached but not yet given (the next badge check gives it) is not "next".
      .filter((character) => character.have < character.target)
      .sort((a, b) => b.have / b.target - a.have / a.target || a.target - a.have - (b.target - b.have) || a.name.localeCompare(b.name))
      .slice(0, limit)
  );
}
