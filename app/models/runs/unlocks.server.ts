/**
 * What a finished run unlocked, for its results: the milestone characters and the badges its
 * finish gave (finishRun checks both just after the finish, so they are the ones recorded from
 * the finish to a few seconds later: BADGES_OF_RUN_WINDOW_MS).
 */
import { and, asc, eq, gte, isNotNull, lte } from "drizzle-orm";
import { cosmetics, userCosmetics } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import type { RoundUnlock } from "~/utils/unlocks";
import { catalogWords, inCatalogWords } from "~/i18n/catalog.server";
import { BADGES_OF_RUN_WINDOW_MS, badgesEarnedWithRun } from "./finish.server";
import type { Run } from "./runs.server";

/** Characters first (the bigger news), then badges, each list as its page orders it; their words in `language`. */
export async function unlocksOfRun(db: Queryable, run: Pick<Run, "userId" | "finishedAt">, language?: string): Promise<RoundUnlock[]> {
  if (!run.userId || !run.finishedAt) return [];
  const characters = await db
    .select({
      key: cosmetics.key,
      name: cosmetics.name,
      description: cosmetics.description,
      imageUrl: cosmetics.imageUrl,
      rarity: cosmetics.rarity,
    })
    .from(userCosmetics)
    .innerJoin(cosmetics, eq(cosmetics.id, userCosmetics.cosmeticId))
    .where(
      and(
        eq(userCosmetics.userId, run.userId),
        isNotNull(cosmetics.earnedBy),
        gte(userCosmetics.purchasedAt, run.finishedAt),
        lte(userCosmetics.purchasedAt, new Date(run.finishedAt.getTime() + BADGES_OF_RUN_WINDOW_MS)),
      ),
    )
    .orderBy(asc(cosmetics.name));
  const badges = await badgesEarnedWithRun(db, run);
  const words = catalogWords(language);
  const unlocks: RoundUnlock[] = [
    ...characters.map((c) => ({
      kind: "character" as const,
      key: c.key,
      name: c.name,
      description: c.description,
      pictureUrl: c.imageUrl,
      coins: 0,
      rarity: c.rarity,
    })),
    ...badges.map((b) => ({
      kind: "badge" as const,
      key: b.key,
      name: b.name,
      description: b.description,
      pictureUrl: b.iconUrl,
      coins: b.tokensReward,
      rarity: null,
    })),
  ];
  return unlocks.map((unlock) => inCatalogWords(words, unlock.key, unlock));
}
