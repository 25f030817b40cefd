// A party race (docs/decisions/party-races.md): a friend session of up to 8 on one code. Start
// waits for everyone, each answer is one round trip whose notice the hub applies without a read
// for any seat, and the end ranks everyone on race points, equal points sharing a place.
import { expect, it } from "vitest";
import { joinSession } from "~/models/multiplayer/join.server";
import { readSessionNotice, withAnswer, type SessionNotice } from "~/models/multiplayer/notices.server";
import { applySessionAction, finishDueRace, type SessionAction } from "~/models/multiplayer/race.server";
import { activeTwoPlayerSessionOf, createSession, loadSession } from "~/models/multiplayer/sessions.server";
import { viewOf } from "~/models/multiplayer/view.server";
import { action as newSession } from "~/routes/sessions.new";
import { formPost, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { mathAnswer, seededGame } from "../support/games";
import { callRoute, signedInPlayer, type RouteFn } from "../support/routes";
import { runAt } from "../support/seats";

describeEachDatabase("party races", (database) => {
  it("races four friends on one code: Start waits for everyone, every answer reaches every screen, the end ranks them all", async () => {
    const handle = database();
    const { db } = handle;
    const { game } = await seededGame(db, "math-quest-number-crunch");
    const [host, ...guests] = await Promise.all(Array.from({ length: 4 }, () => createPlayer(db)));
    const session = await createSession(db, { userId: host.id, gameId: game.id, maxPlayers: 4 });
    for (const guest of guests) expect((await joinSession(db, session.inviteCode, guest.id)).success).toBe(true);
    const act = (userId: string, action: SessionAction) =>
      applySessionAction(db, { sessionId: session.id, userId, action, timeZone: "UTC" });
    const everyone = [host, ...guests];

    // Start waits for the last one to get ready, with words for a party.
    for (const player of everyone.slice(0, 3)) expect(await act(player.id, { type: "ready", ready: true })).toEqual({ ok: true });
    expect(await act(host.id, { type: "start" })).toEqual({ ok: false, message: "Everyone must be ready." });
    expect(await act(guests[2].id, { type: "ready", ready: true })).toEqual({ ok: true });
    expect(await act(host.id, { type: "start" })).toEqual({ ok: true });

    // Three answer right at once (the third guest wrong): each is one notice naming its seat, and
    // the notices applied to the state before are what a fresh read shows every player.
    const notices: SessionNotice[] = [];
    const stop = await handle.listen("cleverplay_session", (payload) => notices.push(readSessionNotice(payload)));
    try {
      const before = (await loadSession(db, { id: session.id }))!;
      const answers = everyone.map((player, i) => ({
        player,
        answer: i === 3 ? "-1" : mathAnswer(runAt(before, i + 1)!.state),
      }));
      const outcomes = await Promise.all(answers.map(({ player, answer }) => act(player.id, { type: "answer", index: 0, answer })));
      expect(outcomes).toEqual(everyone.map(() => ({ ok: true })));
      for (let i = 0; i < 100 && notices.length < 4; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(notices.map((notice) => notice.answer?.seat).sort()).toEqual([1, 2, 3, 4]);

      const ordered = notices.map((notice) => notice.answer!).sort((a, b) => a.v - b.v);
      const applied = ordered.reduce((state, answer) => withAnswer(state!, answer), before as typeof before | undefined)!;
      const after = (await loadSession(db, { id: session.id }))!;
      const now = new Date();
      for (const { id } of everyone) expect(viewOf(applied, id, now)).toEqual(viewOf(after, id, now));
      expect(after.seats.map((seat) => seat.score)).toEqual([1, 1, 1, 0]);
    } finally {
      await stop();
    }

    // The end: nobody wins a three-way tie at the top; the three share first place, the fourth is 4th.
    expect(await finishDueRace(db, session.id, "UTC", { force: true })).toBe(true);
    const view = viewOf(await loadSession(db, { id: session.id }), guests[2].id)!;
    expect(view.result?.winner).toBe("tie");
    expect(view.result?.standings.map(({ id, place, score }) => ({ id, place, score }))).toEqual([
      { id: host.id, place: 1, score: 1 },
      { id: guests[0].id, place: 1, score: 1 },
      { id: guests[1].id, place: 1, score: 1 },
      { id: guests[2].id, place: 4, score: 0 },
    ]);
    // Rematch for all: everyone is unready again, and ready once more the host starts.
    expect(view.players.map((p) => p.ready)).toEqual([false, false, false, false]);
    for (const player of everyone) expect(await act(player.id, { type: "ready", ready: true })).toEqual({ ok: true });
    expect(await act(host.id, { type: "start" })).toEqual({ ok: true });
  });

  it("Create Session takes the party's size, 2 when the form has none, and refuses anything but 2 to 8 with a 400", async () => {
    const context = testContext(database());
    const { game } = await seededGame(context.db, "math-quest-number-crunch");
    const host = await signedInPlayer(context);
    const create = (fields: Record<string, string>) =>
      callRoute(newSession as RouteFn, formPost("/sessions/new", { gameId: game.id, ...fields }, { Cookie: host.cookie }), context);
    const sizeOfHostsSession = async () => {
      const active = await activeTwoPlayerSessionOf(context.db, host.id);
      return (await loadSession(context.db, { id: active!.id }))!.session.maxPlayers;
    };

    expect((await create({})).status).toBe(302);
    expect(await sizeOfHostsSession()).toBe(2);
    expect((await create({ maxPlayers: "6" })).status).toBe(302);
    expect(await sizeOfHostsSession()).toBe(6);
    for (const bad of ["9", "1", "two", "2.5"]) {
      const refused = await create({ maxPlayers: bad });
      expect([refused.status, await refused.text()]).toEqual([400, "A session takes 2 to 8 players."]);
    }
  });
});
