// A game's card says what the game is in the reader's language (issue 50): the home page's
// featured games, /games and the play page, whose start screen says how to play in it too.
// English readers see the spec's words, as seeded.
import type { AppLoadContext } from "@remix-run/node";
import { expect, it } from "vitest";
import { loader as homeLoader } from "~/routes/_index";
import { loader as gamesLoader } from "~/routes/games";
import { loader as playLoader } from "~/routes/play.$";
import { seed } from "~/models/seed.server";
import { get, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";

type Described = { slug: string; description: string };
const MATH_EN = "60 seconds of mental arithmetic: add, subtract, multiply and divide.";
const MATH_ES = "60 segundos de cálculo mental: suma, resta, multiplica y divide.";

/** What each page says about Math Quest for a reader of `language`. */
async function mathQuestAbout(context: AppLoadContext, language: string) {
  const headers = { "Accept-Language": language };
  const mathQuest = (games: Described[]) => games.find((g) => g.slug === "math-quest-number-crunch")!.description;
  const home = (await (await homeLoader({ request: get("/", headers), params: {}, context })).json()) as { featured: Described[] };
  const games = (await (await gamesLoader({ request: get("/games", headers), params: {}, context })).json()) as { games: Described[] };
  const play = (await (
    await playLoader({
      request: get("/play/math/math-quest-number-crunch", headers),
      params: { "*": "math/math-quest-number-crunch" },
      context,
    })
  ).json()) as { game: { description: string }; howToPlay: string };
  return { home: mathQuest(home.featured), games: mathQuest(games.games), play: play.game.description, howToPlay: play.howToPlay };
}

describeEachDatabase("a game's description and how to play it", (database) => {
  it("is in Spanish for a Spanish reader on the home page, /games and the play page", async () => {
    const context = testContext(database());
    await seed(context.db);
    const about = await mathQuestAbout(context, "es");
    for (const page of [about.home, about.games, about.play]) expect(page).toMatch(new RegExp(`^${MATH_ES}`));
    expect(about.howToPlay).toBe(
      "Resuelve las cuentas. Tienes 60 segundos. Cada respuesta correcta vale 1 punto. Las cuentas se ponen más difíciles.",
    );
  });

  it("is the spec's English for an English reader", async () => {
    const context = testContext(database());
    await seed(context.db);
    const about = await mathQuestAbout(context, "en");
    for (const page of [about.home, about.games, about.play]) expect(page).toMatch(new RegExp(`^${MATH_EN}`));
    expect(about.howToPlay).toBe("Answer the sums. You have 60 seconds. Each right answer is 1 point. The sums get harder as you go.");
  });
});
