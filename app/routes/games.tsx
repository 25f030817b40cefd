import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { GameCard } from "~/components/GameCard";
import { ClassCards } from "~/components/ClassCards";
import { JoinBox } from "~/components/JoinBox";
import { classCards } from "~/models/classes/homework-cards.server";
import { listGames } from "~/models/games.server";
import { playableGameIds } from "~/models/owned-games.server";
import { getSignedInUser } from "~/models/auth.server";
import { categoryTabs, parseCategoryTab, type CategoryTab } from "~/utils/categories";
import { pageMeta } from "~/utils/meta";
import { RouteError } from "~/components/RouteError";
import { useTranslation } from "react-i18next";
import type { I18nHandle } from "~/i18n/config";
import { languageOf, serverT } from "~/models/language.server";
import { describedIn } from "~/models/game-about.server";

/** The page's words, and the join box's (JoinBox: the race namespace). */
export const handle: I18nHandle = { i18n: ["games", "race"] };

/** Each tab's word: All is this page's, a category the shell's (common.json), as on the game cards. */
const tabKeys: Record<CategoryTab, string> = {
  all: "all",
  premium: "common:categories.premium",
  math: "common:categories.math",
  reading: "common:categories.reading",
  logic: "common:categories.logic",
};

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const category = parseCategoryTab(new URL(request.url).searchParams.get("category"));
  const [{ user }, language] = await Promise.all([getSignedInUser(request, context), languageOf(request, context)]);
  const [games, playable, classWork, t] = await Promise.all([
    listGames(context.db, category),
    playableGameIds(context.db, user),
    classCards(context.db, user, context.env.APP_TIME_ZONE, language),
    serverT(request, context, "games"),
  ]);
  return json({
    meta: { title: t("meta.title"), description: t("meta.description") },
    category,
    games: describedIn(language, games),
    playable: [...playable],
    signedIn: user !== null,
    classWork,
  });
}

export default function Games() {
  const { category, games, playable, signedIn, classWork } = useLoaderData<typeof loader>();
  const loading = useNavigation().location?.pathname === "/games";
  const { t } = useTranslation("games");
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">{t("title")}</h1>
      <p className="mt-2 text-slate-700">
        {t("pick")} {signedIn ? t("earn") : t("signInToEarn")}
      </p>
      <ClassCards {...classWork} />
      <div className="mt-8">
        <JoinBox />
      </div>

      <nav aria-label={t("categoriesNav")} className="mt-8 overflow-x-auto">
        <ul className="flex gap-2">
          {categoryTabs.map((tab) => (
            <li key={tab}>
              <Link
                to={tab === "all" ? "/games" : `/games?category=${tab}`}
                aria-current={tab === category ? "page" : undefined}
                className={`btn ${
                  tab === category ? "bg-indigo-700 text-white" : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
                }`}
              >
                {t(tabKeys[tab])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {loading ? (
        <p role="status" className="sr-only">
          {t("loading")}
        </p>
      ) : null}
      {games.length === 0 ? (
        <p className="mt-10 text-slate-700">
          {t("empty")}{" "}
          <Link to="/games" className="font-semibold text-indigo-700 underline">
            {t("seeAll")}
          </Link>
        </p>
      ) : (
        <div className={`mt-8 grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${loading ? "opacity-60" : ""}`}>
          {games.map((game, i) => (
            <GameCard key={game.id} game={game} owned={playable.includes(game.id)} first={i === 0} />
          ))}
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation("games");
  return <RouteError title={t("title")} loadingError={t("loadingError")} link={{ to: "/games", reload: true }} />;
}
