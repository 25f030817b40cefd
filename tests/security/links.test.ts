// Links an attacker would like to point elsewhere: the pages a form sends you back to, and the
// links in the mail the site sends. None may leave the site or take a host from the request.
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/utils/redirect.server";
import { signUp, startApp, type RunningApp } from "../support/running-app";

/** The shapes that have turned a "local path" into another site somewhere. */
const BYPASSES = [
  "//evil.example",
  "/\\evil.example",
  "/..//evil.example",
  "/../\\evil.example",
  "/./..//evil.example/x",
  "/%2F%2Fevil.example",
  "/%5C%5Cevil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  " //evil.example",
  "https://evil.example",
  "https:evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "\\\\evil.example",
  "/\u0000//evil.example",
];

/** A Location (or path) that a browser would follow to another host. */
function leavesSite(location: string | null): boolean {
  if (location === null) return false;
  const target = new URL(location, "http://cleverplay.local");
  return target.host !== "cleverplay.local" || target.protocol !== "http:";
}

describe("a redirect target from a form or a link stays on the site", () => {
  it.each(BYPASSES)("%j becomes the fallback or a path of this site", (shape) => {
    const path = safeRedirectPath(shape, "/fallback");
    expect(path.startsWith("/")).toBe(true);
    expect(path).not.toMatch(/^\/[/\\]/);
    expect(leavesSite(path)).toBe(false);
  });

  it("keeps the ordinary paths it is meant for", () => {
    expect(safeRedirectPath("/join/ABC123?x=1#top")).toBe("/join/ABC123?x=1#top");
    expect(safeRedirectPath("/")).toBe("/");
    expect(safeRedirectPath("/games/../store")).toBe("/store");
  });
});

describe("on the running site", () => {
  let app: RunningApp;
  let player: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    app = await startApp();
    player = await signUp(app);
  });
  afterAll(() => app?.stop());

  async function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return fetch(`${app.origin}${path}`, { method: "POST", body: new URLSearchParams(fields), headers, redirect: "manual" });
  }

  it("sign-in, equip and challenges never answer with a Location on another site", async () => {
    for (const redirectTo of BYPASSES) {
      const answers = [
        await post("/login", { email: player.email, password: player.password, redirectTo }),
        await post(
          "/cosmetics/equip",
          { intent: "equip", cosmeticId: "00000000-0000-4000-8000-000000000000", redirectTo },
          { Cookie: player.cookie },
        ),
        await post("/challenges", { redirectTo }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBeLessThan(500);
        expect(leavesSite(answer.headers.get("location")), `${JSON.stringify(redirectTo)} → ${answer.headers.get("location")}`).toBe(false);
      }
    }
  });

  it("a reset mail links to the site, whatever Host the request claimed", async () => {
    // fetch() will not send another Host: node:http will, as any script can.
    const status = await new Promise<number>((resolve, reject) => {
      const body = new URLSearchParams({ email: player.email }).toString();
      const request = httpRequest(`${app.origin}/auth/forgot-password`, {
        method: "POST",
        headers: {
          Host: "evil.example",
          "X-Forwarded-Host": "evil.example",
          "X-Forwarded-Proto": "https",
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
        },
      });
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("error", reject);
      request.end(body);
    });
    expect(status).toBeLessThan(500);
    let mail: { text: string } | undefined;
    for (let i = 0; i < 50 && !mail; i++) {
      mail = app.outbox().find((m) => m.file.includes(player.email) && /reset-password/.test(m.text));
      if (!mail) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mail?.text).toContain(`http://localhost:${app.port}/auth/reset-password?token=`);
    expect(mail?.text).not.toContain("evil.example");
  });

  it("no reset or verification token reaches the log", async () => {
    const tokens = app.outbox().flatMap((mail) => [...mail.text.matchAll(/token=([A-Za-z0-9_-]+)/g)].map((match) => match[1]));
    expect(tokens.length).toBeGreaterThan(0);
    // The links are used (the log then has their requests), and still no token is written.
    for (const mail of app.outbox()) {
      const link = /https?:\/\/\S+token=\S+/.exec(mail.text)?.[0];
      if (link) await fetch(`${app.origin}${new URL(link).pathname}${new URL(link).search}`, { redirect: "manual" });
    }
    expect(app.log()).toMatch(/"path":"\/auth\/(verify|reset-password)\?token=…"/);
    for (const token of tokens) expect(app.log()).not.toContain(token);
  });
});
