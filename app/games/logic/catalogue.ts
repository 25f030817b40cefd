// Each Logic Lab level's puzzles: a fixed catalogue generated once from constant seeds, then
// dealt to a run like the original bank (bankIndex), so a run sees no puzzle twice until it
// has seen the whole level. The catalogue only changes when a generator does.
import { LOGIC_BANK, type LogicPuzzle } from "../logic-lab.bank";
import { rngFor } from "../random";
import { analogy } from "./analogies";
import type { PuzzleMaker } from "./choices";
import { EVERYDAY_GROUPS, evenOrOdd, oddOneOut, outsideTheTable, SCHOOL_GROUPS, whichIsPrime, whichIsSquare } from "./odd-one-out";
import { addPictureGroups, biggestPicture, countShapes, mostInAPictureGroup, oddShapeOut, pictureSides, picturePattern } from "./pictures";
import { agePuzzle, binaryNumber, magicSquare, marbleChance, percentChange, syllogism, workersAndDays } from "./multi-step";
import { clockLater, daysAhead, numberMachine, orderFromClues, twoStepStory } from "./reasoning";
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

interface LevelMix {
  makers: readonly PuzzleMaker[];
  /** Hand-written puzzles that suit the level, dealt along with the generated ones. */
  handWritten: readonly LogicPuzzle[];
}

/** Indexed by level id − 1 (levels.ts has the names and ages). */
const LEVEL_MIXES: readonly LevelMix[] = [
  // 1. Picture patterns (5-6): every puzzle is a picture of shapes, colours and sizes
  {
    makers: [picturePattern, picturePattern, countShapes, biggestPicture, mostInAPictureGroup, addPictureGroups, oddShapeOut, pictureSides],
    handWritten: [],
  },
  // 2. Number patterns (7-8)
  {
    makers: [steadySteps(5, 30), missingTerm(5), letterSteps(2), evenOrOdd, orderFromClues(3), daysAhead(6), oddOneOut(EVERYDAY_GROUPS)],
    handWritten: [],
  },
  // 3. Odd one out and analogies (9-10), with the original hand-written puzzles
  {
    makers: [analogy, analogy, oddOneOut(SCHOOL_GROUPS), outsideTheTable, timesSteps, clockLater, twoStepStory, steadySteps(12, 50)],
    handWritten: LOGIC_BANK,
  },
  // 4. Tricky sequences (11-13)
  {
    makers: [
      specialNumbers,
      addTheTwoBefore,
      growingGaps,
      alternatingRules,
      letterSteps(4),
      growingLetterSkips,
      whichIsPrime,
      whichIsSquare,
      orderFromClues(4),
      daysAhead(30),
      numberMachine(false),
    ],
    handWritten: [],
  },
  // 5. Multi-step reasoning (14-18)
  {
    makers: [
      syllogism,
      agePuzzle,
      workersAndDays,
      magicSquare,
      binaryNumber,
      marbleChance,
      percentChange,
      quadraticSequence,
      numberMachine(true),
      orderFromClues(5),
      daysAhead(365),
    ],
    handWritten: [],
  },
];

/** Puzzles per level; more than a five-minute run can use, and well over the 300 promised. */
export const LOGIC_CATALOGUE_SIZE = 360;

/** Two puzzles are the same when they ask the same thing, of the same picture, with the same options. */
export function puzzleKey(puzzle: LogicPuzzle): string {
  const picture = puzzle.picture ? `|${puzzle.picture.map((c) => c.name).join(",")}` : "";
  return `${puzzle.question}${picture}|${[...puzzle.options].sort().join("|")}`;
}

function buildCatalogue(levelId: number): LogicPuzzle[] {
  const { makers, handWritten } = LEVEL_MIXES[levelId - 1];
  const puzzles = new Map<string, LogicPuzzle>(handWritten.map((p) => [puzzleKey(p), p]));
  // Makers take turns so every kind is well represented; a repeat draw is skipped.
  for (let k = 0; puzzles.size < LOGIC_CATALOGUE_SIZE; k++) {
    if (k > LOGIC_CATALOGUE_SIZE * 20) throw new Error(`Logic Lab level ${levelId} has too few distinct puzzles`);
    const puzzle = makers[k % makers.length](rngFor("logic-lab:catalogue", `${levelId}:${k}`));
    if (!puzzles.has(puzzleKey(puzzle))) puzzles.set(puzzleKey(puzzle), puzzle);
  }
  return [...puzzles.values()];
}

const catalogues = new Map<number, readonly LogicPuzzle[]>();

/** A level's puzzles, built on first use and kept: the same list every time. */
export function levelCatalogue(levelId: number): readonly LogicPuzzle[] {
  let catalogue = catalogues.get(levelId);
  if (!catalogue) {
    catalogue = buildCatalogue(levelId);
    catalogues.set(levelId, catalogue);
  }
  return catalogue;
}
