import type { IncomingMessage } from "node:http";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by pages of another origin (CSRF): a browser names the
 * page's origin in `Origin`, or at least says `Sec-Fetch-Site: cross-site`. Requests with
 * neither (curl, server-to-server webhooks) carry no user's cookies by accident and pass.
 */
export function isCrossOriginMutation(req: IncomingMessage): boolean {
  if (SAFE_METHODS.has(req.method ?? "GET")) return false;
  const origin = req.headers.origin;
  if (origin && origin !== "null") {
    const host = req.headers["x-forwarded-host"] ?? req.headers.host;
    try {
      return new URL(origin).host !== host;
    } catch {
      return true;
    }
  }
  if (origin === "null") return true;
  return req.headers["sec-fetch-site"] === "cross-site";
}
