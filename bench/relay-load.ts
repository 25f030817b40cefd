/**
 * WebSocket load of friend sessions: every group's sockets (a pair, or a party of up to 8) answer
 * at a steady pace and we time how long an answer takes to reach each OTHER player. The same client code drives the
 * session hub and the bare broadcast server (a RelayProtocol says how each one speaks), so the
 * two figures differ by the server only.
 *
 * Each player sends one answer per `answerIntervalMs` slot, but only once the server has applied
 * its previous one (as a browser does: the next question comes with that state). A slot that
 * finds the previous answer still out is counted as missed: a server that falls behind delivers
 * fewer messages per second, which is what the throughput comparison is about.
 */
import { once } from "node:events";
import WebSocket from "ws";

/** A player's seat in its group: 1 the host's. */
export type Seat = number;

/** What one received message tells a player; every field is optional. */
export interface Update {
  /** The server is ready for this player's answers (the hub: the race is on). */
  playing?: boolean;
  /** How many of this player's answers the server has applied. */
  own?: number;
  /** How many of each other player's answers (by seat) the server has applied, as this socket learns it. */
  others?: Record<Seat, number>;
  /** The question the next answer is for. */
  question?: string;
  /** Epoch ms after which the server takes no more answers. */
  deadline?: number;
  /**
   * A message to send back, once, when every socket is connected (the hub: getting ready,
   * starting the race); until then only the latest one is kept.
   */
  reply?: string;
  /** An error the server reported. */
  error?: string;
}

export interface RelayProtocol {
  /**
   * What a received message means for the player in `seat`, or undefined when it relays nothing
   * (presence, ticks...).
   */
  read(data: string, seat: Seat): Update | undefined;
  /** The answer to `question`, as the player types it. */
  solve(question: string): string;
}

export interface SocketTarget {
  url: string;
  headers?: Record<string, string>;
}

export interface RelayLoadOptions {
  /** Per group (a session): its players' sockets in seat order, the host's (seat 1) first. */
  groups: SocketTarget[][];
  protocol: RelayProtocol;
  answerIntervalMs: number;
  warmupS: number;
  durationS: number;
  log(message: string): void;
}

export interface RelayResult {
  sockets: number;
  /** From the first connection attempt until every socket is open and has its first state. */
  connectS: number;
  /** The measured window; shorter than asked when the server's deadline came first. */
  durationS: number;
  /** Answers sent in the window. */
  answers: number;
  /**
   * Answers delivered per second in the window: each answer counts once when it comes back to
   * its sender and once when it reaches each other player. For the bare server that is its messages;
   * a hub state that carries two answers counts twice, one that carries none not at all.
   */
  messagesPerSecond: number;
  /** From an answer's send to its relay reaching another player, for answers sent in the window. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  samples: number;
  /** Answers sent in the window that had not reached every other player DRAIN_TIMEOUT_MS after it. */
  undelivered: number;
  /** Answer slots skipped because the previous answer had not come back yet. */
  missedSlots: number;
  /** Error messages from the server during the window (and the client's own), by text. */
  errors: Record<string, number>;
  /** Sockets closed by the server before the end. */
  closedEarly: number;
}

export const CONNECT_CONCURRENCY = 100;
export const CONNECT_TIMEOUT_MS = 120_000;
/** How long answers still out at the end of the window may take to arrive. */
export const DRAIN_TIMEOUT_MS = 5_000;
const CLOSE_TIMEOUT_MS = 5_000;
/** Margin kept before the server's deadline, so the last answers still count. */
const DEADLINE_MARGIN_MS = 2_000;

/** The measured window, in performance.now() time; samples outside it are not kept. */
interface Window {
  start: number;
  end: number;
}

class Tally {
  window: Window = { start: Infinity, end: Infinity };
  delivered = 0;
  missedSlots = 0;
  latencies: number[] = [];
  errors = new Map<string, number>();

  inWindow(time: number): boolean {
    return time >= this.window.start && time < this.window.end;
  }

  error(message: string) {
    this.errors.set(message, (this.errors.get(message) ?? 0) + 1);
  }
}

class Player {
  readonly socket: WebSocket;
  /** The other players of its group. */
  others: Player[] = [];
  playing = false;
  question?: string;
  deadline?: number;
  /** Answers sent, and applied by the server. */
  sent = 0;
  own = 0;
  /** Of each other player's answers (by seat): how many this socket has seen applied. */
  readonly seen = new Map<Seat, number>();
  /** sentAt[n - 1]: when answer n left (performance.now()). */
  readonly sentAt: number[] = [];
  closed?: string;
  readonly closedPromise: Promise<unknown>;
  /** The server has sent something; replies wait until `go()`. */
  greeted = false;
  private going = false;
  private pendingReply?: string;
  private readonly replies = new Set<string>();

