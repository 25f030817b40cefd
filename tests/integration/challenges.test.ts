// Daily challenges: the day's list (drawn once, however many ask), completing one by playing its
// game from its card, the 10 CC paid once, the 6-a-day limit, and the pages that show them.
import type { AppLoadContext } from "@remix-run/node";
import { and, eq, sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { clevercoinTransactions, dailyChallenges, gameRuns, games, profiles, userChallengeProgress } from "../../drizzle/schema";
import { seed } from "~/models/seed.server";
import { ledgerMismatches } from "~/models/coins.server";
import type { Queryable } from "~/db.server";
import type { RunView } from "~/games/run-view";
import { challengeBoard, type ChallengeBoard } from "~/models/challenges/board.server";
import { challengeForNewRun } from "~/models/challenges/completion.server";
import { dailyChallengesFor } from "~/models/challenges/daily.server";
import { planChallenges, type ChallengeGame } from "~/models/challenges/plan.server";
import { finishRun } from "~/models/runs/finish.server";
import { type Run } from "~/models/runs/runs.server";
import { challengesCompletedWithRun } from "~/models/challenges/completed-by-run.server";
import { loader as homeLoader } from "~/routes/_index";
import { action as challengesAction, loader as challengesLoader } from "~/routes/challenges";
import { action as playAction, loader as playLoader } from "~/routes/play.$";
import { calendarDay } from "~/utils/dates";
import { formPost, get, testContext } from "../support/context";
import { describeEachDatabase, type TestDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { answerOfPrompt, playMath, seededGame, skipLoadingScreen } from "../support/games";
import { earnedFor } from "../support/ledger";
import { callRoute, signedInPlayer, toastOf, type RouteFn } from "../support/routes";

const UTC = "UTC";
const MONDAY = "2026-03-09";
const TUESDAY = "2026-03-10";
const mondayNoon = new Date("2026-03-09T12:00:00Z");
const tuesdayNoon = new Date("2026-03-10T12:00:00Z");

/** The seeded catalogue, Math Quest's engine, and the day's challenges of Math Quest. */
async function world(database: TestDatabase, day = MONDAY) {
  const { db } = database;
  const { game, engine } = await seededGame(db, "math-quest-number-crunch");
  const all = await dailyChallengesFor(db, day);
  const ofMath = all.filter((c) => c.playHref.startsWith("/play/math/"));
  return { db, game, engine, all, ofMath };
}

async function ledgerOf(db: Queryable, userId: string, reason: string) {
  return db
    .select()
    .from(clevercoinTransactions)
    .where(and(eq(clevercoinTransactions.userId, userId), eq(clevercoinTransactions.reason, reason)));
}

const statuses = (board: ChallengeBoard) => board.challenges.map((c) => c.status);

/** `count` Math Quest challenges for Sunday the 8th, written as a test's own data. */
async function sundayChallenges(db: Queryable, gameId: string, count: number) {
  return db
    .insert(dailyChallenges)
    .values(
      Array.from({ length: count }, (_, position) => ({
        title: `Late Night Sums ${position + 1}`,
        description: "Solve one problem before bed.",
        category: "math" as const,
        gameId,
        activeDate: "2026-03-08",
        position,
      })),
    )
    .returning();
}

// A plan is a pure function of the day and the games: no database, so one run, not one per driver.
it("never gives two challenges of one game the same goal", () => {
  const candidates = ["math", "reading", "logic", "premium"].map((category, i) => ({
    id: `game-${i}`,
    slug: `game-${i}`,
    title: `Game ${i}`,
    category: category as ChallengeGame["category"],
  }));
  for (let day = 1; day <= 28; day++) {
    const plan = planChallenges(`2026-02-${String(day).padStart(2, "0")}`, candidates);
    for (const game of candidates) {
      const goals = plan.filter((c) => c.gameId === game.id).map((c) => c.goalCorrect);
      expect(new Set(goals).size).toBe(goals.length);
    }
  }
});

// Issue 51: "Vocabulary Quest: use the hints" paid a round in which no hint was opened.
it("asks only for what a round is checked for: right answers, never a hint opened", () => {
  const wordAdventure = { id: "wa", slug: "word-adventure", title: "Word Adventure", category: "reading" as const };
  const quests = Array.from({ length: 28 }, (_, day) => planChallenges(`2026-02-${String(day + 1).padStart(2, "0")}`, [wordAdventure]))
    .flat()
    .filter((c) => c.title === "Vocabulary Quest");
  expect(quests.length).toBeGreaterThan(0);
  for (const quest of quests) {
    expect(quest).toMatchObject({
      goalCorrect: 3,
      description: "Crack 3 scrambled words in one round of Word Adventure. Stuck? The hints can help.",
    });
  }
});

describeEachDatabase("daily challenges", (database, driver) => {
  it("draws up to 6 challenges with distinct titles from the free games, the same for the same date", async () => {
    const { db, all } = await world(database());
    const free = await db.select().from(games).where(eq(games.isPremium, false));

    expect(all).toHaveLength(6);
    expect(new Set(all.map((c) => c.title)).size).toBe(6);
    expect(all.every((c) => c.reward === 10)).toBe(true);
    // Brain Blitz is premium: most players could not play its challenge.
    expect(all.some((c) => c.playHref.includes("brain-blitz"))).toBe(false);
    // Dealt one per game per round: the first three (the home page's) are three games.
    expect(new Set(all.slice(0, 3).map((c) => c.playHref.split("?")[0])).size).toBe(3);
    expect(all[0].playHref).toBe(`${all[0].playHref.split("?")[0]}?challenge=${all[0].id}`);

    // Deterministic: the date and the games decide, not the order rows come back in.
    const plan = planChallenges(MONDAY, free);
    expect(planChallenges(MONDAY, [...free].reverse())).toEqual(plan);
    expect(all.map((c) => c.title)).toEqual(plan.map((c) => c.title));
    expect(planChallenges(TUESDAY, free).map((c) => c.title)).not.toEqual(plan.map((c) => c.title));

    // Asking again reads the same rows; another day gets its own.
    expect(await dailyChallengesFor(db, MONDAY)).toEqual(all);
    const tuesday = await dailyChallengesFor(db, TUESDAY);
    expect(tuesday).toHaveLength(6);
    expect(tuesday.map((c) => c.id)).not.toEqual(all.map((c) => c.id));
  });

  it("generates a day once when many requests ask for it at the same moment", async () => {
    const { db } = database();
    await seededGame(db, "math-quest-number-crunch");
    // On PostgreSQL each call has its own connection: they really race for the day.
    const answers = await Promise.all(Array.from({ length: 10 }, () => dailyChallengesFor(db, MONDAY)));
    const rows = await db.select().from(dailyChallenges).where(eq(dailyChallenges.activeDate, MONDAY));
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((r) => r.title)).size).toBe(6);
    for (const answer of answers) expect(answer.map((c) => c.id)).toEqual(answers[0].map((c) => c.id));
  });

  it("has nothing to offer before any game exists, and draws the day once games arrive", async () => {
    const { db } = database();
    expect(await dailyChallengesFor(db, MONDAY)).toEqual([]);
    await seededGame(db, "logic-lab");
    expect(await dailyChallengesFor(db, MONDAY)).toHaveLength(6);
  });

  it("the database refuses a seventh challenge for a day", async () => {
    const { db, game } = await world(database());
    const seventh = db.insert(dailyChallenges).values({
      title: "One Too Many",
      description: "-",
      category: "math",
      gameId: game.id,
      activeDate: MONDAY,
      position: 6,
    });
    await expect(seventh).rejects.toThrow();
  });

  it("completes a challenge when a run of its game gets the right answers it asks for, from its card or not: 10 CC once", async () => {
    const { db, game, engine, ofMath } = await world(database());
    const player = await createPlayer(db);
    const owner = { userId: player.id };
    // Monday has two Math Quest challenges, and they ask for different numbers of right answers.
    const [easier, harder] = [...ofMath].sort((a, b) => a.goalCorrect - b.goalCorrect);
    expect(easier.goalCorrect).toBeLessThan(harder.goalCorrect);
    const card = {
      challengeId: harder.id,
      gameId: game.id,
      userId: player.id,
      timeZone: UTC,
      now: mondayNoon,
    };
    expect(await challengeForNewRun(db, card)).toBe("ready");
    const finish = async (correct: number, challengeId?: string) =>
      finishRun(db, {
        run: await playMath(db, { gameId: game.id, engine, owner, correct, challengeId, now: mondayNoon }),
        premium: false,
        timeZone: UTC,
        now: mondayNoon,
      });

    // From the harder one's card, one right answer short of it: the easier one is met all the same.
    const short = await finish(harder.goalCorrect - 1, harder.id);
    expect(short.run.challengeId).toBe(harder.id);
    expect(short.challenges).toEqual([{ status: "completed", title: easier.title, reward: 10 }]);
    // Its results say so too (read back from the ledger, as the page does after the redirect).
    expect(await challengesCompletedWithRun(db, short.run)).toEqual([{ title: easier.title, reward: 10 }]);
    // A plain run (no card) with enough right answers completes the harder one.
    const plain = await finish(harder.goalCorrect);
    expect(plain.challenges).toEqual([{ status: "completed", title: harder.title, reward: 10 }]);
    expect(await challengesCompletedWithRun(db, plain.run)).toEqual([{ title: harder.title, reward: 10 }]);

    // 5 CC per game, 10 CC per challenge (and the first-game badge's own reward).
    expect(await earnedFor(db, player.id, "game_completion")).toBe(10);
    expect((await ledgerOf(db, player.id, "daily_challenge")).map((t) => [t.amount, t.referenceId, t.description]).sort()).toEqual(
      [
        [10, easier.id, `Daily challenge: ${easier.title}`],
        [10, harder.id, `Daily challenge: ${harder.title}`],
      ].sort(),
    );
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, player.id));
    expect(profile.dailyChallengesCompleted).toBe(2);
    const board = await challengeBoard(db, { userId: player.id, timeZone: UTC, now: mondayNoon });
    expect(board.progress).toEqual({ completedToday: 2, dailyLimit: 6, coinsToday: 20 });
    expect(
      board.challenges
        .filter((c) => c.status === "completed")
        .map((c) => c.id)
        .sort(),
    ).toEqual([easier.id, harder.id].sort());

    // Completion is one-way and pays once: the card offers no new run, and another run completes nothing.
    expect(await challengeForNewRun(db, card)).toBe("unavailable");
    const nothing = await finish(harder.goalCorrect, harder.id);
    expect(nothing.challenges).toEqual([]);
    expect(await challengesCompletedWithRun(db, nothing.run)).toEqual([]);
    expect(await earnedFor(db, player.id, "daily_challenge")).toBe(20);
  });

  it("a round with no right answer completes nothing", async () => {
    const { db, game, engine, ofMath } = await world(database());
    const player = await createPlayer(db);
    const zero = await finishRun(db, {
      run: await playMath(db, {
        gameId: game.id,
        engine,
        owner: { userId: player.id },
        correct: 0,
        challengeId: ofMath[0].id,
        now: mondayNoon,
      }),
      premium: false,
      timeZone: UTC,
      now: mondayNoon,
    });
    expect(zero.challenges).toEqual([]);
    expect(await ledgerOf(db, player.id, "daily_challenge")).toEqual([]);
    expect(await db.select().from(userChallengeProgress)).toEqual([]);
    const board = await challengeBoard(db, { userId: player.id, timeZone: UTC, now: mondayNoon });
    expect(board.progress?.completedToday).toBe(0);
    expect(statuses(board).every((s) => s === "available")).toBe(true);
  });

  it("a challenge of another game, or of another day, is not started", async () => {
    const { db, game, all, ofMath } = await world(database());
    const player = await createPlayer(db);
    const otherGames = all.find((c) => !ofMath.includes(c))!;
    const base = { gameId: game.id, userId: player.id, timeZone: UTC };
    expect(
      await challengeForNewRun(db, {
        ...base,
        challengeId: otherGames.id,
        now: mondayNoon,
      }),
    ).toBe("unavailable");
    expect(
      await challengeForNewRun(db, {
        ...base,
        challengeId: ofMath[0].id,
        now: tuesdayNoon,
      }),
    ).toBe("unavailable");
  });

  it("pays each challenge once when runs that meet it finish at the same moment", async () => {
    const { db, game, engine, ofMath } = await world(database());
    const player = await createPlayer(db);
    const runs = [];
    for (let i = 0; i < (driver === "postgres" ? 8 : 3); i++)
      runs.push(
        await playMath(db, {
          gameId: game.id,
          engine,
          owner: { userId: player.id },
          // Enough right answers for every Math Quest challenge of the day.
          correct: 3,
          challengeId: ofMath[0].id,
          now: mondayNoon,
        }),
      );
    const results = await Promise.all(runs.map((run) => finishRun(db, { run, premium: false, timeZone: UTC, now: mondayNoon })));
    const completed = results.flatMap((r) => r.challenges).filter((c) => c.status === "completed");
    expect(completed.map((c) => c.status === "completed" && c.title).sort()).toEqual(ofMath.map((c) => c.title).sort());
    expect(await earnedFor(db, player.id, "game_completion")).toBe(runs.length * 5);
    expect(await ledgerOf(db, player.id, "daily_challenge")).toHaveLength(ofMath.length);
    expect(await ledgerMismatches(db)).toEqual([]);
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, player.id));
    expect(profile.dailyChallengesCompleted).toBe(ofMath.length);
  });

  it("stops at 6 completions a day, counted on the day they happen, even when runs finish together", async () => {
    const { db, game, engine } = await world(database());
    const player = await createPlayer(db);
    const play = (challengeId: string, now: Date, correct = 1) =>
      playMath(db, {
        gameId: game.id,
        engine,
        owner: { userId: player.id },
        correct,
        challengeId,
        now,
      });
    // Monday's Math Quest challenges ask for more than one right answer here (test data), so
    // the one-answer runs below complete only the cards they were started from.
    await db
      .update(dailyChallenges)
      .set({ goalCorrect: sql`${dailyChallenges.position} + 2` })
      .where(eq(dailyChallenges.activeDate, MONDAY));
    const finish = (run: Run, now: Date) => finishRun(db, { run, premium: false, timeZone: UTC, now });

    // Four runs started from Sunday's cards just before midnight finish just after it: four of
    // Monday's completions. (Sunday's Math Quest challenges are made for the test.)
    const sundayLate = new Date("2026-03-08T23:59:30Z");
    const justAfterMidnight = new Date("2026-03-09T00:00:30Z");
    const sunday = await sundayChallenges(db, game.id, 6);
    for (const c of sunday.slice(0, 4)) await finish(await play(c.id, sundayLate), justAfterMidnight);

    // Then four runs race for the last two places: two more of Sunday's, and both of Monday's
    // Math Quest challenges, played from their cards as the day begins.
    const mondayMath = (await dailyChallengesFor(db, MONDAY)).filter((c) => c.playHref.startsWith("/play/math/"));
    expect(mondayMath).toHaveLength(2);
    const card = (challengeId: string) => ({
      challengeId,
      gameId: game.id,
      userId: player.id,
      timeZone: UTC,
      now: mondayNoon,
    });
    expect(await challengeForNewRun(db, card(mondayMath[1].id))).toBe("ready");
    const racers = await Promise.all([
      ...sunday.slice(4).map((c) => play(c.id, sundayLate)),
      ...mondayMath.map((c) => play(c.id, new Date("2026-03-09T00:00:05Z"), 9)),
    ]);
    const outcomes = await Promise.all(racers.map((run) => finish(run, justAfterMidnight)));
    const completions = outcomes.flatMap((o) => o.challenges);
    expect(completions.filter((c) => c.status === "completed")).toHaveLength(2);
    // Each of the two late Sunday runs met its own card's challenge alone: completed, or told the limit was reached.
    for (const o of outcomes.slice(0, 2))
      expect(o.challenges.map((c) => c.status)).toEqual([expect.stringMatching(/^(completed|limit-reached)$/)]);
    expect(await ledgerOf(db, player.id, "daily_challenge")).toHaveLength(6);
    expect(await ledgerMismatches(db)).toEqual([]);

    // Monday's page: the limit reached, and every card not completed says so.
    const board = await challengeBoard(db, {
      userId: player.id,
      timeZone: UTC,
      now: mondayNoon,
    });
    expect(board.progress).toEqual({
      completedToday: 6,
      dailyLimit: 6,
      coinsToday: 60,
    });
    const mondayIds = new Set(mondayMath.map((c) => c.id));
    const mondayDone = (await ledgerOf(db, player.id, "daily_challenge")).filter((t) => mondayIds.has(t.referenceId ?? "")).length;
    expect(statuses(board).sort()).toEqual([...Array(mondayDone).fill("completed"), ...Array(6 - mondayDone).fill("limit-reached")]);

    // A new day, a new limit.
    const tuesday = await challengeBoard(db, {
      userId: player.id,
      timeZone: UTC,
      now: tuesdayNoon,
    });
    expect(tuesday.progress?.completedToday).toBe(0);
    expect(statuses(tuesday).every((s) => s === "available")).toBe(true);
  });
});

