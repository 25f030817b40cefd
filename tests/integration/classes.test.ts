/**
 * Classes and homework as a teacher and students live them: only adults make classes; a class's
 * seats hold when 41 students join 40 seats at once; only the class's teacher opens its pages;
 * homework counts any finished run of its game and level inside the window (late after it, not
 * another level, not a run that broke the pace).
 */
import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { classes, classStudents, gameRuns, games, users } from "../../drizzle/schema";
import { deleteAccount, exportAccountData } from "~/models/account-data.server";
import { createSignInSession, getSignedInUser } from "~/models/auth.server";
import { createClass } from "~/models/classes/classes.server";
import { teacherStatus } from "~/models/teachers.server";
import { homeworkCards } from "~/models/classes/homework-cards.server";
import { createHomework } from "~/models/classes/homework.server";
import { joinClass, leaveClass } from "~/models/classes/membership.server";
import { classProgress, progressCsv } from "~/models/classes/class-progress.server";
import { homeworkReport, missedCsv } from "~/models/classes/homework-report.server";
import { studentReport, weekStarts, weeksCsv } from "~/models/classes/student-weeks.server";
import { engineForTitle } from "~/games";
import { humanPace } from "../support/games";
import { startRun } from "~/models/runs/runs.server";
import { submitAnswer } from "~/models/runs/answers.server";
import { finishRun } from "~/models/runs/finish.server";
import { loader as homeworkPage } from "~/routes/teach.classes.$classId_.homework.$homeworkId";
import { action as hostRace } from "~/routes/class-races.new";
import { action as joinRace } from "~/routes/class-races.$raceId.join";
import { classCards } from "~/models/classes/homework-cards.server";
import { classRaces, classRacePlayers } from "../../drizzle/schema";
import { seed } from "~/models/seed.server";
import { action as teachAction } from "~/routes/teach._index";
import { loader as classPage } from "~/routes/teach.classes.$classId";
import { describeEachDatabase } from "../support/database";
import { callRoute, type RouteFn, signedInAdult } from "../support/routes";
import { formPost, get, testContext } from "../support/context";
import { createPlayer } from "../support/fixtures";

const TZ = "UTC";
const DAY = 24 * 3600_000;

async function mathQuestId(context: AppLoadContext) {
  const [game] = await context.db.select({ id: games.id }).from(games).where(eq(games.slug, "math-quest-number-crunch"));
  return game.id;
}

/** A finished Math Quest run of `userId` at `level`, `correct` of `answered` right, finished at `finishedAt`. */
async function run(
  context: AppLoadContext,
  userId: string,
  {
    level,
    correct,
    answered = 10,
    finishedAt,
    tooFast = false,
  }: {
    level: number;
    correct: number;
    answered?: number;
    finishedAt: Date;
    tooFast?: boolean;
  },
) {
  await context.db.insert(gameRuns).values({
    gameId: await mathQuestId(context),
    userId,
    seed: "s",
    state: { level, correct, answered, score: correct, index: answered },
    deadline: finishedAt,
    finishedAt,
    finalScore: tooFast ? null : correct,
    tooFast,
  });
}

/** On a seeded database: Ms. Rivera's class "Year 5" with these students in it, and a player outside it. */
async function riveraClass(context: AppLoadContext, usernames: string[], seats = 40) {
  await seed(context.db);
  const teacher = await signedInAdult(context, { username: "ms_rivera" });
  const created = await createClass(context.db, teacher.id, { name: "Year 5", seats });
  if (!created.ok) throw new Error(created.message);
  const klass = created.klass;
  const students = await Promise.all(usernames.map((username) => createPlayer(context.db, { username })));
  for (const s of students) await joinClass(context.db, { classId: klass.id, userId: s.id, address: "203.0.113.9" });
  const outsider = await createPlayer(context.db, { username: "zed_z" });
  return { teacher, klass, students, outsider };
}

