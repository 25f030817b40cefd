// One meaning per word (docs/glossary.md): a guest is the second player of a two-player session, and
// someone playing without an account is a visitor. Migration 0019 renames the visitor's id,
// game_runs.guest_id and class_race_players.guest_id, to visitor_id: on a database migrated up to
// 0018 with a visitor's run and a visitor in a class race, the upgrade keeps them theirs, and the
// checks and the unique index follow the new name.
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { classRacePlayers, games } from "../../drizzle/schema";
import { queryRows } from "~/db.server";
import { findRun } from "~/models/runs/runs.server";
import { drivers } from "../support/fresh-database";
import { databaseBefore, gamesBefore } from "../support/migrated-before";

const VISITOR = "0c4f7a52-6d8e-4b9a-9c8d-1a2b3c4d5e6f";

for (const driver of drivers) {
  it(`the upgrade turns guest_id into visitor_id, and a visitor's run and place in a class race stay theirs [${driver}]`, async () => {
    const { handle, upgrade, dispose } = await databaseBefore(driver, "0019_visitor_ids");
    try {
      const { db } = handle;
      await gamesBefore(db);
      const [game] = await db.select().from(games).where(eq(games.slug, "math-quest-number-crunch"));
      // Rows as the schema stood then: by SQL, in the old columns' names.
      const [host] = await queryRows<{ id: string }>(
        db,
        sql`with u as (insert into users (email, email_verified) values ('teacher_then@example.com', true) returning id)
            insert into profiles (id, username, display_name) select id, 'teacher_then', 'Teacher' from u returning id`,
      );
      const [run] = await queryRows<{ id: string }>(
        db,
        sql`insert into game_runs (game_id, guest_id, seed, state, deadline)
            values (${game.id}, ${VISITOR}, 's', '{"seed": "s", "index": 0, "score": 0, "correct": 0, "answered": 0, "streak": 0}'::jsonb, now() + interval '1 minute') returning id`,
      );
      const [race] = await queryRows<{ id: string }>(
        db,
        sql`insert into class_races (invite_code, host_id, game_id, seed, seconds) values ('CLASS1', ${host.id}, ${game.id}, 's', 60) returning id`,
      );
      await db.execute(sql`insert into class_race_players (race_id, guest_id, nickname) values (${race.id}, ${VISITOR}, 'Brave Otter')`);

      await upgrade();

      expect(await findRun(db, { runId: run.id, gameId: game.id, owner: { visitorId: VISITOR } })).toMatchObject({ id: run.id });
      expect(
        await db.select({ visitorId: classRacePlayers.visitorId, nickname: classRacePlayers.nickname }).from(classRacePlayers),
      ).toEqual([{ visitorId: VISITOR, nickname: "Brave Otter" }]);
      const checks = await queryRows<{ conname: string; def: string }>(
        db,
        sql`select conname, pg_get_constraintdef(oid) as def from pg_constraint
             where conname in ('game_runs_owner_check', 'class_race_players_one_owner', 'class_race_players_visitor_nickname')
             order by conname`,
      );
      expect(checks).toHaveLength(3);
      for (const check of checks) expect(check.def).toContain("visitor_id");
      const [index] = await queryRows<{ indexdef: string }>(
        db,
        sql`select indexdef from pg_indexes where indexname = 'class_race_players_visitor_idx'`,
      );
      expect(index.indexdef).toContain("(race_id, visitor_id)");
      // The checks still hold: a run belongs to someone, and a visitor joins a race once.
      await expect(
        db.execute(sql`insert into game_runs (game_id, seed, state, deadline) values (${game.id}, 's', '{}'::jsonb, now())`),
      ).rejects.toThrow();
      await expect(db.insert(classRacePlayers).values({ raceId: race.id, visitorId: VISITOR, nickname: "Again" })).rejects.toThrow();
    } finally {
      await dispose();
    }
  });
}
