// Each Logic Lab level's puzzles, by kind: fixed lists generated once from constant seeds. A run
// deals the level's kinds in one order of its own, over and over (so no kind comes back before
// every other kind has come), and each kind's puzzles like the original bank (bankIndex: none
// twice until all were shown). Each level asks what its name says
// (docs/decisions/levels-fit-their-ages.md). The lists only change when a generator does.
import type { GameLanguage } from "../language";
import { LOGIC_BANK, type LogicPuzzle } from "../logic-lab.bank";
import { SPANISH_LOGIC_BANK } from "../logic-lab.bank-es";
import { bankIndex, rngFor, shuffle } from "../random";
import { analogy } from "./analogies";
import type { PuzzleMaker } from "./choices";
import { evenOrOdd, oddOneOut, outsideTheTable, SCHOOL_GROUPS } from "./odd-one-out";
import { addPictureGroups, biggestPicture, countShapes, mostInAPictureGroup, oddShapeOut, pictureSides, picturePattern } from "./pictures";
import { agePuzzle, binaryNumber, magicSquare, marbleChance, percentChange, syllogism, workersAndDays } from "./multi-step";
import { daysAhead, numberMachine, orderFromClues } from "./reasoning";
import {
  addTheTwoBefore,
  alternatingRules,
  growingGaps,
  growingLetterSkips,
  letterSteps,
  missingTerm,
  quadraticSequence,
  specialNumbers,
  steadySteps,
  timesSteps,
} from "./sequences";

/** The original bank in each language: the same puzzle at each index. */
export const LOGIC_BANKS: Readonly<Record<GameLanguage, readonly LogicPuzzle[]>> = { en: LOGIC_BANK, es: SPANISH_LOGIC_BANK };

/** One kind of puzzle at a level: its generator, and hand-written puzzles of the same kind dealt with its own. */
interface PuzzleKind {
  name: string;
  make: PuzzleMaker;
  /** Places in the original bank (LOGIC_BANKS), the same in every language. */
  handWritten?: readonly number[];
}

/** The places of the bank's puzzles whose English question matches. */
const handWritten = (pattern: RegExp) => LOGIC_BANK.flatMap((puzzle, i) => (pattern.test(puzzle.question) ? [i] : []));

/** Indexed by level id − 1 (levels.ts has the names and ages). */
const LEVEL_KINDS: readonly (readonly PuzzleKind[])[] = [
  // 1. Picture patterns (5-6): every puzzle is a picture of shapes, colours and sizes
  [
    { name: "picture pattern", make: picturePattern },
    { name: "count the shapes", make: countShapes },
    { name: "biggest picture", make: biggestPicture },
    { name: "most in a group", make: mostInAPictureGroup },
    { name: "add the groups", make: addPictureGroups },
    { name: "odd shape out", make: oddShapeOut },
    { name: "sides", make: pictureSides },
  ],
  // 2. Number patterns (7-8): numbers that go up or down in steps, one missing, even and odd
  [
    { name: "steady steps", make: steadySteps(5, 30) },
    { name: "missing number", make: missingTerm(5) },
    { name: "even or odd", make: evenOrOdd },
  ],
  // 3. Odd one out and analogies (9-10), with the original hand-written puzzles of those kinds
  [
    { name: "analogy", make: analogy, handWritten: handWritten(/ is to .* as /) },
    { name: "odd word out", make: oddOneOut(SCHOOL_GROUPS), handWritten: handWritten(/does not belong|odd one out/i) },
    { name: "outside the times table", make: outsideTheTable },
  ],
  // 4. Tricky sequences (11-13): number and letter sequences with a rule to find
  [
    { name: "special numbers", make: specialNumbers },
    { name: "times steps", make: timesSteps },
    { name: "add the two before", make: addTheTwoBefore },
    { name: "growing gaps", make: growingGaps },
    { name: "two rules", make: alternatingRules },
    { name: "letter steps", make: letterSteps(4) },
    { name: "growing letter skips", make: growingLetterSkips },
  ],
  // 5. Multi-step reasoning (14-18)
  [
    { name: "syllogism", make: syllogism },
    { name: "ages", make: agePuzzle },
    { name: "workers and days", make: workersAndDays },
    { name: "magic square", make: magicSquare },
    { name: "binary", make: binaryNumber },
    { name: "chance", make: marbleChance },
    { name: "percent change", make: percentChange },
    { name: "quadratic sequence", make: quadraticSequence },
    { name: "number machine", make: numberMachine(true) },
    { name: "order from clues", make: orderFromClues(5) },
    { name: "days ahead", make: daysAhead(365) },
  ],
];

