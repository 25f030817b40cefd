// Word Adventure's skills: its graded word lists, one per level (words/level-N.ts).
import { gameSkills } from "./types";

export const WORD_SKILLS = gameSkills("word-adventure", [
  ["words-1", "Three-letter words", 1, 5],
  ["words-2", "Four-letter words", 2, 7],
  ["words-3", "Everyday words", 3, 9],
  ["words-4", "Longer words", 4, 11],
  ["words-5", "Word master vocabulary", 5, 14],
]);
