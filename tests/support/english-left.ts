/**
 * The check that a game's Spanish run leaves no English behind (games in Spanish, issue 50): every
 * word of the game's English texts that shows up in its Spanish texts, but the words both
 * languages write (names, symbols, "no"), is English left untranslated.
 */

/** The words of a text (ⁿ, a letter to Unicode, is a power here). */
export const words = (text: string) => text.toLowerCase().match(/(?:(?!ⁿ)\p{L})+/gu) ?? [];

/** Each English word left in the Spanish texts, with a text it is in. */
export function englishLeft(english: Iterable<string>, spanish: Iterable<string>, shared: ReadonlySet<string>): Record<string, string> {
  const known = new Set<string>();
  for (const text of english) for (const word of words(text)) known.add(word);
  const left = new Map<string, string>();
  for (const text of spanish) for (const word of words(text)) if (known.has(word) && !shared.has(word)) left.set(word, text);
  return Object.fromEntries(left);
}
