/**
 * The answer service: starting, answering, ending and finishing a run, whatever it plays (a
 * catalogue game at a level, or a teacher's set on its game's stage), for the game's page, the
 * set's page (play-action.server.ts) and a class race's socket. What differs between a game and a
 * set is data (PlayRules, built from what is played), not a second copy of the flow. Each form
 * ends in a PlayOutcome (replies.server.ts), which the caller turns into its response.
 */
import { randomBytes } from "node:crypto";
import { PLACEMENT_LENGTH } from "~/games/learning/placement";
import { levelFor } from "~/games/levels";
import { setLength, type SetContent } from "~/games/sets/content";
import type { Timer } from "~/games/timer";
import type { GameLanguage } from "~/games/types";
import type { RaceNews } from "~/games/run-view";
import { engineForTitle, type GameEngine } from "~/games";
import type { Queryable } from "~/db.server";
import { DEFAULT_LANGUAGE } from "~/i18n/config";
import { fixedT } from "~/i18n/messages.server";
import { configurationMissing } from "~/utils/slug";
import { challengeForNewRun, dailyLimitReached } from "../challenges/completion.server";
import { practiceAddresses } from "../learning/practice-runs.server";
import type { Game } from "../games.server";
import { gameAccess } from "../owned-games.server";
import { isOver, submitAnswer } from "./answers.server";
import { engineOfRun, engineOfSet } from "./engines.server";
import { finishRun } from "./finish.server";
import { FREE_RUN_USED, startFreeRun } from "./free-runs.server";
import { startingLevel } from "./levels.server";
import { PLACEMENT_UNAVAILABLE, startPlacementRun } from "./placement.server";
import { answerReply, finishToast, refused, type AnswerForm, type PlayOutcome } from "./replies.server";
import { said } from "./play-words.server";
import { findRun, findRunById, startRun, type Player, type Run } from "./runs.server";

/** A teacher's set on its game's stage: its current version (what a new run plays) and that version's content. */
export interface SetOnStage {
  id: string;
  versionId: string;
  content: SetContent;
}

/**
 * What a class race's mode adds to an answer of one of its runs (models/class-races/modes/): the
 * caller that may answer such a run passes them (the play route, the race's socket), so this wing
 * never imports the races' (imports point one way).
 */
export interface RaceRules {
  /** Asked before a run of a class race takes an answer: a refusal's words (frozen, a chest to open first), or null. */
  beforeAnswer(db: Queryable, run: Run): Promise<string | null>;
  /** After the answer counted (the server's scoring): what the mode made of it, for the reply. */
  afterAnswer(db: Queryable, run: Run, feedback: { correct: boolean; points: number }): Promise<RaceNews | null>;
}

/** What is played, by whom: the game (a set's stage game), the signed-in player (null: a visitor) and, on a set's page, the set. */
export interface PlayContext {
  db: Queryable;
  game: Game;
  user: { id: string; isAdmin: boolean; balance: number } | null;
  /** APP_TIME_ZONE: the calendar day of daily limits and challenges. */
  timeZone: string;
  set?: SetOnStage;
  /** A class race's mode rules, for a run of a class race (see RaceRules). */
  race?: RaceRules;
  /** The reader's language: a run started here is played in it to its end (RunState.language). */
  language?: GameLanguage;
}

/** What a run's answers and its finish need: the run's owner plays it, whoever is signed in. */
export type RunContext = Omit<PlayContext, "user">;

/** The rules a run plays by, read from what is played: the flow below is one for games and sets. */
interface PlayRules {
  /** The engine a new run plays (null: the game has none configured). */
  engine: GameEngine | null;
  /** Whether a run of the game is one of this page's (a set's page shows that set's runs only). */
  plays(run: Run): boolean;
  /** A new run's set and version: it is scored from that version to its end, whatever edits follow. */
  set?: { id: string; versionId: string };
  /** Questions in all: the run ends after the last (a set's word list or quiz); null: it runs for its time. */
  length: number | null;
  /** Premium: sign-in, ownership or a free run to play, and the premium rate. A set is never premium. */
  premium: boolean;
  /** Levels on the start screen and daily challenges: a catalogue game's; a set has neither. */
  catalogue: boolean;
}

/**
 * A catalogue game's rules, or a set's: the base game's daily limits (its runs are the game's), never
 * ranked and no daily challenge (finishRun reads the run's set), scored from the version it started with.
 */
function rulesOf({ game, set }: RunContext): PlayRules {
  if (set) {
    return {
      engine: engineOfSet(set.content),
      plays: (run) => run.setId === set.id,
      set: { id: set.id, versionId: set.versionId },
      length: setLength(set.content),
      premium: false,
      catalogue: false,
    };
  }
  return {
    engine: engineForTitle(game.title) ?? null,
    // The game's own runs, and a class race's (a race on a set plays on its game's page too); a set's run plays on the set's page.
    plays: (run) => run.setId === null || run.classRacePlayerId !== null,
    length: null,
    premium: game.isPremium,
    catalogue: true,
  };
}

