// Run-state helpers shared by the engines: a run always moves on by one question per answer.
import type { RunState } from "./types";

export function startState(seed: string): RunState {
  return { seed, index: 0, score: 0, correct: 0, answered: 0, streak: 0 };
}

/** The state after one answer; returns a new object and never touches `state`. */
export function advance(state: RunState, correct: boolean, points: number): RunState {
  return {
    seed: state.seed,
    index: state.index + 1,
    score: state.score + (correct ? points : 0),
    correct: state.correct + (correct ? 1 : 0),
    answered: state.answered + 1,
    streak: correct ? state.streak + 1 : 0,
  };
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
    isCount(v.streak)
  );
}
