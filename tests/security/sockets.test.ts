// An attacker with a raw TCP socket against /ws: malformed frames before and after the upgrade,
// signed in or not. Each attack may cost the attacker their own connection, never the site.
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostRace, hostSession, joinAsVisitor, liveSocket } from "../support/live-rooms";
import { signUp, startApp, stillServing, type RunningApp } from "../support/running-app";

let app: RunningApp;
let cookie: string;

beforeAll(async () => {
  app = await startApp();
  ({ cookie } = await signUp(app));
});
afterAll(() => app?.stop());

const SESSION = "5f0c6a8e-1d2b-4c3d-9e8f-0a1b2c3d4e5f";

function upgradeRequest(headers: Record<string, string> = {}): string {
  const lines = {
    Host: `127.0.0.1:${app.port}`,
    Upgrade: "websocket",
    Connection: "Upgrade",
    "Sec-WebSocket-Key": Buffer.from("0123456789abcdef").toString("base64"),
    "Sec-WebSocket-Version": "13",
    ...headers,
  };
  return `GET /ws?session=${SESSION} HTTP/1.1\r\n${Object.entries(lines)
    .map(([name, value]) => `${name}: ${value}`)
    .join("\r\n")}\r\n\r\n`;
}

/** A masked client frame, as a browser sends it. */
function maskedFrame(payload: Buffer, opcode = 0x1): Buffer {
  const mask = Buffer.from([1, 2, 3, 4]);
  const masked = Buffer.from(payload.map((byte, i) => byte ^ mask[i % 4]));
  const length =
    payload.length < 126 ? Buffer.from([0x80 | payload.length]) : Buffer.from([0x80 | 126, payload.length >> 8, payload.length & 255]);
  return Buffer.concat([Buffer.from([0x80 | opcode]), length, mask, masked]);
}

/** Opens a raw connection, writes each chunk in turn, and ends when the server closes or after a second. */
function attack(chunks: Array<string | Buffer>, { waitForUpgrade = true } = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket: Socket = connect(app.port, "127.0.0.1");
    let received = "";
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = true;
      for (const chunk of chunks.slice(1)) socket.write(chunk);
    };
    socket.on("connect", () => {
      socket.write(chunks[0]);
      if (!waitForUpgrade) send();
    });
    socket.on("data", (data) => {
      received += data.toString("latin1");
      if (received.includes("\r\n\r\n")) send();
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve(received));
    setTimeout(() => {
      socket.destroy();
      resolve(received);
    }, 1000);
  });
}

const oversized = () => {
  // Declares a 1 MB text frame (64-bit length), far over the 16 KB the hub takes.
  const header = Buffer.from([0x81, 0x80 | 127, 0, 0, 0, 0, 0, 0x10, 0, 0, 1, 2, 3, 4]);
  return Buffer.concat([header, Buffer.alloc(64 * 1024, 7)]);
};
const unmasked = () => Buffer.from([0x81, 0x05, ...Buffer.from("hello")]);
const truncated = () => maskedFrame(Buffer.from(JSON.stringify({ type: "ping" }))).subarray(0, 5);
const garbage = () => Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7919) % 256));
const badOpcode = () => maskedFrame(Buffer.from("x"), 0x3);
const fragmentedPing = () => Buffer.from([0x09, 0x80, 1, 2, 3, 4]);

const frames = { oversized, unmasked, truncated, garbage, "a reserved opcode": badOpcode, "a fragmented control frame": fragmentedPing };

