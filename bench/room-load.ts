/**
 * Load of class-race rooms: every race's projector and players follow its room over a socket, and
 * every player answers at a steady pace. We time how long an answer takes to show in the room
 * received by the OTHER players' screens and by the projector's. The same client drives the hub
 * and the bare room server, both answered over the player's own socket, so the two figures
 * differ by the server only. The pace, the missed slots and the connection batches
 * are relay-load.ts's.
 *
 * When an answer starts: the caller says, after the run (`summariseRooms`): the hub's answers
 * start when the database stamped them (class_race_answers.answered_at, the answer's own
 * statement), the bare server's when they were sent.
 */
import { once } from "node:events";
import WebSocket from "ws";
import type { ScoreLine } from "../app/utils/class-race";
import type { CpuUse } from "./process-cpu";
import {
  CONNECT_CONCURRENCY,
  CONNECT_TIMEOUT_MS,
  DRAIN_TIMEOUT_MS,
  closeAll,
  openOrClose,
  percentile,
  round,
  sleep,
  waitFor,
  type SocketTarget,
} from "./relay-load";

export interface AnswerReply {
  /** The question to answer next, and its index (the next one by default). */
  question?: string;
  index?: number;
  error?: string;
  /** The race held it by its rules (Teams' team talk): neither an answer nor an error. */
  held?: boolean;
}

export interface RoomPlayerTarget {
  /** How the room names this player (class_race_players.id). */
  id: string;
  screen: SocketTarget;
  /** The first question. */
  question: string;
  /** Sends answer `index` over the player's own `socket`; resolves with the reply. */
  answer(index: number, answer: string, socket: WebSocket): Promise<AnswerReply>;
}

export interface RaceTarget {
  projector: SocketTarget;
  players: RoomPlayerTarget[];
  /**
   * Whether the race holds answers at `at` (epoch ms) by its rules (Teams' team talk): a player
   * waits it out as its page does, and a slot then is neither sent nor missed, but held.
   */
  holds?(at: number): boolean;
}

export interface RoomLoadOptions {
  races: RaceTarget[];
  solve(question: string): string;
  answerIntervalMs: number;
  warmupS: number;
  durationS: number;
  /** Epoch ms: answers before it are refused (the races' countdown). */
  playsFrom?: number;
  /** Epoch ms: the first race's end; the window closes before it. */
  endsAt?: number;
  log(message: string): void;
  /** Called when the measured window opens, and its result when it closes: what the window cost (process-cpu.ts). */
  meter?: () => { stop(): CpuUse };
}

/** One answer sent in the measured window. Times are epoch ms, fractional. */
interface SentAnswer {
  sentAt: number;
  repliedAt?: number;
  /** Refused or failed: it reaches no room (it is in the errors). */
  failed?: boolean;
  /** The screens (other players' and the projector's) it should reach, and the arrivals so far. */
  expected: number;
  playerArrivals: number[];
  projectorArrivals: number[];
}

/** What a run leaves to summarise, once the caller knows when each answer started. */
export interface RoomLoadRun {
  sockets: number;
  connectS: number;
  durationS: number;
  /** By `${playerId}:${index}`. */
  answers: Map<string, SentAnswer>;
  roomMessages: number;
  /** Their size (JSON characters), all screens together. */
  roomBytes: number;
  /** From a room's read (its serverNow) to its arrival at a screen: the relay itself, ms. */
  fanout: number[];
  missedSlots: number;
  /** Slots the race's rules held (RaceTarget.holds, or a reply held on arrival). */
  heldSlots: number;
  errors: Map<string, number>;
  closedEarly: number;
  /** The measured window's CPU time, with `meter`. */
  cpu?: CpuUse;
}

