/**
 * How a player appears wherever their avatar shows (PlayerLook): the profile's names and avatar,
 * and the image of each equipped cosmetic: the frame, and the emblem (a cosmetic of category
 * "Badge", profiles.equipped_badge; not an earned badge). Queries select `lookColumns` and join the two
 * cosmetics with `wornFrame` and `wornEmblem`:
 * `.leftJoin(frames, wornFrame).leftJoin(emblems, wornEmblem)`.
 */
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { cosmetics, profiles } from "../../drizzle/schema";

export const frames = alias(cosmetics, "frames");
export const emblems = alias(cosmetics, "emblems");
export const wornFrame = eq(frames.id, profiles.equippedAvatarFrame);
export const wornEmblem = eq(emblems.id, profiles.equippedBadge);

export const lookColumns = {
  username: profiles.username,
  displayName: profiles.displayName,
  avatarUrl: profiles.avatarUrl,
  frameUrl: frames.imageUrl,
  emblemUrl: emblems.imageUrl,
};

/**
 * The look as other players see it: a child whose parent has not answered yet shows only their
 * generated nickname (profiles.nickname), never the username or display name they chose.
 */
export const shownLookColumns = {
  ...lookColumns,
  username: sql<string>`coalesce(${profiles.nickname}, ${profiles.username})`,
  displayName: sql<string | null>`coalesce(${profiles.nickname}, ${profiles.displayName})`,
};
