/**
 * The hub's two doors: WebSocket /ws on the site's port, and the server-sent events fallback
 * (app/routes/sessions.$sessionId.events.ts, through the load context), for networks that cut
 * websockets. Protocol pings on the keep-alive beat keep idle proxies from dropping sockets.
 */
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { AppLoadContext } from "@remix-run/node";
import { WebSocketServer, type WebSocket } from "ws";
import type { CleverPlayContext, RealtimeHub } from "../../app/load-context";
import { signedInUserId } from "../../app/models/auth.server";
import { fixedT } from "../../app/i18n/messages.server";
import { languageOf } from "../../app/models/language.server";
import { inPlayersWords } from "../../app/models/multiplayer/race-words.server";
import { answerInRace, chestInRace, type KnownRacer } from "../../app/models/class-races/answers.server";
import { raceFollower, type RaceFollower } from "../../app/models/class-races/players.server";
import type { TFunction } from "i18next";
import type { ClassRaceAnswerReply } from "../../app/games/run-view";
import type { RoomMessage } from "../../app/utils/class-race";
import { parseRaceMessage } from "../../app/utils/class-race-answer.server";
import type { ChestOpenedOnSocket, ChestReply } from "../../app/utils/gold-quest";
import { readVisitorId } from "../../app/utils/visitor.server";
import { seatOf, type LoadedSession } from "../../app/models/multiplayer/sessions.server";
import { sessionView } from "../../app/models/multiplayer/view.server";
import type { ClientMessage, ServerMessage } from "../../app/utils/session-messages";
import { parseClientMessage } from "../../app/utils/session-messages.server";
import { UNUSABLE_TEXT } from "../../app/utils/storable-text.server";
import { CLOSE } from "../../app/utils/socket-close";
import { RACE_SOCKET, SESSION_SOCKET } from "../../app/models/realtime-words.server";
import { UUID } from "../../app/utils/uuid";
import type { Client } from "./clients";
import { NO_PROXY } from "../../app/trust-proxy.server";
import { isCrossOrigin } from "../same-origin";
import type { RoomScreen } from "./class-rooms";
import { KEEPALIVE_SLICES } from "./keepalive";

type Subscribe = RealtimeHub["subscribe"];

interface SocketDeps {
  context: Omit<CleverPlayContext, "realtime">;
  subscribe: Subscribe;
  /** A class race's screen follows its room (class-rooms.ts). */
  followRace(raceId: string, screen: RoomScreen): () => void;
  /** Acts on a player's message; its answer goes to `client.send`. */
  handleMessage(client: Pick<Client, "sessionId" | "userId" | "send">, message: ClientMessage): Promise<void>;
  /** The state held here for a session, if any. */
  held(sessionId: string): LoadedSession | undefined;
}

export class Sockets {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  private readonly alive = new WeakSet<WebSocket>();
  // socket → its keep-alive slice, dealt in turn as sockets connect.
  private readonly socketSlices = new WeakMap<WebSocket, number>();
  private socketsConnected = 0;
  private streams = 0;

  constructor(private readonly deps: SocketDeps) {
    this.wss.on("connection", (ws: WebSocket, request: IncomingMessage) => this.connected(ws, request));
  }

  /** Handles `upgrade` events: /ws only, other paths and other origins are refused. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    // A client that resets or sends garbage while the handshake is under way errs on the raw
    // socket: close it, never the process.
    socket.on("error", () => socket.destroy());
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    if (pathname !== "/ws" || isCrossOrigin(request, this.deps.context.trustProxy ?? NO_PROXY)) {
      socket.write("HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n");
      socket.destroy();
      return;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => this.wss.emit("connection", ws, request));
  }

  /** The event streams' door: the hub's subscribe, counted. */
  subscribeStream(...args: Parameters<Subscribe>): ReturnType<Subscribe> {
    this.streams++;
    const unsubscribe = this.deps.subscribe(...args);
    let open = true;
    return () => {
      if (open) this.streams--;
      open = false;
      unsubscribe();
    };
  }

  /** The event streams' door to a class race's room, counted. */
  followStream(raceId: string, screen: RoomScreen): () => void {
    this.streams++;
    const unfollow = this.deps.followRace(raceId, screen);
    let open = true;
    return () => {
      if (open) this.streams--;
      open = false;
      unfollow();
    };
  }

