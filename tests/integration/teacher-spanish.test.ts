/**
 * A teacher who reads Spanish (issue 50): the CSVs they download have Spanish headings and words
 * (the numbers and names as they are), a set downloaded in Spanish imports again, and a form's
 * refusal is in Spanish; an English reader gets the spec's English, to the character.
 */
import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { games } from "../../drizzle/schema";
import { createClass } from "~/models/classes/classes.server";
import { joinClass } from "~/models/classes/membership.server";
import { seed } from "~/models/seed.server";
import { importSetCsv } from "~/models/sets/csv.server";
import { createSet } from "~/models/sets/sets.server";
import { action as teachAction } from "~/routes/teach._index";
import { action as classAction } from "~/routes/teach.classes.$classId";
import { loader as progressCsv } from "~/routes/teach.classes.$classId.progress[.csv]";
import { loader as setCsv } from "~/routes/teach.sets.$setId_.download[.csv]";
import { describeEachDatabase } from "../support/database";
import { formPost, get, testContext } from "../support/context";
import { createPlayer } from "../support/fixtures";
import { callRoute, signedInAdult, type RouteFn } from "../support/routes";

const SPANISH = { "Accept-Language": "es-MX,es;q=0.9,en;q=0.5" };
const ENGLISH = { "Accept-Language": "en-US,en;q=0.9" };
const today = () => new Date().toISOString().slice(0, 10);

/** Ms. Rivera's class with Ada, and one homework on Math Quest. */
async function classWithHomework(context: AppLoadContext) {
  await seed(context.db);
  const teacher = await signedInAdult(context, { username: "ms_rivera" });
  const made = await createClass(context.db, teacher.id, { name: "Year 2", seats: 30 });
  if (!made.ok) throw new Error(made.message);
  const ada = await createPlayer(context.db, { username: "ada_a" });
  await joinClass(context.db, { classId: made.klass.id, userId: ada.id, address: "203.0.113.9" });
  const [math] = await context.db.select({ id: games.id }).from(games).where(eq(games.slug, "math-quest-number-crunch"));
  const set = await callRoute(
    classAction as RouteFn,
    formPost(
      `/teach/classes/${made.klass.id}`,
      { intent: "homework", work: `${math.id}:1`, goal: "runs", target: "2", startsOn: today(), dueOn: today() },
      { Cookie: teacher.cookie },
    ),
    context,
    { classId: made.klass.id },
  );
  expect(set.status).toBe(200);
  return { teacher, klass: made.klass };
}

const lines = async (response: Response) => (await response.text()).split("\r\n");

describeEachDatabase("a teacher who reads Spanish", (database) => {
  it("downloads the class's progress with Spanish headings and words; English stays the spec's", async () => {
    const context = testContext(database());
    const { teacher, klass } = await classWithHomework(context);
    const download = (headers: Record<string, string>) =>
      callRoute(progressCsv as RouteFn, get(`/teach/classes/${klass.id}/progress.csv`, { Cookie: teacher.cookie, ...headers }), context, {
        classId: klass.id,
      });

    const [spanishHead, spanishAda] = await lines(await download(SPANISH));
    const [englishHead, englishAda] = await lines(await download(ENGLISH));
    const homework = "Math Quest: Number Crunch, level 1 (Counting and sums to 10): finish 2 runs";
    expect(englishHead).toBe(`"Student","${homework}","${homework}: accuracy (%)"`);
    expect(spanishHead).toBe(`"Estudiante","${homework}","${homework}: precisión (%)"`);
    expect(englishAda).toBe('"ada_a","Not started",""');
    expect(spanishAda).toBe('"ada_a","Sin empezar",""');
  });

  it("downloads a set with Spanish headings, and that file imports again as the same set", async () => {
    const context = testContext(database());
    await seed(context.db);
    const teacher = await signedInAdult(context, { username: "ms_rivera" });
    const content = {
      kind: "quiz" as const,
      questions: Array.from({ length: 5 }, (_, i) => ({
        question: `¿Cuánto es ${i} + 1?`,
        answers: [String(i + 1), "0"],
        right: 0,
        seconds: 20,
      })),
      shuffleQuestions: false,
      shuffleAnswers: false,
    };
    const made = await createSet(context.db, teacher.id, { title: "Sumas", content });
    if (!made.ok) throw new Error(made.message);
    const download = (headers: Record<string, string>) =>
      callRoute(setCsv as RouteFn, get(`/teach/sets/${made.set.id}/download.csv`, { Cookie: teacher.cookie, ...headers }), context, {
        setId: made.set.id,
      });

    const spanish = await download(SPANISH);
    const text = await spanish.text();
    expect(text.split("\r\n")[0]).toBe(
      '"Pregunta","Respuesta 1","Respuesta 2","Respuesta 3","Respuesta 4","Respuesta correcta (1-4)","Tiempo límite (segundos)","Explicación"',
    );
    expect((await lines(await download(ENGLISH)))[0]).toBe(
      '"Question","Answer 1","Answer 2","Answer 3","Answer 4","Right answer (1-4)","Time limit (seconds)","Explanation"',
    );
    // The Spanish heading line is read as a header, not as a first question.
    const imported = importSetCsv("quiz", new TextEncoder().encode(text));
    if ("error" in imported) throw new Error(imported.error);
    expect(imported.problems).toEqual([]);
    expect(imported.draft.kind === "quiz" && imported.draft.rows.map((row) => row.question)).toEqual(
      content.questions.map((q) => q.question),
    );
  });

  it("is refused a class without a name in Spanish, and an English reader in the spec's words", async () => {
    const context = testContext(database());
    const teacher = await signedInAdult(context, { username: "ms_rivera" });
    const post = (headers: Record<string, string>) =>
      callRoute(teachAction as RouteFn, formPost("/teach", { name: " ", seats: "101" }, { Cookie: teacher.cookie, ...headers }), context);

    const spanish = await post(SPANISH);
    expect(spanish.status).toBe(400);
    expect(await spanish.json()).toEqual({
      errors: {
        name: "Ponle un nombre a la clase.",
        seats: "Los lugares deben ser un número del 2 al 100.",
        forSchool: "Confirma que la clase es para uso de tu escuela.",
      },
    });
    const english = await post(ENGLISH);
    expect(await english.json()).toEqual({
      errors: {
        name: "Please give the class a name.",
        seats: "Seats must be a number from 2 to 100.",
        forSchool: "Please confirm that the class is for your school's use.",
      },
    });
  });
});
