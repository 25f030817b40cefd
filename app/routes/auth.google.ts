/**
 * The Google button posts here: remember a fresh state and PKCE verifier in a short-lived cookie
 * and send the browser to Google. The answer comes back to /auth/google/callback.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { generateCodeVerifier, generateState } from "arctic";
import { z } from "zod";
import { tooManyAttempts } from "~/models/accounts.server";
import { googleFailure, googleIntent, saveGoogleFlow } from "~/models/google-flow.server";
import { googleAuthorizationURL, isGoogleConfigured } from "~/models/google.server";
import { serverT } from "~/models/language.server";
import { hitRateLimits } from "~/models/rate-limit.server";
import { clientAddress } from "~/utils/client-address.server";
import { readFormAs } from "~/utils/read-form.server";
import { safeRedirectPath } from "~/utils/redirect.server";

/** Only the button's form starts a flow; a link or a typed URL lands on the sign-in page. */
export const loader = () => redirect("/login");

const startSchema = z.object({
  intent: googleIntent,
  redirectTo: z.unknown().transform((path) => safeRedirectPath(path)),
  ref: z
    .string()
    .trim()
    .max(30)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional()
    .catch(undefined),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const { intent, redirectTo, ref } = await readFormAs(request, startSchema);
  if (!isGoogleConfigured(context.env)) {
    return googleFailure(request, context, { intent, redirectTo, ref }, (w) => w.notConfigured);
  }
  // Generous: a classroom behind one address signs in together; this only stops floods.
  const limited = await hitRateLimits(context.db, [{ key: `google:ip:${clientAddress(request, context)}`, max: 100, windowSeconds: 900 }]);
  if (!limited.allowed) {
    const { message } = tooManyAttempts(limited.retryAfterSeconds, await serverT(request, context, "auth"));
    return googleFailure(request, context, { intent, redirectTo, ref }, () => message, "rate limited");
  }

  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = googleAuthorizationURL(request, context, state, codeVerifier);
  return redirect(url.toString(), {
    headers: { "Set-Cookie": await saveGoogleFlow(request, context, { state, codeVerifier, intent, redirectTo, ref }) },
  });
}
