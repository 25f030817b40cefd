// What a flood meets: every 429 says when to come back, whether the form was posted by the page's
// JavaScript (its data, `/path.data`) or plainly without it, and the page says it in words too.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNKNOWN_CODES_PER_ACCOUNT, UNKNOWN_CODES_PER_ADDRESS } from "~/models/code-guesses.server";
import { hostRace, joinAsVisitor } from "../support/live-rooms";
import { signUp, startApp, type RunningApp } from "../support/running-app";
import { dataPath, readData } from "../support/single-fetch";

let app: RunningApp;
let cookie: string;

beforeAll(async () => {
  app = await startApp();
  ({ cookie } = await signUp(app));
});
afterAll(() => app?.stop());

/** A form post, as a page without JavaScript sends it, or as its JavaScript does (`asData`: to `/path.data`). */
function post(
  path: string,
  fields: Record<string, string>,
  { asData = false, headers = {} }: { asData?: boolean; headers?: Record<string, string> } = {},
) {
  const url = new URL(asData ? dataPath(path) : path, app.origin);
  return fetch(url, { method: "POST", body: new URLSearchParams(fields), headers, redirect: "manual" });
}

/** Posts until refused with 429 (at most `tries`), then once more each way: both answers. */
async function refusedBothWays(path: string, fields: (i: number) => Record<string, string>, tries: number, headers = {}) {
  for (let i = 0; i < tries; i++) {
    const response = await post(path, fields(i), { asData: true, headers });
    await response.arrayBuffer();
    if (response.status === 429) break;
  }
  const data = await post(path, fields(tries), { asData: true, headers });
  const page = await post(path, fields(tries + 1), { headers });
  return { data, page };
}

async function expectToldWhen({ data, page }: { data: Response; page: Response }, message: RegExp) {
  for (const [way, response] of [
    ["with JavaScript", data],
    ["without JavaScript", page],
  ] as const) {
    expect(response.status, way).toBe(429);
    expect(Number(response.headers.get("retry-after")), way).toBeGreaterThan(0);
  }
  expect(JSON.stringify(await readData(data))).toMatch(message);
  expect(page.headers.get("content-type")).toMatch(/^text\/html/);
  expect(await page.text()).toMatch(message);
}

const TRY_AGAIN = /Please wait \d+ minutes? and try again\./;

describe("a parent's inbox cannot be flooded", () => {
  it("sign-ups naming one parent address send it five consent mails a day, then the form says why", async () => {
    const parent = "flooded-parent@example.org";
    const child = (i: number) => ({
      email: `child${Date.now() % 1e8}${i}@example.com`,
      username: "",
      password: "correct horse battery",
      confirmPassword: "correct horse battery",
      birthMonth: "3",
      birthYear: String(new Date().getFullYear() - 8),
      // As typed: the cap counts the address, whatever its case.
      parentEmail: i % 2 ? parent.toUpperCase() : parent,
    });
    const answers = await refusedBothWays("/register", child, 6);
    await expectToldWhen(answers, /has had enough e-mails from us today/);
    const toParent = app.outbox().filter((mail) => mail.file.toLowerCase().includes(parent));
    expect(toParent).toHaveLength(5);
  });
});

