/**
 * How a player appears wherever their avatar shows (PlayerLook): the profile's names and avatar,
 * and the image of each equipped cosmetic: the frame, and the emblem (a cosmetic of category
 * "Badge", profiles.equipped_badge; not an earned badge) and the character worn as the picture.
 * Queries select `lookColumns` and join the three cosmetics with `wornFrame`, `wornEmblem` and
 * `wornCharacter`: `.leftJoin(frames, wornFrame).leftJoin(emblems, wornEmblem).leftJoin(characters, wornCharacter)`.
 */
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { cosmetics, profiles } from "../../drizzle/schema";

export const frames = alias(cosmetics, "frames");
export const emblems = alias(cosmetics, "emblems");
export const wornFrame = eq(frames.id, profiles.equippedAvatarFrame);
export const wornEmblem = eq(emblems.id, profiles.equippedBadge);
export const characters = alias(cosmetics, "characters");
export const wornCharacter = eq(characters.id, profiles.equippedCharacter);

export const lookColumns = {
  username: profiles.username,
  displayName: profiles.displayName,
  avatarUrl: profiles.avatarUrl,
  frameUrl: frames.imageUrl,
  emblemUrl: emblems.imageUrl,
  characterUrl: characters.imageUrl,
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
