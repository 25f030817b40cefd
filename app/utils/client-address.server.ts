/**
 * Who sent a request, for rate limits and the sign-in log. X-Forwarded-For is written by the
 * client, so it counts only through proxies the operator named in TRUST_PROXY (proxy-addr, the
 * library Express uses, walks the header from the right past trusted hops). Without TRUST_PROXY
 * the address is the socket's, which no client can choose.
 */
import type { AppLoadContext } from "@remix-run/node";
import proxyaddr from "proxy-addr";
import { NO_PROXY } from "~/trust-proxy.server";

export function clientAddress(request: Request, context: AppLoadContext): string {
  const peer = context.peerAddress ?? "unknown";
  // proxy-addr reads a node request: the socket's address and the header are all it needs.
  const forwarded = request.headers.get("x-forwarded-for");
  const shim = {
    headers: forwarded ? { "x-forwarded-for": forwarded } : {},
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
  };
  try {
    return proxyaddr(shim as never, context.trustProxy ?? NO_PROXY) || peer;
  } catch {
    return peer;
  }
}
