/**
 * What the browser carries from /auth/google to /auth/google/callback: the state (so a callback
 * we did not start is refused), the PKCE verifier, and where to go afterwards. A signed,
 * httpOnly, SameSite=Lax cookie: Lax still reaches the callback, a top-level GET from Google.
 */
import { redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { flowStore } from "./auth-flow-cookie.server";
import { safeRedirectPath } from "~/utils/redirect.server";
import { toastCookie } from "~/utils/toast.server";
import { serverT } from "./language.server";
import { googleWords, type GoogleSay } from "./google.server";

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

const flowStoreOf = flowStore("cp_google_oauth", "/auth/google", flowSchema);

export const saveGoogleFlow = flowStoreOf.save;
/** The flow this browser started, or null when missing, expired, forged or malformed. */
export const readGoogleFlow = flowStoreOf.read;
/** The flow is single-use: every answer from the callback clears it. */
export const clearGoogleFlow = flowStoreOf.clear;

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

// Signed, so the finish step can trust that Google (through the callback) said who this is.
const newIdentityStore = flowStore("cp_google_new", "/auth/google", newIdentitySchema);
export const saveNewGoogleIdentity = newIdentityStore.save;
export const readNewGoogleIdentity = newIdentityStore.read;
export const clearNewGoogleIdentity = newIdentityStore.clear;

/**
 * Back to the page the button was on, with 'Google Sign In Failed' or 'Google Sign Up Failed'
 * and a message for people; the technical reason goes to the log.
 */
export async function googleFailure(
  request: Request,
  context: AppLoadContext,
  flow: Pick<GoogleFlow, "intent"> & Partial<Pick<GoogleFlow, "redirectTo" | "ref">>,
  say: GoogleSay,
  detail?: string,
) {
  if (detail) console.warn(`auth google ${flow.intent} failed: ${detail}`);
  const signup = flow.intent === "signup";
  const query = new URLSearchParams();
  if (signup && flow.ref) query.set("ref", flow.ref);
  if (!signup && flow.redirectTo && flow.redirectTo !== "/profile") query.set("redirectTo", flow.redirectTo);
  const page = `${signup ? "/register" : "/login"}${query.size ? `?${query}` : ""}`;

  const t = await serverT(request, context, "account");
  const headers = new Headers();
  headers.append("Set-Cookie", await clearGoogleFlow(request, context));
  headers.append(
    "Set-Cookie",
    await toastCookie(request, context, {
      title: signup ? t("google.signUpFailed") : t("google.signInFailed"),
      description: say(googleWords(t)),
      variant: "error",
      durationMs: 6000,
    }),
  );
  return redirect(page, { headers });
}
