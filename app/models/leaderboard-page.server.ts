/**
 * The leaderboard page's data: its filters read from the query (unknown values mean "all"), and
 * the boards for them, trimmed to what the page shows. A hundred rows travel twice (the HTML and
 * the data the page hydrates from), so a board names its game by position in `games`, and a row
 * leaves out what it does not have: the key too, not only its value (single fetch's turbo-stream
 * writes an undefined key where JSON dropped it, about 60 bytes a row).
 */
import type { Queryable } from "~/db.server";
import { DEFAULT_LANGUAGE } from "~/i18n/config";
import { formatDay, shortCount } from "~/i18n/format";
import { leaderboardCategories, type LeaderboardCategory } from "~/utils/categories";
import { playPath } from "~/utils/slug";
import type { Game } from "./games.server";
import { levelsOfGame, shownBoards, shownList, type LeaderboardRow } from "./leaderboard.server";

export type LeaderboardPage = Awaited<ReturnType<typeof leaderboardPage>>;

/**
 * How "All Games" is shown: the spec's one list by rank (the default), or every game's own board
 * of ten with a link to all of it (docs/decisions/all-games-one-list.md).
 */
export const boardViews = ["list", "boards"] as const;
export type BoardView = (typeof boardViews)[number];

export async function leaderboardPage(
  db: Queryable,
  games: Game[],
  params: URLSearchParams,
  viewerId: string | null,
  language: string = DEFAULT_LANGUAGE,
) {
  const game = games.find((g) => g.slug === params.get("game")) ?? null;
  const categoryParam = params.get("category");
  const category: LeaderboardCategory = leaderboardCategories.find((c) => c === categoryParam) ?? "all";
  // Each game's levels, easiest first (a game without built-in content has none).
  const levels = games.map((g) =>
    levelsOfGame(g.title).map((level) => ({ id: level.id, name: level.name, es: level.es, ages: level.ages })),
  );
  // A level is one the game has (or, over all games, one that some game has); anything else means
  // "All levels", like an unknown game: so a form sent without JavaScript after switching from a
  // six-level game to a four-level one shows the new game's boards, not an empty page.
  const levelParam = Number(params.get("level"));
  const offered = game ? levels[games.indexOf(game)] : levels.flat();
  const level = offered.some((l) => l.id === levelParam) ? levelParam : null;
  // The game whose share menu the page shows (a row's Share link without JavaScript).
  const share = games.find((g) => g.slug === params.get("share"))?.slug ?? null;
  // One game is one board, whatever the view.
  const view: BoardView = !game && params.get("view") === "boards" ? "boards" : "list";
  const query = { viewerId, category, level: level ?? undefined };
  const [boards, list] =
    game || view === "boards" ? [await shownBoards(db, { ...query, gameId: game?.id }), null] : [[], await shownList(db, query)];
  const gameIndex = new Map(games.map((g, i) => [g.id, i]));
  return {
    games: games.map((g, i) => ({
      id: g.id,
      slug: g.slug,
      title: g.title,
      category: g.category,
      path: playPath(g),
      // Only the levels the page names (the select's, one game's; the boards' headings, a level of
      // every game): the data travels twice, in the HTML and the data the page hydrates from.
      ...((game ? g.id === game.id : level !== null) && { levels: levels[i] }),
    })),
    levelCount: Math.max(0, ...levels.map((l) => l.length)),
    filter: { game: game?.slug ?? "all", category, level: level === null ? "all" : String(level), view },
    share,
    boards: boards.map((board) => ({ game: gameIndex.get(board.gameId) ?? 0, rows: board.rows.map((row) => shownRow(row, language)) })),
    // The one list's rows say their game (by position in `games`) and their rank within it.
    list: list?.map((row) => ({ ...shownRow(row, language), game: gameIndex.get(row.gameId) ?? 0, rank: row.rank })) ?? null,
  };
}

function shownRow(row: LeaderboardRow, language: string) {
  return withoutUndefined({
    name: row.displayName || row.username,
    // A public profile is a link; a private one never is (its owner sees their own row).
    profileId: row.isPublic ? row.userId : undefined,
    username: row.username,
    avatarUrl: row.avatarUrl ?? undefined,
    frameUrl: row.frameUrl ?? undefined,
    emblemUrl: row.emblemUrl ?? undefined,
    characterUrl: row.characterUrl ?? undefined,
    score: row.score,
    // "1.3K" and "November 20, 2026" ("1,3 mil", "20 de noviembre de 2026") are written here, in
    // the reader's language: the browser then draws the board without creating its first
    // Intl.NumberFormat and DateTimeFormat, which cost a phone hundreds of milliseconds of
    // hydration (ICU's data, loaded once a page). A day repeats, and turbo-stream sends it once.
    shortScore: shortCount(row.score, language),
    playedOn: row.playedAt ? formatDay(new Date(row.playedAt), language) : undefined,
    viewer: row.isViewer || undefined,
    privateProfile: (row.isViewer && !row.isPublic) || undefined,
  });
}

/** The same object without its undefined keys: turbo-stream would write each of them. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
