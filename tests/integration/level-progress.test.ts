// Scores per level: a 5-year-old at level 1 is ranked against other level-1 players, not against a
// 17-year-old at level 5. Finishing a run at a level keeps the player's best and plays there
// (user_level_progress); the leaderboard of one level and My Games read it; the spec's board (all
// levels) stays as it was; the upgrade fills it from the runs finished before it.
import { eq, sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { gameRuns, games, profiles, userGameProgress, userLevelProgress } from "../../drizzle/schema";
import { seed } from "~/models/seed.server";
import { queryRows, type Database } from "~/db.server";
import { engineForTitle } from "~/games";
import { shownBoards } from "~/models/leaderboard.server";
import { bestAtLevel, levelBests } from "~/models/game-progress.server";
import { markTooFast } from "~/models/runs/answers.server";
import { finishRun } from "~/models/runs/finish.server";
import { startRun, type Player } from "~/models/runs/runs.server";
import { loader as myGames } from "~/routes/my-games";
import { get, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { callRoute, signedInPlayer, type RouteFn } from "../support/routes";
import { drivers } from "../support/fresh-database";
import { createPlayer } from "../support/fixtures";
import { databaseBefore, gamesBefore, playerBefore } from "../support/migrated-before";

async function catalogue(db: Database) {
  await seed(db);
  const rows = await db.select().from(games);
  return Object.fromEntries(rows.map((game) => [game.slug, game]));
}

/** A run of `slug` at `level` (none: a race's run, or one from before the levels) finished with `score`. */
async function played(
  db: Database,
  { gameId, owner, level, score, tooFast = false }: { gameId: string; owner: Player; level?: number; score: number; tooFast?: boolean },
) {
  const [game] = await db.select().from(games).where(eq(games.id, gameId));
  const engine = engineForTitle(game.title)!;
  const run = await startRun(db, { gameId, engine, owner, level });
  // The score the engine would have kept after `score` points of right answers.
  await db
    .update(gameRuns)
    .set({ state: { ...run.state, score, correct: score, answered: score, index: score } })
    .where(eq(gameRuns.id, run.id));
  const kept = tooFast ? await markTooFast(db, run) : run;
  return finishRun(db, { run: kept, premium: game.isPremium, timeZone: "UTC" });
}

describeEachDatabase("progress per level", (database) => {
  it("keeps each player's best and plays per game and level as runs finish, and nothing for runs that rank nowhere", async () => {
    const { db } = database();
    const g = await catalogue(db);
    const math = g["math-quest-number-crunch"].id;
    const words = g["word-adventure"].id;
    const mia = await createPlayer(db);
    const owner = { userId: mia.id };

    await played(db, { gameId: math, owner, level: 1, score: 7 });
    await played(db, { gameId: math, owner, level: 1, score: 4 }); // not a better score: one more play
    await played(db, { gameId: math, owner, level: 1, score: 0 }); // a game played, even at 0
    await played(db, { gameId: math, owner, level: 5, score: 3 });
    await played(db, { gameId: words, owner, level: 2, score: 9 });
    // None of these changes the levels: a race's run (no level), a run too fast to count, a visitor's.
    await played(db, { gameId: math, owner, score: 40 });
    await played(db, { gameId: math, owner, level: 5, score: 30, tooFast: true });
    await played(db, { gameId: math, owner: { visitorId: "browser-1" }, level: 5, score: 50 });

    const bests = await levelBests(db, mia.id);
    expect(
      bests
        .map((b) => [b.gameId === math ? "math" : "words", b.level, b.highestScore, b.timesPlayed])
        .sort((a, b) => String(a).localeCompare(String(b))),
    ).toEqual([
      ["math", 1, 7, 3],
      ["math", 5, 3, 1],
      ["words", 2, 9, 1],
    ]);
    expect(await bestAtLevel(db, { userId: mia.id, gameId: math, level: 1 })).toBe(7);
    expect(await bestAtLevel(db, { userId: mia.id, gameId: math, level: 5 })).toBe(3);
    expect(await bestAtLevel(db, { userId: mia.id, gameId: math, level: 2 })).toBeNull();
    // The spec's progress (all levels together) counts the race's run as before.
    const [progress] = await db.select().from(userGameProgress).where(eq(userGameProgress.gameId, math));
    expect([progress.highestScore, progress.timesPlayed]).toEqual([40, 5]);

    // Two finishes of one run (a double click, two instances) count one play.
    const [game] = await db.select().from(games).where(eq(games.id, words));
    const run = await startRun(db, { gameId: words, engine: engineForTitle(game.title)!, owner, level: 2 });
    await Promise.all([1, 2].map(() => finishRun(db, { run, premium: false, timeZone: "UTC" })));
    const [again] = await db
      .select()
      .from(userLevelProgress)
      .where(sql`${userLevelProgress.userId} = ${mia.id} and ${userLevelProgress.gameId} = ${words}`);
    expect([again.highestScore, again.timesPlayed]).toEqual([9, 2]);
  });

  it("names each level of My Games in the reader's language: the start screen's names", async () => {
    const context = testContext(database());
    const g = await catalogue(context.db);
    const sofia = await signedInPlayer(context);
    await played(context.db, { gameId: g["math-quest-number-crunch"].id, owner: { userId: sofia.id }, level: 4, score: 5 });
    const levelNames = async (headers: Record<string, string> = {}) => {
      const page = await callRoute(myGames as RouteFn, get("/my-games", { Cookie: sofia.cookie, ...headers }), context);
      const { recent } = (await page.json()) as { recent: { levels: { name: string }[] }[] };
      return recent.flatMap((game) => game.levels.map((level) => level.name));
    };
    expect(await levelNames({ "Accept-Language": "es-MX,es;q=0.9" })).toEqual(["Tablas de multiplicar y repartos"]);
    expect(await levelNames()).toEqual(["Times tables and sharing"]);
  });

  it("ranks one level's players apart, and the boards of all levels as the spec's", async () => {
    const { db } = database();
    const g = await catalogue(db);
    const math = g["math-quest-number-crunch"].id;
    const logic = g["logic-lab"].id;
    const blitz = g["brain-blitz"].id;
    const five = await createPlayer(db, { username: "five_year_old" });
    const teen = await createPlayer(db, { username: "seventeen" });
    const shy = await createPlayer(db, { username: "shy_player" });
    await db.update(profiles).set({ isPublic: false }).where(eq(profiles.id, shy.id));

    await played(db, { gameId: math, owner: { userId: five.id }, level: 1, score: 6 });
    await played(db, { gameId: math, owner: { userId: teen.id }, level: 1, score: 4 });
    await played(db, { gameId: math, owner: { userId: teen.id }, level: 5, score: 15 });
    await played(db, { gameId: math, owner: { userId: shy.id }, level: 1, score: 9 });
    await played(db, { gameId: math, owner: { userId: shy.id }, level: 6, score: 2 });
    await played(db, { gameId: logic, owner: { userId: five.id }, level: 1, score: 20 });
    await played(db, { gameId: blitz, owner: { userId: teen.id }, level: 4, score: 12 });

    const boards = async (query: { viewerId: string | null; gameId?: string; level?: number }) =>
      Object.fromEntries(
        (await shownBoards(db, { fresh: true, ...query })).map(({ gameId, rows }) => [
          gameId === math ? "math" : gameId === logic ? "logic" : "blitz",
          rows.map((r) => [r.username, r.score, r.rank, r.isViewer]),
        ]),
      );

    // Level 1 of Math Quest: the 5-year-old leads; the teenager's level-5 score is not there.
    expect(await boards({ viewerId: null, gameId: math, level: 1 })).toEqual({
      math: [
        ["five_year_old", 6, 1, false],
        ["seventeen", 4, 2, false],
      ],
    });
    // A private profile's row only for its owner, in its place.
    expect(await boards({ viewerId: shy.id, gameId: math, level: 1 })).toEqual({
      math: [
        ["shy_player", 9, 1, true],
        ["five_year_old", 6, 2, false],
        ["seventeen", 4, 3, false],
      ],
    });
    expect(await boards({ viewerId: null, gameId: math, level: 5 })).toEqual({ math: [["seventeen", 15, 1, false]] });
    // Over all games, each game's own level 1; a level a game lacks (Brain Blitz has four) leaves it out.
    expect(await boards({ viewerId: null, level: 1 })).toEqual({
      math: [
        ["five_year_old", 6, 1, false],
        ["seventeen", 4, 2, false],
      ],
      logic: [["five_year_old", 20, 1, false]],
    });
    expect(await boards({ viewerId: teen.id, level: 4 })).toEqual({ blitz: [["seventeen", 12, 1, true]] });
    expect(await boards({ viewerId: shy.id, level: 6 })).toEqual({ math: [["shy_player", 2, 1, true]] });
    expect(await boards({ viewerId: null, level: 6 })).toEqual({});

    // No level: the spec's board, each player's best at any level.
    expect(await boards({ viewerId: null, gameId: math })).toEqual({
      math: [
        ["seventeen", 15, 1, false],
        ["five_year_old", 6, 2, false],
      ],
    });
  });

  it("a finished run's new best is on its player's own boards at once, though the public rows are kept", async () => {
    const { db } = database();
    const g = await catalogue(db);
    const math = g["math-quest-number-crunch"].id;
    const ada = await createPlayer(db, { username: "ada" });
    const kid = await createPlayer(db, { username: "kid" });
    await played(db, { gameId: math, owner: { userId: ada.id }, level: 1, score: 5 });
    await played(db, { gameId: math, owner: { userId: kid.id }, level: 1, score: 3 });
    const boards = async () =>
      Promise.all(
        [1, undefined].map(async (level) =>
          (await shownBoards(db, { viewerId: kid.id, gameId: math, level })).flatMap((board) =>
            board.rows.map((r) => [r.username, r.score, r.rank, r.isViewer]),
          ),
        ),
      );
    // The boards are read (and their public rows kept) at one instant, and again at the same
    // instant after the run: the kept rows still hold the kid's old 3.
    const now = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now });
    const before = await boards();
    vi.useRealTimers();
    await played(db, { gameId: math, owner: { userId: kid.id }, level: 1, score: 8 });
    vi.useFakeTimers({ toFake: ["Date"], now });
    try {
      expect(before).toEqual([
        [
          ["ada", 5, 1, false],
          ["kid", 3, 2, true],
        ],
        [
          ["ada", 5, 1, false],
          ["kid", 3, 2, true],
        ],
      ]);
      expect(await boards()).toEqual([
        [
          ["kid", 8, 1, true],
          ["ada", 5, 2, false],
        ],
        [
          ["kid", 8, 1, true],
          ["ada", 5, 2, false],
        ],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads a level's board from its index, not by sorting the level's rows", async () => {
    const { db } = database();
    const g = await catalogue(db);
    const math = g["math-quest-number-crunch"].id;
    // Enough rows of other games and levels that a scan would cost more than the index.
    const players = await Promise.all(Array.from({ length: 40 }, () => createPlayer(db)));
    await db.insert(userLevelProgress).values(
      players.flatMap((p, i) =>
        Object.values(g).flatMap((game) =>
          [1, 2, 3, 4].map((level) => ({
            userId: p.id,
            gameId: game.id,
            level,
            highestScore: (i * 7 + level) % 50,
            timesPlayed: 1,
            lastPlayedAt: new Date(),
          })),
        ),
      ),
    );
    await db.execute(sql`analyze user_level_progress`);
    // With so few rows the planner might scan anyway: without scans, it shows the index serves
    // the board's order (no Sort), which is what keeps a big board fast.
    const explain = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      return queryRows<{ "QUERY PLAN": string }>(
        tx,
        sql`explain select user_id, highest_score from user_level_progress
             where game_id = ${math} and level = 2 and highest_score > 0
             order by highest_score desc nulls last limit 100`,
      );
    });
    const text = explain.map((row) => row["QUERY PLAN"]).join("\n");
    expect(text).toContain("user_level_progress_board_idx");
    expect(text).not.toMatch(/\bSort\b/);
  });
});

for (const driver of drivers) {
  it(`the upgrade fills each player's best and plays per level from the runs finished before it [${driver}]`, async () => {
    const { handle, upgrade, dispose } = await databaseBefore(driver, "0017_level_progress");
    try {
      const { db } = handle;
      await gamesBefore(db);
      const [game] = await db.select().from(games).where(eq(games.slug, "math-quest-number-crunch"));
      const playerThen = (name: string) => playerBefore(db, name);
      const [mia, leo] = [await playerThen("mia_then"), await playerThen("leo_then")];
      // Runs too: game_runs has columns that changed later (visitor_id was guest_id).
      const run = (userId: string | null, state: object, finalScore: number | null, finishedAt: string | null) =>
        sql`(${game.id}::uuid, ${userId}::uuid, ${userId ? null : "browser-1"}::text, 's', ${JSON.stringify(state)}::jsonb,
             '2026-03-10T08:00:00Z'::timestamptz, ${finishedAt}::timestamptz, ${finalScore}::integer)`;
      const at = (level: number) => ({ seed: "s", index: 0, score: 0, correct: 0, answered: 0, streak: 0, level });
      await db.execute(
        sql`insert into game_runs (game_id, user_id, guest_id, seed, state, deadline, finished_at, final_score) values ${sql.join(
          [
            run(mia.id, at(1), 5, "2026-03-10T08:00:00Z"),
            run(mia.id, at(1), 8, "2026-03-10T09:00:00Z"),
            run(mia.id, at(1), 0, "2026-03-11T10:00:00Z"),
            run(mia.id, at(4), 3, "2026-03-10T10:00:00Z"),
            run(mia.id, { seed: "s", index: 0, score: 0, correct: 0, answered: 0, streak: 0 }, 30, "2026-03-10T11:00:00Z"), // no level
            run(leo.id, at(2), null, "2026-03-10T11:00:00Z"), // flagged too fast
            run(leo.id, at(2), null, null), // not finished
            run(null, at(2), 12, "2026-03-10T12:00:00Z"), // a visitor's
          ],
          sql`, `,
        )}`,
      );

      await upgrade();

      const rows = await db.select().from(userLevelProgress);
      expect(
        rows
          .map((r) => [r.userId, r.level, r.highestScore, r.timesPlayed, r.lastPlayedAt.toISOString()])
          .sort((a, b) => Number(a[1]) - Number(b[1])),
      ).toEqual([
        [mia.id, 1, 8, 3, "2026-03-11T10:00:00.000Z"],
        [mia.id, 4, 3, 1, "2026-03-10T10:00:00.000Z"],
      ]);
    } finally {
      await dispose();
    }
  });
}
