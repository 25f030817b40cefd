import type { IncomingMessage } from "node:http";
import type { TrustProxy } from "../app/trust-proxy.server";

/**
 * What a proxy says about the request it passes on (the browser's host, scheme and address) is
 * believed only from a proxy TRUST_PROXY names: from anyone else these headers are dropped before
 * any code reads them. Remix's own action check compares `Origin` with `X-Forwarded-Host` and
 * throws (a 500 with a stack in the log) when a client adds one; cookies' Secure flag and shared
 * links read `X-Forwarded-Proto` and `-Host` too.
 */
export function dropUntrustedForwarding(req: IncomingMessage, trustProxy: TrustProxy): void {
  if (trustProxy(req.socket?.remoteAddress ?? "", 0)) return;
  for (const name of Object.keys(req.headers)) {
    if (name === "forwarded" || name.startsWith("x-forwarded-")) delete req.headers[name];
  }
}
