/**
 * /play/set/{id}: a teacher's set played solo from its share link, on its game's stage, by
 * anyone with the link (signed out too). Not listed anywhere and not indexed. `?run={id}` shows
 * one of the player's runs, as on a game's page; every step is a form post that works without
 * JavaScript. A signed-in player who played it can report it from here (report-flow.server.ts).
 */
import { json, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { SET_STAGE, setLength } from "~/games/sets/content";
import type { SetKind } from "~/games/sets/content";
import type { PlayActionData } from "~/games/run-view";
import { StartScreen } from "~/components/stage/StartScreen";
import { ReportSetForm } from "~/components/sets/ReportSetForm";
import { getSignedInUser } from "~/models/auth.server";
import { languageOf } from "~/models/language.server";
import { fixedT } from "~/i18n/messages.server";
import { runOnPage } from "~/models/runs/answer-service.server";
import { playAction } from "~/models/runs/play-action.server";
import { currentPlayer } from "~/models/runs/player.server";
import { runView } from "~/models/runs/view.server";
import { unlocksOfRun } from "~/models/runs/unlocks.server";
import { playableSet, setOnStage, type PlayableSet } from "~/models/sets/playable-set.server";
import { reportSetAndSay } from "~/models/sets/report-flow.server";
import { lazyComponent } from "~/utils/lazy";
import { loginPath } from "~/utils/login";
import { pageMeta } from "~/utils/meta";
import { readForm } from "~/utils/read-form.server";
import { RouteError, useRouteErrorInfo } from "~/components/RouteError";

const RunPlayer = lazyComponent(() => import("~/components/stage/RunPlayer").then((m) => m.RunPlayer));
const RunResults = lazyComponent(() => import("~/components/stage/RunResults").then((m) => m.RunResults));

/** The stage's words and the set's own (a set is played on a game's stage). */
export const handle = { i18n: ["play", "kit"] };

/** What a teacher's set is, in the header: "Word list from a teacher". */
const KIND_FROM: Record<SetKind, string> = { words: "set.fromWords", math: "set.fromMath", quiz: "set.fromQuiz" };

/** Never in a search engine: the link is the teacher's to share. */
const NOT_INDEXED = { "X-Robots-Tag": "noindex, nofollow" };

async function loadSet(request: Request, context: AppLoadContext, setId: string | undefined): Promise<PlayableSet> {
  const found = await playableSet(context.db, setId ?? "");
  if ("status" in found)
    throw new Response(fixedT(await languageOf(request, context), "play")(found.said), { status: found.status, headers: NOT_INDEXED });
  return found;
}

function howToPlay({ content }: PlayableSet, t: TFunction): string {
  const n = setLength(content);
  if (content.kind === "words") return t("set.howWords", { n });
  if (content.kind === "quiz") return t("set.howQuiz", { n });
  return t("set.howMath");
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const playable = await loadSet(request, context, params.setId);
  const { user } = await getSignedInUser(request, context);
  const language = await languageOf(request, context);
  const t = fixedT(language, "play");
  const play = { db: context.db, timeZone: context.env.APP_TIME_ZONE, ...setOnStage(playable) };
  const runId = new URL(request.url).searchParams.get("run");
  const own = runId ? await runOnPage(play, await currentPlayer(request, context, user), runId) : null;
  return json(
    {
      meta: { title: playable.set.title, description: t("set.metaDescription") },
      set: { id: playable.set.id, title: playable.set.title, kind: playable.set.kind },
      gameKey: SET_STAGE[playable.set.kind],
      howToPlay: howToPlay(playable, t),
      run: own ? runView(own.run, own.engine, fixedT(language, "common")) : null,
      // A finished round's results say what it unlocked (a set's round counts for characters and badges too).
      unlocks: own?.run.finishedAt && user ? await unlocksOfRun(context.db, own.run, language) : [],
      signedIn: user !== null,
      serverNow: new Date().toISOString(),
    },
    { headers: { ...NOT_INDEXED, "Cache-Control": "private, no-store" } },
  );
}

// Without data (the set not found, hidden or deleted) the site's own title and description stand, in the reader's words.
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...(data ? pageMeta(data.meta) : []),
  { name: "robots", content: "noindex, nofollow" },
];

export async function action({ request, params, context }: ActionFunctionArgs) {
  const playable = await loadSet(request, context, params.setId);
  const form = await readForm(request);
  if (form.intent === "report") return reportSetAndSay(request, context, playable.set.id, form);
  return playAction(request, context, form, setOnStage(playable));
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "answer" && formData?.get("mode") === "json" ? false : defaultShouldRevalidate;

export default function PlaySet() {
  const { t } = useTranslation("play");
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as PlayActionData | undefined;
  const location = useLocation();
  const { run, gameKey } = data;
  const playing = Boolean(run && !run.finished);
  return (
    <div className={`mx-auto max-w-3xl px-4 ${playing ? "py-3" : "py-8"}`}>
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">{t(KIND_FROM[data.set.kind])}</p>
        <h1 className="break-words text-3xl font-extrabold text-slate-900">{data.set.title}</h1>
      </header>
      <section aria-label={t("page.game")} className="mt-6 space-y-6">
        {actionData?.error && !actionData.field ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
            {actionData.error}
          </p>
        ) : null}
        {run?.finished ? (
          <RunResults
            gameKey={gameKey}
            run={run}
            signIn={data.signedIn ? null : loginPath(location.pathname)}
            challengeId={null}
            best={null}
            unlocks={data.unlocks}
          />
        ) : run ? (
          <RunPlayer key={run.id} gameKey={gameKey} run={run} serverNow={data.serverNow} actionData={actionData} />
        ) : (
          <StartScreen gameKey={gameKey} howToPlay={data.howToPlay} challengeId={null} levels={[]} defaultLevel={1} />
        )}
      </section>
      {playing ? null : <ReportSetForm signedIn={data.signedIn} signIn={loginPath(location.pathname)} />}
    </div>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation("play");
  const { said } = useRouteErrorInfo();
  return <RouteError title={said ?? t("set.loadFailed")} link={{ to: "/games", label: t("errors.browse") }} />;
}
