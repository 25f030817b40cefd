/**
 * A school's OpenID Connect provider through openid-client (docs/decisions/school-sign-in.md):
 * discovery (kept a while per school), the authorization request with PKCE, state and nonce,
 * and the code's exchange, whose ID token openid-client checks (signature, issuer, audience,
 * expiry, nonce) before we read who signed in.
 */
import type { AppLoadContext } from "@remix-run/node";
import * as oidc from "openid-client";
import { z } from "zod";
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";
import { siteOrigin } from "~/utils/url.server";
import { EMAIL_MAX } from "~/utils/validation";
import { issuerAllowed, type School } from "./schools.server";

/** A provider's keys and endpoints change rarely; an edited school is looked up afresh at once. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
/** A provider that hangs must not hold the request: discovery, token and userinfo each. */
const PROVIDER_TIMEOUT_SECONDS = 10;
const SCOPE = "openid email profile";

/** A failure the person is told about in words (with its status); the technical cause is only logged. */
export class SchoolSignInError extends Error {
  name = "SchoolSignInError";
  /** The words in English (the log's, and the spec's). */
  readonly userMessage: string;
  constructor(
    /** The words in the reader's language, from schoolWords(t). */
    readonly say: (words: SchoolWords) => string,
    readonly status: number,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${say(schoolMessages)} (${detail})`, options);
    this.userMessage = say(schoolMessages);
  }
}

/** Why a school sign-in was refused, in the reader's words (`t`: the `account` namespace). */
export const schoolWords = (t: TFunction) => ({
  unknown: t("school.refused.unknown"),
  unreachable: t("school.refused.unreachable"),
  expired: t("school.refused.expired"),
  cancelled: t("school.refused.cancelled"),
  rejected: t("school.refused.rejected"),
  noEmail: t("school.refused.noEmail"),
  unverified: t("school.refused.unverified"),
  wrongDomain: (domain: string) => t("school.refused.wrongDomain", { domain }),
});
export type SchoolWords = ReturnType<typeof schoolWords>;
/** The same in English. */
export const schoolMessages: SchoolWords = schoolWords(englishT("account"));

const cache = new Map<string, { key: string; at: number; config: Promise<oidc.Configuration> }>();

/** The school's provider configuration: discovered once, then kept an hour while the school is unchanged. */
export function schoolConfiguration(school: School, env: AppLoadContext["env"], now = Date.now()): Promise<oidc.Configuration> {
  const key = JSON.stringify([school.issuer, school.clientId, school.clientSecret]);
  const kept = cache.get(school.id);
  if (kept && kept.key === key && now - kept.at < DISCOVERY_TTL_MS) return kept.config;

  const issuer = new URL(school.issuer);
  if (!issuerAllowed(issuer, env)) {
    return Promise.reject(new SchoolSignInError((w) => w.unreachable, 502, "issuer is not https"));
  }
  const config = oidc
    .discovery(issuer, school.clientId, school.clientSecret, undefined, {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      execute: issuer.protocol === "http:" ? [oidc.allowInsecureRequests] : [],
    })
    .catch((error: unknown) => {
      cache.delete(school.id); // a failure is not kept: the next visitor tries again
      throw new SchoolSignInError((w) => w.unreachable, 502, `discovery failed: ${reason(error)}`, { cause: error });
    });
  cache.set(school.id, { key, at: now, config });
  return config;
}

export const callbackUrl = (request: Request, context: AppLoadContext, slug: string) =>
  `${siteOrigin(request, context)}/auth/school/${slug}/callback`;

/** A fresh flow's secrets: the browser keeps them in the flow cookie until the callback. */
export function newFlowSecrets() {
  return { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
}

export async function schoolAuthorizationUrl(
  config: oidc.Configuration,
  redirectUri: string,
  secrets: ReturnType<typeof newFlowSecrets>,
): Promise<URL> {
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: SCOPE,
    state: secrets.state,
    nonce: secrets.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: "S256",
  });
}

// Some providers send email_verified as "true"/"false".
const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().trim().toLowerCase().max(EMAIL_MAX).email().optional(),
  email_verified: z.union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")]).default(false),
  /** OneRoster's id for the person, when the provider shares it (ClassLink and others can). */
  sourcedId: z.string().min(1).max(255).optional().catch(undefined),
});

export interface SchoolIdentity {
  sub: string;
  email: string;
  rosterId: string | null;
}

/**
 * Trades the code for tokens (checking state, PKCE and the ID token's nonce), then reads who
 * signed in from the ID token, or from userinfo when the ID token carries no e-mail. The e-mail
 * must be verified and in the school's domain.
 */
export async function schoolIdentity(
  config: oidc.Configuration,
  school: School,
  callback: URL,
  flow: { state: string; nonce: string; codeVerifier: string },
): Promise<SchoolIdentity> {
  let claims: unknown;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    claims =
      idToken && typeof idToken.email === "string"
        ? idToken
        : { ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken!.sub)), sub: idToken!.sub };
  } catch (error) {
    throw grantError(error);
  }
  const parsed = claimsSchema.safeParse(claims);
  if (!parsed.success) throw new SchoolSignInError((w) => w.noEmail, 400, "claims did not parse");
  const { sub, email, email_verified, sourcedId } = parsed.data;
  if (!email) throw new SchoolSignInError((w) => w.noEmail, 400, "no email claim");
  if (!email_verified) throw new SchoolSignInError((w) => w.unverified, 403, "email_verified is false");
  if (email.split("@")[1] !== school.emailDomain) {
    throw new SchoolSignInError((w) => w.wrongDomain(school.emailDomain), 403, `email domain is not ${school.emailDomain}`);
  }
  return { sub, email, rosterId: sourcedId ?? null };
}

function grantError(error: unknown): SchoolSignInError {
  if (error instanceof oidc.AuthorizationResponseError) {
    return error.error === "access_denied"
      ? new SchoolSignInError((w) => w.cancelled, 400, "access_denied")
      : new SchoolSignInError((w) => w.rejected, 400, `provider error ${error.error}`, { cause: error });
  }
  if (error instanceof oidc.ResponseBodyError) {
    // invalid_grant: a used, expired or forged code, or a verifier that does not match.
    return new SchoolSignInError((w) => w.rejected, 400, `token endpoint: ${error.error}`, { cause: error });
  }
  if (error instanceof oidc.ClientError) {
    // The checks of the answer: a state, nonce, issuer, audience or signature that does not match.
    return new SchoolSignInError((w) => w.rejected, 400, `check failed: ${error.code ?? error.message}`, { cause: error });
  }
  return new SchoolSignInError((w) => w.unreachable, 502, `token exchange failed: ${reason(error)}`, { cause: error });
}

const reason = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : "unknown");
