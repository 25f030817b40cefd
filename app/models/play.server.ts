/**
 * The play page (app/routes/play.$.tsx): what it shows of a game and of the player's run, and
 * what its forms lead to. Start begins a run; each answer is scored here by the game's engine,
 * never by the browser; Finish (or the clock) ends the run and says what it earned. Each form
 * ends in a PlayOutcome, which the route turns into its response.
 */
import { engineForTitle } from "~/games";
import { howToPlay } from "~/games/how-to-play.server";
import { levelFor, levelsFor } from "~/games/levels";
import type { Timer } from "~/games/timer";
import { completionToast } from "~/games/rewards";
import type { PlayActionData, RunView } from "~/games/run-view";
import type { Queryable } from "~/db.server";
import { configurationMissing } from "~/utils/slug";
import { DAILY_LIMIT_REACHED } from "~/utils/challenges";
import { calendarDay } from "~/utils/dates";
import type { Toast } from "~/utils/toast.server";
import { challengeCoins, challengeForNewRun, challengeLimitText } from "./challenges/completion.server";
import { challengesCompletedWithRun } from "./challenges/completed-by-run.server";
import { badgeCoins } from "~/games/coins";
import { challengeOfGame } from "./challenges/player-progress.server";
import type { Game } from "./games.server";
import { raceOfRun } from "./class-races/players.server";
import { loadRoom } from "./class-races/room.server";
import { finishDueRace } from "./multiplayer/race.server";
import { activeTwoPlayerSessionOf } from "./multiplayer/sessions.server";
import { sessionView } from "./multiplayer/view.server";
import { FREE_RUN_USED, freeRunLeft, startFreeRun } from "./free-runs.server";
import { gameAccess } from "./owned-games.server";
import { bestAtLevel, highestScore } from "./game-progress.server";
import { badgesEarnedWithRun, finishRun, type FinishedRun } from "./runs/finish.server";
import { startingLevel } from "./runs/levels.server";
import { findRun, findRunById, startRun, type Run, type RunOwner } from "./runs/runs.server";
import { isOver, submitAnswer } from "./runs/answers.server";
import { answerReply } from "./runs/answer-reply.server";
import { runView } from "./runs/view.server";
import { engineOfRun } from "./sets/sets.server";

/** A game's page as one player sees it: the signed-in player (null: a visitor). */
export interface PlayContext {
  db: Queryable;
  game: Game;
  user: { id: string; isAdmin: boolean; balance: number } | null;
  /** APP_TIME_ZONE: the calendar day of daily limits and challenges. */
  timeZone: string;
}

/** What a run's answers and its finish need: the run's owner plays it, whoever is signed in. */
export type RunContext = Omit<PlayContext, "user">;

/** What a form on the page leads to: a reply shown on the page, or the run's page (with a toast). */
export type PlayOutcome = { reply: PlayActionData; status: number; headers?: HeadersInit } | { showRun: string; toast?: Toast };

const refused = (error: string, status: number): PlayOutcome => ({ reply: { error }, status });
const RUN_NOT_FOUND = refused("This game was not found. Start a new game.", 404);
/** The spec's words for a reward asked for without sign-in: a player's run, posted after they signed out. */
const USER_NOT_AUTHENTICATED = refused("User not authenticated. Please sign in again to save this game.", 401);

/**
 * The page's data: the game, the player's run (`runId`, when it is theirs), the daily challenge
 * played for (`challengeId` from a card, before a run), and the player's live session of it.
 */
