/**
 * The class-race part of `npm run bench` (issue 15): BENCH_CLASS_RACES races of
 * BENCH_CLASS_RACE_PLAYERS signed-in players, each race followed on /ws?race= by its host's
 * projector and every player's page, every player answering on that socket as a page with
 * JavaScript does (app/utils/class-race-answers.ts); beside a bare `ws` server doing the same fan-out
 * (./bare-room-server.ts) in the same run.
 *
 *  - prepareClassRaces: the hosts and players (with real sign-in cookies), the races created,
 *    joined and started through the app's own models, and each player's run and first question.
 *    Run just before the measurement: a race's clock runs from its start.
 *  - measureClassRaces: the bare server first, then the hub, with the same clients and pace
 *    (./room-load.ts); the hub's answers are then timed from the database's stamp of each one.
 */
import type { ChestOnSocket, ChestOpenedOnSocket } from "../app/utils/gold-quest";
import { eq, inArray, sql } from "drizzle-orm";
import type { WebSocket } from "ws";
import { classRaceAnswers, gameRuns, games } from "../drizzle/schema";
import { joinClassRace } from "../app/models/class-races/players.server";
import { createClassRace, startClassRace } from "../app/models/class-races/races.server";
import { toRun } from "../app/models/runs/runs.server";
import { ROOM_INTERVAL_MS } from "../server/realtime/class-rooms";
import type { ClassRaceAnswer, ClassRaceAnswerReply } from "../app/games/run-view";
import type { ClassRaceSettings, LoadSettings } from "./config";
import { insertPlayers, signInCookies, type PrepareContext } from "./prepare-context";
import { answerOfPrompt } from "../tests/support/math-prompt";
import type { ClassRaceMode } from "../app/utils/class-race-modes";
import { teamTalkLeft, teamTalkText } from "../app/utils/class-race-teams";
import { englishT } from "../app/i18n/messages.server";
import { RACE_GAME } from "./realtime";
import { measureRooms, summariseRooms, type AnswerReply, type RaceTarget, type RoomLoadResult } from "./room-load";
import { cpuMeter } from "./process-cpu";
import { startBareRelay } from "./server";

export interface ClassRaceFixture {
  mode: ClassRaceMode;
  races: Array<{
    id: string;
    hostCookie: string;
    /** Its clock (its runs'): Teams' team talks are counted from playsFrom. */
    playsFrom: Date;
    endsAt: Date;
    /** id: class_race_players.id, as the room names the player. */
    players: Array<{ id: string; cookie: string; runId: string; question: string }>;
  }>;
  /** Epoch ms: the last race's first question, and the first race's end. */
  playsFrom: number;
  endsAt: number;
}

export interface ClassRaceResult {
  bare?: RoomLoadResult;
  hub?: RoomLoadResult;
}

/**
 * Races last `seconds`, from the end of the preparation. On PostgreSQL the races are prepared
 * side by side (a join waits on its race's row lock, not on the others); PGlite is one connection.
 */
export async function prepareClassRaces(context: PrepareContext, settings: ClassRaceSettings, seconds: number): Promise<ClassRaceFixture> {
  const { races, players: perRace } = settings;
  return context.withDatabase(async (db) => {
    const [game] = await db.select().from(games).where(eq(games.title, RACE_GAME.title));
    if (!game) throw new Error(`class races: the game "${RACE_GAME.title}" is not in the catalogue`);
    // A host may have only a few races open: one host a race.
    const users = await insertPlayers(db, "racer", races * (1 + perRace));
    const cookieOf = signInCookies(db, context);
    const prepareRace = async (r: number) => {
      const hostId = users[r];
      const created = await createClassRace(db, {
        hostId,
        gameId: game.id,
        level: null,
        seats: perRace,
        visitorsAllowed: false,
        seconds,
        mode: settings.mode,
      });
      if (!created.ok) throw new Error(`class races: race ${r + 1} was refused: ${created.message}`);
      const { race } = created;
      const joined: Array<{ id: string; cookie: string }> = [];
      for (const userId of users.slice(races + r * perRace, races + (r + 1) * perRace)) {
        // A class behind one address per race (joins are limited per address).
        const outcome = await joinClassRace(db, { race, racer: { userId }, address: `10.0.${r >> 8}.${r & 255}` });
        if (!outcome.ok) throw new Error(`class races: a player of race ${r + 1} could not join: ${outcome.message}`);
        joined.push({ id: outcome.player.id, cookie: await cookieOf(userId) });
      }
      return { id: race.id, hostCookie: await cookieOf(hostId), joined };
    };
    const prepared = [];
    const concurrency = context.driver === "postgres" ? races : 1;
    for (let r = 0; r < races; r += concurrency) {
      prepared.push(...(await Promise.all(Array.from({ length: Math.min(concurrency, races - r) }, (_, i) => prepareRace(r + i)))));
    }
    // Started together, last: the clocks run from here.
    for (const race of prepared) {
      const started = await startClassRace(db, race.id);
      if (!started.ok) throw new Error(`class races: a race could not start: ${started.message}`);
    }
    const playerIds = prepared.flatMap((race) => race.joined.map((player) => player.id));
    const rows = await db.select().from(gameRuns).where(inArray(gameRuns.classRacePlayerId, playerIds));
    const runOf = new Map(rows.map((row) => [row.classRacePlayerId, toRun(row)]));
    const runs = [...runOf.values()];
    const fixture: ClassRaceFixture = {
      mode: settings.mode,
      races: prepared.map((race) => ({
        id: race.id,
        hostCookie: race.hostCookie,
        playsFrom: runOf.get(race.joined[0].id)!.playsFrom,
        endsAt: runOf.get(race.joined[0].id)!.deadline,
        players: race.joined.map((player) => {
          const run = runOf.get(player.id)!;
          return { ...player, runId: run.id, question: RACE_GAME.question(run.state).prompt };
        }),
      })),
      playsFrom: Math.max(...runs.map((run) => run.playsFrom.getTime())),
      endsAt: Math.min(...runs.map((run) => run.deadline.getTime())),
    };
    context.log(`class races: ${races} races of ${perRace} players in ${settings.mode} started (${users.length} players and hosts)`);
    return fixture;
  });
}

