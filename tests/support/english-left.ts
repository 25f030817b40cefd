/**
 * The check every game in Spanish makes (docs/decisions/games-in-spanish.md): no word of the
 * game's English texts is left in its Spanish ones, but for words both languages write alike.
 */

/** The words of a text (ⁿ, a letter to Unicode, is a power in Math Quest's sums). */
export const words = (text: string) => text.toLowerCase().match(/(?:(?!ⁿ)\p{L})+/gu) ?? [];

/** Each English word found in a Spanish text (and not `shared`), with the first text it was in. */
export function englishLeft(english: Iterable<string>, spanish: Iterable<string>, shared: ReadonlySet<string>): Record<string, string> {
  const vocabulary = new Set<string>();
  for (const text of english) for (const word of words(text)) vocabulary.add(word);
  const left = new Map<string, string>();
  for (const text of spanish) {
    for (const word of words(text)) if (vocabulary.has(word) && !shared.has(word) && !left.has(word)) left.set(word, text);
  }
  return Object.fromEntries(left);
}
