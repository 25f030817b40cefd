// Friend races that are fair (docs/decisions/fair-friend-races.md): each player at their own
// level, won on race points (each score against its own level's target), all four games raced
// (a premium one only by owners), and the coins each run paid shown at the end.
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { sessionSeats, userOwnedGames, users } from "../../drizzle/schema";
import type { Database } from "~/db.server";
import { attemptJoin } from "~/models/multiplayer/join.server";
import { applySessionAction, finishDueRace, type SessionAction } from "~/models/multiplayer/race.server";
import { createSession } from "~/models/multiplayer/sessions.server";
import { sessionView } from "~/models/multiplayer/view.server";
import { findRunById } from "~/models/runs/runs.server";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";
import { seededGame } from "../support/games";
import { guestOf, hostOf, seatRows } from "../support/seats";

async function pair(db: Database, slug: string, { guestBorn }: { guestBorn?: number } = {}) {
  const { game } = await seededGame(db, slug);
  const host = await createPlayer(db);
  const guest = await createPlayer(db);
  if (guestBorn) await db.update(users).set({ birthYear: guestBorn, birthMonth: 1 }).where(eq(users.id, guest.id));
  const session = await createSession(db, { userId: host.id, gameId: game.id });
  const joined = await attemptJoin(db, session.inviteCode, guest.id);
  expect(joined.ok).toBe(true);
  const act = (userId: string, action: SessionAction) => applySessionAction(db, { sessionId: session.id, userId, action, timeZone: "UTC" });
  return { game, host, guest, session, act };
}

describeEachDatabase("fair friend races", (database) => {
  it("races a level-2 player against a level-5 one on their own questions, and the better for their level wins", async () => {
    const { db } = database();
    // The guest is 15: joining seats them at the level written for their age (Math level 6).
    const { host, guest, session, act } = await pair(db, "math-quest-number-crunch", { guestBorn: new Date().getUTCFullYear() - 15 });
    expect(guestOf((await sessionView(db, session.id, guest.id))!)?.level).toBe(6);

    expect(await act(host.id, { type: "ready", ready: true, level: 2 })).toEqual({ ok: true });
    expect(await act(guest.id, { type: "ready", ready: true, level: 7 })).toEqual({
      ok: false,
      message: "Please choose one of this game's levels.",
    });
    expect(await act(guest.id, { type: "ready", ready: true, level: 5 })).toEqual({ ok: true });
    expect(await act(host.id, { type: "start" })).toEqual({ ok: true });

    const runs = await Promise.all((await seatRows(db, session.id)).map((seat) => findRunById(db, seat.runId!)));
    expect(runs.map((run) => run?.state.level)).toEqual([2, 5]);

    // 8 right at level 2 (target 15) is 53 race points; 7 right at level 5 (target 12) is 58.
    for (const [seat, score] of [
      [1, 8],
      [2, 7],
    ])
      await db
        .update(sessionSeats)
        .set({ score })
        .where(and(eq(sessionSeats.sessionId, session.id), eq(sessionSeats.seat, seat)));
    expect(await finishDueRace(db, session.id, "UTC", { force: true })).toBe(true);
    const view = (await sessionView(db, session.id, host.id))!;
    expect(view.result).toMatchObject({
      winner: guest.id,
      standings: [
        { id: guest.id, place: 1, score: 7, points: 58 },
        { id: host.id, place: 2, score: 8, points: 53 },
      ],
    });
    expect([hostOf(view)?.ready, guestOf(view)?.ready]).toEqual([false, false]); // Rematch: both get ready again
  });

  it("races Logic Lab and Brain Blitz too; a premium game only between players who own it", async () => {
    const { db } = database();
    const logic = await pair(db, "logic-lab");
    for (const id of [logic.host.id, logic.guest.id]) expect(await logic.act(id, { type: "ready", ready: true })).toEqual({ ok: true });
    expect(await logic.act(logic.host.id, { type: "start" })).toEqual({ ok: true });

    const blitz = await pair(db, "brain-blitz");
    for (const id of [blitz.host.id, blitz.guest.id]) expect(await blitz.act(id, { type: "ready", ready: true })).toEqual({ ok: true });
    await db.insert(userOwnedGames).values({ userId: blitz.host.id, gameId: blitz.game.id, purchasePrice: "0" });
    expect(await blitz.act(blitz.host.id, { type: "start" })).toEqual({
      ok: false,
      message: "Both players need to own this game to race it.",
    });
    await db.insert(userOwnedGames).values({ userId: blitz.guest.id, gameId: blitz.game.id, purchasePrice: "0" });
    expect(await blitz.act(blitz.host.id, { type: "start" })).toEqual({ ok: true });
  });
});
