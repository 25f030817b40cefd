// Migrations 0051-0052 count a Gold Quest player's chests in their place (class_race_players.
// chests_opened) instead of counting their chest events on every chest (docs/decisions/gold-quest.md).
// A race under way when the site is upgraded goes on as it was: every player's count is their chest
// events', the chest waiting is still the one that waits, and none opens twice. On PostgreSQL a chest
// opened while the upgrade waits to begin is counted, and one asked for while it runs is opened after
// it, by the new function.
import { eq, sql } from "drizzle-orm";
import postgres from "postgres";
import { expect, it } from "vitest";
import { classRaceEvents, classRacePlayers, games } from "../../drizzle/schema";
import { queryRows, type Queryable } from "~/db.server";
import { drawChest } from "~/models/class-races/modes/gold-chests.server";
import { openChest } from "~/models/class-races/modes/gold.server";
import { LOSE_PERCENT } from "~/utils/gold-quest";
import { drivers } from "../support/fresh-database";
import { databaseBefore, gamesBefore, playerBefore } from "../support/migrated-before";

const UPGRADE = "0051_gold_chests_opened";
const SEED = "gold-upgrade";

/** The old function's call for `player`'s chest `chest` picked as closed chest 1, drawn as the app draws it. */
function oldChest(raceId: string, playerId: string, chest: number) {
  const draw = drawChest(SEED, playerId, chest, 1);
  const detail = JSON.stringify({ chest, picked: 1, roll: draw.roll, outcome: draw.outcome });
  return sql`select refusal from open_gold_chest(${raceId}::uuid, ${playerId}::uuid, ${chest}::integer, ${draw.outcome}::text,
               ${draw.gain}::integer, ${draw.percent}::integer, ${draw.pick}::bigint, ${LOSE_PERCENT}::integer, ${detail}::jsonb)`;
}

