// A child who reads Spanish (issue 50) reads the store's items, the badges, the characters, the
// day's challenges and what a round paid and unlocked in Spanish; the database keeps the spec's
// English under each item's key, and an English reader reads it to the character.
import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { badges, gameRuns } from "../../drizzle/schema";
import type { RunView } from "~/games/run-view";
import { seed } from "~/models/seed.server";
import { loader as badgesLoader } from "~/routes/badges";
import { loader as challengesLoader } from "~/routes/challenges";
import { loader as charactersLoader } from "~/routes/characters";
import { action as play, loader as playLoader } from "~/routes/play.$";
import { loader as storeLoader } from "~/routes/store";
import type { RoundUnlock } from "~/utils/unlocks";
import { formPost, get, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { answerOfPrompt, skipLoadingScreen } from "../support/games";
import { callRoute, signedInPlayer, toastOf, type RouteFn } from "../support/routes";

const SPANISH = { "Accept-Language": "es-MX,es;q=0.9" };
const PAGE = "/play/math/math-quest-number-crunch";
const params = { "*": "math/math-quest-number-crunch" };

interface Named {
  name: string;
  description: string;
}

async function page<T>(context: AppLoadContext, fn: unknown, url: string, headers: Record<string, string>): Promise<T> {
  return (await (await callRoute(fn as RouteFn, get(url, headers), context)).json()) as T;
}

describeEachDatabase("the catalogue in the reader's language", (database) => {
  it("shows a Spanish reader the store's items, the badges, the characters and the day's challenges in Spanish, and an English reader the spec's", async () => {
    const context = testContext(database());
    await seed(context.db);
    const player = await signedInPlayer(context);
    const as = (language: Record<string, string>) => ({ Cookie: player.cookie, ...language });

    const storeItems = async (headers: Record<string, string>) =>
      (await page<{ sections: { page: { items: Named[] } }[] }>(context, storeLoader, "/store", headers)).sections.flatMap(
        (section) => section.page.items,
      );
    expect(await storeItems(as(SPANISH))).toContainEqual(
      expect.objectContaining({ name: "El gato Mochi", description: "Un gatito gris muy curioso." }),
    );
    expect(await storeItems(as({}))).toContainEqual(
      expect.objectContaining({ name: "Mochi the Cat", description: "A curious grey kitten." }),
    );

    const badgeList = async (headers: Record<string, string>) =>
      (await page<{ badges: Named[] }>(context, badgesLoader, "/badges", headers)).badges;
    expect(await badgeList(as(SPANISH))).toContainEqual(
      expect.objectContaining({ name: "Primeros pasos", description: "Termina tu primer juego." }),
    );
    expect(await badgeList(as({}))).toContainEqual(
      expect.objectContaining({ name: "First Steps", description: "Complete your very first game." }),
    );

    const characters = async (headers: Record<string, string>) =>
      (await page<{ characters: Named[] }>(context, charactersLoader, "/characters", headers)).characters.map((c) => c.name);
    expect(await characters(as(SPANISH))).toContain("La abeja Sol");
    expect(await characters(as({}))).toContain("Sunny the Bee");

    // The day's draw is the date's: whatever it is, every card is in Spanish and names its game as it is.
    const cards = async (headers: Record<string, string>) =>
      (await page<{ board: { challenges: (Named & { title: string })[] } }>(context, challengesLoader, "/challenges", headers)).board
        .challenges;
    const [spanish, english] = [await cards(as(SPANISH)), await cards(as({}))];
    expect(spanish.length).toBe(english.length);
    const [math] = english.filter((c) => c.description.includes("Math Quest: Number Crunch"));
    const mathInSpanish = spanish.find((c) => c.description.includes("Math Quest: Number Crunch"))!;
    expect(["Ninja de los números", "Sumas rápidas", "Carrera de cálculo mental"]).toContain(mathInSpanish.title);
    expect(mathInSpanish.description).toMatch(/^(Resuelve al menos un problema en|Acierta 2 respuestas|Corre contra el reloj)/);
    expect(["Number Ninja", "Quick Sums", "Mental Math Sprint"]).toContain(math.title);
  });

  it("keeps the stored words for an item the catalogue has no message for, in Spanish too", async () => {
    const context = testContext(database());
    await seed(context.db);
    await context.db
      .insert(badges)
      .values({ key: "teacher_star", name: "Star of Room 4", description: "Made by Ms. Rivera.", badgeType: "special", tokensReward: 5 });
    const player = await signedInPlayer(context);
    const list = await page<{ badges: Named[] }>(context, badgesLoader, "/badges", { Cookie: player.cookie, ...SPANISH });
    expect(list.badges).toContainEqual(expect.objectContaining({ name: "Star of Room 4", description: "Made by Ms. Rivera." }));
  });

  it("tells a Spanish reader what a round paid and unlocked in Spanish: the toast, the reward and the results' unlocks", async () => {
    const context = testContext(database());
    await seed(context.db);
    const player = await signedInPlayer(context);
    const headers = { Cookie: player.cookie, ...SPANISH };
    const post = (fields: Record<string, string>) => callRoute(play, formPost(PAGE, fields, headers), context, params);

    const started = await post({ intent: "start", level: "2" });
    const runId = new URL(started.headers.get("Location")!, "http://x").searchParams.get("run")!;
    await skipLoadingScreen(context.db, runId);
    const showRun = (runId: string) =>
      callRoute(playLoader as RouteFn, get(`${PAGE}?run=${runId}`, headers), context, params).then(
        async (answer) => (await answer.json()) as { run: RunView; unlocks: RoundUnlock[] },
      );
    const { run } = await showRun(runId);
    // The clock ran out half a second ago: the answer in flight counts and ends the round.
    await context.db
      .update(gameRuns)
      .set({ deadline: new Date(Date.now() - 500) })
      .where(eq(gameRuns.id, runId));
    const answered = await post({ intent: "answer", runId, index: "0", answer: answerOfPrompt(run.question!.prompt) });
    expect(await toastOf(answered, context)).toEqual({
      title: "¡Nuevo récord!",
      description: "¡Hiciste 1 punto y ganaste +5 CC, +10 CC insignia «Primeros pasos»!",
    });

    const results = await showRun(runId);
    expect(results.run.results?.reward).toBe("¡Ganaste 5 Clever Coins! (1 de 10 partidas con premio de Math Quest: Number Crunch hoy)");
    expect(results.unlocks.map(({ kind, name, description }) => ({ kind, name, description }))).toEqual([
      { kind: "character", name: "El pollito Brote", description: "Un pollito esponjoso que da sus primeros pasos." },
      { kind: "badge", name: "Primeros pasos", description: "Termina tu primer juego." },
    ]);
  });
});
