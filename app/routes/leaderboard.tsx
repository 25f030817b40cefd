import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { useState } from "react";
import { Avatar } from "~/components/Avatar";
import { CategoryBadge } from "~/components/GameCard";
import { ShareMenu } from "~/components/ShareMenu";
import { listGames } from "~/models/games.server";
import { levelsOfGame, shownBoards } from "~/models/leaderboard.server";
import { describeLevelAges } from "~/games/levels";
import { getSessionUser } from "~/models/auth.server";
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
  // Each game's levels, easiest first (a game without built-in content has none).
  const levels = games.map((g) =>
    levelsOfGame(g.title).map((level) => ({ id: level.id, name: level.name, ages: describeLevelAges(level) })),
  );
  // A level is one the game has (or, over all games, one that some game has); anything else means
  // "All levels", like an unknown game: so a form sent without JavaScript after switching from a
  // six-level game to a four-level one shows the new game's boards, not an empty page.
  const levelParam = Number(params.get("level"));
  const offered = game ? levels[games.indexOf(game)] : levels.flat();
  const level = offered.some((l) => l.id === levelParam) ? levelParam : null;
  // The game whose share menu the page shows (a row's Share link without JavaScript).
  const share = games.find((g) => g.slug === params.get("share"))?.slug ?? null;
  const boards = await shownBoards(context.db, {
    viewerId: user?.id ?? null,
    gameId: game?.id,
    category,
    level: level ?? undefined,
  });
  const origin = siteOrigin(request, context);
  // A hundred rows travel twice (the HTML and the data the page hydrates from): a board names its
  // game by position in `games`, and a row leaves out what it does not have.
  const gameIndex = new Map(games.map((g, i) => [g.id, i]));
  return json({
    games: games.map((g, i) => ({
      id: g.id,
      slug: g.slug,
      title: g.title,
      category: g.category,
      path: playPath(g),
      // Only the levels the page names (the select's, one game's; the boards' headings, a level of
      // every game): the data travels twice, in the HTML and the data the page hydrates from.
      levels: (game ? g.id === game.id : level !== null) ? levels[i] : undefined,
    })),
    levelCount: Math.max(0, ...levels.map((l) => l.length)),
    origin,
    filter: { game: game?.slug ?? "all", category, level: level === null ? "all" : String(level) },
    share,
    boards: boards.map((board) => ({
      game: gameIndex.get(board.gameId) ?? 0,
      rows: board.rows.map((row) => ({
        name: row.displayName || row.username,
        // A public profile is a link; a private one never is (its owner sees their own row).
        profileId: row.isPublic ? row.userId : undefined,
        username: row.username,
        avatarUrl: row.avatarUrl ?? undefined,
        frameUrl: row.frameUrl ?? undefined,
        badgeUrl: row.badgeUrl ?? undefined,
        score: row.score,
        playedOn: row.playedAt ? new Date(row.playedAt).toISOString().slice(0, 10) : undefined,
        viewer: row.isViewer || undefined,
        privateProfile: (row.isViewer && !row.isPublic) || undefined,
      })),
    })),
    signedIn: user !== null,
  });
}