  /** Protocol pings for one keep-alive slice, because school proxies drop silent sockets. */
  ping(slice: number) {
    for (const ws of this.wss.clients) {
      if (this.socketSlices.get(ws) !== slice) continue;
      if (!this.alive.has(ws)) {
        ws.terminate();
        continue;
      }
      this.alive.delete(ws);
      ws.ping();
    }
  }

  counts() {
    return { sockets: this.wss.clients.size, streams: this.streams };
  }

  /** Closes every socket (cut after a second if it does not answer); resolves once the server is closed. */
  close(closeStreams: () => void): Promise<void> {
    return new Promise<void>((resolve) => {
      for (const ws of this.wss.clients) ws.close(CLOSE.shuttingDown, "Server shutting down");
      closeStreams();
      // A client that does not answer the closing handshake is cut after a second.
      setTimeout(() => {
        for (const ws of this.wss.clients) ws.terminate();
      }, 1000).unref();
      this.wss.close(() => resolve());
    });
  }

  private connected(ws: WebSocket, request: IncomingMessage) {
    // A protocol error (an unmasked or oversized frame, garbage bytes) is this socket's problem
    // only: ws closes it with 1002/1009 after emitting 'error', which must have a listener or
    // the process dies.
    ws.on("error", () => ws.terminate());
    this.alive.add(ws);
    this.socketSlices.set(ws, this.socketsConnected++ % KEEPALIVE_SLICES);
    ws.on("pong", () => this.alive.add(ws));
    // Messages that arrive before the session check finishes wait for it.
    ws.pause();
    this.accept(ws, request)
      .catch((error) => {
        console.error("realtime: connection failed", error);
        ws.close(1011, "Server error");
      })
      .finally(() => ws.resume());
  }

