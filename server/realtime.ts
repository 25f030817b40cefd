/**
 * The session hub: WebSocket /ws on the site's port, and the same hub behind the server-sent
 * events fallback (app/routes/sessions.$sessionId.events.ts, through the load context).
 *
 * The database holds every session's state. Every change is committed with a notice on
 * 'cleverplay_session'; each instance LISTENs and pushes the new state to its own clients.
 * While a session has clients here, the hub keeps the state it last pushed: a race answer's
 * notice carries what it changed and the session's version, so the hub applies it to that state
 * without a read when it is the very next change, and reads the session again otherwise (any
 * other change, a missed one). Reads of one session run one at a time, and notices heard during
 * one are applied after it, so a client never gets an older state after a newer one. Presence
 * is shared the same way on 'cleverplay_presence'. The race timer is the session's deadline:
 * every instance ticks its own clients from the deadline of the state it holds, and the first to
 * see the deadline pass finishes the race with a conditional update (finishDueRace), so it ends
 * once.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { AppLoadContext } from "@remix-run/node";
import { sql } from "drizzle-orm";
import { WebSocketServer, type WebSocket } from "ws";
import type { CleverPlayContext, RealtimeHub } from "../app/load-context";
import { readSessionNotice, withAnswer, type SessionNotice } from "../app/models/multiplayer/notices.server";
import { applySessionAction, finishDueRace } from "../app/models/multiplayer/race.server";
import { loadSession, type LoadedSession } from "../app/models/multiplayer/sessions.server";
import { secondsLeft, sessionView, viewOf } from "../app/models/multiplayer/view.server";
import { sessionUserId } from "../app/models/auth.server";
import { connectionQuality, KEEPALIVE_MS, type ClientMessage, type ServerMessage, type SessionView } from "../app/utils/session-messages";
import { clientMessageSchema } from "../app/utils/session-messages.server";
import { UUID } from "../app/utils/uuid";

const PRESENCE_STALE_MS = 60_000;
/**
 * The keep-alive beat's work (pings, presence) is done a slice at a time, one slice a second,
 * each socket and session in its own: all of it at once would hold up every answer arriving
 * meanwhile on a busy server.
 */
const KEEPALIVE_SLICES = KEEPALIVE_MS / 1000;
/**
 * How often the clocks are looked at: each race's tick goes out when its time left changes,
 * on its own second rather than all races' on one, which keeps a burst of ticks from delaying
 * answers.
 */