const ANSWER_TIMEOUT_MS = 60_000;

export interface MeasureClassRacesOptions {
  root: string;
  context: PrepareContext;
  fixture: ClassRaceFixture;
  answerIntervalMs: number;
  load: LoadSettings;
  /** The app server's process, whose CPU time an answer costs is reported. */
  serverPid?: number;
  log(message: string): void;
}

export async function measureClassRaces({
  root,
  context,
  fixture,
  answerIntervalMs,
  load,
  serverPid,
  log,
}: MeasureClassRacesOptions): Promise<ClassRaceResult> {
  const { baseUrl } = context;
  const result: ClassRaceResult = {};
  const pace = { answerIntervalMs, warmupS: load.warmupS, durationS: load.durationS };
  const describe = (rooms: RoomLoadResult) =>
    `${rooms.answersPerSecond.toFixed(0)} answers/s, ${rooms.messagesPerSecond.toFixed(0)} room msg/s; answer → room p50/p99 ` +
    `${rooms.players.p50Ms}/${rooms.players.p99Ms} ms at the players, ${rooms.projector.p50Ms}/${rooms.projector.p99Ms} ms at the projector`;

  const bare = await startBareRelay(root, 30_000, "bench/bare-room-server.ts", [String(ROOM_INTERVAL_MS)]);
  try {
    const races = fixture.races.map((race, r): RaceTarget => ({
      projector: { url: `${bare.url}/?race=${r}` },
      players: race.players.map((player) => ({
        id: player.id,
        screen: { url: `${bare.url}/?race=${r}&player=${player.id}` },
        question: "",
        answer: (index, _answer, socket) => acknowledged(socket, index),
      })),
    }));
    const run = await measureRooms({ ...pace, races, solve: () => "0", log: (message) => log(`bare ws rooms: ${message}`) });
    result.bare = summariseRooms(run);
    log(`bare ws rooms: ${describe(result.bare)}`);
  } finally {
    await bare.stop();
  }

  // What a browser on the site sends: its cookie, and its page's origin.
  const headers = (cookie: string) => ({ Cookie: cookie, Origin: baseUrl });
  const screen = (raceId: string, cookie: string) => ({
    url: `${baseUrl.replace(/^http/, "ws")}/ws?race=${raceId}`,
    headers: headers(cookie),
  });
  // Teams: every player waits out the team talk, as its panel does (the server holds answers then).
  const holds = (race: ClassRaceFixture["races"][number]) =>
    fixture.mode === "teams" ? (at: number) => teamTalkLeft(race, at) > 0 : undefined;
  const races = fixture.races.map((race): RaceTarget => ({
    projector: screen(race.id, race.hostCookie),
    holds: holds(race),
    players: race.players.map((player) => ({
      id: player.id,
      screen: screen(race.id, player.cookie),
      question: player.question,
      answer: async (index, answer, socket) => {
        const reply = await answeredOnSocket(socket, { runId: player.runId, index, answer });
        // Sent a moment before the talk began, and held by the server: the rules, not a failure.
        if (reply.error && reply.error === teamTalkText(Number(/(\d+) s$/.exec(reply.error)?.[1]), englishT("classrace")))
          return { ...reply, held: true };
        // Gold Quest holds the next answer until the chest is opened: the player opens it on the same socket, as its panel does.
        return reply.chest ? { ...reply, ...(await openedOnSocket(socket)) } : reply;
      },
    })),
  }));
  const run = await measureRooms({
    ...pace,
    races,
    solve: answerOfPrompt,
    playsFrom: fixture.playsFrom,
    endsAt: fixture.endsAt,
    meter: () => cpuMeter(serverPid),
    log: (message) => log(`class-race hub: ${message}`),
  });
  // The answer's own statement stamped it (now() of an autocommit UPDATE whose trigger copies
  // it): a moment before its commit, read on this machine's clock as the bench's are.
  const stamps = await context.withDatabase((db) =>
    db
      .select({
        playerId: classRaceAnswers.playerId,
        index: classRaceAnswers.index,
        // In microseconds: a Date would keep milliseconds only.
        at: sql<string>`(extract(epoch from ${classRaceAnswers.answeredAt}) * 1000)::float8`,
      })
      .from(classRaceAnswers)
      .where(
        inArray(
          classRaceAnswers.raceId,
          fixture.races.map((race) => race.id),
        ),
      ),
  );
  const committedAt = new Map(stamps.map((stamp) => [`${stamp.playerId}:${stamp.index}`, Number(stamp.at)]));
  result.hub = summariseRooms(run, (key) => committedAt.get(key));
  log(`class-race hub: ${describe(result.hub)}`);
  const cpu = result.hub.cpuPerAnswer;
  if (cpu)
    log(
      `class-race hub: CPU an answer cost (core-ms): server ${cpu.serverMs}, PostgreSQL ${cpu.postgresMs} (all its processes), ` +
        `the bench's clients ${cpu.benchMs}; one core keeps up with ${Math.floor(1000 / Math.max(cpu.serverMs, 0.001))} answers/s of this server`,
    );
  return result;
}

