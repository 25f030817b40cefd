/**
 * Gold Quest and Teams for a whole school at once (issue 48's bench: 50 races of 40, every child
 * answering every 2 s): a right answer on the race's socket must cost the database what a Classic
 * answer does (one statement), the chest it earns one more, and a chest must hold its row locks
 * for one statement only. And a chest that finds nobody to steal from or swap with moves no gold.
 */
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { classRaceEvents, classRacePlayers, classRaces } from "../../drizzle/schema";
import { queryRows, type Queryable } from "~/db.server";
import { createClassRace, startClassRace } from "~/models/class-races/races.server";
import { joinClassRace, raceFollower, runIdOfPlayer } from "~/models/class-races/players.server";
import { answerInRace, chestInRace, type KnownRacer } from "~/models/class-races/answers.server";
import { drawChest } from "~/models/class-races/modes/gold-chests.server";
import { openChestFor } from "~/models/class-races/modes/gold.server";
import type { ClassRaceMode } from "~/utils/class-race-modes";
import { findRunById } from "~/models/runs/runs.server";
import { describeEachDatabase, type TestDatabase } from "../support/database";
import { mathAnswer, seededGame, skipLoadingScreen } from "../support/games";
import { testContext } from "../support/context";
import { signedInPlayer } from "../support/routes";

/** The statements `work` sends through drizzle on `db` (its session's logger sees each one). */
async function statementsOf<T>(db: Queryable, work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const logger = (db as unknown as { session: { logger: { logQuery(query: string): void } } }).session.logger;
  const logQuery = logger.logQuery;
  const statements: string[] = [];
  logger.logQuery = (query) => void statements.push(query);
  try {
    return { result: await work(), statements };
  } finally {
    logger.logQuery = logQuery;
  }
}

/** A started race of one player (Gold Quest unless `mode` says), with what their race's socket knows of them; `seed` fixes the draws. */
async function onePlayerRace(handle: TestDatabase, username: string, seed?: (place: string) => string, mode: ClassRaceMode = "gold") {
  const { db } = handle;
  const context = testContext(handle);
  const { game } = await seededGame(db, "math-quest-number-crunch");
  const host = await signedInPlayer(context);
  const created = await createClassRace(db, { hostId: host.id, gameId: game.id, level: null, mode, teamCount: 2 });
  if (!created.ok) throw new Error(created.message);
  const race = created.race;
  const user = await signedInPlayer(context, { username });
  const joined = await joinClassRace(db, { race, racer: { userId: user.id }, address: "198.51.100.1" });
  if (!joined.ok) throw new Error(joined.message);
  const place = joined.player.id;
  if (seed)
    await db
      .update(classRaces)
      .set({ seed: seed(place) })
      .where(eq(classRaces.id, race.id));
  expect(await startClassRace(db, race.id)).toEqual({ ok: true });
  const runId = (await runIdOfPlayer(db, place))!;
  await skipLoadingScreen(db, runId);
  const follower = (await raceFollower(db, race.id, { userId: user.id, visitorId: null }))!;
  const known: KnownRacer = { remember: (run) => (known.run = run) };
  const rightAnswer = async () => {
    const run = (await findRunById(db, runId))!;
    return { type: "answer" as const, runId, index: run.state.index, answer: mathAnswer(run.state) };
  };
  return { db, race, place, follower, known, rightAnswer };
}

