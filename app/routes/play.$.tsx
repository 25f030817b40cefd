/**
 * The play page: /play/{category}/{title-slug}, /play/{gameId}, /play/{gameSlug} (and the same
 * under /game). `?run={id}` shows one of the player's runs: the current question while it lasts,
 * the results once it is over. `?challenge={id}` (from a daily challenge's card) goes into the
 * Start form, so the run it starts can complete that challenge. Every step is a form POST that
 * works without JavaScript; with JavaScript, answers go through a fetcher and the engine gives
 * instant feedback, but the server keeps the score.
 */
import { json, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  useRouteError,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { CategoryBadge } from "~/components/GameCard";
import { ShareMenu } from "~/components/ShareMenu";
import { completionToast } from "~/games/rewards";
import { howToPlay } from "~/games/how-to-play.server";
import { levelFor, levelsFor } from "~/games/levels";
import type { PlayActionData, RunView } from "~/games/run-view";
import { StartScreen } from "~/games/views/StartScreen";
import { badgesEarnedText } from "~/models/badges.server";
import { challengeCompletionText, challengeForNewRun, challengeOfGame } from "~/models/challenges.server";
import { findGameByPath, type Game } from "~/models/games.server";
import { gameAccess } from "~/models/owned-games.server";
import { bestAtLevel, highestScore } from "~/models/progress.server";
import { finishDueRace } from "~/models/multiplayer/race.server";
import { activeSessionOf } from "~/models/multiplayer/sessions.server";
import { sessionView } from "~/models/multiplayer/view.server";
import { cardPaymentsConfigured } from "~/models/stripe.server";
import {
  engineForTitle,
  findRun,
  finishRun,
  isOver,
  startingLevel,
  badgesEarnedWithRun,
  publicState,
  runView,
  startRun,
  submitAnswer,
  TOO_FAST_MESSAGE,
  type Run,
  type RunOwner,
} from "~/models/runs.server";
import { getSessionUser, type SessionUser } from "~/models/auth.server";
import { DAILY_LIMIT_REACHED } from "~/utils/challenges";
import { calendarDay } from "~/utils/dates";
import { ensureGuestId, readGuestId } from "~/utils/guest.server";
import { pageMeta } from "~/utils/meta";
import { parseChallengeParam, parsePlayForm } from "~/utils/play-form.server";
import { readForm } from "~/utils/read-form.server";
import { lazyComponent } from "~/utils/lazy";
import { gameShareText } from "~/utils/share";
import { playPath } from "~/utils/slug";
import { redirectWithToast } from "~/utils/toast.server";
import { siteOrigin } from "~/utils/url.server";

// Shown on some games, to some players or in one state of a run only: their code loads when the
// page shows them.
const RunPlayer = lazyComponent(() => import("~/games/views/RunPlayer").then((m) => m.RunPlayer));
const RunResults = lazyComponent(() => import("~/games/views/RunResults").then((m) => m.RunResults));
const MultiplayerPanel = lazyComponent(() => import("~/components/MultiplayerPanel").then((m) => m.MultiplayerPanel));
const PremiumPurchase = lazyComponent(() => import("~/components/PremiumPurchase").then((m) => m.PremiumPurchase));

async function loadGame(request: Request, context: AppLoadContext, splat: string | undefined): Promise<Game> {
  let game: Game | null;
  try {
    game = await findGameByPath(context.db, splat ?? "");
  } catch (error) {
    console.error(error);
    throw await redirectWithToast(request, context, "/games", {
      title: "Error",
      description: "Failed to load game. Please try again.",
      variant: "error",
      durationMs: 6000,
    });
  }
  if (!game) {
    throw await redirectWithToast(request, context, "/games", {
      title: "Error",
      description: "Game not found.",
      variant: "error",
    });
  }
  return game;
}

/** The signed-in player, else this browser's guest id (if it has one). */
async function currentOwner(request: Request, context: AppLoadContext, user: SessionUser | null): Promise<RunOwner | null> {
  if (user) return { userId: user.id };
  const guestId = await readGuestId(request, context);
  return guestId ? { guestId } : null;
}

async function ownRun(request: Request, context: AppLoadContext, user: SessionUser | null, game: Game, runId: string) {
  const owner = await currentOwner(request, context, user);
  return owner ? findRun(context.db, { runId, gameId: game.id, owner }) : null;
}

function finish(context: AppLoadContext, run: Run, game: Game) {
  return finishRun(context.db, {
    run,
    premium: game.isPremium,
    timeZone: context.env.APP_TIME_ZONE,
  });
}

/**
 * The daily challenge the player is playing for: the run's, or before a run, today's challenge
 * of this game named by `?challenge=`. Visitors play for none (completing one needs sign-in).
 */
async function challengeOnPage(request: Request, context: AppLoadContext, user: SessionUser | null, game: Game, run: Run | null) {
  if (!user) return null;
  const target = { gameId: game.id, userId: user.id };
  if (run) return run.challengeId ? challengeOfGame(context.db, { ...target, challengeId: run.challengeId }) : null;
  const param = parseChallengeParam(new URL(request.url).searchParams.get("challenge"));
  return param
    ? challengeOfGame(context.db, {
        ...target,
        challengeId: param,
        day: calendarDay(new Date(), context.env.APP_TIME_ZONE),
      })
    : null;
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const game = await loadGame(request, context, params["*"]);
  const { user } = await getSessionUser(request, context);
  const engine = engineForTitle(game.title);
  const access = await gameAccess(context.db, game, user);

  let found: Run | null = null;
  const runId = new URL(request.url).searchParams.get("run");
  if (runId && engine && access === "play") {
    found = await ownRun(request, context, user, game, runId);
    // Time ran out since the last answer: this request ends the run and shows the results.
    if (found && !found.finishedAt && isOver(found)) found = (await finish(context, found, game)).run;
  }
  const run: RunView | null = found && engine ? runView(found, engine) : null;
  // The results show the badges the run earned and the best at its level.
  const finished = found?.finishedAt && user ? found : null;
  const earnedBadges = finished ? await badgesEarnedWithRun(context.db, finished) : [];
  const levelBest =
    finished && finished.state.level !== undefined
      ? await bestAtLevel(context.db, { userId: user!.id, gameId: game.id, level: finished.state.level })
      : null;
  const challenge = engine && access === "play" ? await challengeOnPage(request, context, user, game, found) : null;

  // The player's live session, when it is for this game.
  const active = user && game.isMultiplayer ? await activeSessionOf(context.db, user.id) : null;
  let session = active?.game.id === game.id ? await sessionView(context.db, active.id, user!.id) : null;
  // A race past its deadline that no live connection has finished (players without JavaScript): this request does.
  if (session?.state === "playing" && session.timeLeft === 0 && (await finishDueRace(context.db, session.id, context.env.APP_TIME_ZONE))) {
    session = await sessionView(context.db, session.id, user!.id);
  }

  // The start screen's levels; the default is the player's last level here, else their age's, else the easiest.
  const levels = engine ? levelsFor(engine.key) : [];
  // (Only the start screen needs it: a run's page knows its own level.)
  const defaultLevel =
    engine && !found
      ? await startingLevel(context.db, { game: engine.key, gameId: game.id, userId: user?.id ?? null })
      : (levels[0]?.id ?? 1);

  const origin = siteOrigin(request, context);
  return json({
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
    signedIn: user !== null,
    player: user ? { balance: user.balance } : null,
    cardEnabled: cardPaymentsConfigured(context.env),
    session,
    origin,
    best: user ? await highestScore(context.db, user.id, game.id) : null,
    run,
    earnedBadges,
    levelBest,
    levels,
    defaultLevel,
    challenge,
    serverNow: new Date().toISOString(),
    shareUrl: origin + playPath(game),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: data?.game.title ?? "Game",
    description: data?.game.description ?? "Play a CleverPlay game.",
  });

const reply = (data: PlayActionData, status = 200) => json(data, { status });

export async function action({ params, request, context }: ActionFunctionArgs) {
  const game = await loadGame(request, context, params["*"]);
  const parsed = parsePlayForm(await readForm(request));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return issue?.path[0] === "answer"
      ? reply({ error: issue.message, field: "answer" }, 400)
      : reply({ error: "That request could not be understood. Please try again." }, 400);
  }
  const form = parsed.data;
  const { user } = await getSessionUser(request, context);
  const engine = engineForTitle(game.title);
  const pagePath = new URL(request.url).pathname;
  // #stage: the page opens at the game, not at its description (phones, and every answer without JavaScript).
  const runPath = (id: string) => `${pagePath}?run=${id}#stage`;

  if (form.intent === "start") {
    if (!engine) return reply({ error: "This game cannot be played yet." }, 400);
    const access = await gameAccess(context.db, game, user);
    if (access === "sign-in") return reply({ error: "Sign In to Access Premium Learning" }, 403);
    if (access === "buy") return reply({ error: "Unlock this premium game to play it." }, 403);
    if (form.level !== undefined && !levelFor(engine.key, form.level))
      return reply({ error: "Please choose one of this game's levels." }, 400);
    // No level posted (an old page): the player's last level, else the easiest.
    const level = form.level ?? (await startingLevel(context.db, { game: engine.key, gameId: game.id, userId: user?.id ?? null }));
    const guest = user ? null : await ensureGuestId(request, context);
    const owner: RunOwner = user ? { userId: user.id } : { guestId: guest!.guestId };
    // A challenge the player cannot complete any more starts an ordinary run.
    const challenge =
      user && form.challenge
        ? await challengeForNewRun(context.db, {
            challengeId: form.challenge,
            gameId: game.id,
            userId: user.id,
            timeZone: context.env.APP_TIME_ZONE,
          })
        : "unavailable";
    const run = await startRun(context.db, {
      gameId: game.id,
      engine,
      owner,
      challengeId: challenge === "ready" ? form.challenge : undefined,
      level,
    });
    const init = {
      headers: guest?.setCookie ? { "Set-Cookie": guest.setCookie } : undefined,
    };
    return challenge === "limit-reached"
      ? redirectWithToast(request, context, runPath(run.id), { ...DAILY_LIMIT_REACHED, variant: "info" }, init)
      : redirect(runPath(run.id), init);
  }

  const run = engine ? await ownRun(request, context, user, game, form.runId) : null;
  if (!engine || !run) return reply({ error: "This game was not found. Start a new game." }, 404);

  /** Finishes the run and shows its results, with what it earned. */
  const endRun = async (current: Run) => {
    const { run: finished, finishedNow, badges, challenges } = await finish(context, current, game);
    if (finishedNow && finished.reward) {
      const toast = completionToast(finished.reward);
      return redirectWithToast(request, context, runPath(run.id), {
        ...toast,
        description: [toast.description, challengeCompletionText(challenges), badgesEarnedText(badges)].filter(Boolean).join(" "),
      });
    }
    return redirect(runPath(run.id));
  };
  if (form.intent === "finish") return endRun(run);

  const outcome = await submitAnswer(context.db, {
    run,
    engine,
    index: form.index,
    answer: form.answer,
  });
  const asData = form.mode === "json";
  switch (outcome.status) {
    case "answered":
      if (asData) {
        return reply({
          answeredIndex: form.index,
          state: publicState(outcome.run.state),
          question: engine.question(outcome.run.state),
          feedback: outcome.feedback,
        });
      }
      // An answer in the grace after the clock ran out (no JavaScript to say "Time's up"): the
      // next page is the results, not a question at 0:00.
      return Date.now() >= outcome.run.deadline.getTime() ? endRun(outcome.run) : redirect(runPath(run.id));
    case "invalid":
      return reply(
        {
          error: outcome.message,
          field: "answer",
          answer: form.answer,
          answeredIndex: form.index,
        },
        400,
      );
    case "stale":
      // A double submit, or another tab: carry on from the run as it is.
      return asData
        ? reply(
            {
              error: "That question was already answered.",
              answeredIndex: form.index,
              state: publicState(outcome.run.state),
              question: engine.question(outcome.run.state),
            },
            409,
          )
        : redirect(runPath(run.id));
    case "early":
    case "too-fast": {
      // Refused: the question stays; the player is told why (a run that broke the pace now earns nothing).
      const message = outcome.status === "early" ? "The game has not started yet." : TOO_FAST_MESSAGE;
      return asData
        ? reply(
            {
              error: message,
              field: "answer",
              answer: form.answer,
              answeredIndex: form.index,
              state: publicState(outcome.run.state),
              question: engine.question(outcome.run.state),
            },
            outcome.status === "early" ? 409 : 429,
          )
        : redirectWithToast(request, context, runPath(run.id), { title: "Not so fast!", description: message, variant: "info" });
    }
    case "over": {
      await finish(context, outcome.run, game);
      const timeUp = {
        title: "Time's up!",
        description: "That answer arrived after the end of the game.",
        variant: "info" as const,
      };
      return asData
        ? reply(
            {
              error: `${timeUp.title} ${timeUp.description}`,
              answeredIndex: form.index,
              over: true,
            },
            409,
          )
        : redirectWithToast(request, context, runPath(run.id), timeUp);
    }
  }
}

/** Answers sent as data change nothing else on the page: skip reloading it after each one. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "answer" && formData.get("mode") === "json" ? false : defaultShouldRevalidate;

export default function PlayGame() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as PlayActionData | undefined;
  const { game, gameKey, access, signedIn, best, run, challenge } = data;
  const location = useLocation();
  // Start (and Play Again) carry the challenge until it is completed.
  const challengeId = challenge && !challenge.completed ? challenge.id : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex items-center justify-between gap-4">
        <Link to="/games" className="text-sm font-semibold text-indigo-700 hover:underline">
          ← Back to Games
        </Link>
        <ShareMenu url={data.shareUrl} text={gameShareText(game.title)} gameId={game.id} canEarn={signedIn} />
      </div>
      <div className="mt-6 flex flex-wrap gap-2">
        <CategoryBadge category={game.category} />
        {game.isPremium && game.category !== "premium" ? <span className="pill bg-amber-100 text-amber-900">Premium</span> : null}
        {game.isMultiplayer ? <span className="pill bg-sky-100 text-sky-900">Multiplayer</span> : null}
        {data.session ? (
          <span className="pill bg-green-100 text-green-900">
            Enhanced Multiplayer Active: <span className="ml-1 font-mono">{data.session.inviteCode}</span>
          </span>
        ) : null}
      </div>
      <h1 className="mt-3 text-3xl font-extrabold">{game.title}</h1>
      <p className="mt-2 text-slate-700">{game.description}</p>
      <p className="mt-2 flex flex-wrap gap-x-4 text-sm font-medium text-slate-600">
        {best !== null ? <span>Your highest score: {best}</span> : null}
        <span>
          Ages {game.minAge}-{game.maxAge}
        </span>
      </p>

      {challenge ? <ChallengeNote challenge={challenge} /> : null}

      {/* With a session of this game open, the race is the game: one stage and one Start (the */}
      {/* host's), not a solo "Ready to play?" card above it. A solo run already going stays. */}
      {data.session && !run ? null : (
        <section aria-label="Game" className="mt-6">
          {actionData?.error && !actionData.field ? (
            <p role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
              {actionData.error}
            </p>
          ) : null}
          {!gameKey ? (
            <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-700">Game content loading...</p>
          ) : access !== "play" ? (
            <PremiumPurchase game={game} player={data.player} cardEnabled={data.cardEnabled} />
          ) : run?.finished ? (
            <RunResults
              gameKey={gameKey}
              run={run}
              signedIn={signedIn}
              challengeId={challengeId}
              best={run.state.level === undefined ? best : data.levelBest}
              badges={data.earnedBadges}
            />
          ) : run ? (
            <RunPlayer key={run.id} gameKey={gameKey} run={run} serverNow={data.serverNow} actionData={actionData} />
          ) : (
            <StartScreen
              gameKey={gameKey}
              howToPlay={data.howToPlay}
              challengeId={challengeId}
              levels={data.levels}
              defaultLevel={data.defaultLevel}
            />
          )}
        </section>
      )}

      {game.isMultiplayer && gameKey && access === "play" ? (
        <div className="mt-8">
          <MultiplayerPanel gameId={game.id} gameKey={gameKey} session={data.session} signedIn={signedIn} origin={data.origin} />
        </div>
      ) : null}

      <p className="mt-8 rounded-xl bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
        {signedIn ? (
          "Share this game to earn 10 bonus Clever Coins (once per game each day)."
        ) : (
          <>
            <Link to={`/login?redirectTo=${encodeURIComponent(location.pathname)}`} className="font-semibold underline">
              Sign in
            </Link>{" "}
            to save your scores and earn Clever Coins for playing and sharing.
          </>
        )}
      </p>
    </div>
  );
}

function ChallengeNote({ challenge }: { challenge: { title: string; reward: number; goalCorrect: number; completed: boolean } }) {
  return (
    <p
      data-testid="challenge-note"
      className="mt-6 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900"
    >
      <span>
        {challenge.completed ? (
          <>
            Daily challenge completed: <strong>{challenge.title}</strong> (+
            {challenge.reward} CC)
          </>
        ) : (
          <>
            Daily challenge: <strong>{challenge.title}</strong>.{" "}
            {challenge.goalCorrect === 1 ? "Get one answer right" : `Get ${challenge.goalCorrect} answers right`} in a round to earn{" "}
            <span className="whitespace-nowrap">+{challenge.reward} CC</span>.
          </>
        )}
      </span>
      <Link to="/challenges" className="font-semibold underline">
        All challenges
      </Link>
    </p>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{notFound ? "Game not found." : "Failed to load game. Please try again."}</h1>
      <Link to="/games" className="btn-primary mt-8">
        Browse Games
      </Link>
    </div>
  );
}
