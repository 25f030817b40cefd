/**
 * The session hub: WebSocket /ws on the site's port, and the same hub behind the server-sent
 * events fallback (app/routes/sessions.$sessionId.events.ts, through the load context).
 *
 * Nothing about a session lives here but who is connected: the database holds the state.
 * Every change is committed with notify_session(id); each instance LISTENs and pushes the new
 * state to its own clients: one read per change for all of a session's clients, and one push at
 * a time per session, so a client never gets an older state after a newer one. Presence is
 * shared the same way on 'cleverplay_presence'. The race timer is the session's deadline: every
 * instance ticks its own clients from the deadline of the last state it pushed (every change is
 * pushed, so it is current), and the first to see the deadline pass finishes the race with a
 * conditional update (finishDueRace), so it ends once.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { AppLoadContext } from "@remix-run/node";
import { sql } from "drizzle-orm";
import { WebSocketServer, type WebSocket } from "ws";
import type { CleverPlayContext, RealtimeHub } from "../app/load-context";
import { applySessionAction, finishDueRace, secondsLeft, sessionView, sessionViews } from "../app/models/sessions.server";
import { getSessionUser } from "../app/models/session.server";
import { connectionQuality, type ClientMessage, type ServerMessage, type SessionView } from "../app/utils/session-messages";
import { clientMessageSchema } from "../app/utils/session-messages.server";

const KEEPALIVE_MS = 25_000;
const PRESENCE_STALE_MS = 60_000;
const TICK_MS = 1_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** WebSocket close codes a client can act on. */
export const CLOSE = {
  signInRequired: 4401,
  notAPlayer: 4403,
  badRequest: 4400,
  /** After an 'ended' message: the player left, or the session is no longer active. */
  sessionOver: 4410,
  shuttingDown: 1001,
} as const;

interface Client {
  sessionId: string;
  userId: string;
  send(message: ServerMessage): void;
  /** Ends this player's connection (socket or event stream). */
  close(): void;
}

export interface AttachedRealtime extends RealtimeHub {
  /** Handles `upgrade` events: /ws only, other paths are refused. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

export async function createRealtime(context: Omit<CleverPlayContext, "realtime">): Promise<AttachedRealtime> {
  const instanceId = randomUUID();
  const db = context.db;
  const timeZone = context.env.APP_TIME_ZONE;
  const clients = new Map<string, Set<Client>>();
  // sessionId → userId → instanceId → { count, seq, seen }
  const presence = new Map<string, Map<string, Map<string, { count: number; seq: number; seen: number }>>>();
  // Presence notices of one instance may be delivered out of order (a pool of connections): the
  // sequence number keeps an older count from overwriting a newer one.
  let presenceSeq = 0;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const alive = new WeakSet<WebSocket>();
  // sessionId → the race deadline (epoch ms) of the last state pushed, while it is playing: the ticks' clock.
  const races = new Map<string, number>();
  // sessionId → its push in progress; `again` when a change arrived meanwhile.
  const pushes = new Map<string, { again: boolean }>();
  // sessionId → changes heard of: a client's first read sets the clock only if none came since.
  const changes = new Map<string, number>();

  function onlineCount(sessionId: string): number {
    const now = Date.now();
    let online = 0;
    for (const instances of presence.get(sessionId)?.values() ?? []) {
      if ([...instances.values()].some((p) => p.count > 0 && now - p.seen < PRESENCE_STALE_MS)) online += 1;
    }
    return online;
  }

  function broadcastPresence(sessionId: string) {
    const online = onlineCount(sessionId);
    for (const client of clients.get(sessionId) ?? [])
      client.send({
        type: "presence",
        online,
        quality: connectionQuality(online),
      });
  }

  function rememberRace(sessionId: string, view: SessionView | null | undefined) {
    if (view?.state === "playing" && view.endsAt) races.set(sessionId, Date.parse(view.endsAt));
    else races.delete(sessionId);
  }

  /**
   * Sends a client the session as they see it. Once they are out of it (they left, or it is no
   * longer active) they are told so and let go: nothing more will come for them.
   */
  function deliver(client: Client, view: SessionView | null) {
    if (view) client.send({ type: "state", view });
    if (view?.status === "active") return;
    client.send({
      type: "ended",
      message: view ? "This session is no longer active." : "You are no longer a player of this session.",
    });
    client.close();
  }

  /**
   * Sends the current state to the session's clients. Changes that arrive while a push reads
   * the database are folded into one more push after it: it reads the state they made.
   */
  function pushState(sessionId: string) {
    const running = pushes.get(sessionId);
    if (running) {
      running.again = true;
      return;
    }
    const push = { again: false };
    pushes.set(sessionId, push);
    void sendStates(sessionId).finally(() => {
      pushes.delete(sessionId);
      if (push.again && clients.has(sessionId)) pushState(sessionId);
    });
  }

  /** One read of the session for all of its clients here (not one per client). */
  async function sendStates(sessionId: string) {
    const userIds = [...(clients.get(sessionId) ?? [])].map((client) => client.userId);
    const views = await sessionViews(db, sessionId, userIds).catch((error) => {
      console.error("realtime: session view failed", error);
      return undefined;
    });
    if (!views) return;
    rememberRace(
      sessionId,
      [...views.values()].find((view) => view !== null),
    );
    // A client that connected during the read is not in `views`: it got its own first state.
    for (const client of clients.get(sessionId) ?? []) {
      const view = views.get(client.userId);
      if (view !== undefined) deliver(client, view);
    }
  }

