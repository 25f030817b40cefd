// A slow outside service holds up nobody else: sign-ins waiting on Google's token endpoint give
// their page slot back while they wait, and /healthz never waits in line. Before, each such
// callback held one of the two page slots until its 1 s lease ran out, so twenty of them kept
// every other visitor and /healthz waiting about ten seconds. Here the lease is an hour: a callback
// that kept its slot while it waited would keep it, and the third would never reach Google.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/running-app";

let app: RunningApp;
/** Google's token endpoint, answering nothing until the test lets it. */
const held: ServerResponse[] = [];
const google = createServer((_request: IncomingMessage, response: ServerResponse) => void held.push(response));

beforeAll(async () => {
  await new Promise<void>((resolve) => google.listen(0, "127.0.0.1", resolve));
  const { port } = google.address() as AddressInfo;
  app = await startApp({
    GOOGLE_CLIENT_ID: "client",
    GOOGLE_CLIENT_SECRET: "secret",
    GOOGLE_TOKEN_URL: `http://127.0.0.1:${port}/token`,
    GOOGLE_USERINFO_URL: `http://127.0.0.1:${port}/userinfo`,
    PAGE_TURN_LEASE: "1h",
  });
});
afterAll(async () => {
  held.splice(0).forEach((response) => response.destroy());
  await app?.stop();
  google.close();
});

it("twenty sign-ins waiting on Google hold up neither /healthz nor a visitor's page", async () => {
  const started = await fetch(`${app.origin}/auth/google`, {
    method: "POST",
    body: new URLSearchParams({ intent: "signin" }),
    redirect: "manual",
  });
  const state = new URL(started.headers.get("location")!).searchParams.get("state")!;
  const flow = started.headers.getSetCookie()[0].split(";")[0];
  const callbacks = Array.from({ length: 20 }, () =>
    // A failed test stops the app under them: their errors are this test's answer, not unhandled ones.
    fetch(`${app.origin}/auth/google/callback?state=${state}&code=a-code`, { headers: { Cookie: flow }, redirect: "manual" }).catch(
      () => null,
    ),
  );
  // Every callback reaches Google though none has had an answer: none holds a slot while it waits.
  // (No lease runs out meanwhile; the timeout is only the ceiling of a busy machine.)
  await expect.poll(() => held.length, { timeout: 60_000 }).toBe(20);
  for (const path of ["/healthz", "/about"]) expect((await fetch(`${app.origin}${path}`)).status, path).toBe(200);
  expect(held.length).toBe(20);

  // Google refuses them all: each sign-in ends on the sign-in page with the reason.
  held.splice(0).forEach((response) => response.writeHead(400, { "Content-Type": "application/json" }).end('{"error":"invalid_grant"}'));
  for (const answer of await Promise.all(callbacks)) expect(answer?.status).toBe(302);
}, 90_000);
