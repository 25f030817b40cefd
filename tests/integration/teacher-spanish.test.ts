/**
 * A teacher who reads Spanish (issue 50): the CSVs they download have Spanish headings and words
 * (the numbers and names as they are), a set downloaded in Spanish imports again, and a form's
 * refusal is in Spanish, a set's problems and a CSV import's too; the homework form and the skills
 * view name the skills in Spanish. An English reader gets the spec's English, to the character.
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
import { fixedT } from "~/i18n/messages.server";
import { problemText, type SetProblem } from "~/utils/set-drafts";
import { action as teachAction } from "~/routes/teach._index";
import * as classPage from "~/routes/teach.classes.$classId";
import { loader as skillsCsv } from "~/routes/teach.classes.$classId_.skills[.csv]";
import { action as newSet } from "~/routes/teach.sets.new";
import { loader as progressCsv } from "~/routes/teach.classes.$classId.progress[.csv]";
import { loader as setCsv } from "~/routes/teach.sets.$setId_.download[.csv]";
import { describeEachDatabase } from "../support/database";
import { formPost, get, testContext } from "../support/context";
import { createPlayer } from "../support/fixtures";
import { callRoute, signedInAdult, type RouteFn } from "../support/routes";
import { drawInLanguage } from "../support/pseudo-locale";

const classAction = classPage.action;

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

/** The editor's reply to a post, and its problems as the page writes them (a quiz's by row). */
async function editorReply(response: Response, language: "en" | "es", noun: "line" | "row" = "line") {
  const reply = (await response.json()) as { problems: SetProblem[]; importProblems?: SetProblem[]; importError?: string };
  const shown = (problems: SetProblem[] = []) => problems.map((p) => problemText(p, fixedT(language, "sets"), noun));
  return { ...reply, shown: shown(reply.problems), importShown: shown(reply.importProblems) };
}

