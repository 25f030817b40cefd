/**
 * Graceful stop: the requests a server is answering, kept, so a stop can wait for them. Once
 * draining, every answer asks its client to close the connection, so keep-alive clients move on
 * to another instance instead of sending their next request here.
 */
import type { Server, ServerResponse } from "node:http";

export function trackRequests(server: Server) {
  const active = new Set<ServerResponse>();
  let draining = false;
  let onIdle: (() => void) | undefined;
  server.on("request", (_req, res: ServerResponse) => {
    active.add(res);
    if (draining) res.setHeader("Connection", "close");
    res.on("close", () => {
      active.delete(res);
      if (active.size === 0) onIdle?.();
    });
  });
  return {
    /** Stops accepting connections and resolves once every request in flight is answered, or after `timeoutMs` (false). */
    drain(timeoutMs: number): Promise<boolean> {
      draining = true;
      for (const res of active) if (!res.headersSent) res.setHeader("Connection", "close");
      server.close();
      server.closeIdleConnections();
      if (active.size === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        timer.unref();
        onIdle = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
    },
  };
}
