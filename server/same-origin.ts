import type { IncomingMessage } from "node:http";
import type { TrustProxy } from "../app/trust-proxy.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The host the browser asked for. `X-Forwarded-Host` is written by whoever sent the request, so it
 * names the host only when the connection comes from a proxy TRUST_PROXY names (its first value,
 * as Express reads it); otherwise a page of another origin could add it and pass as this site.
 */
function requestedHost(req: IncomingMessage, trustProxy: TrustProxy): string | undefined {
  const forwarded = req.headers["x-forwarded-host"];
  const fromProxy = forwarded && trustProxy(req.socket?.remoteAddress ?? "", 0);
  return fromProxy ? String(forwarded).split(",")[0].trim() : req.headers.host;
}

/**
 * Whether a request was sent by a page of another origin (CSRF, cross-site WebSocket hijacking):
 * a browser names the page's origin in `Origin` (`null` for an opaque one), or at least says
 * `Sec-Fetch-Site: cross-site`. Requests with neither (curl, server-to-server webhooks, a
 * non-browser socket) carry no user's cookies by accident and pass.
 */
export function isCrossOrigin(req: IncomingMessage, trustProxy: TrustProxy): boolean {
  const origin = req.headers.origin;
  if (origin === "null") return true;
  if (origin) {
    const host = requestedHost(req, trustProxy);
    try {
      return new URL(origin).host !== host;
    } catch {
      return true;
    }
  }
  return req.headers["sec-fetch-site"] === "cross-site";
}

/** A state-changing request (not GET, HEAD or OPTIONS) sent by a page of another origin. */
export function isCrossOriginMutation(req: IncomingMessage, trustProxy: TrustProxy): boolean {
  return !SAFE_METHODS.has(req.method ?? "GET") && isCrossOrigin(req, trustProxy);
}
