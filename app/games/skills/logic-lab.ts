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

export const LOGIC_SKILLS = gameSkills(
  "logic-lab",
  levelsFor("logic-lab").flatMap((level) =>
    levelKinds(level.id).map((kind) => [kindSkill(kind), NAMES[kind] ?? kind, level.id, levelFor("logic-lab", level.id)!.ages[0]] as const),
  ),
);
