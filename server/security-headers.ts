/**
 * Security headers on every response, with helmet (the maintained set Express apps use; it runs
 * as plain (req, res, next) middleware, so it needs no framework here): nosniff, a referrer
 * policy, no framing, and a strict Content-Security-Policy for anything that is not a page.
 * Pages replace that policy with their own nonce'd one (app/entry.server.tsx): headers a response
 * sets win over these. HSTS only when the public address is https: on a laptop or a school's
 * plain-http install it would lock browsers out.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import { contentSecurityDirectives } from "../app/utils/content-security.server";

export function securityHeaders({ https }: { https: boolean }) {
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives() },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    frameguard: { action: "deny" },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: false } : false,
    // Avatars and share images are plain links to other origins; a COEP would block them.
    crossOriginEmbedderPolicy: false,
  });
  return (req: IncomingMessage, res: ServerResponse) => middleware(req, res, () => {});
}
