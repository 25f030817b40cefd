/**
 * The games' descriptions (their cards on the home page and /games, the play page) in the
 * reader's words. The seed writes the spec's English (app/content/catalogue.ts); `game-about`
 * holds each by the game's slug. English, and a game without a message (one an admin added),
 * show the stored words.
 */
import { DEFAULT_LANGUAGE } from "~/i18n/config";
import { fixedT } from "~/i18n/messages.server";

export function describedIn<T extends { slug: string; description: string }>(language: string, games: readonly T[]): T[] {
  if (language === DEFAULT_LANGUAGE) return [...games];
  const about = fixedT(language, "game-about");
  // A slug is never split at "." or ":".
  const options = { keySeparator: false, nsSeparator: false } as const;
  return games.map((game) => ({ ...game, description: about(game.slug, { ...options, defaultValue: game.description }) }));
}
