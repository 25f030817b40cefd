import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { classRaces, gameRuns, games, userBadges, badges, userOwnedGames } from "../../drizzle/schema";
import { submitAnswer } from "~/models/runs/answers.server";
import { findRun, findRunById, type Player, type Run } from "~/models/runs/runs.server";
import {
  classRaceByCode,
  createClassRace,
  finishClassRace,
  OPEN_RACES_PER_HOST,
  startClassRace,
  type ClassRace,
} from "~/models/class-races/races.server";
import { findRacePlayer, joinClassRace, renameRacePlayer, runIdOfPlayer, visitorName } from "~/models/class-races/players.server";
import { loadRoom } from "~/models/class-races/room.server";
import { raceReport, reportCsv } from "~/models/class-races/report.server";
import { createSession } from "~/models/multiplayer/sessions.server";
import { NICKNAME_FORMAT } from "~/utils/nickname";
import { describeEachDatabase, type TestDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { mathAnswer, seededGame } from "../support/games";
import type { Queryable } from "~/db.server";
import { exportAccountData } from "~/models/account-data.server";

import { createClass } from "~/models/classes/classes.server";
import { loader as reportPage } from "~/routes/class-races.$raceId.report";
import { action as projectorAction } from "~/routes/class-races.$raceId._index";
import { formPost, get, testContext } from "../support/context";
import { callRoute, signedInAdult, type RouteFn } from "../support/routes";

const ADDRESS = "203.0.113.7";
const BAD_NAME = "A name in a race is 2 to 15 letters, with no spaces or numbers.";
const PREMIUM = "This class race plays a premium game: only players who own it can join.";

async function openRace(
  database: TestDatabase,
  options: { seats?: number; seconds?: number; level?: number; classId?: string; hostId?: string } = {},
) {
  const { game, engine } = await seededGame(database.db, "math-quest-number-crunch");
  const host = options.hostId ? { id: options.hostId } : await createPlayer(database.db);
  const created = await createClassRace(database.db, { gameId: game.id, ...options, level: options.level ?? null, hostId: host.id });
  if (!created.ok) throw new Error(created.message);
  const join = (racer: Player) => joinClassRace(database.db, { race: created.race, racer, address: ADDRESS });
  return { game, engine, host, race: created.race, join };
}

/** The player's run once the race has started, answered from the page's question like a child would. */
async function runOf(db: Queryable, race: ClassRace, racer: Player): Promise<Run> {
  const player = (await findRacePlayer(db, race.id, racer))!;
  return (await findRunById(db, (await runIdOfPlayer(db, player.id))!))!;
}

/** Lets the race's answers count now (the countdown long over), as far as the pace rule goes. */
async function skipCountdown(db: Queryable, race: ClassRace) {
  await db.execute(sql`update game_runs set plays_from = now() - interval '60 seconds'
                        where class_race_player_id in (select id from class_race_players where race_id = ${race.id}::uuid)`);
}

async function answer(db: Queryable, race: ClassRace, racer: Player, right: boolean) {
  const { engine } = await seededGame(db as never, "math-quest-number-crunch");
  const run = await runOf(db, race, racer);
  const outcome = await submitAnswer(db, {
    run,
    engine,
    index: run.state.index,
    answer: right ? mathAnswer(run.state) : String(Number(mathAnswer(run.state)) + 1),
  });
  expect(outcome.status).toBe("answered");
}

describeEachDatabase("class races", (database) => {
  it("opens a race in the lobby with a code from the sessions' code space, for multiplayer games only", async () => {
    const { race, host } = await openRace(database());
    expect(race.inviteCode).toMatch(/^[A-Z2-9]{6}$/);
    expect(race.status).toBe("lobby");
    expect(race.seats).toBe(40);
    expect((await classRaceByCode(database().db, race.inviteCode.toLowerCase()))?.id).toBe(race.id);
    // Every built-in game races (Logic Lab too); a game not flagged multiplayer does not.
    const { game: logic } = await seededGame(database().db, "logic-lab");
    expect(await createClassRace(database().db, { hostId: host.id, gameId: logic.id, level: null })).toMatchObject({ ok: true });
    await database().db.update(games).set({ isMultiplayer: false }).where(eq(games.id, logic.id));
    expect(await createClassRace(database().db, { hostId: host.id, gameId: logic.id, level: null })).toMatchObject({
      ok: false,
      message: "Class races are for the multiplayer games.",
    });
    // A two-player session never takes a class race's code (and the other way round).
    const session = await createSession(database().db, { userId: host.id, gameId: race.gameId });
    expect(session.inviteCode).not.toBe(race.inviteCode);
  });

  it("lets a host have a few races open at once, and no more", async () => {
    const { db } = database();
    const { game, host } = await openRace(database());
    for (let i = 1; i < OPEN_RACES_PER_HOST; i++)
      expect((await createClassRace(db, { hostId: host.id, gameId: game.id, level: null })).ok).toBe(true);
    const refused = await createClassRace(db, { hostId: host.id, gameId: game.id, level: null });
    expect(refused).toMatchObject({ ok: false, status: 429 });
  });

  it("seats 40 players: of 41 joining at once, exactly one is told the race is full", async () => {
    const { db } = database();
    const { join, race } = await openRace(database());
    const players = await Promise.all(Array.from({ length: 41 }, () => createPlayer(db)));
    const outcomes = await Promise.all(players.map((p) => join({ userId: p.id })));
    const refused = outcomes.filter((o) => !o.ok);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(40);
    expect(refused).toEqual([{ ok: false, message: "This class race is full: all 40 seats are taken.", status: 409 }]);
    expect((await loadRoom(db, race.id))!.players).toHaveLength(40);
  });

  it("lets visitors in with a made-up nickname unless the host switches it off; the host cannot join their own race", async () => {
    const { db } = database();
    const { join, race, host } = await openRace(database());
    const visitor = await join({ visitorId: "0c4f7a52-6d8e-4b9a-9c8d-1a2b3c4d5e6f" });
    expect(visitor.ok && visitor.player.nickname).toMatch(NICKNAME_FORMAT);
    const room = (await loadRoom(db, race.id))!;
    expect(room.players).toEqual([expect.objectContaining({ name: visitor.ok && visitor.player.nickname, visitor: true })]);
    await db.update(classRaces).set({ visitorsAllowed: false }).where(eq(classRaces.id, race.id));
    expect(await join({ visitorId: "1d5a8b63-7e9f-4cab-8d9e-2b3c4d5e6f70" })).toMatchObject({
      ok: false,
      message: "The host has switched off joining as a visitor. Sign in to join this race.",
    });
    // A visitor already in stays in (a refresh).
    expect(await join({ visitorId: "0c4f7a52-6d8e-4b9a-9c8d-1a2b3c4d5e6f" })).toMatchObject({ ok: true, rejoined: true });
    expect(await join({ userId: host.id })).toMatchObject({
      ok: false,
      message: "This is your class race! Your players join with its code; you follow them on the projector view.",
    });
  });

  it("lets a visitor race under a first name they type, screened, and lets the host swap it for a made-up one", async () => {
    const { db } = database();
    const { race } = await openRace(database());
    expect(visitorName("Maya")).toEqual({ ok: true, nickname: "Maya" });
    expect(visitorName("  ")).toEqual({ ok: true, nickname: expect.stringMatching(NICKNAME_FORMAT) });
    expect(visitorName("M")).toEqual({ ok: false, message: BAD_NAME });
    expect(visitorName("maya@school.org")).toEqual({ ok: false, message: BAD_NAME });
    expect(visitorName("Shithead")).toEqual({
      ok: false,
      message: "That name isn't allowed here: “Shit” looks like a rude word. Please choose a different one.",
    });
    // A soft hyphen hides nothing: it is taken out of the name, which is then screened.
    expect(visitorName("Sh\u00ADit")).toEqual({ ok: false, message: expect.stringContaining("“Shit” looks like a rude word.") });
    expect(visitorName("Ma\u00ADya")).toEqual({ ok: true, nickname: "Maya" });
    const maya = await joinClassRace(db, {
      race,
      racer: { visitorId: "0c4f7a52-6d8e-4b9a-9c8d-1a2b3c4d5e6f" },
      address: ADDRESS,
      nickname: "Maya",
    });
    if (!maya.ok) throw new Error(maya.message);
    expect((await loadRoom(db, race.id))!.players.map((p) => p.name)).toEqual(["Maya"]);
    await renameRacePlayer(db, race.id, maya.player.id);
    const [renamed] = (await loadRoom(db, race.id))!.players;
    expect(renamed.name).toMatch(NICKNAME_FORMAT);
    expect(renamed.visitor).toBe(true);
  });

  it("lets only players who own a premium game into its class race", async () => {
    const { db } = database();
    const { game } = await seededGame(db, "brain-blitz");
    const host = await createPlayer(db);
    const created = await createClassRace(db, { hostId: host.id, gameId: game.id, level: null });
    if (!created.ok) throw new Error(created.message);
    const [owner, other] = [await createPlayer(db), await createPlayer(db)];
    await db.insert(userOwnedGames).values({ userId: owner.id, gameId: game.id, purchasePrice: "0" });
    const join = (racer: Player) => joinClassRace(db, { race: created.race, racer, address: ADDRESS });
    expect(await join({ userId: other.id })).toMatchObject({ ok: false, status: 403, message: PREMIUM });
    expect(await join({ visitorId: "0c4f7a52-6d8e-4b9a-9c8d-1a2b3c4d5e6f" })).toMatchObject({
      ok: false,
      message: PREMIUM,
    });
    expect(await join({ userId: owner.id })).toMatchObject({ ok: true, rejoined: false });
  });

  it("gives every player the same questions from one seed; answers count on the player's own run only", async () => {
    const { db } = database();
    const { join, race, game } = await openRace(database());
    const ada = await createPlayer(db);
    const bo = await createPlayer(db);
    await join({ userId: ada.id });
    await join({ userId: bo.id });
    expect(await startClassRace(db, race.id)).toEqual({ ok: true });
    expect(await startClassRace(db, race.id)).toMatchObject({ ok: false, message: "The race has already started." });
    const late = await createPlayer(db);
    expect(await join({ userId: late.id })).toMatchObject({
      ok: false,
      message: "This class race has already started. Ask your teacher for the code of the next one.",
    });
    const adaRun = await runOf(db, race, { userId: ada.id });
    const boRun = await runOf(db, race, { userId: bo.id });
    expect(adaRun.state).toEqual(boRun.state);
    expect(adaRun.deadline).toEqual(boRun.deadline);
    // Bo cannot reach Ada's run: it is not theirs.
    expect(await findRun(db, { runId: adaRun.id, gameId: game.id, owner: { userId: bo.id } })).toBeNull();
    // The countdown: answers before the first question are refused.
    const early = await submitAnswer(db, { run: adaRun, engine: (await seededGame(db, game.slug)).engine, index: 0, answer: "1" });
    expect(early.status).toBe("early");
  });

  it("ranks the room by score, ends at the deadline paying signed-in players only, and gives the winner the race badge", async () => {
    const { db } = database();
    const { join, race } = await openRace(database(), { seconds: 30 });
    const ada = await createPlayer(db);
    const bo = await createPlayer(db);
    const visitor: Player = { visitorId: "2e6b9c74-8fa0-4dbc-9eaf-3c4d5e6f7081" };
    for (const racer of [{ userId: ada.id }, { userId: bo.id }, visitor]) expect((await join(racer)).ok).toBe(true);
    await startClassRace(db, race.id);
    await skipCountdown(db, race);
    await answer(db, race, { userId: ada.id }, true);
    await answer(db, race, { userId: ada.id }, true);
    await answer(db, race, { userId: bo.id }, true);
    await answer(db, race, visitor, false);
    const room = (await loadRoom(db, race.id))!;
    expect(room.status).toBe("playing");
    expect(room.players.map((p) => [p.score, p.answered])).toEqual([
      [2, 2],
      [1, 1],
      [0, 1],
    ]);
    // Not due yet: nothing happens. Past the deadline: two callers race, one ends it.
    expect(await finishClassRace(db, race.id, "UTC")).toBe(false);
    await db
      .update(classRaces)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(classRaces.id, race.id));
    const ended = await Promise.all([finishClassRace(db, race.id, "UTC"), finishClassRace(db, race.id, "UTC")]);
    expect(ended.sort()).toEqual([false, true]);
    const runs = await db
      .select()
      .from(gameRuns)
      .where(sql`${gameRuns.classRacePlayerId} is not null`);
    expect(runs.every((run) => run.finishedAt !== null)).toBe(true);
    const adaRun = await runOf(db, race, { userId: ada.id });
    expect(adaRun.reward?.cc_awarded).toBeGreaterThan(0);
    expect((await runOf(db, race, visitor)).reward).toBeNull();
    const won = await db
      .select({ key: badges.key })
      .from(userBadges)
      .innerJoin(badges, eq(badges.id, userBadges.badgeId))
      .where(eq(userBadges.userId, ada.id));
    expect(won.map((b) => b.key)).toContain("first_multiplayer_win");
    const boBadges = await db
      .select()
      .from(userBadges)
      .innerJoin(badges, eq(badges.id, userBadges.badgeId))
      .where(eq(userBadges.userId, bo.id));
    expect(boBadges.map((b) => b.badges.key)).not.toContain("first_multiplayer_win");
    // The code now says the race is over.
    expect(await join({ userId: (await createPlayer(db)).id })).toMatchObject({
      ok: false,
      message: "This class race has finished. Ask your teacher for the code of the next one.",
      status: 410,
    });
  });

  it("reports every player's answers and accuracy, the questions most got wrong, and the same table as CSV", async () => {
    const { db } = database();
    const { join, race } = await openRace(database());
    const ada = await createPlayer(db, { username: "ada_1815" });
    const bo = await createPlayer(db, { username: "bo_2024" });
    await join({ userId: ada.id });
    await join({ userId: bo.id });
    await startClassRace(db, race.id);
    await skipCountdown(db, race);
    const firstQuestion = (await runOf(db, race, { userId: ada.id })).state;
    await answer(db, race, { userId: ada.id }, false);
    await answer(db, race, { userId: bo.id }, false);
    await answer(db, race, { userId: bo.id }, true);
    await finishClassRace(db, race.id, "UTC", { force: true });
    const report = (await raceReport(db, (await classRaceByCode(db, race.inviteCode))!))!;
    expect(report.players.map((p) => [p.place, p.name, p.score, p.answered, p.correct, p.accuracy])).toEqual([
      [1, "bo_2024", 1, 2, 1, 50],
      [2, "ada_1815", 0, 1, 0, 0],
    ]);
    const { engine } = await seededGame(db, "math-quest-number-crunch");
    // Both got the first question wrong: it heads the missed list with its right answer (Bo's
    // second question, right, is another question of the race even if it is the same sum).
    const first = engine.question(firstQuestion).prompt;
    expect(report.missed).toEqual([{ question: first, correctAnswer: mathAnswer(firstQuestion), answered: 2, wrong: 2 }]);
    expect(report.players[1].answers[0]).toMatchObject({ question: engine.question(firstQuestion).prompt, correct: false });
    // A player's data export (or their parent's) holds their own answers.
    const exported = (await exportAccountData(db, ada.id))!;
    expect(exported.classRaces.joined).toEqual([
      expect.objectContaining({ inviteCode: race.inviteCode, answers: [expect.objectContaining({ index: 0, correct: false })] }),
    ]);
    // The CSV: the table, then each player's answers, a column per question.
    const [bo1, bo2] = report.players[0].answers;
    const wrongFirst = `"${first} — ${bo1.answer} ✗ (right answer: ${mathAnswer(firstQuestion)})"`;
    expect(reportCsv(report).split("\r\n")).toEqual([
      '"Place","Player","Visitor","Score","Answered","Correct","Accuracy (%)","Question 1","Question 2"',
      `"1","bo_2024","no","1","2","1","50",${wrongFirst},"${bo2.question} — ${bo2.correctAnswer} ✓"`,
      `"2","ada_1815","no","0","1","0","0","${first} — ${report.players[1].answers[0].answer} ✗ (right answer: ${mathAnswer(firstQuestion)})",""`,
      "",
    ]);
  });

  it("races the whole class on one sequence of questions, whatever each one scores; the CSV holds every answer", async () => {
    const { db } = database();
    for (const level of [undefined, 3]) {
      const { join, race } = await openRace(database(), { level });
      const [ada, bo] = [await createPlayer(db, { username: `ada_${level}` }), await createPlayer(db, { username: `bo_${level}` })];
      await join({ userId: ada.id });
      await join({ userId: bo.id });
      await startClassRace(db, race.id);
      await skipCountdown(db, race);
      // Ada gets every question right (a score that would make the questions harder), Bo every one wrong.
      for (let i = 0; i < 12; i++) {
        await answer(db, race, { userId: ada.id }, true);
        await answer(db, race, { userId: bo.id }, false);
      }
      await finishClassRace(db, race.id, "UTC", { force: true });
      const report = (await raceReport(db, race))!;
      const [first, second] = report.players;
      expect(first.answers.map((a) => a.question)).toEqual(second.answers.map((a) => a.question));
      // So each question was met by both, and missed by one: "1 of 2", never listed as most missed.
      expect(report.missed).toEqual([]);
      const csv = reportCsv(report).split("\r\n");
      expect(csv[0]).toBe(
        `"Place","Player","Visitor","Score","Answered","Correct","Accuracy (%)",${first.answers.map((_, i) => `"Question ${i + 1}"`).join(",")}`,
      );
      const [q, right] = [first.answers[0].question, first.answers[0].correctAnswer];
      expect(csv[1]).toContain(`"ada_${level}","no","12","12","12","100","${q} — ${right} ✓"`);
      expect(csv[2]).toContain(`"bo_${level}","no","0","12","0","0","${q} — ${second.answers[0].answer} ✗ (right answer: ${right})"`);
    }
  });

  it("dates the report in APP_TIME_ZONE and leads back to the class the race came from", async () => {
    const context = testContext(database(), { APP_TIME_ZONE: "Asia/Tokyo" });
    const teacher = await signedInAdult(context, { username: "ms_rivera" });
    const made = await createClass(context.db, teacher.id, { name: "Year 5", seats: 30 });
    if (!made.ok) throw new Error(made.message);
    const { join, race } = await openRace(database(), { classId: made.klass.id, hostId: teacher.id });
    await join({ userId: (await createPlayer(context.db)).id });
    await startClassRace(context.db, race.id, new Date("2026-12-04T23:30:00Z"));
    const page = await callRoute(reportPage as RouteFn, get(`/class-races/${race.id}/report`, { Cookie: teacher.cookie }), context, {
      raceId: race.id,
    });
    expect(await page.json()).toMatchObject({
      startedAt: "December 5, 2026 at 8:30 AM GMT+9",
      back: { to: `/teach/classes/${made.klass.id}`, label: "Year 5" },
    });
  });

  it("asks before closing a lobby, and a race closed before it started has no podium", async () => {
    const context = testContext(database());
    const teacher = await signedInAdult(context);
    const { join, race } = await openRace(database(), { hostId: teacher.id, level: 2 });
    await join({ visitorId: "00000000-0000-4000-8000-0000000000aa" });
    const post = (intent: string) =>
      callRoute(projectorAction as RouteFn, formPost(`/class-races/${race.id}`, { intent }, { Cookie: teacher.cookie }), context, {
        raceId: race.id,
      });
    // "Close the race" from an old page (or a click too many) only asks.
    const asked = await post("end");
    expect(asked.headers.get("Location")).toBe(`/class-races/${race.id}?confirm=close`);
    expect((await classRaceByCode(context.db, race.inviteCode))?.status).toBe("lobby");
    const closed = await post("close");
    expect(closed.headers.get("Location")).toBe(`/class-races/${race.id}`);
    const room = (await loadRoom(context.db, race.id))!;
    expect(room).toMatchObject({ status: "finished", playsFrom: null });
  });

  it("announces joins and Start on cleverplay_class_race, but not each answer (answers must not commit one at a time)", async () => {
    const database_ = database();
    const { db } = database_;
    const { join, race } = await openRace(database_);
    const heard: string[] = [];
    const stop = await database_.listen("cleverplay_class_race", (payload) => heard.push(payload));
    const ada = await createPlayer(db);
    await join({ userId: ada.id });
    await expect.poll(() => heard.length).toBe(1);
    await startClassRace(db, race.id);
    await expect.poll(() => heard.length).toBe(2);
    await skipCountdown(db, race);
    await answer(db, race, { userId: ada.id }, true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toEqual([race.id, race.id]);
    await stop();
  });
});
