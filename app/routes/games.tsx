import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GameCard } from "~/components/GameCard";
import { listGames } from "~/models/games.server";
import { categoryLabels, categoryTabs, parseCategoryTab } from "~/utils/categories";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "All Games",
    description: "Browse CleverPlay's math, reading, logic and premium brain-training games for ages 5-18.",
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const category = parseCategoryTab(new URL(request.url).searchParams.get("category"));
  return json({ category, games: await listGames(context.db, category) });
}

export default function Games() {
  const { category, games } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">Games</h1>
      <p className="mt-2 text-slate-700">Pick a game and start learning. Sign in to earn Clever Coins for every game you finish.</p>

      <nav aria-label="Categories" className="mt-8 overflow-x-auto">
        <ul className="flex gap-2">
          {categoryTabs.map((tab) => (
            <li key={tab}>
              <Link
                to={tab === "all" ? "/games" : `/games?category=${tab}`}
                aria-current={tab === category ? "page" : undefined}
                className={`btn ${tab === category ? "bg-indigo-700 text-white" : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50"}`}
              >
                {categoryLabels[tab]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {games.length === 0 ? (
        <p className="mt-10 text-slate-700">
          No games in this category yet. <Link to="/games" className="font-semibold text-indigo-700 underline">See all games</Link>
        </p>
      ) : (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {games.map((game) => (
            <GameCard key={game.id} game={game} />
          ))}
        </div>
      )}
    </div>
  );
}
