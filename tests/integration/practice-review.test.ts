// Practice that adapts, and review of missed questions (issue 49 item 4): a signed-in child's
// Practice asks the skills they are practising; a question they missed comes back in a later
// practice once the library says it is due, and later after a right answer than after a wrong one;
// practice pays like a relaxed run and is ranked nowhere.
import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { dailyBests, gameRuns, reviewCards, skillEstimates, users } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { engines } from "~/games";
import { mathTask } from "~/games/math-quest";
import type { QuestionAddress, RunState } from "~/games/types";
import { createSignInSession } from "~/models/auth.server";
import { lastPracticeRun } from "~/models/learning/practice-runs.server";
import { dueReviews, questionKey, reviewDue } from "~/models/learning/reviews.server";
import { findRunById, type Run } from "~/models/runs/runs.server";
import { seed } from "~/models/seed.server";
import { action } from "~/routes/play.$";
import { formPost, get, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { skipLoadingScreen } from "../support/games";
import { earnedFor } from "../support/ledger";
import { callRoute } from "../support/routes";

const PAGE = "/play/math/math-quest-number-crunch";
const params = { "*": "math/math-quest-number-crunch" };
const DAY = 24 * 60 * 60 * 1000;

const post = (context: AppLoadContext, cookie: string, fields: Record<string, string>) =>
  callRoute(action, formPost(PAGE, fields, { Cookie: cookie }), context, params);

async function signedIn(context: AppLoadContext) {
  const player = await createPlayer(context.db);
  return { player, cookie: (await createSignInSession(get(PAGE), context, player.id)).split(";")[0] };
}

/** Start (Practice, or a run at a level) as the start screen posts it; the run as stored. */
async function start(context: AppLoadContext, cookie: string, fields: Record<string, string>): Promise<Run> {
  const started = await post(context, cookie, { intent: "start", ...fields });
  expect(started.status).toBe(302);
  const runId = new URL(started.headers.get("Location")!, "http://x").searchParams.get("run")!;
  await skipLoadingScreen(context.db, runId);
  return (await findRunById(context.db, runId))!;
}

const asked = (address: QuestionAddress): RunState => ({ ...address, correct: 0, answered: 0, streak: 0 });
/** The question a run shows now: a practice run's from its plan. */
const shown = (state: RunState) => (state.practice ? asked(state.practice[state.index]) : state);
const rightAnswer = (state: RunState) => String(mathTask(shown(state)).answer);

/** Answers the run's questions as `answer` says (by their number), as the form posts them, and finishes it. */
async function playAndFinish(context: AppLoadContext, cookie: string, run: Run, count: number, answer: (state: RunState) => string) {
  for (let n = 0; n < count; n++) {
    const state = (await findRunById(context.db, run.id))!.state;
    const answered = await post(context, cookie, { intent: "answer", runId: run.id, index: String(state.index), answer: answer(state) });
    expect(answered.status).toBe(302);
  }
  expect((await post(context, cookie, { intent: "finish", runId: run.id })).status).toBe(302);
  return (await findRunById(context.db, run.id))!;
}

async function practising(db: Queryable, userId: string, skills: Record<string, number>) {
  await db
    .insert(skillEstimates)
    .values(Object.entries(skills).map(([skill, ability]) => ({ userId, skill, ability, answers: 6, correct: 4 })));
}

/** A child misses the first question of a run at level 4: the question's address. */
async function missFirst(context: AppLoadContext, cookie: string): Promise<QuestionAddress> {
  const run = await start(context, cookie, { level: "4" });
  const address = engines["math-quest"].item(run.state)!.address;
  await playAndFinish(context, cookie, run, 1, () => "99999");
  return address;
}

describeEachDatabase("practice that adapts", (database) => {
  it("asks mostly the skills the child is practising, pays like a relaxed run and is ranked nowhere", async () => {
    const context = testContext(database());
    await seed(context.db);
    const { player, cookie } = await signedIn(context);
    const skills = { "math-quest:times-3": 1.2, "math-quest:times-4": 1.4, "math-quest:division-facts": 0.9 };
    await practising(context.db, player.id, skills);

    const run = await start(context, cookie, { practice: "yes" });
    expect(run.timer).toBe("more-time");
    const plan = run.state.practice!;
    expect(plan.length).toBeGreaterThan(10);
    const planned = plan.map((address) => engines["math-quest"].item(asked(address))!.skill);
    expect(planned.filter((skill) => skill in skills).length).toBeGreaterThan(plan.length / 2);
    expect(plan.every((address) => address.level === 4 || address.level === 5)).toBe(true);

    const finished = await playAndFinish(context, cookie, run, 1, rightAnswer);
    expect(finished.finishedAt).not.toBeNull();
    expect(finished.state.score).toBeGreaterThan(0);
    expect(await earnedFor(context.db, player.id, "game_completion")).toBeGreaterThan(0);
    expect(await context.db.select().from(dailyBests).where(eq(dailyBests.userId, player.id))).toEqual([]);
  });

  it("the next practice is aimed by how the child's last practice went, not by an ordinary run or one that broke the pace", async () => {
    const context = testContext(database());
    await seed(context.db);
    const { player, cookie } = await signedIn(context);
    await practising(context.db, player.id, { "math-quest:times-3": 1.2, "math-quest:times-4": 1.4 });
    const practice = await start(context, cookie, { practice: "yes" });
    const where = { userId: player.id, gameId: practice.gameId };
    expect(await lastPracticeRun(context.db, where)).toBeUndefined();

    await playAndFinish(context, cookie, practice, 4, rightAnswer);
    expect(await lastPracticeRun(context.db, where)).toEqual({ answered: 4, right: 4 });
    // An ordinary run after it, missed, is not practice: the aim still reads the practice run.
    await missFirst(context, cookie);
    expect(await lastPracticeRun(context.db, where)).toEqual({ answered: 4, right: 4 });
    // A practice run that broke the pace counts for nothing, here as everywhere.
    const tooFast = await start(context, cookie, { practice: "yes" });
    await playAndFinish(context, cookie, tooFast, 2, () => "99999");
    expect(await lastPracticeRun(context.db, where)).toEqual({ answered: 2, right: 0 });
    await context.db.update(gameRuns).set({ tooFast: true }).where(eq(gameRuns.id, tooFast.id));
    expect(await lastPracticeRun(context.db, where)).toEqual({ answered: 4, right: 4 });
  });

  it("a visitor is asked to sign in", async () => {
    const context = testContext(database());
    await seed(context.db);
    const refused = await callRoute(action, formPost(PAGE, { intent: "start", practice: "yes" }), context, params);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: "Sign in to practise: a practice run is built from what you have learnt." });
    expect(await context.db.select().from(gameRuns)).toEqual([]);
  });

  it("a missed question comes back in a later practice, then once the library says it is due again", async () => {
    const context = testContext(database());
    await seed(context.db);
    const { player, cookie } = await signedIn(context);
    const missed = await missFirst(context, cookie);
    // Due at once: the next practice brings it back, the very same question.
    expect(await dueReviews(context.db, player.id, "math-quest")).toEqual([{ skill: expect.any(String), address: missed }]);
    const practice = await start(context, cookie, { practice: "yes" });
    const at = practice.state.practice!.findIndex((address) => questionKey(address) === questionKey(missed));
    expect(at).toBeGreaterThan(0);
    expect(mathTask(asked(practice.state.practice![at])).prompt).toBe(mathTask(asked(missed)).prompt);

    // Answered right this time: not due again tomorrow, due again in a month.
    await playAndFinish(context, cookie, practice, at + 1, rightAnswer);
    const due = (await reviewDue(context.db, player.id, missed))!;
    expect(due.getTime()).toBeGreaterThan(Date.now() + DAY / 2);
    expect(await dueReviews(context.db, player.id, "math-quest")).toEqual([]);
    expect(await dueReviews(context.db, player.id, "math-quest", new Date(Date.now() + 31 * DAY))).toHaveLength(1);
    const later = await start(context, cookie, { practice: "yes" });
    expect(later.state.practice!.some((address) => questionKey(address) === questionKey(missed))).toBe(false);
    // A child's cards go with their account.
    await context.db.delete(users).where(eq(users.id, player.id));
    expect(await context.db.select().from(reviewCards)).toEqual([]);
  });

  it("a review answered right is scheduled later than one answered wrong", async () => {
    const context = testContext(database());
    await seed(context.db);
    const dues: number[] = [];
    for (const right of [true, false]) {
      const { player, cookie } = await signedIn(context);
      const missed = await missFirst(context, cookie);
      const practice = await start(context, cookie, { practice: "yes" });
      const at = practice.state.practice!.findIndex((address) => questionKey(address) === questionKey(missed));
      expect(at).toBeGreaterThan(0);
      await playAndFinish(context, cookie, practice, at + 1, (state) => (state.index === at && !right ? "99999" : rightAnswer(state)));
      dues.push((await reviewDue(context.db, player.id, missed))!.getTime());
    }
    expect(dues[0]).toBeGreaterThan(dues[1]);
  });
});
