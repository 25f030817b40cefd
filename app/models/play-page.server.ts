/**
 * The play page (app/routes/play.$.tsx): what it shows of a game and of the player's run. Its
 * forms (Start, answers, Finish) go through the answer service (runs/answer-service.server.ts),
 * as a set's page's do.
 */
import { engineForTitle } from "~/games";
import { howToPlay } from "~/games/how-to-play.server";
import { levelFor, levelsFor } from "~/games/levels";
import type { RunView } from "~/games/run-view";
import { calendarDay } from "~/utils/dates";
import { DEFAULT_PRICE_CC } from "~/utils/premium";
import { challengesCompletedWithRun } from "./challenges/completed-by-run.server";
import { challengeOfGame } from "./challenges/player-progress.server";
import { raceOfRun } from "./class-races/players.server";
import { playerModeView } from "./class-races/modes/index.server";
import { loadRoom } from "./class-races/room.server";
import { finishDueRace } from "./multiplayer/race.server";
import { activeTwoPlayerSessionOf } from "./multiplayer/sessions.server";
import { sessionView } from "./multiplayer/view.server";
import { describedIn } from "./game-about.server";
import { gameAccess } from "./owned-games.server";
import { bestAtLevel, highestScore } from "./game-progress.server";
import { runOnPage, type PlayContext } from "./runs/answer-service.server";
import { todaysFreeRound } from "./runs/free-runs.server";
import { placementOnStart } from "./runs/placement.server";
import { startingLevel } from "./runs/levels.server";
import type { Player, Run } from "./runs/runs.server";
import { unlocksOfRun } from "./runs/unlocks.server";
import { runView } from "./runs/view.server";
import { DEFAULT_LANGUAGE } from "~/i18n/config";
import { fixedT } from "~/i18n/messages.server";

/** What the page was asked for: the run to show, the challenge from a card, the level (a homework's Play), Find my level. */
interface PageAsked {
  owner: Player | null;
  runId: string | null;
  challengeId: string | null;
  level?: number | null;
  /** `?placement=`: "offer" opens Find my level (its link), "skip" the usual start (its Skip). */
  placement?: string | null;
}

/**
 * The page's data: the game, the player's run (`runId`, when it is theirs), the daily challenge
 * played for (`challengeId` from a card, before a run), and the player's live session of it.
 */
export async function playPage(
  play: PlayContext,
  { owner, runId, challengeId, level: askedLevel = null, placement: asked = null }: PageAsked,
) {
  const { db, game, user } = play;
  const engine = engineForTitle(game.title);
  const access = await gameAccess(db, game, user);

  // A premium game the player does not own: only its free run shows. A set's run (a class race on a set) plays the set's engine.
  const own =
    runId && engine && access !== "sign-in" ? await runOnPage(play, owner, runId, (run) => access !== "buy" || run.freeRun) : null;
  const found: Run | null = own?.run ?? null;
  const language = play.language ?? DEFAULT_LANGUAGE;
  const run: RunView | null = own ? runView(own.run, own.engine, fixedT(language, "common")) : null;
  // The results show what the run unlocked (characters, badges) and the best at its level.
  const finished = found?.finishedAt && user ? found : null;
  const unlocks = finished ? await unlocksOfRun(db, finished, language) : [];
  const earnedChallenges = finished ? await challengesCompletedWithRun(db, finished, language) : [];
  const levelBest =
    finished && finished.state.level !== undefined
      ? await bestAtLevel(db, { userId: user!.id, gameId: game.id, level: finished.state.level })
      : null;
  const challenge = engine && access === "play" ? await challengeOnPage(play, found, challengeId) : null;
  // A player's run of a class race links back to the race; while it runs, their place is live.
  const classRace = found ? await raceOfRun(db, found.id) : null;
  const classRoom = classRace && !found?.finishedAt ? await loadRoom(db, classRace.id) : null;
  const classMode = classRace && classRoom ? await playerModeView(db, { ...classRace, raceId: classRace.id }) : null;

  const freeRound =
    access === "buy" && user ? await todaysFreeRound(db, { userId: user.id, gameId: game.id, timeZone: play.timeZone }) : null;
  // The start screen's levels; the default is the player's last level here, else their age's, else the easiest.
  const levels = engine ? levelsFor(engine.key) : [];
  return {
    game: gameOnPage(game, language),
    gameKey: engine?.key ?? null,
    howToPlay: engine ? howToPlay(engine.key, language) : "",
    access,
    // Today's free round of a premium game the player does not own (try before buying): to play, to continue, or used.
    freeRound,
    // Once that round is under way or played, a player short of the coins sees the free round's
    // note first, not a box of "Insufficient CleverCoin": the unlock box is folded under it.
    unlockFolded: freeRound !== null && freeRound.state !== "left" && user!.balance < (game.priceCc ?? DEFAULT_PRICE_CC),
    signedIn: user !== null,
    player: user ? { balance: user.balance } : null,
    session: await liveSession(play),
    best: user ? await highestScore(db, user.id, game.id) : null,
    run,
    unlocks,
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
    // Find my level (runs/placement.server.ts): before the usual start ("offer"), or a link under it.
    placement:
      engine && access === "play" && !found ? await placementOnStart(db, { gameId: game.id, userId: user?.id ?? null, asked }) : null,
    classRace: classRace && { id: classRace.id, code: classRace.code, playerId: classRace.playerId, mode: classRace.mode },
    classRoom,
    classMode,
  };
}

/** What the page says of the game itself; its description in the reader's words. */
function gameOnPage(game: PlayContext["game"], language: string) {
  const { id, title, category, isPremium, isMultiplayer, minAge, maxAge, price, priceCc } = game;
  const [{ description }] = describedIn(language, [game]);
  return { id, title, description, category, isPremium, isMultiplayer, minAge, maxAge, price, priceCc };
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