const RUN_NOT_FOUND = refused(said("said.runNotFound"), 404);
/** The spec's words for a reward asked for without sign-in: a player's run, posted after they signed out. */
const USER_NOT_AUTHENTICATED = refused(said("said.signInAgain"), 401);

/**
 * Start (and Play Again): a new run (a game's at the chosen level), played for the card's daily
 * challenge while the player can still complete it. `visitorId` gives a visitor's browser its
 * visitor id: it is asked only once the run is sure to start.
 */
export async function startPlay(
  play: PlayContext,
  form: { level?: number; challenge?: string; timer?: Timer; practice?: "yes"; placement?: boolean },
  visitorId: () => Promise<string>,
): Promise<PlayOutcome> {
  const { db, game, user, timeZone, language } = play;
  const rules = rulesOf(play);
  const engine = rules.engine;
  if (!engine) return refused(configurationMissing(game), 503);
  const access = await gameAccess(db, { id: game.id, isPremium: rules.premium }, user);
  if (access === "sign-in") return refused(said("said.premiumSignIn"), 403);
  if (form.practice) return startPractice(play, engine, access, form.timer);
  if (rules.catalogue && form.level !== undefined && !levelFor(engine.key, form.level)) {
    return refused(said("said.chooseLevel"), 400);
  }
  // Find my level (placement.server.ts): on a game the player may play; it pays nothing, so no challenge or free run.
  if (form.placement) {
    if (!rules.catalogue || access !== "play") return refused(PLACEMENT_UNAVAILABLE, 403);
    const owner: Player = user ? { userId: user.id } : { visitorId: await visitorId() };
    const run = await startPlacementRun(db, { gameId: game.id, gameTitle: game.title, owner, language });
    return run ? { showRun: run.id } : refused(configurationMissing(game), 503);
  }
  // No level posted (an old page): the level the start screen would have offered.
  const level = rules.catalogue
    ? (form.level ?? (await startingLevel(db, { game: engine.key, gameId: game.id, userId: user?.id ?? null })))
    : undefined;
  if (access === "buy") {
    // Not owned: today's free run, once (no daily challenge: a free run completes none).
    const free = user
      ? await startFreeRun(db, { gameId: game.id, engine, userId: user.id, level, timer: form.timer, timeZone, language })
      : null;
    return free ? { showRun: free.id } : refused(FREE_RUN_USED, 403);
  }
  const owner: Player = user ? { userId: user.id } : { visitorId: await visitorId() };
  // A challenge the player cannot complete any more starts an ordinary run.
  const challenge =
    user && form.challenge && rules.catalogue
      ? await challengeForNewRun(db, { challengeId: form.challenge, gameId: game.id, userId: user.id, timeZone })
      : "unavailable";
  const run = await startRun(db, {
    gameId: game.id,
    engine,
    owner,
    challengeId: challenge === "ready" ? form.challenge : undefined,
    level,
    timer: form.timer,
    set: rules.set,
    language,
  });
  return {
    showRun: run.id,
    toast:
      challenge === "limit-reached" ? { ...dailyLimitReached(fixedT(language ?? DEFAULT_LANGUAGE, "common")), variant: "info" } : undefined,
  };
}

/**
 * Practice (learning/practice.ts): a signed-in child's run of the game's questions at their own
 * edge, with their reviews that are due. Relaxed (no usual clock): it pays as such runs do and is
 * never ranked (timer.ts). A visitor has no estimates to build it from, and is asked to sign in.
 */
async function startPractice(play: PlayContext, engine: GameEngine, access: string, timer?: Timer): Promise<PlayOutcome> {
  if (!play.user) return refused(PRACTICE_SIGN_IN, 401);
  if (!rulesOf(play).catalogue) return refused(said("said.notUnderstood"), 400);
  if (access !== "play") return refused(FREE_RUN_USED, 403);
  const seed = randomBytes(12).toString("base64url");
  const practice = await practiceAddresses(play.db, { userId: play.user.id, game: engine.key, gameId: play.game.id, seed });
  const relaxed = timer && timer !== "standard" ? timer : "more-time";
  const run = await startRun(play.db, {
    gameId: play.game.id,
    engine,
    owner: { userId: play.user.id },
    seed,
    timer: relaxed,
    practice,
    language: play.language,
  });
  return { showRun: run.id };
}

export const PRACTICE_SIGN_IN = said("said.practiceSignIn");

/** The player's run `runId` of what is played, with the engine it plays, or null (not theirs, not this page's, no engine). */
export async function ownRun(play: RunContext, owner: Player | null, runId: string) {
  const run = owner ? await findRun(play.db, { runId, gameId: play.game.id, owner }) : null;
  const engine = run && rulesOf(play).plays(run) ? await engineOfRun(play.db, play.game.title, run) : null;
  return engine && run ? { engine, run } : null;
}

/**
 * The player's run as a page shows it (`shows`: whether the page may show it, asked first), with
 * its engine; time ran out since the last answer: this request ends the run and shows the results.
 */
