/**
 * Data the benchmark needs before it measures. Each hook runs once, in order, after the server
 * is up (migrated and seeded) and before any route is measured.
 *
 * signInPlayer (issue 12): a registered, verified, signed-in player whose cookie the signed-in
 * routes and pages use. seedLeaderboard (issue 4): 100,000 rows of user_game_progress for
 * /leaderboard, about 175,000 of user_level_progress for its level boards (issue 14), and a best
 * score in every game for the signed-in player (so /profile and /my-games show something). The realtime benchmark prepares its own players and sessions
 * (./realtime.ts) with the same context.
 */
import { sql } from "drizzle-orm";
import { queryRows } from "../app/db.server";
import { seedClass } from "./class-page";
import { insertPlayers, type PrepareHook, type PrepareContext } from "./prepare-context";
import { signUp } from "./sign-in";

/** Players for the leaderboard: 25,000 × the 4 games = 100,000 progress rows. */
const BENCH_PLAYERS = 25_000;

/** Registered and signed in through the site (./sign-in.ts). */
async function signInPlayer(context: PrepareContext) {
  context.player = await signUp(context.baseUrl, context.dataDir);
  context.log(`signed in as ${context.player.username}`);
}

/** 25,000 players with a best score in every game, and the signed-in player as well. */
async function seedLeaderboard({ withDatabase, log, player }: PrepareContext) {
  const rows = await withDatabase(async (db) => {
    await insertPlayers(db, "bench", BENCH_PLAYERS);
    await db.execute(sql`
      insert into user_game_progress (user_id, game_id, highest_score, times_played, total_time_played, last_played_at)
      select p.id, g.id, 1 + floor(random() * 5000)::integer, 1 + floor(random() * 20)::integer, 300,
             now() - random() * interval '30 days'
        from profiles p cross join games g
       where p.username like 'bench\_%' or p.username = ${player?.username ?? null}`);
    // And each player's bests at two levels of every game (levels 1 to 4 are in every built-in
    // game; a game without levels simply has rows nobody reads): a level's board reads them.
    await db.execute(sql`
      insert into user_level_progress (user_id, game_id, level, highest_score, times_played, last_played_at)
      select p.id, g.id, l.level, 1 + floor(random() * 5000)::integer, 1 + floor(random() * 10)::integer,
             now() - random() * interval '30 days'
        from profiles p cross join games g
        cross join lateral (select distinct 1 + (abs(hashtext(p.id::text || g.id::text || k::text)) % 4) as level
                              from generate_series(1, 2) as k) as l
       where p.username like 'bench\_%' or p.username = ${player?.username ?? null}`);
    await db.execute(sql`analyze users, profiles, user_game_progress, user_level_progress`);
    const [{ count, levels }] = await queryRows<{ count: number; levels: number }>(
      db,
      sql`select (select count(*)::integer from user_game_progress) as count, (select count(*)::integer from user_level_progress) as levels`,
    );
    return `${count} progress rows, ${levels} level rows`;
  });
  log(`leaderboard: ${rows}`);
}

export const prepareHooks: PrepareHook[] = [signInPlayer, seedLeaderboard, seedClass];
