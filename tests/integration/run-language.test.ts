/**
 * A run's language is fixed when it starts (issue 50, item 2): a child who starts Math Quest
 * reading Spanish gets every question, worked step and feedback of that run in Spanish, even after
 * switching the site to English mid-run; the next run they start is in English.
 */
import type { AppLoadContext } from "@remix-run/node";
import { expect, it } from "vitest";
import { userOwnedGames } from "../../drizzle/schema";
import { levelChallenges } from "~/games/blitz/catalogue";
import { blitzChallenge } from "~/games/brain-blitz";
import { mathQuest, mathTask } from "~/games/math-quest";
import type { RunView } from "~/games/run-view";
import type { RunState } from "~/games/types";
import { saveAccountLanguage } from "~/models/language.server";
import { action as playAction, loader as playLoader } from "~/routes/play.$";
import { formPost, get, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { seededGame, skipLoadingScreen, storedRunState } from "../support/games";
import { callRoute, signedInPlayer, type RouteFn } from "../support/routes";

const PAGE = "/play/math/math-quest-number-crunch";

function onPlayPage(fn: RouteFn, context: AppLoadContext, request: Request) {
  return callRoute(fn, request, context, { "*": new URL(request.url).pathname.replace("/play/", "") });
}

async function runOnPage(context: AppLoadContext, runId: string, cookie: string) {
  const response = await onPlayPage(playLoader as RouteFn, context, get(`${PAGE}?run=${runId}`, { Cookie: cookie }));
  return ((await response.json()) as { run: RunView }).run;
}

async function start(context: AppLoadContext, cookie: string, headers: Record<string, string> = {}) {
  const response = await onPlayPage(
    playAction as RouteFn,
    context,
    formPost(PAGE, { intent: "start", level: "4" }, { Cookie: cookie, ...headers }),
  );
  expect(response.status).toBe(302);
  const runId = new URL(response.headers.get("Location")!, "http://x").searchParams.get("run")!;
  await skipLoadingScreen(context.db, runId);
  return runId;
}

/** A wrong answer to the question on the page; the run's page then shows its feedback. */
async function missQuestion(context: AppLoadContext, runId: string, cookie: string, index: number, state: RunState) {
  const wrong = String(mathTask(state).answer + 1);
  const answered = await onPlayPage(
    playAction as RouteFn,
    context,
    formPost(PAGE, { intent: "answer", runId, index: String(index), answer: wrong }, { Cookie: cookie }),
  );
  expect(answered.status).toBe(302);
  return wrong;
}

describeEachDatabase("a run's language", (database) => {
  it("stays the language the reader had at Start, whatever they switch to mid-run", async () => {
    const context = testContext(database());
    await seededGame(context.db, "math-quest-number-crunch");
    const child = await signedInPlayer(context);

    const runId = await start(context, child.cookie, { "Accept-Language": "es-MX,es;q=0.9" });
    const run = await runOnPage(context, runId, child.cookie);
    expect(run.state.language).toBe("es");

    // The child switches the site to English (the footer's switcher keeps it on the account).
    await saveAccountLanguage(context, child.id, "en");
    const state = await storedRunState(context.db, runId);
    const wrong = await missQuestion(context, runId, child.cookie, 0, state);

    const after = await runOnPage(context, runId, child.cookie);
    const spanish = mathQuest.answer(state, wrong).explanation!;
    const english = mathQuest.answer({ ...state, language: undefined }, wrong).explanation!;
    expect(spanish).not.toBe(english);
    expect(after.feedback?.explanation).toBe(spanish);
    expect(after.state.language).toBe("es");

    // The next run starts in the language the child reads now.
    const next = await start(context, child.cookie, { "Accept-Language": "es" });
    expect((await runOnPage(context, next, child.cookie)).state.language).toBeUndefined();
  });

  it("is Spanish for a visitor whose browser asks for Spanish, and English otherwise", async () => {
    const context = testContext(database());
    await seededGame(context.db, "math-quest-number-crunch");
    const spanish = await onPlayPage(
      playAction as RouteFn,
      context,
      formPost(PAGE, { intent: "start", level: "1" }, { "Accept-Language": "es" }),
    );
    const english = await onPlayPage(playAction as RouteFn, context, formPost(PAGE, { intent: "start", level: "1" }));
    const stateOf = (response: Response) =>
      storedRunState(context.db, new URL(response.headers.get("Location")!, "http://x").searchParams.get("run")!);
    expect((await stateOf(spanish)).language).toBe("es");
    // English is no key at all: the state of every run from before languages.
    expect(Object.keys(await stateOf(english))).not.toContain("language");
  });

  it("plays Brain Blitz in Spanish for a child who reads Spanish: its question, choices and the answer shown after a miss", async () => {
    const context = testContext(database());
    const { game } = await seededGame(context.db, "brain-blitz");
    const child = await signedInPlayer(context);
    await context.db.insert(userOwnedGames).values({ userId: child.id, gameId: game.id, purchasePrice: "0" });
    const page = "/play/premium/brain-blitz";
    const startAt = async (headers: Record<string, string>) => {
      const started = await onPlayPage(
        playAction as RouteFn,
        context,
        formPost(page, { intent: "start", level: "1" }, { Cookie: child.cookie, ...headers }),
      );
      const runId = new URL(started.headers.get("Location")!, "http://x").searchParams.get("run")!;
      await skipLoadingScreen(context.db, runId);
      return runId;
    };
    const shown = async (runId: string) => {
      const response = await onPlayPage(playLoader as RouteFn, context, get(`${page}?run=${runId}`, { Cookie: child.cookie }));
      return ((await response.json()) as { run: RunView }).run;
    };

    const runId = await startAt({ "Accept-Language": "es-MX,es;q=0.9" });
    const state = await storedRunState(context.db, runId);
    const challenge = blitzChallenge(state);
    expect(levelChallenges(1, "es")).toContain(challenge);
    expect((await shown(runId)).question).toMatchObject({ prompt: challenge.question, options: challenge.choices });
    const wrong = String((challenge.choices!.indexOf(challenge.answer) + 1) % 4);
    await onPlayPage(
      playAction as RouteFn,
      context,
      formPost(page, { intent: "answer", runId, index: "0", answer: wrong }, { Cookie: child.cookie }),
    );
    expect((await shown(runId)).feedback).toMatchObject({ correct: false, correctAnswer: challenge.answer });

    // An English reader's run asks the English challenges, as before.
    const english = blitzChallenge(await storedRunState(context.db, await startAt({})));
    expect(levelChallenges(1)).toContain(english);
    expect(levelChallenges(1, "es")).not.toContain(english);
  });
});
