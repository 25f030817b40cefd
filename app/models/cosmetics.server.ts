/**
 * Cosmetics a player owns and wears. Ownership is a user_cosmetics row; what is worn is the
 * profile's equipped_avatar_frame / equipped_badge / equipped_character (what every avatar reads), mirrored in
 * user_cosmetics.is_equipped. Administrators own every cosmetic, granted as rows (no spend).
 */
import { and, asc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { cosmetics, profiles, userCosmetics } from "../../drizzle/schema";
import type { Database, Queryable } from "~/db.server";
import { catalogWords, inCatalogWords } from "~/i18n/catalog.server";
import { cosmeticSections, type CosmeticCategory, type CosmeticSection, type CosmeticView } from "~/utils/cosmetics";

export interface Viewer {
  id: string;
  isAdmin: boolean;
}

/** Gives an administrator the cosmetics they do not own yet; a no-op once they own them all. */
export async function grantAllCosmetics(db: Queryable, userId: string): Promise<void> {
  await db.execute(
    sql`insert into ${userCosmetics} (user_id, cosmetic_id) select ${userId}::uuid, ${cosmetics.id} from ${cosmetics} on conflict do nothing`,
  );
}

/**
 * The cosmetics a viewer may see, sold ones cheapest first in each category, with what they own and wear.
 * Admin-exclusive items show only to administrators (and to whoever happens to own one).
 * Names and descriptions in `language` (the catalogue's words by each item's key).
 */
export async function cosmeticsFor(db: Queryable, viewer: Viewer | null, language?: string): Promise<CosmeticView[]> {
  if (viewer?.isAdmin) await grantAllCosmetics(db, viewer.id);
  const owner = viewer ? eq(userCosmetics.userId, viewer.id) : sql`false`;
  const [rows, worn] = await Promise.all([
    db
      .select({
        id: cosmetics.id,
        key: cosmetics.key,
        name: cosmetics.name,
        description: cosmetics.description,
        category: cosmetics.category,
        costCc: cosmetics.costCc,
        adminExclusive: cosmetics.adminExclusive,
        imageUrl: cosmetics.imageUrl,
        rarity: cosmetics.rarity,
        earnedBy: cosmetics.earnedBy,
        ownedId: userCosmetics.id,
      })
      .from(cosmetics)
      .leftJoin(userCosmetics, and(eq(userCosmetics.cosmeticId, cosmetics.id), owner))
      .where(viewer?.isAdmin ? undefined : or(eq(cosmetics.adminExclusive, false), isNotNull(userCosmetics.id)))
      // What the store sells first, cheapest first; then the characters earned by a milestone.
      .orderBy(sql`${cosmetics.earnedBy} is not null`, asc(cosmetics.costCc), asc(cosmetics.name)),
    viewer ? equippedIds(db, viewer.id) : Promise.resolve(new Set<string>()),
  ]);
  const words = catalogWords(language);
  return rows.map(({ ownedId, key, ...item }) => ({
    ...inCatalogWords(words, key, item),
    owned: ownedId !== null,
    equipped: worn.has(item.id),
  }));
}

async function equippedIds(db: Queryable, userId: string): Promise<Set<string>> {
  const [row] = await db
    .select({
      frame: profiles.equippedAvatarFrame,
      badge: profiles.equippedBadge,
      character: profiles.equippedCharacter,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return new Set([row?.frame, row?.badge, row?.character].filter((id): id is string => Boolean(id)));
}

/**
 * What <CosmeticsManager> needs: the viewer's owned cosmetics by category, each section at the
 * page its query parameter (framesPage, badgesPage) asks for.
 */
export async function loadCosmeticsManager(
  db: Queryable,
  viewer: Viewer,
  searchParams: URLSearchParams,
  language?: string,
): Promise<CosmeticSection[]> {
  const owned = (await cosmeticsFor(db, viewer, language)).filter((item) => item.owned);
  return cosmeticSections(owned, searchParams);
}

/** The profile column that holds what is worn of each category. */
const SLOTS = {
  "Avatar Frame": "equippedAvatarFrame",
  Badge: "equippedBadge",
  Character: "equippedCharacter",
} as const satisfies Record<CosmeticCategory, keyof typeof profiles.$inferSelect>;

/** Every character with what the viewer owns and wears (the collection, /characters): sold ones first, then the earned. */
export async function characterCollection(db: Queryable, viewer: Viewer | null, language?: string): Promise<CosmeticView[]> {
  return (await cosmeticsFor(db, viewer, language)).filter((item) => item.category === "Character");
}

export type EquipResult = { status: "equipped" | "unequipped"; name: string } | { status: "not-owned" };

/**
 * Wears (or takes off) an owned cosmetic: one frame, one emblem and one character at a time. The profile row is
 * updated first, so concurrent changes of one player queue on its lock and the is_equipped flags
 * are always rewritten from the profile's final choice.
 */
export async function setEquipped(
  db: Database,
  { userId, cosmeticId, equip }: { userId: string; cosmeticId: string; equip: boolean },
): Promise<EquipResult> {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ name: cosmetics.name, category: cosmetics.category })
      .from(userCosmetics)
      .innerJoin(cosmetics, eq(cosmetics.id, userCosmetics.cosmeticId))
      .where(and(eq(userCosmetics.userId, userId), eq(userCosmetics.cosmeticId, cosmeticId)));
    if (!item) return { status: "not-owned" };

    const slot = SLOTS[item.category];
    const column = profiles[slot];
    // Taking off only clears the slot if this item is the one in it.
    const value = equip ? sql`${cosmeticId}::uuid` : sql`case when ${column} = ${cosmeticId}::uuid then null else ${column} end`;
    const [profile] = await tx
      .update(profiles)
      .set({ [slot]: value })
      .where(eq(profiles.id, userId))
      .returning({ worn: column });

    const sameCategory = tx.select({ id: cosmetics.id }).from(cosmetics).where(eq(cosmetics.category, item.category));
    await tx
      .update(userCosmetics)
      .set({
        isEquipped: profile?.worn ? eq(userCosmetics.cosmeticId, profile.worn) : sql`false`,
      })
      .where(and(eq(userCosmetics.userId, userId), inArray(userCosmetics.cosmeticId, sameCategory)));
    return { status: equip ? "equipped" : "unequipped", name: item.name };
  });
}
