// Races in each player's language (issue 50): a child who reads Spanish and joins a class race or
// a friend race plays it in Spanish, beside a child who plays the same race in English. The
// questions are the same questions (one seed), each in the player's words; the teacher's report
// stays in the teacher's language, and a question they all missed is one question in it.
import { eq, sql } from "drizzle-orm";
import { classRaceAnswers, classRaces } from "../../drizzle/schema";
import { expect, it } from "vitest";
import { mathQuest, mathTask } from "~/games/math-quest";
import { classRaceById, createClassRace, finishClassRace, startClassRace } from "~/models/class-races/races.server";
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
import { loader as reportCsvFile } from "~/routes/class-races.$raceId.report[.csv]";
import type { Queryable } from "~/db.server";
import { formPost, get, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { seededGame } from "../support/games";
import { callRoute, signedInPlayer, type RouteFn } from "../support/routes";
import type { AppLoadContext } from "@remix-run/node";

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

/** A child joins a class race by typing its code in the join box, their browser saying `headers`. */
async function joinWith(context: AppLoadContext, code: string, cookie: string, headers: Record<string, string>) {
  const joined = await callRoute(joinBox, formPost("/join", { code }, { Cookie: cookie, ...headers }), context);
  expect(joined.headers.get("Location")).toMatch(/^\/class-races\/.+\/play$/);
}

describeEachDatabase("races in each player's language", (database) => {
  it("gives each child of a class race the same questions in their own language, and the teacher a report in theirs", async () => {
    const context = testContext(database());
    const { game, engine } = await seededGame(context.db, "math-quest-number-crunch");
    const teacher = await signedInPlayer(context);
    const created = await createClassRace(context.db, { gameId: game.id, hostId: teacher.id, level: 6 });
    if (!created.ok) throw new Error(created.message);
    // A seed whose first questions have words (a level 6 power sum, "7⁶ × 7⁴ = 7ⁿ", reads the same in both).
    await context.db.update(classRaces).set({ seed: "mixed-class-2" }).where(eq(classRaces.id, created.race.id));
    const race = (await classRaceById(context.db, created.race.id))!;
    const [sofia, sam] = [await signedInPlayer(context), await signedInPlayer(context)];
    // Sofía's browser reads Spanish; Sam's says nothing. Both join with the code in the join box.
    await joinWith(context, race.inviteCode, sofia.cookie, SPANISH);
    await joinWith(context, race.inviteCode, sam.cookie, {});
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

  it("counts a question every child missed once in the teacher's report, whatever language each played it in", async () => {
    const context = testContext(database());
    const { game, engine } = await seededGame(context.db, "logic-lab");
    const teacher = await signedInPlayer(context);
    const created = await createClassRace(context.db, { gameId: game.id, hostId: teacher.id, level: 3 });
    if (!created.ok) throw new Error(created.message);
    // A seed whose first puzzle is an analogy: its choices are words, one set in each language.
    await context.db.update(classRaces).set({ seed: "report-seed-1" }).where(eq(classRaces.id, created.race.id));
    const [sofia, sam] = [await signedInPlayer(context), await signedInPlayer(context)];
    await joinWith(context, created.race.inviteCode, sofia.cookie, SPANISH);
    await joinWith(context, created.race.inviteCode, sam.cookie, {});
    expect(await startClassRace(context.db, created.race.id)).toEqual({ ok: true });
    await context.db.execute(sql`update game_runs set plays_from = now() - interval '60 seconds'
                                  where class_race_player_id in (select id from class_race_players where race_id = ${created.race.id}::uuid)`);

    // Both pick the same wrong choice of the first puzzle, Sofía reading it in Spanish, Sam in English.
    const read: Record<"es" | "en", { prompt: string; right: string }> = { es: { prompt: "", right: "" }, en: { prompt: "", right: "" } };
    for (const [child, language] of [
      [sofia, "es"],
      [sam, "en"],
    ] as const) {
      const run = await classRaceRun(context.db, created.race.id, child.id);
      const { correctIndex, correctAnswer } = engine.answer(run.state, "0");
      read[language] = { prompt: engine.question(run.state).prompt, right: correctAnswer };
      const wrong = String((correctIndex! + 1) % 4);
      expect((await submitAnswer(context.db, { run, engine, index: 0, answer: wrong })).status).toBe("answered");
    }
    expect(read.es.prompt).toMatch(/^Mojado es a seco como/);
    // Each answer keeps its right answer in its player's words: two texts of one question.
    const stored = await context.db.select({ right: classRaceAnswers.correctAnswer }).from(classRaceAnswers);
    expect(stored.map((a) => a.right).sort()).toEqual([read.es.right, read.en.right].sort());
    expect(read.es.right).not.toBe(read.en.right);
    await finishClassRace(context.db, created.race.id, "UTC", { force: true });
    const race = (await classRaceById(context.db, created.race.id))!;

    // One question, missed by both, in the teacher's language.
    expect((await raceReport(context.db, race, fixedT("es", "classrace"), "es"))!.missed).toEqual([
      { question: read.es.prompt, correctAnswer: read.es.right, answered: 2, wrong: 2 },
    ]);
    expect((await raceReport(context.db, race))!.missed).toEqual([
      { question: read.en.prompt, correctAnswer: read.en.right, answered: 2, wrong: 2 },
    ]);

    // The teacher reads Spanish: the CSV's headings, words and right answers are Spanish.
    const csv = await callRoute(
      reportCsvFile as RouteFn,
      get(`/class-races/${race.id}/report.csv`, { Cookie: teacher.cookie, ...SPANISH }),
      context,
      { raceId: race.id },
    );
    const lines = (await csv.text()).split("\r\n");
    expect(lines[0]).toBe('"Puesto","Jugador","Visitante","Puntos","Respondidas","Correctas","Precisión (%)","Pregunta 1"');
    expect(lines[1]).toMatch(/^"1","[^"]+","no","0","1","0","0","Mojado es a seco como .+ ✗ \(respuesta correcta: /);
    expect(lines[1]).toContain(`(respuesta correcta: ${read.es.right})"`);
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