/** The play page's loader or action for a path such as a card's playHref. */
function onPlayPage(fn: RouteFn, context: AppLoadContext, request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  return callRoute(fn, request, context, { "*": path.replace("/play/", "") });
}

async function playPageData(context: AppLoadContext, href: string, cookie?: string) {
  const response = await onPlayPage(playLoader as RouteFn, context, get(href, cookie ? { Cookie: cookie } : {}));
  return (await response.json()) as {
    challenge: {
      id: string;
      title: string;
      reward: number;
      completed: boolean;
    } | null;
    run: RunView | null;
  };
}

async function challengesPage(context: AppLoadContext, cookie?: string) {
  const response = await callRoute(challengesLoader as RouteFn, get("/challenges", cookie ? { Cookie: cookie } : {}), context);
  return {
    status: response.status,
    ...((await response.json()) as {
      day: string;
      board: ChallengeBoard | null;
    }),
  };
}

/** Starts the game on `href`'s page (Start posts its hidden challenge field): the new run's id. */
async function start(context: AppLoadContext, href: string, cookie: string, challenge?: string) {
  const response = await onPlayPage(playAction as RouteFn, context, formPost(href, { intent: "start", challenge }, { Cookie: cookie }));
  expect(response.status).toBe(302);
  const runId = new URL(response.headers.get("Location")!, "http://x").searchParams.get("run")!;
  return { response, runId };
}

