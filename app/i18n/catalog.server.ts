/**
 * The catalogue's items (badges, cosmetics, characters, daily challenges) in the reader's words.
 * The database keeps what the seed wrote (the spec's English) under a stable key; a page shows
 * the message of that key in its language: `catalog` holds the names, `catalog-about` the
 * descriptions (a daily challenge's by its title, its game as {{game}}). English is the stored
 * words exactly, and so is any item without a message (one an admin added).
 */
import { DEFAULT_LANGUAGE } from "./config";
import { fixedT } from "./messages.server";

export interface CatalogWords {
  name(key: string, stored: string): string;
  about(key: string, stored: string, values?: Record<string, string>): string;
}

const storedWords: CatalogWords = { name: (_key, stored) => stored, about: (_key, stored) => stored };

export function catalogWords(language: string = DEFAULT_LANGUAGE): CatalogWords {
  if (language === DEFAULT_LANGUAGE) return storedWords;
  const names = fixedT(language, "catalog");
  const about = fixedT(language, "catalog-about");
  // A key is an id ("frame-starlight") or a title ("Daily Warm-Up"): never split at "." or ":".
  const options = { keySeparator: false, nsSeparator: false } as const;
  return {
    name: (key, stored) => names(key, { ...options, defaultValue: stored }),
    about: (key, stored, values = {}) => about(key, { ...options, ...values, defaultValue: stored }),
  };
}

/** An item with its name and description in `words`. */
export function inCatalogWords<T extends { name: string; description?: string | null }>(words: CatalogWords, key: string, item: T): T {
  return {
    ...item,
    name: words.name(key, item.name),
    ...(item.description ? { description: words.about(key, item.description) } : {}),
  };
}

/** Items that carry their key (badges just earned), with their names in `words`. */
export function namedIn<T extends { key: string; name: string }>(words: CatalogWords, items: readonly T[]): T[] {
  return items.map((item) => ({ ...item, name: words.name(item.key, item.name) }));
}
