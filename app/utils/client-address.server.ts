/**
 * Who sent a request, for rate limits and the sign-in log. X-Forwarded-For is written by the
 * client, so it counts only through proxies the operator named in TRUST_PROXY (proxy-addr, the
 * library Express uses, walks the header from the right past trusted hops). Without TRUST_PROXY
 * the address is the socket's, which no client can choose.
 */
import type { AppLoadContext } from "@remix-run/node";
import proxyaddr from "proxy-addr";

export type TrustProxy = (address: string, hop: number) => boolean;

/** No proxy is believed: TRUST_PROXY unset. */
export const NO_PROXY: TrustProxy = () => false;

/**
 * TRUST_PROXY's meaning: unset or false, nobody; a number n, the n proxies nearest the server;
 * otherwise a comma list of addresses, CIDR ranges or proxy-addr's names (loopback, linklocal,
 * uniquelocal). Throws for an entry that is none of these.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const setting = (value ?? "").trim();
  if (setting === "" || setting === "false" || setting === "0") return NO_PROXY;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_address, hop) => hop < hops;
  }
  return proxyaddr.compile(setting.split(",").map((entry) => entry.trim()));
}

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
