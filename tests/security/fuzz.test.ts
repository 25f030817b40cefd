// Every POST route and action, fuzzed the way a script would: bodies that are not forms, broken
// multipart, oversized bodies, missing and unknown fields, wrong types, odd unicode, as a
// visitor and as a signed-in player, with real run and session ids in the mix. A user's mistake
// (or an attack) is a 4xx with a message, never a 500, and the site keeps serving.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimitFor, FORM_BODY_LIMIT } from "../../server/request-guards";
import { signUp, startApp, stillServing, type RunningApp } from "../support/running-app";

let app: RunningApp;
let cookie: string;
let runId: string;

const PLAY = ["/play/math/math-quest-number-crunch", "/play/reading/word-adventure", "/play/logic/logic-lab", "/game/premium/brain-blitz"];

beforeAll(async () => {
  app = await startApp();
  ({ cookie } = await signUp(app));
  const started = await fetch(`${app.origin}${PLAY[0]}`, {
    method: "POST",
    body: new URLSearchParams({ intent: "start" }),
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  runId = /run=([0-9a-f-]{36})/.exec(started.headers.get("location") ?? "")?.[1] ?? "";
  expect(runId).not.toBe("");
});
afterAll(() => app?.stop());

const UNKNOWN_SESSION = "5f0c6a8e-1d2b-4c3d-9e8f-0a1b2c3d4e5f";

function routes(): string[] {
  return [
    "/register",
    "/login",
    "/auth/forgot-password",
    "/auth/reset-password?token=not-a-token",
    "/auth/resend-verification",
    "/auth/google",
    "/auth/school",
    "/auth/school/no-such-school/welcome",
    "/profile/edit",
    "/profile/delete",
    "/challenges",
    "/cosmetics/equip",
    "/store",
    "/premium/purchase",
    "/share",
    "/sessions/new",
    `/sessions/${UNKNOWN_SESSION}/actions`,
    "/sessions/not-a-uuid/actions",
    "/join",
    "/join/ABC123",
    "/join/%F0%9F%99%82",
    "/class-login",
    "/class-login/ABC123",
    `/class-login/ABC123?student=${UNKNOWN_SESSION}`,
    "/class-login/card/not-a-card-key-at-all",
    "/blog",
    "/comfort",
    "/teach/sets/new?kind=quiz",
    `/teach/sets/${UNKNOWN_SESSION}`,
    "/teach/sets/not-a-uuid",
    `/teach/classes/${UNKNOWN_SESSION}/import`,
    "/teach/classes/not-a-uuid/import",
    `/play/set/${UNKNOWN_SESSION}`,
    "/play/set/not-a-uuid",
    ...PLAY,
    `${PLAY[0]}?run=${runId}`,
    "/stripe/webhook",
    "/?index",
    "/games",
    "/leaderboard",
    "/api/username-availability",
    "/no-such-page",
  ];
}

const FIELDS = [
  "intent",
  "email",
  "redirectTo",
  "gameId",
  "password",
  "username",
  "runId",
  "ref",
  "index",
  "cosmeticId",
  "confirmPassword",
  "answer",
  "type",
  "token",
  "returnTo",
  "platform",
  "game",
  "confirm",
  "code",
  "school",
  "student",
  "picture1",
  "picture2",
  "challenge",
  "category",
  "bio",
  "attempt",
  "displayName",
  "avatarUrl",
  "mode",
  "__proto__",
  "constructor",
];

/** A small seeded generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  return { next, pick };
}

function values(): string[] {
  return [
    "",
    " ",
    "0",
    "-1",
    "1e309",
    "NaN",
    "99999999999999999999",
    "3.5",
    "true",
    "null",
    "[]",
    "{}",
    "start",
    "answer",
    "finish",
    "equip",
    "unequip",
    "buy",
    "json",
    "coins",
    "card",
    "x",
    "twitter",
    runId,
    UNKNOWN_SESSION,
    "00000000-0000-0000-0000-000000000000",
    "ABC123",
    "abc-12",
    "a".repeat(5000),
    "🙂".repeat(300),
    "\u202eevil\u202c",
    "Zoë Ångström",
    "名前",
    "\u0000",
    "a\u0000b",
    "\ud800",
    "%00",
    "<script>alert(1)</script>",
    "' or 1=1 --",
    "../../etc/passwd",
    "//evil.example",
    "javascript:alert(1)",
    "ada@example.com",
    "not-an-email",
    "@",
    `${"x".repeat(250)}@example.com`,
  ];
}

interface Attempt {
  path: string;
  description: string;
  init: RequestInit;
}

function attempts(signedIn: boolean, seed: number): Attempt[] {
  const { next, pick } = generator(seed);
  const headers = (extra: Record<string, string>) => ({ ...(signedIn ? { Cookie: cookie } : {}), ...extra });
  const list: Attempt[] = [];
  const pool = values();
  for (const path of routes()) {
    const shapes: Array<[string, BodyInit, Record<string, string>]> = [
      ["json", JSON.stringify({ intent: "start", email: ["a"], index: { $gt: 1 } }), { "Content-Type": "application/json" }],
      ["broken json", '{"intent":', { "Content-Type": "application/json" }],
      ["text", "intent=start", { "Content-Type": "text/plain" }],
      ["broken multipart", "--x\r\nContent-Disposition: form-data\r\n\r\nno end", { "Content-Type": "multipart/form-data; boundary=x" }],
      ["multipart without a boundary", "a=b", { "Content-Type": "multipart/form-data" }],
      [
        "multipart with a file",
        '--x\r\nContent-Disposition: form-data; name="answer"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n42\r\n--x--\r\n',
        { "Content-Type": "multipart/form-data; boundary=x" },
      ],
      ["no content type", "intent=start", {}],
      ["empty form", "", { "Content-Type": "application/x-www-form-urlencoded" }],
      ["bad percent-encoding", "email=%E0%A4%A&password=%", { "Content-Type": "application/x-www-form-urlencoded" }],
      ["a claimed gzip body", "not gzip", { "Content-Type": "application/x-www-form-urlencoded", "Content-Encoding": "gzip" }],
      ["an odd charset", "email=a", { "Content-Type": "application/x-www-form-urlencoded; charset=utf-16" }],
      ["a 70 kB form", `bio=${"a".repeat(70 * 1024)}`, { "Content-Type": "application/x-www-form-urlencoded" }],
    ];
    for (const [description, body, extra] of shapes) {
      list.push({ path, description, init: { method: "POST", body, headers: headers(extra) } });
    }
    // Forms with random fields: missing ones, unknown ones, repeated ones, wrong types.
    for (let i = 0; i < 30; i++) {
      const form = new URLSearchParams();
      const count = Math.floor(next() * 6);
      for (let f = 0; f < count; f++) form.append(pick(FIELDS), pick(pool));
      list.push({ path, description: `form ${form.toString().slice(0, 120)}`, init: { method: "POST", body: form, headers: headers({}) } });
    }
  }
  return list;
}

async function runAll(list: Attempt[]) {
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  let index = 0;
  // A few at a time, like one busy script: the server must answer all of them.
  const worker = async () => {
    while (index < list.length) {
      const attempt = list[index++];
      const response = await fetch(`${app.origin}${attempt.path}`, { ...attempt.init, redirect: "manual" }).catch((error: Error) => error);
      if (response instanceof Error) {
        failures.push(`${attempt.path} (${attempt.description}): ${response.message}`);
        continue;
      }
      await response.arrayBuffer().catch(() => undefined);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500) failures.push(`${attempt.path} (${attempt.description}): ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return { failures, statuses };
}

describe("bodies are bounded before they are read", () => {
  it("refuses a 50 MB form, a 1 MB webhook and a body of unknown length with a clear status", async () => {
    const big = await fetch(`${app.origin}/register`, {
      method: "POST",
      body: `bio=${"a".repeat(50 * 1024 * 1024)}`,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    }).catch(() => null);
    // The server answers 413 without reading; the client may see the answer or a closed socket.
    if (big) expect(big.status).toBe(413);
    const webhook = await fetch(`${app.origin}/stripe/webhook`, { method: "POST", body: "x".repeat(1024 * 1024) });
    expect(webhook.status).toBe(413);
    expect(await webhook.text()).toBe("This request is too large.");
    const chunked = await fetch(`${app.origin}/login`, {
      method: "POST",
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("email=a"));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(411);
    expect(await stillServing(app)).toBe(true);
  });
});

describe("fuzzing every POST route", () => {
  for (const signedIn of [false, true]) {
    it(`never answers 500 ${signedIn ? "to a signed-in player" : "to a visitor"}`, { timeout: 240_000 }, async () => {
      const list = attempts(signedIn, signedIn ? 2 : 1);
      expect(list.length).toBeGreaterThan(1000);
      const { failures, statuses } = await runAll(list);
      expect(failures, `statuses: ${JSON.stringify(Object.fromEntries(statuses))}`).toEqual([]);
      // Form bodies over 64 kB are refused before they are read (Stripe's webhook, a set's editor and a roster import take more).
      expect(statuses.get(413)).toBe(routes().filter((path) => bodyLimitFor(path.split("?")[0]) === FORM_BODY_LIMIT).length);
      expect(await stillServing(app)).toBe(true);
    });
  }
});
