// The engine of a practice run (learning/practice.ts): the game's own, asked at the plan's address
// for the question at `index`, so every question, its scoring and its worked steps are the game's.
import { withLanguage } from "../language";
import { advance } from "../state";
import type { GameEngine, QuestionAddress, RunState } from "../types";

/** The state whose question is the plan's item at `state.index` (as a question is asked again: types.ts). */
function asked(state: RunState): RunState {
  const address: QuestionAddress | undefined = state.practice?.[state.index];
  return address ? withLanguage({ ...address, correct: 0, answered: 0, streak: 0 }, state.language) : state;
}

/** `base` for runs whose state has a practice plan; any other run plays `base` itself. */
export function practiceEngine(base: GameEngine): GameEngine {
  return {
    ...base,
    question: (state) => base.question(asked(state)),
    answer(state, raw) {
      const result = base.answer(asked(state), raw);
      const next = advance(state, result.correct, result.points);
      return { ...result, state: state.practice ? { ...next, practice: state.practice } : next };
    },
    item: (state) => base.item(asked(state)),
  };
}
