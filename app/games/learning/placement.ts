// The placement check (issue 49; docs/decisions/placement.md): a short adaptive test that finds the
// level a child is ready for and the skills they are weak at. A game's levels stand on one logit
// scale, PLACEMENT.spacing apart; the child has one ability on that scale, estimated after every
// answer as the mean of its posterior on a grid (EAP, a normal prior from their age); each question
// is asked at the level that tells the most about it (expected Fisher information under that
// posterior, pitched a little easy: PLACEMENT.kindness), and the child is placed at the highest
// level they would get PLACEMENT.target right.
// Pure and JSON-serialisable (a placement run keeps it in RunState.placement), shared with the
// learning bench (bench/learning/).
import { defaultLevelForAge, levelsFor } from "../levels";
import type { GameKey, Placement, PlacementAnswer, QuestionItem } from "../types";

export type { Placement, PlacementAnswer } from "../types";
import { KNOWLEDGE, chanceRight } from "./model";

/** The most questions a check asks (about two minutes). */
export const PLACEMENT_LENGTH = 10;

export const PLACEMENT = {
  /** Logits between one level and the next: a child right 75 % of the time at a level is right about 40 % at the next and 93 % at the one before. */
  spacing: 1.5,
  /** Placed at the highest level the child would get at least this share right (guesses aside). */
  target: 0.75,
  /** The prior's spread, in logits: two levels either side of the age's level, for the child far ahead or behind. */
  priorSd: 3,
  /** The posterior's grid: this far beyond the first and last level, in steps of `step`. */
  margin: 4,
  step: 0.1,
  /** Questions are pitched this many logits below the estimate: about 70 % right rather than the 50 % of most information, so the check is not a string of misses. */
  kindness: 0.85,
} as const;

/** A guess is right this often in each game's questions (its questions' kind: four options, or typed). */
export const PLACEMENT_GUESS: Record<GameKey, number> = {
  "math-quest": 0,
  "word-adventure": 0,
  "logic-lab": KNOWLEDGE.choiceGuess,
  "brain-blitz": KNOWLEDGE.choiceGuess,
};

const logit = (p: number) => Math.log(p / (1 - p));
const READY = logit(PLACEMENT.target);

/** Where a level stands on its game's scale: the ability at which its questions are an even chance (the first level at 0). */
export function levelDifficulty(level: number): number {
  return PLACEMENT.spacing * (level - 1);
}

/** The highest level an ability is ready for (right at least PLACEMENT.target of the time), or the first. */
export function levelOfAbility(game: GameKey, ability: number): number {
  const ready = levelsFor(game).filter((level) => ability - levelDifficulty(level.id) >= READY);
  return ready.length > 0 ? ready[ready.length - 1].id : levelsFor(game)[0].id;
}

/** A check's start: centred on a child just ready for their age's level, so the first question is at that level (without an age: the middle of the game). */
export function startPlacement(game: GameKey, age?: number): Placement {
  const levels = levelsFor(game);
  const middle = (levelDifficulty(levels[0].id) + levelDifficulty(levels[levels.length - 1].id)) / 2;
  const prior = age === undefined ? middle : levelDifficulty(defaultLevelForAge(game, age).id) + READY;
  return { prior, answers: [] };
}

/** The posterior on the grid: abilities and their weights (summing to 1). */
function posterior(game: GameKey, placement: Placement): { abilities: number[]; weights: number[] } {
  const levels = levelsFor(game);
  const low = levelDifficulty(levels[0].id) - PLACEMENT.margin;
  const count = Math.round(
    (levelDifficulty(levels[levels.length - 1].id) + 2 * PLACEMENT.margin - levelDifficulty(levels[0].id)) / PLACEMENT.step,
  );
  const abilities = Array.from({ length: count + 1 }, (_, i) => low + i * PLACEMENT.step);
  const guess = PLACEMENT_GUESS[game];
  const weights = abilities.map((ability) => {
    const z = (ability - placement.prior) / PLACEMENT.priorSd;
    return placement.answers.reduce(
      (w, answer) => {
        const p = chanceRight(ability - levelDifficulty(answer.level), guess);
        return w * (answer.correct ? p : 1 - p);
      },
      Math.exp(-0.5 * z * z),
    );
  });
  const total = weights.reduce((a, b) => a + b, 0);
  return { abilities, weights: weights.map((w) => w / total) };
}

/** The child's estimated ability on the game's scale (the posterior's mean). */
export function placementAbility(game: GameKey, placement: Placement): number {
  const { abilities, weights } = posterior(game, placement);
  return abilities.reduce((sum, ability, i) => sum + ability * weights[i], 0);
}

/** What one answer at `x` logits above a question's difficulty tells about the ability (Fisher information, with guessing). */
function information(x: number, guess: number): number {
  const p = chanceRight(x, guess);
  const slope = (1 - guess) * chanceRight(x) * (1 - chanceRight(x));
  return (slope * slope) / (p * (1 - p));
}

/** The level whose question to ask next: the one whose answer is expected to tell the most about an ability PLACEMENT.kindness below the estimate. */
export function placementLevel(game: GameKey, placement: Placement): number {
  const { abilities, weights } = posterior(game, placement);
  const guess = PLACEMENT_GUESS[game];
  let best = { level: levelsFor(game)[0].id, information: -1 };
  for (const level of levelsFor(game)) {
    const expected = abilities.reduce(
      (sum, ability, i) => sum + weights[i] * information(ability - PLACEMENT.kindness - levelDifficulty(level.id), guess),
      0,
    );
    if (expected > best.information) best = { level: level.id, information: expected };
  }
  return best.level;
}

/** The check after one answer (a new object; `placement` is left as it was). The question's level is its address's. */
export function afterPlacementAnswer(game: GameKey, placement: Placement, item: QuestionItem, correct: boolean): Placement {
  const level = item.address.level ?? placementLevel(game, placement);
  return { prior: placement.prior, answers: [...placement.answers, { level, skill: item.skill, correct }] };
}

/** Whether the check has asked all its questions. */
export function placementDone(placement: Placement): boolean {
  return placement.answers.length >= PLACEMENT_LENGTH;
}

/**
 * What the check found: the highest level the child would get PLACEMENT.target right, and the
 * skills they missed a question of at or below it (what they should know at their level, and do not yet).
 */
export function placedLevel(game: GameKey, placement: Placement): { level: number; weakSkills: string[] } {
  const level = levelOfAbility(game, placementAbility(game, placement));
  const missed = placement.answers.filter((answer) => !answer.correct && answer.level <= level).map((answer) => answer.skill);
  return { level, weakSkills: [...new Set(missed)] };
}

/** Guard for a check read back from JSON (a run's state in the database). */
export function isPlacement(value: unknown): value is Placement {
  if (typeof value !== "object" || value === null) return false;
  const { prior, answers } = value as Record<string, unknown>;
  return (
    typeof prior === "number" &&
    Number.isFinite(prior) &&
    Array.isArray(answers) &&
    answers.length <= PLACEMENT_LENGTH &&
    answers.every(
      (a: unknown) =>
        typeof a === "object" &&
        a !== null &&
        Number.isSafeInteger((a as PlacementAnswer).level) &&
        (a as PlacementAnswer).level > 0 &&
        typeof (a as PlacementAnswer).skill === "string" &&
        typeof (a as PlacementAnswer).correct === "boolean",
    )
  );
}
