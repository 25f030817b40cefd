/**
 * A simulated learner answers a real question: the engine asks it, the learner is right with its
 * hidden chance (learner.ts), and submits the engine's own right answer or a wrong one, so the
 * engine scores it; the app's knowledge model then moves the estimate, as the server does with a
 * logged answer (models/learning/answer-log.server.ts, estimates.server.ts).
 */
import type { RunState } from "../../app/games";
import { afterAnswer, KNOWLEDGE, NO_ESTIMATE, skillStatus, type Estimate } from "../../app/games/learning/model";
import type { Rng } from "../../app/games/random";
import type { GameEngine, Question, QuestionAddress } from "../../app/games/types";
import { learn, trueChance, type GameLearner } from "./learner";

/** What the app knows of a learner: the estimate of each skill and the guess of its last answer (skill_estimates' row). */
export type Knowledge = Map<string, { estimate: Estimate; guess: number }>;

export interface Answered {
  skill: string;
  correct: boolean;
  guess: number;
  /** The state after the answer (the next question of an ordinary run). */
  state: RunState;
}

/** A run's state for a question's address, as the engines ask a question again (games/state.ts). */
export const stateAt = (address: QuestionAddress): RunState => ({ ...address, correct: 0, answered: 0, streak: 0 });

/**
 * The raw answer the learner gives: the engine's own right answer (what an empty answer's feedback
 * shows), or a wrong one: another option, another number, letters that are none of the tiles.
 */
function rawAnswer(engine: GameEngine, state: RunState, question: Question, right: boolean, rng: Rng): string {
  const shown = engine.answer(state, "");
  if (question.kind === "choice") return String(right ? shown.correctIndex : (shown.correctIndex! + 1 + Math.floor(rng() * 3)) % 4);
  if (right) return shown.correctAnswer;
  return question.kind === "number" ? String(Number(shown.correctAnswer) + 1) : "qqqq";
}

/** The learner answers the question `state` shows; the learner and the knowledge are moved. */
export function answerQuestion(engine: GameEngine, state: RunState, learner: GameLearner, knowledge: Knowledge, rng: Rng): Answered {
  const question = engine.question(state);
  const item = engine.item(state);
  if (!item) throw new Error(`${engine.key}: a question without a skill (a run without a level?)`);
  const guess = question.kind === "choice" ? KNOWLEDGE.choiceGuess : 0;
  const right = rng() < trueChance(learner, item.skill, guess, question.prompt);
  const raw = rawAnswer(engine, state, question, right, rng);
  const result = engine.answer(state, raw);
  if (result.correct !== right)
    throw new Error(`${engine.key} scored "${raw}" for "${question.prompt}" as ${result.correct ? "right" : "wrong"}`);
  learn(learner, item.skill, right, !right && result.explanation !== undefined);
  const known = knowledge.get(item.skill)?.estimate;
  knowledge.set(item.skill, { estimate: afterAnswer(known ?? NO_ESTIMATE, right, guess), guess });
  return { skill: item.skill, correct: right, guess, state: result.state };
}

/** The model's status of a skill, as the pages read it (skillStatus with the row's guess). */
export function statusOf(knowledge: Knowledge, skill: string) {
  const known = knowledge.get(skill);
  return skillStatus(known?.estimate, known?.guess ?? 0);
}
