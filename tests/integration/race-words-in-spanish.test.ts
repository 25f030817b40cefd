// What a race says to a child who reads Spanish (issue 50): the words a class race's mode sends
// with an answer (Gold Quest's chests, Teams' point, Power-ups' double and power-up), the socket's
// refusals and why a friend race's socket was closed, in Spanish; an English reader keeps every
// word as it was.
import { expect, it } from "vitest";
import WebSocket from "ws";
import { createClassRace, startClassRace } from "~/models/class-races/races.server";
import { findRacePlayer, joinClassRace, runIdOfPlayer } from "~/models/class-races/players.server";
import { raceRules } from "~/models/class-races/modes/index.server";
import { createSession } from "~/models/multiplayer/sessions.server";
import { findRunById } from "~/models/runs/runs.server";
import type { ClassRaceAnswerReply } from "~/games/run-view";
import type { GameLanguage } from "~/games/language";
import type { ClassRaceMode } from "~/utils/class-race-modes";
import type { RoomMessage } from "~/utils/class-race";
import type { ChestOpenedOnSocket } from "~/utils/gold-quest";
import type { Queryable } from "~/db.server";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { mathAnswer, seededGame, skipLoadingScreen } from "../support/games";
import { listeningHub, realtimeContext } from "../support/context";
import { signedInPlayer } from "../support/routes";
import { openSessionSocket } from "../support/session-socket";

const SPANISH = { "Accept-Language": "es-MX,es;q=0.9" };
type Heard = RoomMessage | ClassRaceAnswerReply | ChestOpenedOnSocket;

/** A race of `mode` with one player per language, started: each player's run. */
async function raceInTwoLanguages(db: Queryable, context: Parameters<typeof signedInPlayer>[0], mode: ClassRaceMode) {
  const { game } = await seededGame(db as never, "math-quest-number-crunch");
  const host = await signedInPlayer(context);
  const created = await createClassRace(db, { hostId: host.id, gameId: game.id, level: null, mode });
  if (!created.ok) throw new Error(created.message);
  const players = { es: await signedInPlayer(context), en: await signedInPlayer(context) };
  for (const language of ["es", "en"] as const) {
    const racer = { userId: players[language].id };
    expect((await joinClassRace(db, { race: created.race, racer, address: "198.51.100.1", language })).ok).toBe(true);
  }
  expect(await startClassRace(db, created.race.id)).toEqual({ ok: true });
  const runIdOf = async (language: GameLanguage) =>
    (await runIdOfPlayer(db, (await findRacePlayer(db, created.race.id, { userId: players[language].id }))!.id))!;
  const runs = { es: await runIdOf("es"), en: await runIdOf("en") };
  for (const runId of Object.values(runs)) await skipLoadingScreen(db, runId);
  return { race: created.race, players, runs };
}

/** What a mode says after `n` right answers of the player's run, in a row. */
async function saidAfterRightAnswers(db: Queryable, runId: string, n: number): Promise<string[]> {
  const said: string[] = [];
  for (let i = 0; i < n; i++) {
    const news = await raceRules().afterAnswer(db, (await findRunById(db, runId))!, { correct: true, points: 2 });
    said.push(...(news?.said ?? []));
  }
  return said;
}

