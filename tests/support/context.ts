import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AppLoadContext } from "@remix-run/node";
import type { DatabaseHandle } from "~/db.server";
import { parseEnv } from "~/env.server";
import { parseTrustProxy } from "~/trust-proxy.server";
import "~/load-context";
import { createRealtime } from "../../server/realtime";

/** The load context the server would pass, on a test database; mail goes to a temp outbox. */
export function testContext(database: DatabaseHandle, env: Record<string, string> = {}): AppLoadContext {
  const dataDir = mkdtempSync(path.join(tmpdir(), "cleverplay-test-"));
  return {
    db: database.db,
    database,
    env: parseEnv({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      APP_URL: "http://cleverplay.test",
      ...env,
    }),
    cookieSecret: "test-secret-test-secret-test-secret-42",
    // As behind one trusted proxy: each test request's X-Forwarded-For (formPost gives every
    // request its own) is its client's address.
    peerAddress: "127.0.0.1",
    trustProxy: parseTrustProxy("1"),
    realtime: {
      subscribe() {
        throw new Error("this test context has no session hub: use realtimeContext()");
      },
      // No hub: nobody is connected.
      isOnline: () => false,
      followRace() {
        throw new Error("this test context has no session hub: use realtimeContext()");
      },
    },
  };
}

/** A test context with a real session hub listening on the test database. */
export async function realtimeContext(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  options?: Parameters<typeof createRealtime>[1],
) {
  const context = testContext(database, env);
  const hub = await createRealtime(context, options);
  return { context: { ...context, realtime: hub } as AppLoadContext, hub };
}

/** The hub's /ws on a port of its own, as the server mounts it. Close the hub first (it closes its sockets), then this. */
export async function listeningHub(hub: { handleUpgrade(request: http.IncomingMessage, socket: Duplex, head: Buffer): void }) {
  const server = http.createServer((_req, res) => res.end());
  server.on("upgrade", hub.handleUpgrade);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    http: `http://127.0.0.1:${port}`,
    ws: `ws://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of every mail the app wrote to its outbox, oldest first. */
export function outbox(context: AppLoadContext): string[] {
  const dir = path.join(context.env.DATA_DIR, "outbox");
  try {
    return readdirSync(dir)
      .sort()
      .map((file) =>
        readFileSync(path.join(dir, file), "utf8")
          .replace(/=\r?\n/g, "")
          .replace(/=3D/g, "="),
      );
  } catch {
    return [];
  }
}

let address = 0;

/** A form POST as a browser on this site would send it, from its own client address. */
type Fields = Record<string, string | undefined>;

/** Drops absent values, so tests can spread optional fields and headers. */
function present(values: Fields): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export function formPost(url: string, fields: Fields, headers: Fields = {}): Request {
  return new Request(new URL(url, "http://cleverplay.test"), {
    method: "POST",
    body: new URLSearchParams(present(fields)),
    headers: present({
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": `10.0.${Math.floor(++address / 250)}.${address % 250}`,
      ...headers,
    }),
  });
}

export function get(url: string, headers: Fields = {}): Request {
  return new Request(new URL(url, "http://cleverplay.test"), {
    headers: present(headers),
  });
}

/** The sign-in cookie a response set, as a Cookie header for the next request. */
export function signInCookieFrom(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("cp_session="));
  if (!cookie) throw new Error("no sign-in cookie was set");
  return cookie.split(";")[0];
}