describe("every 429 says when to retry, with and without JavaScript", () => {
  it("signing in", async () => {
    const answers = await refusedBothWays("/login", (i) => ({ email: "flood@example.com", password: `guess ${i}` }), 11);
    await expectToldWhen(answers, TRY_AGAIN);
  });

  it("signing up", async () => {
    const fields = (i: number) => ({
      email: "flood-signup@example.com",
      username: `flood${i}`,
      password: "correct horse battery",
      confirmPassword: "correct horse battery",
      birthMonth: "3",
      birthYear: "1990",
    });
    await expectToldWhen(await refusedBothWays("/register", fields, 6), TRY_AGAIN);
  });

  it("asking for a password reset and for the verification mail again", async () => {
    const email = { email: "flood-reset@example.com" };
    await expectToldWhen(await refusedBothWays("/auth/forgot-password", () => email, 6), TRY_AGAIN);
    await expectToldWhen(await refusedBothWays("/auth/resend-verification", () => email, 11), TRY_AGAIN);
  });

  it("trying invite codes", async () => {
    const answers = await refusedBothWays("/join/ZZZ999", () => ({ attempt: "1" }), 31, { Cookie: cookie });
    await expectToldWhen(answers, /Too many join attempts\. Please wait a few minutes and try again\./);
  });

  it("answering faster than anyone can read", async () => {
    const game = "/play/math/math-quest-number-crunch";
    const started = await post(game, { intent: "start" });
    const runId = /run=([0-9a-f-]{36})/.exec(started.headers.get("location") ?? "")?.[1] ?? "";
    const visitor = started.headers
      .getSetCookie()
      .find((c) => c.startsWith("cp_guest="))!
      .split(";")[0];
    const headers = { Cookie: visitor };
    // Answers at once, alternately as data and as a plain post, until both ways are refused for
    // the pace; each accepted answer moves to the next question (during the loading screen, 409).
    const refused: { data?: Response; page?: Response } = {};
    let index = 0;
    for (let i = 0; i < 60 && !(refused.data && refused.page); i++) {
      const way = refused.data || (!refused.page && i % 2) ? "page" : "data";
      const fields = { intent: "answer", runId, index: String(index), answer: "1", mode: "json" };
      const response = await post(game, fields, { asData: way === "data", headers });
      if (response.status === 429) {
        refused[way] = response;
        continue;
      }
      await response.arrayBuffer();
      if (response.status === 200) index++;
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await expectToldWhen({ data: refused.data!, page: refused.page! }, /That was faster than anyone can read the questions/);
  });
});

describe("one client cannot fill a class race", () => {
  it("fresh visitors from one address are let in a few at a time, and the host can lock the race and remove a player", async () => {
    const { raceId, code } = await hostRace(app, cookie);
    const host = { Cookie: cookie };
    // Forty fresh browsers at once, as a script makes them: five get seats, the rest are told to wait a few seconds.
    // The limit counts in fixed 10-second windows: a burst that a slow machine stretches across a
    // window's end may seat five more, never more than five per window it touched.
    const began = Date.now();
    const joins = await Promise.all(Array.from({ length: 40 }, () => joinAsVisitor(app, raceId)));
    const windowsTouched = Math.floor(Date.now() / 10_000) - Math.floor(began / 10_000) + 1;
    const joined = joins.filter((join) => join.joined).length;
    expect(joined).toBeGreaterThanOrEqual(5);
    expect(joined).toBeLessThanOrEqual(5 * windowsTouched);
    const refused = joins.find((join) => !join.joined)!;
    expect(refused.response.headers.get("location")).toBe(`/join/${code}`);
    const card = await fetch(`${app.origin}/join/${code}`, { headers: { Cookie: refused.response.headers.getSetCookie().join("; ") } });
    expect(await card.text()).toMatch(/Lots of players are joining from your network right now\. Please wait \d+ seconds? and try again\./);
    // A joined visitor coming back is not a newcomer.
    expect((await joinAsVisitor(app, raceId, { Cookie: joins.find((join) => join.joined)!.cookie })).joined).toBe(true);

    // The host locks the race (with JavaScript): a real student is then told so, and does not get in.
    const projector = `/class-races/${raceId}`;
    const locked = await post(`${projector}?index`, { intent: "lock", locked: "yes" }, { asData: true, headers: host });
    expect(await readData(locked)).toMatchObject({ redirect: projector });
    const student = await signUp(app);
    const late = await fetch(`${app.origin}/class-races/${raceId}/join`, {
      method: "POST",
      body: new URLSearchParams({ intent: "join-race" }),
      headers: { Cookie: student.cookie },
      redirect: "manual",
    });
    expect(late.headers.get("location")).toBe(`/join/${code}`);
    expect(await (await fetch(`${app.origin}/join/${code}`, { headers: { Cookie: student.cookie } })).text()).toContain(
      "The host has locked this race: nobody new can join it.",
    );

    // The host removes a player (without JavaScript: a plain form post): their seat is free again.
    // Each player's chip has its forms (remove; a visitor's, rename too), each naming the player once.
    const seated = async () => [
      ...new Set(
        [
          ...(await (await fetch(`${app.origin}${projector}`, { headers: host })).text()).matchAll(
            /name="playerId" value="([0-9a-f-]{36})"/g,
          ),
        ].map((match) => match[1]),
      ),
    ];
    const before = await seated();
    expect(before).toHaveLength(joined);
    const removed = await post(projector, { intent: "remove", playerId: before[0] }, { headers: host });
    expect(removed.status).toBe(302);
    expect(await seated()).toEqual(before.slice(1));
    // Only the host can: a player's remove is sent back to the race's card.
    const byPlayer = await post(projector, { intent: "remove", playerId: before[1] }, { headers: { Cookie: student.cookie } });
    expect(byPlayer.headers.get("location")).toBe(`/join/${code}`);
    expect(await seated()).toHaveLength(joined - 1);
  });
});

/** A GET from a given loopback address (127.0.0.x): another computer, as far as the server can tell. */
function getFrom(
  localAddress: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; retryAfter: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(path, app.origin), { localAddress, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, retryAfter: Number(response.headers["retry-after"]), body }));
    });
    request.on("error", reject);
  });
}

