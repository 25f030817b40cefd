// Rate limits key on who really sent a request: the socket's address unless TRUST_PROXY names
// the proxies to believe. A flood from one address cannot lock an account's owner out from
// another, every 429 says when to come back, and nobody can try invite codes by the thousand.
import { expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { createClass } from "~/models/classes/classes.server";
import { mayLookUpCode, UNKNOWN_CODES_PER_ADDRESS } from "~/models/code-guesses.server";
import { attemptJoin, JOIN_ATTEMPTS } from "~/models/multiplayer/join.server";
import { hitRateLimits, pruneRateLimits } from "~/models/rate-limit.server";
import { createUser, markEmailVerified } from "~/models/users.server";
import { action as loginAction } from "~/routes/login";
import { clientAddress } from "~/utils/client-address.server";
import { parseTrustProxy } from "~/trust-proxy.server";
import { rateLimits } from "../../drizzle/schema";
import { formPost, get, testContext } from "../support/context";
import { describeEachDatabase } from "../support/database";
import { createPlayer } from "../support/fixtures";

/** A request as it reaches the app: from `peer`, with whatever X-Forwarded-For the client wrote. */
function from(context: AppLoadContext, peer: string, trustProxy?: string) {
  return { ...context, peerAddress: peer, trustProxy: parseTrustProxy(trustProxy) };
}

describeEachDatabase("rate limits", (database) => {
  it("take the socket's address, and X-Forwarded-For only through the proxies TRUST_PROXY names", () => {
    const context = testContext(database());
    const forged = get("/", { "X-Forwarded-For": "6.6.6.6" });
    expect(clientAddress(forged, from(context, "203.0.113.7"))).toBe("203.0.113.7");
    expect(clientAddress(get("/"), from(context, "203.0.113.7"))).toBe("203.0.113.7");
    // One proxy in front: the address it saw is the client's; what the client wrote before it is not.
    const viaProxy = get("/", { "X-Forwarded-For": "6.6.6.6, 198.51.100.4" });
    expect(clientAddress(viaProxy, from(context, "10.0.0.2", "1"))).toBe("198.51.100.4");
    expect(clientAddress(viaProxy, from(context, "10.0.0.2", "2"))).toBe("6.6.6.6");
    // Trusted by address: only hops from the listed ranges are skipped.
    expect(clientAddress(viaProxy, from(context, "10.0.0.2", "10.0.0.0/8"))).toBe("198.51.100.4");
    expect(clientAddress(viaProxy, from(context, "203.0.113.9", "10.0.0.0/8"))).toBe("203.0.113.9");
    expect(clientAddress(viaProxy, from(context, "127.0.0.1", "loopback, 198.51.100.0/24"))).toBe("6.6.6.6");
    expect(() => parseTrustProxy("not a range")).toThrow();
  });

  it("a flood of wrong passwords from one address does not stop the owner signing in from another", { timeout: 60_000 }, async () => {
    const context = testContext(database());
    const user = await createUser(context.db, { email: "owner@example.com", username: "owner", password: "the right password" });
    await markEmailVerified(context.db, user!.id);
    const attacker = from(context, "203.0.113.66");
    let refused: Response | undefined;
    for (let i = 0; i < 300 && !refused; i++) {
      const response = (await loginAction({
        request: formPost("/login", { email: "owner@example.com", password: `guess ${i}` }),
        context: attacker,
        params: {},
      })) as Response;
      if (response.status === 429) refused = response;
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await refused!.json()).problem.message).toMatch(/^Please wait \d+ minutes? and try again\.$/);

    // The owner, at home.
    const owner = (await loginAction({
      request: formPost("/login", { email: "owner@example.com", password: "the right password" }),
      context: from(context, "198.51.100.20"),
      params: {},
    })) as Response;
    expect(owner.status).toBe(302);
    expect(owner.headers.getSetCookie().some((cookie) => cookie.startsWith("cp_session="))).toBe(true);

    // Without TRUST_PROXY, a forged X-Forwarded-For does not give the attacker a fresh address.
    const forged = (await loginAction({
      request: formPost("/login", { email: "owner@example.com", password: "guess again" }, { "X-Forwarded-For": "192.0.2.1" }),
      context: attacker,
      params: {},
    })) as Response;
    expect(forged.status).toBe(429);
  });

  it("one player cannot try invite codes by the thousand", async () => {
    const context = testContext(database());
    const player = await createPlayer(context.db);
    for (let i = 0; i < JOIN_ATTEMPTS.max; i++) {
      const outcome = await attemptJoin(context.db, `ZZZ${String(i).padStart(3, "0")}`, player.id);
      expect(outcome.ok || outcome.errorType).toBe("session_not_found");
    }
    const refused = await attemptJoin(context.db, "ZZZ999", player.id);
    expect(refused).toMatchObject({
      ok: false,
      errorType: "rate_limited",
      error: "Too many join attempts. Please wait a few minutes and try again.",
    });
    expect(refused.ok ? 0 : refused.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("old windows are pruned", async () => {
    const { db } = database();
    await hitRateLimits(db, [{ key: "old", max: 5, windowSeconds: 60 }], new Date(Date.now() - 3 * 24 * 3600_000));
    await hitRateLimits(db, [{ key: "new", max: 5, windowSeconds: 60 }]);
    await pruneRateLimits(db);
    expect((await db.select().from(rateLimits)).map((row) => row.key)).toEqual(["new"]);
  });

  it("join codes: racing guesses from one address stop at the limit, and a class opening its real code is never counted", async () => {
    const context = testContext(database());
    const teacher = await createPlayer(context.db, { username: "ms_codes" });
    const created = await createClass(context.db, teacher.id, { name: "Year 5", seats: 30 });
    if (!created.ok) throw new Error(created.message);
    const code = created.klass.joinCode;
    const school = from(context, "203.0.113.50");
    const script = from(context, "198.51.100.60");
    const lookUp = (client: AppLoadContext, looked: string) =>
      mayLookUpCode(get(`/join/${looked}`), client, { code: looked, userId: null });
    for (let i = 0; i < UNKNOWN_CODES_PER_ADDRESS.max + 5; i++) expect((await lookUp(school, code)).allowed).toBe(true);

    const { max } = UNKNOWN_CODES_PER_ADDRESS;
    const guesses = await Promise.all(Array.from({ length: max + 10 }, (_, i) => lookUp(script, `Q${String(i).padStart(5, "0")}`)));
    expect(guesses.filter((guess) => guess.allowed)).toHaveLength(max);
    expect(guesses.find((guess) => !guess.allowed)?.retryAfterSeconds).toBeGreaterThan(0);
    // Now the real code is refused to the script too, and still open to the school.
    expect((await lookUp(script, code)).allowed).toBe(false);
    expect((await lookUp(school, code)).allowed).toBe(true);
  });
});
