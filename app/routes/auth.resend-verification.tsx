import { json, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { AuthLayout } from "~/components/AuthLayout";
import { FormAlert } from "~/components/forms";
import { ResendVerification } from "~/components/ResendVerification";
import { resendVerification } from "~/models/accounts.server";
import { pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/root";
import { formText, readFormAs } from "~/utils/read-form.server";

// Its shared sign-up and sign-in parts speak from the "auth" messages.
export const handle: RouteHandle = { layout: false, i18n: "auth" };

export const meta: MetaFunction = () =>
  pageMeta({ title: "Resend verification email", description: "Get a new link to verify your CleverPlay email address." });

export async function action({ request, context }: ActionFunctionArgs) {
  const { email } = await readFormAs(request, { email: formText });
  const result = await resendVerification(request, context, email);
  const { headers, ...answer } = result.ok ? { ...result, headers: undefined } : result;
  return json({ ...answer, email: email.slice(0, 254) }, { status: result.ok ? 200 : result.status, headers });
}

/** Where the resend form lands without JavaScript (with it, the answer shows in place). */
export default function ResendVerificationPage() {
  const result = useActionData<typeof action>();
  return (
    <AuthLayout title="Verify your email">
      {result ? <FormAlert title={result.title} message={result.message} tone={result.ok ? "success" : "error"} /> : null}
      <ResendVerification email={result?.email} />
      <p className="mt-6 text-center text-sm text-slate-700">
        Already verified?{" "}
        <Link to="/login" className="font-semibold text-indigo-700 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
