/**
 * Google sends the browser back here with ?code&state (or ?error). Checks the state against the
 * flow cookie, trades the code (with the PKCE verifier) for the user's identity, finds, links or
 * creates the account, and signs in. Every failure goes back to /login or /register with
 * 'Google Sign In Failed' / 'Google Sign Up Failed'; never a 500.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { logSignIn, signIn } from "~/models/accounts.server";
import { clearGoogleFlow, googleFailure, readGoogleFlow, saveNewGoogleIdentity } from "~/models/google-flow.server";
import { fetchGoogleIdentity, findOrCreateGoogleUser, GoogleSignInError, isGoogleConfigured, type GoogleSay } from "~/models/google.server";
import { findProfileByUsername } from "~/models/profiles.server";
import { toastCookie } from "~/utils/toast.server";
import { serverT } from "~/models/language.server";

/** Real codes are a few hundred characters; anything far longer is not worth sending on. */
const CODE_MAX = 2048;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const flow = await readGoogleFlow(request, context);
  if (!flow) return googleFailure(request, context, { intent: "signin" }, (w) => w.expired, "no valid flow cookie");
  const fail = (say: GoogleSay, detail?: string) => googleFailure(request, context, flow, say, detail);

  if (!isGoogleConfigured(context.env)) return fail((w) => w.notConfigured);
  const error = params.get("error");
  if (error) {
    // access_denied is the user pressing Cancel on Google's page; anything else is Google's refusal.
    return error === "access_denied"
      ? fail((w) => w.cancelled)
      : fail((w) => w.rejected, `provider error ${error.slice(0, 100).replace(/[^\w.-]/g, "?")}`);
  }
  if (params.get("state") !== flow.state) return fail((w) => w.expired, "state does not match the flow cookie");
  const code = params.get("code");
  if (!code || code.length > CODE_MAX) return fail((w) => w.rejected, "missing or oversized code");

  try {
    const identity = await fetchGoogleIdentity(request, context, code, flow.codeVerifier);
    // Every attempt Google vouched for is logged; a refusal after this adds its reason.
    logSignIn(request, context, identity.email, "google");
    const referrer = flow.intent === "signup" && flow.ref ? await findProfileByUsername(context.db, flow.ref) : null;
    const account = await findOrCreateGoogleUser(context.db, identity, { referrerId: referrer?.id ?? null });
    if (!account.user) {
      // New to CleverPlay: one more step asks the month and year of birth (and a parent, under 13).
      const headers = new Headers();
      headers.append("Set-Cookie", await clearGoogleFlow(request, context));
      const pending = { identity: { ...identity, emailVerified: true as const }, redirectTo: flow.redirectTo, ref: flow.ref };
      headers.append("Set-Cookie", await saveNewGoogleIdentity(request, context, pending));
      return redirect("/auth/google/finish", { headers });
    }
    const { user, outcome } = account;
    if (outcome !== "existing") console.log(`auth google account ${outcome} user=${user.id}`);

    const { setCookie, toast } = await signIn(request, context, user.id, await serverT(request, context, "auth"));
    const headers = new Headers();
    headers.append("Set-Cookie", await clearGoogleFlow(request, context));
    headers.append("Set-Cookie", setCookie);
    headers.append("Set-Cookie", await toastCookie(request, context, toast));
    return redirect(flow.redirectTo, { headers });
  } catch (error) {
    if (error instanceof GoogleSignInError) return fail(error.say, error.detail);
    console.error("auth google sign-in failed", error);
    return fail((w) => w.failed);
  }
}
