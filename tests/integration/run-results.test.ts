// What the results of a run show beside its score: the best at its level and the badges it earned.
import { expect, it } from "vitest";
import { gameRuns } from "../../drizzle/schema";
import { badgesEarnedWithRun, bestAtLevel, finishRun, lastLevelPlayed, startRun } from "~/models/runs.server";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { seededGame } from "../support/games";

describeEachDatabase("a run's results", (database) => {
  it("name the badges the run earned, once, and the best score at each level apart", async () => {
    const { db } = database();
    const { game, engine } = await seededGame(db, "math-quest-number-crunch");
    const player = await createPlayer(db);
    const owner = { userId: player.id };
    expect(await lastLevelPlayed(db, { gameId: game.id, userId: player.id })).toBeNull();

    // Scores kept as finished runs at two levels (finalScore is what counts).
    const at = (level: number, score: number) =>
      db.insert(gameRuns).values({
        gameId: game.id,
        userId: player.id,
        seed: "s",
        state: { ...engine.start("s", level), score },
        deadline: new Date(),
        finishedAt: new Date(),
        finalScore: score,
      });
    await at(2, 7);
    await at(2, 4);
    await at(3, 12);
    expect(await bestAtLevel(db, { userId: player.id, gameId: game.id, level: 2 })).toBe(7);
    expect(await bestAtLevel(db, { userId: player.id, gameId: game.id, level: 3 })).toBe(12);
    expect(await bestAtLevel(db, { userId: player.id, gameId: game.id, level: 1 })).toBeNull();

    // The first finished game earns First Steps: its results show it, the next run's do not.
    const first = await startRun(db, { gameId: game.id, engine, owner, level: 2 });
    const { run: finished, badges } = await finishRun(db, { run: first, premium: false, timeZone: "UTC" });
    expect(badges.map((b) => b.name)).toContain("First Steps");
    expect((await badgesEarnedWithRun(db, finished)).map((b) => b.name)).toEqual(badges.map((b) => b.name));
    const second = await startRun(db, { gameId: game.id, engine, owner, level: 4 });
    const { run: again } = await finishRun(db, { run: second, premium: false, timeZone: "UTC" });
    expect(await badgesEarnedWithRun(db, again)).toEqual([]);
    expect(await lastLevelPlayed(db, { gameId: game.id, userId: player.id })).toBe(4);
  });
});
