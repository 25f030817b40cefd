// Brain Blitz's skills: each category of challenge at each age band (blitz/catalogue.ts).
import { BLITZ_CATEGORIES, type BlitzCategory } from "../brain-blitz.bank";
import { levelsFor } from "../levels";
import { categorySkill } from "../blitz/catalogue";
import { gameSkills } from "./types";

/** Each category's name in English and Spanish. */
const NAMES: Record<BlitzCategory, readonly [en: string, es: string]> = {
  math: ["Quick maths", "Cálculo rápido"],
  word: ["Word puzzles", "Acertijos de palabras"],
  logic: ["Quick logic", "Lógica rápida"],
  trivia: ["General knowledge", "Cultura general"],
  memory: ["Memory", "Memoria"],
};
const NAMES_ES: Record<BlitzCategory, string> = {
  math: "Matemáticas rápidas",
  word: "Acertijos de palabras",
  logic: "Lógica rápida",
  trivia: "Cultura general",
  memory: "Memoria",
};

export const BLITZ_SKILLS = gameSkills(
  "brain-blitz",
  levelsFor("brain-blitz").flatMap((level) =>
    BLITZ_CATEGORIES.map(
      (category) =>
        [
          categorySkill(category, level.id),
          `${NAMES[category]} (${level.name})`,
          `${NAMES_ES[category]} (${level.es})`,
          level.id,
          level.ages[0],
        ] as const,
    ),
  ),
);
