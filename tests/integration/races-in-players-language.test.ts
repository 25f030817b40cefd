// Races in each player's language (issue 50): a child who reads Spanish and joins a class race or
// a friend race plays it in Spanish, beside a child who plays the same race in English. The
// questions are the same questions (one seed), each in the player's words; the teacher's report
// stays in the teacher's language.
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { mathQuest, mathTask } from "~/games/math-quest";
import { createClassRace, startClassRace } from "~/models/class-races/races.server";
import { findRacePlayer, runIdOfPlayer } from "~/models/class-races/players.server";
import { raceLevelName } from "~/models/class-races/host.server";
import { raceReport } from "~/models/class-races/report.server";
import { applySessionAction, type SessionAction } from "~/models/multiplayer/race.server";
import { activeTwoPlayerSessionOf, loadSessionWithRuns } from "~/models/multiplayer/sessions.server";
import { submitAnswer } from "~/models/runs/answers.server";
import { findRunById, type Run } from "~/models/runs/runs.server";
import { fixedT } from "~/i18n/messages.server";
import { action as joinBox } from "~/routes/join._index";
import { action as joinCode } from "~/routes/join.$inviteCode";
import { action as newSession } from "~/routes/sessions.new";
import type { Queryable } from "~/db.server";
import { formPost, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { seededGame } from "../support/games";
import { callRoute, signedInPlayer, type RouteFn } from "../support/routes";

const SPANISH = { "Accept-Language": "es-MX,es;q=0.9" };

/** What a player reads of their first questions (the question, the worked steps of a miss), and the answers that are right. */
function firstQuestions(run: Run) {
  return [0, 1, 2].map((index) => {
    const state = { ...run.state, index };
    const answer = mathTask(state).answer;
    const read = `${mathQuest.question(state).prompt} ${mathQuest.answer(state, String(answer + 1)).explanation}`;
    return { prompt: mathQuest.question(state).prompt, read, answer };
  });
}

async function classRaceRun(db: Queryable, raceId: string, userId: string) {
  const player = (await findRacePlayer(db, raceId, { userId }))!;
  return (await findRunById(db, (await runIdOfPlayer(db, player.id))!))!;
}

describeEachDatabase("races in each player's language", (database) => {
  it("gives each child of a class race the same questions in their own language, and the teacher a report in theirs", async () => {
    const context = testContext(database());
    const { game, engine } = await seededGame(context.db, "math-quest-number-crunch");
    const teacher = await signedInPlayer(context);
    const created = await createClassRace(context.db, { gameId: game.id, hostId: teacher.id, level: 6 });
    if (!created.ok) throw new Error(created.message);
    const race = created.race;
    const [sofia, sam] = [await signedInPlayer(context), await signedInPlayer(context)];
    // Sofía's browser reads Spanish; Sam's says nothing. Both join with the code in the join box.
    for (const [child, headers] of [
      [sofia, SPANISH],
      [sam, {}],
    ] as const) {
      const joined = await callRoute(joinBox, formPost("/join", { code: race.inviteCode }, { Cookie: child.cookie, ...headers }), context);
      expect(joined.headers.get("Location")).toBe(`/class-races/${race.id}/play`);
    }
    expect(await startClassRace(context.db, race.id)).toEqual({ ok: true });

    const spanish = await classRaceRun(context.db, race.id, sofia.id);
    const english = await classRaceRun(context.db, race.id, sam.id);
    expect(spanish.state.language).toBe("es");
    expect(english.state.language).toBeUndefined();
    const read = { es: firstQuestions(spanish), en: firstQuestions(english) };
    // The same sums (one seed, one sequence), each in the child's words.
    expect(read.es.map((q) => q.answer)).toEqual(read.en.map((q) => q.answer));
    expect(read.es.every((q, i) => q.read !== read.en[i].read)).toBe(true);
    expect(read.es.map((q) => q.prompt)).not.toEqual(read.en.map((q) => q.prompt));

    // Sofía misses her first three questions; the teacher reads them in the report in the teacher's language.
    await context.db.execute(sql`update game_runs set plays_from = now() - interval '60 seconds' where id = ${spanish.id}::uuid`);
    for (const [index, { answer }] of read.es.entries()) {
      const run = (await findRunById(context.db, spanish.id))!;
      expect((await submitAnswer(context.db, { run, engine, index, answer: String(answer + 1) })).status).toBe("answered");
    }
    const questionsIn = async (report: Awaited<ReturnType<typeof raceReport>>) =>
      report!.players.find((p) => p.answers.length > 0)!.answers.map((a) => a.question);
    expect(await questionsIn(await raceReport(context.db, race))).toEqual(read.en.map((q) => q.prompt));
    const spanishTeacher = await raceReport(context.db, race, fixedT("es", "classrace"), "es");
    expect(await questionsIn(spanishTeacher)).toEqual(read.es.map((q) => q.prompt));
    // The projector names the race's level in the teacher's language too.
    expect(await raceLevelName(context.db, race, game.title, "es")).toBe("Ecuaciones, potencias, porcentajes y probabilidad");
    expect(await raceLevelName(context.db, race, game.title)).toBe("Equations, indices, percentages and chance");
  });

  it("starts a friend race in each player's language: the host's and the guest's, the same sums", async () => {
    const context = testContext(database());
    const { game } = await seededGame(context.db, "math-quest-number-crunch");
    const host = await signedInPlayer(context);
    const guest = await signedInPlayer(context);
    // The host reads English; the guest's browser reads Spanish.
    const created = await callRoute(
      newSession as RouteFn,
      formPost("/sessions/new", { gameId: game.id }, { Cookie: host.cookie }),
      context,
    );
    expect(created.status).toBe(302);
    const session = (await activeTwoPlayerSessionOf(context.db, host.id))!;
    const joined = await callRoute(joinCode, formPost(`/join/${session.inviteCode}`, {}, { Cookie: guest.cookie, ...SPANISH }), context, {
      inviteCode: session.inviteCode,
    });
    expect(joined.status).toBe(200);
    const act = (userId: string, action: SessionAction) =>
      applySessionAction(context.db, { sessionId: session.id, userId, action, timeZone: "UTC" });
    // Both at one level, so both meet the same questions.
    for (const player of [host, guest]) expect(await act(player.id, { type: "ready", ready: true, level: 1 })).toEqual({ ok: true });
    expect(await act(host.id, { type: "start" })).toEqual({ ok: true });

    const loaded = (await loadSessionWithRuns(context.db, { id: session.id }))!;
    const [hostRun, guestRun] = loaded.seats.map((seat) => seat.run!);
    expect(hostRun.state.language).toBeUndefined();
    expect(guestRun.state.language).toBe("es");
    const [en, es] = [firstQuestions(hostRun), firstQuestions(guestRun)];
    expect(es.map((q) => q.answer)).toEqual(en.map((q) => q.answer));
    expect(es.every((q, i) => q.read !== en[i].read)).toBe(true);
  });
});
