// Two instances on one PostgreSQL behind Debian's nginx, configured by the operator recipe
// (deploy/nginx.conf): players of one race land on different instances and see each other;
// rate limits count the client's own address, not the proxy's nor one the client wrote; one
// instance restarts mid-race and its player carries on on the other with nothing lost.
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { multiplayerSessions } from "../../drizzle/schema";
import { createClassRace, startClassRace } from "~/models/class-races/races.server";
import { findRacePlayer, joinClassRace, runIdOfPlayer } from "~/models/class-races/players.server";
import { joinSession } from "~/models/multiplayer/join.server";
import { createSession } from "~/models/multiplayer/sessions.server";
import { findRunById } from "~/models/runs/runs.server";
import type { RoomMessage } from "~/utils/class-race";
import { testContext } from "../support/context";
import { freshDatabase, type TestDatabase } from "../support/fresh-database";
import { mathAnswer, seededGame, skipLoadingScreen } from "../support/games";
import { signedInPlayer } from "../support/routes";
import { freePort, startApp, type RunningApp } from "../support/running-app";
import { openSessionSocket } from "../support/session-socket";
import { guestOf, hostOf, seatRow } from "../support/seats";

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));
const METRICS_TOKEN = "proxy-test-metrics-token-0123";

/** nginx with the recipe, listening on `port`, in front of the instances on `upstreams`. */
async function startNginx(port: number, upstreams: number[]): Promise<{ process: ChildProcess; stop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), "cp-nginx-"));
  chmodSync(dir, 0o777); // its workers run as another user when started by root
  const recipe = readFileSync("deploy/nginx.conf", "utf8");
  const config = recipe
    .replace("worker_processes auto;", "worker_processes 1;") // one worker: connections alternate over the instances
    .replace(/^\s*server app:3000 (.*)$/m, (_, options) => upstreams.map((p) => `    server 127.0.0.1:${p} ${options}`).join("\n"))
    .replace("listen 80;", `listen 127.0.0.1:${port};`)
    .replace("http {", `http {\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;`);
  if (!config.includes(`server 127.0.0.1:${upstreams[1]}`))
    throw new Error("deploy/nginx.conf no longer has the upstream this test replaces");
  writeFileSync(path.join(dir, "nginx.conf"), config);
  const child = spawn(
    NGINX!,
    ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log"), "-g", `daemon off; pid ${dir}/nginx.pid;`],
    {
      stdio: "ignore",
    },
  );
  for (const deadline = Date.now() + 20_000; ;) {
    const status = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`nginx did not answer: ${readFileSync(path.join(dir, "error.log"), "utf8")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    process: child,
    stop: () =>
      new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once("exit", () => resolve()), child.kill("SIGTERM")))),
  };
}

/** Sockets open on an instance (its /metrics). */
async function socketsOn(app: RunningApp): Promise<number> {
  const text = await (await fetch(`${app.origin}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return Number(/^cleverplay_realtime_sockets (\d+)$/m.exec(text)?.[1]);
}

