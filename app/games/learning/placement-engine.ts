// A placement run's engine (docs/decisions/placement.md): the game's own questions, each at the
// level the check asks next (RunState.level, moved after every answer) and from that level's own
// generator, at an address like any question's. The check itself rides in RunState.placement.
import { startState } from "../state";
import type { GameEngine, RunState } from "../types";
import { afterPlacementAnswer, placementLevel, startPlacement } from "./placement";

/**
 * The score a question is asked at: a level's generators open their harder kinds as the score
 * climbs (Math Quest's all by 15), so a check asks from the level's whole mix, not its warm-up.
 */
export const PLACEMENT_SCORE = 15;

const asked = (state: RunState): RunState => ({ ...state, score: PLACEMENT_SCORE });

/** `engine` for a placement run; `age` (years) centres a new check on the level written for it. */
export function placementEngine(engine: GameEngine, age?: number): GameEngine {
  return {
    ...engine,
    start(seed) {
      const placement = startPlacement(engine.key, age);
      return { ...startState(seed, placementLevel(engine.key, placement)), placement };
    },
    question: (state) => engine.question(asked(state)),
    answer(state, raw) {
      const result = engine.answer(asked(state), raw);
      const item = engine.item(asked(state));
      const before = state.placement ?? startPlacement(engine.key, age);
      const placement = item ? afterPlacementAnswer(engine.key, before, item, result.correct) : before;
      const next = { ...result.state, score: state.score + result.points, level: placementLevel(engine.key, placement), placement };
      return { ...result, state: next };
    },
    item: (state) => engine.item(asked(state)),
  };
}
