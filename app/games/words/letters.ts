// Words in any Latin alphabet (issue 50): a teacher's "árbol", "niño", "façade" or "Straße", as
// tiles and typed answers. The accent rule (docs/decisions/accent-rule.md): a typed answer that
// differs from the word only by its accents is right ("arbol" for "árbol"), because the tiles
// already show each accented letter, so the unscrambling is what the child did, and a child on an
// English keyboard cannot type "á"; the feedback then shows the word as it is spelled.

/** One word of Latin letters only (no digits, spaces or marks of other scripts). */
export const LATIN_WORD = /^(?:(?=\p{L})\p{Script=Latin})+$/u;

/** A word as stored and compared: composed ("é" one letter, however it was typed; "ﬁ" two, "ｆ" an f) and lower case. */
export function normalWord(text: string): string {
  return text.trim().normalize("NFKC").toLowerCase();
}

/** Letters that are not a base letter with marks, spelled in plain letters a keyboard has. */
const PLAIN: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", þ: "th", ı: "i" };

/** A word without its accents: "árbol" → "arbol", "niño" → "nino", "straße" → "strasse". */
export function withoutAccents(word: string): string {
  return normalWord(word)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[ßæœøłđþı]/g, (c) => PLAIN[c]);
}

/** Whether a typed answer is `word` (the accent rule above). */
export function sameWord(typed: string, word: string): boolean {
  return withoutAccents(typed) === withoutAccents(word);
}

/** A word in capitals as tiles show it, one tile a letter: "ß" is "ẞ", never the two letters "SS". */
export function capitals(word: string): string {
  return [...word.normalize("NFC")].map((c) => (c === "ß" ? "ẞ" : c.toUpperCase())).join("");
}

/**
 * The tiles a typed answer has used up: each typed letter takes the first free tile with that
 * letter, else (the accent rule) the first free tile with that letter accented: "a" takes "Á".
 */
export function usedTiles(tiles: readonly string[], answer: string): Set<number> {
  const used = new Set<number>();
  const free = (j: number) => !used.has(j);
  for (const letter of capitals(answer)) {
    let i = tiles.findIndex((tile, j) => tile === letter && free(j));
    if (i < 0) i = tiles.findIndex((tile, j) => withoutAccents(tile) === withoutAccents(letter) && free(j));
    if (i >= 0) used.add(i);
  }
  return used;
}
