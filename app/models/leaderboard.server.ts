/**
 * The leaderboard: best scores per player and game, read straight from user_game_progress, one
 * board per game; or, for one level, from user_level_progress (a player's best at that level).
 * Rows of private profiles are shown only to their owner. A board's query walks
 * user_game_progress_game_score_idx (or user_level_progress_board_idx) and stops after `limit`
 * visible rows, so it stays fast however many rows there are.
 */
import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import { profiles, userGameProgress, userLevelProgress } from "../../drizzle/schema";
import { queryRows, type Queryable } from "~/db.server";
import { engineForTitle } from "~/games";
import { levelsFor, type Level } from "~/games/levels";
import type { LeaderboardCategory } from "~/utils/categories";
import { listGames } from "./games.server";
import { characters, emblems, frames, shownLookColumns, wornCharacter, wornEmblem, wornFrame } from "./player-look.server";
import { preparedPerDatabase } from "./prepared.server";

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
  /** Rows kept on each game's board: one game's and the one list's LEADERBOARD_LIMIT, each game's board's LEADERS_PER_GAME. */
  limit?: number;
}

/** How long the public board is kept: as long as the anonymous page cache keeps a page. */
export const BOARD_KEPT_MS = 2_000;

/** database → filter → the public board read for it, and until when it is kept. */
const keptBoards = new WeakMap<object, Map<string, { until: number; rows: Promise<BoardRow[]> }>>();

/** How many leaders of each game the view of every game's board shows. */
export const LEADERS_PER_GAME = 10;

/**
 * The boards the page shows, each ranked within its game: scores of different games do not
 * compare (Logic Lab's run into the hundreds, Math Quest's into the tens). One game's board keeps
 * its first LEADERBOARD_LIMIT, every game's board (of the category) its first LEADERS_PER_GAME,
 * unless `limit` says otherwise (the one list, shownList). Boards with no row are left out.
 *
 * Everyone's public rows are read at most once per BOARD_KEPT_MS per game and shared by every
 * viewer (a class opening the page at once); the viewer's own bests are read each time and put in
 * their place. A child sees a new best at once, and a private profile's rows only its owner;
 * another player's new score shows within 2 s.
 */
export async function shownBoards(
  db: Queryable,
  { viewerId, gameId, category = "all", level, fresh = false, limit = gameId ? LEADERBOARD_LIMIT : LEADERS_PER_GAME }: LeaderboardQuery,
) {
  const gameIds = (await gamesOf(db, gameId, category)) ?? (await listGames(db)).map((game) => game.id);
  const [boards, bests] = await Promise.all([
    Promise.all(gameIds.map((id) => (fresh ? publicBoard(db, id, level, limit) : keptPublicBoard(db, id, level, limit)))),
    viewerId && gameIds.length ? viewerBests(db, viewerId, level) : [],
  ]);
  const others = boards.map((rows) => rows.filter((row) => row.userId !== viewerId));
  // The viewer's best on a board goes after the public rows of at least its score (a tie keeps
  // the others first), so it is on the board when fewer than `limit` of those are.
  const placed = gameIds.map((id, i) => {
    const best = bests.find((row) => row.gameId === id);
    return best && others[i].filter((row) => row.score >= best.score).length < limit ? best : undefined;
  });
  // Most children are on no board: their look is read only for a row the page shows.
  const look = viewerId && placed.some(Boolean) ? await viewerLook(db, viewerId) : undefined;
  return gameIds
    .map((id, i) => {
      const best = placed[i];
      const mine = best && look ? [{ ...look, score: best.score, playedAt: best.playedAt }] : [];
      const rows = [...others[i], ...mine].sort((a, b) => b.score - a.score).slice(0, limit);
      return { gameId: id, rows: ranked(rows, viewerId) };
    })
    .filter((board) => board.rows.length > 0);
}

/**
 * The spec's "All Games": one list of the first LEADERBOARD_LIMIT rows by rank, each row ranked
 * within its game, so every game's champion comes first, then every runner-up, and so on (a tie
 * of rank keeps the games' order). It is made from the boards of one game's page, a hundred rows
 * each, kept 2 s and shared with those pages: no query of its own, and a game with few players
 * leaves its places to the others.
 */
