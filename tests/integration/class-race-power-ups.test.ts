/**
 * Power-ups mode (docs/decisions/power-ups.md): right answers in a row earn power-ups drawn from
 * the race's seed, used with a plain form; freeze holds the leader's answers for 5 s, double adds
 * one right answer's points again, a shield blocks a freeze; a form posted twice uses once.
 */
import { and, eq, like, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { classRaceEvents, classRaces } from "../../drizzle/schema";
import { answerInRace } from "~/models/class-races/answers.server";
import { drawPower } from "~/models/class-races/modes/powerups.server";
import { playerModeView } from "~/models/class-races/modes/index.server";
import { findRacePlayer, joinClassRace, raceFollower, runIdOfPlayer } from "~/models/class-races/players.server";
import { createClassRace, startClassRace } from "~/models/class-races/races.server";
import { loadRoom } from "~/models/class-races/room.server";
import type { KnownRun } from "~/models/runs/answer-service.server";
import { findRunById } from "~/models/runs/runs.server";
import { action as powerAction } from "~/routes/class-races.$raceId.power";
import type { Power, PowerUpsView } from "~/utils/power-ups";
import { eventText } from "~/utils/class-race-modes";
import { englishT } from "~/i18n/messages.server";
import { describeEachDatabase, type TestDatabase } from "../support/database";
import { formPost, testContext } from "../support/context";
import { mathAnswer, seededGame, skipLoadingScreen } from "../support/games";
import { callRoute, signedInPlayer, toastOf, type RouteFn } from "../support/routes";

/** A running Power-ups race of Math Quest with these players, each answering through the answer service. */
async function powerRace(database: TestDatabase, names: string[]) {
  const context = testContext(database);
  const db = database.db;
  const { game } = await seededGame(db, "math-quest-number-crunch");
  const host = await signedInPlayer(context);
  const created = await createClassRace(db, { hostId: host.id, gameId: game.id, level: null, mode: "powerups" });
  if (!created.ok) throw new Error(created.message);
  const race = created.race;
  const people = [];
  for (const name of names) {
    const user = await signedInPlayer(context, { username: name });
    expect((await joinClassRace(db, { race, racer: { userId: user.id }, address: "198.51.100.7" })).ok).toBe(true);
    people.push(user);
  }
  expect(await startClassRace(db, race.id)).toEqual({ ok: true });
  const players = [];
  for (const user of people) {
    const place = (await findRacePlayer(db, race.id, { userId: user.id }))!;
    const runId = (await runIdOfPlayer(db, place.id))!;
    await skipLoadingScreen(db, runId);
    const follower = (await raceFollower(db, race.id, { userId: user.id, visitorId: null }))!;
    const known: KnownRun = { remember: (run) => (known.run = run) };
    const answer = async (right: boolean) => {
      const { state } = (await findRunById(db, runId))!;
      const value = right ? mathAnswer(state) : String(Number(mathAnswer(state)) + 1);
      return answerInRace(db, { follower, answer: { type: "answer", runId, index: state.index, answer: value }, timeZone: "UTC", known });
    };
    const view = async () =>
      (await playerModeView(db, { raceId: race.id, playerId: place.id, mode: "powerups", seed: race.seed })) as PowerUpsView;
    const use = (seq: number, fields: Record<string, string> = {}) =>
      callRoute(
        powerAction as RouteFn,
        formPost(`/class-races/${race.id}/power`, { seq: String(seq), ...fields }, { Cookie: user.cookie }),
        context,
        {
          raceId: race.id,
        },
      );
    players.push({ id: place.id, runId, answer, view, use, cookie: user.cookie });
  }
  /** Gives the race a seed whose first draws are these power-ups for these players (the questions stay: each run has its own copy). */
  const drawFirst = async (wanted: [playerId: string, power: Power][]) => {
    for (let i = 0; ; i++) {
      const seed = `seed-${i}`;
      if (wanted.every(([id, power]) => drawPower(seed, id, 0).power === power)) {
        await db.update(classRaces).set({ seed }).where(eq(classRaces.id, race.id));
        return;
      }
    }
  };
  const events = (kind: string) =>
    db
      .select()
      .from(classRaceEvents)
      .where(and(eq(classRaceEvents.raceId, race.id), like(classRaceEvents.kind, kind)));
  return { db, context, race, players, drawFirst, events, room: async () => (await loadRoom(db, race.id))! };
}

const times = async (n: number, step: () => Promise<unknown>) => {
  for (let i = 0; i < n; i++) await step();
};

describeEachDatabase("class race: Power-ups", (database) => {
  it("three right answers in a row earn a power-up drawn from the race's seed; a wrong answer resets the streak and never earns; a full hand earns no more", async () => {
    const { race, players, events } = await powerRace(database(), ["ada_pow", "bo_pow"]);
    const [ada] = players;
    await times(2, () => ada.answer(true));
    expect((await ada.answer(false)).race?.said ?? []).toEqual([]);
    expect(await ada.view()).toMatchObject({ streak: 0, held: [] });
    await times(2, () => ada.answer(true));
    expect(await events("power:earn:%")).toHaveLength(0);

    const third = await ada.answer(true);
    const { power } = drawPower(race.seed, ada.id, 0);
    expect(third.race?.said).toContainEqual(expect.stringMatching(/^3 in a row! You earned a power-up: /));
    expect(await ada.view()).toMatchObject({ streak: 3, held: [{ power }] });
    expect(await events("power:earn:%")).toMatchObject([{ playerId: ada.id, kind: `power:earn:${power}` }]);

    // Six more right answers: three power-ups held, the most a hand takes; three more earn nothing.
    await times(6, () => ada.answer(true));
    expect((await ada.view()).held).toHaveLength(3);
    await times(2, () => ada.answer(true));
    expect((await ada.answer(true)).race?.said).toEqual(["12 in a row! Your hands are full: use a power-up to earn another."]);
    expect(await events("power:earn:%")).toHaveLength(3);
  });

  it("a freeze holds the leader's answers for 5 s, then lets them through; the projector's feed says who froze whom", async () => {
    const { db, context, players, drawFirst, events, room } = await powerRace(database(), ["ada_frz", "bo_frz", "cy_frz"]);
    const [ada, bo, cy] = players;
    await drawFirst([[ada.id, "freeze"]]);
    await times(4, () => bo.answer(true)); // Bo leads
    await cy.answer(true);
    await times(3, () => ada.answer(true));
    const [held] = (await ada.view()).held;
    expect(held.power).toBe("freeze");

    // Without JavaScript: the form goes back to the race page with what happened.
    const used = await ada.use(held.seq);
    expect(used.status).toBe(302);
    expect(await toastOf(used, context)).toMatchObject({ title: "You froze bo_frz for 5 s." });
    const [frozen] = await events("power:freeze");
    expect(frozen).toMatchObject({ playerId: ada.id, targetId: bo.id });
    const names = new Map((await room()).players.map((p) => [p.id, p.name]));
    expect(eventText({ ...frozen, at: frozen.at.toISOString() }, (id) => names.get(id!) ?? "?", englishT("classrace"))).toBe(
      "ada_frz froze bo_frz for 5 s",
    );

    const answered = (await findRunById(db, bo.runId))!.state.answered;
    expect((await bo.answer(true)).error).toMatch(/^Frozen! [45] s left$/);
    expect((await bo.view()).frozenUntil).not.toBeNull();
    expect((await findRunById(db, bo.runId))!.state.answered).toBe(answered);
    // Cy is not frozen.
    expect((await cy.answer(true)).feedback?.correct).toBe(true);

    // Five seconds on (the freeze's moment moved back), Bo's answer counts.
    await db.execute(sql`update class_race_events set at = at - interval '5 seconds' where kind = 'power:freeze'`);
    expect((await bo.answer(true)).feedback?.correct).toBe(true);
    expect((await findRunById(db, bo.runId))!.state.answered).toBe(answered + 1);
  });

  it("a double scores one right answer twice in the race, and only one", async () => {
    const { db, players, drawFirst, events, room } = await powerRace(database(), ["ada_dbl", "bo_dbl"]);
    const [ada] = players;
    await drawFirst([[ada.id, "double"]]);
    await times(3, () => ada.answer(true));
    const [held] = (await ada.view()).held;
    expect(held.power).toBe("double");
    expect((await ada.use(held.seq, { mode: "json" })).status).toBe(200);
    expect(await ada.view()).toMatchObject({ double: true, held: [] });

    await ada.answer(false); // a wrong answer keeps the double waiting
    const right = await ada.answer(true);
    const points = right.feedback!.points;
    expect(points).toBeGreaterThan(0);
    expect(right.race?.said).toContain(`Double! +${points} more ${points === 1 ? "point" : "points"}.`);
    const runScore = async () => (await findRunById(db, ada.runId))!.state.score;
    const raceScore = async () => (await room()).players.find((p) => p.id === ada.id)!.score;
    expect(await raceScore()).toBe((await runScore()) + points);

    await ada.answer(true);
    expect(await raceScore()).toBe((await runScore()) + points);
    expect(await events("power:doubled")).toMatchObject([{ playerId: ada.id, amount: points }]);
    expect(await ada.view()).toMatchObject({ double: false });
  });

  it("a shield blocks a freeze aimed at its holder, once", async () => {
    const { players, drawFirst, events } = await powerRace(database(), ["ada_shd", "bo_shd"]);
    const [ada, bo] = players;
    await drawFirst([
      [ada.id, "freeze"],
      [bo.id, "shield"],
    ]);
    await times(4, () => bo.answer(true));
    await times(3, () => ada.answer(true));
    const shield = (await bo.view()).held[0];
    expect(shield.power).toBe("shield");
    expect(await (await bo.use(shield.seq, { mode: "json" })).json()).toEqual({
      said: "Shield up: it blocks the next freeze aimed at you.",
    });
    expect(await bo.view()).toMatchObject({ shield: true });

    const freeze = (await ada.view()).held[0];
    expect(await (await ada.use(freeze.seq, { mode: "json" })).json()).toEqual({ said: "bo_shd's shield blocked your freeze." });
    expect(await events("power:blocked")).toMatchObject([{ playerId: ada.id, targetId: bo.id }]);
    expect(await events("power:freeze")).toHaveLength(0);
    expect((await bo.answer(true)).feedback?.correct).toBe(true);
    expect(await bo.view()).toMatchObject({ shield: false, frozenUntil: null });
  });

  it("a power-up's form posted twice at once is used once; a stranger's seq or a made-up one is refused", async () => {
    const { race, players, events } = await powerRace(database(), ["ada_two", "bo_two"]);
    const [ada, bo] = players;
    await times(3, () => ada.answer(true));
    const [held] = (await ada.view()).held;
    const replies = await Promise.all([ada.use(held.seq, { mode: "json" }), ada.use(held.seq, { mode: "json" })]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = replies.find((r) => r.status === 409)!;
    expect(await refused.json()).toEqual({ error: "That power-up is used up (or was never yours)." });
    expect(await events(`power:${held.power}`)).toHaveLength(1);
    expect((await ada.view()).held).toEqual([]);

    expect((await bo.use(held.seq, { mode: "json" })).status).toBe(409);
    expect((await bo.use(Number.MAX_SAFE_INTEGER, { mode: "json" })).status).toBe(409);
    expect((await ada.use(Number.NaN)).status).toBe(400);
    expect(race.mode).toBe("powerups");
  });
});
