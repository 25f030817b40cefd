/**
 * Data the benchmark needs before it measures. Each hook runs once, in order, after the server
 * is up (migrated and seeded) and before any route is measured.
 *
 * Empty for now. The leaderboard work (issue 4) adds a hook that inserts 100,000 progress rows,
 * then adds `/leaderboard` to `routes` in ./config.ts. A sketch (one statement each, so it stays
 * fast on PGlite too; adapt the columns to the schema of that day):
 *
 *   import { sql } from "drizzle-orm";
 *
 *   async function seedLeaderboard({ withDatabase, log }: PrepareContext) {
 *     await withDatabase(async (db) => {
 *       // 25,000 players × the 4 games = 100,000 rows of user_game_progress
 *       await db.execute(sql`insert into users (...) select ... from generate_series(1, 25000) as g`);
 *       await db.execute(sql`insert into profiles (...) select ... from users`);
 *       await db.execute(sql`insert into user_game_progress (user_id, game_id, highest_score, ...)
 *         select p.id, g.id, (random() * 5000)::int, ... from profiles p cross join games g`);
 *       await db.execute(sql`analyze user_game_progress`);
 *     });
 *     log("leaderboard: 100,000 progress rows");
 *   }
 *
 *   export const prepareHooks: PrepareHook[] = [seedLeaderboard];
 */
import type { Database } from "../app/db.server";

export interface PrepareContext {
  /** http://127.0.0.1:PORT of the running app (unchanged by withDatabase). */
  baseUrl: string;
  driver: "postgres" | "pglite";
  /** BENCH_DATABASE_URL, on PostgreSQL. */
  databaseUrl?: string;
  /** The server's DATA_DIR (temporary). On PGlite the database lives in `${dataDir}/pglite`. */
  dataDir: string;
  /**
   * Runs `work` with a drizzle database connected to the app's database, then closes it.
   * PostgreSQL: a separate connection while the server runs. PGlite (one process at a time):
   * the server is stopped for the duration and started again after, at the same address.
   */
  withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** One line in the harness output. */
  log(message: string): void;
}

export type PrepareHook = (context: PrepareContext) => Promise<void>;

export const prepareHooks: PrepareHook[] = [];
