// The play page's action and loader as a browser uses them: whatever score or state a client
// posts, only the engine's scoring of the answers counts.
import type { AppLoadContext } from "@remix-run/node";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { gameRuns, games, userGameProgress } from "../../drizzle/schema";
import { seed } from "~/models/seed.server";
import type { RunView } from "~/games/run-view";
import { createSignInSession } from "~/models/auth.server";
import { action, loader } from "~/routes/play.$";
import { formPost, get, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { toastOf } from "../support/routes";
import { answerOfPrompt, skipLoadingScreen } from "../support/games";
import { earnedFor } from "../support/ledger";

const PAGE = "/play/math/math-quest-number-crunch";
const params = { "*": "math/math-quest-number-crunch" };

async function call(fn: () => Promise<Response>): Promise<Response> {
  try {
    return await fn();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function post(context: AppLoadContext, cookie: string, fields: Record<string, string>) {
  return call(() =>
    action({
      request: formPost(PAGE, fields, { Cookie: cookie }),
      params,
      context,
    }),
  );
}

async function show(context: AppLoadContext, cookie: string, runId: string) {
  const response = await call(() =>
    loader({
      request: get(`${PAGE}?run=${runId}`, { Cookie: cookie }),
      params,
      context,
    }),
  );
  return ((await response.json()) as { run: RunView }).run;
}

describeEachDatabase("the play page", (database) => {
  it("ignores any score, points or state a client posts", async () => {
    const context = testContext(database());
    await seed(context.db);
    const player = await createPlayer(context.db);
    const cookie = (await createSignInSession(get(PAGE), context, player.id)).split(";")[0];

    const started = await post(context, cookie, {
      intent: "start",
      score: "500",
    });
    expect(started.status).toBe(302);
    const runId = new URL(started.headers.get("Location")!, "http://x").searchParams.get("run")!;
    const run = await show(context, cookie, runId);
    expect(run.score).toBe(0);
    // What the page sends the browser never lets it work out the answers ahead.
    expect(JSON.stringify(run)).not.toContain((await context.db.select().from(gameRuns).where(eq(gameRuns.id, runId)))[0].seed);
    await skipLoadingScreen(context.db, runId);

    // A wrong answer, dressed up with a claimed score and a forged state.
    const wrong = String(Number(answerOfPrompt(run.question.prompt)) + 1);
    const forged = JSON.stringify({ ...run.state, score: 999, correct: 999 });
    const answered = await post(context, cookie, {
      intent: "answer",
      runId,
      index: "0",
      answer: wrong,
      mode: "json",
      score: "999",
      points: "999",
      state: forged,
      correct: "true",
    });
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({
      state: { score: 0, index: 1 },
      feedback: { correct: false, points: 0 },
    });

    const finished = await post(context, cookie, {
      intent: "finish",
      runId,
      score: "999",
      finalScore: "999",
      cc_awarded: "100",
    });
    expect(finished.status).toBe(302);
    const results = await show(context, cookie, runId);
    expect(results).toMatchObject({
      finished: true,
      score: 0,
      reward: { score: 0, cc_awarded: 0 },
    });
    const [row] = await context.db.select().from(gameRuns).where(eq(gameRuns.id, runId));
    expect(row.finalScore).toBe(0);
    const [progress] = await context.db.select().from(userGameProgress).where(eq(userGameProgress.userId, player.id));
    expect(progress.highestScore).toBe(0);
    expect(await earnedFor(context.db, player.id, "game_completion")).toBe(0);
  });

  it("without JavaScript, an answer sent as the clock runs out leads to the results, not a question at 0:00", async () => {
    const context = testContext(database());
    await seed(context.db);
    const player = await createPlayer(context.db);
    const cookie = (await createSignInSession(get(PAGE), context, player.id)).split(";")[0];
    const started = await post(context, cookie, { intent: "start" });
    const runId = new URL(started.headers.get("Location")!, "http://x").searchParams.get("run")!;
    const run = await show(context, cookie, runId);
    await skipLoadingScreen(context.db, runId);
    // The clock ran out half a second ago: the answer is inside the grace for answers in flight.
    await context.db
      .update(gameRuns)
      .set({ deadline: new Date(Date.now() - 500) })
      .where(eq(gameRuns.id, runId));

    const answered = await post(context, cookie, { intent: "answer", runId, index: "0", answer: answerOfPrompt(run.question.prompt) });
    expect(answered.status).toBe(302);
    expect(answered.headers.get("Location")).toBe(`${PAGE}?run=${runId}#stage`);
    expect((await toastOf(answered, context))?.title).toBe("New High Score!");
    // The answer counted, and the page it leads to is the results.
    expect(await show(context, cookie, runId)).toMatchObject({ finished: true, score: 1 });
    expect(await earnedFor(context.db, player.id, "game_completion")).toBe(5);
  });

  it("answers bad input with a 4xx and a message, never a 500", async () => {
    const context = testContext(database());
    await seed(context.db);
    const player = await createPlayer(context.db);
    const cookie = (await createSignInSession(get(PAGE), context, player.id)).split(";")[0];
    const started = await post(context, cookie, { intent: "start" });
    const runId = new URL(started.headers.get("Location")!, "http://x").searchParams.get("run")!;

    const cases: Array<[Record<string, string>, number, string]> = [
      [{ intent: "cheat" }, 400, "That request could not be understood. Please try again."],
      [{ intent: "answer", runId, index: "zero", answer: "4" }, 400, "That request could not be understood. Please try again."],
      [{ intent: "answer", runId, index: "0", answer: "" }, 400, "Please enter an answer."],
      [{ intent: "answer", runId, index: "0", answer: "x".repeat(201) }, 400, "That answer is too long."],
      [{ intent: "answer", runId: "not-a-run", index: "0", answer: "4" }, 404, "This game was not found. Start a new game."],
    ];
    for (const [fields, status, error] of cases) {
      const response = await post(context, cookie, fields);
      expect(
        {
          status: response.status,
          error: ((await response.json()) as { error: string }).error,
        },
        JSON.stringify(fields),
      ).toEqual({ status, error });
    }

    // Someone else's run is as unknown as a made-up one.
    const other = await createPlayer(context.db);
    const otherCookie = (await createSignInSession(get(PAGE), context, other.id)).split(";")[0];
    const response = await post(context, otherCookie, {
      intent: "finish",
      runId,
    });
    expect(response.status).toBe(404);
  });

  it("says the spec's words when a player's sign-in has ended, when saving fails, and for a game no engine plays", async () => {
    const context = testContext(database());
    await seed(context.db);
    // (Before the first page: the catalogue is read once per database and kept.)
    await context.db.insert(games).values({ slug: "sky-sums", title: "Sky Sums", description: "Soon.", category: "math" });
    const player = await createPlayer(context.db);
    const cookie = (await createSignInSession(get(PAGE), context, player.id)).split(";")[0];
    const started = await post(context, cookie, { intent: "start" });
    const runId = new URL(started.headers.get("Location")!, "http://x").searchParams.get("run")!;
    const reply = async (response: Response) => ({ status: response.status, error: ((await response.json()) as { error: string }).error });

    // Signed out in another tab, then Finish: the run is theirs, so they are asked to sign in again.
    expect(await reply(await post(context, "", { intent: "finish", runId }))).toEqual({
      status: 401,
      error: "User not authenticated. Please sign in again to save this game.",
    });

    // The database fails while the run is saved: the spec's words, and nothing is lost: Finish again works.
    await context.db.execute(sql`alter table user_level_progress rename to user_level_progress_away`);
    try {
      expect(await reply(await post(context, cookie, { intent: "finish", runId }))).toEqual({
        status: 503,
        error: "Failed to save game progress. Please try again.",
      });
    } finally {
      await context.db.execute(sql`alter table user_level_progress_away rename to user_level_progress`);
    }
    expect((await post(context, cookie, { intent: "finish", runId })).status).toBe(302);
    expect(await show(context, cookie, runId)).toMatchObject({ finished: true });

    // A game in the catalogue that no engine plays: its page and its Start say so.
    const skyParams = { "*": "math/sky-sums" };
    const page = await call(() => loader({ request: get("/play/math/sky-sums", { Cookie: cookie }), params: skyParams, context }));
    expect(((await page.json()) as { gameKey: string | null }).gameKey).toBeNull();
    const start = await call(() =>
      action({ request: formPost("/play/math/sky-sums", { intent: "start" }, { Cookie: cookie }), params: skyParams, context }),
    );
    expect(await reply(start)).toEqual({ status: 503, error: "Game configuration not found for: sky-sums" });
  });

  it("starts a run at the chosen level, refuses a level the game lacks, and offers the last level next time", async () => {
    const context = testContext(database());
    await seed(context.db);
    const player = await createPlayer(context.db);
    const cookie = (await createSignInSession(get(PAGE), context, player.id)).split(";")[0];
    const page = async () =>
      (await (await call(() => loader({ request: get(PAGE, { Cookie: cookie }), params, context }))).json()) as {
        levels: Array<{ id: number; name: string }>;
        defaultLevel: number;
      };

    const first = await page();
    expect(first.levels.map((level) => level.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(first.defaultLevel).toBe(1);

    for (const level of ["9", "0", "two"]) {
      const refused = await post(context, cookie, { intent: "start", level });
      expect(refused.status, level).toBe(400);
    }
    const started = await post(context, cookie, { intent: "start", level: "4" });
    expect(started.status).toBe(302);
    const runId = new URL(started.headers.get("Location")!, "http://x").searchParams.get("run")!;
    expect((await show(context, cookie, runId)).state.level).toBe(4);
    const [row] = await context.db.select().from(gameRuns).where(eq(gameRuns.id, runId));
    expect((row.state as { level?: number }).level).toBe(4);
    expect((await page()).defaultLevel).toBe(4);

    // Play Again from an old page posts no level: the last one again.
    const again = await post(context, cookie, { intent: "start" });
    const againId = new URL(again.headers.get("Location")!, "http://x").searchParams.get("run")!;
    expect((await show(context, cookie, againId)).state.level).toBe(4);
  });
});
