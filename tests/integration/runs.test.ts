import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { clevercoinTransactions, dailyGameCompletions, gameRuns, profiles, userGameProgress } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { ANSWER_GRACE_MS, submitAnswer } from "~/models/runs/answers.server";
import { finishRun } from "~/models/runs/finish.server";
import { startRun, type Player } from "~/models/runs/runs.server";
import { describeEachDatabase } from "../support/database";
import { earnedFor } from "../support/ledger";
import { createPlayer } from "../support/fixtures";
import { humanPace, mathAnswer, playMath, seededGame } from "../support/games";

const UTC = "UTC";

async function progressOf(db: Queryable, userId: string, gameId: string) {
  const [row] = await db
    .select()
    .from(userGameProgress)
    .where(and(eq(userGameProgress.userId, userId), eq(userGameProgress.gameId, gameId)));
  return row;
}

/** Math Quest, and a run of it just started by `owner`. */
async function startMathRun(db: Queryable, owner: Player) {
  const { game, engine } = await seededGame(db, "math-quest-number-crunch");
  const run = await startRun(db, { gameId: game.id, engine, owner });
  return { game, engine, run };
}

describeEachDatabase("game runs", (database, driver) => {
  it("scores answers with the engine and finishes with the server's score", async () => {
    const { db } = database();
    const { game, engine } = await seededGame(db, "math-quest-number-crunch");
    const player = await createPlayer(db);
    let run = await startRun(db, {
      gameId: game.id,
      engine,
      owner: { userId: player.id },
    });
    expect(run.deadline.getTime() - run.startedAt.getTime()).toBe(61_000);

    const right = await submitAnswer(db, {
      run,
      engine,
      now: humanPace(run, engine, run.state.answered),
      index: 0,
      answer: mathAnswer(run.state),
    });
    expect(right.status).toBe("answered");
    if (right.status !== "answered") return;
    expect(right.feedback).toMatchObject({
      index: 0,
      correct: true,
      points: 1,
    });
    run = right.run;
    const wrong = await submitAnswer(db, {
      run,
      engine,
      now: humanPace(run, engine, run.state.answered),
      index: 1,
      answer: String(Number(mathAnswer(run.state)) + 1),
    });
    expect(wrong.status === "answered" && wrong.feedback.correct).toBe(false);
    if (wrong.status !== "answered") return;

    const { run: finished, finishedNow } = await finishRun(db, {
      run: wrong.run,
      premium: false,
      timeZone: UTC,
    });
    expect(finishedNow).toBe(true);
    expect(finished.finishedAt).not.toBeNull();
    expect(finished.reward).toEqual({
      cc_awarded: 5,
      current_count: 1,
      max_daily_rewards: 10,
      success: true,
      score: 1,
      previous_best: 0,
      new_best: true,
    });
    const [row] = await db.select().from(gameRuns).where(eq(gameRuns.id, run.id));
    expect(row.finalScore).toBe(1);
    expect(await progressOf(db, player.id, game.id)).toMatchObject({
      highestScore: 1,
      timesPlayed: 1,
      totalTimePlayed: 300,
    });
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, player.id));
    expect(profile.gamesPlayed).toBe(1);
    expect(await earnedFor(db, player.id, "game_completion")).toBe(5);
    const [ledger] = await db.select().from(clevercoinTransactions).where(eq(clevercoinTransactions.userId, player.id));
    expect(ledger).toMatchObject({
      reason: "game_completion",
      referenceId: run.id,
      description: "Completed Math Quest: Number Crunch",
    });
  });

  it("refuses invalid input without using up the question", async () => {
    const { db } = database();
    const { engine, run } = await startMathRun(db, { visitorId: "visitor-1" });
    expect(await submitAnswer(db, { run, engine, index: 0, answer: "  ", now: humanPace(run, engine, 0) })).toEqual({
      status: "invalid",
      message: "Please enter an answer.",
    });
    expect(await submitAnswer(db, { run, engine, index: 0, answer: "0x10", now: humanPace(run, engine, 0) })).toEqual({
      status: "invalid",
      message: "Please enter a number.",
    });
    const outcome = await submitAnswer(db, {
      run,
      engine,
      now: humanPace(run, engine, run.state.answered),
      index: 0,
      answer: mathAnswer(run.state),
    });
    expect(outcome.status).toBe("answered");
  });

  it("refuses answers after the deadline and its grace", async () => {
    const { db } = database();
    const player = await createPlayer(db);
    const { engine, run } = await startMathRun(db, { userId: player.id });
    const inGrace = new Date(run.deadline.getTime() + ANSWER_GRACE_MS - 100);
    const late = new Date(run.deadline.getTime() + ANSWER_GRACE_MS + 100);

    const refused = await submitAnswer(db, {
      run,
      engine,
      index: 0,
      answer: mathAnswer(run.state),
      now: late,
    });
    expect(refused.status).toBe("over");
    const accepted = await submitAnswer(db, {
      run,
      engine,
      index: 0,
      answer: mathAnswer(run.state),
      now: inGrace,
    });
    expect(accepted.status).toBe("answered");
    if (accepted.status !== "answered") return;
    const again = await submitAnswer(db, {
      run: accepted.run,
      engine,
      index: 1,
      answer: mathAnswer(accepted.run.state),
      now: late,
    });
    expect(again.status).toBe("over");

    // Even a caller holding a stale copy of the run cannot slip an answer past the deadline.
    const stillOpen = {
      ...accepted.run,
      deadline: new Date(late.getTime() + 60_000),
    };
    const sneaky = await submitAnswer(db, {
      run: stillOpen,
      engine,
      index: 1,
      answer: mathAnswer(stillOpen.state),
      now: late,
    });
    expect(sneaky.status).toBe("over");

    const { run: finished } = await finishRun(db, {
      run: accepted.run,
      premium: false,
      timeZone: UTC,
    });
    expect(finished.reward?.score).toBe(1);
  });

  it("counts one of two concurrent answers to the same question", async () => {
    const { db } = database();
    const { engine, run } = await startMathRun(db, { visitorId: "visitor-2" });
    const answer = mathAnswer(run.state);
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => submitAnswer(db, { run, engine, index: 0, answer, now: humanPace(run, engine, 0) })),
    );
    expect(outcomes.filter((o) => o.status === "answered")).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === "stale")).toHaveLength(7);
    const [row] = await db.select().from(gameRuns).where(eq(gameRuns.id, run.id));
    expect(row.state).toMatchObject({ index: 1, score: 1, answered: 1 });
  });

  it("refuses answers to a finished run", async () => {
    const { db } = database();
    const { engine, run } = await startMathRun(db, { visitorId: "visitor-3" });
    await finishRun(db, { run, premium: false, timeZone: UTC });
    // The caller's copy still looks open; the database says otherwise.
    const outcome = await submitAnswer(db, {
      run,
      engine,
      now: humanPace(run, engine, run.state.answered),
      index: 0,
      answer: mathAnswer(run.state),
    });
    expect(outcome.status).toBe("over");
  });

  it("pays nothing for a zero score but still records the play", async () => {
    const { db } = database();
    const { game, engine } = await seededGame(db, "math-quest-number-crunch");
    const player = await createPlayer(db);
    const run = await playMath(db, {
      gameId: game.id,
      engine,
      owner: { userId: player.id },
      correct: 0,
    });
    const { run: finished } = await finishRun(db, {
      run,
      premium: false,
      timeZone: UTC,
    });
    expect(finished.reward).toMatchObject({
      cc_awarded: 0,
      current_count: 0,
      score: 0,
      new_best: false,
      success: true,
    });
    expect(await earnedFor(db, player.id, "game_completion")).toBe(0);
    expect(await progressOf(db, player.id, game.id)).toMatchObject({
      highestScore: 0,
      timesPlayed: 1,
      totalTimePlayed: 300,
    });
    expect(await db.select().from(dailyGameCompletions)).toEqual([]);
  });

  it("stops rewards at the game's daily limit and starts again the next day", async () => {
    const { db } = database();
    const { game, engine } = await seededGame(db, "math-quest-number-crunch");
    const player = await createPlayer(db);
    const owner = { userId: player.id };
    const day1 = new Date("2026-03-10T12:00:00Z");
    const rewards = [];
    for (let i = 0; i < 11; i++) {
      const run = await playMath(db, {
        gameId: game.id,
        engine,
        owner,
        correct: 1,
      });
      rewards.push((await finishRun(db, { run, premium: false, timeZone: UTC, now: day1 })).run.reward!);
    }
    expect(rewards.map((r) => r.cc_awarded)).toEqual([5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 0]);
    expect(rewards.map((r) => r.current_count)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(rewards.every((r) => r.max_daily_rewards === 10)).toBe(true);
    expect(await earnedFor(db, player.id, "game_completion")).toBe(50);

    const run = await playMath(db, {
      gameId: game.id,
      engine,
      owner,
      correct: 1,
    });
    const nextDay = new Date("2026-03-11T12:00:00Z");
    expect(
      (
        await finishRun(db, {
          run,
          premium: false,
          timeZone: UTC,
          now: nextDay,
        })
      ).run.reward,
    ).toMatchObject({ cc_awarded: 5, current_count: 1 });
    expect(await progressOf(db, player.id, game.id)).toMatchObject({
      highestScore: 1,
      timesPlayed: 12,
      totalTimePlayed: 3600,
    });
  });

  it("counts days in APP_TIME_ZONE", async () => {
    const { db } = database();
    const { game, engine } = await seededGame(db, "math-quest-number-crunch");
    const player = await createPlayer(db);
    const owner = { userId: player.id };
    // 23:30 UTC on March 10 is already March 11 in Tokyo.
    const late = new Date("2026-03-10T23:30:00Z");
    await finishRun(db, {
      run: await playMath(db, { gameId: game.id, engine, owner, correct: 1 }),
      premium: false,
      timeZone: "Asia/Tokyo",
      now: late,
    });
    const [row] = await db.select().from(dailyGameCompletions);
    expect(row.completionDate).toBe("2026-03-11");
  });

  it("pays 10 CC for a premium game, up to Brain Blitz's limit of 5 a day", async () => {
    const { db } = database();
    const { game, engine } = await seededGame(db, "brain-blitz");
    const player = await createPlayer(db);
    const paid = [];
    for (let i = 0; i < 6; i++) {
      const run = await startRun(db, {
        gameId: game.id,
        engine,
        owner: { userId: player.id },
      });
      // A run's score comes only from its state: give this one points the way answers would.
      await db
        .update(gameRuns)
        .set({
          state: {
            ...run.state,
            score: 3,
            correct: 1,
            answered: 1,
            index: 1,
            streak: 1,
          },
        })
        .where(eq(gameRuns.id, run.id));
      paid.push((await finishRun(db, { run, premium: true, timeZone: UTC })).run.reward!.cc_awarded);
    }
    expect(paid).toEqual([10, 10, 10, 10, 10, 0]);
    expect(await earnedFor(db, player.id, "game_completion")).toBe(50);
  });

  it("reports a new best only when the score beats the old one", async () => {
    const { db } = database();
    const { game, engine } = await seededGame(db, "math-quest-number-crunch");
    const player = await createPlayer(db);
    const owner = { userId: player.id };
    const finish = async (correct: number) =>
      (
        await finishRun(db, {
          run: await playMath(db, { gameId: game.id, engine, owner, correct }),
          premium: false,
          timeZone: UTC,
        })
      ).run.reward!;
    expect(await finish(2)).toMatchObject({
      previous_best: 0,
      new_best: true,
      score: 2,
    });
    expect(await finish(1)).toMatchObject({
      previous_best: 2,
      new_best: false,
      score: 1,
    });
    expect(await finish(2)).toMatchObject({
      previous_best: 2,
      new_best: false,
    });
    expect(await finish(3)).toMatchObject({ previous_best: 2, new_best: true });
    expect((await progressOf(db, player.id, game.id)).highestScore).toBe(3);
  });

  it("pays a run once when it is finished twice at the same moment", async () => {
    const { db } = database();
    const { game, engine } = await seededGame(db, "math-quest-number-crunch");
    const player = await createPlayer(db);
    const run = await playMath(db, {
      gameId: game.id,
      engine,
      owner: { userId: player.id },
      correct: 2,
    });
    // PGlite runs one query at a time; on PostgreSQL these really race for the run's row.
    const results = await Promise.all(
      Array.from({ length: driver === "postgres" ? 10 : 3 }, () => finishRun(db, { run, premium: false, timeZone: UTC })),
    );
    expect(results.filter((r) => r.finishedNow)).toHaveLength(1);
    for (const { run: finished } of results) expect(finished.reward).toMatchObject({ cc_awarded: 5, score: 2 });
    expect(await earnedFor(db, player.id, "game_completion")).toBe(5);
    expect(await progressOf(db, player.id, game.id)).toMatchObject({
      timesPlayed: 1,
    });
    const [daily] = await db.select().from(dailyGameCompletions);
    expect(daily.completionCount).toBe(1);
  });

  it("closes a visitor's run without any reward", async () => {
    const { db } = database();
    const { game, engine } = await seededGame(db, "math-quest-number-crunch");
    const run = await playMath(db, {
      gameId: game.id,
      engine,
      owner: { visitorId: "visitor-4" },
      correct: 3,
    });
    const { run: finished, finishedNow } = await finishRun(db, {
      run,
      premium: false,
      timeZone: UTC,
    });
    expect(finishedNow).toBe(true);
    expect(finished.reward).toBeNull();
    expect(finished.state.score).toBe(3);
    expect(await db.select().from(clevercoinTransactions)).toEqual([]);
    expect(await db.select().from(userGameProgress)).toEqual([]);
  });

  it("does not let the SQL function finish someone else's run", async () => {
    const { db } = database();
    const { game, engine } = await seededGame(db, "math-quest-number-crunch");
    const owner = await createPlayer(db);
    const other = await createPlayer(db);
    const run = await playMath(db, {
      gameId: game.id,
      engine,
      owner: { userId: owner.id },
      correct: 1,
    });
    const { run: hijacked, finishedNow } = await finishRun(db, {
      run: { ...run, userId: other.id },
      premium: false,
      timeZone: UTC,
    });
    expect(finishedNow).toBe(false);
    expect(hijacked.finishedAt).toBeNull();
    expect(await earnedFor(db, other.id, "game_completion")).toBe(0);
  });
});
