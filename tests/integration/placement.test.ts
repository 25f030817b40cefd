// The placement check (issue 49): a new child is offered "Find my level" before the usual start;
// its questions come at the levels the check picks, it ends after its last one, pays nothing,
// teaches the skill estimates like any run, and the start screen then offers the level it found.
import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { dailyBests, gameRuns, runAnswers, userBadges, userGameProgress, userLevelProgress, users } from "../../drizzle/schema";
import { PLACEMENT_LENGTH } from "~/games/learning/placement";
import { PLACEMENT_SCORE } from "~/games/learning/placement-engine";
import { skillById } from "~/games/skills";
import type { RunView } from "~/games/run-view";
import { skillEstimatesOf } from "~/models/learning/estimates.server";
import { seed } from "~/models/seed.server";
import { action, loader } from "~/routes/play.$";
import { formPost, get, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { mathAnswer, skipLoadingScreen, storedRunState } from "../support/games";
import { earnedFor } from "../support/ledger";
import { callRoute, signedInPlayer } from "../support/routes";

const PAGE = "/play/math/math-quest-number-crunch";
const params = { "*": "math/math-quest-number-crunch" };

interface Page {
  placement: "offer" | "link" | null;
  defaultLevel: number;
  run: RunView | null;
}

const post = (context: AppLoadContext, cookie: string, fields: Record<string, string>) =>
  callRoute(action, formPost(PAGE, fields, { Cookie: cookie }), context, params);
const page = async (context: AppLoadContext, cookie: string, query = "") =>
  (await (await callRoute(loader, get(`${PAGE}${query}`, { Cookie: cookie }), context, params)).json()) as Page;
const runIdOf = (response: Response) => new URL(response.headers.get("Location")!, "http://x").searchParams.get("run")!;

/**
 * Takes the check as a child who knows everything up to `knows` and nothing above, posting plain
 * forms (as without JavaScript); the levels it asked at.
 */
async function takeCheck(context: AppLoadContext, cookie: string, runId: string, knows: number): Promise<number[]> {
  await skipLoadingScreen(context.db, runId);
  const asked: number[] = [];
  for (let n = 0; n < PLACEMENT_LENGTH; n++) {
    const state = await storedRunState(context.db, runId);
    asked.push(state.level!);
    // Its question is the level's own, at the score the check asks at (placement-engine.ts).
    const answer = state.level! <= knows ? mathAnswer({ ...state, score: PLACEMENT_SCORE }) : "99999";
    const answered = await post(context, cookie, { intent: "answer", runId, index: String(n), answer });
    expect(answered.status).toBe(302);
  }
  return asked;
}

describeEachDatabase("the placement check", (database) => {
  it("is offered first to a child who never played the game, can be skipped, and is a link once they have played", async () => {
    const context = testContext(database());
    await seed(context.db);
    const child = await signedInPlayer(context);
    expect((await page(context, child.cookie)).placement).toBe("offer");
    expect((await page(context, child.cookie, "?placement=skip")).placement).toBe("link");

    const round = await post(context, child.cookie, { intent: "start", level: "1" });
    expect(round.status).toBe(302);
    expect((await page(context, child.cookie)).placement).toBe("link");
    expect((await page(context, child.cookie, "?placement=offer")).placement).toBe("offer");
    // A visitor is never stopped before the usual start; the link is there.
    expect((await page(context, "")).placement).toBe("link");
  });

  it("asks at the levels it picks, ends after its last question, pays nothing, teaches the estimates, and the start screen offers the level found", async () => {
    const context = testContext(database());
    await seed(context.db);
    const child = await signedInPlayer(context);
    // Ten years old: the level written for the age is 4 (Times tables and sharing).
    const now = new Date();
    await context.db
      .update(users)
      .set({ birthYear: now.getFullYear() - 10, birthMonth: 1 })
      .where(eq(users.id, child.id));
    expect((await page(context, child.cookie)).defaultLevel).toBe(4);

    const started = await post(context, child.cookie, { intent: "start", placement: "yes" });
    expect(started.status).toBe(302);
    const runId = runIdOf(started);
    const shown = (await page(context, child.cookie, `?run=${runId}`)).run!;
    expect(shown).toMatchObject({ timer: "none", finished: false, state: { level: 4, placement: { answers: [] } } });

    // A child who knows their sums to 100 but not yet their times tables.
    const asked = await takeCheck(context, child.cookie, runId, 3);
    expect(asked[0]).toBe(4);
    expect(asked).toContain(3);
    const [row] = await context.db.select().from(gameRuns).where(eq(gameRuns.id, runId));
    expect(row).toMatchObject({ finalScore: null, reward: null });
    expect(row.finishedAt).not.toBeNull();

    const results = (await page(context, child.cookie, `?run=${runId}`)).run!;
    expect(results.placed).toEqual({ level: 3, name: "Adding and taking away to 100", weakSkills: [] });
    expect(results.state.answered).toBe(PLACEMENT_LENGTH);

    // Nothing paid: no coins, progress, best, place on a board or badge.
    expect(await earnedFor(context.db, child.id, "game_completion")).toBe(0);
    expect(await context.db.select().from(userGameProgress).where(eq(userGameProgress.userId, child.id))).toEqual([]);
    expect(await context.db.select().from(userLevelProgress).where(eq(userLevelProgress.userId, child.id))).toEqual([]);
    expect(await context.db.select().from(dailyBests).where(eq(dailyBests.userId, child.id))).toEqual([]);
    expect(await context.db.select().from(userBadges).where(eq(userBadges.userId, child.id))).toEqual([]);

    // Its answers moved the estimates: the times tables it missed are practising, with a low estimate.
    const estimates = await skillEstimatesOf(context.db, child.id, "math-quest:");
    expect(estimates.reduce((sum, e) => sum + e.answers, 0)).toBe(PLACEMENT_LENGTH);
    const missed = estimates.filter((e) => skillById(e.skill)!.level >= 4);
    expect(missed.length).toBeGreaterThan(0);
    expect(missed.every((e) => e.status === "practising" && e.ability < 0)).toBe(true);
    expect(estimates.filter((e) => skillById(e.skill)!.level <= 3).every((e) => e.ability > 0)).toBe(true);

    // The start screen now offers the level found, not the age's, and Find my level as a link.
    expect(await page(context, child.cookie)).toMatchObject({ defaultLevel: 3, placement: "link" });
  });

  it("a visitor can take it too: the results name the level, and nothing is kept of the answers", async () => {
    const context = testContext(database());
    await seed(context.db);
    const started = await post(context, "", { intent: "start", placement: "yes" });
    const visitor = started.headers
      .getSetCookie()
      .find((c) => c.startsWith("cp_guest="))!
      .split(";")[0];
    const runId = runIdOf(started);
    await takeCheck(context, visitor, runId, 6);
    const results = (await page(context, visitor, `?run=${runId}`)).run!;
    expect(results.placed).toMatchObject({ level: 6, name: "Equations, indices, percentages and chance" });
    expect(await context.db.select().from(runAnswers).where(eq(runAnswers.runId, runId))).toEqual([]);
  });

  it("a start that asks for something other than the check is refused with a 400", async () => {
    const context = testContext(database());
    await seed(context.db);
    const refused = await post(context, "", { intent: "start", placement: "please" });
    expect(refused.status).toBe(400);
  });
});
