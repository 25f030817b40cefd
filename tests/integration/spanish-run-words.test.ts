// A run started by a Spanish reader says its own words in Spanish (issue 50): the answer box's
// refusal and the results' message and stars line. An English run says them as the spec does.
import type { AppLoadContext } from "@remix-run/node";
import { expect, it } from "vitest";
import type { RunView } from "~/games/run-view";
import { createSignInSession } from "~/models/auth.server";
import { seed } from "~/models/seed.server";
import { action, loader } from "~/routes/play.$";
import { formPost, get, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { skipLoadingScreen } from "../support/games";
import { callRoute } from "../support/routes";

const PAGE = "/play/math/math-quest-number-crunch";
const params = { "*": "math/math-quest-number-crunch" };

/** A player signed in, reading in `language` (their browser's). */
async function reader(context: AppLoadContext, language: "en" | "es") {
  const player = await createPlayer(context.db);
  const session = (await createSignInSession(get(PAGE), context, player.id)).split(";")[0];
  const headers = { Cookie: session, "Accept-Language": language };
  const post = (fields: Record<string, string>) => callRoute(action, formPost(PAGE, fields, headers), context, params);
  const show = async (runId: string) => {
    const response = await callRoute(loader, get(`${PAGE}?run=${runId}`, headers), context, params);
    return ((await response.json()) as { run: RunView }).run;
  };
  return { post, show };
}

/** Starts a round, sends an empty answer, ends the round: what the player was told. */
async function playRound(context: AppLoadContext, language: "en" | "es") {
  const { post, show } = await reader(context, language);
  const started = await post({ intent: "start" });
  const runId = new URL(started.headers.get("Location")!, "http://x").searchParams.get("run")!;
  await skipLoadingScreen(context.db, runId);
  const empty = await post({ intent: "answer", runId, index: "0", answer: "", mode: "json" });
  const refusal = ((await empty.json()) as { error: string }).error;
  await post({ intent: "finish", runId });
  const { results } = await show(runId);
  return { refusal, message: results?.message, starsText: results?.starsText };
}

describeEachDatabase("a run's own words in the reader's language", (database) => {
  it("tells a Spanish player in Spanish to type an answer, and how the round went", async () => {
    const context = testContext(database());
    await seed(context.db);
    expect(await playRound(context, "es")).toEqual({
      refusal: "Por favor, escribe una respuesta.",
      message: "Todos los expertos empezaron alguna vez. ¡Inténtalo otra vez y haz tus primeros puntos!",
      starsText: "Primera estrella: 3 puntos y acertar la mitad.",
    });
  });

  it("tells an English player the same in the spec's English", async () => {
    const context = testContext(database());
    await seed(context.db);
    expect(await playRound(context, "en")).toEqual({
      refusal: "Please enter an answer.",
      message: "Every expert starts somewhere. Have another go and score your first points!",
      starsText: "First star: 3 points, half right.",
    });
  });
});
