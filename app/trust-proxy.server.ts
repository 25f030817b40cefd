/**
 * TRUST_PROXY: which proxies in front of the server are believed when they say who sent a request
 * (app/utils/client-address.server.ts reads X-Forwarded-For through it; server/ drops forwarded
 * headers from anyone else). Read with the environment (env.server.ts), so it sits beside it.
 */
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
