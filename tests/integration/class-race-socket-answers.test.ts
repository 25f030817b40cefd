/**
 * A class race player with JavaScript answers on the race's socket, the one their page already
 * holds for the podium: the same engine and checks as the play route, their own run only, one
 * answer at a time; the host only watches.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { classRaceEvents } from "../../drizzle/schema";
import WebSocket from "ws";
import { createClassRace, startClassRace } from "~/models/class-races/races.server";
import { findRacePlayer, joinClassRace, runIdOfPlayer } from "~/models/class-races/players.server";
import { submitAnswer } from "~/models/runs/answers.server";
import { findRunById } from "~/models/runs/runs.server";
import type { ClassRaceAnswerReply } from "~/games/run-view";
import type { RoomMessage } from "~/utils/class-race";
import type { ChestOpenedOnSocket } from "~/utils/gold-quest";
import { describeEachDatabase } from "../support/database";
import { mathAnswer, seededGame, skipLoadingScreen } from "../support/games";
import { listeningHub, realtimeContext } from "../support/context";
import { signedInPlayer } from "../support/routes";

type Heard = RoomMessage | ClassRaceAnswerReply | ChestOpenedOnSocket;

/** A socket on the race as a page opens it, keeping everything it is sent. */
async function raceSocket(server: { http: string; ws: string }, raceId: string, cookie: string) {
  const ws = new WebSocket(`${server.ws}/ws?race=${raceId}`, { headers: { Cookie: cookie, Origin: server.http } });
  const heard: Heard[] = [];
  ws.on("message", (data) => heard.push(JSON.parse(data.toString()) as Heard));
  // Followed once the room came.
  await expect.poll(() => heard.some((m) => m.type === "room"), { timeout: 10_000 }).toBe(true);
  const replies = () => heard.filter((m): m is ClassRaceAnswerReply => m.type === "answered");
  const answer = (runId: string, index: number, answer: string) => ws.send(JSON.stringify({ type: "answer", runId, index, answer }));
  const chests = () => heard.filter((m): m is ChestOpenedOnSocket => m.type === "chest-opened");
  return { ws, heard, replies, answer, chests };
}

