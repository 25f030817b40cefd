import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { applySessionAction } from "~/models/multiplayer/race.server";
import { raceWords } from "~/models/multiplayer/race-words.server";
import { loadSession } from "~/models/multiplayer/sessions.server";
import { requireUser } from "~/models/auth.server";
import { serverT } from "~/models/language.server";
import { readFormAs } from "~/utils/read-form.server";
import { z } from "zod";
import { parseClientMessage, UNRECOGNISED_MESSAGE } from "~/utils/session-messages.server";
import { playPath } from "~/utils/slug";
import { redirectWithToast } from "~/utils/toast.server";
import { UUID } from "~/utils/uuid";

/**
 * A player's session message without a socket: JSON from the fallback client (blocked
 * websockets), or a plain form (ready / start / answer / leave / end) without JavaScript. The same rules
 * run as for socket messages (applySessionAction).
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const sessionId = params.sessionId ?? "";
  const wantsJson = (request.headers.get("content-type") ?? "").includes("application/json");

  let body: unknown;
  if (wantsJson) {
    body = await request.json().catch(() => null);
  } else {
    const optional = z.string().optional();
    const form = await readFormAs(
      request,
      z.object({ type: optional, ready: optional, level: optional, index: optional, answer: optional }),
    );
    body =
      form.type === "ready"
        ? { type: "ready", ready: form.ready === "true", ...(form.level ? { level: Number(form.level) } : {}) }
        : form.type === "answer"
          ? { type: "answer", index: Number(form.index), answer: form.answer ?? "" }
          : { type: form.type };
  }
  const parsed = parseClientMessage(body);
  const loaded = UUID.test(sessionId) ? await loadSession(context.db, { id: sessionId }) : null;
  if (!parsed.ok || !loaded) {
    return wantsJson
      ? json({ ok: false, message: parsed.ok ? UNRECOGNISED_MESSAGE : parsed.refusal }, { status: 400 })
      : redirect("/games");
  }
  const message = parsed.message;
  if (message.type === "ping") return json({ ok: true });

  const outcome = await applySessionAction(context.db, {
    sessionId,
    userId: user.id,
    action: message,
    timeZone: context.env.APP_TIME_ZONE,
    raceSeconds: context.env.RACE_SECONDS,
  });
  const t = await serverT(request, context, "race");
  const said = outcome.ok ? outcome : { ...outcome, message: raceWords.inReadersWords(outcome.message, t) };
  if (wantsJson) return json(said, { status: outcome.ok ? 200 : 409 });
  // #multiplayer: without JavaScript the page opens at the race (on a phone, its stage on screen), not at the game's description.
  const back = message.type === "leave" || message.type === "end" ? "/games" : `${playPath(loaded.game)}#multiplayer`;
  return said.ok
    ? redirect(back)
    : redirectWithToast(request, context, back, {
        title: t("new.errorTitle"),
        description: said.message,
        variant: "error",
      });
}

export const loader = () => redirect("/games");
