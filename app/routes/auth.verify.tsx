import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { AuthLayout } from "~/components/AuthLayout";
import { FormAlert } from "~/components/forms";
import { ResendVerification } from "~/components/ResendVerification";
import { signIn } from "~/models/accounts.server";
import { consumeToken } from "~/models/email-tokens.server";
import { markEmailVerified } from "~/models/users.server";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/utils/meta";
import { toastCookie } from "~/utils/toast.server";
import { joinReturnPath } from "~/utils/redirect.server";

// Its shared sign-up and sign-in parts speak from the "auth" messages.
export const handle: RouteHandle = { layout: false, i18n: "auth" };

export const meta: MetaFunction = () => pageMeta({ title: "Verify your email", description: "Confirm your CleverPlay email address." });

/** The spec's pause before /profile. A meta refresh counts whole seconds: without JavaScript, 2. */
const REDIRECT_MS = 1500;
const REDIRECT_SECONDS_WITHOUT_JS = 2;

/**
 * The link from the verification mail: uses the token once, verifies the address, signs the
 * user in (creating the profile with its coins) and moves on to /profile after 1.5 s, or to the
 * class's join page the account was made for (`next`, only ever a /join/{code} path).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { searchParams } = new URL(request.url);
  const token = searchParams.get("token") ?? "";
  const next = joinReturnPath(searchParams.get("next")) || "/profile";
  const userId = await consumeToken(context.db, token, "verify");
  if (!userId) return json({ verified: false as const }, { status: 400 });
  await markEmailVerified(context.db, userId);
  const { setCookie, toast } = await signIn(request, context, userId);
  const headers = new Headers();
  headers.append("Set-Cookie", setCookie);
  headers.append("Set-Cookie", await toastCookie(request, context, toast));
  return json({ verified: true as const, next }, { headers });
}

export default function Verify() {
  const result = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  useEffect(() => {
    if (!result.verified) return;
    const timer = setTimeout(() => navigate(result.next), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [result, navigate]);
  if (!result.verified) {
    return (
      <AuthLayout title="Verification failed">
        <FormAlert title="Verification failed" message="There was an error verifying your email. Please try again." />
        <p className="text-slate-700">The link may have been used already or expired. Enter your email to get a new one.</p>
        <ResendVerification />
        <p className="mt-6 text-center text-sm text-slate-700">
          Already verified?{" "}
          <Link to="/login" className="font-semibold text-indigo-700 hover:underline">
            Sign in
          </Link>
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Email verified successfully!">
      {/* Without JavaScript the browser follows this refresh itself; with it, the timer above. */}
      <noscript>
        <meta httpEquiv="refresh" content={`${REDIRECT_SECONDS_WITHOUT_JS};url=${result.next}`} />
      </noscript>
      <FormAlert tone="success" title="Email verified successfully!" message="Welcome to CleverPlay! Your account is now active." />
      <p className="text-slate-700">{result.next === "/profile" ? "Taking you to your profile…" : "Taking you back to your class…"}</p>
      <Link to={result.next} className="btn-primary mt-4 w-full">
        {result.next === "/profile" ? "Go to my profile" : "Go back to the class"}
      </Link>
    </AuthLayout>
  );
}
