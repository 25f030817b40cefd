// Try before buying: a signed-in player who does not own Brain Blitz plays one free run a day,
// which earns nothing; a second the same day is refused; the next day brings another. Left
// mid-way, it is offered again until its clock runs out; then the page says when the next comes.
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { clevercoinTransactions, gameRuns, profiles, userGameProgress } from "../../drizzle/schema";
import { playPage } from "~/models/play-page.server";
import { finishPlay, startPlay, type PlayContext } from "~/models/runs/answer-service.server";
import { FREE_RUN_USED, startFreeRun, todaysFreeRound } from "~/models/runs/free-runs.server";
import { findRun } from "~/models/runs/runs.server";
import { submitAnswer } from "~/models/runs/answers.server";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { seededGame, skipLoadingScreen } from "../support/games";
import { blitzChallenge } from "~/games/brain-blitz";

const noVisitor = () => Promise.reject(new Error("a player needs no visitor id"));

describeEachDatabase("a premium game's free run", (database) => {
  it("is one round a day for a player who does not own the game, and earns nothing", async () => {
    const { db } = database();
    const { game, engine } = await seededGame(db, "brain-blitz");
    const player = await createPlayer(db);
    const owner = { userId: player.id };
    const play: PlayContext = { db, game, user: { id: player.id, isAdmin: false, balance: 0 }, timeZone: "UTC" };

    // The page offers it (with the buy buttons: access stays "buy").
    expect(await playPage(play, { owner, runId: null, challengeId: null })).toMatchObject({ access: "buy", freeRound: { state: "left" } });
    const started = await startPlay(play, { level: 1 }, noVisitor);
    if (!("showRun" in started)) throw new Error(`the free run did not start: ${JSON.stringify(started)}`);

    // Played like any round: the page shows it, answers count, and a right answer scores.
    await skipLoadingScreen(db, started.showRun);
    const run = (await findRun(db, { runId: started.showRun, gameId: game.id, owner }))!;
    expect(run.freeRun).toBe(true);
    expect((await playPage(play, { owner, runId: run.id, challengeId: null })).run?.id).toBe(run.id);
    const right = String(blitzChallenge(run.state).choices!.indexOf(blitzChallenge(run.state).answer));
    expect((await submitAnswer(db, { run, engine, index: 0, answer: right })).status).toBe("answered");

    // Finished: no coins, no reward toast, no progress; the results say it was the free run.
    expect(await finishPlay(play, owner, { runId: run.id })).toEqual({ showRun: run.id, toast: undefined });
    const page = await playPage(play, { owner, runId: run.id, challengeId: null });
    expect(page.run).toMatchObject({ finished: true, freeRun: true, reward: null });
    expect(page.run!.score).toBeGreaterThan(0);
    const [{ balance }] = await db.select({ balance: profiles.clevercoinBalance }).from(profiles).where(eq(profiles.id, player.id));
    const earned = await db.select().from(clevercoinTransactions).where(eq(clevercoinTransactions.userId, player.id));
    expect(earned.filter((t) => t.description?.includes("Brain Blitz"))).toEqual([]);
    expect(balance).toBe(0);
    expect(
      await db
        .select()
        .from(userGameProgress)
        .where(and(eq(userGameProgress.userId, player.id), eq(userGameProgress.gameId, game.id))),
    ).toEqual([]);

    // A second run the same day is refused, with the reason; the page offers no free run now.
    expect(await startPlay(play, { level: 1 }, noVisitor)).toEqual({ reply: { error: FREE_RUN_USED }, status: 403 });
    expect(await playPage(play, { owner, runId: null, challengeId: null })).toMatchObject({ freeRound: { state: "used" } });
    // Two Starts at once make one free run, never two.
    const other = await createPlayer(db);
    const both = await Promise.all(
      [1, 2].map(() => startFreeRun(db, { gameId: game.id, engine, userId: other.id, level: 1, timeZone: "UTC" })),
    );
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await db.select().from(gameRuns).where(eq(gameRuns.userId, other.id))).toHaveLength(1);

    // Tomorrow brings another.
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    expect(await todaysFreeRound(db, { userId: player.id, gameId: game.id, timeZone: "UTC", now: tomorrow })).toEqual({ state: "left" });
  });

  it("left mid-way, is offered again until its clock runs out; then the page says when the next one comes", async () => {
    const { db } = database();
    const { game } = await seededGame(db, "brain-blitz");
    const player = await createPlayer(db, { balance: 40 });
    const owner = { userId: player.id };
    const play: PlayContext = { db, game, user: { id: player.id, isAdmin: false, balance: 40 }, timeZone: "UTC" };
    const started = await startPlay(play, { level: 1 }, noVisitor);
    if (!("showRun" in started)) throw new Error(`the free run did not start: ${JSON.stringify(started)}`);

    // Back on the game's page without the round: "Continue today's free round" leads to it, and the
    // unlock box (40 of 1000 CC) is folded under that, not shown as "Insufficient CleverCoin".
    expect(await playPage(play, { owner, runId: null, challengeId: null })).toMatchObject({
      freeRound: { state: "going", runId: started.showRun },
      unlockFolded: true,
    });
    expect((await playPage(play, { owner, runId: started.showRun, challengeId: null })).run).toMatchObject({ finished: false });

    // Its clock ran out while the player was away: used today, and the next one comes at midnight.
    await db
      .update(gameRuns)
      .set({ deadline: new Date(Date.now() - 60_000) })
      .where(eq(gameRuns.id, started.showRun));
    expect(await playPage(play, { owner, runId: null, challengeId: null })).toMatchObject({
      freeRound: { state: "used" },
      unlockFolded: true,
    });
    // The round's own page shows its results (it is finished now), and Start is refused.
    expect((await playPage(play, { owner, runId: started.showRun, challengeId: null })).run).toMatchObject({ finished: true });
    expect(await startPlay(play, { level: 1 }, noVisitor)).toEqual({ reply: { error: FREE_RUN_USED }, status: 403 });

    // A player with the coins to unlock sees the unlock box as before.
    const rich: PlayContext = { ...play, user: { id: player.id, isAdmin: false, balance: 1000 } };
    expect(await playPage(rich, { owner, runId: null, challengeId: null })).toMatchObject({ unlockFolded: false });
  });

  it("comes again at the next midnight of APP_TIME_ZONE", async () => {
    const { db } = database();
    const { game, engine } = await seededGame(db, "brain-blitz");
    const player = await createPlayer(db);
    const where = { userId: player.id, gameId: game.id, timeZone: "Europe/Berlin" };
    // 23:30 in London is 00:30 on 6 December in Berlin: the round is the 6th's; the next comes on the 7th.
    const now = new Date("2026-12-05T23:30:00Z");
    const run = await startFreeRun(db, { gameId: game.id, engine, userId: player.id, level: 1, timeZone: "Europe/Berlin", now });
    expect(await todaysFreeRound(db, { ...where, now })).toEqual({ state: "going", runId: run!.id });
    const later = new Date(run!.deadline.getTime() + 60_000);
    expect(await todaysFreeRound(db, { ...where, now: later })).toEqual({ state: "used", next: "December 7, 2026 at 12:00 AM GMT+1" });
    expect(await todaysFreeRound(db, { ...where, now: new Date("2026-12-06T23:00:00Z") })).toEqual({ state: "left" });
  });
});
