// What an odd-one-out puzzle draws from (odd-one-out.ts): groups of things, in each language
// (the English lists beside the puzzle, the Spanish ones in groups-es.ts).
import type { GameLanguage } from "../language";

export interface Group {
  /** How the explanation names a member: "a fruit". */
  one: string;
  /** How it names the group: "fruits". */
  many: string;
  members: readonly string[];
}

/** One list of groups in each language. */
export type Groups = Readonly<Record<GameLanguage, readonly Group[]>>;
