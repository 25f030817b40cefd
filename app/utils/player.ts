/** How a player appears wherever their avatar shows: names, avatar, and the equipped frame and badge. */
export interface PlayerLook {
  username: string;
  displayName: string;
  avatarUrl: string | null;
  frameUrl: string | null;
  badgeUrl: string | null;
}
