/**
 * The realtime part of `npm run bench` (issue 6): two-player sessions on the hub at /ws beside a
 * bare `ws` broadcast server doing the same fan-out, and many players joining one invite code at
 * once.
 *
 *  - prepareRealtime: the players (with real sign-in cookies), the sessions (host seated, guest
 *    joined) and the session everyone will try to join, through the app's own models.
 *  - measureRealtime: the bare server first, then the hub, with the same client code and pace
 *    (./relay-load.ts); then the joins (./join-race.ts).
 */
import { eq } from "drizzle-orm";
import { games } from "../drizzle/schema";
import { engines } from "../app/games";
import { answerOfPrompt } from "../tests/support/math-prompt";
import { joinSession } from "../app/models/multiplayer/join.server";
import { createSession } from "../app/models/multiplayer/sessions.server";
import type { ServerMessage } from "../app/utils/session-messages";
import type { LoadSettings, RealtimeSettings } from "./config";
import { measureJoinRace, type JoinRaceResult } from "./join-race";
import { insertPlayers, signInCookies, type PrepareContext } from "./prepare-context";
import { measureRelay, type RelayProtocol, type RelayResult, type Seat, type SocketTarget } from "./relay-load";
import { startBareRelay } from "./server";

/** Every session races at Math Quest: its questions are arithmetic the bench can answer right. */
export const RACE_GAME = engines["math-quest"];

export interface RealtimeFixture {
  /** Per session: its id, and the cookies of the host (seat 1) and the guest (seat 2). */
  sessions: Array<{ id: string; cookies: string[] }>;
  /** The party race: one session of `settings.party` seats, all taken; the cookies in seat order. */
  party?: { id: string; cookies: string[] };
  /** The session every joiner tries at once (nobody seated but its host), and their cookies. */
  joinRace?: { code: string; cookies: string[] };
}

export interface RealtimeResult {
  bare?: RelayResult;
  hub?: RelayResult;
  /** The party of `settings.party` on one code, on the hub. */
  party?: RelayResult;
  joins?: JoinRaceResult;
}

/**
 * Writes through context.withDatabase: beside the running server on PostgreSQL; on PGlite, whose
 * data directory only one process may open, while the server is stopped (it restarts on the same
 * data, so the cookies made here are valid there). The races are not started here: a race lasts
 * RACE_SECONDS from its start, so the players start them over their sockets right before the load,
 * as they would in the browser (both ready, then the host starts).
 */
export async function prepareRealtime(context: PrepareContext, settings: RealtimeSettings): Promise<RealtimeFixture> {
  const { sessions, joins, party } = settings;
  return context.withDatabase(async (db) => {
    const [game] = await db.select({ id: games.id }).from(games).where(eq(games.title, RACE_GAME.title));
    if (!game) throw new Error(`realtime: the game "${RACE_GAME.title}" is not in the catalogue`);
    const players = await insertPlayers(db, "live", sessions * 2 + (joins > 0 ? joins + 1 : 0) + party);
    const cookieOf = signInCookies(db, context);

    const fixture: RealtimeFixture = { sessions: [] };
    for (let i = 0; i < sessions; i++) {
      const [hostId, guestId] = [players[2 * i], players[2 * i + 1]];
      const session = await createSession(db, { userId: hostId, gameId: game.id });
      const joined = await joinSession(db, session.inviteCode, guestId);
      if (!joined.success) throw new Error(`realtime: the guest of session ${i + 1} could not join (${joined.errorType})`);
      fixture.sessions.push({ id: session.id, cookies: [await cookieOf(hostId), await cookieOf(guestId)] });
    }
    if (joins > 0) {
      const [hostId, ...joiners] = players.slice(2 * sessions);
      const session = await createSession(db, { userId: hostId, gameId: game.id });
      fixture.joinRace = { code: session.inviteCode, cookies: await Promise.all(joiners.slice(0, joins).map(cookieOf)) };
    }
    if (party > 0) {
      const [hostId, ...guests] = players.slice(-party);
      const session = await createSession(db, { userId: hostId, gameId: game.id, maxPlayers: party });
      for (const guestId of guests) {
        const joined = await joinSession(db, session.inviteCode, guestId);
        if (!joined.success) throw new Error(`realtime: a guest of the party could not join (${joined.errorType})`);
      }
      fixture.party = { id: session.id, cookies: await Promise.all([hostId, ...guests].map(cookieOf)) };
    }
    context.log(
      `realtime: ${players.length} players, ${sessions} sessions seated${joins > 0 ? `, 1 session for ${joins} joins` : ""}` +
        (party > 0 ? `, a party of ${party}` : ""),
    );
    return fixture;
  });
}

