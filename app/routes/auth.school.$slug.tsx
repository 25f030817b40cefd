/**
 * /auth/school/{slug}: starts a school's sign-in (a school's portal may link here): a fresh state,
 * nonce and PKCE verifier go into a short-lived cookie, and the browser goes to the school's
 * provider, which answers at /auth/school/{slug}/callback. A refusal is a page, never a 500.
 */
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SchoolRefused } from "~/components/SchoolRefused";
import { tooManyAttempts } from "~/models/accounts.server";
import { hitRateLimits } from "~/models/rate-limit.server";
import { saveSchoolFlow, schoolRefusal } from "~/models/schools/flow.server";
import {
  callbackUrl,
  newFlowSecrets,
  schoolAuthorizationUrl,
  schoolConfiguration,
  schoolMessages,
  SchoolSignInError,
} from "~/models/schools/oidc.server";
import { schoolBySlug } from "~/models/schools/schools.server";
import { clientAddress } from "~/utils/client-address.server";
import { pageMeta } from "~/utils/meta";
import { safeRedirectPath } from "~/utils/redirect.server";

export const meta: MetaFunction = () =>
  pageMeta({ title: "Sign in with your school", description: "Sign in to CleverPlay with your school's account." });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const school = await schoolBySlug(context.db, slug);
  if (!school) return schoolRefusal(request, context, { message: schoolMessages.unknown, status: 404, slug: null });
  // Generous: a classroom behind one address signs in together; this only stops floods.
  const limited = await hitRateLimits(context.db, [
    { key: `school-sign-in:ip:${clientAddress(request, context)}`, max: 200, windowSeconds: 900 },
  ]);
  if (!limited.allowed)
    return schoolRefusal(request, context, { message: tooManyAttempts(limited.retryAfterSeconds).message, status: 429, slug });

  try {
    context.leaveTurn?.(); // discovery may wait on the school's provider
    const config = await schoolConfiguration(school, context.env);
    const secrets = newFlowSecrets();
    const url = await schoolAuthorizationUrl(config, callbackUrl(request, context, slug), secrets);
    const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
    return redirect(url.toString(), {
      headers: { "Set-Cookie": await saveSchoolFlow(request, context, { slug, ...secrets, redirectTo }) },
    });
  } catch (error) {
    if (!(error instanceof SchoolSignInError)) throw error;
    return schoolRefusal(request, context, { message: error.userMessage, status: error.status, slug, detail: error.detail });
  }
}

export default function SchoolSignInStart() {
  return <SchoolRefused {...useLoaderData<typeof loader>()} />;
}