const TICK_CHECK_MS = 100;

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
  /** What is open here now (for /metrics). */
  counts(): { sockets: number; streams: number; races: number };
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
  // socket → its keep-alive slice, dealt in turn as sockets connect.
  const socketSlices = new WeakMap<WebSocket, number>();
  let socketsConnected = 0;
  const sessionSlice = (sessionId: string) => parseInt(sessionId.slice(-4), 16) % KEEPALIVE_SLICES;
  // sessionId → the state last pushed to its clients here, while it has any.
  const known = new Map<string, LoadedSession>();
  // sessionId → while it is playing: the deadline (epoch ms) of the state held, the ticks' clock;
  // the time left its clients were last told; when this instance last tried to finish it.
  const races = new Map<string, { endsAt: number; shown: number; finishTried: number }>();
  // sessionId → the online count its clients here were last told.
  const shownOnline = new Map<string, number>();
  // sessionId → its read in progress: the answers heard meanwhile, and `again` when another
  // change was (the read may have missed it).
  const reads = new Map<string, { again: boolean; answers: NonNullable<SessionNotice["answer"]>[] }>();

  function onlineCount(sessionId: string): number {
    const now = Date.now();
    let online = 0;
    for (const instances of presence.get(sessionId)?.values() ?? []) {
      if ([...instances.values()].some((p) => p.count > 0 && now - p.seen < PRESENCE_STALE_MS)) online += 1;
    }
    return online;
  }

  function presenceMessage(online: number): ServerMessage {
    return { type: "presence", online, quality: connectionQuality(online) };
  }

  /** Tells a session's clients here its online count, when it is not what they were last told. */
  function broadcastPresence(sessionId: string) {
    const online = onlineCount(sessionId);
    if (shownOnline.get(sessionId) === online || !clients.has(sessionId)) return;
    shownOnline.set(sessionId, online);
    for (const client of clients.get(sessionId) ?? []) client.send(presenceMessage(online));
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

  /** Holds `loaded` as the session's state, and sends every client here their view of it. */
  function publish(sessionId: string, loaded: LoadedSession | null) {
    if (loaded) known.set(sessionId, loaded);
    else known.delete(sessionId);
    const { session } = loaded ?? {};
    const now = new Date();
    if (session?.state === "playing" && session.endsAt) {
      // The state carries the time left: the next tick is due when it changes.
      races.set(sessionId, { endsAt: session.endsAt.getTime(), shown: secondsLeft(session.endsAt, now), finishTried: 0 });
    } else races.delete(sessionId);
    for (const client of clients.get(sessionId) ?? []) deliver(client, viewOf(loaded, client.userId, now));
  }

  /**
   * Reads the session and pushes it. Notices that arrive during the read are applied to its
   * result in order (those it already includes are skipped); any other change heard meanwhile
   * makes one more read after it.
   */
  function refresh(sessionId: string) {
    const running = reads.get(sessionId);
    if (running) {
      running.again = true;
      return;
    }
    const read = { again: false, answers: [] as NonNullable<SessionNotice["answer"]>[] };
    reads.set(sessionId, read);
    void loadSession(db, { id: sessionId })
      .then((loaded) => {
        let state: LoadedSession | undefined | null = loaded;
        for (const answer of read.answers) if (state) state = withAnswer(state, answer);
        if (state === undefined) read.again = true;
        else if (clients.has(sessionId)) publish(sessionId, state);
      })
      .catch((error) => console.error("realtime: reading a session failed", error))
      .finally(() => {
        reads.delete(sessionId);
        if (read.again && clients.has(sessionId)) refresh(sessionId);
      });
  }

  /** A committed change of a session that has clients here. */
  function onChange({ sessionId, answer }: SessionNotice) {
    if (!clients.has(sessionId)) return;
    const running = reads.get(sessionId);
    if (running) {
      if (answer) running.answers.push(answer);
      else running.again = true;
      return;
    }
    const current = known.get(sessionId);
    const next = answer && current ? withAnswer(current, answer) : undefined;
    if (!next) refresh(sessionId);
    else if (next !== current) publish(sessionId, next);
  }

  /** Tells every instance (this one too) how many connections these players have here, in one query. */
  async function announce(players: Array<{ sessionId: string; userId: string }>) {
    const payloads = players.map(({ sessionId, userId }) => {
      const count = [...(clients.get(sessionId) ?? [])].filter((c) => c.userId === userId).length;
      return JSON.stringify({ sessionId, userId, instanceId, count, seq: ++presenceSeq });
    });
    if (!payloads.length) return;
    await db
      .execute(
        sql`select pg_notify('cleverplay_presence', payload) from jsonb_array_elements_text(${JSON.stringify(payloads)}::jsonb) as payload`,
      )
      .catch((error) => console.error("realtime: presence", error));
  }

  // Connections that open or close in the same turn of the event loop (a class arriving, a page
  // reloading both its socket and its stream) are announced in one query, with their counts as
  // they are once the turn is over.
  const toAnnounce = new Map<string, { sessionId: string; userId: string }>();
  let announcing: NodeJS.Immediate | null = null;
  function announceSoon(sessionId: string, userId: string) {
    toAnnounce.set(`${sessionId} ${userId}`, { sessionId, userId });
    announcing ??= setImmediate(() => {
      announcing = null;
      const players = [...toAnnounce.values()];
      toAnnounce.clear();
      void announce(players);
    });
  }

  const stopListening = await Promise.all([
    context.database.listen("cleverplay_session", (payload) => {
      try {
        onChange(readSessionNotice(payload));
      } catch (error) {
        console.error("realtime: bad session notice", error);
      }
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
        known.delete(sessionId);
        races.delete(sessionId);
        shownOnline.delete(sessionId);
      }
      announceSoon(sessionId, userId);
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
    // The count as known now; if this connection changes it, everyone is told when it is heard.
    client.send(presenceMessage(shownOnline.get(sessionId) ?? onlineCount(sessionId)));
    announceSoon(sessionId, userId);
    // A newcomer gets the state held here; without one (or with a read under way) the read
    // will reach them too.
    const current = known.get(sessionId);
    if (current && !reads.has(sessionId)) deliver(client, viewOf(current, userId));
    else refresh(sessionId);
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
      known: known.get(client.sessionId),
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
    // Only who it is: the header's data and the day's streak are the pages' business.
    const userId = await sessionUserId(fetchRequest, context as unknown as AppLoadContext);
    if (!userId) return closeWith(CLOSE.signInRequired, "Sign in to join this session");
    const user = { id: userId };
    // A player of the state held here needs no read; anyone else is checked against the database.
    const held = known.get(sessionId)?.session;
    const isPlayer =
      held && (held.player1Id === userId || held.player2Id === userId) ? true : Boolean(await sessionView(db, sessionId, userId));
    if (!isPlayer) return closeWith(CLOSE.notAPlayer, "Only the two players of this session can connect");

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
    // A protocol error (an unmasked or oversized frame, garbage bytes) is this socket's problem
    // only: ws closes it with 1002/1009 after emitting 'error', which must have a listener or
    // the process dies.
    ws.on("error", () => ws.terminate());
    alive.add(ws);
    socketSlices.set(ws, socketsConnected++ % KEEPALIVE_SLICES);
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
  let slice = 0;
  const keepalive = setInterval(() => {
    slice = (slice + 1) % KEEPALIVE_SLICES;
    for (const ws of wss.clients) {
      if (socketSlices.get(ws) !== slice) continue;
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
    // Counts no longer re-announced (players gone, an instance stopped) are forgotten once stale:
    // by then no older notice of theirs can still arrive.
    const now = Date.now();
    for (const [sessionId, users] of presence) {
      if (sessionSlice(sessionId) !== slice) continue;
      for (const [userId, instances] of users) {
        for (const [from, p] of instances) if (now - p.seen >= PRESENCE_STALE_MS) instances.delete(from);
        if (instances.size === 0) users.delete(userId);
      }
      if (users.size === 0) presence.delete(sessionId);
    }
    const players: Array<{ sessionId: string; userId: string }> = [];
    for (const [sessionId, set] of clients) {
      if (sessionSlice(sessionId) !== slice) continue;
      // A player whose instance stopped without saying so drops out of the count here.
      broadcastPresence(sessionId);
      for (const userId of new Set([...set].map((c) => c.userId))) players.push({ sessionId, userId });
    }
    void announce(players);
  }, KEEPALIVE_MS / KEEPALIVE_SLICES);
  keepalive.unref();

  // Ticks: each instance counts down for its own clients from the deadline of the state it holds.
  const ticker = setInterval(() => {
    const now = new Date();
    for (const [sessionId, race] of races) {
      const timeLeft = secondsLeft(new Date(race.endsAt), now);
      if (timeLeft !== race.shown) {
        race.shown = timeLeft;
        for (const client of clients.get(sessionId) ?? []) client.send({ type: "tick", timeLeft });
      }
      // Once a second at most: the finish is a conditional update, and the state it makes ends this.
      if (timeLeft <= 0 && now.getTime() - race.finishTried >= 1000) {
        race.finishTried = now.getTime();
        finishDueRace(db, sessionId, timeZone).catch((error) => console.error("realtime: finishing a race failed", error));
      }
    }
  }, TICK_CHECK_MS);
  ticker.unref();

  let streams = 0;
  return {
    // The hub's own subscribe serves the event streams (sockets subscribe inside accept()).
    subscribe(sessionId, userId, send, close) {
      streams++;
      const unsubscribe = subscribe(sessionId, userId, send, close);
      let open = true;
      return () => {
        if (open) streams--;
        open = false;
        unsubscribe();
      };
    },
    counts: () => ({ sockets: wss.clients.size, streams, races: races.size }),
    handleUpgrade(request, socket, head) {
      // A client that resets or sends garbage while the handshake is under way errs on the raw
      // socket: close it, never the process.
      socket.on("error", () => socket.destroy());
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
        if (announcing) clearImmediate(announcing);
        void Promise.all(stopListening.map((stop) => stop().catch(() => {})));
        for (const ws of wss.clients) ws.close(CLOSE.shuttingDown, "Server shutting down");
        // Event streams end too (their sockets are closing already, so this leaves those alone):
        // EventSource reconnects by itself, and a stop waits for no stream.
        for (const set of [...clients.values()]) for (const client of [...set]) client.close();
        // A client that does not answer the closing handshake is cut after a second.
        setTimeout(() => {
          for (const ws of wss.clients) ws.terminate();
        }, 1000).unref();
        wss.close(() => resolve());
      }),
  };
}
