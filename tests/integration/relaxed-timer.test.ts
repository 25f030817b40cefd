// A relaxed timer (issue 34): the start form's timer sets the run's server deadline (twice the
// game's minute, or an hour with no clock on the page); a relaxed run pays as usual under the daily
// limits but is ranked nowhere (docs/decisions/relaxed-timer.md).
import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { dailyBests, gameRuns, userGameProgress, userLevelProgress } from "../../drizzle/schema";
import type { RunView } from "~/games/run-view";
import { createSignInSession } from "~/models/auth.server";
import { seed } from "~/models/seed.server";
import { action, loader } from "~/routes/play.$";
import { formPost, get, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { answerOfPrompt, skipLoadingScreen } from "../support/games";
import { earnedFor } from "../support/ledger";
import { callRoute } from "../support/routes";

const PAGE = "/play/math/math-quest-number-crunch";
const params = { "*": "math/math-quest-number-crunch" };

const post = (context: AppLoadContext, cookie: string, fields: Record<string, string>) =>
  callRoute(action, formPost(PAGE, fields, { Cookie: cookie }), context, params);

async function startedRun(context: AppLoadContext, cookie: string, fields: Record<string, string>) {
  const started = await post(context, cookie, { intent: "start", level: "1", ...fields });
  expect(started.status).toBe(302);
  const runId = new URL(started.headers.get("Location")!, "http://x").searchParams.get("run")!;
  const page = await callRoute(loader, get(`${PAGE}?run=${runId}`, { Cookie: cookie }), context, params);
  return ((await page.json()) as { run: RunView }).run;
}

/** Answers the run's question right and finishes it: a run worth one point. */
async function scoreOneAndFinish(context: AppLoadContext, cookie: string, run: RunView) {
  await skipLoadingScreen(context.db, run.id);
  const answered = await post(context, cookie, {
    intent: "answer",
    runId: run.id,
    index: "0",
    answer: answerOfPrompt(run.question.prompt),
  });
  expect(answered.status).toBe(302);
  expect((await post(context, cookie, { intent: "finish", runId: run.id })).status).toBe(302);
}

describeEachDatabase("a relaxed timer", (database) => {
  it("sets the server's deadline, and a timer that is none of the three is refused", async () => {
    const context = testContext(database());
    await seed(context.db);
    const player = await createPlayer(context.db);
    const cookie = (await createSignInSession(get(PAGE), context, player.id)).split(";")[0];
    const seconds = (run: RunView) => run.durationSeconds;

    expect(seconds(await startedRun(context, cookie, {}))).toBe(60);
    expect(await startedRun(context, cookie, { timer: "more-time" })).toMatchObject({ timer: "more-time", durationSeconds: 120 });
    expect(await startedRun(context, cookie, { timer: "none" })).toMatchObject({ timer: "none", durationSeconds: 3600 });

    const refused = await post(context, cookie, { intent: "start", timer: "forever" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: "That request could not be understood. Please try again." });
  });

  it("pays as usual but leaves the bests and the daily top 10 to timed runs", async () => {
    const context = testContext(database());
    await seed(context.db);
    const player = await createPlayer(context.db);
    const cookie = (await createSignInSession(get(PAGE), context, player.id)).split(";")[0];

    const relaxed = await startedRun(context, cookie, { timer: "none" });
    await scoreOneAndFinish(context, cookie, relaxed);
    const [row] = await context.db.select().from(gameRuns).where(eq(gameRuns.id, relaxed.id));
    expect(row).toMatchObject({ finalScore: 1, timer: "none", reward: { cc_awarded: 5, new_best: false } });
    expect(await earnedFor(context.db, player.id, "game_completion")).toBe(5);
    const progress = () => context.db.select().from(userGameProgress).where(eq(userGameProgress.userId, player.id));
    const levelProgress = () => context.db.select().from(userLevelProgress).where(eq(userLevelProgress.userId, player.id));
    expect(await progress()).toMatchObject([{ highestScore: 0, timesPlayed: 1 }]);
    expect(await levelProgress()).toMatchObject([{ level: 1, highestScore: 0, timesPlayed: 1 }]);
    expect(await context.db.select().from(dailyBests).where(eq(dailyBests.userId, player.id))).toEqual([]);

    // The same score on the usual clock is ranked.
    await scoreOneAndFinish(context, cookie, await startedRun(context, cookie, {}));
    expect(await progress()).toMatchObject([{ highestScore: 1, timesPlayed: 2 }]);
    expect(await levelProgress()).toMatchObject([{ highestScore: 1, timesPlayed: 2 }]);
    expect(await context.db.select().from(dailyBests).where(eq(dailyBests.userId, player.id))).toMatchObject([{ bestScore: 1 }]);
    expect(await earnedFor(context.db, player.id, "game_completion")).toBe(10);
  });
});
