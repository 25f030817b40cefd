import type { CharacterRarity } from "../../drizzle/schema";
import { RARITY_STYLE } from "~/utils/characters";

/** A character's rarity, as a word in a coloured pill (never colour alone). */
export function RarityPill({ rarity }: { rarity: CharacterRarity }) {
  const { label, className } = RARITY_STYLE[rarity];
  return <span className={`pill ${className}`}>{label}</span>;
}
