/**
 * A homework's title is in its teacher's language (issue 50, docs/decisions/homework-titles.md): a
 * teacher who reads Spanish sets homework, and every student reads its title as the teacher wrote
 * it, whatever language the student reads; an English teacher's titles are the spec's, unchanged.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { games } from "../../drizzle/schema";
import { createClass } from "~/models/classes/classes.server";
import { homeworkCards } from "~/models/classes/homework-cards.server";
import { joinClass } from "~/models/classes/membership.server";
import { seed } from "~/models/seed.server";
import { action as classAction } from "~/routes/teach.classes.$classId";
import { formPost, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { callRoute, signedInAdult, type RouteFn } from "../support/routes";

const SPANISH = { "Accept-Language": "es-MX,es;q=0.9" };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describeEachDatabase("a homework's title in its teacher's language", (database) => {
  it("titles a Spanish teacher's homework in Spanish for an English-reading student, and an English teacher's as before", async () => {
    const context = testContext(database());
    await seed(context.db);
    const [math] = await context.db.select({ id: games.id }).from(games).where(eq(games.slug, "math-quest-number-crunch"));
    const student = await createPlayer(context.db, { username: "sam_s" });
    const setHomework = async (headers: Record<string, string>, target: string) => {
      const teacher = await signedInAdult(context);
      const made = await createClass(context.db, teacher.id, { name: "Clase 3", seats: 40 });
      if (!made.ok) throw new Error(made.message);
      await joinClass(context.db, { classId: made.klass.id, userId: student.id, address: "203.0.113.9" });
      const fields = { intent: "homework", work: `${math.id}:3`, goal: "runs", target, startsOn: day(-1), dueOn: day(6) };
      const answer = await callRoute(
        classAction as RouteFn,
        formPost(`/teach/classes/${made.klass.id}`, fields, { Cookie: teacher.cookie, ...headers }),
        context,
        { classId: made.klass.id },
      );
      expect(answer.status).toBe(200);
    };

    await setHomework(SPANISH, "2");
    await setHomework({}, "1");
    const tasks = (await homeworkCards(context.db, student.id, "UTC")).map((card) => card.task).sort();
    expect(tasks).toEqual([
      expect.stringMatching(/^Math Quest: Number Crunch, level 3 \(.+\): finish 1 run$/),
      // The level's name in the title's language too.
      "Math Quest: Number Crunch, nivel 3 (Sumar y restar hasta 100): termina 2 partidas",
    ]);
  });
});
