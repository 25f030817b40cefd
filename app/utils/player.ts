/** How a player appears wherever their avatar shows: names, avatar, and the equipped frame and emblem (a "Badge" cosmetic). */
export interface PlayerLook {
  username: string;
  displayName: string;
  avatarUrl: string | null;
  frameUrl: string | null;
  emblemUrl: string | null;
}
