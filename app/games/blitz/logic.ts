// Logic challenges, from Logic Lab's generators with the answer typed instead of picked. Where
// the answer can only be one of the options (odd one out, biggest, prime), the options are
// listed in the prompt; sequences, days and number puzzles need none. A Spanish run's puzzles come
// from the same generators in Spanish (they take the run's language).
import type { BlitzChallenge } from "../brain-blitz.bank";
import type { PuzzleMaker } from "../logic/choices";
import { EVERYDAY_GROUPS, evenOrOdd, oddOneOut, outsideTheTable, SCHOOL_GROUPS, whichIsPrime } from "../logic/odd-one-out";
import { biggestOrSmallest, countOn } from "../logic/patterns";
import { agePuzzle, binaryNumber, magicSquare, percentChange, workersAndDays } from "../logic/multi-step";
import { daysAhead, numberMachine, orderFromClues, twoStepStory } from "../logic/reasoning";
import {
  addTheTwoBefore,
  alternatingRules,
  growingGaps,
  letterSteps,
  missingTerm,
  quadraticSequence,
  specialNumbers,
  steadySteps,
  timesSteps,
} from "../logic/sequences";
import type { ChallengeMaker } from "./challenge";

function typed(maker: PuzzleMaker, points: BlitzChallenge["points"], listOptions = false): ChallengeMaker {
  return (rng, lang) => {
    const puzzle = maker(rng, lang);
    const question = listOptions ? `${puzzle.question} ${puzzle.options.join(", ")}` : puzzle.question;
    const answer = puzzle.options[puzzle.correct];
    return { category: "logic", question, answer, points, distractors: puzzle.options.filter((o) => o !== answer) };
  };
}

/** Indexed by level id − 1. */
export const BLITZ_LOGIC: readonly (readonly ChallengeMaker[])[] = [
  // Ages 5-7
  [
    typed(countOn, 1),
    typed(biggestOrSmallest, 1, true),
    typed(oddOneOut(EVERYDAY_GROUPS), 1, true),
    typed(daysAhead(6), 2),
    typed(orderFromClues(3), 2),
  ],
  // Ages 8-10
  [
    typed(steadySteps(10, 50), 1),
    typed(missingTerm(10), 2),
    typed(letterSteps(2), 2),
    typed(evenOrOdd, 1),
    typed(oddOneOut(SCHOOL_GROUPS), 2, true),
    typed(timesSteps, 2),
  ],
  // Ages 11-13
  [
    typed(specialNumbers, 2),
    typed(growingGaps, 2),
    typed(outsideTheTable, 2),
    typed(whichIsPrime, 2, true),
    typed(daysAhead(30), 2),
    typed(twoStepStory, 3),
    typed(numberMachine(false), 3),
  ],
  // Ages 14-18
  [
    typed(quadraticSequence, 3),
    typed(addTheTwoBefore, 2),
    typed(alternatingRules, 3),
    typed(agePuzzle, 3),
    typed(workersAndDays, 3),
    typed(magicSquare, 3),
    typed(binaryNumber, 2),
    typed(numberMachine(true), 3),
    typed(daysAhead(365), 2),
    typed(percentChange, 3),
  ],
];
