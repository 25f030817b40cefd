// The one same-origin rule (server/same-origin.ts): form posts and the /ws upgrade both use it.
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { isCrossOrigin, isCrossOriginMutation } from "../../server/same-origin";

const request = (headers: Record<string, string>, method = "POST") => ({ method, headers }) as unknown as IncomingMessage;

describe("isCrossOrigin", () => {
  it("compares the page's origin with the host asked for (or the proxy's forwarded host)", () => {
    expect(isCrossOrigin(request({ host: "play.example", origin: "https://play.example" }))).toBe(false);
    expect(isCrossOrigin(request({ host: "play.example", origin: "https://evil.example" }))).toBe(true);
    expect(isCrossOrigin(request({ host: "app:3000", "x-forwarded-host": "play.example", origin: "https://play.example" }))).toBe(false);
    expect(isCrossOrigin(request({ host: "play.example", origin: "http://play.example:8080" }))).toBe(true);
  });

  it("refuses an opaque or unreadable origin, and a browser that says cross-site", () => {
    expect(isCrossOrigin(request({ host: "play.example", origin: "null" }))).toBe(true);
    expect(isCrossOrigin(request({ host: "play.example", origin: "not a url" }))).toBe(true);
    expect(isCrossOrigin(request({ host: "play.example", "sec-fetch-site": "cross-site" }))).toBe(true);
  });

  it("lets through what no browser page sent (curl, webhooks, a server's socket)", () => {
    expect(isCrossOrigin(request({ host: "play.example" }))).toBe(false);
    expect(isCrossOrigin(request({ host: "play.example", "sec-fetch-site": "same-origin" }))).toBe(false);
  });
});

describe("isCrossOriginMutation", () => {
  it("judges only requests that change something", () => {
    const evil = { host: "play.example", origin: "https://evil.example" };
    for (const method of ["GET", "HEAD", "OPTIONS"]) expect(isCrossOriginMutation(request(evil, method))).toBe(false);
    for (const method of ["POST", "PUT", "DELETE"]) expect(isCrossOriginMutation(request(evil, method))).toBe(true);
  });
});
