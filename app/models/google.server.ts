/**
 * Google sign-in with arctic: the authorization code flow with PKCE, the userinfo lookup, and
 * finding (or linking, or creating) the CleverPlay account behind a Google identity.
 *
 * arctic's `Google` provider hard-codes Google's URLs; the generic `OAuth2Client` takes them per
 * call, so tests can point the same code at a local OAuth2 mock (GOOGLE_*_URL, Google's by default).
 */
import type { AppLoadContext } from "@remix-run/node";
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";
import {
  ArcticFetchError,
  CodeChallengeMethod,
  OAuth2Client,
  OAuth2RequestError,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
} from "arctic";
import { z } from "zod";
import { oauthAccounts, users } from "../../drizzle/schema";
import type { Database, Queryable } from "~/db.server";
import type { Env } from "~/env.server";
import { siteOrigin } from "~/utils/url.server";
import { EMAIL_MAX } from "~/utils/validation";
import { linkByVouchedEmail, linkedUser, linkOrCreateRetried } from "./oauth-links.server";
import type { User } from "./users.server";

export const GOOGLE_ENDPOINTS = {
  authorization: "https://accounts.google.com/o/oauth2/v2/auth",
  token: "https://oauth2.googleapis.com/token",
  userinfo: "https://openidconnect.googleapis.com/v1/userinfo",
} as const;

const SCOPES = ["openid", "email", "profile"];
const PROVIDER = "google";
/** Google answers in well under a second; a hung provider must not hold the request forever. */
const USERINFO_TIMEOUT_MS = 10_000;

/** A failure the user is told about in words; the technical cause is only logged. */
export class GoogleSignInError extends Error {
  name = "GoogleSignInError";
  /** The words in English (the log's, and the spec's). */
  readonly userMessage: string;
  constructor(
    /** The words in the reader's language, from googleWords(t). */
    readonly say: GoogleSay,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${say(googleMessages)} (${detail})`, options);
    this.userMessage = say(googleMessages);
  }
}

/** Why a Google sign-in failed, in the reader's words (`t`: the `account` namespace). */
export const googleWords = (t: TFunction) => ({
  notConfigured: t("google.refused.notConfigured"),
  unverified: t("google.refused.unverified"),
  rejected: t("google.refused.rejected"),
  unreachable: t("google.refused.unreachable"),
  badProfile: t("google.refused.badProfile"),
  expired: t("google.refused.expired"),
  cancelled: t("google.refused.cancelled"),
  failed: t("google.refused.failed"),
  signUpExpired: t("google.expired"),
});
export type GoogleWords = ReturnType<typeof googleWords>;
/** A failure's words, picked from googleWords in whichever language the page speaks. */
export type GoogleSay = (words: GoogleWords) => string;
/** The same in English. */
export const googleMessages: GoogleWords = googleWords(englishT("account"));

/** The same test the login and register pages use to show the button. */
export function isGoogleConfigured(env: Env): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID);
}

function endpoints(env: Env) {
  return {
    authorization: env.GOOGLE_AUTHORIZATION_URL ?? GOOGLE_ENDPOINTS.authorization,
    token: env.GOOGLE_TOKEN_URL ?? GOOGLE_ENDPOINTS.token,
    userinfo: env.GOOGLE_USERINFO_URL ?? GOOGLE_ENDPOINTS.userinfo,
  };
}

/** The redirect URI must be the same in the authorization and the token request: both use this. */
function googleClient(request: Request, context: AppLoadContext): OAuth2Client {
  const clientId = context.env.GOOGLE_CLIENT_ID;
  if (!clientId) throw new GoogleSignInError((w) => w.notConfigured, "GOOGLE_CLIENT_ID is not set");
  return new OAuth2Client(clientId, context.env.GOOGLE_CLIENT_SECRET ?? null, `${siteOrigin(request, context)}/auth/google/callback`);
}

/** Where to send the browser: Google's consent page, with the state and the PKCE challenge. */
export function googleAuthorizationURL(request: Request, context: AppLoadContext, state: string, codeVerifier: string): URL {
  return googleClient(request, context).createAuthorizationURLWithPKCE(
    endpoints(context.env).authorization,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    SCOPES,
  );
}

// Google sends a boolean; some OpenID providers send "true"/"false" strings.
const userInfoSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().trim().max(EMAIL_MAX).email(),
  email_verified: z.union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")]).default(false),
});

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
}

/** Trades the authorization code for an access token, then asks who the user is. */
export async function fetchGoogleIdentity(
  request: Request,
  context: AppLoadContext,
  code: string,
  codeVerifier: string,
): Promise<GoogleIdentity> {
  const client = googleClient(request, context);
  const { token, userinfo } = endpoints(context.env);

  let accessToken: string;
  // Google may take seconds: the visitors behind this request must not wait with it.
  context.leaveTurn?.();
  try {
    const tokens = await client.validateAuthorizationCode(token, code, codeVerifier);
    accessToken = tokens.accessToken();
  } catch (error) {
    throw exchangeError(error);
  }

  let body: unknown;
  try {
    const response = await fetch(userinfo, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
      signal: AbortSignal.timeout(USERINFO_TIMEOUT_MS),
    });
    if (!response.ok) throw new GoogleSignInError((w) => w.rejected, `userinfo answered ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (error instanceof GoogleSignInError) throw error;
    throw new GoogleSignInError((w) => w.unreachable, "userinfo request failed", { cause: error });
  }

