/**
 * Sign-ins (a browser's sign-in session: the cp_session cookie and its auth_sessions row), owned
 * here (lucia v3 is no longer maintained; this follows its own guide for doing without it). The
 * cookie holds a random token; the database keeps only its SHA-256, so a leaked table or backup
 * opens no account. One query per request finds the sign-in, the user, what the header shows
 * (names, avatar, equipped cosmetics, balance, streak), their active two-player session and the
 * premium games they own (the game lists' Play Now); a sign-in is extended (one write) only once
 * it has used half its 30 days. "Session" alone, elsewhere in the code, is a two-player session.
 */
import { ageInYears, TEACHER_AGE } from "~/utils/age";
import { createHash, randomBytes } from "node:crypto";
import { createCookie, redirect, type AppLoadContext } from "@remix-run/node";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { authSessions } from "../../drizzle/schema";
import { queryRows, type Queryable } from "~/db.server";
import { cookieSecure } from "~/utils/cookies.server";
import { loginPath, type LoginPathOptions } from "~/utils/login";
import { safeRedirectPath } from "~/utils/redirect.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Comfort } from "~/comfort-settings";
import { readComfort } from "./comfort.server";
import { isLanguage, type Language } from "~/i18n/config";
import { recordDailyLogin } from "./streaks.server";

const LIFETIME_MS = 30 * 24 * 3600_000;
/** Extended when less than this is left: at most one write per sign-in every 15 days. */
const RENEW_BELOW_MS = LIFETIME_MS / 2;
/** A token as createSignInSession makes it: 24 random bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** The stored id (auth_sessions.id) of a sign-in cookie's token. */
function signInId(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The sign-in cookie, as every other cookie of the site is made (unsigned: its token is the secret). */
function signInCookie(request: Request, context: AppLoadContext) {
  return createCookie("cp_session", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: LIFETIME_MS / 1000,
    secure: cookieSecure(request, context),
  });
}

/**
 * The request's sign-in token: createCookie's value (base64 of JSON), or the bare token that
 * cookies set before 2026-12-05 hold (docs/decisions/single-fetch.md: read until they have all
 * ended, 30 days after the release that writes the new ones).
 */
async function readToken(request: Request, context: AppLoadContext): Promise<string | null> {
  const header = request.headers.get("Cookie");
  const value: unknown = await signInCookie(request, context).parse(header);
  if (typeof value === "string" && TOKEN.test(value)) return value;
  const bare = header?.match(/(?:^|;\s*)cp_session=([A-Za-z0-9_-]{20,100})(?:;|$)/);
  return bare ? bare[1] : null;
}

const blankCookie = (request: Request, context: AppLoadContext) => signInCookie(request, context).serialize("", { maxAge: 0 });

/** Starts a new sign-in session for `userId` (a new token on every sign-in) and returns its Set-Cookie. */
export async function createSignInSession(request: Request, context: AppLoadContext, userId: string): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await context.db.insert(authSessions).values({ id: signInId(token), userId, expiresAt: new Date(Date.now() + LIFETIME_MS) });
  return signInCookie(request, context).serialize(token);
}

/** Ends this browser's sign-in; returns the Set-Cookie that clears it. */
export async function endSignInSession(request: Request, context: AppLoadContext): Promise<string> {
  const token = await readToken(request, context);
  if (token) await context.db.delete(authSessions).where(eq(authSessions.id, signInId(token)));
  return blankCookie(request, context);
}

/** Ends every sign-in of a user (password reset, account deletion). */
export async function endAllSignInSessions(_request: Request, context: AppLoadContext, userId: string): Promise<void> {
  await context.db.delete(authSessions).where(eq(authSessions.userId, userId));
}

/** Forgets sign-ins past their end (the housekeeping job): they open nothing already. */
export async function deleteExpiredSignInSessions(db: Queryable): Promise<void> {
  await db.delete(authSessions).where(lt(authSessions.expiresAt, sql`now()`));
}

/** Whether this browser signed in within `ms` (before something as final as deleting the account). */
export async function signedInWithin(request: Request, context: AppLoadContext, ms: number): Promise<boolean> {
  const token = await readToken(request, context);
  if (!token) return false;
  const [row] = await context.db
    .select({ expiresAt: authSessions.expiresAt })
    .from(authSessions)
    .where(eq(authSessions.id, signInId(token)));
  // A sign-in ends 30 days after it began (or after its last extension, which makes it older).
  return Boolean(row) && row.expiresAt.getTime() - LIFETIME_MS > Date.now() - ms;
}

/** The signed-in user's id, and nothing else (a WebSocket's upgrade): one indexed read. */
export async function signedInUserId(request: Request, context: AppLoadContext): Promise<string | null> {
  const token = await readToken(request, context);
  if (!token) return null;
  const [row] = await context.db
    .select({ userId: authSessions.userId })
    .from(authSessions)
    .where(and(eq(authSessions.id, signInId(token)), gt(authSessions.expiresAt, sql`now()`)));
  return row?.userId ?? null;
}

/** The player's active two-player session (multiplayer_sessions), as the header shows it. */
export interface ActiveTwoPlayerSession {
  id: string;
  inviteCode: string;
  player1Id: string | null;
  game: { id: string; title: string; category: string };
}

