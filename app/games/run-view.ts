// What the play page knows about a run: the shapes the server stores and sends to the browser.
import type { Timer } from "./timer";
import type { Question, RunState } from "./types";

/** The outcome of one answer, kept on the run so the next page (no JavaScript) can show it. */
export interface Feedback {
  /** Index of the question that was answered. */
  index: number;
  /** What the player answered (trimmed). */
  answer: string;
  correct: boolean;
  points: number;
  correctAnswer: string;
  correctIndex?: number;
  explanation?: string;
}

/** award_game_completion_cc's answer (drizzle/migrations/0003_game_completion.sql). */
export interface CompletionReward {
  cc_awarded: number;
  /** Completions with a score above 0 today, this one included. */
  current_count: number;
  max_daily_rewards: number;
  success: boolean;
  score: number;
  previous_best: number;
  new_best: boolean;
}

/** A run's state as the browser sees it: everything but the seed. */
export type PublicRunState = Omit<RunState, "seed" | "practice">;

export interface RunView {
  id: string;
  state: PublicRunState;
  question: Question;
  feedback: Feedback | null;
  /** ISO times. The clock starts after the 1 s loading screen: deadline = playsFrom + duration. */
  playsFrom: string;
  deadline: string;
  finished: boolean;
  score: number;
  /** Signed-in players' reward; null for visitors. */
  reward: CompletionReward | null;
  /**
   * Once finished: the results dialog's message, what the run paid (null for visitors) and its
   * stars (0-3, stars.ts) with the line that says why.
   */
  results: { message: string; reward: string | null; stars: number; starsText: string } | null;
  /** Today's free run of a premium game the player does not own: it earns nothing. */
  freeRun: boolean;
  /** Once finished, what a placement check found (runs/placement.server.ts); null for any other run. */
  placed: PlacementFound | null;
  /** The run's timer (timer.ts): a relaxed run shows more time or no clock, and is marked on its results. */
  timer: Timer;
  /** A practice run (learning/practice.ts): the stage says so instead of a level. */
  practice?: true;
  /** The game's clock and feedback times, so the page needs no engine to show them. */
  durationSeconds: number;
  feedbackMs: { correct: number; wrong: number };
}

/** What a placement check found, as its results say it: the level, its name, and the names of the skills missed at or below it. */
export interface PlacementFound {
  level: number;
  name: string;
  weakSkills: string[];
}

/** What the play page's action answers when it does not redirect. */
/**
 * What a class race's mode made of one answer, sent with the answer's reply (JavaScript players):
 * the words for the polite log, and the mode's own offer (a chest to open, a power-up earned) for
 * its panel (app/utils/class-race-modes.ts has the modes).
 */
export interface RaceNews {
  said: string[];
  offer?: { kind: string } & Record<string, unknown>;
}

export interface PlayActionData {
  error?: string;
  /** The error belongs next to the answer box, which shows `answer` again. */
  field?: "answer";
  answer?: string;
  /** The question this reply is about, then the run's state after it and its next question (the server's truth). */
  answeredIndex?: number;
  state?: PublicRunState;
  question?: Question;
  feedback?: Feedback;
  /** The run is over: show the results. */
  over?: boolean;
  /** A class race's mode made something of this answer (a chest to open, a power-up earned). */
  race?: RaceNews;
}

/**
 * A class race player's answer over the race's socket (JavaScript players: no HTTP request a
 * question), and the server's reply to that player alone: the play route's JSON reply, by run and
 * question.
 */
export interface ClassRaceAnswer {
  type: "answer";
  runId: string;
  index: number;
  answer: string;
}
export interface ClassRaceAnswerReply {
  type: "answered";
  runId: string;
  index: number;
  reply: PlayActionData;
}
