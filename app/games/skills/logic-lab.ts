// Logic Lab's skills: the kinds of puzzle of each level (logic/catalogue.ts), named as a child
// reads them. A kind's local id is its catalogue name with dashes (kindSkill).
import { levelFor, levelsFor } from "../levels";
import { kindSkill, levelKinds } from "../logic/catalogue";
import { gameSkills } from "./types";

/** What a parent reads for each kind (the catalogue's names are the generators'). */
const NAMES: Record<string, string> = {
  "picture pattern": "Picture patterns",
  "count the shapes": "Counting shapes",
  "biggest picture": "Comparing sizes",
  "most in a group": "Comparing groups",
  "add the groups": "Adding groups of shapes",
  "odd shape out": "Finding the odd shape",
  sides: "Counting sides",
  "steady steps": "Number patterns",
  "missing number": "Missing numbers in a pattern",
  "even or odd": "Even and odd numbers",
  analogy: "Analogies",
  "odd word out": "Finding the odd word",
  "outside the times table": "Spotting multiples",
  "special numbers": "Square, cube and prime numbers",
  "times steps": "Multiplying sequences",
  "add the two before": "Fibonacci-like sequences",
  "growing gaps": "Sequences with growing gaps",
  "two rules": "Sequences with two rules",
  "letter steps": "Letter sequences",
  "growing letter skips": "Letter sequences with growing skips",
  syllogism: "Logical deduction",
  ages: "Age puzzles",
  "workers and days": "Work and time puzzles",
  "magic square": "Magic squares",
  binary: "Binary numbers",
  chance: "Chance",
  "percent change": "Percentage puzzles",
  "quadratic sequence": "Quadratic sequences",
  "number machine": "Number machines",
  "order from clues": "Ordering from clues",
  "days ahead": "Calendar puzzles",
};

/** The same in Spanish. */
const NAMES_ES: Record<string, string> = {
  "picture pattern": "Patrones con dibujos",
  "count the shapes": "Contar figuras",
  "biggest picture": "Comparar tamaños",
  "most in a group": "Comparar grupos",
  "add the groups": "Sumar grupos de figuras",
  "odd shape out": "Encontrar la figura diferente",
  sides: "Contar lados",
  "steady steps": "Patrones con números",
  "missing number": "Números que faltan en un patrón",
  "even or odd": "Números pares e impares",
  analogy: "Analogías",
  "odd word out": "Encontrar la palabra diferente",
  "outside the times table": "Reconocer múltiplos",
  "special numbers": "Números cuadrados, cúbicos y primos",
  "times steps": "Sucesiones que multiplican",
  "add the two before": "Sucesiones tipo Fibonacci",
  "growing gaps": "Sucesiones con saltos que crecen",
  "two rules": "Sucesiones con dos reglas",
  "letter steps": "Sucesiones de letras",
  "growing letter skips": "Sucesiones de letras con saltos que crecen",
  syllogism: "Deducción lógica",
  ages: "Problemas de edades",
  "workers and days": "Problemas de trabajo y tiempo",
  "magic square": "Cuadrados mágicos",
  binary: "Números binarios",
  chance: "Probabilidad",
  "percent change": "Problemas de porcentajes",
  "quadratic sequence": "Sucesiones cuadráticas",
  "number machine": "Máquinas de números",
  "order from clues": "Ordenar con pistas",
  "days ahead": "Problemas de calendario",
};

export const LOGIC_SKILLS = gameSkills(
  "logic-lab",
  levelsFor("logic-lab").flatMap((level) =>
    levelKinds(level.id).map(
      (kind) =>
        [
          kindSkill(kind),
          NAMES[kind] ?? kind,
          NAMES_ES[kind] ?? NAMES[kind] ?? kind,
          level.id,
          levelFor("logic-lab", level.id)!.ages[0],
        ] as const,
    ),
  ),
);