export interface SignedInUser {
  id: string;
  /** Null for a student a teacher made (schoolStudent), who has no e-mail. */
  email: string | null;
  isAdmin: boolean;
  username: string;
  displayName: string;
  avatarUrl: string | null;
  balance: number;
  streakDays: number;
  frameUrl: string | null;
  emblemUrl: string | null;
  characterUrl: string | null;
  activeTwoPlayerSession: ActiveTwoPlayerSession | null;
  /** Ids of the games this player owns (bought premium games). */
  ownedGameIds: string[];
  /** A child under 13 whose parent has not answered yet: private, nicknamed, no sharing. */
  awaitingParent: boolean;
  /** May make classes (models/classes/): an adult, or not known yet (/teach asks). */
  mayTeach: boolean;
  /** The comfort settings kept on the account (models/comfort.server.ts). */
  comfort: Comfort;
  /** A student of some class: only then do pages look for their homework and class races. */
  inAClass: boolean;
  /** An account a teacher made for a class (school_students): no e-mail, no public profile, no card payments. */
  schoolStudent: boolean;
  /** The language kept on the account (the footer's switcher), or null: the browser's (app/models/language.server.ts). */
  language: Language | null;
}

interface SignInLookup {
  user: SignedInUser | null;
  /** Set-Cookie to send when the sign-in was extended, or cleared. */
  setCookie?: string;
}

/** Lookups by the request's scope (load-context.ts): the root's and the route's loaders share one. */
const lookups = new WeakMap<object, Promise<SignInLookup>>();

/**
 * The signed-in user of this request, with what the header shows, or null. The first signed-in
 * request of a day also moves the login streak (see streaks.server.ts; later ones only compare
 * dates). Memoised per request; an action (any method but GET and HEAD) looks up afresh and
 * forgets the memo, so the loaders that run after it in the same request see what it changed
 * (a purchase's balance, a sign-out).
 */
export function getSignedInUser(request: Request, context: AppLoadContext): Promise<SignInLookup> {
  const scope = context.requestScope;
  if (!scope || (request.method !== "GET" && request.method !== "HEAD")) {
    if (scope) lookups.delete(scope);
    return lookUpSignIn(request, context);
  }
  let lookup = lookups.get(scope);
  if (!lookup) {
    lookup = lookUpSignIn(request, context);
    lookups.set(scope, lookup);
  }
  return lookup;
}

/** A row of signed_in_user(): timestamps arrive as Date or ISO text depending on the driver. */
type SignInRow = Omit<SignedInUser, "isAdmin" | "mayTeach" | "comfort" | "language"> & {
  comfort: unknown;
  language: string | null;
  lastLogin: Date | string | null;
  expiresAt: Date | string;
  birthYear: number | null;
  birthMonth: number | null;
};

async function lookUpSignIn(request: Request, context: AppLoadContext): Promise<SignInLookup> {
  const token = await readToken(request, context);
  if (!token) return { user: null };
  const id = signInId(token);
  // signed_in_user (migration 0020): a function, so that PostgreSQL plans the query once per connection.
  const [row] = await queryRows<SignInRow>(context.db, sql`select * from signed_in_user(${id})`);
  if (!row) return { user: null, setCookie: await blankCookie(request, context) };

  let setCookie: string | undefined;
  if (new Date(row.expiresAt).getTime() - Date.now() < RENEW_BELOW_MS) {
    await context.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() + LIFETIME_MS) })
      .where(eq(authSessions.id, id));
    setCookie = await signInCookie(request, context).serialize(token);
  }
  const { lastLogin, expiresAt: _expiresAt, activeTwoPlayerSession, birthYear, birthMonth, comfort, language, ...user } = row;
  const streak = await recordDailyLogin(context.db, user.id, lastLogin ? new Date(lastLogin) : null, context.env.APP_TIME_ZONE);
  return {
    setCookie,
    user: {
      ...user,
      displayName: user.displayName || "Player",
      balance: user.balance + streak.coinsAwarded,
      streakDays: streak.streakDays ?? user.streakDays,
      isAdmin: context.env.ADMIN_EMAILS.includes(user.email?.toLowerCase() ?? ""),
      activeTwoPlayerSession: activeTwoPlayerSession ? { ...activeTwoPlayerSession } : null,
      mayTeach: !birthYear || !birthMonth || ageInYears({ year: birthYear, month: birthMonth }) >= TEACHER_AGE,
      comfort: readComfort(comfort),
      language: isLanguage(language) ? language : null,
    },
  };
}

export interface SignInFirst extends LoginPathOptions {
  /** The toast the sign-in page shows: the spec's words for what needed a signed-in player. */
  toast?: { title: string; description: string };
  /** Where to come back to after signing in: the request's own page when left out. */
  redirectTo?: string;
  /** 303 where a POST's answer must be followed with a GET whatever the client; 302 otherwise. */
  status?: 302 | 303;
}

/**
 * The signed-in user, or (thrown) a redirect to the sign-in page that brings them back afterwards,
 * with `toast` when given.
 */
export async function requireUser(request: Request, context: AppLoadContext, signIn: SignInFirst = {}): Promise<SignedInUser> {
  const { user } = await getSignedInUser(request, context);
  if (user) return user;
  const { toast, redirectTo, status, ...options } = signIn;
  const url = new URL(request.url);
  const to = loginPath(redirectTo ?? safeRedirectPath(url.pathname + url.search), options);
  throw toast ? await redirectWithToast(request, context, to, { ...toast, variant: "error" }, { status }) : redirect(to);
}

/** An administrator (ADMIN_EMAILS), else sign-in first, and for everyone else the page does not exist. */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<SignedInUser> {
  const user = await requireUser(request, context);
  if (!user.isAdmin) throw new Response("Not Found", { status: 404 });
  return user;
}
