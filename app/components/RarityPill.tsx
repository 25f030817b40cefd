import type { CharacterRarity } from "../../drizzle/schema";
import { useTranslation } from "react-i18next";
import { RARITY_STYLE } from "~/utils/characters";

/** Keys of the kit's messages (app/locales/<language>/kit.json). */
const rarityKeys: Record<CharacterRarity, string> = {
  common: "rarity.common",
  rare: "rarity.rare",
  epic: "rarity.epic",
  legendary: "rarity.legendary",
};

/** A character's rarity, as a word in a coloured pill (never colour alone). */
export function RarityPill({ rarity }: { rarity: CharacterRarity }) {
  const { t } = useTranslation("kit");
  return <span className={`pill ${RARITY_STYLE[rarity].className}`}>{t(rarityKeys[rarity])}</span>;
}
