/**
 * The play forms' action, one for a game's page and a set's page: Start, an answer or Finish, read
 * from the form, played through the answer service, and answered as the page expects: a reply as
 * JSON, else the run's page (at its stage), with the outcome's toast and a new visitor's cookie.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { parsePlayForm } from "~/utils/play-form.server";
import { redirectWithToast } from "~/utils/toast.server";
import { ensureVisitorId } from "~/utils/visitor.server";
import { serverT } from "../language.server";
import { getSignedInUser } from "../auth.server";
import { languageOf } from "../language.server";
import type { Game } from "../games.server";
import { answerPlay, finishPlay, startPlay, type PlayContext, type RaceRules, type SetOnStage } from "./answer-service.server";
import { currentPlayer } from "./player.server";
import { playFormProblem, replyInReadersWords, said, toastInReadersWords } from "./play-words.server";
import { refused, type PlayOutcome } from "./replies.server";

export async function playAction(
  request: Request,
  context: AppLoadContext,
  fields: Record<string, string>,
  played: { game: Game; set?: SetOnStage; race?: RaceRules },
) {
  // The reader's words for what this action says (the models say it in the spec's English).
  const t = await serverT(request, context, "play");
  const parsed = parsePlayForm(fields);
  if (!parsed.success) return json(replyInReadersWords(playFormProblem(parsed.error), t), { status: 400 });
  const form = parsed.data;
  const { user } = await getSignedInUser(request, context);
  const language = await languageOf(request, context);
  const play: PlayContext = { db: context.db, user, timeZone: context.env.APP_TIME_ZONE, language, ...played };
  const headers = new Headers();
  let outcome: PlayOutcome;
  // A database failure meanwhile is not the player's doing: it gets the spec's words and a 503,
  // and the run is still there to try again (each save is one transaction).
  try {
    switch (form.intent) {
      case "start":
        outcome = await startPlay(play, form, async () => {
          const visitor = await ensureVisitorId(request, context);
          if (visitor.setCookie) headers.append("Set-Cookie", visitor.setCookie);
          return visitor.visitorId;
        });
        break;
      case "answer":
        outcome = await answerPlay(play, await currentPlayer(request, context, user), form);
        break;
      case "finish":
        outcome = await finishPlay(play, await currentPlayer(request, context, user), form);
        break;
    }
  } catch (error) {
    console.error(`play ${form.intent} failed`, error);
    outcome = refused(said("said.saveFailed"), 503);
  }
  if ("reply" in outcome) return json(replyInReadersWords(outcome.reply, t), { status: outcome.status, headers: outcome.headers });
  // #stage: the page opens at the game, not at its description (phones, and every answer without JavaScript).
  const runPage = `${new URL(request.url).pathname}?run=${outcome.showRun}#stage`;
  return outcome.toast
    ? redirectWithToast(request, context, runPage, toastInReadersWords(outcome.toast, t), { headers })
    : redirect(runPage, { headers });
}
