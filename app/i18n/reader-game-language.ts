// The reader's language as a game language (app/games/language.ts), for a page's words that the
// games layer keeps in every language (a level's name): the page's language when a game has it,
// else English.
import { useTranslation } from "react-i18next";
import { gameLanguageOf, type GameLanguage } from "~/games/language";

/** In a component: the language the page is drawn in. */
export function useReaderGameLanguage(): GameLanguage {
  return gameLanguageOf(useTranslation().i18n.language);
}