/** The editor's Import, as the page sends it with JavaScript off or on (multipart, the file and the draft so far). */
function importPost(url: string, csv: string, headers: Record<string, string>) {
  const form = new FormData();
  form.set("intent", "import");
  form.set("title", "Sumas");
  form.set("csv", new Blob([csv], { type: "text/csv" }), "sumas.csv");
  return new Request(new URL(url, "http://cleverplay.test"), {
    method: "POST",
    body: form,
    headers: { "X-Forwarded-For": "10.8.8.8", ...headers },
  });
}

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
    // Excel's UTF-8 mark first, as on every CSV we write: "precisión" opens right on Windows.
    const bytes = new Uint8Array(await (await download(SPANISH)).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
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

  it("is told a set's problems in Spanish with a 400, line by line; an English reader in the spec's words", async () => {
    const context = testContext(database());
    await seed(context.db);
    const teacher = await signedInAdult(context, { username: "ms_rivera" });
    const save = (headers: Record<string, string>) =>
      callRoute(
        newSet as RouteFn,
        formPost(
          "/teach/sets/new?kind=words",
          { intent: "save", title: " ", words: "fr0g\nsol\nsol" },
          { Cookie: teacher.cookie, ...headers },
        ),
        context,
      );

    const spanish = await save(SPANISH);
    expect(spanish.status).toBe(400);
    expect((await editorReply(spanish, "es")).shown).toEqual([
      "Título: ponle un título a la serie.",
      "Línea 1, Palabra: solo letras, una palabra por línea.",
      "Línea 3, Palabra: “sol” ya está en la línea 2.",
      "Palabras: una lista tiene de 5 a 200 palabras (esta tiene 3).",
    ]);
    const english = await save(ENGLISH);
    expect(english.status).toBe(400);
    expect((await editorReply(english, "en")).shown).toEqual([
      "Title: please give the set a title.",
      "Line 1, Word: letters only, one word a line.",
      "Line 3, Word: “sol” is on line 2 already.",
      "Words: a list has 5 to 200 words (this one has 3).",
    ]);
  });

  it("imports a quiz's CSV with its problems in Spanish, each by its row and the file's line", async () => {
    const context = testContext(database());
    await seed(context.db);
    const teacher = await signedInAdult(context, { username: "ms_rivera" });
    const csv = [
      "Pregunta,Respuesta 1,Respuesta 2,Respuesta 3,Respuesta 4,Respuesta correcta (1-4),Tiempo límite (segundos),Explicación",
      "¿Cuánto es 2 + 2?,4,5,,,1,20,",
      "=1+1,2,3,,,1,20,",
      "¿Cuánto es 3 + 3?,6,7,8,9,10,1,20",
      "¿Cuánto es 4 + 4?,8,9,,,3,25,",
    ].join("\r\n");
    const post = (headers: Record<string, string>) =>
      callRoute(newSet as RouteFn, importPost("/teach/sets/new?kind=quiz", csv, { Cookie: teacher.cookie, ...headers }), context);

    const spanish = await post(SPANISH);
    expect(spanish.status).toBe(400);
    expect((await editorReply(spanish, "es", "row")).importShown).toEqual([
      "Fila 2 (línea 3 del archivo), Pregunta: no se puede importar una fórmula; escribe el texto mismo.",
      "Fila 3 (línea 4 del archivo), Respuesta 5: una pregunta tiene como máximo 4 respuestas.",
      "Fila 4 (línea 5 del archivo), Respuesta correcta: la respuesta 3 está vacía.",
      "Fila 4 (línea 5 del archivo), Tiempo límite: uno de estos valores: 5, 10, 20, 30, 60, 90, 120, 240 segundos.",
      "Preguntas: un cuestionario tiene de 5 a 100 preguntas (este tiene 3).",
    ]);
    const english = await post(ENGLISH);
    expect((await editorReply(english, "en", "row")).importShown).toEqual([
      "Row 2 (line 3 of the file), Question: a formula can't be imported; type the text itself.",
      "Row 3 (line 4 of the file), Answer 5: a question has at most 4 answers.",
      "Row 4 (line 5 of the file), Right answer: answer 3 is empty.",
      "Row 4 (line 5 of the file), Time limit: one of 5, 10, 20, 30, 60, 90, 120, 240 seconds.",
      "Questions: a quiz has 5 to 100 questions (this one has 3).",
    ]);
    // Import without a file, and a file that is not text.
    const noFile = await callRoute(
      newSet as RouteFn,
      formPost("/teach/sets/new?kind=quiz", { intent: "import", title: "" }, { Cookie: teacher.cookie, ...SPANISH }),
      context,
    );
    expect(noFile.status).toBe(400);
    expect((await editorReply(noFile, "es")).importError).toBe("Elige un archivo CSV para importar.");
    const binary = await callRoute(
      newSet as RouteFn,
      importPost("/teach/sets/new?kind=quiz", "a\0b", { Cookie: teacher.cookie, ...SPANISH }),
      context,
    );
    expect((await editorReply(binary, "es")).importError).toBe(
      "Este archivo no es un archivo CSV (no es texto). Guarda la hoja de cálculo como CSV (UTF-8) e inténtalo de nuevo.",
    );
  });

  it("sees the homework form's skills and ages, and the skills view, in Spanish", async () => {
    const context = testContext(database());
    const { teacher, klass } = await classWithHomework(context);
    const [math] = await context.db.select({ id: games.id }).from(games).where(eq(games.slug, "math-quest-number-crunch"));
    const classGet = (headers: Record<string, string>) =>
      callRoute(classPage.loader as RouteFn, get(`/teach/classes/${klass.id}`, { Cookie: teacher.cookie, ...headers }), context, {
        classId: klass.id,
      });

    const page = (data: unknown, language: string) =>
      drawInLanguage({ path: `/teach/classes/${klass.id}`, module: classPage, data, shell: false }, language);
    const spanish = page(await (await classGet(SPANISH)).json(), "es");
    expect(spanish).toContain("La tabla del 7");
    expect(spanish).toContain("Math Quest: Number Crunch, nivel 4: Tablas de multiplicar y repartos (de 9 a 10 años)");
    expect(spanish).not.toContain("The 7 times table");
    const english = page(await (await classGet(ENGLISH)).json(), "en");
    expect(english).toContain("The 7 times table");
    expect(english).toContain("Math Quest: Number Crunch, level 4: Times tables and sharing (ages 9-10)");

    // A "master a skill" homework in Spanish: its title names the skill in Spanish, and the skills view and its CSV too.
    const masterSeven = await callRoute(
      classAction as RouteFn,
      formPost(
        `/teach/classes/${klass.id}`,
        { intent: "homework", work: `${math.id}:4`, goal: "skill", skill: "math-quest:times-7", startsOn: today(), dueOn: today() },
        { Cookie: teacher.cookie, ...SPANISH },
      ),
      context,
      { classId: klass.id },
    );
    expect(masterSeven.status).toBe(200);
    const titles = ((await (await classGet(SPANISH)).json()) as { homework: { title: string }[] }).homework.map((work) => work.title);
    expect(titles).toContain("Math Quest: Number Crunch, nivel 4 (Tablas de multiplicar y repartos): domina la tabla del 7");
    const csvHead = (headers: Record<string, string>) =>
      callRoute(skillsCsv as RouteFn, get(`/teach/classes/${klass.id}/skills.csv`, { Cookie: teacher.cookie, ...headers }), context, {
        classId: klass.id,
      }).then(lines);
    expect((await csvHead(SPANISH))[0]).toContain('"Math Quest: Number Crunch: La tabla del 7"');
    expect((await csvHead(ENGLISH))[0]).toContain('"Math Quest: Number Crunch: The 7 times table"');
  });
});