export async function playPage(
  play: PlayContext,
  {
    owner,
    runId,
    challengeId,
    level: askedLevel = null,
  }: { owner: RunOwner | null; runId: string | null; challengeId: string | null; level?: number | null },
) {
  const { db, game, user } = play;
  const engine = engineForTitle(game.title);
  const access = await gameAccess(db, game, user);

  let found: Run | null = null;
  if (runId && engine && access !== "sign-in" && owner) {
    found = await findRun(db, { runId, gameId: game.id, owner });
    // A premium game the player does not own: only its free run shows.
    if (access === "buy" && !found?.freeRun) found = null;
    // Time ran out since the last answer: this request ends the run and shows the results.
    if (found && !found.finishedAt && isOver(found)) found = (await finish(play, found)).run;
  }
  const runEngine = found ? await engineOfRun(db, game.title, found) : null; // a set's run (a class race on a set): the set's
  const run: RunView | null = found && runEngine ? runView(found, runEngine) : null;
  // The results show the badges the run earned and the best at its level.
  const finished = found?.finishedAt && user ? found : null;
  const earnedBadges = finished ? await badgesEarnedWithRun(db, finished) : [];
  const earnedChallenges = finished ? await challengesCompletedWithRun(db, finished) : [];
  const levelBest =
    finished && finished.state.level !== undefined
      ? await bestAtLevel(db, { userId: user!.id, gameId: game.id, level: finished.state.level })
      : null;
  const challenge = engine && access === "play" ? await challengeOnPage(play, found, challengeId) : null;
  // A player's run of a class race links back to the race; while it runs, their place is live.
  const classRace = found ? await raceOfRun(db, found.id) : null;
  const classRoom = classRace && !found?.finishedAt ? await loadRoom(db, classRace.id) : null;

  // The start screen's levels; the default is the player's last level here, else their age's, else the easiest.
  const levels = engine ? levelsFor(engine.key) : [];
  return {
    game: {
      id: game.id,
      title: game.title,
      description: game.description,
      category: game.category,
      isPremium: game.isPremium,
      isMultiplayer: game.isMultiplayer,
      minAge: game.minAge,
      maxAge: game.maxAge,
      price: game.price,
      priceCc: game.priceCc,
    },
    gameKey: engine?.key ?? null,
    howToPlay: engine ? howToPlay[engine.key] : "",
    access,
    // Today's free run of a premium game the player does not own (try before buying).
    freeRun: access === "buy" && user ? await freeRunLeft(db, { userId: user.id, gameId: game.id, timeZone: play.timeZone }) : false,
    signedIn: user !== null,
    player: user ? { balance: user.balance } : null,
    session: await liveSession(play),
    best: user ? await highestScore(db, user.id, game.id) : null,
    run,
    earnedBadges,
    earnedChallenges,
    levelBest,
    levels,
    // (Only the start screen needs it: a run's page knows its own level.) A homework's Play
    // button asks for its level (?level=).
    defaultLevel:
      engine && !found
        ? askedLevel !== null && levelFor(engine.key, askedLevel)
          ? askedLevel
          : await startingLevel(db, { game: engine.key, gameId: game.id, userId: user?.id ?? null })
        : (levels[0]?.id ?? 1),
    challenge,
    classRace,
    classRoom,
  };
}

/**
 * The daily challenge the player is playing for: the run's, or before a run, today's challenge
 * of this game named by `?challenge=`. Visitors play for none (completing one needs sign-in).
 */
async function challengeOnPage({ db, game, user, timeZone }: PlayContext, run: Run | null, challengeId: string | null) {
  if (!user) return null;
  const target = { gameId: game.id, userId: user.id };
  if (run) return run.challengeId ? challengeOfGame(db, { ...target, challengeId: run.challengeId }) : null;
  return challengeId ? challengeOfGame(db, { ...target, challengeId, day: calendarDay(new Date(), timeZone) }) : null;
}

/** The player's live session, when it is for this game. */
async function liveSession({ db, game, user, timeZone }: PlayContext) {
  const active = user && game.isMultiplayer ? await activeTwoPlayerSessionOf(db, user.id) : null;
  if (!user || active?.game.id !== game.id) return null;
  const session = await sessionView(db, active.id, user.id);
  // A race past its deadline that no live connection has finished (players without JavaScript): this request does.
  if (session?.raceState === "racing" && session.timeLeft === 0 && (await finishDueRace(db, session.id, timeZone))) {
    return sessionView(db, session.id, user.id);
  }
  return session;
}

/**
 * Start (and Play Again): a new run at the chosen level, played for the card's daily challenge
 * while the player can still complete it. `visitorId` gives a visitor's browser its visitor id: it
 * is asked only once the run is sure to start.
 */
export async function startPlay(
  play: PlayContext,
  form: { level?: number; challenge?: string; timer?: Timer },
  visitorId: () => Promise<string>,
): Promise<PlayOutcome> {
  const { db, game, user, timeZone } = play;
  const engine = engineForTitle(game.title);
  if (!engine) return refused(configurationMissing(game), 503);
  const access = await gameAccess(db, game, user);
  if (access === "sign-in") return refused("Sign In to Access Premium Learning", 403);
  if (form.level !== undefined && !levelFor(engine.key, form.level)) return refused("Please choose one of this game's levels.", 400);
  // No level posted (an old page): the level the start screen would have offered.
  const level = form.level ?? (await startingLevel(db, { game: engine.key, gameId: game.id, userId: user?.id ?? null }));
  if (access === "buy") {
    // Not owned: today's free run, once (no daily challenge: a free run completes none).
    const free = user ? await startFreeRun(db, { gameId: game.id, engine, userId: user.id, level, timer: form.timer, timeZone }) : null;
    return free ? { showRun: free.id } : refused(FREE_RUN_USED, 403);
  }
  const owner: RunOwner = user ? { userId: user.id } : { visitorId: await visitorId() };
  // A challenge the player cannot complete any more starts an ordinary run.
  const challenge =
    user && form.challenge
      ? await challengeForNewRun(db, { challengeId: form.challenge, gameId: game.id, userId: user.id, timeZone })
      : "unavailable";
  const run = await startRun(db, {
    gameId: game.id,
    engine,
    owner,
    challengeId: challenge === "ready" ? form.challenge : undefined,
    level,
    timer: form.timer,
  });
  return { showRun: run.id, toast: challenge === "limit-reached" ? { ...DAILY_LIMIT_REACHED, variant: "info" } : undefined };
}

