// First names for the people in puzzles: short, easy to read, from many places.
import { inLanguage, type GameLanguage } from "../language";

export const NAMES = [
  "Amy",
  "Ben",
  "Cara",
  "Dev",
  "Ella",
  "Finn",
  "Gina",
  "Hugo",
  "Isla",
  "Jack",
  "Kemi",
  "Leo",
  "Mia",
  "Noah",
  "Omar",
  "Priya",
  "Quinn",
  "Rosa",
  "Sam",
  "Tara",
  "Umar",
  "Vera",
  "Will",
  "Yara",
  "Zoe",
];

/** Names common in Spanish-speaking countries, for the same puzzles in Spanish; none shared with NAMES. */
export const SPANISH_NAMES = [
  "Ana",
  "Andrés",
  "Beto",
  "Camila",
  "Carmen",
  "Diego",
  "Elena",
  "Felipe",
  "Gael",
  "Inés",
  "Javier",
  "Julia",
  "Karla",
  "Lucía",
  "Luis",
  "Mateo",
  "Nicolás",
  "Óscar",
  "Pablo",
  "Paula",
  "Ramón",
  "Sofía",
  "Tomás",
  "Valeria",
  "Ximena",
];

/** The names for puzzles in `lang`. */
export const namesIn = (lang: GameLanguage) => inLanguage(lang, { en: NAMES, es: SPANISH_NAMES });
