// Run-state helpers shared by the engines: a run always moves on by one question per answer.
import { isGameLanguage } from "./language";
import { isPlacement } from "./learning/placement";
import { requireLevel } from "./levels";
import type { GameKey, QuestionAddress, QuestionItem, RunState } from "./types";

/** A new run. Without a level the state has no `level` key at all, exactly as before levels. */
export function startState(seed: string, level?: number): RunState {
  const state: RunState = { seed, index: 0, score: 0, correct: 0, answered: 0, streak: 0 };
  return level === undefined ? state : { ...state, level };
}

/** An engine's start(): a run at one of the game's levels, or without a level. */
export function startRun(game: GameKey, seed: string, level?: number): RunState {
  return startState(seed, level === undefined ? undefined : requireLevel(game, level));
}

/** The state after one answer; returns a new object and never touches `state`. */
export function advance(state: RunState, correct: boolean, points: number): RunState {
  const next: RunState = {
    seed: state.seed,
    index: state.index + 1,
    score: state.score + (correct ? points : 0),
    correct: state.correct + (correct ? 1 : 0),
    answered: state.answered + 1,
    streak: correct ? state.streak + 1 : 0,
  };
  if (state.level !== undefined) next.level = state.level;
  if (state.shared) next.shared = true;
  // The run's language is fixed at its start (language.ts).
  if (state.language) next.language = state.language;
  return next;
}

/** The address of the question a state shows (types.ts). */
export function addressOf({ seed, index, score, level, shared }: RunState): QuestionAddress {
  return { seed, index, score, ...(level === undefined ? {} : { level }), ...(shared ? { shared } : {}) };
}

/** An engine's item(): a run at a level practises `skill` (a local id of the game's skills/ file); without a level, nothing. */
export function itemAt(game: GameKey, state: RunState, skill: (level: number) => string): QuestionItem | null {
  return state.level === undefined ? null : { skill: `${game}:${skill(state.level)}`, address: addressOf(state) };
}

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}

/** Guard for a RunState read back from JSON (database or form). */
export function isRunState(value: unknown): value is RunState {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.seed === "string" &&
    isCount(v.index) &&
    isCount(v.score) &&
    isCount(v.correct) &&
    isCount(v.answered) &&
    isCount(v.streak) &&
    (v.level === undefined || (isCount(v.level) && v.level > 0)) &&
    (v.shared === undefined || v.shared === true) &&
    (v.practice === undefined || isPracticePlan(v.practice)) &&
    (v.placement === undefined || isPlacement(v.placement)) &&
    (v.language === undefined || (v.language !== "en" && isGameLanguage(v.language)))
  );
}

/** A practice run's plan: at most PRACTICE_MAX addresses, each a question's (types.ts). */
export const PRACTICE_MAX = 100;
function isPracticePlan(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length <= PRACTICE_MAX &&
    value.every(
      (a: Record<string, unknown>) => typeof a === "object" && a !== null && isRunState({ ...a, correct: 0, answered: 0, streak: 0 }),
    )
  );
}
