// The results' stars. A star needs two things: the level's score target and a share of right
// answers, so a round of guesses never earns what a careful one does (docs/decisions/stars-need-accuracy.md).
// The score targets are set for a child of the level's age playing the whole round: one star is a
// fair try, three a great round. Within a game they follow the spec's scoring (Math Quest 1 point
// per right answer in 60 s; Word Adventure and Logic Lab 5 per right answer in 180 s and 300 s;
// Brain Blitz the challenge's points times the streak multiplier in 120 s). The server works the
// stars out (runView); the results page only shows them.
import { inLanguage } from "./language";
import type { GameEngine, GameKey, GameLanguage, RunState, StarTargets } from "./types";

/** Indexed by level id − 1 (levels.ts). */
export const STAR_TARGETS: Record<GameKey, readonly StarTargets[]> = {
  "math-quest": [
    [3, 8, 14],
    [4, 9, 15],
    [4, 9, 15],
    [4, 9, 14],
    [3, 7, 12],
    [2, 5, 9],
  ],
  "word-adventure": [
    [10, 30, 55],
    [10, 30, 50],
    [10, 25, 45],
    [10, 25, 40],
    [5, 20, 35],
  ],
  "logic-lab": [
    [15, 40, 70],
    [15, 40, 65],
    [15, 35, 60],
    [10, 30, 50],
    [10, 25, 45],
  ],
  "brain-blitz": [
    [5, 15, 30],
    [5, 15, 30],
    [5, 12, 25],
    [4, 10, 20],
  ],
};

/**
 * The share of answers that must be right for one, two and three stars, in every game and level:
 * at least half for one, three in four for two, nine in ten for three.
 */
export const STAR_ACCURACY = [
  { share: 0.5, words: "half", es: "la mitad" },
  { share: 0.75, words: "3 in 4", es: "3 de cada 4" },
  { share: 0.9, words: "9 in 10", es: "9 de cada 10" },
] as const;

/** The targets of a level; a level without its own (a run before levels) uses the game's first. */
export function starTargets(game: GameKey, level: number | undefined): StarTargets {
  const targets = STAR_TARGETS[game];
  return targets[(level ?? 1) - 1] ?? targets[0];
}

/**
 * The targets of a round of `questions` questions worth `points` each (a teacher's word list or
 * quiz, sets/engine.ts): each star's share of right answers out of the whole round, so a perfect
 * round of 8 words (40 points) earns three stars where the game's own target (55) could not be met.
 */
export function lengthTargets(questions: number, points: number): StarTargets {
  const [one, two, three] = STAR_ACCURACY.map(({ share }) => Math.ceil(share * questions) * points);
  return [one, two, three];
}

/** The targets a run plays for: its engine's own (a set's), else its game's at its level. */
export function runStarTargets(engine: Pick<GameEngine, "key" | "starTargets">, level: number | undefined): StarTargets {
  return engine.starTargets ?? starTargets(engine.key, level);
}

/** What the stars are worked out from: the run's score and its right and given answers. */
export type StarRound = Pick<RunState, "score" | "correct" | "answered">;

/** Right answers over answers given; 0 when nothing was answered. */
function accuracy({ correct, answered }: StarRound): number {
  return answered > 0 ? correct / answered : 0;
}

/** Whether the round earns star `n` (1-3): its score target and its share of right answers. */
function earns(targets: StarTargets, round: StarRound, n: 1 | 2 | 3): boolean {
  return round.score >= targets[n - 1] && accuracy(round) >= STAR_ACCURACY[n - 1].share;
}

/** 0 to 3: the most stars whose score target and share of right answers the round both reached. */
export function starsFor(targets: StarTargets, round: StarRound): number {
  return ([3, 2, 1] as const).find((n) => earns(targets, round, n)) ?? 0;
}

/** The stars from which the results offer the next level, and the start screen moves up to it after a round. */
export const NEXT_LEVEL_STARS = 2;

/**
 * The line under the stars, in a few short words for the youngest reader: what the next star
 * needs (points, a share of right answers, or both). "Every answer right" only when each was.
 * In the run's `language`.
 */
export function starsText(targets: StarTargets, round: StarRound, language: GameLanguage = "en"): string {
  const stars = starsFor(targets, round);
  if (stars === 3) {
    const allRight = round.correct === round.answered;
    return inLanguage(language, {
      en: allRight ? "Three stars! Every answer right!" : "Three stars! A great round!",
      es: allRight ? "¡Tres estrellas! ¡Todas las respuestas correctas!" : "¡Tres estrellas! ¡Qué gran ronda!",
    });
  }
  const next = (stars + 1) as 1 | 2 | 3;
  const target = targets[next - 1];
  const { share, words, es } = STAR_ACCURACY[next - 1];
  const needsPoints = round.score < target;
  const needsShare = accuracy(round) < share;
  return inLanguage(language, {
    en: nextStarEnglish(stars === 0 ? "First star" : "Next star", { target, words, needsPoints, needsShare }, round),
    es: nextStarSpanish(stars === 0 ? "Primera estrella" : "Siguiente estrella", { target, words: es, needsPoints, needsShare }, round),
  });
}

interface NextStar {
  target: number;
  words: string;
  needsPoints: boolean;
  needsShare: boolean;
}

function nextStarEnglish(star: string, { target, words, needsPoints, needsShare }: NextStar, round: StarRound): string {
  if (needsPoints && needsShare) return `${star}: ${target} points, ${words} right.`;
  if (needsPoints) return `${star}: ${target} points.`;
  return `You got ${round.correct} of ${round.answered} right. ${star}: get ${words} right.`;
}

function nextStarSpanish(star: string, { target, words, needsPoints, needsShare }: NextStar, round: StarRound): string {
  const points = `${target} ${target === 1 ? "punto" : "puntos"}`;
  if (needsPoints && needsShare) return `${star}: ${points} y acertar ${words}.`;
  if (needsPoints) return `${star}: ${points}.`;
  return `Acertaste ${round.correct} de ${round.answered}. ${star}: acierta ${words}.`;
}