  /**
   * Lets in the signed-in players of the session the socket asks for, and no one else. Why a
   * socket is refused, and what its player is told on it, is in their language (race.json).
   */
  private async accept(ws: WebSocket, request: IncomingMessage) {
    const { context, held, subscribe } = this.deps;
    const url = new URL(request.url ?? "/", "http://localhost");
    const fetchRequest = new Request(`http://localhost${url.pathname}`, {
      headers: { cookie: request.headers.cookie ?? "", "accept-language": request.headers["accept-language"] ?? "" },
    });
    if (url.searchParams.has("race")) return this.acceptRaceScreen(ws, url.searchParams.get("race") ?? "", fetchRequest);
    const loadContext = context as unknown as AppLoadContext;
    const t = fixedT(await languageOf(fetchRequest, loadContext), "race");
    const closeWith = (code: number, key: (typeof SESSION_SOCKET)[keyof typeof SESSION_SOCKET]) => ws.close(code, t(key));
    const sessionId = url.searchParams.get("session") ?? "";
    if (!UUID.test(sessionId)) return closeWith(CLOSE.badRequest, SESSION_SOCKET.idRequired);
    // Only who it is: the header's data and the day's streak are the pages' business.
    const userId = await signedInUserId(fetchRequest, loadContext);
    if (!userId) return closeWith(CLOSE.signInRequired, SESSION_SOCKET.signIn);
    // A player of the state held here needs no read; anyone else is checked against the database.
    const known = held(sessionId);
    const isPlayer = known && seatOf(known, userId) ? true : Boolean(await sessionView(context.db, sessionId, userId));
    if (!isPlayer) return closeWith(CLOSE.notAPlayer, SESSION_SOCKET.notPlayer);

    // A refusal or the session's end in this player's language (race.json's "said").
    const send = (message: ServerMessage) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(inPlayersWords(message, t)));
    };
    // `watch`: the header's badge away from the game pages, told only when the session ends.
    const watching = url.searchParams.get("watch") === "1";
    const close = () => closeWith(CLOSE.sessionOver, SESSION_SOCKET.over);
    const unsubscribe = subscribe(sessionId, userId, send, close, { watching });
    ws.on("close", unsubscribe);
    if (!watching) ws.on("message", (data) => this.received({ sessionId, userId, send }, data.toString(), t));
  }

  /**
   * A class race's screen: its host's or a player's (signed in, or a visitor's browser). The host
   * only listens; a player may also answer their run's questions on it.
   */
  private async acceptRaceScreen(ws: WebSocket, raceId: string, request: Request) {
    const { context, followRace } = this.deps;
    const loadContext = context as unknown as AppLoadContext;
    // A player's chests, refusals and the socket's end in their words (the page's language: issue 50).
    const t = fixedT(await languageOf(request, loadContext), "classrace");
    if (!UUID.test(raceId)) return ws.close(CLOSE.badRequest, t(RACE_SOCKET.raceIdRequired));
    const [userId, visitorId] = await Promise.all([signedInUserId(request, loadContext), readVisitorId(request, loadContext)]);
    const follower = await raceFollower(context.db, raceId, { userId, visitorId });
    if (!follower) return ws.close(CLOSE.notAPlayer, t(RACE_SOCKET.notFollower));
    const send = (data: string) => {
      if (ws.readyState === ws.OPEN) ws.send(data);
    };
    const unfollow = followRace(raceId, { send, close: () => ws.close(CLOSE.sessionOver, t(RACE_SOCKET.raceOver)) });
    ws.on("close", unfollow);
    const answer = this.raceAnswers(raceId, follower, send, t);
    ws.on("message", (data) => {
      const text = data.toString();
      if (text === '{"type":"ping"}') send(JSON.stringify({ type: "pong" } satisfies RoomMessage));
      else answer(text);
    });
  }

  /**
   * A player's answers on their race's socket, one at a time (a page waits for each reply before
   * the next question; a second answer meanwhile is refused, not queued), and in Gold Quest their
   * chests, one at a time too. Anything else, and anything from the host, is ignored.
   */
  private raceAnswers(raceId: string, follower: RaceFollower, send: (data: string) => void, t: TFunction) {
    const { context } = this.deps;
    let answering = false;
    // The player's run as stored after their last counted answer (answerPlay reads it only when it
    // moved), their place and the chest waiting (answerInRace, chestInRace).
    const known: KnownRacer = { remember: (run) => (known.run = run) };
    let opening = false;
    return (text: string) => {
      const message = follower.racer ? parseRaceMessage(text) : null;
      if (!message) return;
      if (message.type === "chest") {
        const opened = (reply: ChestReply) => send(JSON.stringify({ type: "chest-opened", reply } satisfies ChestOpenedOnSocket));
        if (opening) return opened({ error: t(RACE_SOCKET.oneChest) });
        opening = true;
        return void chestInRace(context.db, { follower, raceId, chest: message.chest, known, t })
          .then(opened, (error) => {
            console.error("realtime: a chest failed to open", error);
            opened({ error: t(RACE_SOCKET.technical) });
          })
          .finally(() => (opening = false));
      }
      const answer = message;
      const reply = (reply: ClassRaceAnswerReply["reply"]) =>
        send(JSON.stringify({ type: "answered", runId: answer.runId, index: answer.index, reply } satisfies ClassRaceAnswerReply));
      if (answer.refusal) return reply({ error: t(RACE_SOCKET.unusable), answeredIndex: answer.index });
      if (answering) return reply({ error: t(RACE_SOCKET.oneAnswer), answeredIndex: answer.index });
      answering = true;
      answerInRace(context.db, { follower, answer, timeZone: context.env.APP_TIME_ZONE, known, t })
        .then(reply, (error) => {
          console.error("realtime: a class race answer failed", error);
          reply({ error: t(RACE_SOCKET.technical), answeredIndex: answer.index });
        })
        .finally(() => (answering = false));
    };
  }

  /** A player's message on their socket: checked, then acted on; any failure is told to them, in their words. */
  private received(client: Pick<Client, "sessionId" | "userId" | "send">, data: string, t: TFunction) {
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      json = null;
    }
    const parsed = parseClientMessage(json);
    if (!parsed.ok)
      return client.send({
        type: "error",
        message: t(parsed.refusal === UNUSABLE_TEXT ? SESSION_SOCKET.unusable : SESSION_SOCKET.unrecognised),
      });
    this.deps.handleMessage(client, parsed.message).catch((error) => {
      console.error("realtime: action failed", error);
      client.send({ type: "error", message: t(SESSION_SOCKET.technical) });
    });
  }
}