describeEachDatabase("classes and homework", (database) => {
  it("lets only adults make classes, asks for a birth month first, and checks every field", async () => {
    const context = testContext(database());
    const teacher = await signedInAdult(context, { username: "ms_rivera" });
    const kid = await createPlayer(context.db, { username: "kid_k" });
    await context.db
      .update(users)
      .set({ birthYear: new Date().getUTCFullYear() - 10, birthMonth: 1 })
      .where(eq(users.id, kid.id));
    const unknown = await createPlayer(context.db, { username: "no_birth" });
    expect(await teacherStatus(context.db, teacher.id)).toBe("teacher");
    expect(await teacherStatus(context.db, kid.id)).toBe("too-young");
    expect(await teacherStatus(context.db, unknown.id)).toBe("needs-birth");

    const post = (cookie: string, fields: Record<string, string>) =>
      callRoute(teachAction as RouteFn, formPost("/teach", fields, { Cookie: cookie }), context, {});
    const kidCookie = (await createSignInSession(get("/teach"), context, kid.id)).split(";")[0];
    const refused = await post(kidCookie, { name: "Year 4", forSchool: "on" });
    expect(refused.status).toBe(403);
    const bad = await post(teacher.cookie, { name: " ", seats: "101" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      errors: {
        name: "Please give the class a name.",
        seats: "Seats must be a number from 2 to 100.",
        forSchool: "Please confirm that the class is for your school's use.",
      },
    });
    const made = await post(teacher.cookie, { name: "Year 4 Maple", seats: "30", forSchool: "on" });
    expect(made.status).toBe(302);
    expect(made.headers.get("Location")).toMatch(/^\/teach\/classes\/[0-9a-f-]{36}$/);
  });

  it("holds its seats when 41 students join a 40-seat class at once, and only its teacher reads its page", async () => {
    const context = testContext(database());
    const teacher = await signedInAdult(context, { username: "mr_okafor" });
    const created = await createClass(context.db, teacher.id, { name: "Maths club", seats: 40 });
    if (!created.ok) throw new Error(created.message);
    const students = await Promise.all(Array.from({ length: 41 }, (_, i) => createPlayer(context.db, { username: `pupil_${i}` })));
    const outcomes = await Promise.all(
      students.map((s, i) => joinClass(context.db, { classId: created.klass.id, userId: s.id, address: `198.51.100.${i}` })),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(40);
    expect(outcomes.filter((o) => !o.ok).map((o) => !o.ok && o.message)).toEqual([
      "This class is full: all 40 seats are taken. Ask your teacher for a seat.",
    ]);
    expect(await context.db.select().from(classStudents).where(eq(classStudents.classId, created.klass.id))).toHaveLength(40);
    // The teacher cannot take a seat in their own class.
    expect(await joinClass(context.db, { classId: created.klass.id, userId: teacher.id, address: "198.51.100.99" })).toMatchObject({
      ok: false,
      status: 409,
    });

    const open = (cookie: string, classId = created.klass.id) =>
      callRoute(classPage as RouteFn, get(`/teach/classes/${classId}`, { Cookie: cookie }), context, { classId });
    expect((await open(teacher.cookie)).status).toBe(200);
    const other = await signedInAdult(context, { username: "ms_other" });
    expect((await open(other.cookie)).status).toBe(403);
    expect((await open(other.cookie, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await open(other.cookie, "not-a-class")).status).toBe(404);
  });

  it("counts runs of the homework's game and level inside its window, and late after it", async () => {
    const context = testContext(database());
    const {
      teacher,
      klass,
      students: [ada, bo, cy],
    } = await riveraClass(context, ["ada_a", "bo_b", "cy_c"]);

    const today = new Date();
    const day = (offset: number) => new Date(today.getTime() + offset * DAY).toISOString().slice(0, 10);
    const set = await createHomework(
      context.db,
      klass,
      { intent: "homework", gameId: await mathQuestId(context), level: 3, goal: "runs", target: 2, startsOn: day(-2), dueOn: day(1) },
      TZ,
    );
    if (!set.ok) throw new Error(set.message);
    const work = set.homework;
    const inside = new Date(work.startsAt.getTime() + DAY);
    // Ada: two runs at level 3 inside the window: done. Bo: one at level 3, one at level 2 (does
    // not count), one that broke the pace (does not count), one before the start: 1 of 2. Cy: one
    // inside and one after the due moment: late.
    await run(context, ada.id, { level: 3, correct: 8, finishedAt: inside });
    await run(context, ada.id, { level: 3, correct: 6, finishedAt: inside });
    await run(context, bo.id, { level: 3, correct: 5, finishedAt: inside });
    await run(context, bo.id, { level: 2, correct: 9, finishedAt: inside });
    await run(context, bo.id, { level: 3, correct: 10, finishedAt: inside, tooFast: true });
    await run(context, bo.id, { level: 3, correct: 10, finishedAt: new Date(work.startsAt.getTime() - 1000) });
    await run(context, cy.id, { level: 3, correct: 10, finishedAt: inside });
    await run(context, cy.id, { level: 3, correct: 2, finishedAt: new Date(work.dueAt.getTime() + 1000) });

    const progress = await classProgress(context.db, klass);
    expect(progress.rows.map((row) => [row.name, row.cells[0].status, row.cells[0].progress, row.cells[0].accuracy])).toEqual([
      ["ada_a", "done", 2, 70],
      ["bo_b", "in-progress", 1, 50],
      ["cy_c", "late", 2, 60],
    ]);
    expect(progressCsv(progress).split("\r\n")).toEqual([
      `"Student","${work.title}","${work.title}: accuracy (%)"`,
      '"ada_a","Done","70"',
      '"bo_b","1 of 2","50"',
      '"cy_c","Late","60"',
      "",
    ]);
    // The student's card says the same, in their words.
    const [card] = await homeworkCards(context.db, bo.id, TZ);
    expect(card).toMatchObject({ from: "ms_rivera", progress: "1 of 2 runs", playHref: "/play/math/math-quest-number-crunch?level=3" });

    // The same runs, counted for right answers and for stars in one run (Math Quest level 3: one
    // star from 4 points with half right, two from 9 points with 3 in 4 right).
    for (const [goal, target] of [
      ["correct", 11],
      ["stars", 2],
    ] as const) {
      await createHomework(
        context.db,
        klass,
        { intent: "homework", gameId: work.gameId, level: 3, goal, target, startsOn: day(-2), dueOn: day(1) },
        TZ,
      );
    }
    expect(
      (await classProgress(context.db, klass)).rows.map((row) => [row.name, ...row.cells.slice(1).map((c) => `${c.status} ${c.progress}`)]),
    ).toEqual([
      ["ada_a", "done 11", "in-progress 1"],
      ["bo_b", "in-progress 5", "in-progress 1"],
      ["cy_c", "late 11", "done 2"],
    ]);
    // A child reading Spanish reads their cards in Spanish, the due day too (issue 50); English is the spec's.
    const dueOn = new Date(`${day(1)}T12:00:00Z`);
    const [weekday, date, month] = [dueOn.getUTCDay(), dueOn.getUTCDate(), dueOn.getUTCMonth()];
    const cards = async (student: { id: string }, language: "en" | "es") =>
      (await homeworkCards(context.db, student.id, TZ, language)).map((card) => `${card.progress}, ${card.due}`).sort();
    const english = `${["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][weekday]}, ${
      ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"][month]
    } ${date}`;
    const spanish = `${["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"][weekday]}, ${date} de ${
      ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"][month]
    }`;
    expect(await cards(bo, "en")).toEqual([`1 of 2 runs, ${english}`, `1 of 2 stars, ${english}`, `5 of 11 right answers, ${english}`]);
    expect(await cards(bo, "es")).toEqual([
      `1 de 2 estrellas, ${spanish}`,
      `1 de 2 partidas, ${spanish}`,
      `5 de 11 respuestas correctas, ${spanish}`,
    ]);
    expect(await cards(ada, "es")).toEqual([`1 de 2 estrellas, ${spanish}`, `¡Lista!, ${spanish}`, `¡Lista!, ${spanish}`]);
    expect(await cards(cy, "es")).toEqual([`Lista, pero tarde, ${spanish}`, `Lista, pero tarde, ${spanish}`, `¡Lista!, ${spanish}`]);

    // Bo leaves: gone from the table.
    expect(await leaveClass(context.db, klass.id, bo.id)).toBe(true);
    expect((await classProgress(context.db, klass)).rows.map((row) => row.name)).toEqual(["ada_a", "cy_c"]);

    // A student's data file names their classes and homework; a teacher's, the classes they keep.
    expect((await exportAccountData(context.db, ada.id))!.classes.joined).toEqual([
      expect.objectContaining({
        name: "Year 5",
        teacher: "ms_rivera",
        homework: expect.arrayContaining([
          expect.objectContaining({ game: "Math Quest: Number Crunch", level: 3, goal: "runs", target: 2 }),
        ]),
      }),
    ]);
    expect((await exportAccountData(context.db, teacher.id))!.classes.taught).toEqual([
      expect.objectContaining({ name: "Year 5", joinCode: klass.joinCode }),
    ]);
    // Deleting the teacher's account deletes their classes.
    expect(await deleteAccount(context.db, teacher.id)).toBe(true);
    expect(await context.db.select().from(classes).where(eq(classes.id, klass.id))).toEqual([]);
  });

  it("a round of 0 points is no finished run: a child who lets the clock run out twice has not finished 2 runs (issue 51)", async () => {
    const context = testContext(database());
    const {
      klass,
      students: [mia],
    } = await riveraClass(context, ["mia_m"]);
    const today = new Date();
    const day = (offset: number) => new Date(today.getTime() + offset * DAY).toISOString().slice(0, 10);
    const set = await createHomework(
      context.db,
      klass,
      { intent: "homework", gameId: await mathQuestId(context), level: 1, goal: "runs", target: 2, startsOn: day(-1), dueOn: day(1) },
      TZ,
    );
    if (!set.ok) throw new Error(set.message);
    const inside = new Date(set.homework.startsAt.getTime() + 1000);
    // Opened and left to run out, then a round of 6 wrong answers: 0 points each.
    await run(context, mia.id, { level: 1, correct: 0, answered: 0, finishedAt: inside });
    await run(context, mia.id, { level: 1, correct: 0, answered: 6, finishedAt: inside });
    const cell = async () => (await classProgress(context.db, klass)).rows[0].cells[0];
    // The teacher still sees her wrong answers (0 of 6 right); the homework is not done.
    expect(await cell()).toMatchObject({ status: "in-progress", progress: 0, runs: 0, answered: 6, accuracy: 0 });
    expect((await homeworkCards(context.db, mia.id, TZ))[0]).toMatchObject({ progress: "0 of 2 runs" });
    // Two rounds that scored: done.
    await run(context, mia.id, { level: 1, correct: 3, answered: 5, finishedAt: inside });
    await run(context, mia.id, { level: 1, correct: 1, answered: 5, finishedAt: inside });
    expect(await cell()).toMatchObject({ status: "done", progress: 2, runs: 2, answered: 16, accuracy: 25 });
  });

  it("shows the teacher the questions the class missed most, and each student's weeks of class work", async () => {
    const context = testContext(database());
    const {
      teacher,
      klass,
      students: [ada, bo],
      outsider,
    } = await riveraClass(context, ["ada_a", "bo_b"]);
    const gameId = await mathQuestId(context);
    const engine = engineForTitle("Math Quest: Number Crunch")!;
    const today = new Date().toISOString().slice(0, 10);
    const set = await createHomework(
      context.db,
      klass,
      { intent: "homework", gameId, level: 3, goal: "runs", target: 1, startsOn: today, dueOn: today },
      TZ,
    );
    if (!set.ok) throw new Error(set.message);

    // Everyone plays the same questions (one seed): Ada and Bo miss the first, Ada the second too;
    // a player outside the class misses them as well, which the teacher never sees.
    const play = async (userId: string, wrong: number, level = 3) => {
      let run = await startRun(context.db, { gameId, engine, owner: { userId }, level, seed: "one-seed-for-all" });
      for (let i = 0; i < 3; i++) {
        const right = engine.answer(run.state, "0").correctAnswer;
        const answer = i < wrong ? String(Number(right) + 1) : right;
        const outcome = await submitAnswer(context.db, { run, engine, index: run.state.index, answer, now: humanPace(run, engine, i) });
        if (outcome.status !== "answered") throw new Error(outcome.status);
        run = outcome.run;
      }
      await finishRun(context.db, { run, premium: false, timeZone: TZ, now: humanPace(run, engine, 3) });
      return run;
    };
    const adaRun = await play(ada.id, 2);
    await play(bo.id, 1);
    await play(outsider.id, 3);
    await play(bo.id, 3, 2); // another level: not this homework's

    const first = engine.question({ seed: "one-seed-for-all", index: 0, score: 0, correct: 0, answered: 0, streak: 0, level: 3 });
    const report = (await homeworkReport(context.db, klass, set.homework.id))!;
    expect(report.missed).toHaveLength(2);
    expect(report.missed[0]).toMatchObject({ question: first.prompt, students: 2, misses: 2 });
    expect(report.missed[1]).toMatchObject({ students: 1, misses: 1 });
    expect(missedCsv(report).split("\r\n")[0]).toBe('"Question","Right answer","Students who missed it","Times missed"');
    expect(missedCsv(report).split("\r\n")[1]).toBe(`"${first.prompt}","${report.missed[0].correctAnswer}","2","2"`);

    // Ada's weeks: this week one run, 1 of 3 right; the seven weeks before, nothing.
    const weeks = (await studentReport(context.db, klass, ada.id, TZ))!.weeks;
    expect(weeks.map((w) => w.weekOf)).toEqual(weekStarts(today));
    expect(weeks.at(-1)).toEqual({ weekOf: weekStarts(today).at(-1), runs: 1, answered: 3, correct: 1, accuracy: 33 });
    expect(weeks.slice(0, -1).every((w) => w.runs === 0 && w.accuracy === null)).toBe(true);
    expect(
      weeksCsv((await studentReport(context.db, klass, ada.id, TZ))!)
        .split("\r\n")
        .at(-2),
    ).toBe(`"${weeks.at(-1)!.weekOf}","1","3","1","33"`);
    // Nobody outside the class has a page; nor does a student after leaving.
    expect(await studentReport(context.db, klass, outsider.id, TZ)).toBeNull();
    expect(adaRun.userId).toBe(ada.id);

    const open = (cookie: string, homeworkId: string) =>
      callRoute(homeworkPage as RouteFn, get(`/teach/classes/${klass.id}/homework/${homeworkId}`, { Cookie: cookie }), context, {
        classId: klass.id,
        homeworkId,
      });
    expect((await open(teacher.cookie, set.homework.id)).status).toBe(200);
    expect((await open(teacher.cookie, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await open(teacher.cookie, "nope")).status).toBe(404);
    expect((await open((await signedInAdult(context, { username: "ms_other" })).cookie, set.homework.id)).status).toBe(403);
  });

  it("races with a class: its students join from their own pages with one button, and only its teacher may", async () => {
    const context = testContext(database());
    const {
      teacher,
      klass,
      students: [ada],
      outsider,
    } = await riveraClass(context, ["ada_a"], 12);
    const work = `${await mathQuestId(context)}:3`;

    const host = (cookie: string) =>
      callRoute(
        hostRace as RouteFn,
        formPost("/class-races/new", { classId: klass.id, work, minutes: "1" }, { Cookie: cookie }),
        context,
        {},
      );
    const other = await signedInAdult(context, { username: "mr_other" });
    const refused = await host(other.cookie);
    expect(refused.status).toBe(302);
    expect(await context.db.select().from(classRaces)).toEqual([]);

    const opened = await host(teacher.cookie);
    const raceId = opened.headers.get("Location")!.split("/").at(-1)!;
    const [race] = await context.db.select().from(classRaces).where(eq(classRaces.id, raceId));
    expect(race).toMatchObject({ classId: klass.id, level: 3, seats: 12, visitorsAllowed: false });

    // Ada is invited on her pages; a player outside the class (in no class at all) is not.
    const cardsOf = async (userId: string) => {
      const cookie = (await createSignInSession(get("/games"), context, userId)).split(";")[0];
      const { user } = await getSignedInUser(get("/games", { Cookie: cookie }), context);
      return { inAClass: user!.inAClass, ...(await classCards(context.db, user, TZ, "en")) };
    };
    expect(await cardsOf(ada.id)).toMatchObject({
      inAClass: true,
      races: [{ raceId, from: "ms_rivera", className: "Year 5", gameTitle: "Math Quest: Number Crunch" }],
    });
    expect(await cardsOf(outsider.id)).toEqual({ inAClass: false, homework: [], races: [] });
    const adaCookie = (await createSignInSession(get("/games"), context, ada.id)).split(";")[0];
    const joined = await callRoute(
      joinRace as RouteFn,
      formPost(`/class-races/${raceId}/join`, { intent: "join-race" }, { Cookie: adaCookie }),
      context,
      { raceId },
    );
    expect(joined.headers.get("Location")).toBe(`/class-races/${raceId}/play`);
    expect(await context.db.select({ userId: classRacePlayers.userId }).from(classRacePlayers)).toEqual([{ userId: ada.id }]);
  });
});
