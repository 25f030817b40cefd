// One meaning per word (docs/glossary.md): migration 0018 renames multiplayer_sessions.state
// ('waiting' | 'playing', which said "waiting" as status does, for another thing) to race_state
// ('idle' | 'racing'), and user_game_progress.levels_completed (finished runs, not levels) to
// times_played. On a database migrated up to 0017 with rows in both tables, the upgrade keeps
// every row's meaning, and the SQL functions that named the old columns work on the new ones.
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { games, multiplayerSessions, userGameProgress } from "../../drizzle/schema";
import { queryRows } from "~/db.server";
import { dueRaces } from "~/models/multiplayer/race.server";
import { drivers } from "../support/fresh-database";
import { databaseBefore, gamesBefore, playerBefore } from "../support/migrated-before";

const UPGRADE = "0018_race_state_and_times_played";

for (const driver of drivers) {
  it(`the upgrade turns state into race_state (waiting → idle, playing → racing) and levels_completed into times_played [${driver}]`, async () => {
    const { handle, upgrade, dispose } = await databaseBefore(driver, UPGRADE);
    try {
      const { db } = handle;
      await gamesBefore(db);
      const [game] = await db.select().from(games).where(eq(games.slug, "math-quest-number-crunch"));
      const playerThen = async (name: string) => (await playerBefore(db, name)).id;
      const [mia, leo, ada, bo] = [
        await playerThen("mia_then"),
        await playerThen("leo_then"),
        await playerThen("ada_then"),
        await playerThen("bo_then"),
      ];
      const sessionThen = async (code: string, host: string, guest: string, state: string, endsAt: string | null) => {
        const [row] = await queryRows<{ id: string }>(
          db,
          sql`insert into multiplayer_sessions (game_id, invite_code, player1_id, player2_id, state, started_at, ends_at, expires_at)
              values (${game.id}, ${code}, ${host}, ${guest}, ${state}, ${endsAt ? sql`now() - interval '3 minutes'` : null},
                      ${endsAt ? sql.raw(endsAt) : null}, now() + interval '1 hour')
              returning id`,
        );
        return row.id;
      };
      const racing = await sessionThen("RACE01", mia, leo, "playing", "now() - interval '2 minutes'");
      const idle = await sessionThen("IDLE01", ada, bo, "waiting", null);
      await db.execute(
        sql`insert into user_game_progress (user_id, game_id, highest_score, levels_completed, total_time_played, last_played_at)
            values (${mia}, ${game.id}, 12, 7, 2100, now())`,
      );

      await upgrade();

      const sessions = await db
        .select({ id: multiplayerSessions.id, raceState: multiplayerSessions.raceState })
        .from(multiplayerSessions)
        .orderBy(multiplayerSessions.inviteCode);
      expect(sessions).toEqual([
        { id: idle, raceState: "idle" },
        { id: racing, raceState: "racing" },
      ]);
      const [progress] = await db.select().from(userGameProgress).where(eq(userGameProgress.userId, mia));
      expect([progress.highestScore, progress.timesPlayed, progress.totalTimePlayed]).toEqual([12, 7, 2100]);
      const columns = await queryRows<{ table_name: string; column_name: string; column_default: string }>(
        db,
        sql`select table_name, column_name, column_default from information_schema.columns
             where (table_name = 'multiplayer_sessions' and column_name in ('state', 'race_state'))
                or (table_name = 'user_game_progress' and column_name in ('levels_completed', 'times_played'))
             order by table_name, column_name`,
      );
      expect(columns.map((c) => [c.table_name, c.column_name, c.column_default])).toEqual([
        ["multiplayer_sessions", "race_state", "'idle'::text"],
        ["user_game_progress", "times_played", "0"],
      ]);

      // The partial index of due races names the new column and value, and the due-races job uses it.
      const [index] = await queryRows<{ indexdef: string }>(
        db,
        sql`select indexdef from pg_indexes where indexname = 'multiplayer_sessions_racing_ends_idx'`,
      );
      expect(index.indexdef).toContain(`race_state = 'racing'::text`);
      expect(await dueRaces(db)).toEqual([racing]);
      // Only the new values are allowed.
      await expect(db.execute(sql`update multiplayer_sessions set race_state = 'playing' where id = ${idle}`)).rejects.toThrow();

      // The functions re-created on the new names.
      const [health] = await queryRows<{ health: Record<string, unknown> }>(
        db,
        sql`select validate_session_health(${racing}::uuid) as health`,
      );
      expect(health.health).toMatchObject({ race_state: "racing", issues: ["race_past_deadline"] });
      const [ended] = await queryRows<{ ended: boolean }>(
        db,
        sql`select end_multiplayer_session_with_notification(${racing}::uuid, ${mia}::uuid) as ended`,
      );
      expect(ended.ended).toBe(true);
      await db
        .update(multiplayerSessions)
        .set({ createdAt: sql`now() - interval '5 hours'` })
        .where(eq(multiplayerSessions.id, idle));
      const [cleaned] = await queryRows<{ count: number }>(db, sql`select cleanup_expired_sessions() as count`);
      expect(Number(cleaned.count)).toBe(1);
      expect(
        await db
          .select({ status: multiplayerSessions.status, raceState: multiplayerSessions.raceState })
          .from(multiplayerSessions)
          .orderBy(multiplayerSessions.inviteCode),
      ).toEqual([
        { status: "expired", raceState: "idle" },
        { status: "completed", raceState: "idle" },
      ]);
      const [run] = await queryRows<{ id: string }>(
        db,
        sql`insert into game_runs (game_id, user_id, seed, state, deadline)
            values (${game.id}, ${mia}, 's', '{"score": 3, "index": 3}'::jsonb, now() + interval '1 minute') returning id`,
      );
      await db.execute(sql`select award_game_completion_cc(${mia}::uuid, ${game.id}::uuid, ${run.id}::uuid, false)`);
      const [after] = await db.select().from(userGameProgress).where(eq(userGameProgress.userId, mia));
      expect([after.highestScore, after.timesPlayed]).toEqual([12, 8]);
    } finally {
      await dispose();
    }
  });
}