  constructor(
    target: SocketTarget,
    readonly seat: Seat,
    private readonly protocol: RelayProtocol,
    private readonly tally: Tally,
  ) {
    this.socket = new WebSocket(target.url, { headers: target.headers, handshakeTimeout: CONNECT_TIMEOUT_MS });
    this.closedPromise = once(this.socket, "close").catch(() => undefined);
    this.socket.on("message", (data) => {
      try {
        this.receive(data.toString());
      } catch (error) {
        this.tally.error(`bench client: ${(error as Error).message}`);
      }
    });
    this.socket.on("close", (code, reason) => (this.closed ??= `closed ${code} ${reason.toString() || "(no reason)"}`));
    this.socket.on("unexpected-response", (_request, response) => (this.closed = `refused with HTTP ${response.statusCode}`));
    this.socket.on("error", (error) => (this.closed ??= error.message));
  }

  private receive(data: string) {
    const now = performance.now();
    const update = this.protocol.read(data, this.seat);
    if (!update) return;
    if (update.error) {
      if (this.tally.inWindow(now)) this.tally.error(update.error);
      return;
    }
    if (this.tally.inWindow(now)) {
      this.tally.delivered += Math.max(0, (update.own ?? 0) - this.own);
      for (const [seat, applied] of Object.entries(update.others ?? {}))
        this.tally.delivered += Math.max(0, applied - this.seenOf(Number(seat)));
    }
    if (update.playing !== undefined) this.playing = update.playing;
    // A state older than one already seen (servers may push out of order) must not bring back
    // an answered question.
    const current = update.own === undefined || update.own >= this.own;
    if (update.question !== undefined && current) this.question = update.question;
    if (update.deadline !== undefined) this.deadline = update.deadline;
    if (update.own !== undefined) this.own = Math.max(this.own, update.own);
    for (const [key, applied] of Object.entries(update.others ?? {})) {
      const seat = Number(key);
      const other = this.others.find((player) => player.seat === seat);
      if (!other) continue;
      for (let n = this.seenOf(seat) + 1; n <= applied; n++) {
        const sentAt = other.sentAt[n - 1];
        if (sentAt !== undefined && this.tally.inWindow(sentAt)) this.tally.latencies.push(now - sentAt);
      }
      this.seen.set(seat, Math.max(this.seenOf(seat), applied));
    }
    this.greeted = true;
    this.pendingReply = update.reply;
    if (this.going) this.replyOnce();
  }

  /** How many of the answers of the player in `seat` this socket has seen applied. */
  seenOf(seat: Seat): number {
    return this.seen.get(seat) ?? 0;
  }

  /** Replies from now on, starting with the one the latest message asked for. */
  go() {
    this.going = true;
    this.replyOnce();
  }

  private replyOnce() {
    const reply = this.pendingReply;
    if (!reply || this.replies.has(reply)) return;
    this.replies.add(reply);
    this.send(reply);
  }

  private send(text: string) {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(text);
  }

  /** One answer slot: answer the current question, or count the slot missed. */
  answerSlot() {
    const now = performance.now();
    if (this.own < this.sent || this.question === undefined) {
      if (this.tally.inWindow(now)) this.tally.missedSlots += 1;
      return;
    }
    let answer: string;
    try {
      answer = this.protocol.solve(this.question);
    } catch (error) {
      this.tally.error(`bench client: ${(error as Error).message}`);
      return;
    }
    this.send(JSON.stringify({ type: "answer", index: this.sent, answer }));
    this.sent += 1;
    this.sentAt.push(now);
  }

  /** Everything sent has been applied, and every other player has seen it. */
  get settled(): boolean {
    return this.own >= this.sent && this.others.every((other) => other.seenOf(this.seat) >= this.sent);
  }

  /** Of this player's answers, how many every other player has seen. */
  get seenByAll(): number {
    return Math.min(...this.others.map((other) => other.seenOf(this.seat)));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds or `timeoutMs` passes; says which. */
export async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > deadline) return false;
    await sleep(20);
  }
  return true;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const round = (ms: number) => Math.round(ms * 100) / 100;

