/**
 * Server-verified play. A run holds the seed, the engine state and the deadline; every answer is
 * checked and scored here by the game's engine, and completion pays for this score only. No
 * function here takes a score from the caller. This file starts runs and reads them; the rest of
 * the wing: answers.server.ts (scoring and storing an answer, the pace), finish.server.ts (the
 * finish and what it pays), levels.server.ts (the level offered, the best at a level) and
 * view.server.ts (what the browser is shown).
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { gameRuns } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { isRunState, type GameEngine, type RunState } from "~/games";
import { timerSeconds, type Timer } from "~/games/timer";
import { withLanguage } from "~/games/language";
import type { GameLanguage, QuestionAddress } from "~/games/types";
import type { CompletionReward, Feedback } from "~/games/run-view";
import { UUID } from "~/utils/uuid";
import { preparedPerDatabase } from "../prepared.server";

/** The 1 s loading screen comes before the clock starts. */
export const START_DELAY_MS = 1000;

/**
 * Who plays: a signed-in player, or a visitor's browser (its visitor id, in the cp_guest cookie).
 * A run belongs to one, and so does a place in a class race (player.server.ts finds the current one).
 */
export type Player = { userId: string } | { visitorId: string };

export interface Run {
  id: string;
  gameId: string;
  userId: string | null;
  /** The daily challenge whose card started it (shown on the play page): finishing with its right answers completes it, like any run of the game. */
  challengeId: string | null;
  state: RunState;
  feedback: Feedback | null;
  startedAt: Date;
  /** Answers count from here (after the loading screen). */
  playsFrom: Date;
  deadline: Date;
  /** An answer broke the pace: the run earns nothing and ranks nowhere. */
  tooFast: boolean;
  finishedAt: Date | null;
  reward: CompletionReward | null;
  /** The player's best at the run's level before it finished; null without one (see game_runs). */
  levelPreviousBest: number | null;
  /** A free run of a premium game the player does not own (free-runs.server.ts): it earns nothing. */
  freeRun: boolean;
  /** The run's timer (timer.ts): relaxed runs pay as usual but rank nowhere. */
  timer: Timer;
  /** A run of a teacher's set (sets/): its questions come from `setVersionId` (null once the set is deleted). */
  setId: string | null;
  setVersionId: string | null;
  /** A class race's run: the player's place in the race (its mode may add rules to each answer). */
  classRacePlayerId: string | null;
}

export const stateSchema = z.custom<RunState>(isRunState);

export const feedbackSchema: z.ZodType<Feedback> = z.object({
  index: z.number().int(),
  answer: z.string(),
  correct: z.boolean(),
  points: z.number().int(),
  correctAnswer: z.string(),
  correctIndex: z.number().int().optional(),
  explanation: z.string().optional(),
});

export const rewardSchema: z.ZodType<CompletionReward> = z.object({
  cc_awarded: z.number().int(),
  current_count: z.number().int(),
  max_daily_rewards: z.number().int(),
  success: z.boolean(),
  score: z.number().int(),
  previous_best: z.number().int(),
  new_best: z.boolean(),
});

/** A game_runs row, checked, as a Run. */
export function toRun(row: typeof gameRuns.$inferSelect): Run {
  return {
    id: row.id,
    gameId: row.gameId,
    userId: row.userId,
    challengeId: row.challengeId,
    state: stateSchema.parse(row.state),
    feedback: row.lastFeedback == null ? null : feedbackSchema.parse(row.lastFeedback),
    startedAt: row.startedAt,
    playsFrom: row.playsFrom,
    deadline: row.deadline,
    tooFast: row.tooFast,
    finishedAt: row.finishedAt,
    reward: row.reward == null ? null : rewardSchema.parse(row.reward),
    levelPreviousBest: row.levelPreviousBest,
    freeRun: row.freeRunDay !== null,
    timer: row.timer,
    setId: row.setId,
    setVersionId: row.setVersionId,
    classRacePlayerId: row.classRacePlayerId,
  };
}

