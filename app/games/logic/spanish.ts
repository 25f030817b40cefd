// Spanish grammar for Logic Lab's words: a noun's gender decides "el"/"la" and "un"/"una", which
// English never needs ("the", "a"). Feminine nouns are named; every other noun is masculine.
export type Gender = "m" | "f";

/** "el perro", "la vaca" */
export const el = (word: string, gender: Gender) => `${gender === "f" ? "la" : "el"} ${word}`;

/** "un nido", "una colmena" */
export const un = (word: string, gender: Gender) => `${gender === "f" ? "una" : "un"} ${word}`;

/** "del perro", "de la vaca" */
export const del = (word: string, gender: Gender) => (gender === "f" ? `de la ${word}` : `del ${word}`);

/** A noun's gender from a list of the feminine ones. */
export const genderIn =
  (feminine: ReadonlySet<string>) =>
  (word: string): Gender =>
    feminine.has(word) ? "f" : "m";

/** A sentence starts with a capital, even on a word from a list: "Manzana, pera y uva son frutas". */
export const capitalised = (text: string) => text[0].toUpperCase() + text.slice(1);
