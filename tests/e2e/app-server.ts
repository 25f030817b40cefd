/**
 * The app as the end-to-end suite runs it: the production server (server/start.ts) plus one
 * test-only route, `POST /__e2e/sign-in`, which makes a verified, signed-in player in one step
 * (tests/e2e/accounts.ts, signedInPlayer). tests/e2e/servers.ts bundles this file like
 * build/server.js and starts it with E2E_TEST_HOOKS=1; the route exists in no production entry
 * (see docs/decisions/e2e-login-fixture.md).
 *
 * A second route, `POST /__e2e/clock` with `{ seconds }`, moves the signed-in player's unfinished
 * runs that many seconds into the past, as if they had waited it out: a journey without
 * JavaScript sees a round's end without sitting through its 60 s.
 *
 * A third, `POST /__e2e/race-clock` with `{ code }`, brings the deadline of the signed-in player's
 * running two-player race to now and tells the hubs, so the race ends as its clock running out
 * ends it (the deadline ticker finishes it): for journeys whose subject is what comes after the
 * race, not its clock (multiplayer.spec.ts keeps the real clock).
 *
 * A fourth, `POST /__e2e/chest-picks` with `{ raceId }` (tests/e2e/gold-hook.ts), tells a Gold
 * Quest race's host what each player's next chest holds behind each of its three lids.
 *
 * The player is made by the app's own models, in the order a sign-up does it: createUser (the
 * argon2 hash of the password, the wanted username kept for the profile), markEmailVerified as the
 * mailed link does, then signIn, the verified sign-in: the profile with its 50 + 50 CC as two
 * ledger rows the first time, and a new session whose Set-Cookie is the answer's.
 */
import type { AppLoadContext } from "@remix-run/node";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { gameRuns, multiplayerSessions, profiles, sessionSeats } from "../../drizzle/schema";
import { signedInUserId } from "~/models/auth.server";
import { signIn } from "~/models/accounts.server";
import { notify } from "~/models/multiplayer/sessions.server";
import { createUser, markEmailVerified } from "~/models/users.server";
import { startServer } from "../../server/start";
import { StartupError } from "../../server/startup-checks";
import { CHEST_PICKS_PATH, testChestPicks } from "./gold-hook";

/** Also named in tests/e2e/accounts.ts and games.ts (importing this file would start a server). */
const SIGN_IN_PATH = "/__e2e/sign-in";
const CLOCK_PATH = "/__e2e/clock";
const RACE_CLOCK_PATH = "/__e2e/race-clock";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers },
  });
}

/** The test routes, each for POST from this machine only; any other request goes on to the app. */
async function testRoutes(request: Request, context: AppLoadContext): Promise<Response | undefined> {
  const route = {
    [SIGN_IN_PATH]: testSignIn,
    [CLOCK_PATH]: testClock,
    [RACE_CLOCK_PATH]: testRaceClock,
    [CHEST_PICKS_PATH]: testChestPicks,
  }[new URL(request.url).pathname];
  if (!route) return undefined;
  // Only the suite on this machine: servers.ts binds the app to 127.0.0.1 anyway.
  if (!LOOPBACK.has(context.peerAddress ?? "")) return answer(403, { error: "loopback only" });
  if (request.method !== "POST") return answer(405, { error: "POST only" }, { Allow: "POST" });
  return route(request, context);
}

async function testClock(request: Request, context: AppLoadContext): Promise<Response> {
  const { seconds } = ((await request.json().catch(() => null)) ?? {}) as { seconds?: unknown };
  if (typeof seconds !== "number" || !Number.isInteger(seconds) || seconds <= 0) return answer(400, { error: "send { seconds } as JSON" });
  const userId = await signedInUserId(request, context);
  if (!userId) return answer(401, { error: "sign in first (the player's cookie)" });
  const back = sql`make_interval(secs => ${seconds})`;
  const moved = await context.db
    .update(gameRuns)
    .set({
      startedAt: sql`${gameRuns.startedAt} - ${back}`,
      playsFrom: sql`${gameRuns.playsFrom} - ${back}`,
      deadline: sql`${gameRuns.deadline} - ${back}`,
    })
    .where(and(eq(gameRuns.userId, userId), isNull(gameRuns.finishedAt)))
    .returning({ id: gameRuns.id });
  return answer(200, { runs: moved.length });
}

async function testRaceClock(request: Request, context: AppLoadContext): Promise<Response> {
  const { code } = ((await request.json().catch(() => null)) ?? {}) as { code?: unknown };
  if (typeof code !== "string") return answer(400, { error: "send { code } as JSON" });
  const userId = await signedInUserId(request, context);
  if (!userId) return answer(401, { error: "sign in first (a player's cookie)" });
  const [race] = await context.db
    .update(multiplayerSessions)
    .set({ endsAt: sql`now()` })
    .where(
      and(
        eq(multiplayerSessions.inviteCode, code),
        eq(multiplayerSessions.raceState, "racing"),
        inArray(
          multiplayerSessions.id,
          context.db.select({ id: sessionSeats.sessionId }).from(sessionSeats).where(eq(sessionSeats.profileId, userId)),
        ),
      ),
    )
    .returning({ id: multiplayerSessions.id });
  if (!race) return answer(404, { error: `no race of this player is running under ${code}` });
  await notify(context.db, race.id);
  return answer(200, { ended: race.id });
}

async function testSignIn(request: Request, context: AppLoadContext): Promise<Response> {
  const body = (await request.json().catch(() => null)) as {
    email?: unknown;
    password?: unknown;
    username?: unknown;
    birth?: { year?: unknown; month?: unknown };
  } | null;
  const { email, password, username, birth } = body ?? {};
  const born =
    birth && Number.isInteger(birth.year) && Number.isInteger(birth.month) ? (birth as { year: number; month: number }) : undefined;
  if (typeof email !== "string" || typeof password !== "string" || (username !== undefined && typeof username !== "string")) {
    return answer(400, { error: "send { email, password, username?, birth?: { year, month } } as JSON" });
  }

  // A birth month and year make a child's account (a parent's consent is another journey's).
  const user = await createUser(context.db, { email, password, username, birth: born });
  if (!user) return answer(409, { error: `${email} is already registered` });
  await markEmailVerified(context.db, user.id);
  // The first verified sign-in, as /auth/verify does it; its welcome toast is left out, so that
  // no journey finds a toast it did not cause.
  const { setCookie } = await signIn(request, context, user.id);
  const [profile] = await context.db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, user.id));
  return answer(200, { id: user.id, email: user.email, username: profile.username }, { "Set-Cookie": setCookie });
}

if (process.env.E2E_TEST_HOOKS !== "1") {
  // Started by anything but tests/e2e/servers.ts: refuse, rather than serve a way in.
  console.error("tests/e2e/app-server.ts is the end-to-end suite's server: it starts only with E2E_TEST_HOOKS=1.");
  process.exit(1);
}

startServer({ before: testRoutes }).catch((error) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