/** Opens every pair's sockets, waits until the server takes answers, then measures. Always closes. */
export async function measureRelay(options: RelayLoadOptions): Promise<RelayResult> {
  const { groups, protocol, answerIntervalMs, warmupS, log } = options;
  const tally = new Tally();
  const players: Player[] = [];
  try {
    // Connected a hundred at a time: a thousand simultaneous handshakes would measure the accept
    // queue, not the relay.
    const t = performance.now();
    const perBatch = Math.max(1, Math.floor(CONNECT_CONCURRENCY / Math.max(...groups.map((group) => group.length))));
    for (let i = 0; i < groups.length; i += perBatch) {
      const batch = groups.slice(i, i + perBatch).flatMap((targets) => {
        const group = targets.map((target, index) => new Player(target, index + 1, protocol, tally));
        for (const player of group) player.others = group.filter((other) => other !== player);
        return group;
      });
      players.push(...batch);
      const opened = await Promise.all(batch.map((player) => openOrClose(player)));
      const refused = batch.filter((_, index) => !opened[index]);
      if (refused.length) throw new Error(`${refused.length} socket(s) could not connect; the first: ${refused[0].closed}`);
    }
    // Everyone connected first, then the races start (a race's clock runs from its start).
    await waitUntilAll(players, (player) => player.greeted, "greeted by the server");
    const connectS = round((performance.now() - t) / 1000);
    log(`${players.length} sockets connected and greeted in ${connectS.toFixed(1)} s`);
    for (const player of players) player.go();
    await waitUntilAll(players, (player) => player.playing, "ready to answer");
    log(`${players.length} sockets ready in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    // The window must end before the server's own deadline (the hub's race lasts a minute).
    const start = performance.now();
    let durationS = options.durationS;
    const deadlines = players.flatMap((player) => (player.deadline === undefined ? [] : [player.deadline]));
    if (deadlines.length) {
      const availableS = (Math.min(...deadlines) - Date.now() - DEADLINE_MARGIN_MS) / 1000 - warmupS;
      if (availableS < 1) throw new Error(`the server's deadline leaves no time to measure after ${warmupS} s of warm-up`);
      durationS = Math.min(durationS, Math.floor(availableS));
    }
    tally.window = { start: start + warmupS * 1000, end: start + (warmupS + durationS) * 1000 };

    // Every player on its own fixed cadence, spread evenly over the interval so the load is
    // steady, and the same from one server to the other.
    const timers: NodeJS.Timeout[] = [];
    players.forEach((player, index) => {
      const phase = (index / players.length) * answerIntervalMs;
      let slot = 0;
      const schedule = () => {
        const delay = Math.max(0, start + phase + slot * answerIntervalMs - performance.now());
        timers[index] = setTimeout(() => {
          if (performance.now() >= tally.window.end) return;
          player.answerSlot();
          slot += 1;
          schedule();
        }, delay);
      };
      schedule();
    });
    await sleep(tally.window.end - performance.now());
    for (const timer of timers) clearTimeout(timer);
    await waitFor(() => players.every((player) => player.settled || player.closed), DRAIN_TIMEOUT_MS);

    const latencies = tally.latencies.sort((a, b) => a - b);
    const inWindow = (player: Player) => player.sentAt.filter((sentAt) => tally.inWindow(sentAt)).length;
    const undelivered = players.reduce(
      (sum, player) => sum + player.sentAt.filter((sentAt, index) => tally.inWindow(sentAt) && index >= player.seenByAll).length,
      0,
    );
    return {
      sockets: players.length,
      connectS,
      durationS,
      answers: players.reduce((sum, player) => sum + inWindow(player), 0),
      messagesPerSecond: tally.delivered / durationS,
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
      maxMs: round(latencies.at(-1) ?? 0),
      samples: latencies.length,
      undelivered,
      missedSlots: tally.missedSlots,
      errors: Object.fromEntries(tally.errors),
      closedEarly: players.filter((player) => player.closed).length,
    };
  } finally {
    await closeAll(players);
  }
}

/** Waits until `check` holds for every player; throws if one closes or time runs out. */
async function waitUntilAll(players: Player[], check: (player: Player) => boolean, what: string): Promise<void> {
  const done = await waitFor(() => players.every((player) => check(player) || player.closed), CONNECT_TIMEOUT_MS);
  const closed = players.find((player) => player.closed);
  if (closed) throw new Error(`a socket was closed before the load: ${closed.closed}`);
  if (!done) {
    const waiting = players.filter((player) => !check(player)).length;
    throw new Error(`${waiting} of ${players.length} sockets were not ${what} after ${CONNECT_TIMEOUT_MS / 1000} s`);
  }
}

/** A client socket, and a promise settled when it closes (the bench's players and screens). */
export interface OpenedSocket {
  socket: WebSocket;
  closedPromise: Promise<unknown>;
}

/** Resolves true once open, false if the socket closed or failed first. */
export async function openOrClose(player: OpenedSocket): Promise<boolean> {
  if (player.socket.readyState === WebSocket.OPEN) return true;
  return Promise.race([
    once(player.socket, "open").then(
      () => true,
      () => false,
    ),
    player.closedPromise.then(() => false),
  ]);
}

/** A normal close for every socket; the ones still open after a few seconds are cut. */
export async function closeAll(players: OpenedSocket[]): Promise<void> {
  for (const player of players) {
    if (player.socket.readyState === WebSocket.CONNECTING) player.socket.terminate();
    else player.socket.close(1000, "benchmark done");
  }
  const allClosed = Promise.all(players.map((player) => player.closedPromise));
  await Promise.race([allClosed, sleep(CLOSE_TIMEOUT_MS)]);
  for (const player of players) if (player.socket.readyState !== WebSocket.CLOSED) player.socket.terminate();
}
