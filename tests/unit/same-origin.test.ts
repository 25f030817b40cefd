// The one same-origin rule (server/same-origin.ts): form posts and the /ws upgrade both use it.
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { NO_PROXY, parseTrustProxy } from "~/trust-proxy.server";
import { isCrossOrigin, isCrossOriginMutation } from "../../server/same-origin";

/** A request from `peer` (a browser, or the proxy in front of the server). */
const request = (headers: Record<string, string>, method = "POST", peer = "203.0.113.7") =>
  ({ method, headers, socket: { remoteAddress: peer } }) as unknown as IncomingMessage;

describe("isCrossOrigin", () => {
  it("compares the page's origin with the host asked for", () => {
    expect(isCrossOrigin(request({ host: "play.example", origin: "https://play.example" }), NO_PROXY)).toBe(false);
    expect(isCrossOrigin(request({ host: "play.example", origin: "https://evil.example" }), NO_PROXY)).toBe(true);
    expect(isCrossOrigin(request({ host: "play.example", origin: "http://play.example:8080" }), NO_PROXY)).toBe(true);
  });

  it("believes X-Forwarded-Host only from a proxy TRUST_PROXY names", () => {
    const behindProxy = { host: "app:3000", "x-forwarded-host": "play.example", origin: "https://play.example" };
    expect(isCrossOrigin(request(behindProxy, "POST", "10.0.0.2"), parseTrustProxy("10.0.0.0/8"))).toBe(false);
    expect(isCrossOrigin(request(behindProxy, "POST", "10.0.0.2"), parseTrustProxy("1"))).toBe(false);
    // Written by the page's own request: no proxy, or not one of the named ones.
    const forged = { host: "play.example", "x-forwarded-host": "evil.example", origin: "http://evil.example" };
    expect(isCrossOrigin(request(forged), NO_PROXY)).toBe(true);
    expect(isCrossOrigin(request(forged), parseTrustProxy("10.0.0.0/8"))).toBe(true);
  });

  it("refuses an opaque or unreadable origin, and a browser that says cross-site", () => {
    expect(isCrossOrigin(request({ host: "play.example", origin: "null" }), NO_PROXY)).toBe(true);
    expect(isCrossOrigin(request({ host: "play.example", origin: "not a url" }), NO_PROXY)).toBe(true);
    expect(isCrossOrigin(request({ host: "play.example", "sec-fetch-site": "cross-site" }), NO_PROXY)).toBe(true);
  });

  it("lets through what no browser page sent (curl, webhooks, a server's socket)", () => {
    expect(isCrossOrigin(request({ host: "play.example" }), NO_PROXY)).toBe(false);
    expect(isCrossOrigin(request({ host: "play.example", "sec-fetch-site": "same-origin" }), NO_PROXY)).toBe(false);
  });
});

describe("isCrossOriginMutation", () => {
  it("judges only requests that change something", () => {
    const evil = { host: "play.example", origin: "https://evil.example" };
    for (const method of ["GET", "HEAD", "OPTIONS"]) expect(isCrossOriginMutation(request(evil, method), NO_PROXY)).toBe(false);
    for (const method of ["POST", "PUT", "DELETE"]) expect(isCrossOriginMutation(request(evil, method), NO_PROXY)).toBe(true);
  });
});
