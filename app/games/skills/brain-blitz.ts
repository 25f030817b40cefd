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

export const BLITZ_SKILLS = gameSkills(
  "brain-blitz",
  levelsFor("brain-blitz").flatMap((level) =>
    BLITZ_CATEGORIES.map((category) => {
      const [name, es] = NAMES[category];
      return [categorySkill(category, level.id), `${name} (${level.name})`, `${es} (${level.es})`, level.id, level.ages[0]] as const;
    }),
  ),
);