/** A code no class, race or session can have: issued codes never hold a 0 or a 1. */
const unknownCode = (i: number) => `Q${String(i).padStart(5, "0")}`;
const TOO_MANY_JOINS = /Too many join attempts\. Please wait a few minutes and try again\./;

describe("join codes cannot be guessed", () => {
  it("a script trying codes at once from one address is stopped at the limit, then learns nothing of a real code", async () => {
    const { code } = await hostRace(app, cookie);
    const script = "127.0.0.31";
    const tries = UNKNOWN_CODES_PER_ADDRESS.max + 30;
    const guesses = await Promise.all(Array.from({ length: tries }, (_, i) => getFrom(script, `/join/${unknownCode(i)}`)));
    // Racing requests: each holds its place in the count while it looks, so none slips past it.
    expect(guesses.filter((guess) => guess.status === 404)).toHaveLength(UNKNOWN_CODES_PER_ADDRESS.max);
    expect(guesses.filter((guess) => guess.status === 429)).toHaveLength(tries - UNKNOWN_CODES_PER_ADDRESS.max);

    // The race's real code: refused before any lookup, as a page and as JavaScript's data, saying when.
    const page = await getFrom(script, `/join/${code}`);
    const data = await getFrom(script, dataPath(`/join/${code}`));
    for (const answer of [page, data]) {
      expect(answer.status).toBe(429);
      expect(answer.retryAfter).toBeGreaterThan(0);
      expect(answer.body).toMatch(TOO_MANY_JOINS);
      // (Every page carries its language's messages, some of which name class races in general: not this race.)
      expect(answer.body.replace(/<script[^>]*>window\.__i18n=[\s\S]*?<\/script>/, "")).not.toMatch(/Math Quest|class race/i);
    }
    // Another computer, and the same one after class (a known code is not counted), see the card.
    const neighbour = await getFrom("127.0.0.32", `/join/${code}`);
    expect(neighbour.status).toBe(200);
    expect(neighbour.body).toMatch(/Join a Class Race/);
  });

  it("a signed-in account is stopped after its unknown codes from any address, on the card, the join box and its check", async () => {
    const guesser = await signUp(app);
    const { code } = await hostRace(app, cookie);
    const headers = { Cookie: guesser.cookie };
    for (let i = 0; i < UNKNOWN_CODES_PER_ACCOUNT.max; i++) {
      expect((await getFrom("127.0.0.41", `/join/${unknownCode(1000 + i)}`, headers)).status).toBe(404);
    }
    // From another address, the account is still the one that guessed.
    const card = await getFrom("127.0.0.42", `/join/${code}`, headers);
    expect(card.status).toBe(429);
    expect(card.body).toMatch(TOO_MANY_JOINS);
    // The join box's check, as its fetcher asks for it.
    const check = await getFrom("127.0.0.42", dataPath(`/join?code=${code}&intent=diagnose&_routes=routes/join._index`), headers);
    expect(check.status).toBe(429);
    expect(await readData(new Response(check.body))).toMatchObject({
      "routes/join._index": { data: { diagnostic: null, refused: expect.stringMatching(TOO_MANY_JOINS) } },
    });
    // The join box, posted without JavaScript and with it.
    await expectToldWhen(
      {
        data: await post("/join?index", { code }, { asData: true, headers }),
        page: await post("/join", { code }, { headers }),
      },
      TOO_MANY_JOINS,
    );
  });
});