export default function Leaderboard() {
  const { games, levelCount, origin, filter, share, boards, signedIn } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const submit = useSubmit();
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
  // The levels to choose from: the game's own, named; over all games, level numbers (each game's
  // board then names its level).
  const gameLevels = oneGame ? (games.find((g) => g.slug === filter.game)?.levels ?? []) : null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">Leaderboard</h1>
      <p className="mt-2 text-slate-700">
        {oneGame
          ? level === null
            ? "The best score of every player in this game."
            : `The best score of every player at level ${level} of this game.`
          : level === null
            ? "Each game's leaders, ranked within their game: a Math Quest score and a Logic Lab score do not compare."
            : `Each game's leaders at its level ${level}, ranked within their game.`}
      </p>
      <p data-testid="level-note" className="mt-1 text-sm text-slate-700">
        {level === null
          ? "All levels: each player's best at any level. A level 1 score and a level 5 score are not equal, so choose a level to rank only players who played that level."
          : "Only scores from this level count here, so everyone on a board played questions of the same level."}
      </p>
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
        {levelCount > 0 && (gameLevels === null || gameLevels.length > 0) ? (
          // A level's name is long: on a phone the select takes the row and no more.
          <label className="max-w-full text-sm font-semibold text-slate-800">
            Level
            <select name="level" defaultValue={filter.level} className="input mt-1 block w-full min-w-40 max-w-full">
              <option value="all">All levels</option>
              {gameLevels
                ? gameLevels.map((l) => (
                    <option key={l.id} value={l.id}>
                      {/* The ages first: on a phone the select shows the start of it. */}
                      {`Level ${l.id} (${l.ages}): ${l.name}`}
                    </option>
                  ))
                : Array.from({ length: levelCount }, (_, i) => (
                    <option key={i} value={i + 1}>
                      {i === 0 ? "Level 1 (easiest)" : `Level ${i + 1}`}
                    </option>
                  ))}
            </select>
          </label>
        ) : null}
        <button type="submit" className="btn-secondary">
          Show
        </button>
      </Form>
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
          {boards.map((board) => {
            const game = games[board.game];
            const boardLevel = level === null ? undefined : game.levels?.find((l) => l.id === level);
            return (
              <section
                key={game.slug}
                // Named by the game and, on a level's board, the level.
                aria-labelledby={boardLevel ? `board-${game.slug} board-${game.slug}-level` : `board-${game.slug}`}
                className="mt-8"
              >
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div>
                    <h2 id={`board-${game.slug}`} className="text-xl font-bold">
                      <Link to={game.path} discover="none" className="hover:underline">
                        {game.title}
                      </Link>
                    </h2>
                    {boardLevel ? (
                      <p id={`board-${game.slug}-level`} data-testid="board-level" className="text-sm font-semibold text-slate-700">
                        {`Level ${boardLevel.id}: ${boardLevel.name} · ${boardLevel.ages}`}
                      </p>
                    ) : null}
                  </div>
                  <div className="flex flex-wrap items-center gap-3">
                    {oneGame ? null : (
                      <Link to={query({ game: game.slug })} className="font-semibold text-indigo-700 underline">
                        {`See all of ${game.title}`}
                      </Link>
                    )}
                    {sharing === board.game ? (
                      <ShareMenu url={origin + game.path} text={gameShareText(game.title)} gameId={game.id} canEarn={signedIn} open />
                    ) : (
                      <a
                        href={shareHref(board.game)}
                        onClick={(event) => {
                          event.preventDefault();
                          setSharing(board.game);
                        }}
                        className="btn-secondary text-sm"
                      >
                        Share
                      </a>
                    )}
                  </div>
                </div>
                <div className="relative mt-3 overflow-x-auto">
                  <table className="board w-full text-left text-sm">
                    <caption className="sr-only">
                      {`${game.title}${boardLevel ? `, level ${boardLevel.id}` : ""}: best scores, highest first`}
                    </caption>
                    <thead className="text-xs uppercase tracking-wide text-slate-600">
                      <tr>
                        <th scope="col">Rank</th>
                        <th scope="col">Player</th>
                        <th scope="col" className="text-right">
                          Score
                        </th>
                        <th scope="col">Date</th>
                      </tr>
                    </thead>
                    <tbody>
                      {board.rows.map((row, i) => {
                        const rank = i + 1; // the rows come ranked within their game, best first
                        return (
                          <tr key={i} className={row.viewer ? "bg-indigo-50" : undefined}>
                            <td className={rank <= 3 ? "top" : undefined}>{rankLabel(rank)}</td>
                            <td>
                              {/* Laid out by the stylesheet (.board td:nth-child(2)): no wrapper in each of 100 rows. */}
                              <Avatar name={row.name} avatarUrl={row.avatarUrl} frameUrl={row.frameUrl} badgeUrl={row.badgeUrl} />
                              <b>
                                {row.profileId ? (
                                  <Link to={`/profile/${row.profileId}`} discover="none">
                                    {row.name}
                                  </Link>
                                ) : (
                                  row.name
                                )}
                              </b>
                              {row.viewer ? <span className="pill ml-2 bg-indigo-700 text-white">You</span> : null}
                              {row.privateProfile ? <span className="pill ml-2 bg-slate-200 text-slate-800">Private Profile</span> : null}
                              <small>{`@${row.username}`}</small>
                            </td>
                            <td title={String(row.score)}>{abbreviateNumber(row.score)}</td>
                            <td>{row.playedOn ? formatDate(row.playedOn) : ""}</td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              </section>
            );
          })}
          <section id="share" aria-labelledby="share-games" className="mt-8 scroll-mt-24">
            <h2 id="share-games" className="text-lg font-bold">
              Share a game from the board
            </h2>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <div className="flex items-center gap-3 rounded-xl border border-slate-200 p-3">
                <CategoryBadge category={games[shared].category} />
                <span className="font-semibold">{games[shared].title}</span>
                <ShareMenu
                  url={origin + games[shared].path}
                  text={gameShareText(games[shared].title)}
                  gameId={games[shared].id}
                  canEarn={signedIn}
                  label={`Share ${games[shared].title}`}
                  open={share !== null}
                />
              </div>
              {shown
                .filter((index) => index !== shared)
                .map((index) => (
                  <Link key={index} to={shareHref(index)} className="font-semibold text-indigo-700 underline">
                    {`Share ${games[index].title}`}
                  </Link>
                ))}
            </div>
          </section>
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
