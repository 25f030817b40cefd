// Logic Lab's skills: the kinds of puzzle of each level (logic/catalogue.ts), named as a child
// reads them. A kind's local id is its catalogue name with dashes (kindSkill).
import { levelFor, levelsFor } from "../levels";
import { kindSkill, levelKinds } from "../logic/catalogue";
import { gameSkills } from "./types";

/** What a parent reads for each kind, in English and Spanish (the catalogue's names are the generators'). */
const NAMES: Record<string, readonly [en: string, es: string]> = {
  "picture pattern": ["Picture patterns", "Patrones con dibujos"],
  "count the shapes": ["Counting shapes", "Contar figuras"],
  "biggest picture": ["Comparing sizes", "Comparar tamaños"],
  "most in a group": ["Comparing groups", "Comparar grupos"],
  "add the groups": ["Adding groups of shapes", "Sumar grupos de figuras"],
  "odd shape out": ["Finding the odd shape", "Encontrar la figura que no encaja"],
  sides: ["Counting sides", "Contar lados"],
  "steady steps": ["Number patterns", "Patrones con números"],
  "missing number": ["Missing numbers in a pattern", "Números que faltan en un patrón"],
  "even or odd": ["Even and odd numbers", "Números pares e impares"],
  analogy: ["Analogies", "Analogías"],
  "odd word out": ["Finding the odd word", "Encontrar la palabra que no encaja"],
  "outside the times table": ["Spotting multiples", "Reconocer múltiplos"],
  "special numbers": ["Square, cube and prime numbers", "Cuadrados, cubos y números primos"],
  "times steps": ["Multiplying sequences", "Sucesiones que multiplican"],
  "add the two before": ["Fibonacci-like sequences", "Sucesiones como la de Fibonacci"],
  "growing gaps": ["Sequences with growing gaps", "Sucesiones con saltos que crecen"],
  "two rules": ["Sequences with two rules", "Sucesiones con dos reglas"],
  "letter steps": ["Letter sequences", "Sucesiones de letras"],
  "growing letter skips": ["Letter sequences with growing skips", "Sucesiones de letras con saltos que crecen"],
  syllogism: ["Logical deduction", "Razonamiento lógico"],
  ages: ["Age puzzles", "Problemas de edades"],
  "workers and days": ["Work and time puzzles", "Problemas de trabajo y tiempo"],
  "magic square": ["Magic squares", "Cuadrados mágicos"],
  binary: ["Binary numbers", "Números binarios"],
  chance: ["Chance", "Azar"],
  "percent change": ["Percentage puzzles", "Problemas de porcentajes"],
  "quadratic sequence": ["Quadratic sequences", "Sucesiones cuadráticas"],
  "number machine": ["Number machines", "Máquinas de números"],
  "order from clues": ["Ordering from clues", "Ordenar con pistas"],
  "days ahead": ["Calendar puzzles", "Problemas de calendario"],
};

export const LOGIC_SKILLS = gameSkills(
  "logic-lab",
  levelsFor("logic-lab").flatMap((level) =>
    levelKinds(level.id).map((kind) => {
      const [name, es] = NAMES[kind] ?? [kind, kind];
      return [kindSkill(kind), name, es, level.id, levelFor("logic-lab", level.id)!.ages[0]] as const;
    }),
  ),
);
