import type { IncomingMessage } from "node:http";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request was sent by a page of another origin (CSRF, cross-site WebSocket hijacking):
 * a browser names the page's origin in `Origin` (`null` for an opaque one), or at least says
 * `Sec-Fetch-Site: cross-site`. Requests with neither (curl, server-to-server webhooks, a
 * non-browser socket) carry no user's cookies by accident and pass.
 */
export function isCrossOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === "null") return true;
  if (origin) {
    const host = req.headers["x-forwarded-host"] ?? req.headers.host;
    try {
      return new URL(origin).host !== host;
    } catch {
      return true;
    }
  }
  return req.headers["sec-fetch-site"] === "cross-site";
}

/** A state-changing request (not GET, HEAD or OPTIONS) sent by a page of another origin. */
export function isCrossOriginMutation(req: IncomingMessage): boolean {
  return !SAFE_METHODS.has(req.method ?? "GET") && isCrossOrigin(req);
}
