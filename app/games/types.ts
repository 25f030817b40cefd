// Shared contract of the four game engines. The server stores RunState as JSON and the browser
// runs the same engines for instant feedback, so everything here is plain, serialisable data.

/** The points for one, two and three stars (stars.ts). */
export type StarTargets = readonly [one: number, two: number, three: number];

export type GameKey = "math-quest" | "word-adventure" | "logic-lab" | "brain-blitz";

export type Difficulty = "easy" | "medium" | "hard";

/** The languages a run is played in (language.ts): the site's (app/i18n/config.ts), which this layer may not import. */
export const GAME_LANGUAGES = ["en", "es"] as const;
export type GameLanguage = (typeof GAME_LANGUAGES)[number];

/** Everything needed to recompute the current question: a run is (seed, index, score). */
export interface RunState {
  seed: string;
  /** Index of the question now shown (0-based); every answer, right or wrong, moves it on. */
  index: number;
  score: number;
  correct: number;
  answered: number;
  /** Consecutive correct answers, including the last one; a wrong answer resets it to 0. */
  streak: number;
  /**
   * The level chosen for the run (levels.ts), 1 = easiest. Absent on runs started before levels
   * existed: those keep the original mixed content, so stored runs replay the same questions.
   */
  level?: number;
  /**
   * A class race's run: every question follows from (seed, index) and the level alone, so the
   * whole class gets one sequence (a game that grows harder with the score grows with the
   * question number instead). Absent elsewhere.
   */
  shared?: true;
  /**
   * A practice run's plan (learning/practice.ts): the address of each of its questions, in order;
   * the question at `index` is asked from the plan's address. Absent elsewhere.
   */
  practice?: QuestionAddress[];
  /** A placement run's check so far (learning/placement.ts): its questions come at the level it asks next. Absent elsewhere. */
  placement?: Placement;
  /** The language the run is played in (language.ts), fixed at its start; absent: English (and every run from before). */
  language?: Exclude<GameLanguage, "en">;
}

/**
 * Where a question comes from: a game asks the same question again from these alone (its seed,
 * number, the score it was asked at, its level), so a missed question can come back for review.
 */
export type QuestionAddress = Pick<RunState, "seed" | "index" | "score" | "level" | "shared">;

/** One answer of a placement check (learning/placement.ts): the level asked, the skill, and whether it was right. */
export interface PlacementAnswer {
  level: number;
  skill: string;
  correct: boolean;
}

/** A placement check in progress (learning/placement.ts): the prior's centre (logits on the game's scale) and the answers so far, oldest first. */
export interface Placement {
  prior: number;
  answers: PlacementAnswer[];
}

/** What a question practises (skills/), and its address. */
export interface QuestionItem {
  skill: string;
  address: QuestionAddress;
}

export const GLYPH_SHAPES = ["circle", "square", "triangle", "star", "heart", "diamond", "pentagon", "hexagon"] as const;
export const GLYPH_COLOURS = ["red", "blue", "green", "yellow", "purple", "orange"] as const;
export const GLYPH_SIZES = ["small", "medium", "big"] as const;

/** One drawn shape of a picture puzzle: the page draws it as inline SVG and names it in words. */
export interface Glyph {
  shape: (typeof GLYPH_SHAPES)[number];
  colour: (typeof GLYPH_COLOURS)[number];
  size: (typeof GLYPH_SIZES)[number];
}

/** A place in a picture: one or more shapes drawn together, named for screen readers. Empty: the "?" to find. */
export interface PictureCell {
  name: string;
  glyphs: readonly Glyph[];
}

/** What the player sees. It never contains the answer, so it is safe to send to the browser. */
export interface Question {
  /** Input to render: a number box, a text box, or four options. */
  kind: "number" | "text" | "choice";
  /** e.g. "7 + 5 = ?", the scrambled word, or the puzzle text. */
  prompt: string;
  hint?: string;
  difficulty?: Difficulty;
  category?: string;
  points?: number;
  /** For "choice": exactly four. The answer is the option's index as a string ("0".."3"). */
  options?: string[];
  /** A picture under the prompt (Logic Lab's youngest level): its cells in a row. */
  picture?: readonly PictureCell[];
  /** Word Adventure's youngest levels: an emoji of the word, shown beside the hint. */
  emoji?: string;
  /** Each option drawn, in the order of `options` (whose texts name them). */
  optionPictures?: readonly PictureCell[];
  /** For text answers (15 for Word Adventure). */
  maxLength?: number;
}

export type AnswerCheck = { ok: true; value: string } | { ok: false; message: string };

export interface AnswerResult {
  correct: boolean;
  /** The next state; the input state is never mutated. */
  state: RunState;
  /** Human-readable correct answer (for choices: the option's text). */
  correctAnswer: string;
  /** For choice games: index of the correct option, so a view can highlight it. */
  correctIndex?: number;
  /** Shown after answering (Logic Lab). */
  explanation?: string;
  /** Points added to the score by this answer (0 when wrong). */
  points: number;
}

export interface GameEngine {
  key: GameKey;
  /** Exact titles, used to pick the built-in content for a game row. */
  title: string;
  durationSeconds: number;
  /** Delay before the next question appears, after a right or a wrong answer. */
  feedbackMs: { correct: number; wrong: number };
  /**
   * The least time an answer takes, on average over a run: reading the question and typing or
   * tapping the answer. Well under the fastest child's (a sum read and typed takes a fast reader
   * about a second, a puzzle several); a run that goes faster is a script (runs.server.ts).
   */
  minAnswerMs: number;
  /** A round of fixed length's own star targets (a teacher's set, sets/engine.ts); absent: the level's (stars.ts). */
  starTargets?: StarTargets;
  /** A run at `level` (see levels.ts); without one, the original all-ages content. */
  start(seed: string, level?: number): RunState;
  /** Pure: the same state always gives the same question. */
  question(state: RunState): Question;
  /** Input rules (non-empty, numeric, maximum length, option index 0-3); what it refuses, said in the run's `language`. */
  validate(raw: string, language?: GameLanguage): AnswerCheck;
  /**
   * Pure: never mutates `state`. Callers must run `validate(raw)` first and refuse invalid input
   * without calling `answer`; given invalid input anyway, `answer` scores it as wrong.
   */
  answer(state: RunState, raw: string): AnswerResult;
  /** Pure: the skill the question a state shows practises (skills/), or null for content with none (a run without a level). */
  item(state: RunState): QuestionItem | null;
}
