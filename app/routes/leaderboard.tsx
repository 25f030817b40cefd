import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { BoardFilters } from "~/components/leaderboard/BoardFilters";
import { GameBoard } from "~/components/leaderboard/GameBoard";
import { ShareFromBoard } from "~/components/leaderboard/ShareFromBoard";
import { getSignedInUser } from "~/models/auth.server";
import { listGames } from "~/models/games.server";
import { leaderboardPage } from "~/models/leaderboard-page.server";
import { pageMeta } from "~/utils/meta";
import { siteOrigin } from "~/utils/url.server";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Leaderboard",
    description: "The best CleverPlay scores in math, reading, logic and premium games.",
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [{ user }, games] = await Promise.all([getSignedInUser(request, context), listGames(context.db)]);
  const page = await leaderboardPage(context.db, games, new URL(request.url).searchParams, user?.id ?? null);
  return json({ ...page, origin: siteOrigin(request, context), signedIn: user !== null });
}

export default function Leaderboard() {
  const { games, levelCount, origin, filter, share, boards, signedIn } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/leaderboard";
  // One share menu on the page. With JavaScript a board's Share opens it beside the board's name;
  // without, the link reloads the page with that game's menu open below the boards.
  const [sharing, setSharing] = useState<number | null>(null);
  const shown = boards.map((board) => board.game);
  const shared = shown.find((index) => games[index].slug === share) ?? shown[0];
  const query = (changes: Record<string, string>) => {
    const params = new URLSearchParams(Object.entries(filter).filter(([, value]) => value !== "all"));
    for (const [name, value] of Object.entries(changes)) params.set(name, value);
    return `?${params}`;
  };
  const shareHref = (index: number) => `${query({ share: games[index].slug })}#share`;
  const oneGame = filter.game !== "all";
  const level = filter.level === "all" ? null : Number(filter.level);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">Leaderboard</h1>
      <p className="mt-2 text-slate-700">
        {oneGame
          ? level === null
            ? "Everyone's best score in this game. Play again to climb!"
            : `Everyone's best score at level ${level} of this game. Play again to climb!`
          : level === null
            ? "The top players of every game. Each game has its own board, so pick one to see more players."
            : `The top players of every game at level ${level}. Each game has its own board.`}
      </p>
      <p data-testid="level-note" className="mt-1 text-sm text-slate-700">
        {level === null
          ? "All levels: your best at any level counts. Level 1 and level 5 are different questions, so pick a level to see who did best at yours."
          : `Only level ${level} scores count here, so everyone on these boards played the same kind of questions.`}
      </p>
      <BoardFilters games={games} filter={filter} levelCount={levelCount} />
      {loading ? (
        <p role="status" className="mt-6 text-slate-700">
          Loading leaderboard...
        </p>
      ) : boards.length === 0 ? (
        <div className="card mt-8 p-8 text-center">
          <p className="text-slate-700">No scores yet for this selection. Play a game to be the first on the board!</p>
          <Link to="/games" className="btn-primary mt-4">
            Browse Games
          </Link>
        </div>
      ) : (
        <>
          {boards.map((board) => (
            <GameBoard
              key={games[board.game].slug}
              game={games[board.game]}
              rows={board.rows}
              level={level}
              seeAllHref={oneGame ? null : query({ game: games[board.game].slug })}
              shareHref={shareHref(board.game)}
              sharing={sharing === board.game}
              onShare={() => setSharing(board.game)}
              origin={origin}
              signedIn={signedIn}
            />
          ))}
          <ShareFromBoard
            games={games}
            shown={shown}
            shared={shared}
            open={share !== null}
            shareHref={shareHref}
            origin={origin}
            signedIn={signedIn}
          />
        </>
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