/** Opens a Gold Quest player's waiting chest (the first of three) on the race's socket, as its panel does; an error when refused. */
function openedOnSocket(socket: WebSocket): Promise<Pick<AnswerReply, "error">> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => settle({ error: `no chest in ${ANSWER_TIMEOUT_MS / 1000} s` }), ANSWER_TIMEOUT_MS);
    const settle = (reply: Pick<AnswerReply, "error">) => {
      clearTimeout(timer);
      socket.off("message", onMessage);
      resolve(reply);
    };
    const onMessage = (data: unknown) => {
      const message = JSON.parse(String(data)) as Partial<ChestOpenedOnSocket>;
      if (message.type !== "chest-opened") return;
      settle(message.reply?.error ? { error: `the chest was not opened: ${message.reply.error}` } : {});
    };
    socket.on("message", onMessage);
    socket.send(JSON.stringify({ type: "chest", chest: 1 } satisfies ChestOnSocket));
  });
}

/** A player's answer on the race's socket, and the server's reply to it (the play route's JSON reply). */
function answeredOnSocket(socket: WebSocket, answer: Omit<ClassRaceAnswer, "type">): Promise<AnswerReply & { chest?: boolean }> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => settle({ error: `no reply in ${ANSWER_TIMEOUT_MS / 1000} s` }), ANSWER_TIMEOUT_MS);
    const settle = (reply: AnswerReply & { chest?: boolean }) => {
      clearTimeout(timer);
      socket.off("message", onMessage);
      resolve(reply);
    };
    const onMessage = (data: unknown) => {
      const message = JSON.parse(String(data)) as Partial<ClassRaceAnswerReply>;
      if (message.type !== "answered" || message.runId !== answer.runId || message.index !== answer.index) return;
      const { question, state, error, race } = message.reply ?? {};
      const next = question && state ? { question: question.prompt, index: state.index, chest: race?.offer?.kind === "chest" } : {};
      settle(next.question && !error ? next : { ...next, error: error ?? "no next question" });
    };
    socket.on("message", onMessage);
    socket.send(JSON.stringify({ type: "answer", ...answer } satisfies ClassRaceAnswer));
  });
}

/** The bare room server's answer: sent over the player's socket, acknowledged on it. */
function acknowledged(socket: WebSocket, index: number): Promise<AnswerReply> {
  return new Promise((resolve) => {
    const ack = `{"ack":${index}}`;
    const onMessage = (data: unknown) => {
      if (String(data) !== ack) return;
      socket.off("message", onMessage);
      resolve({ question: "" });
    };
    socket.on("message", onMessage);
    socket.send(JSON.stringify({ index }));
  });
}
