// What the results of a run show beside its score: the best at its level and what it unlocked
// (the characters and badges it earned, with their pictures).
import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { gameRuns, users } from "../../drizzle/schema";
import { badgesEarnedWithRun, finishRun } from "~/models/runs/finish.server";
import { lastLevelPlayed, startingLevel } from "~/models/runs/levels.server";
import { startRun } from "~/models/runs/runs.server";
import { unlocksOfRun } from "~/models/runs/unlocks.server";
import { runView } from "~/models/runs/view.server";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { seededGame } from "../support/games";

describeEachDatabase("a run's results", (database) => {
  it("name the badges the run earned, once (the best at each level: level-progress.test.ts)", async () => {
    const { db } = database();
    const { game, engine } = await seededGame(db, "math-quest-number-crunch");
    const player = await createPlayer(db);
    const owner = { userId: player.id };
    expect(await lastLevelPlayed(db, { gameId: game.id, userId: player.id })).toBeNull();

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

describeEachDatabase("what a run's results say it unlocked", (database) => {
  it("is the character and the badge the first round gave, with their pictures; the next round unlocks nothing", async () => {
    const { db } = database();
    const { game, engine } = await seededGame(db, "math-quest-number-crunch");
    const owner = { userId: (await createPlayer(db)).id };
    const first = await startRun(db, { gameId: game.id, engine, owner, level: 5 });
    const { run: finished } = await finishRun(db, { run: first, premium: false, timeZone: "UTC" });
    expect(
      (await unlocksOfRun(db, finished)).map(({ kind, name, pictureUrl, coins, rarity }) => ({ kind, name, pictureUrl, coins, rarity })),
    ).toEqual([
      { kind: "character", name: "Sprout the Chick", pictureUrl: "/images/characters/chick.svg", coins: 0, rarity: "rare" },
      { kind: "badge", name: "First Steps", pictureUrl: expect.stringMatching(/\.svg$/), coins: 10, rarity: null },
    ]);

    const second = await startRun(db, { gameId: game.id, engine, owner, level: 5 });
    const { run: again } = await finishRun(db, { run: second, premium: false, timeZone: "UTC" });
    expect(await unlocksOfRun(db, again)).toEqual([]);
  });
});

describeEachDatabase("a run's results message", (database) => {
  it("compares the score with the best at the same level, not at another level", async () => {
    const { db } = database();
    const { game, engine } = await seededGame(db, "math-quest-number-crunch");
    const owner = { userId: (await createPlayer(db)).id };
    /** A run at `level` finished with `score` right answers of as many: its results' message. */
    const finished = async (level: number, score: number) => {
      const run = await startRun(db, { gameId: game.id, engine, owner, level });
      const state = { ...run.state, score, correct: score, answered: score, index: score };
      await db.update(gameRuns).set({ state }).where(eq(gameRuns.id, run.id));
      const { run: done } = await finishRun(db, { run: { ...run, state }, premium: false, timeZone: "UTC" });
      return runView(done, engine).results!.message;
    };

    await finished(5, 30);
    // The first game at level 2 is a first best there, not "keep practising" against level 5's 30.
    expect(await finished(2, 6)).toBe("Great start! 6 is your first best score. Can you beat it next time?");
    expect(await finished(2, 7)).toBe("New personal best! You beat your old record of 6. Amazing work!");
    expect(await finished(5, 29)).toBe("So close! Just 1 short of your best of 30. You've got this!");
  });
});

describeEachDatabase("the level a start screen offers first", (database) => {
  it("is the last level played, else the one for the player's age, else the easiest", async () => {
    const { db } = database();
    const { game, engine } = await seededGame(db, "math-quest-number-crunch");
    const now = new Date("2026-11-26T12:00:00Z");
    const offered = (userId: string | null) => startingLevel(db, { game: engine.key, gameId: game.id, userId }, now);

    expect(await offered(null)).toBe(1);
    const grownUpBefore = await createPlayer(db); // an account from before birth months were asked
    expect(await offered(grownUpBefore.id)).toBe(1);

    // Born March 2017: nine years old, Math Quest's "Times tables and sharing" (ages 9-10).
    const nine = await createPlayer(db);
    await db.update(users).set({ birthYear: 2017, birthMonth: 3 }).where(eq(users.id, nine.id));
    expect(await offered(nine.id)).toBe(4);

    // Once they play another level, that one comes first.
    await db.insert(gameRuns).values({ gameId: game.id, userId: nine.id, seed: "s", state: engine.start("s", 2), deadline: now });
    expect(await offered(nine.id)).toBe(2);
  });

  it("moves up one level after a round of two stars or more, and stays after one star", async () => {
    const { db } = database();
    const { game, engine } = await seededGame(db, "math-quest-number-crunch");
    const owner = { userId: (await createPlayer(db)).id };
    const offered = () => startingLevel(db, { game: engine.key, gameId: game.id, userId: owner.userId });
    /** A finished round at `level`: `correct` right of `answered`, one point each (Math Quest). */
    const played = async (level: number, correct: number, answered: number) => {
      const run = await startRun(db, { gameId: game.id, engine, owner, level });
      const state = { ...run.state, score: correct, correct, answered, index: answered };
      await db.update(gameRuns).set({ state }).where(eq(gameRuns.id, run.id));
      await finishRun(db, { run: { ...run, state }, premium: false, timeZone: "UTC" });
    };

    // Level 2's stars need 4, 9 and 15 points (stars.ts): 10 of 12 right is two stars.
    await played(2, 10, 12);
    expect(await offered()).toBe(3);
    // One star at level 3 (5 of 8 right) keeps level 3.
    await played(3, 5, 8);
    expect(await offered()).toBe(3);
    // Three stars at the last level: there is nothing above it.
    await played(6, 20, 20);
    expect(await offered()).toBe(6);
  });
});
