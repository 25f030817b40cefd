// Migration 0038 moves a friend session's players from its per-player columns to one
// session_seats row a seat (docs/decisions/party-races.md). On a database from before it, with a
// race under way and a host waiting alone, the upgrade keeps who sits where with their ready
// flag, score, level and run, and the re-created join seats the next player after them.
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { games } from "../../drizzle/schema";
import { queryRows } from "~/db.server";
import { joinSession } from "~/models/multiplayer/join.server";
import { sessionView } from "~/models/multiplayer/view.server";
import { drivers } from "../support/fresh-database";
import { databaseBefore, gamesBefore, playerBefore } from "../support/migrated-before";
import { seatRows } from "../support/seats";

for (const driver of drivers) {
  it(`the upgrade seats every session's host and guest as they were, and joins go on from there [${driver}]`, async () => {
    const { handle, upgrade, dispose } = await databaseBefore(driver, "0039_party_seats");
    try {
      const { db } = handle;
      await gamesBefore(db);
      const [game] = await db.select().from(games).where(eq(games.slug, "math-quest-number-crunch"));
      const [mia, leo, ada, bo] = await Promise.all(["mia_seat", "leo_seat", "ada_seat", "bo_seat"].map((n) => playerBefore(db, n)));
      const state = { seed: "s", index: 5, score: 5, correct: 5, answered: 5, streak: 5, level: 4 };
      const [run] = await queryRows<{ id: string }>(
        db,
        sql`insert into game_runs (game_id, user_id, seed, state, deadline)
            values (${game.id}, ${leo.id}, 's', ${JSON.stringify(state)}::jsonb, now() + interval '1 minute') returning id`,
      );
      const [racing] = await queryRows<{ id: string }>(
        db,
        sql`insert into multiplayer_sessions (game_id, invite_code, player1_id, player2_id, race_state, player1_ready, player2_ready,
                                              player1_score, player2_score, player1_level, player2_level, player2_run_id,
                                              started_at, ends_at, expires_at)
            values (${game.id}, 'RACE38', ${mia.id}, ${leo.id}, 'racing', true, true, 3, 5, 2, 4, ${run.id},
                    now(), now() + interval '1 minute', now() + interval '1 hour') returning id`,
      );
      const [waiting] = await queryRows<{ id: string }>(
        db,
        sql`insert into multiplayer_sessions (game_id, invite_code, player1_id, player1_level, expires_at)
            values (${game.id}, 'WAIT38', ${ada.id}, 3, now() + interval '1 hour') returning id`,
      );

      await upgrade();

      const seats = (rows: Awaited<ReturnType<typeof seatRows>>) =>
        rows.map(({ seat, profileId, ready, score, level, runId }) => ({ seat, profileId, ready, score, level, runId }));
      expect(seats(await seatRows(db, racing.id))).toEqual([
        { seat: 1, profileId: mia.id, ready: true, score: 3, level: 2, runId: null },
        { seat: 2, profileId: leo.id, ready: true, score: 5, level: 4, runId: run.id },
      ]);
      expect(seats(await seatRows(db, waiting.id))).toEqual([
        { seat: 1, profileId: ada.id, ready: false, score: 0, level: 3, runId: null },
      ]);
      // The guest still sees the race as it stood: both players, their scores, their own question.
      const view = (await sessionView(db, racing.id, leo.id))!;
      expect(view.players.map((p) => [p.seat, p.score, p.level])).toEqual([
        [1, 3, 2],
        [2, 5, 4],
      ]);
      expect(view.question?.index).toBe(5);
      // A session for two (the default) seats one guest, then is full.
      expect(await joinSession(db, "WAIT38", bo.id)).toMatchObject({ success: true, session: { player2_id: bo.id, max_players: 2 } });
      expect(await joinSession(db, "RACE38", bo.id)).toMatchObject({ success: false, errorType: "session_full" });
    } finally {
      await dispose();
    }
  });
}
