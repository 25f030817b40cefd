/** How a player appears wherever their avatar shows: names, avatar, and the equipped frame, emblem (a "Badge" cosmetic) and character. */
export interface PlayerLook {
  username: string;
  displayName: string;
  avatarUrl: string | null;
  frameUrl: string | null;
  emblemUrl: string | null;
  /** The worn character's picture, shown in place of the avatar picture. */
  characterUrl: string | null;
}
