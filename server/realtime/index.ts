/**
 * The session hub: WebSocket /ws on the site's port, and the same hub behind the server-sent
 * events fallback (sockets.ts).
 *
 * The database holds every session's state. Every change is committed with a notice on
 * 'cleverplay_session'; each instance LISTENs and pushes the new state to its own clients
 * (session-cache.ts). Presence is shared the same way on 'cleverplay_presence' (presence.ts).
 * The race timer is the session's deadline (clock.ts). This file wires them together and keeps
 * the roll of clients.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { CleverPlayContext, RealtimeHub } from "../../app/load-context";
import { applySessionAction, finishDueRace } from "../../app/models/multiplayer/race.server";
import type { ClientMessage, ServerMessage } from "../../app/utils/session-messages";
import type { Client, Clients } from "./clients";
import { createRaceClock, startKeepalive } from "./clock";
import { createPresence } from "./presence";
import { createSessionCache } from "./session-cache";
import { createSockets } from "./sockets";

export { CLOSE } from "./sockets";

export interface AttachedRealtime extends RealtimeHub {
  /** Handles `upgrade` events: /ws only, other paths are refused. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** What is open here now (for /metrics). */
  counts(): { sockets: number; streams: number; races: number };
  close(): Promise<void>;
}

export async function createRealtime(context: Omit<CleverPlayContext, "realtime">): Promise<AttachedRealtime> {
  const db = context.db;
  const timeZone = context.env.APP_TIME_ZONE;
  const clients: Clients = new Map();
  const clock = createRaceClock(clients, (sessionId) => {
    finishDueRace(db, sessionId, timeZone).catch((error) => console.error("realtime: finishing a race failed", error));
  });
  const cache = createSessionCache(db, clients, clock);
  const presence = createPresence(db, randomUUID(), clients);
  const stopListening = await Promise.all([
    context.database.listen("cleverplay_session", cache.hear),
    context.database.listen("cleverplay_presence", presence.hear),
  ]);

  function subscribe(sessionId: string, userId: string, send: (message: ServerMessage) => void, close: () => void): () => void {
    let open = true;
    const unsubscribe = () => {
      if (!open) return;
      open = false;
      const set = clients.get(sessionId);
      set?.delete(client);
      if (set?.size === 0) {
        clients.delete(sessionId);
        cache.forget(sessionId);
        clock.forget(sessionId);
        presence.forget(sessionId);
      }
      presence.announceSoon(sessionId, userId);
    };
    const client: Client = {
      sessionId,
      userId,
      // A message can be on its way (a view being read) when the connection goes: drop it then.
      // A stream whose browser went away can refuse a write before its request says it ended:
      // that client is gone, and one dead client must not stop the others' ticks and presence.
      send: (message) => {
        if (!open) return;
        try {
          send(message);
        } catch {
          unsubscribe();
        }
      },
      close: () => {
        unsubscribe();
        close();
      },
    };
    let set = clients.get(sessionId);
    if (!set) clients.set(sessionId, (set = new Set()));
    set.add(client);
    client.send(presence.greeting(sessionId));
    presence.announceSoon(sessionId, userId);
    cache.greet(client);
    return unsubscribe;
  }

  async function handleMessage(client: Pick<Client, "sessionId" | "userId" | "send">, message: ClientMessage) {
    if (message.type === "ping") return client.send({ type: "pong" });
    const outcome = await applySessionAction(db, {
      sessionId: client.sessionId,
      userId: client.userId,
      action: message,
      timeZone,
      raceSeconds: context.env.RACE_SECONDS,
      // What this player was last shown comes from here: it is at least as new as that.
      known: cache.held(client.sessionId),
    });
    if (!outcome.ok) client.send({ type: "error", message: outcome.message });
  }

  const sockets = createSockets({ context, subscribe, handleMessage, held: cache.held });
  // Keep-alive: protocol pings every 25 s, a slice a second; the same beat re-announces presence
  // so other instances know these players are still here.
  const stopKeepalive = startKeepalive((slice) => {
    sockets.ping(slice);
    presence.beat(slice);
  });

  return {
    // The event streams subscribe here (sockets subscribe when they are accepted).
    subscribe: sockets.subscribeStream,
    counts: () => ({ ...sockets.counts(), races: clock.count() }),
    handleUpgrade: sockets.handleUpgrade,
    close() {
      stopKeepalive();
      clock.stop();
      presence.stop();
      void Promise.all(stopListening.map((stop) => stop().catch(() => {})));
      // Event streams end too (their sockets are closing already, so this leaves those alone):
      // EventSource reconnects by itself, and a stop waits for no stream.
      return sockets.close(() => {
        for (const set of [...clients.values()]) for (const client of [...set]) client.close();
      });
    },
  };
}