export interface RoomLoadResult {
  sockets: number;
  connectS: number;
  durationS: number;
  /** Answers sent in the window, and per second. */
  answers: number;
  answersPerSecond: number;
  /** Room messages received per second, all screens together. */
  messagesPerSecond: number;
  /** What one screen receives, kB per second: a class shares one school line. */
  screenKBPerSecond: number;
  /** From an answer's start to the first room that shows it, at each other player's screen. */
  players: Latency;
  /** The same at the projector's screen. */
  projector: Latency;
  /** From sending to the first room showing it at another player's: what a child sees. */
  sentToPlayersP99Ms: number;
  /** The answer's round trip: the hub's reply (the engine's verdict), or the bare server's acknowledgement. */
  reply: Latency;
  /** From a room's read to its arrival at each screen: the relay's own cost, coalescing aside. */
  fanout: Latency;
  /** Answers sent in the window that had not reached every screen DRAIN_TIMEOUT_MS after it. */
  undelivered: number;
  missedSlots: number;
  /** Slots the race's rules held (Teams' team talk): not sent, not missed. */
  heldSlots: number;
  errors: Record<string, number>;
  closedEarly: number;
  /** CPU ms an answer of the window cost the server, PostgreSQL and the bench (with a meter). */
  cpuPerAnswer?: CpuUse;
}

export interface Latency {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  samples: number;
}

const now = () => performance.timeOrigin + performance.now();

class Screen {
  readonly socket: WebSocket;
  readonly closedPromise: Promise<unknown>;
  closed?: string;
  greeted = false;
  /** Per player of the room: how many of their answers this screen has seen. */
  private readonly seen = new Map<string, number>();

  constructor(
    target: SocketTarget,
    /** The player whose screen this is; undefined for the projector. */
    private readonly ownId: string | undefined,
    private readonly run: RoomLoadRun,
    private readonly window: { start: number; end: number },
  ) {
    this.socket = new WebSocket(target.url, { headers: target.headers, handshakeTimeout: CONNECT_TIMEOUT_MS });
    this.closedPromise = once(this.socket, "close").catch(() => undefined);
    this.socket.on("message", (data) => {
      try {
        this.receive(data.toString());
      } catch (error) {
        count(run.errors, `bench client: ${(error as Error).message}`);
      }
    });
    this.socket.on("close", (code, reason) => (this.closed ??= `closed ${code} ${reason.toString() || "(no reason)"}`));
    this.socket.on("unexpected-response", (_request, response) => (this.closed = `refused with HTTP ${response.statusCode}`));
    this.socket.on("error", (error) => (this.closed ??= error.message));
  }

  private receive(data: string) {
    const at = now();
    // The whole room (on following it), then the score lines that moved (app/utils/class-race.ts).
    const message = JSON.parse(data) as
      | { type: "room"; room: { serverNow: string; players: Array<{ id: string; answered: number }> } }
      | { type: "scores"; serverNow: string; players: ScoreLine[] }
      | { type?: undefined };
    // Anything else (a pong, the bare server's acknowledgements) is not a room.
    if (message.type !== "room" && message.type !== "scores") return;
    const players = message.type === "room" ? message.room.players : message.players.map(([id, , answered]) => ({ id, answered }));
    const serverNow = message.type === "room" ? message.room.serverNow : message.serverNow;
    this.greeted = true;
    if (at >= this.window.start && at < this.window.end) {
      this.run.roomMessages += 1;
      this.run.roomBytes += data.length;
      this.run.fanout.push(Math.max(0, at - Date.parse(serverNow)));
    }
    for (const { id, answered } of players) {
      const seen = this.seen.get(id) ?? 0;
      if (answered <= seen) continue;
      this.seen.set(id, answered);
      if (id === this.ownId) continue;
      for (let index = seen; index < answered; index++) {
        const answer = this.run.answers.get(`${id}:${index}`);
        if (answer) (this.ownId ? answer.playerArrivals : answer.projectorArrivals).push(at);
      }
    }
  }
}

class Racer {
  private pending = false;
  private index = 0;

  constructor(
    readonly target: RoomPlayerTarget,
    readonly screen: Screen,
    private readonly race: RaceTarget,
    /** The other players' screens and the projector's. */
    private readonly audience: number,
    private question: string | undefined,
    private readonly options: RoomLoadOptions,
    private readonly run: RoomLoadRun,
    private readonly window: { start: number; end: number },
  ) {}

