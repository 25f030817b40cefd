/**
 * A teacher's set played solo from its link (/play/set/{id}): a run of the stage's game whose
 * engine plays the set's current version (sets/engine.ts). Everything else is an ordinary run:
 * server-scored, the pace rule, the game's daily coin limits (finish.server.ts). A word list or a
 * quiz ends by itself after its last question; a math set runs for the game's time.
 */
import { engines } from "~/games";
import { SET_STAGE, setLength, type SetContent } from "~/games/sets/content";
import { setEngine } from "~/games/sets/engine";
import type { Timer } from "~/games/timer";
import { eq } from "drizzle-orm";
import { games } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";
import type { Game } from "../games.server";
import { finishToast, type PlayOutcome, type AnswerForm } from "../play.server";
import { answerReply } from "../runs/answer-reply.server";
import { isOver, submitAnswer } from "../runs/answers.server";
import { finishRun } from "../runs/finish.server";
import { findRun, startRun, type Run, type RunOwner } from "../runs/runs.server";
import { isHidden, runEngine, setById, versionContent, type TeacherSet } from "./sets.server";

export interface PlayableSet {
  set: TeacherSet;
  content: SetContent;
  /** The game whose stage plays it, and whose daily limits its runs count under. */
  game: Game;
}

/** Why a set's page shows no set: unknown (404), deleted by its teacher (410), hidden by reports (403). */
export type SetRefusal = { status: 404 | 410 | 403; message: string };

export const SET_NOT_FOUND: SetRefusal = { status: 404, message: "This set was not found. Check the link with your teacher." };
export const SET_DELETED: SetRefusal = { status: 410, message: "This set was deleted by its teacher." };
export const SET_HIDDEN: SetRefusal = {
  status: 403,
  message: "This set was reported by players and is hidden until its teacher checks it.",
};

export async function playableSet(db: Queryable, setId: string): Promise<PlayableSet | SetRefusal> {
  const set = await setById(db, setId);
  if (!set) return SET_NOT_FOUND;
  if (!set.versionId) return SET_DELETED;
  if (await isHidden(db, set)) return SET_HIDDEN;
  const content = await versionContent(db, set.versionId);
  if (!content) return SET_DELETED;
  const [game] = await db.select().from(games).where(eq(games.title, engines[SET_STAGE[set.kind]].title));
  if (!game) return SET_NOT_FOUND;
  return { set, content, game };
}

export interface SetPlayContext {
  db: Queryable;
  timeZone: string;
}

/** The player's run of this set, or null (unknown, someone else's, another set's, or its questions gone). */
export async function ownSetRun({ db }: SetPlayContext, playable: PlayableSet, owner: RunOwner | null, runId: string) {
  const run = owner ? await findRun(db, { runId, gameId: playable.game.id, owner }) : null;
  if (!run || run.setId !== playable.set.id) return null;
  const engine = await runEngine(db, run);
  return engine ? { run, engine } : null;
}

/** Start (and Play Again): a new run of the set's current version. */
export async function startSetPlay(
  { db }: SetPlayContext,
  { set, content, game }: PlayableSet,
  form: { timer?: Timer },
  owner: () => Promise<RunOwner>,
): Promise<PlayOutcome> {
  const run = await startRun(db, {
    gameId: game.id,
    engine: setEngine(engines[SET_STAGE[content.kind]], content),
    owner: await owner(),
    timer: form.timer,
    set: { id: set.id, versionId: set.versionId! },
  });
  return { showRun: run.id };
}

const RUN_NOT_FOUND: PlayOutcome = { reply: { error: "This game was not found. Start a new game." }, status: 404 };

/** The run over (time ran out, or every question answered): finished, with its toast. */
export async function endSetRun({ db, timeZone }: SetPlayContext, run: Run): Promise<PlayOutcome> {
  const finished = await finishRun(db, { run, premium: false, timeZone });
  return { showRun: run.id, toast: finishToast(finished) };
}

/** The run as the page shows it: finished first if its time ran out since the last answer. */
export async function currentSetRun(play: SetPlayContext, playable: PlayableSet, owner: RunOwner | null, runId: string) {
  const own = await ownSetRun(play, playable, owner, runId);
  if (own && !own.run.finishedAt && isOver(own.run)) {
    await endSetRun(play, own.run);
    return ownSetRun(play, playable, owner, runId);
  }
  return own;
}

/** One answer, scored by the set's engine; after the last question of a list or a quiz, the run ends. */
export async function answerSetPlay(
  play: SetPlayContext,
  playable: PlayableSet,
  owner: RunOwner | null,
  form: AnswerForm,
): Promise<PlayOutcome> {
  const own = await ownSetRun(play, playable, owner, form.runId);
  if (!own) return RUN_NOT_FOUND;
  const outcome = await submitAnswer(play.db, { run: own.run, engine: own.engine, index: form.index, answer: form.answer });
  const length = setLength(playable.content);
  const allAnswered = outcome.status === "answered" && length !== null && outcome.run.state.answered >= length;
  if (outcome.status === "answered" && (allAnswered || (form.mode !== "json" && Date.now() >= outcome.run.deadline.getTime()))) {
    const ended = await endSetRun(play, outcome.run);
    if (form.mode !== "json") return ended;
    const reply = answerReply(outcome, form, own.engine);
    return "reply" in reply ? { ...reply, reply: { ...reply.reply, over: true } } : reply;
  }
  if (outcome.status === "over") await endSetRun(play, outcome.run);
  return answerReply(outcome, form, own.engine);
}

/** Finish (or the clock at zero). */
export async function finishSetPlay(
  play: SetPlayContext,
  playable: PlayableSet,
  owner: RunOwner | null,
  runId: string,
): Promise<PlayOutcome> {
  const own = await ownSetRun(play, playable, owner, runId);
  return own ? endSetRun(play, own.run) : RUN_NOT_FOUND;
}
