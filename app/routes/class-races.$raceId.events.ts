import type { LoaderFunctionArgs } from "@remix-run/node";
import { eventStream } from "remix-utils/sse/server";
import { getSignedInUser } from "~/models/auth.server";
import { raceFollower } from "~/models/class-races/players.server";
import { serverT } from "~/models/language.server";
import { RACE_SOCKET } from "~/models/realtime-words.server";
import { readVisitorId } from "~/utils/visitor.server";
import { KEEPALIVE_MS } from "~/utils/session-messages";
import { UUID } from "~/utils/uuid";

/**
 * The fallback when websockets are blocked: a class race's room as server-sent events, from the
 * same hub (and the same coalescing) that feeds the sockets. For its host and its players only.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const raceId = params.raceId ?? "";
  const { user } = await getSignedInUser(request, context);
  const visitorId = await readVisitorId(request, context);
  if (!UUID.test(raceId) || !(await raceFollower(context.db, raceId, { userId: user?.id ?? null, visitorId })))
    // The socket's own refusal, in the reader's words: the same door, the same sentence.
    throw new Response((await serverT(request, context, "classrace"))(RACE_SOCKET.notFollower), { status: 403 });
  return eventStream(request.signal, (send, close) => {
    const unfollow = context.realtime.followRace(raceId, (data) => send({ event: "message", data }), close);
    // A lobby can wait minutes for its next change: the stream must not look dead meanwhile.
    const stop = () => {
      clearInterval(beat);
      unfollow();
    };
    const beat = setInterval(() => {
      try {
        send({ event: "keepalive", data: "" });
      } catch {
        stop();
      }
    }, KEEPALIVE_MS);
    return stop;
  });
}
