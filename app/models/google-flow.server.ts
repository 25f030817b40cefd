/**
 * What the browser carries from /auth/google to /auth/google/callback: the state (so a callback
 * we did not start is refused), the PKCE verifier, and where to go afterwards. A signed,
 * httpOnly, SameSite=Lax cookie: Lax still reaches the callback, a top-level GET from Google.
 */
import { createCookie, redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { cookieSecure } from "~/utils/cookies.server";
import { safeRedirectPath } from "~/utils/redirect.server";
import { toastCookie } from "~/utils/toast.server";

/** Long enough to pick an account on Google's page, short enough that a stale flow expires. */
const FLOW_MAX_AGE_SECONDS = 10 * 60;

export const googleIntent = z.enum(["signin", "signup"]).catch("signin");
export type GoogleIntent = z.infer<typeof googleIntent>;

const flowSchema = z.object({
  state: z.string().min(1).max(200),
  codeVerifier: z.string().min(43).max(128),
  intent: googleIntent,
  redirectTo: z.string().transform((path) => safeRedirectPath(path)),
  /** ?ref=USERNAME from the register page, for the referral reward. */
  ref: z.string().max(30).optional(),
});
export type GoogleFlow = z.infer<typeof flowSchema>;

function flowCookie(request: Request, context: AppLoadContext) {
  return createCookie("cp_google_oauth", {
    httpOnly: true,
    sameSite: "lax",
    // Both /auth/google and /auth/google/callback; no other request carries it.
    path: "/auth/google",
    maxAge: FLOW_MAX_AGE_SECONDS,
    secrets: [context.sessionSecret],
    secure: cookieSecure(request, context),
  });
}

export function saveGoogleFlow(request: Request, context: AppLoadContext, flow: GoogleFlow): Promise<string> {
  return flowCookie(request, context).serialize(flow);
}

/** The flow this browser started, or null when missing, expired, forged or malformed. */
export async function readGoogleFlow(request: Request, context: AppLoadContext): Promise<GoogleFlow | null> {
  let value: unknown;
  try {
    value = await flowCookie(request, context).parse(request.headers.get("Cookie"));
  } catch {
    return null; // a cookie that is not ours decodes to garbage
  }
  const parsed = flowSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The flow is single-use: every answer from the callback clears it. */
export function clearGoogleFlow(request: Request, context: AppLoadContext): Promise<string> {
  return flowCookie(request, context).serialize("", { maxAge: 0, expires: new Date(0) });
}

const newIdentitySchema = z.object({
  identity: z.object({
    sub: z.string().min(1).max(255),
    email: z.string().min(3).max(320),
    emailVerified: z.literal(true),
    name: z.string().max(200).optional(),
  }),
  redirectTo: z.string().transform((path) => safeRedirectPath(path)),
  ref: z.string().max(30).optional(),
});
/** A Google identity new to CleverPlay, vouched for by Google, waiting for its month and year of birth. */
export type NewGoogleIdentity = z.infer<typeof newIdentitySchema>;

function newIdentityCookie(request: Request, context: AppLoadContext) {
  return createCookie("cp_google_new", {
    httpOnly: true,
    sameSite: "lax",
    path: "/auth/google",
    maxAge: FLOW_MAX_AGE_SECONDS,
    secrets: [context.sessionSecret],
    secure: cookieSecure(request, context),
  });
}

/** Signed, so the finish step can trust that Google (through the callback) said who this is. */
export function saveNewGoogleIdentity(request: Request, context: AppLoadContext, pending: NewGoogleIdentity): Promise<string> {
  return newIdentityCookie(request, context).serialize(pending);
}

export async function readNewGoogleIdentity(request: Request, context: AppLoadContext): Promise<NewGoogleIdentity | null> {
  let value: unknown;
  try {
    value = await newIdentityCookie(request, context).parse(request.headers.get("Cookie"));
  } catch {
    return null;
  }
  const parsed = newIdentitySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function clearNewGoogleIdentity(request: Request, context: AppLoadContext): Promise<string> {
  return newIdentityCookie(request, context).serialize("", { maxAge: 0, expires: new Date(0) });
}

/**
 * Back to the page the button was on, with 'Google Sign In Failed' or 'Google Sign Up Failed'
 * and a message for people; the technical reason goes to the log.
 */
export async function googleFailure(
  request: Request,
  context: AppLoadContext,
  flow: Pick<GoogleFlow, "intent"> & Partial<Pick<GoogleFlow, "redirectTo" | "ref">>,
  message: string,
  detail?: string,
) {
  if (detail) console.warn(`auth google ${flow.intent} failed: ${detail}`);
  const signup = flow.intent === "signup";
  const query = new URLSearchParams();
  if (signup && flow.ref) query.set("ref", flow.ref);
  if (!signup && flow.redirectTo && flow.redirectTo !== "/profile") query.set("redirectTo", flow.redirectTo);
  const page = `${signup ? "/register" : "/login"}${query.size ? `?${query}` : ""}`;

  const headers = new Headers();
  headers.append("Set-Cookie", await clearGoogleFlow(request, context));
  headers.append(
    "Set-Cookie",
    await toastCookie(request, context, {
      title: signup ? "Google Sign Up Failed" : "Google Sign In Failed",
      description: message,
      variant: "error",
      durationMs: 6000,
    }),
  );
  return redirect(page, { headers });
}
