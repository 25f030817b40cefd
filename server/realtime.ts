/**
 * The WebSocket endpoint /ws, on the same port as the site. This first version proves the
 * wiring (ping → pong) and keeps idle proxies from cutting sockets; sessions build on it.
 */
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { z } from "zod";

const KEEPALIVE_MS = 25_000;

const clientMessage = z.discriminatedUnion("type", [z.object({ type: z.literal("ping") })]);

export interface Realtime {
  close(): Promise<void>;
}

export function attachRealtime(server: Server): Realtime {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const alive = new WeakSet<WebSocket>();

  server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    if (pathname !== "/ws") {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit("connection", ws, request));
  });

  wss.on("connection", (ws) => {
    alive.add(ws);
    ws.on("pong", () => alive.add(ws));
    ws.on("message", (data) => {
      let parsed: z.infer<typeof clientMessage>;
      try {
        parsed = clientMessage.parse(JSON.parse(data.toString()));
      } catch {
        ws.send(JSON.stringify({ type: "error", message: "Unrecognised message" }));
        return;
      }
      if (parsed.type === "ping") ws.send(JSON.stringify({ type: "pong", at: Date.now() }));
    });
  });

  // Protocol-level pings every 25 s: school proxies drop sockets that stay silent.
  const keepalive = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, KEEPALIVE_MS);
  keepalive.unref();

  return {
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(keepalive);
        for (const ws of wss.clients) ws.close(1001, "Server shutting down");
        wss.close(() => resolve());
      }),
  };
}
