import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthLayout } from "~/components/AuthLayout";
import { Field, FormAlert, SubmitButton } from "~/components/forms";
import { signIn } from "~/models/accounts.server";
import { consumeToken, isTokenUsable } from "~/models/email-tokens.server";
import { endAllSignInSessions } from "~/models/auth.server";
import { markEmailVerified, setPassword } from "~/models/users.server";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/utils/meta";
import { toastCookie } from "~/utils/toast.server";
import { PASSWORD_MIN, type FormProblem } from "~/utils/validation";
import { formText, readFormAs } from "~/utils/read-form.server";

export const handle: RouteHandle = { layout: false };

export const meta: MetaFunction = () =>
  pageMeta({ title: "Choose a new password", description: "Set a new password for your CleverPlay account." });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return json({ token, usable: await isTokenUsable(context.db, token, "reset") });
}

interface Result {
  problem: FormProblem;
  errors: { password?: string; confirmPassword?: string };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { password, confirmPassword, token } = await readFormAs(request, {
    password: formText,
    confirmPassword: formText,
    token: formText,
  });
  const fail = (problem: FormProblem, errors: Result["errors"] = {}) => json<Result>({ problem, errors }, { status: 400 });
  if (!password || !confirmPassword) return fail({ title: "Missing fields", message: "Please fill in all required fields." });
  if (password !== confirmPassword) {
    return fail(
      { title: "Passwords do not match", message: "Please make sure your passwords match." },
      { confirmPassword: "Passwords do not match" },
    );
  }
  if (password.length < PASSWORD_MIN || password.length > 128) {
    return fail(
      { title: "Password too short", message: "Password must be at least 6 characters long." },
      { password: "Password must be at least 6 characters long." },
    );
  }
  const userId = await consumeToken(context.db, token, "reset");
  if (!userId) return fail({ title: "Reset failed", message: "This reset link is invalid or has expired. Please ask for a new one." });

  await setPassword(context.db, userId, password);
  // The link came to the address, so it is verified too; every other sign-in ends.
  await markEmailVerified(context.db, userId);
  await endAllSignInSessions(request, context, userId);
  const { setCookie } = await signIn(request, context, userId);
  const headers = new Headers();
  headers.append("Set-Cookie", setCookie);
  headers.append(
    "Set-Cookie",
    await toastCookie(request, context, {
      title: "Password updated",
      description: "You're signed in with your new password.",
      variant: "success",
    }),
  );
  return redirect("/profile", { headers });
}

export default function ResetPassword() {
  const { token, usable } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (!usable) {
    return (
      <AuthLayout title="Link expired">
        <FormAlert title="Reset failed" message="This reset link is invalid or has expired. Please ask for a new one." />
        <Link to="/auth/forgot-password" className="btn-primary w-full">
          Get a new link
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Choose a new password">
      {result?.problem ? <FormAlert title={result.problem.title} message={result.problem.message} /> : null}
      <Form method="post" noValidate>
        <input type="hidden" name="token" value={token} />
        <Field label="New password" name="password" type="password" autoComplete="new-password" error={result?.errors.password} required />
        <Field
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={result?.errors.confirmPassword}
          required
        />
        <SubmitButton className="btn-primary w-full" pendingLabel="Saving...">
          Set new password
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}
