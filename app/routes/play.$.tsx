/**
 * The play page: /play/{category}/{title-slug}, /play/{gameId}, /play/{gameSlug} (and the same
 * under /game). `?run={id}` shows one of the player's runs: the current question while it lasts,
 * the results once it is over. `?challenge={id}` (a daily challenge's card) goes into the Start
 * form, so the run can complete that challenge; `?level=` (a homework's Play) picks the level.
 * Every step is a form POST that works without JavaScript; with it, answers go through a
 * fetcher and the engine gives instant feedback, but the server keeps the score.
 */
import { json, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ChallengeNote } from "~/components/ChallengeNote";
import { ClassRaceBanner, HostClassRace } from "~/components/class-race/HostClassRace";
import type { I18nHandle } from "~/i18n/config";
import { MultiplayerPanel } from "~/components/MultiplayerPanel";
import { FreeRoundNote } from "~/components/FreeRoundNote";
import { PremiumPurchase } from "~/components/PremiumPurchase";
import { PlayFootnote, PlayHeader } from "~/components/PlayHeader";
import type { PlayActionData, RaceNews } from "~/games/run-view";
import { PlacementOffer } from "~/components/stage/PlacementOffer";
import { StartScreen } from "~/components/stage/StartScreen";
import { getSignedInUser } from "~/models/auth.server";
import { languageOf, serverT } from "~/models/language.server";
import { findGameByPath, type Game } from "~/models/games.server";
import { playPage } from "~/models/play-page.server";
import { raceRules } from "~/models/class-races/modes/index.server";
import { playAction } from "~/models/runs/play-action.server";
import { currentPlayer } from "~/models/runs/player.server";
import { cardPaymentsConfigured } from "~/models/stripe.server";
import { lazyComponent } from "~/utils/lazy";
import { loginPath } from "~/utils/login";
import { pageMeta } from "~/utils/meta";
import { DEFAULT_PRICE_CC } from "~/utils/premium";
import { parseChallengeParam } from "~/utils/play-form.server";
import { readForm } from "~/utils/read-form.server";
import { playPath } from "~/utils/slug";
import { redirectWithToast } from "~/utils/toast.server";
import { siteOrigin } from "~/utils/url.server";
import { RouteError, useRouteErrorInfo } from "~/components/RouteError";

// Shown in one state of a run only (a round under way, its results, a class race's live place):
// loaded when shown. What a game's own page shows on arrival (the race panel, the class-race
// form, the premium offer) is imported above: lazily loaded, it hydrated one round trip after
// the rest of the page (docs/decisions/vite-compiler.md).
const RunPlayer = lazyComponent(() => import("~/components/stage/RunPlayer").then((m) => m.RunPlayer));
const RunResults = lazyComponent(() => import("~/components/stage/RunResults").then((m) => m.RunResults));
const PlacementResults = lazyComponent(() => import("~/components/stage/PlacementResults").then((m) => m.PlacementResults));
const LivePlace = lazyComponent(() => import("~/components/class-race/LivePlace").then((m) => m.LivePlace));

/** The stage's and friend races' words; a class race's panel speaks from "classrace", the share menu from "kit". */
export const handle: I18nHandle = { i18n: ["play", "race", "classrace", "race-form", "kit"] };

async function loadGame(request: Request, context: AppLoadContext, splat: string | undefined): Promise<Game> {
  let game: Game | null;
  try {
    game = await findGameByPath(context.db, splat ?? "");
  } catch (error) {
    console.error(error);
    const t = await serverT(request, context, "play");
    throw await redirectWithToast(request, context, "/games", {
      title: t("errors.title"),
      description: t("errors.loadFailed"),
      variant: "error",
      durationMs: 6000,
    });
  }
  if (!game) {
    const t = await serverT(request, context, "play");
    throw await redirectWithToast(request, context, "/games", {
      title: t("errors.title"),
      description: t("errors.notFound"),
      variant: "error",
    });
  }
  return game;
}

// The class race's host form and banner (components/class-race) speak from "classrace".
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const game = await loadGame(request, context, params["*"]);
  const [{ user }, language] = await Promise.all([getSignedInUser(request, context), languageOf(request, context)]);
  const search = new URL(request.url).searchParams;
  const page = await playPage(
    { db: context.db, game, user, timeZone: context.env.APP_TIME_ZONE, language }, // language: the results' words
    {
      owner: await currentPlayer(request, context, user),
      runId: search.get("run"),
      challengeId: parseChallengeParam(search.get("challenge")),
      level: Number(search.get("level")) || null,
      placement: search.get("placement"),
    },
  );
  const origin = siteOrigin(request, context);
  return json({
    ...page,
    // "Host a class race" is for grown-ups: a signed-in adult (or an account from before birth dates were asked).
    mayHost: user?.mayTeach ?? false,
    cardEnabled: cardPaymentsConfigured(context.env),
    origin,
    serverNow: new Date().toISOString(),
    shareUrl: origin + playPath(game),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: data?.game.title ?? "Game",
    description: data?.game.description ?? "Play a CleverPlay game.",
  });

export async function action({ params, request, context }: ActionFunctionArgs) {
  const game = await loadGame(request, context, params["*"]);
  return playAction(request, context, await readForm(request), { game, race: raceRules() });
}