describeEachDatabase("a race's words in the player's language", (database) => {
  it("tells a Spanish player of Gold Quest on the race's socket to pick a chest, and why a chest or an answer is refused (an answer before the chest is opened too), in Spanish", async () => {
    const handle = database();
    const { context, hub } = await realtimeContext(handle);
    const server = await listeningHub(hub);
    const sockets: WebSocket[] = [];
    try {
      const { race, players, runs } = await raceInTwoLanguages(handle.db, context, "gold");
      const socketOf = async (language: GameLanguage) => {
        const headers = { Cookie: players[language].cookie, Origin: server.http, ...(language === "es" ? SPANISH : {}) };
        const ws = new WebSocket(`${server.ws}/ws?race=${race.id}`, { headers });
        sockets.push(ws);
        const heard: Heard[] = [];
        ws.on("message", (data) => heard.push(JSON.parse(data.toString()) as Heard));
        await expect.poll(() => heard.some((m) => m.type === "room"), { timeout: 10_000 }).toBe(true);
        return { ws, heard };
      };
      for (const language of ["es", "en"] as const) {
        const { ws, heard } = await socketOf(language);
        const chests = () => heard.filter((m): m is ChestOpenedOnSocket => m.type === "chest-opened");
        const replies = () => heard.filter((m): m is ClassRaceAnswerReply => m.type === "answered");
        // A chest before any right answer.
        ws.send(JSON.stringify({ type: "chest", chest: 2 }));
        await expect.poll(() => chests().length, { timeout: 10_000 }).toBe(1);
        // A right answer, then one the database could not keep.
        const runId = runs[language];
        ws.send(JSON.stringify({ type: "answer", runId, index: 0, answer: mathAnswer((await findRunById(handle.db, runId))!.state) }));
        await expect.poll(() => replies().length, { timeout: 10_000 }).toBe(1);
        ws.send(JSON.stringify({ type: "answer", runId, index: 1, answer: "1\u0000" }));
        await expect.poll(() => replies().length, { timeout: 10_000 }).toBe(2);
        // A good answer before opening the chest the right one earned: it waits.
        ws.send(JSON.stringify({ type: "answer", runId, index: 1, answer: mathAnswer((await findRunById(handle.db, runId))!.state) }));
        await expect.poll(() => replies().length, { timeout: 10_000 }).toBe(3);
        const told = [chests()[0].reply.error, replies()[0].reply.race?.said, replies()[1].reply.error, replies()[2].reply.error];
        expect(told).toEqual(
          language === "es"
            ? [
                "No tienes cofre para abrir: responde bien una pregunta para ganar uno.",
                ["¡Correcto! Elige uno de los tres cofres."],
                "Esa respuesta tiene caracteres que no se pueden usar. Escríbela de nuevo.",
                "¡Primero abre tu cofre!",
              ]
            : [
                "No chest to open: answer a question right to earn one.",
                ["Right! Pick one of the three chests."],
                "That answer contains characters that cannot be used. Please type it again.",
                "Open your chest first!",
              ],
        );
      }
    } finally {
      for (const ws of sockets) ws.terminate();
      await hub.close();
      await server.close();
    }
  });

  it("says Teams' point and Power-ups' power-up in each player's language", async () => {
    const handle = database();
    const context = (await realtimeContext(handle)).context;
    const teams = await raceInTwoLanguages(handle.db, context, "teams");
    const teamWords = {
      es: await saidAfterRightAnswers(handle.db, teams.runs.es, 1),
      en: await saidAfterRightAnswers(handle.db, teams.runs.en, 1),
    };
    expect(teamWords.es).toEqual([expect.stringMatching(/^\+1 respuesta correcta para .+ (Zorros Rojos|Búhos Azules)$/)]);
    expect(teamWords.en).toEqual([expect.stringMatching(/^\+1 right answer for the .+ (Red Foxes|Blue Owls)$/)]);

    const powers = await raceInTwoLanguages(handle.db, context, "powerups");
    // Three right in a row earn a power-up.
    const earned = {
      es: await saidAfterRightAnswers(handle.db, powers.runs.es, 3),
      en: await saidAfterRightAnswers(handle.db, powers.runs.en, 3),
    };
    expect(earned.es).toEqual([expect.stringMatching(/^¡3 seguidas! Ganaste un poder: (Congelar|Doble|Escudo)\.$/)]);
    expect(earned.en).toEqual([expect.stringMatching(/^3 in a row! You earned a power-up: (Freeze|Double|Shield)\.$/)]);
  });

  it("closes a friend race's socket with the reason in the reader's language", async () => {
    const handle = database();
    const { hub } = await realtimeContext(handle);
    const server = await listeningHub(hub);
    const sockets: WebSocket[] = [];
    try {
      const { game } = await seededGame(handle.db, "math-quest-number-crunch");
      const session = await createSession(handle.db, { userId: (await createPlayer(handle.db)).id, gameId: game.id });
      const reasonFor = async (headers: Record<string, string>, sessionId = session.id) => {
        const socket = openSessionSocket(server.http, sessionId, undefined, headers);
        sockets.push(socket.ws);
        return socket.closed;
      };
      expect(await reasonFor(SPANISH)).toEqual({ code: 4401, reason: "Inicia sesión para unirte a esta sesión" });
      expect(await reasonFor({})).toEqual({ code: 4401, reason: "Sign in to join this session" });
      expect(await reasonFor(SPANISH, "not-a-session")).toEqual({ code: 4400, reason: "Falta el código de la sesión" });
    } finally {
      for (const ws of sockets) ws.terminate();
      await hub.close();
      await server.close();
    }
  });
});
