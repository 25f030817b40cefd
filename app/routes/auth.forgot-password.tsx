import { json, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { AuthLayout } from "~/components/AuthLayout";
import { Field, FormAlert, SubmitButton } from "~/components/forms";
import { tooManyAttempts } from "~/models/accounts.server";
import { issueToken } from "~/models/email-tokens.server";
import { buttonMail, sendMail } from "~/models/mail.server";
import { CLASSROOM_LIMIT, hitRateLimits } from "~/models/rate-limit.server";
import { clientAddress } from "~/utils/client-address.server";
import { findUserByEmail } from "~/models/users.server";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/utils/meta";
import { siteOrigin } from "~/utils/url.server";
import type { FormProblem } from "~/utils/validation";
import { emailField } from "~/utils/validation.server";
import { readFormAs, trimmedText } from "~/utils/read-form.server";

export const handle: RouteHandle = { layout: false };

export const meta: MetaFunction = () =>
  pageMeta({ title: "Forgot Password", description: "Get a link to choose a new CleverPlay password." });

type Result = { sent: true; email: string } | { sent: false; problem: FormProblem; email: string };

/** Always the same answer whether or not the address has an account. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { email } = await readFormAs(request, { email: trimmedText(300) });
  if (!email)
    return json<Result>(
      { sent: false, email, problem: { title: "Email required", message: "Please enter your email address first." } },
      { status: 400 },
    );
  if (!emailField.safeParse(email).success) {
    return json<Result>(
      { sent: false, email, problem: { title: "Invalid email", message: "Please provide a valid email address." } },
      { status: 400 },
    );
  }
  const limited = await hitRateLimits(context.db, [
    { key: `reset:email:${email.toLowerCase()}`, max: 5, windowSeconds: 3600 },
    { key: `reset:ip:${clientAddress(request, context)}`, max: CLASSROOM_LIMIT.perHour, windowSeconds: 3600 },
  ]);
  if (!limited.allowed) {
    const { title, message, status, headers } = tooManyAttempts(limited.retryAfterSeconds);
    return json<Result>({ sent: false, email, problem: { title, message } }, { status, headers });
  }
  const user = await findUserByEmail(context.db, email);
  if (user) {
    const token = await issueToken(context.db, user.id, "reset");
    const url = `${siteOrigin(request, context)}/auth/reset-password?token=${token}`;
    await sendMail(
      context,
      buttonMail({
        to: user.email,
        subject: "Reset your CleverPlay password",
        intro: "Someone (hopefully you) asked to reset the password of your CleverPlay account.",
        action: "Choose a new password",
        url,
        outro: "The link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays the same.",
      }),
    ).catch((error) => console.error("reset mail failed", error));
  }
  return json<Result>({ sent: true, email });
}

export default function ForgotPassword() {
  const result = useActionData<typeof action>();
  return (
    <AuthLayout title="Forgot your password?" subtitle="Enter your email and we'll send you a link to choose a new one.">
      {result?.sent ? (
        <FormAlert
          tone="success"
          title="Check your email"
          message={`If an account exists for ${result.email}, we've sent a link to reset its password. The link expires in 1 hour.`}
        />
      ) : result ? (
        <FormAlert title={result.problem.title} message={result.problem.message} />
      ) : null}
      <Form method="post" noValidate>
        <Field label="Email" name="email" type="email" autoComplete="email" defaultValue={result?.email} required />
        <SubmitButton className="btn-primary w-full" pendingLabel="Sending...">
          Send reset link
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-700">
        Remembered it?{" "}
        <Link to="/login" className="font-semibold text-indigo-700 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
