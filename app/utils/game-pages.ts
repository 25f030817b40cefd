/**
 * Pages that keep a session alive: the spec's /play/.. and /game/.., and /join/.., where a host
 * checks their own invite ("This is your session!") and a player rejoins: ending the race there
 * would end the session the page is showing.
 */
export function isGamePage(pathname: string): boolean {
  return /^\/(play|game|join)(\/|$)/.test(pathname);
}
