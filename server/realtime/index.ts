/**
 * The session hub: WebSocket /ws on the site's port, and the same hub behind the server-sent
 * events fallback (sockets.ts).
 *
 * The database holds every session's state. Every change is committed with a notice on
 * 'cleverplay_session'; each instance LISTENs and pushes the new state to its own clients
 * (session-cache.ts). Presence is shared the same way on 'cleverplay_presence' (presence.ts).
 * A race's time left and its end come from the session's deadline (deadline-ticker.ts); the
 * keep-alive beat is keepalive.ts. This file wires them together and keeps the roll of clients.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { CleverPlayContext, RealtimeHub } from "../../app/load-context";
import { finishClassRace } from "../../app/models/class-races/races.server";
import { applySessionAction, finishDueRace } from "../../app/models/multiplayer/race.server";
import { endSessionHostLeft } from "../../app/models/multiplayer/sessions.server";
import type { ClientMessage } from "../../app/utils/session-messages";
import type { Client, Clients } from "./clients";
import { DeadlineTicker } from "./deadline-ticker";
import { startKeepalive } from "./keepalive";
import { ClassRooms } from "./class-rooms";
import { Presence } from "./presence";
import { SessionCache } from "./session-cache";
import { Sockets } from "./sockets";

export interface AttachedRealtime extends RealtimeHub {
  /** Handles `upgrade` events: /ws only, other paths are refused. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** What is open here now (for /metrics). */
  counts(): { sockets: number; streams: number; races: number; classRaces: number };
  close(): Promise<void>;
}

/** How long a host may be gone (a reload, a flaky network) before their session ends. */
const HOST_LEAVE_GRACE_MS = 10_000;

interface Parts {
  clients: Clients;
  cache: SessionCache;
  deadlines: DeadlineTicker;
  presence: Presence;
}

/** The roll of clients: a connection joins it here, and leaves it through the function returned. */
function subscriber({ clients, cache, deadlines, presence }: Parts): RealtimeHub["subscribe"] {
  return (sessionId, userId, send, close, { watching = false } = {}) => {
    let open = true;
    const unsubscribe = () => {
      if (!open) return;
      open = false;
      const set = clients.get(sessionId);
      set?.delete(client);
      if (set?.size === 0) {
        clients.delete(sessionId);
        cache.forget(sessionId);
        deadlines.forget(sessionId);
        presence.forget(sessionId);
      }
      presence.announceSoon(sessionId, userId);
    };
    const client: Client = {
      sessionId,
      userId,
      watching,
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
  };
}

/** A player's message on a socket, checked against the session's rules. */
function messageHandler(context: Omit<CleverPlayContext, "realtime">, cache: SessionCache) {
  return async (client: Pick<Client, "sessionId" | "userId" | "send">, message: ClientMessage) => {
    if (message.type === "ping") return client.send({ type: "pong" });
    const outcome = await applySessionAction(context.db, {
      sessionId: client.sessionId,
      userId: client.userId,
      action: message,
      timeZone: context.env.APP_TIME_ZONE,
      raceSeconds: context.env.RACE_SECONDS,
      // What this player was last shown comes from here: it is at least as new as that.
      known: cache.held(client.sessionId),
    });
    if (!outcome.ok) client.send({ type: "error", message: outcome.message });
  };
}

export async function createRealtime(
  context: Omit<CleverPlayContext, "realtime">,
  { hostLeaveGraceMs = HOST_LEAVE_GRACE_MS }: { hostLeaveGraceMs?: number } = {},
): Promise<AttachedRealtime> {
  const db = context.db;
  const clients: Clients = new Map();
  const deadlines = new DeadlineTicker(clients, (sessionId) => {
    finishDueRace(db, sessionId, context.env.APP_TIME_ZONE).catch((error) => console.error("realtime: finishing a race failed", error));
  });
  const cache = new SessionCache(db, clients, deadlines);
  // Spec: leaving the game pages ends a session its host leaves. With JavaScript that is the
  // host's last connection closing (in-app navigation included); a reload reconnects within
  // the grace. Every instance hears it; the end is one guarded update, so it happens once.
  const leaving = new Set<NodeJS.Timeout>();
  const presence = new Presence(db, randomUUID(), clients, (sessionId, userId) => {
    const timer = setTimeout(() => {
      leaving.delete(timer);
      if (presence.isOnline(sessionId, userId)) return;
      endSessionHostLeft(db, sessionId, userId).catch((error) => console.error("realtime: ending a left session failed", error));
    }, hostLeaveGraceMs).unref();
    leaving.add(timer);
  });
  const rooms = new ClassRooms(context.database.realtimeDb, (raceId) => {
    finishClassRace(db, raceId, context.env.APP_TIME_ZONE).catch((error) =>
      console.error("realtime: finishing a class race failed", error),
    );
  });
  const stopListening = await Promise.all([
    context.database.listen("cleverplay_session", (payload) => cache.hear(payload)),
    context.database.listen("cleverplay_presence", (payload) => presence.hear(payload)),
    context.database.listen("cleverplay_class_race", (payload) => rooms.hear(payload)),
  ]);
  const sockets = new Sockets({
    context,
    followRace: (raceId, screen) => rooms.follow(raceId, screen),
    subscribe: subscriber({ clients, cache, deadlines, presence }),
    handleMessage: messageHandler(context, cache),
    held: (sessionId) => cache.held(sessionId),
  });
  // Keep-alive: protocol pings every 25 s, a slice a second; the same beat re-announces presence
  // so other instances know these players are still here.
  const stopKeepalive = startKeepalive((slice) => {
    sockets.ping(slice);
    presence.beat(slice);
  });

  return {
    // The event streams subscribe here (sockets subscribe when they are accepted).
    subscribe: (...args) => sockets.subscribeStream(...args),
    isOnline: (sessionId, userId) => presence.isOnline(sessionId, userId),
    followRace: (raceId, send, close) => sockets.followStream(raceId, { send, close }),
    counts: () => ({ ...sockets.counts(), races: deadlines.count(), classRaces: rooms.counts().rooms }),
    handleUpgrade: (request, socket, head) => sockets.handleUpgrade(request, socket, head),
    close() {
      stopKeepalive();
      for (const timer of leaving) clearTimeout(timer);
      deadlines.stop();
      presence.stop();
      rooms.stop();
      void Promise.all(stopListening.map((stop) => stop().catch(() => {})));
      // Event streams end too (their sockets are closing already, so this leaves those alone):
      // EventSource reconnects by itself, and a stop waits for no stream.
      return sockets.close(() => {
        for (const set of [...clients.values()]) for (const client of [...set]) client.close();
      });
    },
  };
}
