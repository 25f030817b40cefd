// A deploy or `docker stop` sends SIGTERM while children are playing: what is in flight finishes,
// nothing new is accepted, and the process then exits cleanly.
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { startApp } from "../support/running-app";

describe("stopping the server", () => {
  // It starts a real server process first: on a busy machine that alone can take most of 30 s.
  it("answers a request that is still arriving when SIGTERM comes, then exits", { timeout: 90_000 }, async () => {
    const app = await startApp();
    const body = new URLSearchParams({ email: "nobody@example.com", password: "not the password" }).toString();
    const socket = connect(app.port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    await new Promise<void>((resolve) => socket.on("connect", () => resolve()));
    // A slow network: the headers and half the form now, the rest after the stop has begun.
    socket.write(
      `POST /login HTTP/1.1\r\nHost: 127.0.0.1:${app.port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 200));
    const exited = new Promise<number | null>((resolve) => app.process.once("exit", (code) => resolve(code)));
    app.process.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));

    // Nobody new gets in meanwhile.
    const refused = await fetch(`${app.origin}/healthz`).then(
      () => false,
      () => true,
    );
    expect(refused).toBe(true);

    socket.write(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toContain("Could not sign in. Please check your credentials.");
    expect(answer.toLowerCase()).toContain("connection: close");
    expect(await exited).toBe(0);
    expect(app.log()).toContain("SIGTERM: finishing requests in flight");
  });
});
