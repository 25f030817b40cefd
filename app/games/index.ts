// The four built-in games, chosen for a game row by its exact title.
import { brainBlitz } from "./brain-blitz";
import { logicLab } from "./logic-lab";
import { mathQuest } from "./math-quest";
import type { GameEngine, GameKey } from "./types";
import { wordAdventure } from "./word-adventure";

export type { AnswerCheck, AnswerResult, GameEngine, GameKey, Question, RunState } from "./types";
export { isRunState } from "./state";
export { resultMessage, resultTier, RESULT_CLOSE_RATIO, RESULT_GOOD_RATIO } from "./results";

export const engines: Record<GameKey, GameEngine> = {
  "math-quest": mathQuest,
  "word-adventure": wordAdventure,
  "logic-lab": logicLab,
  "brain-blitz": brainBlitz,
};

export const gameKeys = Object.keys(engines) as GameKey[];

export function isGameKey(value: unknown): value is GameKey {
  return typeof value === "string" && Object.prototype.hasOwnProperty.call(engines, value);
}

/** Exact title match (the spec picks built-in content by exact title); anything else: undefined. */
export function engineForTitle(title: string): GameEngine | undefined {
  return gameKeys.map((key) => engines[key]).find((engine) => engine.title === title);
}
