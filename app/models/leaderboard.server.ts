/**
 * The leaderboard: best scores per player and game, read straight from user_game_progress, one
 * board per game; or, for one level, from user_level_progress (a player's best at that level).
 * Rows of private profiles are shown only to their owner. A board's query walks
 * user_game_progress_game_score_idx (or user_level_progress_board_idx) and stops after `limit`
 * visible rows, so it stays fast however many rows there are.
 */
import { and, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import { games, profiles, userGameProgress, userLevelProgress } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { engineForTitle } from "~/games";
import { levelsFor, type Level } from "~/games/levels";
import type { LeaderboardCategory } from "~/utils/categories";
import { listGames } from "./games.server";
import { characters, emblems, frames, shownLookColumns, wornCharacter, wornEmblem, wornFrame } from "./player-look.server";

export const LEADERBOARD_LIMIT = 100;

/** The levels a game's boards can be filtered by: its engine's (none for a game without built-in content). */
export function levelsOfGame(title: string): readonly Level[] {
  const engine = engineForTitle(title);
  return engine ? levelsFor(engine.key) : [];
}

export interface LeaderboardQuery {
  viewerId: string | null;
  gameId?: string;
  category?: LeaderboardCategory;
  /**
   * One level of each game (app/games/levels.ts): each player's best at that level. Without, each
   * player's best at any level, as the spec's leaderboard ranks them.
   */
  level?: number;
  /** Read everyone's rows now, not the ones kept for 2 s (the scale bench measures the queries). */
  fresh?: boolean;
}

/** How long the public board is kept: as long as the anonymous page cache keeps a page. */
export const BOARD_KEPT_MS = 2_000;

/** database → filter → the public board read for it, and until when it is kept. */
const keptBoards = new WeakMap<object, Map<string, { until: number; rows: Promise<BoardRow[]> }>>();

/** How many leaders of each game "All Games" shows. */
export const LEADERS_PER_GAME = 10;

/**
 * The boards the page shows, each ranked within its game: scores of different games do not
 * compare (Logic Lab's run into the hundreds, Math Quest's into the tens), so "All Games" is the
 * first LEADERS_PER_GAME of every game (of the category), and one game its first LEADERBOARD_LIMIT.
 * Boards with no row are left out.
 *
 * Everyone's public rows are read at most once per BOARD_KEPT_MS per game and shared by every
 * viewer (a class opening the page at once); the viewer's own rows are read each time and put in
 * their place. A child sees a new best at once, and a private profile's rows only its owner;
 * another player's new score shows within 2 s.
 */
export async function shownBoards(db: Queryable, { viewerId, gameId, category = "all", level, fresh = false }: LeaderboardQuery) {
  const gameIds = (await gamesOf(db, gameId, category)) ?? (await listGames(db)).map((game) => game.id);
  const limit = gameId ? LEADERBOARD_LIMIT : LEADERS_PER_GAME;
  const [boards, own] = await Promise.all([
    Promise.all(gameIds.map((id) => (fresh ? boardRows(db, onPublicBoards, [id], level, limit) : keptPublicBoard(db, id, level, limit)))),
    // By the progress table's own key, (user_id, game_id) or (user_id, game_id, level): a player
    // has a row per board at most. (Ordered by score with a limit, the planner would walk the
    // score index past every row.)
    viewerId && gameIds.length ? boardRows(db, eq(progressOf(level).userId, viewerId), gameIds, level) : [],
  ]);
  return gameIds
    .map((id, i) => {
      const mine = own.filter((row) => row.game.id === id);
      // Stable: a viewer's row goes after the public rows of the same score.
      const rows = [...boards[i].filter((row) => row.userId !== viewerId), ...mine].sort((a, b) => b.score - a.score).slice(0, limit);
      return { gameId: id, rows: ranked(rows, viewerId) };
    })
    .filter((board) => board.rows.length > 0);
}

function keptPublicBoard(db: Queryable, gameId: string, level: number | undefined, limit: number): Promise<BoardRow[]> {
  let boards = keptBoards.get(db);
  if (!boards) keptBoards.set(db, (boards = new Map()));
  const key = `${gameId}:${level ?? "all"}:${limit}`;
  const now = Date.now();
  const kept = boards.get(key);
  if (kept && kept.until > now) return kept.rows;
  const rows = boardRows(db, onPublicBoards, [gameId], level, limit);
  boards.set(key, { until: now + BOARD_KEPT_MS, rows });
  rows.catch(() => boards.delete(key));
  return rows;
}

/** A game and a category as the ids of the games they leave (undefined: every game). */
async function gamesOf(db: Queryable, gameId: string | undefined, category: LeaderboardCategory): Promise<string[] | undefined> {
  // A category becomes its games' ids first, so the query filters user_game_progress alone and
  // can walk (game_id, highest_score) in order instead of sorting every row of the category.
  let gameIds = gameId ? [gameId] : undefined;
  if (category !== "all") {
    // Premium, as on the games list, means the premium games, whatever their subject.
    const ids = (await listGames(db, category)).map((game) => game.id);
    gameIds = gameIds ? gameIds.filter((id) => ids.includes(id)) : ids;
  }
  return gameIds;
}

/**
 * Who is on the boards everyone sees: public profiles, and children whose parent has not answered
 * yet, under their nickname only (shownLookColumns; their profile is private and never linked).
 */
const onPublicBoards = sql`(${profiles.isPublic} or ${profiles.nickname} is not null)`;

/** Where a board's bests are kept: every level together (the spec's), or one level's. */
function progressOf(level: number | undefined) {
  return level === undefined ? userGameProgress : userLevelProgress;
}

/** The board's rows that `visible` lets through: the best `limit` of them, or all when no limit. */
function boardRows(db: Queryable, visible: SQL, gameIds: string[] | undefined, level: number | undefined, limit?: number) {
  const progress = progressOf(level);
  const filters: SQL[] = [gt(progress.highestScore, 0), visible];
  if (level !== undefined) filters.push(eq(userLevelProgress.level, level));
  if (gameIds) filters.push(gameIds.length === 1 ? eq(progress.gameId, gameIds[0]) : inArray(progress.gameId, gameIds));
  // A promise of the rows, not the query: a drizzle query runs again at every await.
  const query = db
    .select({
      userId: progress.userId,
      score: progress.highestScore,
      playedAt: progress.lastPlayedAt,
      ...shownLookColumns,
      isPublic: profiles.isPublic,
      game: { id: games.id, title: games.title, category: games.category },
    })
    .from(progress as typeof userGameProgress)
    .innerJoin(profiles, eq(profiles.id, progress.userId))
    .innerJoin(games, eq(games.id, progress.gameId))
    .leftJoin(frames, wornFrame)
    .leftJoin(emblems, wornEmblem)
    .leftJoin(characters, wornCharacter)
    .where(and(...filters))
    .$dynamic();
  if (limit === undefined) return Promise.resolve(query);
  // Exactly the score indexes' order (DESC NULLS LAST, as drizzle-kit made them): with any other
  // order, PostgreSQL would sort every row instead of reading the first ones in order.
  return Promise.resolve(query.orderBy(sql`${progress.highestScore} desc nulls last`).limit(limit));
}

type BoardRow = Awaited<ReturnType<typeof boardRows>>[number];

function ranked(rows: BoardRow[], viewerId: string | null) {
  return rows.map((row, index) => ({ ...row, rank: index + 1, isViewer: row.userId === viewerId }));
}

export type LeaderboardRow = Awaited<ReturnType<typeof shownBoards>>[number]["rows"][number];