/** Puzzles per level, at least; more than a five-minute run can use, and well over the 300 promised. */
export const LOGIC_CATALOGUE_SIZE = 360;

/** The local id of a kind of puzzle's skill (skills/logic-lab.ts): its name with dashes. */
export const kindSkill = (kind: string) => kind.replaceAll(" ", "-");

/** The names of a level's kinds of puzzle, in the catalogue's order. */
export function levelKinds(levelId: number): readonly string[] {
  return LEVEL_KINDS[levelId - 1].map((kind) => kind.name);
}

/** Two puzzles are the same when they ask the same thing, of the same picture, with the same options. */
export function puzzleKey(puzzle: LogicPuzzle): string {
  const picture = puzzle.picture ? `|${puzzle.picture.map((c) => c.name).join(",")}` : "";
  return `${puzzle.question}${picture}|${[...puzzle.options].sort().join("|")}`;
}

/**
 * One kind's puzzles: its hand-written ones, then generated ones until it has `size`, none twice in
 * the level. Spanish draws from the same seeds as English.
 */
function buildKind(levelId: number, kind: PuzzleKind, size: number, seen: Set<string>, lang: GameLanguage): LogicPuzzle[] {
  const puzzles: LogicPuzzle[] = [];
  const add = (puzzle: LogicPuzzle) => {
    if (seen.has(puzzleKey(puzzle))) return;
    seen.add(puzzleKey(puzzle));
    puzzles.push(puzzle);
  };
  (kind.handWritten ?? []).forEach((i) => add(LOGIC_BANKS[lang][i]));
  for (let k = 0; puzzles.length < size; k++) {
    if (k > size * 40) throw new Error(`Logic Lab level ${levelId} has too few distinct puzzles of the kind "${kind.name}"`);
    add(kind.make(rngFor("logic-lab:catalogue", `${levelId}:${kind.name}:${k}`), lang));
  }
  return puzzles;
}

const catalogues = new Map<string, readonly (readonly LogicPuzzle[])[]>();

/** A level's puzzles by kind (as levelKinds) in `lang`, built on first use and kept: the same lists every time. */
function kindCatalogues(levelId: number, lang: GameLanguage): readonly (readonly LogicPuzzle[])[] {
  let lists = catalogues.get(`${levelId}:${lang}`);
  if (!lists) {
    const kinds = LEVEL_KINDS[levelId - 1];
    const size = Math.ceil(LOGIC_CATALOGUE_SIZE / kinds.length);
    const seen = new Set<string>();
    lists = kinds.map((kind) => buildKind(levelId, kind, size, seen, lang));
    catalogues.set(`${levelId}:${lang}`, lists);
  }
  return lists;
}

/** All of a level's puzzles, in `lang` (English by default). */
export function levelCatalogue(levelId: number, lang: GameLanguage = "en"): readonly LogicPuzzle[] {
  return kindCatalogues(levelId, lang).flat();
}

/** The kind of question `index` of a run: the run's own order of the level's kinds, over and over. */
export function kindAt(seed: string, levelId: number, index: number): number {
  const kinds = LEVEL_KINDS[levelId - 1].length;
  const order = shuffle(
    rngFor(seed, `logic-lab:level-${levelId}:kinds`),
    Array.from({ length: kinds }, (_, i) => i),
  );
  return order[index % kinds];
}

/** Question `index` of a run at a level: the next puzzle of that question's kind, in the run's language. */
export function dealtPuzzle(seed: string, levelId: number, index: number, lang: GameLanguage = "en"): LogicPuzzle {
  const kind = kindAt(seed, levelId, index);
  const kinds = LEVEL_KINDS[levelId - 1].length;
  const puzzles = kindCatalogues(levelId, lang)[kind];
  return puzzles[bankIndex(seed, `logic-lab:level-${levelId}:kind-${kind}`, Math.floor(index / kinds), puzzles.length)];
}