const READY = JSON.stringify({ type: "ready", ready: true });
const START = JSON.stringify({ type: "start" });

/**
 * The hub speaks in whole session views. Own answers applied = the index of this player's next
 * question; each other player's = their score (every answer is right, so one point per answer).
 */
const hubProtocol: RelayProtocol = {
  read(data, seat) {
    const message = JSON.parse(data) as ServerMessage;
    if (message.type === "error") return { error: message.message };
    if (message.type !== "view") return undefined;
    const { view } = message;
    const me = view.players.find((p) => p.seat === seat);
    // The host starts once every seat is taken and everyone is ready.
    const everyoneReady = view.players.length === view.maxPlayers && view.players.every((p) => p.ready);
    if (view.raceState === "idle") return { reply: !me?.ready ? READY : seat === 1 && everyoneReady ? START : undefined };
    return {
      playing: true,
      own: view.question?.index,
      others: Object.fromEntries(view.players.filter((p) => p.seat !== seat).map((p) => [p.seat, p.score])),
      question: view.question?.prompt,
      deadline: view.endsAt ? Date.parse(view.endsAt) : undefined,
    };
  },
  solve: answerOfPrompt,
};

/** The bare server relays each answer as sent, tagged with the sender's seat (./bare-relay-server.ts). */
const bareProtocol: RelayProtocol = {
  read(data, seat) {
    const message = JSON.parse(data) as { hello?: true; from?: Seat; message?: { index: number } };
    if (message.hello) return { playing: true, question: "" };
    const applied = message.message!.index + 1;
    return message.from === seat ? { own: applied } : { others: { [message.from!]: applied } };
  },
  solve: () => "0",
};

export interface MeasureRealtimeOptions {
  root: string;
  baseUrl: string;
  fixture: RealtimeFixture;
  settings: RealtimeSettings;
  load: LoadSettings;
  log(message: string): void;
}

export async function measureRealtime({ root, baseUrl, fixture, settings, load, log }: MeasureRealtimeOptions): Promise<RealtimeResult> {
  const result: RealtimeResult = {};
  const pace = { answerIntervalMs: settings.answerIntervalMs, warmupS: load.warmupS, durationS: load.durationS };
  const describe = (relay: RelayResult) =>
    `${relay.messagesPerSecond.toFixed(0)} msg/s, relay p50 ${relay.p50Ms} ms, p99 ${relay.p99Ms} ms over ${relay.durationS} s`;

  // What a browser on the site sends: its cookie, and its page's origin.
  const socket = (sessionId: string, cookie: string): SocketTarget => ({
    url: `${baseUrl.replace(/^http/, "ws")}/ws?session=${sessionId}`,
    headers: { Cookie: cookie, Origin: baseUrl },
  });

  if (fixture.sessions.length > 0) {
    const bare = await startBareRelay(root, 30_000);
    try {
      const groups = fixture.sessions.map((_, i): SocketTarget[] => [
        { url: `${bare.url}/?pair=${i}&seat=1` },
        { url: `${bare.url}/?pair=${i}&seat=2` },
      ]);
      result.bare = await measureRelay({ ...pace, groups, protocol: bareProtocol, log: (message) => log(`bare ws broadcast: ${message}`) });
      log(`bare ws broadcast: ${describe(result.bare)}`);
    } finally {
      await bare.stop();
    }

    const groups = fixture.sessions.map(({ id, cookies }) => cookies.map((cookie) => socket(id, cookie)));
    result.hub = await measureRelay({ ...pace, groups, protocol: hubProtocol, log: (message) => log(`session hub: ${message}`) });
    log(`session hub: ${describe(result.hub)}`);
  }

  if (fixture.party) {
    const { id, cookies } = fixture.party;
    const groups = [cookies.map((cookie) => socket(id, cookie))];
    result.party = await measureRelay({
      ...pace,
      groups,
      protocol: hubProtocol,
      log: (message) => log(`party of ${cookies.length}: ${message}`),
    });
    log(`party of ${cookies.length}: ${describe(result.party)}`);
  }

  if (fixture.joinRace) {
    const { code, cookies } = fixture.joinRace;
    result.joins = await measureJoinRace(baseUrl, code, cookies);
    log(`${cookies.length} joins at once: ${result.joins.joined} joined, ${result.joins.full} full in ${result.joins.allResolvedMs} ms`);
  }
  return result;
}