/** The player's run `runId` of this game with its engine (a set's own for a set's run), or null (not theirs, or no engine). */
async function ownRun({ db, game }: RunContext, owner: RunOwner | null, runId: string) {
  const run = owner ? await findRun(db, { runId, gameId: game.id, owner }) : null;
  const engine = run ? await engineOfRun(db, game.title, run) : null;
  return engine && run ? { engine, run } : null;
}

/**
 * Why a run is not the caller's: a signed-in player's run asked for by someone not signed in (the
 * player signed out in another tab, or their sign-in ended) needs sign-in; anything else is not found.
 */
async function notOwnRun({ db, game }: RunContext, owner: RunOwner | null, runId: string): Promise<PlayOutcome> {
  if (owner && "userId" in owner) return RUN_NOT_FOUND;
  const run = await findRunById(db, runId);
  return run?.gameId === game.id && run.userId ? USER_NOT_AUTHENTICATED : RUN_NOT_FOUND;
}

/** Finish: ends the run and shows its results, with what it earned. */
export async function finishPlay(play: RunContext, owner: RunOwner | null, form: { runId: string }): Promise<PlayOutcome> {
  const own = await ownRun(play, owner, form.runId);
  return own ? endRun(play, own.run) : notOwnRun(play, owner, form.runId);
}

/**
 * An answer or a Finish. A database failure meanwhile is not the player's doing: it gets the
 * spec's words and a 503, and the run is still there to try again (each save is one transaction).
 */
export async function playRun(
  play: RunContext,
  owner: RunOwner | null,
  form: (AnswerForm & { intent: "answer" }) | { intent: "finish"; runId: string },
): Promise<PlayOutcome> {
  try {
    return form.intent === "answer" ? await answerPlay(play, owner, form) : await finishPlay(play, owner, form);
  } catch (error) {
    console.error(`play ${form.intent} failed`, error);
    return refused("Failed to save game progress. Please try again.", 503);
  }
}

export interface AnswerForm {
  runId: string;
  index: number;
  answer: string;
  /** The JavaScript client wants the outcome as data instead of the next page. */
  mode?: "json";
}

/**
 * A caller that answers one run many times (a class race's socket) keeps the run as stored after
 * each counted answer, and saves reading it again for the next.
 */
export interface KeptRun {
  run?: Run;
  keep(run: Run): void;
}

/** One answer, scored by the engine; the clock running out meanwhile ends the run. */
export async function answerPlay(play: RunContext, owner: RunOwner | null, form: AnswerForm, kept?: KeptRun): Promise<PlayOutcome> {
  const known = kept?.run?.id === form.runId && kept.run.gameId === play.game.id ? kept.run : undefined;
  const engine = known ? await engineOfRun(play.db, play.game.title, known) : null;
  const own = known && engine ? { engine, run: known } : await ownRun(play, owner, form.runId);
  if (!own) return notOwnRun(play, owner, form.runId);
  const outcome = await submitAnswer(play.db, { run: own.run, engine: own.engine, index: form.index, answer: form.answer });
  // The kept run is behind the stored one (another tab answered): answer against the stored run.
  if (known && outcome.status === "stale") return answerPlay(play, owner, form, { keep: kept!.keep });
  if (outcome.status === "answered") kept?.keep(outcome.run);
  // An answer in the grace after the clock ran out (no JavaScript to say "Time's up"): the
  // next page is the results, not a question at 0:00.
  if (outcome.status === "answered" && form.mode !== "json" && Date.now() >= outcome.run.deadline.getTime()) {
    return endRun(play, outcome.run);
  }
  if (outcome.status === "over") await finish(play, outcome.run);
  return answerReply(outcome, form, own.engine);
}

function finish({ db, game, timeZone }: RunContext, run: Run) {
  return finishRun(db, { run, premium: game.isPremium, timeZone });
}

async function endRun(play: RunContext, run: Run): Promise<PlayOutcome> {
  return { showRun: run.id, toast: finishToast(await finish(play, run)) };
}

/**
 * The toast of a run finished just now: every amount it paid where the coins are shown ("+5 CC,
 * +10 CC daily challenge “…”, +10 CC First Steps badge"), then the day's challenge limit if met.
 */
export function finishToast({ run, finishedNow, badges, challenges }: FinishedRun): Toast | undefined {
  if (!finishedNow || !run.reward) return undefined;
  const toast = completionToast(run.reward, [...challengeCoins(challenges), ...badgeCoins(badges)]);
  return {
    ...toast,
    description: [toast.description, challengeLimitText(challenges)].filter(Boolean).join(" "),
  };
}
