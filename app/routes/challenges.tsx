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
import { DAILY_CHALLENGES, DAILY_LIMIT_REACHED, GENERATION_FAILED, NO_CHALLENGES } from "~/utils/challenges";
import { calendarDay, formatDate } from "~/utils/dates";
import { pageMeta } from "~/utils/meta";
import { anyField, readFormAs } from "~/utils/read-form.server";
import { safeRedirectPath } from "~/utils/redirect.server";
import { redirectWithToast } from "~/utils/toast.server";

const PAGE = "/challenges";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Daily Challenges",
    description: `${DAILY_CHALLENGES.perDay} new challenges every day, ${DAILY_CHALLENGES.reward} Clever Coins each.`,
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await getSignedInUser(request, context);
  const now = new Date();
  const timeZone = context.env.APP_TIME_ZONE;
  const board = await challengeBoardOrNull(context.db, {
    userId: user?.id ?? null,
    timeZone,
    now,
  });
  return json({ day: calendarDay(now, timeZone), board }, { status: board ? 200 : 503 });
}

/** Refresh: makes sure today's challenges exist, then back to the page the button was on. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { redirectTo } = await readFormAs(request, { redirectTo: anyField });
  const back = safeRedirectPath(redirectTo, PAGE);
  try {
    await dailyChallengesFor(context.db, calendarDay(new Date(), context.env.APP_TIME_ZONE));
  } catch (error) {
    console.error("daily challenges could not be generated", error);
    return redirectWithToast(request, context, back, {
      ...GENERATION_FAILED,
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
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold">Daily Challenges</h1>
          <p className="mt-1 font-semibold text-slate-700">
            <time dateTime={day}>{formatDate(day)}</time>
          </p>
        </div>
        <RefreshChallenges pagePath={PAGE} />
      </div>

      {loading ? (
        <p role="status" className="mt-6 text-slate-700">
          Loading challenges...
        </p>
      ) : null}

      {board === null ? (
        <div role="alert" className="card mt-8 p-8 text-center">
          <h2 className="text-xl font-bold">{GENERATION_FAILED.title}</h2>
          <p className="mt-2 text-slate-700">{GENERATION_FAILED.description}</p>
          <div className="mt-4 flex justify-center">
            <RefreshChallenges pagePath={PAGE} className="btn-primary" />
          </div>
        </div>
      ) : (
        <div className={loading ? "opacity-60" : undefined}>
          <ProgressCard board={board} />
          {board.challenges.length === 0 ? (
            <div className="card mt-8 p-8 text-center">
              <p className="text-slate-700">{NO_CHALLENGES}</p>
              <div className="mt-4 flex justify-center">
                <RefreshChallenges pagePath={PAGE} className="btn-primary" />
              </div>
            </div>
          ) : (
            <section aria-labelledby="challenges-title" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {/* The cards' titles are h3s: a heading above them keeps the outline in order for screen readers. */}
              <h2 id="challenges-title" className="sr-only">
                Today&apos;s challenges
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
  if (!progress) {
    return (
      <p className="mt-6 rounded-xl bg-indigo-50 px-4 py-3 text-indigo-900">
        <Link to={loginPath(PAGE, { via: AUTH_LOGIN })} className="font-semibold underline">
          Sign in
        </Link>{" "}
        to complete challenges and earn {DAILY_CHALLENGES.reward} Clever Coins for each one.
      </p>
    );
  }
  const completed = challenges.filter((c) => c.status === "completed").length;
  return (
    <section aria-labelledby="progress-title" data-testid="challenge-progress" className="card mt-6 grid gap-4 p-6 sm:grid-cols-3">
      <h2 id="progress-title" className="sr-only">
        Today&apos;s progress
      </h2>
      <p>
        <span className="block text-2xl font-extrabold text-indigo-700">
          {progress.completedToday}/{progress.dailyLimit} Daily Limit
        </span>
        <span className="text-sm text-slate-600">challenges completed today</span>
      </p>
      <p>
        <span className="block text-2xl font-extrabold text-slate-900">
          {completed} of {challenges.length}
        </span>
        <span className="text-sm text-slate-600">of today&apos;s challenges done</span>
      </p>
      <p>
        <span className="block text-2xl font-extrabold text-amber-800">{progress.coinsToday} CC</span>
        <span className="text-sm text-slate-600">earned today</span>
      </p>
      {progress.completedToday >= progress.dailyLimit ? (
        <p className="font-semibold text-green-900 sm:col-span-3">{DAILY_LIMIT_REACHED.description}</p>
      ) : null}
    </section>
  );
}
