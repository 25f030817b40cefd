// Word Adventure's skills: its graded word lists, one per level (words/level-N.ts).
import { gameSkills } from "./types";

export const WORD_SKILLS = gameSkills("word-adventure", [
  ["words-1", "Three-letter words", "Palabras de tres letras", 1, 5],
  ["words-2", "Four-letter words", "Palabras de cuatro letras", 2, 7],
  ["words-3", "Everyday words", "Palabras de todos los días", 3, 9],
  ["words-4", "Longer words", "Palabras más largas", 4, 11],
  ["words-5", "Word master vocabulary", "Vocabulario de maestro de las palabras", 5, 14],
]);
