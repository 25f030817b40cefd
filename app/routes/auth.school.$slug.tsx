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
  schoolWords,
  SchoolSignInError,
} from "~/models/schools/oidc.server";
import { schoolBySlug } from "~/models/schools/schools.server";
import { clientAddress } from "~/utils/client-address.server";
import { pageMeta } from "~/utils/meta";
import { serverT } from "~/models/language.server";
import type { RouteHandle } from "~/root";
import { safeRedirectPath } from "~/utils/redirect.server";

export const handle: RouteHandle = { i18n: "account" };

// The refusal's own words are translated; the tab's title stays the spec's English (the refusal's
// answer is the schools' tested contract: { refused, slug }, with nothing else).
export const meta: MetaFunction = () =>
  pageMeta({ title: "Sign in with your school", description: "Sign in to CleverPlay with your school's account." });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const school = await schoolBySlug(context.db, slug);
  const t = await serverT(request, context, "account");
  const words = schoolWords(t);
  if (!school) return schoolRefusal(request, context, { message: words.unknown, status: 404, slug: null });
  // Generous: a classroom behind one address signs in together; this only stops floods.
  const limited = await hitRateLimits(context.db, [
    { key: `school-sign-in:ip:${clientAddress(request, context)}`, max: 200, windowSeconds: 900 },
  ]);
  if (!limited.allowed)
    return schoolRefusal(request, context, {
      message: tooManyAttempts(limited.retryAfterSeconds, await serverT(request, context, "auth")).message,
      status: 429,
      slug,
    });

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
    return schoolRefusal(request, context, { message: error.say(words), status: error.status, slug, detail: error.detail });
  }
}

export default function SchoolSignInStart() {
  return <SchoolRefused {...useLoaderData<typeof loader>()} />;
}
