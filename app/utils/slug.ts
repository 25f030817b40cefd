/**
 * The spec's slug rule: lowercased title, punctuation removed, whitespace to hyphens,
 * repeated hyphens collapsed. "Math Quest: Number Crunch" → "math-quest-number-crunch".
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

/** The play page of a game: /play/{category}/{title-slug}. */
export function playPath(game: { category: string; title: string }): string {
  return `/play/${game.category}/${slugify(game.title)}`;
}

/** The view page of a game (purchase buttons for a premium game the player does not own). */
export function gamePath(game: { category: string; title: string }): string {
  return `/game/${game.category}/${slugify(game.title)}`;
}

/** The spec's words for a game in the catalogue that no engine plays (an operator's mistake, not the player's). */
export function configurationMissing(game: { title: string }): string {
  return `Game configuration not found for: ${slugify(game.title)}`;
}
