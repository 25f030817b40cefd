// Brain Blitz (premium): mixed text challenges with a streak multiplier. A run without a level
// plays the original bank; a run at a level plays that age band's challenges (blitz/), typed, or
// at the youngest level picked from four choices. A Spanish run plays Spanish challenges
// (blitz/*-es.ts, docs/decisions/games-in-spanish.md).
import { isBlitzCorrect } from "./blitz/answers";
import { categorySkill, levelChallenges } from "./blitz/catalogue";
import { BLITZ_BANK, type BlitzChallenge } from "./brain-blitz.bank";
import { BLITZ_BANK_ES } from "./blitz/bank-es";
import { refused, tooLong } from "./answer-checks";
import { inLanguage, runLanguage, type GameLanguage } from "./language";
import { playableLevel } from "./levels";
import { bankIndex } from "./random";
import { advance, itemAt, startRun } from "./state";
import type { AnswerCheck, AnswerResult, Difficulty, GameEngine, Question, RunState } from "./types";

/** Generous input limit (the longest answer is far shorter); keeps stored answers small. */
export const BLITZ_MAX_LENGTH = 30;
export const BLITZ_MAX_MULTIPLIER = 3;

export { acceptedAnswers, isBlitzCorrect, normalizeAnswer } from "./blitz/answers";

const DIFFICULTY: Record<BlitzChallenge["points"], Difficulty> = { 1: "easy", 2: "medium", 3: "hard" };

/**
 * Streak multiplier: min(floor(streak / 3) + 1, 3), where `streak` counts consecutive correct
 * answers INCLUDING the one being scored. So the 1st and 2nd right answers in a row score ×1,
 * the 3rd to 5th ×2, the 6th and later ×3. A wrong answer scores 0 and resets the streak to 0.
 */
export function streakMultiplier(streak: number): number {
  return Math.min(Math.floor(Math.max(0, streak) / 3) + 1, BLITZ_MAX_MULTIPLIER);
}

export function blitzChallenge(state: RunState): BlitzChallenge {
  const lang = runLanguage(state);
  if (state.level === undefined) {
    const bank = inLanguage(lang, { en: BLITZ_BANK, es: BLITZ_BANK_ES });
    return bank[bankIndex(state.seed, "brain-blitz", state.index, bank.length)];
  }
  const levelId = playableLevel("brain-blitz", state.level).id;
  const challenges = levelChallenges(levelId, lang);
  return challenges[bankIndex(state.seed, `brain-blitz:level-${levelId}`, state.index, challenges.length)];
}

export function validateBlitz(raw: string, language: GameLanguage = "en"): AnswerCheck {
  const value = raw.trim();
  if (value === "") return refused("answer", language);
  if (value.length > BLITZ_MAX_LENGTH) return tooLong(BLITZ_MAX_LENGTH, language);
  return { ok: true, value };
}

export const brainBlitz: GameEngine = {
  key: "brain-blitz",
  title: "Brain Blitz",
  durationSeconds: 120,
  feedbackMs: { correct: 2000, wrong: 2000 },
  minAnswerMs: 500,
  start: (seed, level) => startRun("brain-blitz", seed, level),
  question(state: RunState): Question {
    const c = blitzChallenge(state);
    const shared = { prompt: c.question, category: c.category, points: c.points, difficulty: DIFFICULTY[c.points] };
    return c.choices ? { kind: "choice", ...shared, options: [...c.choices] } : { kind: "text", ...shared, maxLength: BLITZ_MAX_LENGTH };
  },
  validate: validateBlitz,
  answer(state: RunState, raw: string): AnswerResult {
    const c = blitzChallenge(state);
    const lang = runLanguage(state);
    // A choice is answered by its index ("0".."3"), a typed challenge by its text.
    const given = c.choices ? (/^[0-3]$/.test(raw.trim()) ? c.choices[Number(raw.trim())] : undefined) : raw;
    const correct = given !== undefined && validateBlitz(given).ok && isBlitzCorrect(c, given, lang);
    // The streak includes this answer: the state's streak plus one.
    const points = correct ? c.points * streakMultiplier(state.streak + 1) : 0;
    const correctIndex = c.choices?.findIndex((choice) => isBlitzCorrect(c, choice, lang));
    return {
      correct,
      state: advance(state, correct, points),
      correctAnswer: c.answer,
      ...(correctIndex === undefined ? {} : { correctIndex }),
      points,
    };
  },
  // The challenge's category at the run's age band (skills/brain-blitz.ts).
  item: (state) =>
    itemAt("brain-blitz", state, (level) => categorySkill(blitzChallenge(state).category, playableLevel("brain-blitz", level).id)),
};
