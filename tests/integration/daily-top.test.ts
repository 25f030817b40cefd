// The daily top 10 as the children see it: each one's best run of the day places them, a better
// run moves them up, a worse one changes nothing, the earlier of two equal scores places first,
// the day ends at midnight where the site is, and a day paid already is not paid again.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/pglite/migrator";
import { expect, it, vi } from "vitest";
import { dailyBests, dailyBestsBackfill, gameRuns, games } from "../../drizzle/schema";
import { MIGRATIONS_FOLDER, openDatabase, queryRows, type Database } from "~/db.server";
import type { GameEngine } from "~/games";
import { awardCoins } from "~/models/coins.server";
import { dailyTop, payDailyTop } from "~/models/daily-top.server";
import { finishRun } from "~/models/runs/finish.server";
import { calendarDay } from "~/utils/dates";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { humanPace, playMath, runFinishedAt, seededGame } from "../support/games";
import { earnedFor } from "../support/ledger";
import { gamesBefore, playerBefore } from "../support/migrated-before";

// The job's ledger calls, counted (they still pay).
vi.mock("~/models/coins.server", async (original) => {
  const actual = await original<typeof import("~/models/coins.server")>();
  return { ...actual, awardCoins: vi.fn(actual.awardCoins) };
});

const UTC = "UTC";
// São Paulo keeps UTC-3 all year: 23:59 there is already the next day in UTC.
const SAO_PAULO = "America/Sao_Paulo";

/** Plays Math Quest with `correct` right answers and finishes the run, as the play page does. */
async function play(db: Database, game: { id: string }, engine: GameEngine, userId: string, correct: number) {
  const run = await playMath(db, { gameId: game.id, engine, owner: { userId }, correct });
  await finishRun(db, { run, premium: false, timeZone: UTC, now: humanPace(run, engine, correct) });
}

/** Who is placed in `day`'s top of the game, best first, and with which score. */
async function places(db: Database, day: string, timeZone: string, gameId: string) {
  return (await dailyTop(db, day, timeZone)).filter((row) => row.gameId === gameId).map((row) => [row.userId, row.score]);
}

describeEachDatabase("daily top 10", (database) => {
  it("a child's better run later that day moves them up; a worse one does not move them", async () => {
    const { db } = database();
    const { game, engine } = await seededGame(db, "math-quest-number-crunch");
    const [mia, leo] = await Promise.all([createPlayer(db), createPlayer(db)]);
    const today = calendarDay(new Date(), UTC);

    await play(db, game, engine, mia.id, 3);
    await play(db, game, engine, leo.id, 5);
    expect(await places(db, today, UTC, game.id)).toEqual([
      [leo.id, 5],
      [mia.id, 3],
    ]);

    // Mia plays again after lunch and does better than Leo.
    await play(db, game, engine, mia.id, 7);
    expect(await places(db, today, UTC, game.id)).toEqual([
      [mia.id, 7],
      [leo.id, 5],
    ]);

    // A tired evening run counts for nothing: her best of the day stays.
    await play(db, game, engine, mia.id, 1);
    expect(await places(db, today, UTC, game.id)).toEqual([
      [mia.id, 7],
      [leo.id, 5],
    ]);
  });

  it("of two equal scores, the earlier run places first, and matching your own best keeps its time", async () => {
    const { db } = database();
    const { game, engine } = await seededGame(db, "math-quest-number-crunch");
    const [ava, ben] = await Promise.all([createPlayer(db), createPlayer(db)]);
    const today = calendarDay(new Date(), UTC);

    await play(db, game, engine, ava.id, 4);
    await play(db, game, engine, ben.id, 4);
    const [avasBest] = await db.select().from(dailyBests).where(eq(dailyBests.userId, ava.id));
    // Ava scores 4 again, after Ben: her first 4 still came first.
    await play(db, game, engine, ava.id, 4);

    expect(await places(db, today, UTC, game.id)).toEqual([
      [ava.id, 4],
      [ben.id, 4],
    ]);
    const [kept] = await db.select().from(dailyBests).where(eq(dailyBests.userId, ava.id));
    expect(kept.finishedAt).toEqual(avasBest.finishedAt);
  });

  it("a run finished just before midnight where the site is counts for that day", async () => {
    const { db } = database();
    const { game } = await seededGame(db, "math-quest-number-crunch");
    const [owl, lark] = await Promise.all([createPlayer(db), createPlayer(db)]);
    // 23:59:30 on March 10 in São Paulo (02:59:30 on the 11th in UTC); 00:00:30 on the 11th there.
    await runFinishedAt(db, {
      gameId: game.id,
      userId: owl.id,
      score: 9,
      finishedAt: new Date("2026-03-11T02:59:30Z"),
      timeZone: SAO_PAULO,
    });
    await runFinishedAt(db, {
      gameId: game.id,
      userId: lark.id,
      score: 6,
      finishedAt: new Date("2026-03-11T03:00:30Z"),
      timeZone: SAO_PAULO,
    });

    expect(await places(db, "2026-03-10", SAO_PAULO, game.id)).toEqual([[owl.id, 9]]);
    expect(await places(db, "2026-03-11", SAO_PAULO, game.id)).toEqual([[lark.id, 6]]);
    expect(await payDailyTop(db, "2026-03-10", SAO_PAULO)).toBe(1);
    expect(await earnedFor(db, owl.id, "daily_top_10")).toBe(30);
  });

  it("running the job again on a day it paid pays nothing more and does not ask the ledger", async () => {
    const { db } = database();
    const { game } = await seededGame(db, "math-quest-number-crunch");
    const players = await Promise.all(Array.from({ length: 3 }, () => createPlayer(db)));
    const yesterday = new Date(Date.now() - 86_400_000);
    for (const [i, player] of players.entries()) {
      await runFinishedAt(db, { gameId: game.id, userId: player.id, score: 10 - i, finishedAt: yesterday, timeZone: UTC });
    }
    const day = calendarDay(yesterday, UTC);
    expect(await payDailyTop(db, day, UTC)).toBe(3);

    const ledgerRows = async () =>
      Number((await queryRows<{ n: number }>(db, sql`select count(*)::integer as n from clevercoin_transactions`))[0].n);
    const before = await ledgerRows();
    vi.mocked(awardCoins).mockClear();
    expect(await payDailyTop(db, day, UTC)).toBe(0);
    expect(await payDailyTop(db, day, UTC)).toBe(0);
    expect(vi.mocked(awardCoins)).not.toHaveBeenCalled();
    expect(await ledgerRows()).toBe(before);
    expect(await Promise.all(players.map((p) => earnedFor(db, p.id, "daily_top_10")))).toEqual([30, 25, 20]);
  });

  it("after an upgrade in another time zone, the days its UTC backfill could misfile are ranked from the runs", async () => {
    const { db } = database();
    const { game } = await seededGame(db, "math-quest-number-crunch");
    const owl = await createPlayer(db);
    // What migration 0014 made of a run finished at 23:59:30 on March 10 in São Paulo: a best of
    // March 11 (its UTC day), and a note that runs up to then were filed by UTC day.
    const finishedAt = new Date("2026-03-11T02:59:30Z");
    const [run] = await db
      .insert(gameRuns)
      .values({ gameId: game.id, userId: owl.id, seed: "s", state: {}, deadline: finishedAt, finishedAt, finalScore: 9 })
      .returning();
    await db.insert(dailyBests).values({ day: "2026-03-11", gameId: game.id, userId: owl.id, bestScore: 9, finishedAt: run.finishedAt! });
    await db.insert(dailyBestsBackfill).values({ timeZone: UTC, lastFinishedAt: finishedAt });

    expect(await places(db, "2026-03-10", SAO_PAULO, game.id)).toEqual([[owl.id, 9]]);
    expect(await places(db, "2026-03-11", SAO_PAULO, game.id)).toEqual([]);
    // In UTC, the zone of the backfill, its days are right as they are.
    expect(await places(db, "2026-03-11", UTC, game.id)).toEqual([[owl.id, 9]]);
    // A day that began after the last backfilled run is read from daily_bests alone (its runs are gone here).
    await runFinishedAt(db, {
      gameId: game.id,
      userId: owl.id,
      score: 4,
      finishedAt: new Date("2026-03-12T12:00:00Z"),
      timeZone: SAO_PAULO,
    });
    await db.delete(gameRuns);
    expect(await places(db, "2026-03-12", SAO_PAULO, game.id)).toEqual([[owl.id, 4]]);
  });
});

