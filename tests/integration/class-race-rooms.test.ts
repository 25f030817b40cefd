/**
 * A class race's room on the hub: every screen of a race follows it live, over a socket or the
 * event stream, from any instance; updates are coalesced per room; only the host and the
 * players may follow.
 */
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import WebSocket from "ws";
import { classRaceEvents, classRaces, gameRuns } from "../../drizzle/schema";
import { loadNewEvents } from "~/models/class-races/room.server";
import { openDatabase } from "~/db.server";
import { submitAnswer } from "~/models/runs/answers.server";
import { findRunById } from "~/models/runs/runs.server";
import { createClassRace, notifyClassRace, startClassRace } from "~/models/class-races/races.server";
import { findRacePlayer, joinClassRace, runIdOfPlayer } from "~/models/class-races/players.server";
import { applyScores, type RoomMessage, type RoomView } from "~/utils/class-race";
import { ClassRooms } from "../../server/realtime/class-rooms";
import { describeEachDatabase, type TestDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { mathAnswer, seededGame } from "../support/games";
import { get, listeningHub, realtimeContext } from "../support/context";
import { callRoute, signedInPlayer, type RouteFn } from "../support/routes";
import { loader as raceEvents } from "~/routes/class-races.$raceId.events";
import { createSignInSession } from "~/models/auth.server";

/** A screen following a race through a hub, keeping every message and every room it showed, as a page would. */
function screen(hub: { followRace: (id: string, send: (data: string) => void, close: () => void) => () => void }, raceId: string) {
  const rooms: RoomView[] = [];
  const messages: RoomMessage[] = [];
  const stop = hub.followRace(
    raceId,
    (data) => {
      const message = JSON.parse(data) as RoomMessage;
      messages.push(message);
      if (message.type === "room") rooms.push(message.room);
      // Score lines only ever follow a whole room.
      if (message.type === "scores") rooms.push(applyScores(rooms.at(-1)!, message.players, message.serverNow));
    },
    () => {},
  );
  const until = async (check: (room: RoomView) => boolean, ms = 10_000) => {
    const deadline = Date.now() + ms;
    while (!(rooms.length && check(rooms.at(-1)!))) {
      if (Date.now() > deadline) throw new Error(`no such room in ${ms} ms; last: ${JSON.stringify(rooms.at(-1))}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return rooms.at(-1)!;
  };
  return { rooms, messages, stop, until };
}

async function raceWithPlayers(database: TestDatabase, count: number) {
  const { game, engine } = await seededGame(database.db, "math-quest-number-crunch");
  const host = await createPlayer(database.db);
  const created = await createClassRace(database.db, { hostId: host.id, gameId: game.id, level: null });
  if (!created.ok) throw new Error(created.message);
  const players = [];
  for (let i = 0; i < count; i++) {
    const player = await createPlayer(database.db);
    expect((await joinClassRace(database.db, { race: created.race, racer: { userId: player.id }, address: "198.51.100.1" })).ok).toBe(true);
    players.push(player);
  }
  /** The player answers their current question right, as far as the pace allows (the countdown skipped). */
  const answerRight = async (userId: string) => {
    const member = (await findRacePlayer(database.db, created.race.id, { userId }))!;
    const run = (await findRunById(database.db, (await runIdOfPlayer(database.db, member.id))!))!;
    const outcome = await submitAnswer(database.db, {
      run,
      engine,
      index: run.state.index,
      answer: mathAnswer(run.state),
      now: new Date(run.playsFrom.getTime() + (run.state.answered + 1) * engine.minAnswerMs),
    });
    expect(outcome.status).toBe("answered");
  };
  return { race: created.race, host, players, answerRight };
}

describeEachDatabase("class race rooms", (database) => {
  it("shows every screen, on two instances of one database, the same room: joins, Start, scores and the end", async () => {
    const handle = database();
    // On PostgreSQL the second instance has its own connections, as another server would.
    const other = handle.url ? await openDatabase({ url: handle.url }) : handle;
    const a = await realtimeContext(handle);
    const b = await realtimeContext(other);
    try {
      const { race, players, answerRight } = await raceWithPlayers(handle, 2);
      const projector = screen(a.hub, race.id);
      const player = screen(b.hub, race.id);
      await projector.until((room) => room.players.length === 2);
      const late = await createPlayer(handle.db);
      await joinClassRace(handle.db, { race, racer: { userId: late.id }, address: "198.51.100.1" });
      await player.until((room) => room.players.length === 3);
      await projector.until((room) => room.players.length === 3);

      expect(await startClassRace(handle.db, race.id)).toEqual({ ok: true });
      await player.until((room) => room.status === "playing" && room.endsAt !== null);
      await answerRight(players[1].id);
      const scored = await projector.until((room) => room.players[0].score === 1);
      expect(scored.players[0].name).toBe(players[1].username);
      await player.until((room) => room.players[0].score === 1);

      // The deadline comes: both instances' clocks reach it, and the race ends once. (The deadline
      // moved here by hand is announced as every change of a race's state is, so they read it.)
      await handle.db
        .update(classRaces)
        .set({ endsAt: sql`now()` })
        .where(eq(classRaces.id, race.id));
      await notifyClassRace(handle.db, race.id);
      await projector.until((room) => room.status === "finished");
      await player.until((room) => room.status === "finished");
      const runs = await handle.db
        .select()
        .from(gameRuns)
        .where(sql`${gameRuns.classRacePlayerId} is not null`);
      expect(runs.filter((run) => run.reward !== null)).toHaveLength(3);
      expect(runs.every((run) => run.finishedAt !== null)).toBe(true);
      projector.stop();
      player.stop();
      expect(a.hub.counts().classRaces).toBe(0);
    } finally {
      await a.hub.close();
      await b.hub.close();
      if (other !== handle) await other.close();
    }
  });

  it("reads a busy room a few times a second, not once per answer, and still ends on the right scores", async () => {
    const handle = database();
    const { hub } = await realtimeContext(handle);
    try {
      const { race, players, answerRight } = await raceWithPlayers(handle, 8);
      await startClassRace(handle.db, race.id);
      const projector = screen(hub, race.id);
      await projector.until((room) => room.status === "playing");
      const before = projector.rooms.length;
      const started = Date.now();
      for (let round = 0; round < 3; round++) await Promise.all(players.map((p) => answerRight(p.id)));
      const final = await projector.until((room) => room.players.every((p) => p.score === 3));
      const pushes = projector.rooms.length - before;
      // 24 answers: at most one room per 250 ms (plus the first) while they came.
      expect(pushes).toBeLessThan(24);
      expect(pushes).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / 250) + 1);
      expect(final.players).toHaveLength(8);
      projector.stop();
    } finally {
      await hub.close();
    }
  });

  it("reads the scores of every running race in one query a beat, and sends only the scores that moved", async () => {
    const handle = database();
    let selects = 0;
    // Counts the queries the rooms make (each read starts with a select).
    const counted = new Proxy(handle.db, {
      get: (target, key) => (key === "select" && selects++, Reflect.get(target, key)),
    });
    const beatMs = 100;
    const rooms = new ClassRooms(counted, () => {}, beatMs);
    try {
      const races = [];
      for (let i = 0; i < 3; i++) races.push(await raceWithPlayers(handle, 2));
      for (const { race } of races) await startClassRace(handle.db, race.id);
      const screens = races.map(({ race }) => screen({ followRace: (id, send, close) => rooms.follow(id, { send, close }) }, race.id));
      for (const projector of screens) await projector.until((room) => room.status === "playing");
      selects = 0;
      const started = Date.now();
      await Promise.all(races.map(({ players, answerRight }) => answerRight(players[0].id)));
      for (const projector of screens) await projector.until((room) => room.players[0].score === 1);
      // Three races, one read a beat (a read per race would be three).
      expect(selects).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / beatMs) + 1);

      const shown = screens.map((projector) => projector.rooms.length);
      await new Promise((resolve) => setTimeout(resolve, 5 * beatMs));
      expect(screens.map((projector) => projector.rooms.length)).toEqual(shown);
      // The push carried the one player who scored, not the room: a few bytes on a school's line.
      for (const [i, projector] of screens.entries()) {
        const scored = projector.rooms.at(-1)!.players[0];
        expect(scored.name).toBe(races[i].players[0].username);
        expect(projector.messages.at(-1)).toEqual({ type: "scores", players: [[scored.id, 1, 1, 1, 0]], serverNow: expect.any(String) });
      }
      // A screen that starts following now is sent the whole room, scores and all.
      const late = screen({ followRace: (id, send, close) => rooms.follow(id, { send, close }) }, races[0].race.id);
      await late.until((room) => room.players[0].score === 1);
      expect(late.messages).toHaveLength(1);
      expect(late.messages[0].type).toBe("room");
      late.stop();
      for (const projector of screens) projector.stop();
      expect(rooms.counts()).toEqual({ rooms: 0, screens: 0 });
    } finally {
      rooms.stop();
    }
  });

  it("brings each race its own new events, however many older ones another race has and however quiet a race is", async () => {
    const quiet = await raceWithPlayers(database(), 1);
    const busy = await raceWithPlayers(database(), 2);
    const [opener, target] = await Promise.all(busy.players.map((p) => findRacePlayer(database().db, busy.race.id, { userId: p.id })));
    const event = (seq: number) => ({ raceId: busy.race.id, playerId: opener!.id, targetId: target!.id, kind: "chest:gain", amount: seq });
    // The busy race's screens have shown 30 events; the quiet race has none (its feed starts at 0).
    const shown = await database()
      .db.insert(classRaceEvents)
      .values(Array.from({ length: 30 }, (_, i) => event(i)))
      .returning();
    const lastShown = Math.max(...shown.map((row) => row.seq));
    await database().db.insert(classRaceEvents).values(event(99));
    const fresh = await loadNewEvents(
      database().db,
      new Map([
        [quiet.race.id, 0],
        [busy.race.id, lastShown],
      ]),
    );
    expect(fresh.get(busy.race.id)?.map((e) => e.amount)).toEqual([99]);
    expect(fresh.has(quiet.race.id)).toBe(false);
    // A feed's worth at most, the newest.
    const many = await loadNewEvents(database().db, new Map([[busy.race.id, 0]]));
    expect(many.get(busy.race.id)?.map((e) => e.amount)).toEqual([23, 24, 25, 26, 27, 28, 29, 99]);
  });

  it("lets only the host and the race's players follow it on the socket", async () => {
    const handle = database();
    const { context, hub } = await realtimeContext(handle);
    const server = await listeningHub(hub);
    const sockets: WebSocket[] = [];
    const open = (raceId: string, cookie?: string) => {
      const ws = new WebSocket(`${server.ws}/ws?race=${raceId}`, { headers: cookie ? { Cookie: cookie } : {} });
      sockets.push(ws);
      const first = new Promise<{ message?: RoomMessage; close?: number }>((resolve) => {
        ws.on("message", (data) => resolve({ message: JSON.parse(data.toString()) as RoomMessage }));
        ws.on("close", (code) => resolve({ close: code }));
      });
      return first;
    };
    try {
      const { race, players } = await raceWithPlayers(handle, 1);
      const hostCookie = (await createSignInSession(get("/"), context, race.hostId)).split(";")[0];
      const playerCookie = (await createSignInSession(get("/"), context, players[0].id)).split(";")[0];
      const stranger = await signedInPlayer(context);
      expect(await open(race.id, hostCookie)).toMatchObject({ message: { type: "room", room: { code: race.inviteCode } } });
      expect(await open(race.id, playerCookie)).toMatchObject({ message: { type: "room" } });
      expect(await open(race.id, stranger.cookie)).toEqual({ close: 4403 });
      expect(await open(race.id)).toEqual({ close: 4403 });
      expect(await open("not-a-race", hostCookie)).toEqual({ close: 4400 });
      // The event stream, the sockets' fallback, shuts the same door, in the stranger's language.
      const stream = await callRoute(
        raceEvents as RouteFn,
        get(`/class-races/${race.id}/events`, { Cookie: stranger.cookie, "Accept-Language": "es-MX" }),
        context,
        { raceId: race.id },
      );
      expect(stream.status).toBe(403);
      expect(await stream.text()).toBe("Solo el anfitrión y los jugadores de esta carrera pueden seguirla");
    } finally {
      for (const ws of sockets) ws.terminate();
      await hub.close();
      await server.close();
    }
  });
});
