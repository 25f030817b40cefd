/**
 * Word Adventure in Spanish through the play page (issue 50): a child who starts it reading
 * Spanish unscrambles Spanish words, and typing "nino" for the tiles of NIÑO (an English
 * keyboard has no ñ) scores full points with the spelling shown; a child reading English plays the
 * English words as before.
 */
import type { AppLoadContext } from "@remix-run/node";
import { expect, it } from "vitest";
import type { RunView } from "~/games/run-view";
import { wordItem } from "~/games/word-adventure";
import { WORD_LEVELS } from "~/games/words";
import { withoutAccents } from "~/games/words/letters";
import { ES_WORD_LEVELS } from "~/games/words/spanish";
import { action as playAction, loader as playLoader } from "~/routes/play.$";
import { formPost, get, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { seededGame, skipLoadingScreen, storedRunState } from "../support/games";
import { callRoute, signedInPlayer, type RouteFn } from "../support/routes";

const PAGE = "/play/reading/word-adventure";

const onPlayPage = (fn: RouteFn, context: AppLoadContext, request: Request) =>
  callRoute(fn, request, context, { "*": new URL(request.url).pathname.replace("/play/", "") });

async function runOnPage(context: AppLoadContext, runId: string, cookie: string) {
  const response = await onPlayPage(playLoader as RouteFn, context, get(`${PAGE}?run=${runId}`, { Cookie: cookie }));
  return ((await response.json()) as { run: RunView }).run;
}

async function start(context: AppLoadContext, cookie: string, level: number, headers: Record<string, string>) {
  const response = await onPlayPage(
    playAction as RouteFn,
    context,
    formPost(PAGE, { intent: "start", level: String(level) }, { Cookie: cookie, ...headers }),
  );
  expect(response.status).toBe(302);
  const runId = new URL(response.headers.get("Location")!, "http://x").searchParams.get("run")!;
  await skipLoadingScreen(context.db, runId);
  return runId;
}

async function answer(context: AppLoadContext, runId: string, cookie: string, index: number, typed: string) {
  const response = await onPlayPage(
    playAction as RouteFn,
    context,
    formPost(PAGE, { intent: "answer", runId, index: String(index), answer: typed }, { Cookie: cookie }),
  );
  expect(response.status).toBe(302);
  return (await runOnPage(context, runId, cookie)).feedback!;
}

describeEachDatabase("Word Adventure in Spanish", (database) => {
  it("a Spanish reader unscrambles Spanish words, typed without accents for full points; an English reader the English ones", async () => {
    const context = testContext(database());
    await seededGame(context.db, "word-adventure");
    const child = await signedInPlayer(context);
    const spanishWords = new Set(ES_WORD_LEVELS[0].map(([word]) => word));

    const runId = await start(context, child.cookie, 1, { "Accept-Language": "es-MX,es;q=0.9" });
    for (let index = 0; index < 3; index++) {
      const state = await storedRunState(context.db, runId);
      const { word, hint } = wordItem(state);
      expect(spanishWords.has(word), word).toBe(true);
      const page = await runOnPage(context, runId, child.cookie);
      expect(page.question.hint).toBe(hint);
      const feedback = await answer(context, runId, child.cookie, index, withoutAccents(word));
      expect(feedback).toMatchObject({ correct: true, points: 5 });
      if (withoutAccents(word) !== word) expect(feedback.explanation).toBe(`¡Bien! Se escribe ${word.toUpperCase()}.`);
    }
    expect(await runOnPage(context, runId, child.cookie)).toMatchObject({ score: 15 });

    const english = await start(context, child.cookie, 1, { "Accept-Language": "en-US,en;q=0.9" });
    const state = await storedRunState(context.db, english);
    expect(state.language).toBeUndefined();
    expect(WORD_LEVELS[0].some(([word]) => word === wordItem(state).word)).toBe(true);
  });
});