export interface StartOptions {
  gameId: string;
  engine: GameEngine;
  owner: Player;
  now?: Date;
  /** A two-player race gives both runs one seed, so both players get the same questions. */
  seed?: string;
  /** A class race: one sequence of questions for the whole class, whatever each one scores (RunState.shared). */
  shared?: boolean;
  /** A race's own duration; otherwise the game's, as the timer has it. */
  durationSeconds?: number;
  /** A solo run's timer (timer.ts), chosen on the start screen; races keep the usual one. */
  timer?: Timer;
  /** The loading screen before the clock starts (none in a race, which has its own countdown). */
  startDelayMs?: number;
  /** Started from this daily challenge's card (see challengeForNewRun). */
  challengeId?: string;
  /** The level chosen on the start screen (levels.ts); stored in the run's state (`state.level`). */
  level?: number;
  /** The calendar day whose free run this is (free-runs.server.ts). */
  freeRunDay?: string;
  /** A run of a teacher's set: `engine` is the set's (sets/engine.ts), playing this version. */
  set?: { id: string; versionId: string };
  /** A practice run's plan (RunState.practice): its questions' addresses. */
  practice?: QuestionAddress[];
  /** The reader's language when the run starts (RunState.language): the whole run is played in it. */
  language?: GameLanguage;
}

export async function startRun(db: Queryable, options: StartOptions): Promise<Run> {
  const { gameId, engine, owner, now = new Date(), seed = randomBytes(12).toString("base64url") } = options;
  const timer = options.timer ?? "standard";
  const durationMs = (options.durationSeconds ?? timerSeconds(timer, engine.durationSeconds)) * 1000;
  const playsFrom = new Date(now.getTime() + (options.startDelayMs ?? START_DELAY_MS));
  const [row] = await db
    .insert(gameRuns)
    .values({
      gameId,
      userId: "userId" in owner ? owner.userId : null,
      visitorId: "visitorId" in owner ? owner.visitorId : null,
      challengeId: options.challengeId ?? null,
      freeRunDay: options.freeRunDay ?? null,
      setId: options.set?.id ?? null,
      setVersionId: options.set?.versionId ?? null,
      timer,
      seed,
      state: withLanguage(
        {
          ...engine.start(seed, options.level),
          ...(options.shared ? { shared: true } : {}),
          ...(options.practice ? { practice: options.practice } : {}),
        },
        options.language,
      ),
      startedAt: now,
      playsFrom,
      deadline: new Date(playsFrom.getTime() + durationMs),
    })
    .returning();
  return toRun(row);
}

/** The owner's run of this game, or null (unknown id, someone else's run, another game's). */
export async function findRun(db: Queryable, { runId, gameId, owner }: { runId: string; gameId: string; owner: Player }) {
  if (!UUID.test(runId)) return null;
  const [row] = await ("userId" in owner
    ? runOfUser(db).execute({ runId, gameId, userId: owner.userId })
    : runOfVisitor(db).execute({ runId, gameId, visitorId: owner.visitorId }));
  return row ? toRun(row) : null;
}

// findRun's two queries (every answer and every finish runs one), prepared.
const runOf = (db: Queryable, owner: SQL) =>
  db
    .select()
    .from(gameRuns)
    .where(and(eq(gameRuns.id, sql.placeholder("runId")), eq(gameRuns.gameId, sql.placeholder("gameId")), owner));
const runOfUser = preparedPerDatabase((db) => runOf(db, eq(gameRuns.userId, sql.placeholder("userId"))).prepare("run_of_user"));
const runOfVisitor = preparedPerDatabase((db) =>
  runOf(db, and(eq(gameRuns.visitorId, sql.placeholder("visitorId")), isNull(gameRuns.userId))!).prepare("run_of_visitor"),
);

/** Any run by id, whoever owns it: for callers that check the owner themselves (two-player races). */
export async function findRunById(db: Queryable, runId: string): Promise<Run | null> {
  if (!UUID.test(runId)) return null;
  const [row] = await db.select().from(gameRuns).where(eq(gameRuns.id, runId));
  return row ? toRun(row) : null;
}
