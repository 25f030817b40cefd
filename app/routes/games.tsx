import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { GameCard } from "~/components/GameCard";
import { ClassCards } from "~/components/ClassCards";
import { JoinBox } from "~/components/JoinBox";
import { classCards } from "~/models/classes/homework-cards.server";
import { listGames } from "~/models/games.server";
import { playableGameIds } from "~/models/owned-games.server";
import { getSignedInUser } from "~/models/auth.server";
import { categoryLabels, categoryTabs, parseCategoryTab } from "~/utils/categories";
import { pageMeta } from "~/utils/meta";
import { RouteError } from "~/components/RouteError";

/** The join box's words (JoinBox: the race namespace). */
export const handle = { i18n: ["race"] };

export const meta: MetaFunction = () =>
  pageMeta({
    title: "All Games",
    description: "Browse CleverPlay's math, reading, logic and premium brain-training games for ages 5-18.",
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const category = parseCategoryTab(new URL(request.url).searchParams.get("category"));
  const { user } = await getSignedInUser(request, context);
  const [games, playable, classWork] = await Promise.all([
    listGames(context.db, category),
    playableGameIds(context.db, user),
    classCards(context.db, user, context.env.APP_TIME_ZONE),
  ]);
  return json({ category, games, playable: [...playable], signedIn: user !== null, classWork });
}

export default function Games() {
  const { category, games, playable, signedIn, classWork } = useLoaderData<typeof loader>();
  const loading = useNavigation().location?.pathname === "/games";
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">Games</h1>
      <p className="mt-2 text-slate-700">
        Pick a game and start learning.{" "}
        {signedIn ? "You earn Clever Coins for every game you finish." : "Sign in to earn Clever Coins for every game you finish."}
      </p>
      <ClassCards {...classWork} />
      <div className="mt-8">
        <JoinBox />
      </div>

      <nav aria-label="Categories" className="mt-8 overflow-x-auto">
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
                {categoryLabels[tab]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {loading ? (
        <p role="status" className="sr-only">
          Loading games...
        </p>
      ) : null}
      {games.length === 0 ? (
        <p className="mt-10 text-slate-700">
          No games in this category yet.{" "}
          <Link to="/games" className="font-semibold text-indigo-700 underline">
            See all games
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
  return <RouteError title="Games" loadingError="Failed to load games. Please try again." link={{ to: "/games", reload: true }} />;
}