  const parsed = userInfoSchema.safeParse(body);
  if (!parsed.success) {
    throw new GoogleSignInError(
      (w) => w.badProfile,
      `userinfo did not parse: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`,
    );
  }
  // Google's name for the person is not asked for: a real name is never shown (names-never-from-email.md).
  const { sub, email, email_verified } = parsed.data;
  return { sub, email, emailVerified: email_verified };
}

function exchangeError(error: unknown): GoogleSignInError {
  if (error instanceof OAuth2RequestError) {
    // invalid_grant: a used, expired or forged code, or a verifier that does not match.
    return new GoogleSignInError((w) => w.rejected, `token endpoint: ${error.code}`, { cause: error });
  }
  if (error instanceof ArcticFetchError) {
    return new GoogleSignInError((w) => w.unreachable, "token endpoint unreachable", { cause: error });
  }
  if (error instanceof UnexpectedResponseError || error instanceof UnexpectedErrorResponseBodyError) {
    return new GoogleSignInError((w) => w.rejected, `token endpoint answered ${error.status}`, { cause: error });
  }
  return new GoogleSignInError((w) => w.rejected, "token exchange failed", { cause: error });
}

export type GoogleAccountOutcome = "existing" | "linked" | "created";

/** What a new account needs: the month and year of birth (asked after Google, at /auth/google/finish). */
export interface NewGoogleAccount {
  referrerId?: string | null;
  birth?: { year: number; month: number };
}

/** The account, or, for an identity new to CleverPlay whose birth month is not known yet, none. */
export type GoogleAccount = { user: User; outcome: GoogleAccountOutcome } | { user: null; outcome: "needs-birth" };

/**
 * The account for a Google identity: the one already linked to this Google user; else the one
 * with the same e-mail, now linked; else a new one (no password, verified, a generated
 * username when its profile is made at sign-in). Google must vouch for the address, since an
 * address is what links accounts.
 */
export async function findOrCreateGoogleUser(
  db: Database,
  identity: GoogleIdentity,
  options: NewGoogleAccount = {},
): Promise<GoogleAccount> {
  if (!identity.emailVerified) throw new GoogleSignInError((w) => w.unverified, "Google says email_verified is false");
  return linkOrCreateRetried(db, (tx) => findOrCreateOnce(tx, identity, options));
}

async function findOrCreateOnce(
  db: Queryable,
  identity: GoogleIdentity,
  { referrerId = null, birth }: NewGoogleAccount,
): Promise<GoogleAccount> {
  const linked = await linkedUser(db, PROVIDER, identity.sub);
  if (linked) return { user: linked, outcome: "existing" };
  const vouched = await linkByVouchedEmail(db, PROVIDER, identity.sub, identity.email);
  if (vouched) return { user: vouched, outcome: "linked" };

  if (!birth) return { user: null, outcome: "needs-birth" };
  const [user] = await db
    .insert(users)
    .values({
      email: identity.email,
      emailVerified: true,
      passwordHash: null,
      pendingUsername: null,
      referrerId,
      birthYear: birth.year,
      birthMonth: birth.month,
    })
    .returning();
  await db.insert(oauthAccounts).values({ provider: PROVIDER, providerUserId: identity.sub, userId: user.id });
  return { user, outcome: "created" };
}