export async function shownList(db: Queryable, query: Omit<LeaderboardQuery, "gameId" | "limit">) {
  const boards = await shownBoards(db, { ...query, limit: LEADERBOARD_LIMIT });
  return boards
    .flatMap((board) => board.rows.map((row) => ({ ...row, gameId: board.gameId })))
    .sort((a, b) => a.rank - b.rank) // stable: within a rank, the games' order
    .slice(0, LEADERBOARD_LIMIT);
}

/**
 * The viewer's bests on every game's board, at every level or at one: by the progress table's own
 * key, a row per game at most. Every signed-in view of the page reads them, through the SQL
 * function viewer_bests (migration 0034), whose queries are planned once per connection: PGlite
 * plans every statement anew, and planning cost more than running (one table, no join; their look
 * is read apart, only when a row is shown).
 */
async function viewerBests(db: Queryable, userId: string, level: number | undefined) {
  const rows = await queryRows<{ gameId: string; score: number; playedAt: Date | string | null }>(
    db,
    sql`select * from viewer_bests(${userId}, ${level ?? null}::integer)`,
  );
  // Timestamps arrive as Date or ISO text depending on the driver.
  return rows.map((row) => ({ ...row, playedAt: row.playedAt === null ? null : new Date(row.playedAt) }));
}

/** The viewer as their rows show them (to them: private or not). */
async function viewerLook(db: Queryable, userId: string) {
  const [look] = await lookOfViewer(db).execute({ userId });
  return look;
}

const lookOfViewer = preparedPerDatabase((db) =>
  db
    .select({ userId: profiles.id, ...shownLookColumns, isPublic: profiles.isPublic })
    .from(profiles)
    .leftJoin(frames, wornFrame)
    .leftJoin(emblems, wornEmblem)
    .leftJoin(characters, wornCharacter)
    .where(eq(profiles.id, sql.placeholder("userId")))
    .prepare("viewer_look"),
);

function keptPublicBoard(db: Queryable, gameId: string, level: number | undefined, limit: number): Promise<BoardRow[]> {
  let boards = keptBoards.get(db);
  if (!boards) keptBoards.set(db, (boards = new Map()));
  const key = `${gameId}:${level ?? "all"}:${limit}`;
  const now = Date.now();
  const kept = boards.get(key);
  if (kept && kept.until > now) return kept.rows;
  const rows = publicBoard(db, gameId, level, limit);
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

/** A board everyone sees: its best `limit` public rows (onPublicBoards). */
function publicBoard(db: Queryable, gameId: string, level: number | undefined, limit: number) {
  const progress = progressOf(level);
  const filters: SQL[] = [gt(progress.highestScore, 0), onPublicBoards, eq(progress.gameId, gameId)];
  if (level !== undefined) filters.push(eq(userLevelProgress.level, level));
  const query = db
    .select({
      userId: progress.userId,
      score: progress.highestScore,
      playedAt: progress.lastPlayedAt,
      ...shownLookColumns,
      isPublic: profiles.isPublic,
    })
    .from(progress as typeof userGameProgress)
    .innerJoin(profiles, eq(profiles.id, progress.userId))
    .leftJoin(frames, wornFrame)
    .leftJoin(emblems, wornEmblem)
    .leftJoin(characters, wornCharacter)
    .where(and(...filters))
    // Exactly the score indexes' order (DESC NULLS LAST, as drizzle-kit made them): with any other
    // order, PostgreSQL would sort every row instead of reading the first ones in order.
    .orderBy(sql`${progress.highestScore} desc nulls last`)
    .limit(limit);
  // A promise of the rows, not the query: a drizzle query runs again at every await.
  return Promise.resolve(query);
}

type BoardRow = Awaited<ReturnType<typeof publicBoard>>[number];

function ranked(rows: BoardRow[], viewerId: string | null) {
  return rows.map((row, index) => ({ ...row, rank: index + 1, isViewer: row.userId === viewerId }));
}

export type LeaderboardRow = Awaited<ReturnType<typeof shownBoards>>[number]["rows"][number];