describe("one connection cannot stop the server", () => {
  for (const [name, frame] of Object.entries(frames)) {
    it(`survives ${name} after the upgrade, signed out and signed in`, async () => {
      await attack([upgradeRequest(), frame()]);
      await attack([upgradeRequest({ Cookie: cookie }), frame()]);
      // Sent at once, in the same packets as the upgrade request, before the server has answered.
      await attack([upgradeRequest(), frame()], { waitForUpgrade: false });
      expect(await stillServing(app)).toBe(true);
    });
  }

  it("survives garbage, truncated and broken handshakes before the upgrade", async () => {
    await attack([garbage()]);
    await attack([upgradeRequest().slice(0, 60)]);
    await attack([upgradeRequest({ "Sec-WebSocket-Key": "not a key" })]);
    await attack([upgradeRequest({ "Sec-WebSocket-Version": "8" })]);
    await attack([upgradeRequest().replace("/ws?", "/elsewhere?")]);
    await attack([`GET / HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n`]);
    expect(await stillServing(app)).toBe(true);
  });

  it("a well-behaved socket still connects and is told to sign in", async () => {
    const answer = await attack([upgradeRequest()]);
    expect(answer).toContain("101 Switching Protocols");
    expect(answer).toContain("Sign in to join this session");
    expect(app.log()).not.toMatch(/Unhandled 'error' event|uncaughtException/);
  });
});

describe("the sockets refuse text the database cannot store", () => {
  // As a script writes them: JSON escapes for a NUL and for half a surrogate pair.
  const UNUSABLE = ["\\u0000", "\\ud800", "x\\udc00y"];
  const REFUSAL = "That answer contains characters that cannot be used. Please type it again.";

  it("on a class race's socket and on a two-player session's, with a clear refusal and nothing in the log", async () => {
    const { raceId } = await hostRace(app, cookie);
    const visitor = await joinAsVisitor(app, raceId);
    const race = liveSocket(app, `race=${raceId}`, { Cookie: visitor.cookie });
    expect(await race.opened).toBe(true);
    const session = liveSocket(app, `session=${await hostSession(app, cookie)}`, { Cookie: cookie });
    expect(await session.opened).toBe(true);
    const logged = app.log().length;

    for (const [index, text] of UNUSABLE.entries()) {
      race.sendText(`{"type":"answer","runId":"5f0c6a8e-1d2b-4c3d-9e8f-0a1b2c3d4e5f","index":${index},"answer":"${text}"}`);
      const reply = await race.waitFor((m) => m.type === "answered" && m.index === index);
      expect(reply.reply).toMatchObject({ error: REFUSAL });
      session.sendText(`{"type":"answer","index":${index},"answer":"${text}"}`);
    }
    await session.waitFor((m) => m.type === "error" && session.messages.filter((e) => e.message === REFUSAL).length === UNUSABLE.length);
    expect(session.messages.filter((m) => m.type === "error").every((m) => m.message === REFUSAL)).toBe(true);
    race.ws.close();
    session.ws.close();
    expect(app.log().slice(logged)).not.toMatch(/technical error|Failed query|params:/);
  });
});

describe("X-Forwarded-Host counts only through TRUST_PROXY (none here)", () => {
  const forged = { Origin: "http://evil.example", "X-Forwarded-Host": "evil.example" };

  it("a page of another origin cannot pass its form post as this site's by naming itself", async () => {
    const posted = await fetch(`${app.origin}/cosmetics/equip`, {
      method: "POST",
      body: new URLSearchParams({ cosmeticId: "x" }),
      headers: { ...forged, Cookie: cookie },
      redirect: "manual",
    });
    expect(posted.status).toBe(403);
  });

  it("this site's own sign-in form with a forwarded host added gets its answer, never a 500 with a stack in the log", async () => {
    const logged = app.log().length;
    // A page's form (not a resource route's): Remix's own action check reads X-Forwarded-Host there.
    const posted = await fetch(`${app.origin}/login`, {
      method: "POST",
      body: new URLSearchParams({ email: "forwarded@example.com", password: "not the password" }),
      headers: { Origin: app.origin, "X-Forwarded-Host": "evil.example" },
      redirect: "manual",
    });
    expect(posted.status).toBe(401);
    expect(await posted.text()).toContain("Could not sign in. Please check your credentials.");
    expect(app.log().slice(logged)).not.toMatch(/x-forwarded-host|Aborting the action|\n\s+at /i);
  });

  it("nor open a race's or a session's socket", async () => {
    const answer = await attack([upgradeRequest({ ...forged, Cookie: cookie })]);
    expect(answer).toMatch(/^HTTP\/1\.1 403/);
    const { raceId } = await hostRace(app, cookie);
    expect(await liveSocket(app, `race=${raceId}`, { ...forged, Cookie: cookie }).opened).toBe(false);
  });
});
