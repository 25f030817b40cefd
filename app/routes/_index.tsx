import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ChallengeCard, RefreshChallenges } from "~/components/ChallengeCard";
import { GameCard } from "~/components/GameCard";
import { challengeBoardOrNull } from "~/models/challenges/board.server";
import { describedIn } from "~/models/game-about.server";
import { listFeaturedGames } from "~/models/games.server";
import { playableGameIds } from "~/models/owned-games.server";
import { getSignedInUser } from "~/models/auth.server";
import { classCards } from "~/models/classes/homework-cards.server";
import { ClassCards } from "~/components/ClassCards";
import { pageMeta } from "~/utils/meta";
import { SubjectIcon } from "~/components/SubjectIcon";
import { useTranslation } from "react-i18next";
import { languageOf, serverT } from "~/models/language.server";
import type { I18nHandle } from "~/i18n/config";

export const handle: I18nHandle = { i18n: "home" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [{ user }, language] = await Promise.all([getSignedInUser(request, context), languageOf(request, context)]);
  const [featured, playable, classWork, board, t] = await Promise.all([
    listFeaturedGames(context.db),
    playableGameIds(context.db, user),
    classCards(context.db, user, context.env.APP_TIME_ZONE, language),
    challengeBoardOrNull(context.db, {
      userId: user?.id ?? null,
      timeZone: context.env.APP_TIME_ZONE,
      language,
    }),
    serverT(request, context, "home"),
  ]);
  return json({
    meta: { title: t("meta.title"), description: t("meta.description") },
    // The sign-up offers are for visitors (spec: the header's create-account button is for the signed out too).
    signedIn: user !== null,
    featured: describedIn(language, featured),
    playable: [...playable],
    classWork,
    // The spec's home shows the first 3 of the day's challenges (null: they could not be made).
    challenges: board && board.challenges.slice(0, 3),
  });
}

const categoryCards = [
  {
    category: "math",
    title: "categories.math.title",
    text: "categories.math.text",
    classes: "border-green-200 bg-green-50 text-green-900",
    icon: "math",
  },
  {
    category: "reading",
    title: "categories.reading.title",
    text: "categories.reading.text",
    classes: "border-blue-200 bg-blue-50 text-blue-900",
    icon: "book",
  },
  {
    category: "logic",
    title: "categories.logic.title",
    text: "categories.logic.text",
    classes: "border-purple-200 bg-purple-50 text-purple-900",
    icon: "puzzle",
  },
  {
    category: "premium",
    title: "categories.premium.title",
    text: "categories.premium.text",
    classes: "border-amber-200 bg-amber-50 text-amber-900",
    icon: "bolt",
  },
] as const;

export default function Home() {
  const { signedIn, featured, playable, challenges, classWork } = useLoaderData<typeof loader>();
  const { t } = useTranslation("home");
  return (
    <>
      <section className="bg-gradient-to-b from-indigo-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-16 text-center md:py-24">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 md:text-5xl">
            {t("hero.title")} <span className="text-indigo-700">{t("hero.highlight")}</span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">{t("hero.text")}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/games" className="btn-primary px-6 text-lg">
              {t("hero.start")}
            </Link>
            {signedIn ? null : (
              <Link to="/auth/register" className="btn-secondary px-6 text-lg">
                {t("hero.signUp")}
              </Link>
            )}
          </div>
        </div>
      </section>

      {classWork.homework.length + classWork.races.length > 0 ? (
        <div className="mx-auto max-w-6xl px-4">
          <ClassCards {...classWork} />
        </div>
      ) : null}
      <section aria-labelledby="categories" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="categories" className="text-2xl font-bold">
          {t("subjects")}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {categoryCards.map((card) => (
            <li key={card.category}>
              <Link
                to={`/games?category=${card.category}`}
                className={`block h-full rounded-2xl border p-6 transition hover:shadow-md ${card.classes}`}
              >
                <SubjectIcon name={card.icon} size={36} />
                <span className="mt-3 block text-xl font-bold">{t(card.title)}</span>
                <span className="mt-1 block text-sm">{t(card.text)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="featured" className="mx-auto max-w-6xl px-4 py-12">
        <div className="flex items-end justify-between gap-4">
          <h2 id="featured" className="text-2xl font-bold">
            {t("featured.title")}
          </h2>
          <Link to="/games" className="font-semibold text-indigo-700 underline-offset-2 hover:underline">
            {t("featured.all")}
          </Link>
        </div>
        {featured.length === 0 ? (
          <p className="mt-6 text-slate-700">{t("featured.none")}</p>
        ) : (
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {featured.map((game, i) => (
              <GameCard key={game.id} game={game} owned={playable.includes(game.id)} first={i === 0} />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="daily-challenges" className="mx-auto max-w-6xl px-4 py-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="daily-challenges" className="text-2xl font-bold">
            {t("challenges.title")}
          </h2>
          <div className="flex items-center gap-4">
            <RefreshChallenges pagePath="/" />
            <Link to="/challenges" className="font-semibold text-indigo-700 underline-offset-2 hover:underline">
              {t("challenges.all")}
            </Link>
          </div>
        </div>
        {challenges === null ? (
          <p role="alert" className="mt-6 text-slate-700">
            <strong>{t("challenges.failedTitle")}.</strong> {t("challenges.failed")}
          </p>
        ) : challenges.length === 0 ? (
          <p className="mt-6 text-slate-700">{t("challenges.none")}</p>
        ) : (
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {challenges.map((challenge) => (
              <ChallengeCard key={challenge.id} challenge={challenge} pagePath="/" />
            ))}
          </div>
        )}
      </section>

      {signedIn ? null : (
        <section className="mx-auto max-w-6xl px-4 py-12">
          <div className="rounded-3xl bg-indigo-700 px-6 py-12 text-center text-white">
            <h2 className="text-3xl font-bold">{t("ready.title")}</h2>
            <p className="mx-auto mt-3 max-w-xl text-indigo-100">{t("ready.text")}</p>
            <Link to="/auth/register" className="btn mt-6 bg-white px-6 text-lg text-indigo-800 hover:bg-indigo-50">
              {t("ready.create")}
            </Link>
          </div>
        </section>
      )}
    </>
  );
}