it("the upgrade fills daily_bests with each player's best run of each UTC day, and notes the last run", async () => {
  // A database at migration 0013 (the one before daily_bests), with runs, then migrated on.
  const before = mkdtempSync(path.join(tmpdir(), "cp-migrations-"));
  cpSync(MIGRATIONS_FOLDER, before, { recursive: true });
  const journalPath = path.join(before, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const upgrade = journal.entries.findIndex((entry) => entry.tag === "0014_daily_bests");
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upgrade) }));

  const handle = await openDatabase({ dataDir: "memory://", migrate: false });
  try {
    const { db } = handle;
    await migrate(db as never, { migrationsFolder: before });
    // Games and players as the schema stood then, since today's seed and schema have columns that came later.
    await gamesBefore(db);
    const [game] = await db.select().from(games).where(eq(games.slug, "math-quest-number-crunch"));
    const [mia, leo] = [await playerBefore(db, "mia_then"), await playerBefore(db, "leo_then")];
    // Runs too: game_runs has columns that came later (class races).
    const run = (userId: string, finalScore: number | null, finishedAt: string) =>
      sql`(${game.id}::uuid, ${userId}::uuid, 's', '{}'::jsonb, ${finishedAt}::timestamptz, ${finishedAt}::timestamptz, ${finalScore}::integer)`;
    await db.execute(
      sql`insert into game_runs (game_id, user_id, seed, state, deadline, finished_at, final_score) values ${sql.join(
        [
          run(mia.id, 5, "2026-03-10T08:00:00Z"),
          run(mia.id, 5, "2026-03-10T09:00:00Z"), // the same score later: the first one stays
          run(mia.id, 2, "2026-03-10T10:00:00Z"),
          run(mia.id, 3, "2026-03-11T00:30:00Z"), // the next UTC day
          run(leo.id, null, "2026-03-10T11:00:00Z"), // flagged too fast
          run(leo.id, 0, "2026-03-10T12:00:00Z"),
        ],
        sql`, `,
      )}`,
    );

    await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });

    const bests = await db.select().from(dailyBests).orderBy(dailyBests.day);
    expect(bests.map((b) => [b.day, b.userId, b.bestScore, b.finishedAt.toISOString()])).toEqual([
      ["2026-03-10", mia.id, 5, "2026-03-10T08:00:00.000Z"],
      ["2026-03-11", mia.id, 3, "2026-03-11T00:30:00.000Z"],
    ]);
    const notes = await db.select().from(dailyBestsBackfill);
    expect(notes.map((n) => [n.timeZone, n.lastFinishedAt.toISOString()])).toEqual([["UTC", "2026-03-11T00:30:00.000Z"]]);
  } finally {
    await handle.close();
    rmSync(before, { recursive: true, force: true });
  }
});
