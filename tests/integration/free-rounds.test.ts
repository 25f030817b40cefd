// Try before buying: a signed-in player who does not own Brain Blitz plays one free round a day,
// which earns nothing; a second the same day is refused; the next day brings another.
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { clevercoinTransactions, gameRuns, profiles, userGameProgress } from "../../drizzle/schema";
import { finishPlay, playPage, startPlay, type PlayContext } from "~/models/play.server";
import { FREE_ROUND_USED, freeRoundLeft, startFreeRound } from "~/models/free-rounds.server";
import { findRun } from "~/models/runs/runs.server";
import { submitAnswer } from "~/models/runs/answers.server";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { seededGame, skipLoadingScreen } from "../support/games";
import { blitzChallenge } from "~/games/brain-blitz";

const noVisitor = () => Promise.reject(new Error("a player needs no visitor id"));

describeEachDatabase("a premium game's free round", (database) => {
  it("is one round a day for a player who does not own the game, and earns nothing", async () => {
    const { db } = database();
    const { game, engine } = await seededGame(db, "brain-blitz");
    const player = await createPlayer(db);
    const owner = { userId: player.id };
    const play: PlayContext = { db, game, user: { id: player.id, isAdmin: false, balance: 0 }, timeZone: "UTC" };

    // The page offers it (with the buy buttons: access stays "buy").
    expect(await playPage(play, { owner, runId: null, challengeId: null })).toMatchObject({ access: "buy", freeRound: true });
    const started = await startPlay(play, { level: 1 }, noVisitor);
    if (!("showRun" in started)) throw new Error(`the free round did not start: ${JSON.stringify(started)}`);

    // Played like any round: the page shows it, answers count, and a right answer scores.
    await skipLoadingScreen(db, started.showRun);
    const run = (await findRun(db, { runId: started.showRun, gameId: game.id, owner }))!;
    expect(run.freeRound).toBe(true);
    expect((await playPage(play, { owner, runId: run.id, challengeId: null })).run?.id).toBe(run.id);
    const right = String(blitzChallenge(run.state).choices!.indexOf(blitzChallenge(run.state).answer));
    expect((await submitAnswer(db, { run, engine, index: 0, answer: right })).status).toBe("answered");

    // Finished: no coins, no reward toast, no progress; the results say it was the free round.
    expect(await finishPlay(play, owner, { runId: run.id })).toEqual({ showRun: run.id, toast: undefined });
    const page = await playPage(play, { owner, runId: run.id, challengeId: null });
    expect(page.run).toMatchObject({ finished: true, freeRound: true, reward: null });
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

    // A second round the same day is refused, with the reason; the page offers no free round now.
    expect(await startPlay(play, { level: 1 }, noVisitor)).toEqual({ reply: { error: FREE_ROUND_USED }, status: 403 });
    expect(await playPage(play, { owner, runId: null, challengeId: null })).toMatchObject({ freeRound: false });
    // Two Starts at once make one free round, never two.
    const other = await createPlayer(db);
    const both = await Promise.all(
      [1, 2].map(() => startFreeRound(db, { gameId: game.id, engine, userId: other.id, level: 1, timeZone: "UTC" })),
    );
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await db.select().from(gameRuns).where(eq(gameRuns.userId, other.id))).toHaveLength(1);

    // Tomorrow brings another.
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    expect(await freeRoundLeft(db, { userId: player.id, gameId: game.id, timeZone: "UTC", now: tomorrow })).toBe(true);
  });
});