/** Until a statement of this database waits for a lock `waiting` times (the upgrade, then a chest behind it). */
async function untilWaiting(db: Queryable, waiting: number) {
  for (let i = 0; i < 200; i++) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::integer as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (row.n >= waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${waiting} statements waiting for a lock`);
}

for (const driver of drivers) {
  it(`a Gold Quest race under way through the upgrade keeps each player's chests counted, one a chest [${driver}]`, async () => {
    const { handle, upgrade, dispose } = await databaseBefore(driver, UPGRADE);
    try {
      const { db } = handle;
      await gamesBefore(db);
      const [game] = await db.select().from(games).where(eq(games.slug, "math-quest-number-crunch"));
      const [host, maya, sam, leo] = await Promise.all(["host_up", "maya_up", "sam_up", "leo_up"].map((n) => playerBefore(db, n)));
      // A Gold race playing, as the schema stood: each player's run with their right answers so far.
      const [race] = await queryRows<{ id: string }>(
        db,
        sql`insert into class_races (invite_code, host_id, game_id, status, mode, seed, seconds, started_at, plays_from, ends_at)
            values ('GOLD51', ${host.id}, ${game.id}, 'playing', 'gold', ${SEED}, 600, now(), now(), now() + interval '10 minutes')
            returning id`,
      );
      const placeOf = async (userId: string, correct: number) => {
        const [place] = await queryRows<{ id: string }>(
          db,
          sql`insert into class_race_players (race_id, user_id) values (${race.id}, ${userId}) returning id`,
        );
        const state = JSON.stringify({ seed: SEED, index: correct, score: correct, correct, answered: correct, streak: correct, level: 1 });
        await db.execute(
          sql`insert into game_runs (game_id, user_id, seed, state, deadline, class_race_player_id)
              values (${game.id}, ${userId}, ${SEED}, ${state}::jsonb, now() + interval '10 minutes', ${place.id})`,
        );
        return place.id;
      };
      // Maya has opened two chests of three (her third waits), Sam both of his, Leo none of his one.
      const [mayaPlace, samPlace, leoPlace] = [await placeOf(maya.id, 3), await placeOf(sam.id, 2), await placeOf(leo.id, 1)];
      for (const [place, chest] of [
        [mayaPlace, 1],
        [mayaPlace, 2],
        [samPlace, 1],
        [samPlace, 2],
      ] as const)
        expect(await queryRows(db, oldChest(race.id, place, chest))).toEqual([{ refusal: null }]);

      if (driver === "postgres") {
        const url = (handle.source as { url: string }).url;
        const other = postgres(url, { max: 2, onnotice: () => {} });
        try {
          // Leo's chest is opened by the old function in a transaction still open as the upgrade
          // begins: the upgrade waits for it, and counts it.
          let commit = () => {};
          const committed = new Promise<void>((resolve) => (commit = resolve));
          let leoOpened = () => {};
          const leoOpening = new Promise<void>((resolve) => (leoOpened = resolve));
          const leoChest = other.begin(async (tx) => {
            const draw = drawChest(SEED, leoPlace, 1, 1);
            const detail = JSON.stringify({ chest: 1, picked: 1, roll: draw.roll, outcome: draw.outcome });
            await tx.unsafe(`select refusal from open_gold_chest($1, $2, 1, $3, $4, $5, $6, $7, $8::jsonb)`, [
              race.id,
              leoPlace,
              draw.outcome,
              draw.gain,
              draw.percent,
              draw.pick,
              LOSE_PERCENT,
              detail,
            ]);
            leoOpened();
            await committed;
          });
          await leoOpening;
          const upgraded = upgrade();
          await untilWaiting(db, 1);
          // Maya's waiting chest, asked for while the upgrade waits: it waits behind the upgrade,
          // then runs the new function (the one statement a race's socket sends).
          const mayaChest = openChest(db, { raceId: race.id, playerId: mayaPlace, seed: SEED, chest: 3 }, 1);
          await untilWaiting(db, 2);
          commit();
          await leoChest;
          await upgraded;
          expect(await mayaChest).toMatchObject({ ok: true, chest: 3 });
        } finally {
          await other.end();
        }
      } else {
        expect(await queryRows(db, oldChest(race.id, leoPlace, 1))).toEqual([{ refusal: null }]);
        await upgrade();
        expect(await openChest(db, { raceId: race.id, playerId: mayaPlace }, 1)).toMatchObject({ ok: true, chest: 3 });
      }

      const counted = async () =>
        Object.fromEntries(
          (await db.select().from(classRacePlayers).where(eq(classRacePlayers.raceId, race.id))).map((p) => [p.id, p.chestsOpened]),
        );
      const events = await db.select().from(classRaceEvents).where(eq(classRaceEvents.raceId, race.id));
      const eventsOf = (place: string) => events.filter((e) => e.playerId === place).length;
      expect(await counted()).toEqual({ [mayaPlace]: 3, [samPlace]: 2, [leoPlace]: 1 });
      expect([mayaPlace, samPlace, leoPlace].map(eventsOf)).toEqual([3, 2, 1]);

      // The race goes on: Sam has no chest waiting; Leo's next right answer earns his second, which opens once.
      expect(await openChest(db, { raceId: race.id, playerId: samPlace }, 2)).toMatchObject({ ok: false, problem: "answerWords.noChest" });
      await db.execute(sql`update game_runs set state = state || '{"correct": 2}' where class_race_player_id = ${leoPlace}`);
      expect(await openChest(db, { raceId: race.id, playerId: leoPlace }, 3)).toMatchObject({ ok: true, chest: 2 });
      expect(await openChest(db, { raceId: race.id, playerId: leoPlace }, 3)).toMatchObject({ ok: false, problem: "answerWords.noChest" });
      expect(await counted()).toEqual({ [mayaPlace]: 3, [samPlace]: 2, [leoPlace]: 2 });
    } finally {
      await dispose();
    }
  });
}
