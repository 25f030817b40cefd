// The play page's model: Start gives a visitor's browser an id only for a run that really starts,
// and Finish says what the run earned once, however many times it is sent.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { gameRuns, games } from "../../drizzle/schema";
import { finishPlay, startPlay, type PlayContext } from "~/models/runs/answer-service.server";
import { findRun } from "~/models/runs/runs.server";
import { submitAnswer } from "~/models/runs/answers.server";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { answerOfPrompt, seededGame, skipLoadingScreen } from "../support/games";

const TIME_ZONE = "UTC";

describeEachDatabase("the play page's forms", (database) => {
  it("gives a visitor's browser its visitor id only when a run starts", async () => {
    const { db } = database();
    const { game: math } = await seededGame(db, "math-quest-number-crunch");
    const [blitz] = await db.select().from(games).where(eq(games.slug, "brain-blitz"));
    let asked = 0;
    const visitorId = async () => {
      asked++;
      return "0b6a2f1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
    };
    const visitor = (game: PlayContext["game"]): PlayContext => ({ db, game, user: null, timeZone: TIME_ZONE });

    expect(await startPlay(visitor(blitz), {}, visitorId)).toEqual({ reply: { error: "Sign In to Access Premium Learning" }, status: 403 });
    expect(await startPlay(visitor(math), { level: 9 }, visitorId)).toEqual({
      reply: { error: "Please choose one of this game's levels." },
      status: 400,
    });
    expect(asked).toBe(0);

    const started = await startPlay(visitor(math), {}, visitorId);
    expect(asked).toBe(1);
    if (!("showRun" in started)) throw new Error("the run did not start");
    expect(started.toast).toBeUndefined();
    const [run] = await db.select().from(gameRuns).where(eq(gameRuns.id, started.showRun));
    expect(run).toMatchObject({ visitorId: "0b6a2f1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b", userId: null });
  });

  it("says what a finished run earned once: a second Finish (another tab) shows the results without it", async () => {
    const { db } = database();
    const { game, engine } = await seededGame(db, "math-quest-number-crunch");
    const player = await createPlayer(db);
    const play: PlayContext = { db, game, user: { id: player.id, isAdmin: false, balance: 0 }, timeZone: TIME_ZONE };
    const owner = { userId: player.id };

    const started = await startPlay(play, {}, () => Promise.reject(new Error("a player needs no visitor id")));
    if (!("showRun" in started)) throw new Error("the run did not start");
    await skipLoadingScreen(db, started.showRun);
    const run = (await findRun(db, { runId: started.showRun, gameId: game.id, owner }))!;
    expect((await submitAnswer(db, { run, engine, index: 0, answer: answerOfPrompt(engine.question(run.state).prompt) })).status).toBe(
      "answered",
    );

    expect(await finishPlay(play, owner, { runId: run.id })).toEqual({
      showRun: run.id,
      toast: {
        title: "New High Score!",
        description: expect.stringMatching(/^You scored 1 points and earned \+5 CC/),
        variant: "success",
      },
    });
    expect(await finishPlay(play, owner, { runId: run.id })).toEqual({ showRun: run.id, toast: undefined });
    // Someone else's run is not found.
    expect(await finishPlay(play, { userId: (await createPlayer(db)).id }, { runId: run.id })).toEqual({
      reply: { error: "This game was not found. Start a new game." },
      status: 404,
    });
  });
});