  /** One answer slot: answer the current question, or count the slot missed. */
  slot() {
    const sentAt = now();
    const inWindow = sentAt >= this.window.start && sentAt < this.window.end;
    if (this.race.holds?.(sentAt)) {
      if (inWindow) this.run.heldSlots += 1;
      return;
    }
    if (this.pending || this.question === undefined) {
      if (inWindow) this.run.missedSlots += 1;
      return;
    }
    const index = this.index;
    const answer: SentAnswer = { sentAt, expected: this.audience, playerArrivals: [], projectorArrivals: [] };
    if (inWindow) this.run.answers.set(`${this.target.id}:${index}`, answer);
    this.pending = true;
    this.target
      .answer(index, this.options.solve(this.question), this.screen.socket)
      .then((reply) => {
        answer.repliedAt = now();
        if (reply.held) {
          // Sent just before the race began to hold answers: held, as a slot in the hold is.
          answer.failed = true;
          if (inWindow && this.run.answers.delete(`${this.target.id}:${index}`)) this.run.heldSlots += 1;
        } else if (reply.error !== undefined) {
          answer.failed = true;
          if (inWindow) count(this.run.errors, reply.error);
        }
        // A refusal may say where the run is (an answer that timed out here but counted there).
        if (reply.question !== undefined) {
          this.index = reply.index ?? index + 1;
          this.question = reply.question;
        }
      })
      .catch((error: Error) => {
        answer.failed = true;
        // fetch says "fetch failed" and puts the why (ECONNRESET...) in its cause.
        const cause = (error.cause as { code?: string } | undefined)?.code;
        if (inWindow) count(this.run.errors, `bench client: ${error.message}${cause ? ` (${cause})` : ""}`);
      })
      .finally(() => (this.pending = false));
  }

  get settled(): boolean {
    return !this.pending;
  }
}

function count(counts: Map<string, number>, key: string) {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** Opens every race's screens, waits for each one's room, then has every player answer. Always closes. */
export async function measureRooms(options: RoomLoadOptions): Promise<RoomLoadRun> {
  const { races, answerIntervalMs, warmupS, log } = options;
  const window = { start: Infinity, end: Infinity };
  const run: RoomLoadRun = {
    sockets: 0,
    connectS: 0,
    durationS: options.durationS,
    answers: new Map(),
    roomMessages: 0,
    roomBytes: 0,
    fanout: [],
    missedSlots: 0,
    heldSlots: 0,
    errors: new Map(),
    closedEarly: 0,
  };
  const screens: Screen[] = [];
  /** Per race, its players. */
  const racers: Racer[][] = [];
  try {
    const t = performance.now();
    const raceSize = 1 + Math.max(...races.map((race) => race.players.length));
    const perBatch = Math.max(1, Math.floor(CONNECT_CONCURRENCY / raceSize));
    for (let i = 0; i < races.length; i += perBatch) {
      const batch: Screen[] = [];
      for (const race of races.slice(i, i + perBatch)) {
        batch.push(new Screen(race.projector, undefined, run, window));
        const players = race.players.map((player) => {
          const screen = new Screen(player.screen, player.id, run, window);
          batch.push(screen);
          return new Racer(player, screen, race, race.players.length, player.question, options, run, window);
        });
        racers.push(players);
      }
      screens.push(...batch);
      const opened = await Promise.all(batch.map((screen) => openOrClose(screen)));
      const refused = batch.filter((_, index) => !opened[index]);
      if (refused.length) throw new Error(`${refused.length} socket(s) could not connect; the first: ${refused[0].closed}`);
    }
    const greeted = await waitFor(() => screens.every((screen) => screen.greeted || screen.closed), CONNECT_TIMEOUT_MS);
    const closed = screens.find((screen) => screen.closed);
    if (closed) throw new Error(`a socket was closed before the load: ${closed.closed}`);
    if (!greeted) throw new Error(`some sockets had no room after ${CONNECT_TIMEOUT_MS / 1000} s`);
    run.sockets = screens.length;
    run.connectS = round((performance.now() - t) / 1000);
    log(`${screens.length} sockets connected, each with its room, in ${run.connectS.toFixed(1)} s`);

    // Answers before the countdown's end are refused: the first slots wait for it.
    if (options.playsFrom !== undefined) await sleep(options.playsFrom - Date.now() + 50);
    const start = performance.now();
    if (options.endsAt !== undefined) {
      const availableS = (options.endsAt - Date.now() - DRAIN_TIMEOUT_MS) / 1000 - warmupS;
      if (availableS < 1) throw new Error(`the races' end leaves no time to measure after ${warmupS} s of warm-up`);
      run.durationS = Math.min(run.durationS, Math.floor(availableS));
    }
    Object.assign(window, {
      start: performance.timeOrigin + start + warmupS * 1000,
      end: performance.timeOrigin + start + (warmupS + run.durationS) * 1000,
    });

    // Every player on its own fixed cadence, spread evenly over the interval (as relay-load.ts),
    // the races' players dealt in turn: each race's answers come steadily, not in one burst.
    const dealt = dealInTurn(racers);
    const timers: NodeJS.Timeout[] = [];
    dealt.forEach((racer, index) => {
      const phase = (index / dealt.length) * answerIntervalMs;
      let slot = 0;
      const schedule = () => {
        const delay = Math.max(0, start + phase + slot * answerIntervalMs - performance.now());
        timers[index] = setTimeout(() => {
          if (now() >= window.end) return;
          racer.slot();
          slot += 1;
          schedule();
        }, delay);
      };
      schedule();
    });
    const meter = options.meter ? await sleep(window.start - now()).then(() => options.meter!()) : undefined;
    await sleep(window.end - now());
    if (meter) run.cpu = meter.stop();
    for (const timer of timers) clearTimeout(timer);
    await waitFor(() => dealt.every((racer) => racer.settled) && [...run.answers.values()].every(done), DRAIN_TIMEOUT_MS);
    run.closedEarly = screens.filter((screen) => screen.closed).length;
    return run;
  } finally {
    await closeAll(screens);
  }
}

/** The first of each group, then the second of each, and so on. */
function dealInTurn<T>(groups: T[][]): T[] {
  const dealt: T[] = [];
  for (let i = 0; i < Math.max(0, ...groups.map((group) => group.length)); i++) {
    for (const group of groups) if (i < group.length) dealt.push(group[i]);
  }
  return dealt;
}

/** Shown on every screen it should reach, or refused (then it reaches none). */
const done = (answer: SentAnswer) => answer.failed || answer.playerArrivals.length + answer.projectorArrivals.length >= answer.expected;

function latency(samples: number[]): Latency {
  const sorted = samples.sort((a, b) => a - b);
  return {
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? 0),
    samples: sorted.length,
  };
}

