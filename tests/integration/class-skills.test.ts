/**
 * What a teacher sees of what the class can do (issue 49): the skills view shows each student ×
 * the skills of the class's homework as the knowledge model has them (mastered, practising, not
 * started), the same in its CSV, from one query for the whole class; homework that asks to master
 * a skill is done once the child has mastered it.
 */
import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { games } from "../../drizzle/schema";
import type { Queryable } from "~/db.server";
import { SKILLS } from "~/games/skills";
import { createClass } from "~/models/classes/classes.server";
import { classSkills } from "~/models/classes/class-skills.server";
import { classProgress, progressCsv } from "~/models/classes/class-progress.server";
import { homeworkCards } from "~/models/classes/homework-cards.server";
import { joinClass } from "~/models/classes/membership.server";
import { skillEstimatesOf } from "~/models/learning/estimates.server";
import { seed } from "~/models/seed.server";
import { action as classAction } from "~/routes/teach.classes.$classId";
import { loader as skillsCsv } from "~/routes/teach.classes.$classId_.skills[.csv]";
import { describeEachDatabase } from "../support/database";
import { formPost, get, testContext } from "../support/context";
import { createPlayer } from "../support/fixtures";
import { learnMath } from "../support/learning";
import { callRoute, signedInAdult, type RouteFn } from "../support/routes";

const LEVEL_1 = SKILLS["math-quest"].filter((skill) => skill.level === 1);
const today = () => new Date().toISOString().slice(0, 10);
const weekOn = () => new Date(Date.now() + 6 * 24 * 3600_000).toISOString().slice(0, 10);

/** Ms. Rivera's class with Ada (who plays a lot and right), Ben (a little, half wrong) and Cal (not yet). */
async function classOfThree(context: AppLoadContext) {
  await seed(context.db);
  const teacher = await signedInAdult(context, { username: "ms_rivera" });
  const made = await createClass(context.db, teacher.id, { name: "Year 2", seats: 40 });
  if (!made.ok) throw new Error(made.message);
  const [ada, ben, cal] = await Promise.all(["ada_a", "ben_b", "cal_c"].map((username) => createPlayer(context.db, { username })));
  for (const s of [ada, ben, cal]) await joinClass(context.db, { classId: made.klass.id, userId: s.id, address: "203.0.113.9" });
  const [math] = await context.db.select({ id: games.id }).from(games).where(eq(games.slug, "math-quest-number-crunch"));
  const setHomework = (fields: Record<string, string>) =>
    callRoute(
      classAction as RouteFn,
      formPost(
        `/teach/classes/${made.klass.id}`,
        { intent: "homework", startsOn: today(), dueOn: weekOn(), ...fields },
        { Cookie: teacher.cookie },
      ),
      context,
      { classId: made.klass.id },
    );
  return { teacher, klass: made.klass, ada, ben, cal, mathId: math.id, setHomework };
}

/** A database that counts the queries it is asked. */
function counting(db: Queryable) {
  const seen = { queries: 0 };
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (property === "select" || property === "execute") seen.queries++;
      return Reflect.get(target, property, receiver);
    },
  });
  return { db: proxy, seen };
}

