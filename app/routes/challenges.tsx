/**
 * /challenges: today's daily challenges (generated on the first request of the day), the signed-in
 * player's progress against the 6-a-day limit, and a card per challenge whose button plays its
 * game. The action is the Refresh button (also on the home page): a plain form, so it works
 * without JavaScript.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { AUTH_LOGIN, loginPath } from "~/utils/login";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { ChallengeCard, RefreshChallenges } from "~/components/ChallengeCard";
import { challengeBoardOrNull, type ChallengeBoard } from "~/models/challenges/board.server";
import { dailyChallengesFor } from "~/models/challenges/daily.server";
import { getSignedInUser } from "~/models/auth.server";
import { DAILY_CHALLENGES } from "~/utils/challenges";
import { calendarDay } from "~/utils/dates";
import { formatDay } from "~/i18n/format";
import { Trans, useTranslation } from "react-i18next";
import type { I18nHandle } from "~/i18n/config";
import { languageOf, serverT } from "~/models/language.server";
import { fixedT } from "~/i18n/messages.server";
import { pageMeta } from "~/utils/meta";
import { anyField, readFormAs } from "~/utils/read-form.server";
import { safeRedirectPath } from "~/utils/redirect.server";
import { redirectWithToast } from "~/utils/toast.server";

const PAGE = "/challenges";

export const handle: I18nHandle = { i18n: "rewards-pages" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await getSignedInUser(request, context);
  const now = new Date();
  const timeZone = context.env.APP_TIME_ZONE;
  const language = await languageOf(request, context);
  const board = await challengeBoardOrNull(context.db, { userId: user?.id ?? null, timeZone, now, language });
  const t = fixedT(language, "rewards-pages");
  const meta = {
    title: t("challenges.metaTitle"),
    description: t("challenges.metaDescription", { perDay: DAILY_CHALLENGES.perDay, reward: DAILY_CHALLENGES.reward }),
  };
  return json({ meta, day: calendarDay(now, timeZone), board }, { status: board ? 200 : 503 });
}

/** Refresh: makes sure today's challenges exist, then back to the page the button was on. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { redirectTo } = await readFormAs(request, { redirectTo: anyField });
  const back = safeRedirectPath(redirectTo, PAGE);
  try {
    await dailyChallengesFor(context.db, calendarDay(new Date(), context.env.APP_TIME_ZONE));
  } catch (error) {
    console.error("daily challenges could not be generated", error);
    const t = await serverT(request, context, "rewards-pages");
    return redirectWithToast(request, context, back, {
      title: t("challenges.failedTitle"),
      description: t("challenges.failed"),
      variant: "error",
      durationMs: 6000,
    });
  }
  return redirect(back);
}

export default function Challenges() {
  const { day, board } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state !== "idle" && (navigation.location?.pathname === PAGE || navigation.formAction === PAGE);
  const { t, i18n } = useTranslation("rewards-pages");
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold">{t("challenges.title")}</h1>
          <p className="mt-1 font-semibold text-slate-700">
            <time dateTime={day}>{formatDay(day, i18n.language)}</time>
          </p>
        </div>
        <RefreshChallenges pagePath={PAGE} />
      </div>

      {loading ? (
        <p role="status" className="mt-6 text-slate-700">
          {t("challenges.loading")}
        </p>
      ) : null}

      {board === null ? (
        <div role="alert" className="card mt-8 p-8 text-center">
          <h2 className="text-xl font-bold">{t("challenges.failedTitle")}</h2>
          <p className="mt-2 text-slate-700">{t("challenges.failed")}</p>
          <div className="mt-4 flex justify-center">
            <RefreshChallenges pagePath={PAGE} className="btn-primary" />
          </div>
        </div>
      ) : (
        <div className={loading ? "opacity-60" : undefined}>
          <ProgressCard board={board} />
          {board.challenges.length === 0 ? (
            <div className="card mt-8 p-8 text-center">
              <p className="text-slate-700">{t("challenges.none")}</p>
              <div className="mt-4 flex justify-center">
                <RefreshChallenges pagePath={PAGE} className="btn-primary" />
              </div>
            </div>
          ) : (
            <section aria-labelledby="challenges-title" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {/* The cards' titles are h3s: a heading above them keeps the outline in order for screen readers. */}
              <h2 id="challenges-title" className="sr-only">
                {t("challenges.today")}
              </h2>
              {board.challenges.map((challenge) => (
                <ChallengeCard key={challenge.id} challenge={challenge} pagePath={PAGE} />
              ))}
            </section>
          )}
        </div>
      )}
    </div>
  );
}

function ProgressCard({ board }: { board: ChallengeBoard }) {
  const { progress, challenges } = board;
  const { t } = useTranslation("rewards-pages");
  if (!progress) {
    return (
      <p className="mt-6 rounded-xl bg-indigo-50 px-4 py-3 text-indigo-900">
        <Trans
          t={t}
          i18nKey="challenges.signIn"
          values={{ reward: DAILY_CHALLENGES.reward }}
          components={{ a: <Link to={loginPath(PAGE, { via: AUTH_LOGIN })} className="font-semibold underline" /> }}
        />
      </p>
    );
  }
  const completed = challenges.filter((c) => c.status === "completed").length;
  return (
    <section aria-labelledby="progress-title" data-testid="challenge-progress" className="card mt-6 grid gap-4 p-6 sm:grid-cols-3">
      <h2 id="progress-title" className="sr-only">
        {t("challenges.progress")}
      </h2>
      <p>
        <span className="block text-2xl font-extrabold text-indigo-700">
          {t("challenges.limit", { done: progress.completedToday, limit: progress.dailyLimit })}
        </span>
        <span className="text-sm text-slate-600">{t("challenges.completedToday")}</span>
      </p>
      <p>
        <span className="block text-2xl font-extrabold text-slate-900">
          {t("challenges.done", { done: completed, total: challenges.length })}
        </span>
        <span className="text-sm text-slate-600">{t("challenges.doneOfToday")}</span>
      </p>
      <p>
        <span className="block text-2xl font-extrabold text-amber-800">{t("challenges.coins", { coins: progress.coinsToday })}</span>
        <span className="text-sm text-slate-600">{t("challenges.earnedToday")}</span>
      </p>
      {progress.completedToday >= progress.dailyLimit ? (
        <p className="font-semibold text-green-900 sm:col-span-3">{t("challenges.limitReached", { perDay: DAILY_CHALLENGES.perDay })}</p>
      ) : null}
    </section>
  );
}
