// A score must be humanly possible: nothing counts during the loading screen, and a run answered
// faster than anyone can read earns nothing and ranks nowhere, while a quick child is never refused.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { gameRuns, userGameProgress } from "../../drizzle/schema";
import { dailyTop } from "~/models/daily-top.server";
import { finishRun } from "~/models/runs/finish.server";
import { PACE_SLACK_MS, submitAnswer, TOO_FAST_MESSAGE } from "~/models/runs/answers.server";
import { startRun } from "~/models/runs/runs.server";
import { calendarDay } from "~/utils/dates";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { humanPace, mathAnswer, playMath, seededGame } from "../support/games";
import { earnedFor } from "../support/ledger";

describeEachDatabase("humanly possible play", (database) => {
  it("refuses an answer sent during the loading screen, and the question stays", async () => {
    const { db } = database();
    const { game, engine } = await seededGame(db, "math-quest-number-crunch");
    const player = await createPlayer(db);
    const run = await startRun(db, { gameId: game.id, engine, owner: { userId: player.id } });
    const early = await submitAnswer(db, {
      run,
      engine,
      index: 0,
      answer: mathAnswer(run.state),
      now: new Date(run.startedAt.getTime() + 18),
    });
    expect(early.status).toBe("early");
    const [row] = await db.select().from(gameRuns).where(eq(gameRuns.id, run.id));
    expect(row.state).toMatchObject({ index: 0, score: 0 });
    expect(row.tooFast).toBe(false);
  });

  it("a bot answering right at once is stopped within a few answers, and its run earns and ranks nothing", async () => {
    const { db } = database();
    const { game, engine } = await seededGame(db, "math-quest-number-crunch");
    const player = await createPlayer(db);
    let run = await startRun(db, { gameId: game.id, engine, owner: { userId: player.id } });
    const statuses: string[] = [];
    // A hundred right answers in one second, from the end of the loading screen.
    for (let i = 0; i < 100; i++) {
      const outcome = await submitAnswer(db, {
        run,
        engine,
        index: run.state.index,
        answer: mathAnswer(run.state),
        now: new Date(run.playsFrom.getTime() + i * 10),
      });
      statuses.push(outcome.status);
      if (outcome.status === "answered" || outcome.status === "too-fast") run = outcome.run;
    }
    const answered = statuses.filter((status) => status === "answered").length;
    // What counted is what a human could have answered in that second, not a hundred.
    expect(answered).toBeLessThanOrEqual(Math.ceil((1000 + PACE_SLACK_MS) / engine.minAnswerMs));
    expect(statuses).toContain("too-fast");
    expect(run.tooFast).toBe(true);

    const { run: finished } = await finishRun(db, { run, premium: false, timeZone: "UTC" });
    expect(finished.finishedAt).not.toBeNull();
    expect(finished.reward).toBeNull();
    const [row] = await db.select().from(gameRuns).where(eq(gameRuns.id, run.id));
    expect(row.finalScore).toBeNull();
    expect(await earnedFor(db, player.id, "game_completion")).toBe(0);
    expect(await db.select().from(userGameProgress).where(eq(userGameProgress.userId, player.id))).toHaveLength(0);
    const top = await dailyTop(db, calendarDay(new Date(), "UTC"), "UTC");
    expect(top.some((place) => place.userId === player.id)).toBe(false);
  });

  it("a quick child answering every question as fast as the minimum is rewarded as before", async () => {
    const { db } = database();
    const { game, engine } = await seededGame(db, "math-quest-number-crunch");
    const player = await createPlayer(db);
    const run = await playMath(db, { gameId: game.id, engine, owner: { userId: player.id }, correct: 40 });
    expect(run.tooFast).toBe(false);
    expect(run.state.score).toBeGreaterThanOrEqual(40);
    const { run: finished } = await finishRun(db, { run, premium: false, timeZone: "UTC", now: humanPace(run, engine, 40) });
    expect(finished.reward?.cc_awarded).toBe(5);
    expect(finished.reward?.score).toBe(run.state.score);
    expect(TOO_FAST_MESSAGE).toMatch(/no Clever Coins and no place on the leaderboard/);
  });
});