describeEachDatabase("what a teacher sees of the class's skills", (database) => {
  it("shows each student × the skills of the class's homework as the model has them, in words, in the page and the CSV, from one query", async () => {
    const context = testContext(database());
    const { teacher, klass, ada, ben, mathId, setHomework } = await classOfThree(context);
    expect((await setHomework({ work: `${mathId}:1`, goal: "runs", target: "2" })).status).toBe(200);
    await learnMath(context.db, ada.id, { level: 1, answers: 60 });
    await learnMath(context.db, ben.id, { level: 1, answers: 10, right: (n) => n % 2 === 0 });

    const view = await classSkills(context.db, klass);
    // Level 1's skills, and only those: the homework is at level 1.
    expect(view.skills.map((s) => s.name)).toEqual(LEVEL_1.map((s) => s.name));
    expect(view.rows.map((row) => row.name)).toEqual(["ada_a", "ben_b", "cal_c"]);
    const states = ["Not started", "Practising", "Mastered"];
    for (const [i, child] of [ada, ben].entries()) {
      const estimates = await skillEstimatesOf(context.db, child.id, "math-quest:");
      const expected = LEVEL_1.map((skill) => estimates.find((e) => e.skill === skill.id)?.status ?? "not-started");
      expect(view.rows[i].cells.map((cell) => ["not-started", "practising", "mastered"][cell])).toEqual(expected);
    }
    expect(view.rows[0].cells).toContain(2); // Ada mastered at least one skill ...
    expect(view.rows[1].cells).not.toContain(2); // ... Ben, half wrong over 10 answers, none
    expect(view.rows[1].cells).toContain(1);
    expect(view.rows[2].cells.every((cell) => cell === 0)).toBe(true);

    const csv = await callRoute(skillsCsv as RouteFn, get(`/teach/classes/${klass.id}/skills.csv`, { Cookie: teacher.cookie }), context, {
      classId: klass.id,
    });
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const lines = (await csv.text()).split("\r\n");
    expect(lines[0]).toBe(["Student", ...LEVEL_1.map((s) => `Math Quest: Number Crunch: ${s.name}`)].map((c) => `"${c}"`).join(","));
    expect(lines[1]).toBe(["ada_a", ...view.rows[0].cells.map((c) => states[c])].map((c) => `"${c}"`).join(","));
    expect(lines[3]).toBe(["cal_c", ...LEVEL_1.map(() => "Not started")].map((c) => `"${c}"`).join(","));
    // A teacher who reads Spanish downloads it in Spanish: the skills' names and the states.
    const spanish = await callRoute(
      skillsCsv as RouteFn,
      get(`/teach/classes/${klass.id}/skills.csv`, { Cookie: teacher.cookie, "Accept-Language": "es-MX" }),
      context,
      { classId: klass.id },
    );
    const spanishLines = (await spanish.text()).split("\r\n");
    expect(spanishLines[0]).toBe(
      ["Estudiante", ...LEVEL_1.map((s) => `Math Quest: Number Crunch: ${s.es}`)].map((c) => `"${c}"`).join(","),
    );
    expect(spanishLines[3]).toBe(["cal_c", ...LEVEL_1.map(() => "Sin empezar")].map((c) => `"${c}"`).join(","));

    // Another student changes nothing in how many queries it takes: no query per student.
    const few = counting(context.db);
    await classSkills(few.db, klass);
    for (const username of ["dev_d", "eve_e", "fay_f"]) {
      const more = await createPlayer(context.db, { username });
      await joinClass(context.db, { classId: klass.id, userId: more.id, address: "203.0.113.9" });
      await learnMath(context.db, more.id, { level: 1, answers: 6 });
    }
    const many = counting(context.db);
    expect((await classSkills(many.db, klass)).rows).toHaveLength(6);
    expect(many.seen.queries).toBe(few.seen.queries);
    expect(many.seen.queries).toBe(3); // the homework, the students, the estimates
  });

  it("homework to master a skill is done once the child has mastered it, and practising before", async () => {
    const context = testContext(database());
    const { klass, ada, ben, cal, mathId, setHomework } = await classOfThree(context);
    // A skill of another level is refused: the homework's runs would never ask it.
    const wrongLevel = await setHomework({ work: `${mathId}:1`, goal: "skill", skill: "math-quest:times-7", target: "3" });
    expect(wrongLevel.status).toBe(400);
    expect((await wrongLevel.json()).errors.skill).toBe(
      "Please choose a skill of this game's level: its runs are where the skill is practised.",
    );
    const noSkill = await setHomework({ work: `${mathId}:1`, goal: "skill", skill: "", target: "3" });
    expect((await noSkill.json()).errors.skill).toBe("Please choose the skill to master.");
    for (const skill of LEVEL_1) {
      const set = await setHomework({ work: `${mathId}:1`, goal: "skill", skill: skill.id, target: "3" });
      const masterWords = `master ${skill.name.charAt(0).toLowerCase()}${skill.name.slice(1)}`;
      expect(await set.json()).toMatchObject({
        done: `Homework set: Math Quest: Number Crunch, level 1 (Counting and sums to 10): ${masterWords}.`,
      });
    }
    await learnMath(context.db, ada.id, { level: 1, answers: 60 });
    await learnMath(context.db, ben.id, { level: 1, answers: 10, right: (n) => n % 2 === 0 });

    const progress = await classProgress(context.db, klass);
    const adaKnows = await skillEstimatesOf(context.db, ada.id, "math-quest:");
    const [adaRow, benRow, calRow] = progress.rows;
    for (const [i, work] of progress.homework.entries()) {
      const mastered = adaKnows.find((e) => e.skill === work.skill!.id)?.masteredAt != null;
      expect(adaRow.cells[i].status, work.title).toBe(mastered ? "done" : "in-progress");
      expect(benRow.cells[i].status).not.toBe("done");
      expect(calRow.cells[i].status).toBe("not-started");
    }
    expect(adaRow.cells.some((cell) => cell.status === "done")).toBe(true);
    expect(benRow.cells.some((cell) => cell.status === "in-progress")).toBe(true);
    // The teacher's CSV says it in words; the child's cards too.
    expect(progressCsv(progress)).toMatch(/"ben_b",.*"Practising"/);
    const adaCards = await homeworkCards(context.db, ada.id, "UTC");
    expect(adaCards.map((card) => card.progress)).toContain("Done!");
    const calCards = await homeworkCards(context.db, cal.id, "UTC");
    expect(new Set(calCards.map((card) => card.progress))).toEqual(new Set(["Not started yet"]));
    // In Spanish (issue 50): Ben is practising, Cal has not started.
    const benCards = await homeworkCards(context.db, ben.id, "UTC", "es");
    expect(benCards.map((card) => card.progress)).toContain("Practicando: todavía no la dominas");
    expect(new Set((await homeworkCards(context.db, cal.id, "UTC", "es")).map((card) => card.progress))).toEqual(
      new Set(["Todavía no empiezas"]),
    );
  });
});
