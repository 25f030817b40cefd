import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { Avatar } from "~/components/Avatar";
import { CategoryBadge } from "~/components/GameCard";
import { ShareMenu } from "~/components/ShareMenu";
import { listGames } from "~/models/games.server";
import { leaderboard } from "~/models/leaderboard.server";
import { getSessionUser } from "~/models/session.server";
import { categoryLabels, leaderboardCategories, type LeaderboardCategory } from "~/utils/categories";
import { formatDate } from "~/utils/dates";
import { pageMeta } from "~/utils/meta";
import { abbreviateNumber, rankLabel } from "~/utils/numbers";
import { gameShareText } from "~/utils/share";
import { playPath } from "~/utils/slug";
import { siteOrigin } from "~/utils/url.server";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Leaderboard",
    description: "The best CleverPlay scores in math, reading, logic and premium games.",
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const [{ user }, games] = await Promise.all([getSessionUser(request, context), listGames(context.db)]);
  // Unknown filter values mean "all", like the games list's tabs.
  const game = games.find((g) => g.slug === params.get("game")) ?? null;
  const categoryParam = params.get("category");
  const category: LeaderboardCategory = leaderboardCategories.find((c) => c === categoryParam) ?? "all";
  const rows = await leaderboard(context.db, {
    viewerId: user?.id ?? null,
    gameId: game?.id,
    category,
  });
  return json({
    games: games.map((g) => ({ slug: g.slug, title: g.title })),
    filter: { game: game?.slug ?? "all", category },
    rows,
    signedIn: user !== null,
    origin: siteOrigin(request, context),
  });
}

export default function Leaderboard() {
  const { games, filter, rows, signedIn, origin } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/leaderboard";
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">Leaderboard</h1>
      <p className="mt-2 text-slate-700">The best score of every player in every game.</p>

      <Form method="get" onChange={(event) => submit(event.currentTarget)} className="mt-6 flex flex-wrap items-end gap-4">
        <label className="text-sm font-semibold text-slate-800">
          Game
          <select name="game" defaultValue={filter.game} className="input mt-1 min-w-56">
            <option value="all">All Games</option>
            {games.map((g) => (
              <option key={g.slug} value={g.slug}>
                {g.title}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold text-slate-800">
          Category
          <select name="category" defaultValue={filter.category} className="input mt-1 min-w-40">
            {leaderboardCategories.map((c) => (
              <option key={c} value={c}>
                {c === "all" ? "All Categories" : categoryLabels[c]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-secondary">
          Show
        </button>
      </Form>

      {loading ? (
        <p role="status" className="mt-6 text-slate-700">
          Loading leaderboard...
        </p>
      ) : rows.length === 0 ? (
        <div className="card mt-8 p-8 text-center">
          <p className="text-slate-700">No scores yet for this selection. Play a game to be the first on the board!</p>
          <Link to="/games" className="btn-primary mt-4">
            Browse Games
          </Link>
        </div>
      ) : (
        <div className="mt-8 overflow-x-auto">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Best scores, highest first</caption>
            <thead className="border-b border-slate-300 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Rank
                </th>
                <th scope="col" className="px-3 py-2">
                  Player
                </th>
                <th scope="col" className="px-3 py-2">
                  Game
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Score
                </th>
                <th scope="col" className="px-3 py-2">
                  Date
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Share</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const name = row.displayName || row.username;
                return (
                  <tr key={`${row.userId}-${row.game.id}`} className={`border-b border-slate-100 ${row.isViewer ? "bg-indigo-50" : ""}`}>
                    <td className={`whitespace-nowrap px-3 py-3 font-bold ${row.rank <= 3 ? "text-amber-800" : "text-slate-800"}`}>
                      {rankLabel(row.rank)}
                    </td>
                    <td className="px-3 py-3">
                      <div className="flex items-center gap-3">
                        <Avatar name={name} avatarUrl={row.avatarUrl} frameUrl={row.frameUrl} badgeUrl={row.badgeUrl} size={40} />
                        <div>
                          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                            {name}
                            {row.isViewer ? <span className="pill bg-indigo-700 text-white">You</span> : null}
                            {row.isViewer && !row.isPublic ? (
                              <span className="pill bg-slate-200 text-slate-800">Private Profile</span>
                            ) : null}
                          </p>
                          <p className="text-slate-600">@{row.username}</p>
                        </div>
                      </div>
                    </td>
                    <td className="px-3 py-3">
                      <div className="flex flex-col items-start gap-1">
                        <Link to={`/play/${row.game.id}`} className="font-semibold text-indigo-700 hover:underline">
                          {row.game.title}
                        </Link>
                        <CategoryBadge category={row.game.category} />
                      </div>
                    </td>
                    <td className="px-3 py-3 text-right text-base font-bold" title={String(row.score)}>
                      {abbreviateNumber(row.score)}
                    </td>
                    <td className="whitespace-nowrap px-3 py-3 text-slate-700">{row.playedAt ? formatDate(row.playedAt) : ""}</td>
                    <td className="px-3 py-3">
                      <ShareMenu
                        url={origin + playPath(row.game)}
                        text={gameShareText(row.game.title)}
                        gameId={row.game.id}
                        canEarn={signedIn}
                        label={`Share ${row.game.title}, ${name}'s score`}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const location = useLocation();
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">Leaderboard</h1>
      <p role="alert" className="mt-4 text-slate-700">
        Error loading leaderboard. Please try again in a moment.
      </p>
      <Link to={location.pathname + location.search} reloadDocument className="btn-primary mt-8">
        Try Again
      </Link>
    </div>
  );
}
