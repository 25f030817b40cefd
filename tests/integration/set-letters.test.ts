/**
 * Teachers' sets in any Latin alphabet (issue 50, item 3), on both databases: a teacher in Spain,
 * Mexico or a bilingual classroom saves a spelling list with "árbol", "niño", "façade" and
 * "Straße", downloads it as a CSV a spreadsheet opens in UTF-8, and imports that file back
 * (with its byte order mark, and without, as other spreadsheets save it) to the same list; a rude
 * Spanish word is refused like an English one.
 */
import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { setVersions } from "../../drizzle/schema";
import { seed } from "~/models/seed.server";
import { loader as downloadSet } from "~/routes/teach.sets.$setId_.download[.csv]";
import { action as newSet } from "~/routes/teach.sets.new";
import { formPost, get, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { callRoute, signedInAdult, type RouteFn } from "../support/routes";

const LIST = ["árbol - donde viven los pájaros", "niño", "façade - the front of a building", "Straße", "corazón - late en tu pecho"].join(
  "\n",
);
const SAVED_WORDS = ["árbol", "niño", "façade", "straße", "corazón"];

const save = (context: AppLoadContext, cookie: string, title: string, words: string) =>
  callRoute(newSet as RouteFn, formPost("/teach/sets/new?kind=words", { intent: "save", title, words }, { Cookie: cookie }), context);

/** The editor's Import button with a file, as the browser sends it (multipart). */
function importFile(context: AppLoadContext, cookie: string, bytes: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.set("intent", "import");
  form.set("title", "Palabras con tilde");
  form.set("csv", new Blob([bytes], { type: "text/csv" }), "palabras.csv");
  const request = new Request("http://cleverplay.test/teach/sets/new?kind=words", {
    method: "POST",
    body: form,
    headers: { Cookie: cookie, "X-Forwarded-For": "10.9.9.9" },
  });
  return callRoute(newSet as RouteFn, request, context);
}

describeEachDatabase("a set's words in any Latin alphabet", (database) => {
  it("saves, exports and re-imports a list with accents, ñ, ç and ß intact, with or without a BOM", async () => {
    const context = testContext(database());
    await seed(context.db);
    const teacher = await signedInAdult(context, { username: "maestra_lucia" });

    const saved = await save(context, teacher.cookie, "Palabras con tilde", LIST);
    expect(saved.status).toBe(302);
    const setId = saved.headers.get("Location")!.split("/").pop()!;
    const [version] = await context.db.select().from(setVersions).where(eq(setVersions.setId, setId));
    const content = version.content as { words: { word: string; hint?: string }[] };
    expect(content.words.map((w) => w.word)).toEqual(SAVED_WORDS);
    expect(content.words[0].hint).toBe("donde viven los pájaros");

    const download = await callRoute(
      downloadSet as RouteFn,
      get(`/teach/sets/${setId}/download.csv`, { Cookie: teacher.cookie }),
      context,
      {
        setId,
      },
    );
    expect(download.headers.get("Content-Disposition")).toBe('attachment; filename="palabras-con-tilde.csv"');
    const bytes = new Uint8Array(await download.arrayBuffer());
    // Excel's "CSV UTF-8" mark first, then the words in UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    for (const word of SAVED_WORDS) expect(text).toContain(`"${word}"`);

    for (const file of [bytes, bytes.slice(3)]) {
      const imported = await importFile(context, teacher.cookie, file);
      expect(imported.status).toBe(200);
      const reply = (await imported.json()) as { draft: { words: string }; importProblems: unknown[] };
      expect(reply.importProblems).toEqual([]);
      expect(reply.draft.words).toBe(LIST.replace("Straße", "straße"));
      // Saved again, it is the same list.
      const again = await save(context, teacher.cookie, "Palabras otra vez", reply.draft.words);
      expect(again.status).toBe(302);
      const againId = again.headers.get("Location")!.split("/").pop()!;
      const [copy] = await context.db.select().from(setVersions).where(eq(setVersions.setId, againId));
      expect(copy.content).toEqual(version.content);
    }
  });

  it("refuses a rude Spanish word, hint or title as it refuses an English one", async () => {
    const context = testContext(database());
    await seed(context.db);
    const teacher = await signedInAdult(context, { username: "maestro_diego" });
    const list = (extra: string) => ["árbol", "niño", "martillo - para clavar", "concha - del mar", extra].join("\n");

    const rude = await save(context, teacher.cookie, "Palabras", list("cabrón"));
    expect(rude.status).toBe(400);
    const NOT_ALLOWED = "this has a word that isn't allowed here. Please change it.";
    expect(((await rude.json()) as { problems: unknown[] }).problems).toEqual([{ line: 5, field: "Word", message: NOT_ALLOWED }]);
    const rudeHint = await save(context, teacher.cookie, "Palabras", list("pájaro - vete a la mierda"));
    expect(((await rudeHint.json()) as { problems: unknown[] }).problems).toEqual([{ line: 5, field: "Hint", message: NOT_ALLOWED }]);
    const rudeTitle = await save(context, teacher.cookie, "Palabras de puta madre", list("pájaro"));
    expect(((await rudeTitle.json()) as { problems: unknown[] }).problems).toEqual([{ line: null, field: "Title", message: NOT_ALLOWED }]);
    // Everyday words the list also has (a hammer, a shell) are a school's words.
    expect((await save(context, teacher.cookie, "Palabras", list("pájaro"))).status).toBe(302);
  });
});