/** Answers (and the stage's comfort switches) sent as data change nothing else on the page: no reload after each. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  ["answer", "switch"].includes(String(formData?.get("intent"))) && formData?.get("mode") === "json" ? false : defaultShouldRevalidate;

export default function PlayGame() {
  const { t } = useTranslation("play");
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as PlayActionData | undefined;
  const { game, gameKey, access, signedIn, best, run, challenge } = data;
  // What a class race's mode made of the last answer (sent with its reply), for the mode's panel.
  const [raceNews, setRaceNews] = useState<RaceNews | null>(null);
  // Where a visitor signs in, coming back to this game.
  const location = useLocation();
  const signIn = signedIn ? null : loginPath(location.pathname);
  // Start (and Play Again) carry the challenge until it is completed.
  const challengeId = challenge && !challenge.completed ? challenge.id : null;
  // A round or a friend race running: nothing between the player and the stage but the way back and the title.
  const playing = Boolean(run && !run.finished);
  return (
    <div className={`mx-auto max-w-3xl px-4 ${playing ? "py-3" : "py-8"}`}>
      <PlayHeader {...{ game, signedIn, best, playing }} shareUrl={data.shareUrl} inviteCode={data.session?.inviteCode ?? null} />
      {challenge ? <ChallengeNote challenge={challenge} /> : null}
      {data.classRace ? (
        <ClassRaceBanner race={data.classRace} finished={Boolean(run?.finished)}>
          {data.classRoom && !run?.finished ? (
            <LivePlace room={data.classRoom} you={data.classRace.playerId} mode={data.classMode} news={raceNews} />
          ) : null}
        </ClassRaceBanner>
      ) : null}

      {/* With a session of this game open, the race is the game: one stage and one Start (the */}
      {/* host's), not a solo "Ready to play?" card above it. A solo run already going stays. */}
      {data.session && !run ? null : (
        <section aria-label={t("page.game")} className={`space-y-6 ${playing ? "mt-3" : "mt-6"}`}>
          {actionData?.error && !actionData.field ? (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
              {actionData.error}
            </p>
          ) : null}
          {!gameKey ? (
            <p role="alert" className="rounded-xl bg-slate-50 p-6 text-center text-slate-700">
              {t("page.notReady")}
            </p>
          ) : run?.placed ? (
            <PlacementResults
              gameKey={gameKey}
              run={run}
              placed={run.placed}
              startPath={`${location.pathname}?level=${run.placed.level}`}
            />
          ) : run?.finished ? (
            <RunResults
              gameKey={gameKey}
              run={run}
              signIn={signIn}
              challengeId={challengeId}
              best={run.state.level === undefined ? best : data.levelBest}
              unlocks={data.unlocks}
              challenges={data.earnedChallenges}
            />
          ) : run ? (
            <RunPlayer
              key={run.id}
              gameKey={gameKey}
              run={run}
              serverNow={data.serverNow}
              actionData={actionData}
              raceId={data.classRoom ? data.classRace?.id : undefined}
              onRaceNews={setRaceNews}
            />
          ) : access === "play" || data.freeRound?.state === "left" ? (
            <>
              <StartScreen
                gameKey={gameKey}
                howToPlay={data.howToPlay}
                challengeId={challengeId}
                levels={data.levels}
                defaultLevel={data.defaultLevel}
                freeRun={access !== "play"}
                practice={access === "play" ? { signIn } : undefined}
                findLevel={data.placement === "link" ? `${location.pathname}?placement=offer` : undefined}
              />
              {/* The first time (or asked for), Find my level comes right after the usual start: Start Game stays in a
                  young child's first screen (start-screen-for-the-youngest.md); Skip folds it away. */}
              {data.placement === "offer" ? <PlacementOffer gameKey={gameKey} skip={`${location.pathname}?placement=skip`} /> : null}
            </>
          ) : null}
          {data.freeRound && data.freeRound.state !== "left" && !(run && !run.finished) ? (
            <FreeRoundNote round={data.freeRound} short={data.unlockFolded ? data.player : null} price={game.priceCc ?? DEFAULT_PRICE_CC} />
          ) : null}
          {gameKey && access !== "play" && !(run && !run.finished) ? (
            !data.unlockFolded ? (
              <PremiumPurchase game={game} player={data.player} cardEnabled={data.cardEnabled} />
            ) : (
              <details className="card p-4" data-testid="unlock-folded">
                <summary className="cursor-pointer font-semibold text-slate-900">{t("premium.unlock", { title: game.title })}</summary>
                <div className="mt-4">
                  <PremiumPurchase game={game} player={data.player} cardEnabled={data.cardEnabled} />
                </div>
              </details>
            )
          ) : null}
        </section>
      )}
      {/* A class race under way is the game: no friend session offered under it. */}
      {game.isMultiplayer && gameKey && access === "play" && !(data.classRace && playing) ? (
        <div className="mt-8 race-panel">
          <MultiplayerPanel gameId={game.id} gameKey={gameKey} session={data.session} signedIn={signedIn} origin={data.origin} />
        </div>
      ) : null}
      {game.isMultiplayer && gameKey && access === "play" && !data.classRace && data.mayHost ? (
        <div className="mt-8">
          <HostClassRace
            gameId={game.id}
            signedIn={signedIn}
            levels={data.levels}
            defaultLevel={data.defaultLevel}
            pagePath={location.pathname}
          />
        </div>
      ) : null}

      <PlayFootnote signIn={signIn} />
    </div>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation("play");
  const { status } = useRouteErrorInfo();
  return (
    <RouteError title={status === 404 ? t("errors.notFound") : t("errors.loadFailed")} link={{ to: "/games", label: t("errors.browse") }} />
  );
}