describeEachDatabase("answers on a class race's socket", (database) => {
  it("scores a player's answer on the socket, shows it in the room, and refuses the host, a stranger's run and a second answer at once; another tab's answer is seen", async () => {
    const handle = database();
    const { context, hub } = await realtimeContext(handle);
    const server = await listeningHub(hub);
    const sockets: WebSocket[] = [];
    try {
      const { game, engine } = await seededGame(handle.db, "math-quest-number-crunch");
      const host = await signedInPlayer(context);
      const created = await createClassRace(handle.db, { hostId: host.id, gameId: game.id, level: null });
      if (!created.ok) throw new Error(created.message);
      const [ada, bo] = [await signedInPlayer(context), await signedInPlayer(context)];
      for (const player of [ada, bo])
        expect((await joinClassRace(handle.db, { race: created.race, racer: { userId: player.id }, address: "198.51.100.1" })).ok).toBe(
          true,
        );
      expect(await startClassRace(handle.db, created.race.id)).toEqual({ ok: true });
      const runOf = async (userId: string) =>
        (await runIdOfPlayer(handle.db, (await findRacePlayer(handle.db, created.race.id, { userId }))!.id))!;
      const [adaRun, boRun] = [await runOf(ada.id), await runOf(bo.id)];
      for (const runId of [adaRun, boRun]) await skipLoadingScreen(handle.db, runId);

      const adaSocket = await raceSocket(server, created.race.id, ada.cookie);
      const hostSocket = await raceSocket(server, created.race.id, host.cookie);
      sockets.push(adaSocket.ws, hostSocket.ws);

      // Ada answers her first question right: the reply is the play route's, with the next question.
      const run = (await findRunById(handle.db, adaRun))!;
      adaSocket.answer(adaRun, 0, mathAnswer(run.state));
      await expect.poll(() => adaSocket.replies().length, { timeout: 10_000 }).toBe(1);
      const [first] = adaSocket.replies();
      expect(first).toMatchObject({
        runId: adaRun,
        index: 0,
        reply: { answeredIndex: 0, feedback: { correct: true }, state: { index: 1, score: 1 } },
      });
      expect(first.reply.question?.prompt).toEqual(expect.any(String));
      // The projector sees her point on the next beat.
      await expect
        .poll(() => hostSocket.heard.some((m) => m.type === "scores" && m.players.some(([, score]) => score === 1)), { timeout: 10_000 })
        .toBe(true);

      // Bo's run is not Ada's to answer: the play route's "not found", and Bo's run is untouched.
      adaSocket.answer(boRun, 0, "1");
      await expect.poll(() => adaSocket.replies().length, { timeout: 10_000 }).toBe(2);
      expect(adaSocket.replies()[1].reply.error).toBe("This game was not found. Start a new game.");
      expect((await findRunById(handle.db, boRun))!.state.answered).toBe(0);

      // The host only watches: an answer from the projector gets nothing and changes nothing.
      hostSocket.answer(boRun, 0, "1");

      // Two answers at once (a script, not the page): one is taken, the other is refused.
      const next = (await findRunById(handle.db, adaRun))!;
      adaSocket.answer(adaRun, 1, mathAnswer(next.state));
      adaSocket.answer(adaRun, 1, mathAnswer(next.state));
      await expect.poll(() => adaSocket.replies().length, { timeout: 10_000 }).toBe(4);
      const pair = adaSocket.replies().slice(2);
      expect(pair.map((r) => r.reply.error ?? "taken").sort()).toEqual(["One answer at a time, please.", "taken"]);
      expect((await findRunById(handle.db, adaRun))!.state.answered).toBe(2);

      // Another tab answers the next question the play route's way: the run the socket kept is
      // behind now, and the socket's next answer is still judged against the stored run.
      const elsewhere = (await findRunById(handle.db, adaRun))!;
      expect((await submitAnswer(handle.db, { run: elsewhere, engine, index: 2, answer: mathAnswer(elsewhere.state) })).status).toBe(
        "answered",
      );
      const moved = (await findRunById(handle.db, adaRun))!;
      adaSocket.answer(adaRun, 3, mathAnswer(moved.state));
      await expect.poll(() => adaSocket.replies().length, { timeout: 10_000 }).toBe(5);
      expect(adaSocket.replies()[4].reply).toMatchObject({ answeredIndex: 3, feedback: { correct: true }, state: { index: 4 } });
      expect((await findRunById(handle.db, adaRun))!.state.answered).toBe(4);

      // Garbage on the socket is ignored; the socket stays open.
      adaSocket.ws.send("not json");
      adaSocket.ws.send(JSON.stringify({ type: "answer", runId: adaRun, index: -1, answer: "x".repeat(500) }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(hostSocket.replies()).toEqual([]);
      expect(adaSocket.replies()).toHaveLength(5);
      expect(adaSocket.ws.readyState).toBe(WebSocket.OPEN);
      expect((await findRunById(handle.db, boRun))!.state.answered).toBe(0);
    } finally {
      for (const ws of sockets) ws.terminate();
      await hub.close();
      await server.close();
    }
  });

  it("opens a Gold Quest chest on the socket, as the panel does: the chest a right answer earned, once, and the gold on every screen", async () => {
    const handle = database();
    const { context, hub } = await realtimeContext(handle);
    const server = await listeningHub(hub);
    const sockets: WebSocket[] = [];
    try {
      const { game } = await seededGame(handle.db, "math-quest-number-crunch");
      const host = await signedInPlayer(context);
      const created = await createClassRace(handle.db, { hostId: host.id, gameId: game.id, level: null, mode: "gold" });
      if (!created.ok) throw new Error(created.message);
      const ada = await signedInPlayer(context);
      expect((await joinClassRace(handle.db, { race: created.race, racer: { userId: ada.id }, address: "198.51.100.1" })).ok).toBe(true);
      expect(await startClassRace(handle.db, created.race.id)).toEqual({ ok: true });
      const place = (await findRacePlayer(handle.db, created.race.id, { userId: ada.id }))!;
      const adaRun = (await runIdOfPlayer(handle.db, place.id))!;
      await skipLoadingScreen(handle.db, adaRun);
      const adaSocket = await raceSocket(server, created.race.id, ada.cookie);
      sockets.push(adaSocket.ws);

      // No chest before a right answer.
      adaSocket.ws.send(JSON.stringify({ type: "chest", chest: 2 }));
      await expect.poll(() => adaSocket.chests().length, { timeout: 10_000 }).toBe(1);
      expect(adaSocket.chests()[0].reply.error).toBe("No chest to open: answer a question right to earn one.");

      // A right answer offers a chest with its reply; the chest opens on the socket, once.
      adaSocket.answer(adaRun, 0, mathAnswer((await findRunById(handle.db, adaRun))!.state));
      await expect.poll(() => adaSocket.replies().length, { timeout: 10_000 }).toBe(1);
      expect(adaSocket.replies()[0].reply.race?.offer).toEqual({ kind: "chest", chest: 1 });
      adaSocket.ws.send(JSON.stringify({ type: "chest", chest: 2 }));
      adaSocket.ws.send(JSON.stringify({ type: "chest", chest: 2 }));
      await expect.poll(() => adaSocket.chests().length, { timeout: 10_000 }).toBe(3);
      // The second, sent while the first is opening, is refused at once: it can come back first.
      const pair = adaSocket.chests().slice(1);
      const opened = pair.find((c) => c.reply.said)!;
      const again = pair.find((c) => c !== opened)!;
      expect(opened.reply).toMatchObject({ chest: 1, said: expect.stringMatching(/^You opened a chest: [+-]\d+ gold/) });
      expect(again.reply.error).toMatch(/One chest at a time, please\.|No chest to open/);
      const events = await handle.db.select().from(classRaceEvents).where(eq(classRaceEvents.playerId, place.id));
      expect(events).toHaveLength(1);
      // Her gold reaches her screen with the scores, as the projector's.
      const gold = (await findRacePlayer(handle.db, created.race.id, { userId: ada.id }))!.gold;
      await expect
        .poll(() => adaSocket.heard.some((m) => m.type === "scores" && m.players.some(([id, , , , g]) => id === place.id && g === gold)), {
          timeout: 10_000,
        })
        .toBe(true);
    } finally {
      for (const ws of sockets) ws.terminate();
      await hub.close();
      await server.close();
    }
  });
});
