import type { LoaderFunctionArgs } from "@remix-run/node";
import { eventStream } from "remix-utils/sse/server";
import { sessionView } from "~/models/multiplayer/view.server";
import { requireUser } from "~/models/auth.server";
import { serverT } from "~/models/language.server";
import { inPlayersWords } from "~/models/multiplayer/race-words.server";
import { SESSION_SOCKET } from "~/models/realtime-words.server";
import { KEEPALIVE_MS } from "~/utils/session-messages";
import { UUID } from "~/utils/uuid";

/**
 * The fallback when websockets are blocked: the session's state, presence and ticks as
 * server-sent events, from the same hub that feeds the sockets.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const sessionId = params.sessionId ?? "";
  const view = UUID.test(sessionId) ? await sessionView(context.db, sessionId, user.id).catch(() => null) : null;
  const t = await serverT(request, context, "race");
  // The socket's own refusal, in the reader's words: the same door, the same sentence.
  if (!view) throw new Response(t(SESSION_SOCKET.notPlayer), { status: 403 });
  return eventStream(request.signal, (send, close) => {
    const unsubscribe = context.realtime.subscribe(
      sessionId,
      user.id,
      (message) => send({ event: "message", data: JSON.stringify(inPlayersWords(message, t)) }),
      close,
      // The header's badge away from the game pages: waiting for the end, not being there.
      { watching: new URL(request.url).searchParams.get("watch") === "1" },
    );
    // A race or presence change may not come for minutes: the stream must not look dead meanwhile.
    const stop = () => {
      clearInterval(beat);
      unsubscribe();
    };
    const beat = setInterval(() => {
      try {
        send({ event: "keepalive", data: "" });
      } catch {
        stop(); // the browser went away: the request's end will close the rest
      }
    }, KEEPALIVE_MS);
    return stop;
  });
}
