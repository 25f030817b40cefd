/**
 * The school's provider sends the browser back here with ?code&state (or ?error). The flow cookie
 * must be this school's; openid-client checks the state, trades the code with the PKCE verifier
 * and checks the ID token (nonce included); the e-mail must be verified and in the school's
 * domain. Then the account is found, linked or made, and signed in. A refusal is a page (4xx, or
 * 502 when the provider failed), never a 500.
 */
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SchoolRefused } from "~/components/SchoolRefused";
import { signIn } from "~/models/accounts.server";
import { findOrCreateSchoolUser } from "~/models/schools/accounts.server";
import { clearSchoolFlow, readSchoolFlow, schoolRefusal } from "~/models/schools/flow.server";
import { schoolConfiguration, schoolIdentity, schoolWords, SchoolSignInError } from "~/models/schools/oidc.server";
import { schoolBySlug } from "~/models/schools/schools.server";
import { pageMeta } from "~/utils/meta";
import { serverT } from "~/models/language.server";
import type { RouteHandle } from "~/root";
import { siteOrigin } from "~/utils/url.server";
import { toastCookie } from "~/utils/toast.server";

export const handle: RouteHandle = { i18n: "account" };

// The refusal's own words are translated; the tab's title stays the spec's English (the refusal's
// answer is the schools' tested contract: { refused, slug }, with nothing else).
export const meta: MetaFunction = () =>
  pageMeta({ title: "Sign in with your school", description: "Sign in to CleverPlay with your school's account." });

/** Real answers are a few hundred characters; anything far longer is not worth sending on. */
const QUERY_MAX = 4096;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const url = new URL(request.url);
  const flow = await readSchoolFlow(request, context);
  const words = schoolWords(await serverT(request, context, "account"));
  const refuse = (message: string, status: number, detail?: string) =>
    schoolRefusal(request, context, { message, status, slug: flow?.slug ?? null, detail });
  if (!flow || flow.slug !== slug || url.searchParams.get("state") !== flow.state) {
    return refuse(words.expired, 400, "no flow cookie for this school, or the state does not match");
  }
  if (url.search.length > QUERY_MAX) return refuse(words.rejected, 400, "oversized answer");
  const school = await schoolBySlug(context.db, slug);
  if (!school) return refuse(words.unknown, 404);

  try {
    context.leaveTurn?.(); // the token exchange waits on the school's provider
    const config = await schoolConfiguration(school, context.env);
    // The address the provider sent the browser to: the redirect_uri of the token request.
    const callback = new URL(`${url.pathname}${url.search}`, siteOrigin(request, context));
    const identity = await schoolIdentity(config, school, callback, flow);
    const { user, outcome } = await findOrCreateSchoolUser(context.db, school, identity);
    if (outcome !== "existing") console.log(`auth school ${slug} account ${outcome} user=${user.id}`);

    const { setCookie, toast } = await signIn(request, context, user.id, await serverT(request, context, "auth"));
    const headers = new Headers();
    headers.append("Set-Cookie", await clearSchoolFlow(request, context));
    headers.append("Set-Cookie", setCookie);
    headers.append("Set-Cookie", await toastCookie(request, context, toast));
    // Someone new to CleverPlay says next which class they are in (or that they teach).
    return redirect(outcome === "created" ? `/auth/school/${slug}/welcome` : flow.redirectTo, { headers });
  } catch (error) {
    if (!(error instanceof SchoolSignInError)) throw error;
    return refuse(error.say(words), error.status, error.detail);
  }
}

export default function SchoolSignInCallback() {
  return <SchoolRefused {...useLoaderData<typeof loader>()} />;
}