describeEachDatabase("Gold Quest's and Teams' cost", (database) => {
  it("takes a right answer on the race's socket in one statement, as Classic does, and opens its chest in one, once the socket knows its player", async () => {
    const { db, race, follower, known, rightAnswer } = await onePlayerRace(database(), "maya_gq");
    // The socket's first answer reads the player's place; from then on it knows it.
    await answerInRace(db, { follower, answer: await rightAnswer(), timeZone: "UTC", known });
    await chestInRace(db, { follower, raceId: race.id, chest: 1, known });

    for (const chest of [2, 3]) {
      const answer = await rightAnswer();
      const answered = await statementsOf(db, () => answerInRace(db, { follower, answer, timeZone: "UTC", known }));
      expect(answered.result.race).toEqual({ said: ["Right! Pick one of the three chests."], offer: { kind: "chest", chest } });
      // The answer itself: the socket knows its player opened every chest they earned, so none waits.
      expect(answered.statements).toHaveLength(1);
      const opened = await statementsOf(db, () => chestInRace(db, { follower, raceId: race.id, chest: 2, known }));
      expect(opened.result).toMatchObject({ said: expect.stringMatching(/^You opened a chest: /), chest });
      expect(opened.statements).toHaveLength(1);
    }
    expect(await db.select().from(classRaceEvents).where(eq(classRaceEvents.raceId, race.id))).toHaveLength(3);
  });

  it("still takes the socket's next answer after a chest opened on its form in another tab, and still holds one while a chest waits", async () => {
    const { db, race, place, follower, known, rightAnswer } = await onePlayerRace(database(), "leo_gq");
    await answerInRace(db, { follower, answer: await rightAnswer(), timeZone: "UTC", known });
    // The chest's form, in another tab: the socket does not see it opened.
    expect((await openChestFor(db, { raceId: race.id, playerId: place }, 3)).reply).toMatchObject({ chest: 1 });

    // The socket counts no chest opened: it reads the chests once, finds none waiting, takes the answer.
    const next = await rightAnswer();
    const answered = await statementsOf(db, () => answerInRace(db, { follower, answer: next, timeZone: "UTC", known }));
    expect(answered.result.race).toEqual({ said: ["Right! Pick one of the three chests."], offer: { kind: "chest", chest: 2 } });
    expect(answered.statements).toHaveLength(2);
    // Chest 2 waits, unopened: the next answer waits for it.
    const held = await answerInRace(db, { follower, answer: await rightAnswer(), timeZone: "UTC", known });
    expect(held).toMatchObject({ error: "Open your chest first!" });
  });

  it("takes a Teams player's right answer on the race's socket in one statement, as Classic does, and says it counts for their team", async () => {
    const { db, follower, known, rightAnswer } = await onePlayerRace(database(), "ava_teams", undefined, "teams");
    // The socket's first answer reads the player's place (their team and the race's clock).
    await answerInRace(db, { follower, answer: await rightAnswer(), timeZone: "UTC", known });

    for (let i = 0; i < 2; i++) {
      const answer = await rightAnswer();
      const answered = await statementsOf(db, () => answerInRace(db, { follower, answer, timeZone: "UTC", known }));
      expect(answered.result.race).toEqual({ said: ["+1 right answer for the 🦊 Red Foxes"] });
      expect(answered.statements).toHaveLength(1);
    }
  });

  it("opens a chest by index lookups however many children the school has: its function is planned as the one row it returns", async () => {
    // Planned as 1,000 rows (any set-returning function's default), the chest's statement hashed
    // the whole class_race_players and profiles tables to name a steal's target: 5 ms a chest in
    // the bench's school of 27,000 profiles, so Gold Quest fell behind the class's answers.
    const [chestFunction] = await queryRows<{ rows: number }>(
      database().db,
      sql`select prorows::integer as rows from pg_proc where proname = 'open_gold_chest'`,
    );
    expect(chestFunction).toEqual({ rows: 1 });
  });

  it("moves no gold when a chest swaps or steals and nobody else is in the race", async () => {
    const handle = database();
    const seedFor = (outcome: "swap" | "steal") => (place: string) => {
      for (let i = 0; ; i++) if (drawChest(`alone-${i}`, place, 1, 1).outcome === outcome) return `alone-${i}`;
    };
    for (const outcome of ["swap", "steal"] as const) {
      const { db, race, place, follower, known, rightAnswer } = await onePlayerRace(handle, `${outcome}_gq`, seedFor(outcome));
      await db.update(classRacePlayers).set({ gold: 40 }).where(eq(classRacePlayers.id, place));
      await answerInRace(db, { follower, answer: await rightAnswer(), timeZone: "UTC", known });
      expect(await chestInRace(db, { follower, raceId: race.id, chest: 1, known })).toEqual({
        said: "You opened a chest: +0 gold",
        chest: 1,
      });
      const [player] = await db.select().from(classRacePlayers).where(eq(classRacePlayers.id, place));
      expect(player.gold).toBe(40);
      const [event] = await db.select().from(classRaceEvents).where(eq(classRaceEvents.raceId, race.id));
      expect(event).toMatchObject({ kind: `chest:${outcome}`, targetId: null, amount: 0 });
    }
  });
});
