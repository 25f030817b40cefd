import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CategoryBadge } from "~/components/GameCard";
import { findGameByPath } from "~/models/games.server";
import { pageMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const game = await findGameByPath(context.db, params["*"] ?? "");
  if (!game) {
    throw await redirectWithToast(request, context, "/games", {
      title: "Error",
      description: "Game not found.",
      variant: "error",
    });
  }
  return json({ game });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({ title: data?.game.title ?? "Game", description: data?.game.description ?? "Play a CleverPlay game." });

/** The game page (play controls arrive with the games work; see issue 4). */
export default function PlayGame() {
  const { game } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/games" className="text-sm font-semibold text-indigo-700 hover:underline">
        ← Back to Games
      </Link>
      <div className="mt-6 flex flex-wrap gap-2">
        <CategoryBadge category={game.category} />
        {game.isPremium ? <span className="pill bg-amber-100 text-amber-900">Premium</span> : null}
        {game.isMultiplayer ? <span className="pill bg-sky-100 text-sky-900">Multiplayer</span> : null}
      </div>
      <h1 className="mt-3 text-3xl font-extrabold">{game.title}</h1>
      <p className="mt-2 text-slate-700">{game.description}</p>
      <p className="mt-2 text-sm font-medium text-slate-600">
        Ages {game.minAge}-{game.maxAge}
      </p>
      <p className="mt-8 rounded-xl bg-slate-50 p-6 text-center text-slate-700">Game content loading...</p>
    </div>
  );
}