  async function announce(sessionId: string, userId: string) {
    const count = [...(clients.get(sessionId) ?? [])].filter((c) => c.userId === userId).length;
    const payload = JSON.stringify({ sessionId, userId, instanceId, count, seq: ++presenceSeq });
    await db.execute(sql`select pg_notify('cleverplay_presence', ${payload})`).catch((error) => console.error("realtime: presence", error));
  }

  const stopListening = await Promise.all([
    context.database.listen("cleverplay_session", (sessionId) => {
      if (!clients.has(sessionId)) return;
      changes.set(sessionId, (changes.get(sessionId) ?? 0) + 1);
      pushState(sessionId);
    }),
    context.database.listen("cleverplay_presence", (payload) => {
      try {
        const {
          sessionId,
          userId,
          instanceId: from,
          count,
          seq,
        } = JSON.parse(payload) as {
          sessionId: string;
          userId: string;
          instanceId: string;
          count: number;
          seq: number;
        };
        let users = presence.get(sessionId);
        if (!users) presence.set(sessionId, (users = new Map()));
        let instances = users.get(userId);
        if (!instances) users.set(userId, (instances = new Map()));
        if ((instances.get(from)?.seq ?? 0) > seq) return;
        instances.set(from, { count, seq, seen: Date.now() });
        broadcastPresence(sessionId);
      } catch (error) {
        console.error("realtime: bad presence message", error);
      }
    }),
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
        races.delete(sessionId);
        changes.delete(sessionId);
      }
      void announce(sessionId, userId);
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
    void announce(sessionId, userId);
    const changesBefore = changes.get(sessionId) ?? 0;
    sessionView(db, sessionId, userId)
      .then((view) => {
        // The clock follows this first read only if no change was heard of meanwhile.
        if ((changes.get(sessionId) ?? 0) === changesBefore) rememberRace(sessionId, view);
        deliver(client, view);
      })
      .catch((error) => console.error("realtime: session view failed", error));
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
    });
    if (!outcome.ok) client.send({ type: "error", message: outcome.message });
  }

  function sameOrigin(request: IncomingMessage): boolean {
    const origin = request.headers.origin;
    if (!origin) return true; // not a browser page: it cannot carry a user's cookie by accident
    try {
      return new URL(origin).host === (request.headers["x-forwarded-host"] ?? request.headers.host);
    } catch {
      return false;
    }
  }

  async function accept(ws: WebSocket, request: IncomingMessage) {
    const url = new URL(request.url ?? "/", "http://localhost");
    const sessionId = url.searchParams.get("session") ?? "";
    const closeWith = (code: number, reason: string) => ws.close(code, reason);
    if (!UUID.test(sessionId)) return closeWith(CLOSE.badRequest, "A session id is required");
    const fetchRequest = new Request(`http://localhost${url.pathname}`, {
      headers: { cookie: request.headers.cookie ?? "" },
    });
    const { user } = await getSessionUser(fetchRequest, context as unknown as AppLoadContext);
    if (!user) return closeWith(CLOSE.signInRequired, "Sign in to join this session");
    const view = await sessionView(db, sessionId, user.id);
    if (!view) return closeWith(CLOSE.notAPlayer, "Only the two players of this session can connect");

    const send = (message: ServerMessage) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
    };
    const client = { sessionId, userId: user.id, send };
    const unsubscribe = subscribe(sessionId, user.id, send, () => ws.close(CLOSE.sessionOver, "The session is over for this player"));
    ws.on("close", unsubscribe);
    ws.on("message", (data) => {
      let message: ClientMessage;
      try {
        message = clientMessageSchema.parse(JSON.parse(data.toString()));
      } catch {
        client.send({ type: "error", message: "Unrecognised message" });
        return;
      }
      handleMessage(client, message).catch((error) => {
        console.error("realtime: action failed", error);
        client.send({
          type: "error",
          message: "A technical error occurred. Please try again.",
        });
      });
    });
  }

  wss.on("connection", (ws: WebSocket, request: IncomingMessage) => {
    alive.add(ws);
    ws.on("pong", () => alive.add(ws));
    // Messages that arrive before the session check finishes wait for it.
    ws.pause();
    accept(ws, request)
      .catch((error) => {
        console.error("realtime: connection failed", error);
        ws.close(1011, "Server error");
      })
      .finally(() => ws.resume());
  });

  // Keep-alive: protocol pings every 25 s, because school proxies drop silent sockets; the same
  // beat re-announces presence so other instances know these players are still here.
  const keepalive = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
    for (const [sessionId, set] of clients) for (const userId of new Set([...set].map((c) => c.userId))) void announce(sessionId, userId);
  }, KEEPALIVE_MS);
  keepalive.unref();

  // Ticks: each instance counts down for its own clients from the deadline of the last state.
  const ticker = setInterval(() => {
    const now = new Date();
    for (const [sessionId, endsAt] of races) {
      const timeLeft = secondsLeft(new Date(endsAt), now);
      for (const client of clients.get(sessionId) ?? []) client.send({ type: "tick", timeLeft });
      if (timeLeft <= 0) finishDueRace(db, sessionId, timeZone).catch((error) => console.error("realtime: finishing a race failed", error));
    }
  }, TICK_MS);
  ticker.unref();

  return {
    subscribe,
    handleUpgrade(request, socket, head) {
      const { pathname } = new URL(request.url ?? "/", "http://localhost");
      if (pathname !== "/ws" || !sameOrigin(request)) {
        socket.write("HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n");
        socket.destroy();
        return;
      }
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit("connection", ws, request));
    },
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(keepalive);
        clearInterval(ticker);
        void Promise.all(stopListening.map((stop) => stop().catch(() => {})));
        for (const ws of wss.clients) ws.close(CLOSE.shuttingDown, "Server shutting down");
        wss.close(() => resolve());
      }),
  };
}
