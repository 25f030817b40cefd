// What every page and file tells the browser about itself: a Content-Security-Policy whose
// nonce is on every script the page carries (and nothing inline without it), no sniffing, a
// referrer policy, no framing, and HSTS when the site's public address is https.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostRace, joinAsVisitor } from "../support/live-rooms";
import { signUp, startApp, type RunningApp } from "../support/running-app";
import { dataPath } from "../support/single-fetch";

let app: RunningApp;
let cookie: string;
beforeAll(async () => {
  app = await startApp({ APP_URL: "https://cleverplay.example" });
  ({ cookie } = await signUp(app));
});
afterAll(() => app?.stop());

const PAGES = [
  "/",
  "/games",
  "/play/math/math-quest-number-crunch",
  "/game/premium/brain-blitz",
  "/leaderboard",
  "/challenges",
  "/store",
  "/badges",
  "/blog",
  "/blog/healthy-screen-time-learning-games",
  "/about",
  "/privacy",
  "/terms",
  "/login",
  "/register",
  "/auth/forgot-password",
  "/auth/reset-password?token=nope",
  "/auth/verify?token=nope",
  "/join",
  "/join/ABC123",
  "/profile",
  "/my-games",
  "/profile/delete",
  "/no-such-page",
];

function expectProtected(headers: Headers, where: string) {
  expect(headers.get("x-content-type-options"), where).toBe("nosniff");
  expect(headers.get("referrer-policy"), where).toBe("strict-origin-when-cross-origin");
  expect(headers.get("x-frame-options"), where).toBe("DENY");
  expect(headers.get("content-security-policy"), where).toMatch(/frame-ancestors 'none'/);
  expect(headers.get("strict-transport-security"), where).toMatch(/max-age=\d+/);
}

describe("security headers", () => {
  for (const signedIn of [false, true]) {
    it(`every page ${signedIn ? "a player" : "a visitor"} opens carries them, and its scripts carry the nonce`, async () => {
      for (const path of PAGES) {
        const response = await fetch(`${app.origin}${path}`, { headers: signedIn ? { Cookie: cookie } : {}, redirect: "manual" });
        expectProtected(response.headers, path);
        if (!response.headers.get("content-type")?.startsWith("text/html")) continue;
        const policy = response.headers.get("content-security-policy") ?? "";
        const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
        expect(nonce, `${path}: ${policy}`).toBeTruthy();
        const html = await response.text();
        const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
        expect(scripts.length, path).toBeGreaterThan(0);
        for (const tag of scripts) {
          // An external module of our own needs no nonce; every inline script needs this one.
          if (/\bsrc="\/assets\//.test(tag)) continue;
          expect(tag, path).toContain(`nonce="${nonce}"`);
        }
        expect(html, path).not.toMatch(/<[^>]+\son[a-z]+=["']/i);
        expect(html, path).not.toMatch(/href=["']javascript:/i);
      }
    });
  }

  it("a kept-alive connection outlasts a proxy's minute, so a proxy never sends on one being closed", async () => {
    const response = await fetch(`${app.origin}/healthz`);
    expect(response.headers.get("keep-alive")).toBe("timeout=65");
  });

  it("two renders never share a nonce", async () => {
    // Signed in, so neither is the anonymous page cache's copy of one render (which keeps that
    // render's body, nonce and header together for its 2 s).
    const policies = await Promise.all(
      [1, 2].map(() => fetch(`${app.origin}/games`, { headers: { Cookie: cookie } }).then((r) => r.headers.get("content-security-policy"))),
    );
    expect(policies[0]).not.toBe(policies[1]);
  });

  it("data carries them too, with a policy that runs no inline script", async () => {
    for (const path of ["/healthz", "/api/username-availability?username=someone"]) {
      const response = await fetch(`${app.origin}${path}`);
      expectProtected(response.headers, path);
      expect(response.headers.get("content-security-policy"), path).toMatch(/script-src 'self'(;|$)/);
    }
  });

  it("the site's pictures, opened alone, can load and run nothing and be framed by no one, in a few bytes", async () => {
    for (const path of ["/logo.svg", "/favicon.ico", "/images/icons/coin.svg"]) {
      const response = await fetch(`${app.origin}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-security-policy"), path).toBe(
        "default-src 'none';style-src 'unsafe-inline';frame-ancestors 'none'",
      );
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
      expect(response.headers.get("strict-transport-security"), path).toMatch(/max-age=\d+/);
      // A page's pictures are a dozen responses on a 400 kbps line: nothing only a page reads.
      for (const header of ["x-frame-options", "referrer-policy", "cross-origin-opener-policy", "x-xss-protection"]) {
        expect(response.headers.get(header), `${path} ${header}`).toBeNull();
      }
    }
  });

  it("the build's scripts and stylesheets, never documents, carry only what acts on a subresource", async () => {
    const home = await (await fetch(`${app.origin}/`)).text();
    const assets = [/\/assets\/[^"]+\.js/.exec(home)?.[0], /\/assets\/[^"]+\.css/.exec(home)?.[0]];
    for (const path of assets) {
      expect(path).toBeTruthy();
      const response = await fetch(`${app.origin}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
      expect(response.headers.get("strict-transport-security"), path).toMatch(/max-age=\d+/);
      // What only a document reads: 0.9 kB on each of a page's twenty-odd assets.
      for (const header of ["content-security-policy", "x-frame-options", "referrer-policy", "etag"]) {
        expect(response.headers.get(header), `${path} ${header}`).toBeNull();
      }
    }
  });
});

describe("personal pages are never cached", () => {
  /** The page, and its data as the page's JavaScript fetches it. */
  const bothWays = (path: string, cookie: string) =>
    Promise.all([path, dataPath(path)].map((url) => fetch(`${app.origin}${url}`, { headers: { Cookie: cookie }, redirect: "manual" })));

  it("a class race's report, projector and player's page say no-store, as pages and as data", async () => {
    const { raceId } = await hostRace(app, cookie);
    const visitor = await joinAsVisitor(app, raceId);
    const pages: Array<[string, string]> = [
      [`/class-races/${raceId}/report`, cookie],
      [`/class-races/${raceId}`, cookie],
      [`/class-races/${raceId}/play`, visitor.cookie],
      ["/profile", cookie],
      ["/games", cookie],
    ];
    for (const [path, who] of pages) {
      for (const response of await bothWays(path, who)) {
        expect(response.status, response.url).toBe(200);
        expect(response.headers.get("cache-control") ?? "", response.url).toMatch(/no-store/);
      }
    }
  });

  it("a stranger's page names nobody and may be shared (the anonymous page cache keeps it)", async () => {
    const response = await fetch(`${app.origin}/games`);
    expect(response.headers.get("cache-control") ?? "").not.toMatch(/no-store|private/);
  });
});
