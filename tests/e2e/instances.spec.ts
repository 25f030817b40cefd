import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { clevercoinTransactions, multiplayerSessions } from "../../drizzle/schema";
import { findRunById } from "~/models/runs/runs.server";
import { createSignInSession } from "~/models/auth.server";
import { joinSession } from "~/models/multiplayer/join.server";
import { createSession } from "~/models/multiplayer/sessions.server";
import { AppServer, freePort } from "../../bench/server";
import { testContext } from "../support/context";
import { createPlayer } from "../support/fixtures";
import { freshDatabase, type TestDatabase } from "../support/fresh-database";
import { mathAnswer, seededGame } from "../support/games";
import { openSessionSocket } from "../support/session-socket";
import { expect, test } from "./support";
import { LONG_JOURNEY_MS } from "./timing";
import { guestOf, hostOf, seatRow } from "../support/seats";

// Two server processes on one PostgreSQL database, the host on one and the guest on the other:
// every change reaches the other instance's player, and the race finishes once at its deadline
// although both instances watch the clock.
test.skip(!process.env.TEST_DATABASE_URL, "needs PostgreSQL (TEST_DATABASE_URL): PGlite belongs to one process");
test.setTimeout(LONG_JOURNEY_MS);

let database: TestDatabase;
const instances: AppServer[] = [];

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "a server check: once is enough");
  database = await freshDatabase("postgres");
  // One data dir: the first instance writes the session secret there, the second reads it.
  const dataDir = mkdtempSync(path.join(tmpdir(), "cleverplay-instances-"));
  for (let i = 0; i < 2; i++) {
    const server = new AppServer({
      root: process.cwd(),
      port: await freePort(),
      dataDir,
      databaseUrl: database.url,
      startTimeoutMs: 60_000,
      verbose: false,
    });
    await server.start(); // one after the other: the first migrates and seeds
    instances.push(server);
  }
});

test.afterAll(async () => {
  await Promise.all(instances.map((server) => server.stop()));
  await database?.dispose();
});

test("players on two instances race live, and the race finishes once", async () => {
  const { db } = database;
  const { game } = await seededGame(db, "math-quest-number-crunch");
  const [host, guest] = [await createPlayer(db), await createPlayer(db)];
  const session = await createSession(db, { userId: host.id, gameId: game.id });
  expect((await joinSession(db, session.inviteCode, guest.id)).success).toBe(true);

  // Session cookies as sign-in would set them; both instances read the same secret and table.
  const context = testContext(database);
  const cookie = async (userId: string) => (await createSignInSession(new Request("http://127.0.0.1/"), context, userId)).split(";")[0];
  const [onA, onB] = instances;
  const hostSocket = openSessionSocket(onA.baseUrl, session.id, await cookie(host.id));
  const guestSocket = openSessionSocket(onB.baseUrl, session.id, await cookie(guest.id));
  try {
    await hostSocket.waitFor((m) => m.type === "view");
    await guestSocket.waitFor((m) => m.type === "view");

    // Presence crosses instances too: each sees both players online.
    await hostSocket.waitFor((m) => m.type === "presence" && m.online === 2);
    await guestSocket.waitFor((m) => m.type === "presence" && m.online === 2);

    guestSocket.send({ type: "ready", ready: true });
    await hostSocket.waitFor((m) => m.type === "view" && guestOf(m.view)?.ready === true);
    hostSocket.send({ type: "ready", ready: true });
    await guestSocket.waitFor((m) => m.type === "view" && hostOf(m.view)?.ready === true);
    hostSocket.send({ type: "start" });
    await guestSocket.waitFor((m) => m.type === "view" && m.view.raceState === "racing");

    // The host answers on instance A; the guest, on instance B, sees the host's score move.
    const hostRun = (await findRunById(db, (await seatRow(db, session.id, 1))!.runId!))!;
    hostSocket.send({ type: "answer", index: hostRun.state.index, answer: mathAnswer(hostRun.state) });
    await guestSocket.waitFor((m) => m.type === "view" && hostOf(m.view)?.score === 1);

    // Bring the deadline forward and publish it: both instances tick, only one may finish the race.
    await db
      .update(multiplayerSessions)
      .set({ endsAt: sql`now()` })
      .where(eq(multiplayerSessions.id, session.id));
    await db.execute(sql`select notify_session(${session.id}::uuid)`); // published, as every change is
    const finished = await hostSocket.waitFor((m) => m.type === "view" && m.view.result !== null);
    expect(finished.type === "view" && finished.view.result).toMatchObject({
      winner: host.id,
      standings: [
        { id: host.id, score: 1 },
        { id: guest.id, score: 0 },
      ],
    });
    await guestSocket.waitFor((m) => m.type === "view" && m.view.result !== null);

    const [done] = await db.select().from(multiplayerSessions).where(eq(multiplayerSessions.id, session.id));
    await new Promise((resolve) => setTimeout(resolve, 2_500)); // a few more ticks on both instances
    const [later] = await db.select().from(multiplayerSessions).where(eq(multiplayerSessions.id, session.id));
    expect(later.finishedAt).toEqual(done.finishedAt);
    const completions = await db
      .select()
      .from(clevercoinTransactions)
      .where(sql`${clevercoinTransactions.reason} = 'game_completion' and ${clevercoinTransactions.userId} in (${host.id}, ${guest.id})`);
    expect(completions.map((row) => row.userId)).toEqual([host.id]); // 5 CC for the host's 1 point; none for 0
  } finally {
    hostSocket.ws.close();
    guestSocket.ws.close();
  }
});
