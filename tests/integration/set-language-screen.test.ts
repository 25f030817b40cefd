/**
 * A Spanish set is screened in Spanish (issue 50, docs/decisions/name-screening.md): "negro" is
 * black and "Kike" is Enrique in Spanish, slurs only in English. A set is in its teacher's language
 * when they make it, and stays in it at every edit; a Spanish obscenity is refused in both.
 */
import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { teacherSets } from "../../drizzle/schema";
import { seed } from "~/models/seed.server";
import { action as newSet } from "~/routes/teach.sets.new";
import { action as editSet } from "~/routes/teach.sets.$setId";
import { formPost, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { callRoute, signedInAdult, type RouteFn } from "../support/routes";

const SPANISH = { "Accept-Language": "es-MX,es;q=0.9" };
const COLOURS = ["negro - el color del gato negro", "blanco", "rojo", "verde", "Kike - un amigo de la clase"].join("\n");
const RUDE = ["negro", "blanco", "rojo", "verde", "cabrón"].join("\n");

type Reply = { problems: { line: number | null; field: string }[] };

describeEachDatabase("a set's words screened in the set's language", (database) => {
  it("saves “negro”, “gato negro” and “Kike” in a Spanish teacher's set, refuses them in an English one, and refuses “cabrón” in both", async () => {
    const context = testContext(database());
    await seed(context.db);
    const teacher = await signedInAdult(context);
    const save = (title: string, words: string, headers: Record<string, string> = {}) =>
      callRoute(
        newSet as RouteFn,
        formPost("/teach/sets/new?kind=words", { intent: "save", title, words }, { Cookie: teacher.cookie, ...headers }),
        context,
      );
    const problemsOf = async (response: Response) => ((await response.json()) as Reply).problems.map((p) => [p.field, p.line]);

    // A Spanish teacher: the colours and a classmate's name are Spanish words.
    const spanish = await save("El gato negro", COLOURS, SPANISH);
    expect(spanish.status).toBe(302);
    const setId = spanish.headers.get("Location")!.split("/").pop()!;
    const [saved] = await context.db.select().from(teacherSets).where(eq(teacherSets.id, setId));
    expect(saved.language).toBe("es");

    // The same list from an English teacher is refused as today: the title, the word and its hint, Kike.
    const english = await save("El gato negro", COLOURS);
    expect(english.status).toBe(400);
    expect(await problemsOf(english)).toEqual([
      ["Title", null],
      ["Word", 1],
      ["Hint", 1],
      ["Word", 5],
    ]);

    // A Spanish obscenity is refused in either, each reader told in their words.
    for (const [headers, word] of [
      [SPANISH, "Palabra"],
      [{}, "Word"],
    ] as const) {
      const rude = await save("Colores", RUDE, headers);
      expect(rude.status).toBe(400);
      expect(await problemsOf(rude)).toContainEqual([word, 5]);
    }

    // The Spanish set stays Spanish when its teacher edits it from a browser that reads English.
    const edit = (words: string) =>
      callRoute(
        editSet as RouteFn,
        formPost(`/teach/sets/${setId}`, { intent: "save", title: "El gato negro y Kike", words }, { Cookie: teacher.cookie }),
        context as AppLoadContext,
        { setId },
      );
    expect((await edit(COLOURS)).status).toBe(302);
    expect((await edit(RUDE)).status).toBe(400);
  });
});
