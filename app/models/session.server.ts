/**
 * Signed-in sessions with lucia v3, stored in auth_sessions. Kept thin on purpose: lucia v3 is no
 * longer maintained upstream, so everything else talks to these few functions, not to lucia.
 */
import { DrizzlePostgreSQLAdapter } from "@lucia-auth/adapter-drizzle";
import { redirect, type AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { Lucia, TimeSpan } from "lucia";
import { authSessions, profiles, users } from "../../drizzle/schema";
import type { Database } from "~/db.server";
import { cookieSecure } from "~/utils/cookies.server";
import { safeRedirectPath } from "~/utils/redirect.server";
import { emblems, frames, lookColumns, wornBadge, wornFrame } from "./player-look.server";
import { recordDailyLogin } from "./streaks.server";

const luciaByDatabase = new WeakMap<Database, Map<boolean, Lucia>>();

function luciaFor(request: Request, context: AppLoadContext): Lucia {
  const secure = cookieSecure(request, context);
  let byMode = luciaByDatabase.get(context.db);
  if (!byMode) luciaByDatabase.set(context.db, (byMode = new Map()));
  let lucia = byMode.get(secure);
  if (!lucia) {
    // The adapter only reads and writes id, user_id and expires_at.
    const adapter = new DrizzlePostgreSQLAdapter(context.db as never, authSessions as never, users as never);
    lucia = new Lucia(adapter, {
      sessionExpiresIn: new TimeSpan(30, "d"),
      sessionCookie: { name: "cp_session", attributes: { secure, sameSite: "lax" } },
    });
    byMode.set(secure, lucia);
  }
  return lucia;
}

/** Starts a new session for `userId` (a new id on every sign-in) and returns its Set-Cookie. */
export async function createUserSession(request: Request, context: AppLoadContext, userId: string): Promise<string> {
  const lucia = luciaFor(request, context);
  const session = await lucia.createSession(userId, {});
  return lucia.createSessionCookie(session.id).serialize();
}

/** Ends this browser's session; returns the Set-Cookie that clears it. */
export async function endSession(request: Request, context: AppLoadContext): Promise<string> {
  const lucia = luciaFor(request, context);
  const id = lucia.readSessionCookie(request.headers.get("Cookie") ?? "");
  if (id) await lucia.invalidateSession(id);
  return lucia.createBlankSessionCookie().serialize();
}

/** Ends every session of a user (password reset, account deletion). */
export async function endAllSessions(request: Request, context: AppLoadContext, userId: string): Promise<void> {
  await luciaFor(request, context).invalidateUserSessions(userId);
}

export interface SessionUser {
  id: string;
  email: string;
  isAdmin: boolean;
  username: string;
  displayName: string;
  avatarUrl: string | null;
  balance: number;
  streakDays: number;
  frameUrl: string | null;
  badgeUrl: string | null;
}

interface SessionLookup {
  user: SessionUser | null;
  /** Set-Cookie to send when lucia extended or cleared the session. */
  setCookie?: string;
}

const lookups = new WeakMap<Request, Promise<SessionLookup>>();

/**
 * The signed-in user of this request, with what the header shows, or null. The first signed-in
 * request of a day also moves the login streak (see streaks.server.ts). Memoised per request.
 */
export function getSessionUser(request: Request, context: AppLoadContext): Promise<SessionLookup> {
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = lookUpSession(request, context);
    lookups.set(request, lookup);
  }
  return lookup;
}

async function lookUpSession(request: Request, context: AppLoadContext): Promise<SessionLookup> {
  const lucia = luciaFor(request, context);
  const id = lucia.readSessionCookie(request.headers.get("Cookie") ?? "");
  if (!id) return { user: null };
  const { session } = await lucia.validateSession(id);
  if (!session) return { user: null, setCookie: lucia.createBlankSessionCookie().serialize() };
  const setCookie = session.fresh ? lucia.createSessionCookie(session.id).serialize() : undefined;

  const [row] = await context.db
    .select({
      id: users.id,
      email: users.email,
      ...lookColumns,
      balance: profiles.clevercoinBalance,
      streakDays: profiles.streakDays,
      lastLogin: profiles.lastLogin,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(frames, wornFrame)
    .leftJoin(emblems, wornBadge)
    .where(eq(users.id, session.userId));
  if (!row) return { user: null, setCookie: lucia.createBlankSessionCookie().serialize() };

  const { lastLogin, ...user } = row;
  const streak = await recordDailyLogin(context.db, user.id, lastLogin, context.env.APP_TIME_ZONE);
  return {
    setCookie,
    user: {
      ...user,
      displayName: user.displayName || "Player",
      balance: user.balance + streak.coinsAwarded,
      streakDays: streak.streakDays ?? user.streakDays,
      isAdmin: context.env.ADMIN_EMAILS.includes(user.email.toLowerCase()),
    },
  };
}

/** The signed-in user, or a redirect to /login that brings them back here afterwards. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const { user } = await getSessionUser(request, context);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(`/login?redirectTo=${encodeURIComponent(safeRedirectPath(url.pathname + url.search))}`);
}

/** An administrator (ADMIN_EMAILS), else sign-in first, and for everyone else the page does not exist. */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (!user.isAdmin) throw new Response("Not Found", { status: 404 });
  return user;
}