/** Six challenges completed today already: yesterday's, finished after midnight (test data). */
async function completeSixToday(db: Queryable, userId: string, gameId: string) {
  const yesterday = calendarDay(new Date(Date.now() - 86_400_000), UTC);
  const done = await db
    .insert(dailyChallenges)
    .values(
      Array.from({ length: 6 }, (_, position) => ({
        title: `Yesterday ${position + 1}`,
        description: "-",
        category: "math" as const,
        gameId,
        activeDate: yesterday,
        position,
      })),
    )
    .onConflictDoNothing()
    .returning();
  await db.insert(userChallengeProgress).values(
    done.map((c) => ({
      userId,
      challengeId: c.id,
      completed: true,
      completedAt: new Date(),
    })),
  );
}

describeEachDatabase("the challenge pages", (database) => {
  async function site() {
    const context = testContext(database());
    await seed(context.db);
    return context;
  }

  it("shows a visitor today's challenges with 'Sign In to Complete', and the home page the first three", async () => {
    const context = await site();
    const page = await challengesPage(context);
    expect(page.status).toBe(200);
    expect(page.day).toBe(calendarDay(new Date(), UTC));
    expect(page.board!.progress).toBeNull();
    expect(statuses(page.board!)).toEqual(Array(6).fill("sign-in"));

    const home = await callRoute(homeLoader as RouteFn, get("/"), context);
    const { challenges } = (await home.json()) as {
      challenges: ChallengeBoard["challenges"];
    };
    expect(challenges).toEqual(page.board!.challenges.slice(0, 3));
  });

  it("a player plays a challenge from its card: the run carries it, and finishing with its right answers pays 10 CC and says so", async () => {
    const context = await site();
    const player = await signedInPlayer(context);
    const before = await challengesPage(context, player.cookie);
    expect(before.board!.progress).toEqual({
      completedToday: 0,
      dailyLimit: 6,
      coinsToday: 0,
    });
    const card = before.board!.challenges.find((c) => c.status === "available" && c.playHref.startsWith("/play/math/"))!;
    // Monday's cards: the card's goal, in right answers, is said on the play page.
    expect(card.goalCorrect).toBeGreaterThanOrEqual(1);

    // The card's link opens the game with the challenge; Start posts it in a hidden field.
    const shown = await playPageData(context, card.playHref, player.cookie);
    expect(shown.challenge).toEqual({
      id: card.id,
      title: card.title,
      reward: 10,
      goalCorrect: card.goalCorrect,
      completed: false,
    });
    const { runId } = await start(context, card.playHref, player.cookie, card.id);
    const runPage = `${card.playHref.split("?")[0]}?run=${runId}`;
    const { run } = await playPageData(context, runPage, player.cookie);
    await skipLoadingScreen(context.db, runId);
    expect((await playPageData(context, runPage, player.cookie)).challenge?.id).toBe(card.id);

    for (let index = 0, question = run!.question; index < card.goalCorrect; index++) {
      const answered = await onPlayPage(
        playAction as RouteFn,
        context,
        formPost(
          runPage,
          { intent: "answer", runId, index: String(index), answer: answerOfPrompt(question.prompt) },
          { Cookie: player.cookie },
        ),
      );
      expect(answered.status).toBe(302);
      question = (await playPageData(context, runPage, player.cookie)).run!.question;
    }
    const finished = await onPlayPage(
      playAction as RouteFn,
      context,
      formPost(runPage, { intent: "finish", runId }, { Cookie: player.cookie }),
    );
    expect((await toastOf(finished, context))?.description).toContain(`+10 CC daily challenge “${card.title}”`);

    expect((await playPageData(context, runPage, player.cookie)).challenge?.completed).toBe(true);
    const after = await challengesPage(context, player.cookie);
    // With it, every other challenge of the game that asks for as many right answers or fewer.
    const met = before.board!.challenges.filter((c) => c.playHref.startsWith("/play/math/") && c.goalCorrect <= card.goalCorrect);
    expect(after.board!.progress).toEqual({
      completedToday: met.length,
      dailyLimit: 6,
      coinsToday: 10 * met.length,
    });
    expect(after.board!.challenges.find((c) => c.id === card.id)?.status).toBe("completed");
    expect(await ledgerOf(context.db, player.id, "daily_challenge")).toHaveLength(met.length);
  });

  it("starts an ordinary run when the challenge cannot be completed: the limit says so, a visitor's carries none", async () => {
    const context = await site();
    const player = await signedInPlayer(context);
    const { board } = await challengesPage(context, player.cookie);
    const card = board!.challenges.find((c) => c.playHref.startsWith("/play/math/"))!;
    const [math] = await context.db.select().from(games).where(eq(games.slug, "math-quest-number-crunch"));
    await completeSixToday(context.db, player.id, math.id);

    expect(statuses((await challengesPage(context, player.cookie)).board!)).toEqual(Array(6).fill("limit-reached"));
    const limited = await start(context, card.playHref, player.cookie, card.id);
    expect(await toastOf(limited.response, context)).toEqual({
      title: "Daily Limit Reached",
      description: "You've completed all 6 daily challenges for today!",
    });
    const runs = await context.db.select({ challengeId: gameRuns.challengeId }).from(gameRuns).where(eq(gameRuns.id, limited.runId));
    expect(runs).toEqual([{ challengeId: null }]);

    // A visitor is not offered the challenge, and a forged field does not attach it.
    expect((await playPageData(context, card.playHref)).challenge).toBeNull();
    const visitor = await onPlayPage(playAction as RouteFn, context, formPost(card.playHref, { intent: "start", challenge: card.id }));
    expect(visitor.status).toBe(302);
    expect(
      await context.db
        .select()
        .from(gameRuns)
        .where(sql`${gameRuns.challengeId} is not null`),
    ).toEqual([]);

    // Something that is not a challenge id is a bad request, not a 500.
    const bad = await onPlayPage(
      playAction as RouteFn,
      context,
      formPost(card.playHref, { intent: "start", challenge: "not-an-id" }, { Cookie: player.cookie }),
    );
    expect(bad.status).toBe(400);
  });

  const refreshOn = (context: AppLoadContext) => (redirectTo?: string) =>
    callRoute(challengesAction as RouteFn, formPost("/challenges", { redirectTo }), context);

  it("Refresh comes back to the page it was on", async () => {
    const refresh = refreshOn(await site());
    expect((await refresh("/")).headers.get("Location")).toBe("/");
    expect((await refresh()).headers.get("Location")).toBe("/challenges");
    expect((await refresh("https://elsewhere.example/")).headers.get("Location")).toBe("/challenges");
  });

  it("a day whose challenges cannot be made says 'Challenge Generation Failed', and the pages still answer", async () => {
    const context = await site();
    const refresh = refreshOn(context);
    // The challenges table is gone before the day's first read (a day's challenges, once read,
    // are kept): the pages still answer, say what failed, and log why.
    await context.db.execute(sql`drop table daily_challenges cascade`);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = await refresh("/");
    expect(failed.headers.get("Location")).toBe("/");
    expect(await toastOf(failed, context)).toEqual({
      title: "Challenge Generation Failed",
      description: "Today's challenges could not be created. Please try again.",
    });
    const page = await challengesPage(context);
    expect({ status: page.status, board: page.board }).toEqual({
      status: 503,
      board: null,
    });
    const home = await callRoute(homeLoader as RouteFn, get("/"), context);
    expect(home.status).toBe(200);
    expect(((await home.json()) as { challenges: null }).challenges).toBeNull();
    expect(log).toHaveBeenCalledTimes(3);
    log.mockRestore();
  });
});
