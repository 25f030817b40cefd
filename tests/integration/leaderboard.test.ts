import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { cosmetics, games, profiles, userGameProgress } from "../../drizzle/schema";
import { seed } from "~/models/seed.server";
import type { Database } from "~/db.server";
import { BOARD_KEPT_MS, LEADERBOARD_LIMIT, LEADERS_PER_GAME, shownBoards } from "~/models/leaderboard.server";
import type { LeaderboardPage } from "~/models/leaderboard-page.server";
import { loader } from "~/routes/leaderboard";
import { get, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { loaderData, signedInPlayer, type RouteFn } from "../support/routes";

async function catalogue(db: Database) {
  await seed(db);
  const rows = await db.select().from(games);
  return Object.fromEntries(rows.map((game) => [game.slug, game]));
}

async function score(db: Database, userId: string, gameId: string, highestScore: number) {
  await db.insert(userGameProgress).values({
    userId,
    gameId,
    highestScore,
    timesPlayed: 1,
    lastPlayedAt: new Date(),
  });
}

/** The catalogue and three players: Ada and Cyd public, Bob private. */
async function adaBobAndCyd(db: Database) {
  const g = await catalogue(db);
  const ada = await createPlayer(db, { username: "ada" });
  const bob = await createPlayer(db, { username: "bob" });
  const cy = await createPlayer(db, { username: "cyd" });
  await db.update(profiles).set({ isPublic: false }).where(eq(profiles.id, bob.id));
  return { g, ada, bob, cy };
}

describeEachDatabase("leaderboard", (database) => {
  it("ranks best scores within each game and shows private rows only to their owner", async () => {
    const { db } = database();
    const { g, ada, bob, cy } = await adaBobAndCyd(db);
    await score(db, ada.id, g["logic-lab"].id, 40);
    await score(db, bob.id, g["logic-lab"].id, 90);
    await score(db, cy.id, g["math-quest-number-crunch"].id, 12);
    await score(db, cy.id, g["word-adventure"].id, 0);
    // Each game's board, by game (the order is the catalogue's).
    const boards = async (viewerId: string | null) =>
      Object.fromEntries(
        (await shownBoards(db, { viewerId })).map(({ gameId, rows }) => [
          gameId,
          rows.map((r) => [r.username, r.score, r.rank, r.isPublic, r.isViewer]),
        ]),
      );
    const mathQuest = g["math-quest-number-crunch"].id;
    const logicLab = g["logic-lab"].id;

    // A score of 0 ranks nowhere; a private profile only for its owner.
    expect(await boards(null)).toEqual({ [mathQuest]: [["cyd", 12, 1, true, false]], [logicLab]: [["ada", 40, 1, true, false]] });
    expect(await boards(ada.id)).toEqual({ [mathQuest]: [["cyd", 12, 1, true, false]], [logicLab]: [["ada", 40, 1, true, true]] });
    expect(await boards(bob.id)).toEqual({
      [mathQuest]: [["cyd", 12, 1, true, false]],
      [logicLab]: [
        ["bob", 90, 1, false, true],
        ["ada", 40, 2, true, false],
      ],
    });
  });

  it("filters by game and by category", async () => {
    const { db } = database();
    const g = await catalogue(db);
    const ada = await createPlayer(db, { username: "ada" });
    await score(db, ada.id, g["logic-lab"].id, 40);
    await score(db, ada.id, g["brain-blitz"].id, 30);
    await score(db, ada.id, g["math-quest-number-crunch"].id, 12);
    const titleOf = new Map(Object.values(g).map((game) => [game.id, game.title]));
    const scores = async (query: { gameId?: string; category?: "math" | "premium" | "reading" | "logic" }) =>
      (await shownBoards(db, { viewerId: null, ...query })).flatMap((board) => board.rows.map((r) => [titleOf.get(board.gameId), r.score]));

    expect(await scores({ gameId: g["brain-blitz"].id })).toEqual([["Brain Blitz", 30]]);
    expect(await scores({ category: "math" })).toEqual([["Math Quest: Number Crunch", 12]]);
    expect(await scores({ category: "premium" })).toEqual([["Brain Blitz", 30]]);
    expect(await scores({ category: "reading" })).toEqual([]);
    expect(await scores({ category: "logic", gameId: g["brain-blitz"].id })).toEqual([]);
  });

  it("shows at most 100 rows of one game", async () => {
    const { db } = database();
    const g = await catalogue(db);
    const ids = [];
    for (let i = 0; i < 105; i++) ids.push((await createPlayer(db)).id);
    await db.insert(userGameProgress).values(
      ids.map((userId, i) => ({
        userId,
        gameId: g["logic-lab"].id,
        highestScore: i + 1,
      })),
    );
    const [{ rows }] = await shownBoards(db, { viewerId: null, gameId: g["logic-lab"].id });
    expect(rows).toHaveLength(100);
    expect(rows[0].score).toBe(105);
    expect(rows[99]).toMatchObject({ score: 6, rank: 100 });
  });

  it("the page's boards: a player's own new best at once, others' within the 2 s the public rows are kept", async () => {
    const { db } = database();
    const { g, ada, bob, cy } = await adaBobAndCyd(db);
    await score(db, ada.id, g["logic-lab"].id, 40);
    await score(db, cy.id, g["logic-lab"].id, 12);
    const logicLab = async (viewerId: string | null) => {
      const boards = await shownBoards(db, { viewerId, gameId: g["logic-lab"].id });
      expect(boards.map((board) => board.gameId)).toEqual([g["logic-lab"].id]);
      return boards[0].rows.map((r) => [r.username, r.score, r.rank, r.isViewer]);
    };
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      expect(await logicLab(null)).toEqual([
        ["ada", 40, 1, false],
        ["cyd", 12, 2, false],
      ]);

      // Within the 2 s: Cyd's new best shows to Cyd (their own rows are read each time), and
      // Bob's private row only to Bob, in its place; a visitor still sees the board as kept.
      await db.update(userGameProgress).set({ highestScore: 50 }).where(eq(userGameProgress.userId, cy.id));
      await score(db, bob.id, g["logic-lab"].id, 45);
      expect(await logicLab(cy.id)).toEqual([
        ["cyd", 50, 1, true],
        ["ada", 40, 2, false],
      ]);
      expect(await logicLab(bob.id)).toEqual([
        ["bob", 45, 1, true],
        ["ada", 40, 2, false],
        ["cyd", 12, 3, false],
      ]);
      expect(await logicLab(null)).toEqual([
        ["ada", 40, 1, false],
        ["cyd", 12, 2, false],
      ]);

      // Once kept for 2 s, everyone sees the public rows as they are now, and never Bob's.
      vi.setSystemTime(Date.now() + BOARD_KEPT_MS + 1);
      expect(await logicLab(ada.id)).toEqual([
        ["cyd", 50, 1, false],
        ["ada", 40, 2, true],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("All Games ranks each game on its own: a small Math Quest score leads its game beside Logic Lab's big ones", async () => {
    const { db } = database();
    const g = await catalogue(db);
    const players = [];
    for (let i = 0; i < LEADERS_PER_GAME + 2; i++) players.push(await createPlayer(db));
    for (const [i, player] of players.entries()) await score(db, player.id, g["logic-lab"].id, 400 + i);
    const mia = await createPlayer(db, { username: "mia" });
    await score(db, mia.id, g["math-quest-number-crunch"].id, 30);

    const boards = await shownBoards(db, { viewerId: null });
    const byGame = Object.fromEntries(boards.map((board) => [board.gameId, board.rows]));
    expect(Object.keys(byGame).sort()).toEqual([g["logic-lab"].id, g["math-quest-number-crunch"].id].sort());
    expect(byGame[g["math-quest-number-crunch"].id].map((r) => [r.username, r.score, r.rank])).toEqual([["mia", 30, 1]]);
    // Each game's leaders only: ten of Logic Lab's twelve, best first.
    expect(byGame[g["logic-lab"].id]).toHaveLength(LEADERS_PER_GAME);
    expect(byGame[g["logic-lab"].id][0]).toMatchObject({ score: 400 + LEADERS_PER_GAME + 1, rank: 1 });
    // A category keeps its games only; one game shows up to a hundred.
    expect((await shownBoards(db, { viewerId: null, category: "math" })).map((board) => board.gameId)).toEqual([
      g["math-quest-number-crunch"].id,
    ]);
    expect((await shownBoards(db, { viewerId: null, gameId: g["logic-lab"].id }))[0].rows).toHaveLength(LEADERS_PER_GAME + 2);
  });

  it("the viewer's own rows: in their place with their look when they make a board, not when they rank below it, none before they play", async () => {
    const { db } = database();
    const g = await catalogue(db);
    const logicLab = g["logic-lab"].id;
    for (let i = 0; i < LEADERS_PER_GAME; i++) await score(db, (await createPlayer(db)).id, logicLab, 100 + i);
    // A private player wearing a frame: only they see their rows, and as they look.
    const vic = await createPlayer(db, { username: "vic" });
    const [frame] = await db.select().from(cosmetics).where(eq(cosmetics.category, "Avatar Frame")).limit(1);
    await db.update(profiles).set({ isPublic: false, equippedAvatarFrame: frame.id }).where(eq(profiles.id, vic.id));
    const own = async (query: { gameId?: string } = {}) =>
      (await shownBoards(db, { viewerId: vic.id, ...query })).flatMap((board) =>
        board.rows.filter((r) => r.isViewer).map((r) => [r.username, r.score, r.rank, r.isPublic, r.frameUrl]),
      );
    const visitorBoards = await shownBoards(db, { viewerId: null });

    // Never played (or only at 0): the boards as a visitor sees them.
    expect(await shownBoards(db, { viewerId: vic.id })).toEqual(visitorBoards);
    await score(db, vic.id, logicLab, 0);
    expect(await shownBoards(db, { viewerId: vic.id })).toEqual(visitorBoards);

    // Tied with the tenth: after them, so off All Games' ten, and eleventh of the game's hundred.
    await db.update(userGameProgress).set({ highestScore: 100 }).where(eq(userGameProgress.userId, vic.id));
    expect(await own()).toEqual([]);
    expect((await shownBoards(db, { viewerId: vic.id }))[0].rows).toHaveLength(LEADERS_PER_GAME);
    expect(await own({ gameId: logicLab })).toEqual([["vic", 100, LEADERS_PER_GAME + 1, false, frame.imageUrl]]);

    // Above five of them: sixth, and the board still shows ten.
    await db.update(userGameProgress).set({ highestScore: 105 }).where(eq(userGameProgress.userId, vic.id));
    expect(await own()).toEqual([["vic", 105, 6, false, frame.imageUrl]]);
    const [board] = await shownBoards(db, { viewerId: vic.id });
    expect(board.rows.map((r) => r.score)).toEqual([109, 108, 107, 106, 105, 105, 104, 103, 102, 101]);
  });

  it("All Games is the spec's one list: every game's champion first, then the runners-up, a hundred rows, each with its game", async () => {
    const handle = database();
    const context = testContext(handle);
    const { db } = handle;
    const g = await catalogue(db);
    // Logic Lab: 60 players in the hundreds; Math Quest: 60 in the tens; Word Adventure: one.
    for (let i = 0; i < 60; i++) {
      const player = await createPlayer(db, { username: `pl${i}` });
      await score(db, player.id, g["logic-lab"].id, 400 + i);
      await score(db, player.id, g["math-quest-number-crunch"].id, 10 + i);
    }
    const solo = await createPlayer(db, { username: "solo" });
    await score(db, solo.id, g["word-adventure"].id, 5);
    const viewer = await signedInPlayer(context, { username: "myself" });
    await score(db, viewer.id, g["math-quest-number-crunch"].id, 60);
    const page = (path: string, cookie = "") =>
      loaderData<LeaderboardPage>(loader as RouteFn, get(path, cookie ? { Cookie: cookie } : {}), context);
    const titles = (data: LeaderboardPage) => data.games.map((game) => game.title);

    const all = await page("/leaderboard");
    expect(all.boards).toEqual([]);
    const list = all.list!;
    expect(list).toHaveLength(LEADERBOARD_LIMIT);
    const shown = list.map((row) => [titles(all)[row.game], row.rank, row.username, row.score]);
    // Each game's champion, in the games' order, then each game's runner-up: a score races its own game only.
    const champions = shown.filter(([, rank]) => rank === 1);
    expect(champions.map(([title]) => title).sort()).toEqual(["Logic Lab", "Math Quest: Number Crunch", "Word Adventure"]);
    expect(shown.slice(0, 3)).toEqual(expect.arrayContaining(champions));
    expect(shown).toContainEqual(["Logic Lab", 1, "pl59", 459]);
    expect(shown).toContainEqual(["Math Quest: Number Crunch", 1, "pl59", 69]);
    expect(shown).toContainEqual(["Word Adventure", 1, "solo", 5]);
    expect(shown[3]).toEqual([titles(all)[list[3].game], 2, "pl58", expect.any(Number)]);
    expect(list.map((row) => row.rank)).toEqual([...list.map((row) => row.rank)].sort((a, b) => a - b));
    // A game with one player leaves its places to the others: 49 or 50 of each big game.
    expect(shown.filter(([title]) => title === "Word Adventure")).toHaveLength(1);
    expect(shown.filter(([title]) => title === "Logic Lab").length).toBeGreaterThanOrEqual(49);

    // The viewer's own row is in its place in its game (eleventh in Math Quest: a tie with pl50 keeps them first), marked.
    const mine = (await page("/leaderboard", viewer.cookie)).list!.filter((row) => row.viewer);
    expect(mine).toMatchObject([{ username: "myself", score: 60, rank: 11 }]);

    // Every game's own board stays a view of its own: its top ten each.
    const boards = await page("/leaderboard?view=boards");
    expect(boards.list).toBeNull();
    expect(boards.filter.view).toBe("boards");
    expect(boards.boards.map((board) => board.rows.length).sort()).toEqual([1, LEADERS_PER_GAME, LEADERS_PER_GAME]);
    // One game is its board of up to a hundred, whatever the view; an unknown view is the list.
    const one = await page("/leaderboard?game=logic-lab&view=boards");
    expect([one.list, one.boards[0].rows.length]).toEqual([null, 60]);
    expect((await page("/leaderboard?view=nonsense")).list).toHaveLength(LEADERBOARD_LIMIT);
  });

  it("a board's row carries only what it has, its short score and day written in the reader's language", async () => {
    const handle = database();
    const context = testContext(handle);
    const g = await catalogue(handle.db);
    const ana = await createPlayer(handle.db, { username: "ana" });
    await score(handle.db, ana.id, g["logic-lab"].id, 1250);
    const board = (language: string) =>
      loaderData<LeaderboardPage>(loader as RouteFn, get("/leaderboard?game=logic-lab", { "Accept-Language": language }), context);
    const today = new Date();
    const [en] = (await board("en")).boards[0].rows;
    // No avatar, frame, viewer or private mark: no key for them (single fetch would write each).
    expect(Object.entries(en).filter(([, value]) => value === undefined)).toEqual([]);
    expect(en).toMatchObject({ username: "ana", score: 1250, shortScore: "1.3K" });
    expect(en.playedOn).toBe(today.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }));
    const [es] = (await board("es")).boards[0].rows;
    expect([es.shortScore, es.playedOn]).toEqual([
      new Intl.NumberFormat("es", { notation: "compact", maximumFractionDigits: 1 }).format(1250),
      today.toLocaleDateString("es", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }),
    ]);
  });
});