/** A form post to the proxy from a given local address (127.0.0.x), as a browser on that machine. */
function postFrom(localAddress: string, url: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = new URLSearchParams(form).toString();
    const request = http.request(
      url,
      { method: "POST", localAddress, headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

describe.runIf(process.env.TEST_DATABASE_URL && NGINX)("two instances behind nginx", () => {
  let database: TestDatabase;
  let proxyPort: number;
  const apps: RunningApp[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>>;
  let settings: Record<string, string>;

  beforeAll(async () => {
    database = await freshDatabase("postgres");
    proxyPort = await freePort();
    settings = {
      DATABASE_URL: database.url!,
      APP_URL: `http://127.0.0.1:${proxyPort}`,
      TRUST_PROXY: "1",
      SESSION_SECRET: "proxy-test-session-secret-0123456789abcdef",
      METRICS_TOKEN,
      BACKUP_EVERY: "off",
    };
    for (let i = 0; i < 2; i++) apps.push(await startApp(settings));
    nginx = await startNginx(
      proxyPort,
      apps.map((app) => app.port),
    );
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(apps.map((app) => app.stop()));
    await database?.dispose();
  });

  it("a class race's players on different instances are seen on the projector", { timeout: 60_000 }, async () => {
    const { db } = database;
    const context = testContext(database);
    const { game } = await seededGame(db, "math-quest-number-crunch");
    const host = await signedInPlayer(context);
    const created = await createClassRace(db, { hostId: host.id, gameId: game.id, level: null });
    if (!created.ok) throw new Error(created.message);
    const players = [await signedInPlayer(context), await signedInPlayer(context)];
    for (const player of players)
      expect((await joinClassRace(db, { race: created.race, racer: { userId: player.id }, address: "198.51.100.7" })).ok).toBe(true);
    expect(await startClassRace(db, created.race.id)).toEqual({ ok: true });

    const proxy = `127.0.0.1:${proxyPort}`;
    const open = (cookie: string) => {
      const ws = new WebSocket(`ws://${proxy}/ws?race=${created.race.id}`, { headers: { Cookie: cookie, Origin: `http://${proxy}` } });
      const heard: RoomMessage[] = [];
      ws.on("message", (data) => heard.push(JSON.parse(data.toString()) as RoomMessage));
      return { ws, heard };
    };
    const screens = [open(players[0].cookie), open(players[1].cookie)];
    for (const screen of screens) await expect.poll(() => screen.heard.some((m) => m.type === "room"), { timeout: 15_000 }).toBe(true);
    expect(await Promise.all(apps.map(socketsOn))).toEqual([1, 1]);
    const projector = open(host.cookie);
    try {
      // The projector is in the room before the answers: a score that moved before it joined is in
      // the room it is sent on joining, not in a later "scores" message (it flaked so in a CI run).
      await expect.poll(() => projector.heard.some((m) => m.type === "room"), { timeout: 15_000 }).toBe(true);
      for (const [i, player] of players.entries()) {
        const runId = (await runIdOfPlayer(db, (await findRacePlayer(db, created.race.id, { userId: player.id }))!.id))!;
        await skipLoadingScreen(db, runId);
        const run = (await findRunById(db, runId))!;
        screens[i].ws.send(JSON.stringify({ type: "answer", runId, index: 0, answer: mathAnswer(run.state) }));
      }
      // Both points reach the projector, whichever instance it is on.
      await expect
        .poll(
          () =>
            projector.heard
              .filter((m) => m.type === "scores")
              .some((m) => m.type === "scores" && m.players.filter(([, score]) => score === 1).length === 2),
          {
            timeout: 15_000,
          },
        )
        .toBe(true);
    } finally {
      for (const socket of [...screens, projector]) socket.ws.terminate();
    }
    // The instances have seen these sockets close (through nginx, in their own time) before the
    // next test counts its own sockets on them.
    await expect.poll(() => Promise.all(apps.map(socketsOn)), { timeout: 15_000 }).toEqual([0, 0]);
  });

  it(
    "a race's players on two instances see each other, and one instance restarting mid-race loses nothing",
    { timeout: 90_000 },
    async () => {
      const { db } = database;
      const context = testContext(database);
      const { game } = await seededGame(db, "math-quest-number-crunch");
      const [host, guest] = [await signedInPlayer(context), await signedInPlayer(context)];
      const session = await createSession(db, { userId: host.id, gameId: game.id });
      expect((await joinSession(db, session.inviteCode, guest.id)).success).toBe(true);
      const proxy = `http://127.0.0.1:${proxyPort}`;

      let hostSocket = openSessionSocket(proxy, session.id, host.cookie);
      await hostSocket.waitFor((m) => m.type === "view");
      const hostsInstance = (await socketsOn(apps[0])) === 1 ? 0 : 1;
      const guestSocket = openSessionSocket(proxy, session.id, guest.cookie);
      await guestSocket.waitFor((m) => m.type === "presence" && m.online === 2);
      // One socket on each instance.
      expect(await Promise.all(apps.map(socketsOn))).toEqual([1, 1]);

      guestSocket.send({ type: "ready", ready: true });
      hostSocket.send({ type: "ready", ready: true });
      await hostSocket.waitFor((m) => m.type === "view" && guestOf(m.view)?.ready === true && hostOf(m.view)?.ready === true);
      hostSocket.send({ type: "start" });
      await guestSocket.waitFor((m) => m.type === "view" && m.view.raceState === "racing");

      const answerAsHost = async (socket: typeof hostSocket, score: number) => {
        const { runId } = (await seatRow(db, session.id, 1))!;
        await skipLoadingScreen(db, runId!);
        const run = (await findRunById(db, runId!))!;
        socket.send({ type: "answer", index: run.state.index, answer: mathAnswer(run.state) });
        await guestSocket.waitFor((m) => m.type === "view" && hostOf(m.view)?.score === score);
      };
      await answerAsHost(hostSocket, 1);

      // The host's instance is stopped (a deploy): the socket is closed with "going away" and the
      // page reconnects through the proxy, which now reaches the other instance.
      const stopped = apps[hostsInstance];
      await stopped.stop();
      expect((await hostSocket.closed).code).toBe(1001);
      hostSocket = openSessionSocket(proxy, session.id, host.cookie);
      const resumed = await hostSocket.waitFor((m) => m.type === "view");
      expect(resumed.type === "view" && hostOf(resumed.view)?.score).toBe(1);
      await answerAsHost(hostSocket, 2);
      // Back on its port, as a rolling restart leaves it.
      apps[hostsInstance] = await startApp({ ...settings, PORT: String(stopped.port) });

      await db
        .update(multiplayerSessions)
        .set({ endsAt: sql`now()` })
        .where(eq(multiplayerSessions.id, session.id));
      await db.execute(sql`select notify_session(${session.id}::uuid)`);
      for (const socket of [hostSocket, guestSocket]) {
        const finished = await socket.waitFor((m) => m.type === "view" && m.view.result !== null);
        expect(finished.type === "view" && finished.view.result).toMatchObject({
          winner: host.id,
          standings: [
            { id: host.id, score: 2 },
            { id: guest.id, score: 0 },
          ],
        });
      }
      hostSocket.ws.close();
      guestSocket.ws.close();
    },
  );

  it("rate limits count each client's own address through the proxy, whatever X-Forwarded-For it sends", { timeout: 150_000 }, async () => {
    const login = `http://127.0.0.1:${proxyPort}/login`;
    const wrong = { email: "someone@example.com", password: "not the password" };
    const statuses: number[] = [];
    // Sign-in limits count in fixed 15-minute windows: eleven tries across a window's end would
    // start afresh, so a run that begins in a window's last minute waits for the next one.
    const WINDOW_MS = 15 * 60_000;
    const left = WINDOW_MS - (Date.now() % WINDOW_MS);
    if (left < 60_000) await new Promise((resolve) => setTimeout(resolve, left + 1_000));
    // Ten failed sign-ins from one machine, spread over both instances, some claiming other addresses.
    for (let i = 0; i < 10; i++)
      statuses.push(await postFrom("127.0.0.2", login, wrong, i % 2 ? { "X-Forwarded-For": `203.0.113.${i}` } : {}));
    expect(statuses.every((status) => status === 400 || status === 401)).toBe(true);
    expect(await postFrom("127.0.0.2", login, wrong, { "X-Forwarded-For": "203.0.113.99" })).toBe(429);
    // Another machine behind the same proxy is not blocked.
    expect(await postFrom("127.0.0.3", login, wrong)).not.toBe(429);
  });
});