/**
 * The figures of a run. `startOf` says when an answer started (epoch ms), by its key; an answer
 * it does not know starts when it was sent. A refused answer reaches no room: it is in the
 * errors, not late.
 */
export function summariseRooms(run: RoomLoadRun, startOf: (key: string) => number | undefined = () => undefined): RoomLoadResult {
  const players: number[] = [];
  const projector: number[] = [];
  const sentToPlayers: number[] = [];
  const replies: number[] = [];
  let undelivered = 0;
  for (const [key, answer] of run.answers) {
    const start = startOf(key) ?? answer.sentAt;
    // The room may be read a moment before the answer's statement ends: never below zero.
    for (const at of answer.playerArrivals) players.push(Math.max(0, at - start));
    for (const at of answer.projectorArrivals) projector.push(Math.max(0, at - start));
    if (answer.playerArrivals.length) sentToPlayers.push(...answer.playerArrivals.map((at) => at - answer.sentAt));
    if (answer.repliedAt !== undefined) replies.push(answer.repliedAt - answer.sentAt);
    if (!done(answer)) undelivered += 1;
  }
  return {
    sockets: run.sockets,
    connectS: run.connectS,
    durationS: run.durationS,
    answers: run.answers.size,
    answersPerSecond: run.answers.size / run.durationS,
    messagesPerSecond: run.roomMessages / run.durationS,
    screenKBPerSecond: run.roomBytes / run.durationS / Math.max(1, run.sockets) / 1000,
    players: latency(players),
    projector: latency(projector),
    sentToPlayersP99Ms: latency(sentToPlayers).p99Ms,
    reply: latency(replies),
    fanout: latency(run.fanout),
    undelivered,
    missedSlots: run.missedSlots,
    heldSlots: run.heldSlots,
    errors: Object.fromEntries(run.errors),
    closedEarly: run.closedEarly,
    ...(run.cpu && run.answers.size ? { cpuPerAnswer: perAnswer(run.cpu, run.answers.size) } : {}),
  };
}

function perAnswer(cpu: CpuUse, answers: number): CpuUse {
  return {
    serverMs: round(cpu.serverMs / answers),
    postgresMs: round(cpu.postgresMs / answers),
    benchMs: round(cpu.benchMs / answers),
  };
}