export async function runOnPage(play: RunContext, owner: Player | null, runId: string, shows: (run: Run) => boolean = () => true) {
  const own = await ownRun(play, owner, runId);
  if (!own || !shows(own.run)) return null;
  if (own.run.finishedAt || !isOver(own.run)) return own;
  return { engine: own.engine, run: (await finishPlayedRun(play, own.run)).run };
}

/**
 * Why a run is not the caller's: a signed-in player's run asked for by someone not signed in (the
 * player signed out in another tab, or their sign-in ended) needs sign-in; anything else is not found.
 */
async function notOwnRun(play: RunContext, owner: Player | null, runId: string): Promise<PlayOutcome> {
  if (owner && "userId" in owner) return RUN_NOT_FOUND;
  const run = await findRunById(play.db, runId);
  return run?.gameId === play.game.id && rulesOf(play).plays(run) && run.userId ? USER_NOT_AUTHENTICATED : RUN_NOT_FOUND;
}

/** Finish (or the clock at zero): ends the run and shows its results, with what it earned. */
export async function finishPlay(play: RunContext, owner: Player | null, form: { runId: string }): Promise<PlayOutcome> {
  const own = await ownRun(play, owner, form.runId);
  return own ? endRun(play, own.run) : notOwnRun(play, owner, form.runId);
}

/**
 * A caller that answers one run many times (a class race's socket) knows the run as stored after
 * each counted answer, and saves reading it again for the next.
 */
export interface KnownRun {
  run?: Run;
  remember(run: Run): void;
}

/** One answer, scored by the run's engine; the clock running out meanwhile, or the last question of a set, ends the run. */
export async function answerPlay(play: RunContext, owner: Player | null, form: AnswerForm, known?: KnownRun): Promise<PlayOutcome> {
  const rules = rulesOf(play);
  const last = known?.run?.id === form.runId && known.run.gameId === play.game.id && rules.plays(known.run) ? known.run : undefined;
  const engine = last ? await engineOfRun(play.db, play.game.title, last) : null;
  const own = last && engine ? { engine, run: last } : await ownRun(play, owner, form.runId);
  if (!own) return notOwnRun(play, owner, form.runId);
  const held = own.run.classRacePlayerId && play.race ? await play.race.beforeAnswer(play.db, own.run) : null;
  if (held) return raceHeld(held, form, own.run.id);
  const outcome = await submitAnswer(play.db, { run: own.run, engine: own.engine, index: form.index, answer: form.answer });
  // The known run is behind the stored one (another tab answered): answer against the stored run.
  if (last && outcome.status === "stale") return answerPlay(play, owner, form, { remember: known!.remember });
  if (outcome.status === "answered") known?.remember(outcome.run);
  const news =
    outcome.status === "answered" && outcome.run.classRacePlayerId && play.race && outcome.feedback
      ? await play.race.afterAnswer(play.db, outcome.run, outcome.feedback)
      : null;
  if (outcome.status === "over") await finishPlayedRun(play, outcome.run);
  if (outcome.status !== "answered") return answerReply(outcome, form, own.engine);
  // A set's questions, a practice run's plan or a placement check's (placement.ts) run out; a game's run for its time.
  const length = outcome.run.state.placement ? PLACEMENT_LENGTH : (rules.length ?? outcome.run.state.practice?.length ?? null);
  const allAnswered = length !== null && outcome.run.state.answered >= length;
  // An answer in the grace after the clock ran out (no JavaScript to say "Time's up"): the next
  // page is the results, not a question at 0:00.
  const timeUp = form.mode !== "json" && Date.now() >= outcome.run.deadline.getTime();
  if (!allAnswered && !timeUp) return withNews(answerReply(outcome, form, own.engine), news);
  const ended = await endRun(play, outcome.run);
  if (form.mode !== "json") return ended;
  // As data: the last answer's feedback, and that the run is over.
  const reply = withNews(answerReply(outcome, form, own.engine), news);
  return "reply" in reply ? { ...reply, reply: { ...reply.reply, over: true } } : reply;
}

/** A class race's mode holds the answer back (frozen, a chest to open first): the question stays, with why. */
function raceHeld(why: string, form: AnswerForm, runId: string): PlayOutcome {
  if (form.mode !== "json") return { showRun: runId, toast: { title: why, variant: "info" } };
  return { reply: { error: why, field: "answer", answer: form.answer, answeredIndex: form.index }, status: 409 };
}

/** The mode's news of an answer goes with its reply as data (a page reload reads it from the race instead). */
const withNews = (outcome: PlayOutcome, news: RaceNews | null): PlayOutcome =>
  news && "reply" in outcome ? { ...outcome, reply: { ...outcome.reply, race: news } } : outcome;

/**
 * Ends a run by the rules of what it plays (progress, rewards, the premium rate): for the pages,
 * and for a two-player race's two runs at its deadline (multiplayer/race.server.ts).
 */
export function finishPlayedRun(play: RunContext, run: Run) {
  return finishRun(play.db, { run, premium: rulesOf(play).premium, timeZone: play.timeZone });
}

async function endRun(play: RunContext, run: Run): Promise<PlayOutcome> {
  return { showRun: run.id, toast: finishToast(await finishPlayedRun(play, run), play.language) };
}
