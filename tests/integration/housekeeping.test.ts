// The housekeeping jobs: the daily top 10 pays each place once, and a job runs on one instance
// at a time, however many ask; a failing job does not stop the others.
import { expect, it, vi } from "vitest";
import { dailyChallenges } from "../../drizzle/schema";
import { ledgerMismatches } from "~/models/coins.server";
import { dailyTop, daysBefore, payDailyTop } from "~/models/daily-top.server";
import { parseEnv } from "~/env.server";
import { calendarDay } from "~/utils/dates";
import { housekeepingJobs } from "../../server/housekeeping";
import { startJobs } from "../../server/jobs";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { runFinishedAt, seededGame } from "../support/games";
import { earnedFor } from "../support/ledger";

const UTC = "UTC";

describeEachDatabase("housekeeping", (database, driver) => {
  it("pays a day's ten best players of a game 30, 25, 20 and then 10 CC, once", async () => {
    const { db } = database();
    const { game } = await seededGame(db, "math-quest-number-crunch");
    const players = await Promise.all(Array.from({ length: 12 }, () => createPlayer(db)));
    // Player i scores 12 - i; the best player also has a weaker run, which does not count twice.
    const run = (userId: string, score: number) =>
      runFinishedAt(db, { gameId: game.id, userId, score, finishedAt: new Date(), timeZone: UTC });
    for (const [i, player] of players.entries()) await run(player.id, 12 - i);
    await run(players[0].id, 3);
    const today = calendarDay(new Date(), UTC);

    const top = await dailyTop(db, today, UTC);
    expect(top.map((row) => [row.place, row.score])).toEqual(Array.from({ length: 10 }, (_, i) => [i + 1, 12 - i]));

    const paid = await Promise.all(Array.from({ length: 5 }, () => payDailyTop(db, today, UTC)));
    expect(paid.reduce((a, b) => a + b, 0)).toBe(10);
    const earned = await Promise.all(players.map((p) => earnedFor(db, p.id, "daily_top_10")));
    expect(earned).toEqual([30, 25, 20, 10, 10, 10, 10, 10, 10, 10, 0, 0]);
    expect(await payDailyTop(db, today, UTC)).toBe(0);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("names the days before today in the app's time zone", () => {
    // 23:30 UTC on March 10 is March 11 in Tokyo: the days before are the 10th and the 9th.
    expect(daysBefore(new Date("2026-03-10T23:30:00Z"), "Asia/Tokyo", 2)).toEqual(["2026-03-10", "2026-03-09"]);
    expect(daysBefore(new Date("2026-03-10T23:30:00Z"), UTC, 1)).toEqual(["2026-03-09"]);
  });

  it("runs a job once when two instances ask at the same moment", async () => {
    const { db } = database();
    let runs = 0;
    const slowJob = {
      name: "slow",
      everyMs: 3_600_000,
      run: async () => {
        runs++;
        await new Promise((resolve) => setTimeout(resolve, 300));
      },
    };
    const [first, second] = [
      startJobs(db, [slowJob], { firstRunAfterMs: 3_600_000 }),
      startJobs(db, [slowJob], { firstRunAfterMs: 3_600_000 }),
    ];
    const results = await Promise.all([first.runNow("slow"), second.runNow("slow")]);
    // PGlite has one connection, so its transactions take turns: the lock is free for the second.
    if (driver === "postgres") expect(results.sort()).toEqual([false, true]);
    expect(runs).toBe(driver === "postgres" ? 1 : 2);
    first.stop();
    second.stop();
  });

  it("logs a failing job and keeps running the others", async () => {
    const { db } = database();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    let healthy = 0;
    const runner = startJobs(
      db,
      [
        { name: "broken", everyMs: 40, run: () => Promise.reject(new Error("boom")) },
        { name: "healthy", everyMs: 40, run: async () => void healthy++ },
      ],
      { firstRunAfterMs: 10 },
    );
    await vi.waitFor(() => expect(healthy).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    runner.stop();
    expect(errors.mock.calls.some(([message]) => String(message).startsWith("job broken failed"))).toBe(true);
    errors.mockRestore();
  });

  it("runs every housekeeping job of the server; the first makes today's challenges", async () => {
    const { db } = database();
    await seededGame(db, "math-quest-number-crunch"); // the catalogue the challenges are drawn from
    const jobs = housekeepingJobs(parseEnv({ NODE_ENV: "test", APP_TIME_ZONE: UTC }));
    const runner = startJobs(db, jobs, { firstRunAfterMs: 3_600_000 });
    try {
      for (const job of jobs) expect(await runner.runNow(job.name), job.name).toBe(true);
    } finally {
      runner.stop();
    }
    const today = await db.select().from(dailyChallenges);
    expect(today).toHaveLength(6);
    expect(new Set(today.map((c) => c.activeDate))).toEqual(new Set([calendarDay(new Date(), UTC)]));
  });
});
