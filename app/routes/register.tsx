import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useEffect, useRef, useState } from "react";
import { AuthLayout, Field, FormAlert } from "~/components/AuthLayout";
import { GoogleButton } from "~/components/GoogleButton";
import { ResendVerification } from "~/components/ResendVerification";
import { sendVerificationMail, tooManyAttempts } from "~/models/accounts.server";
import { findProfileByUsername, isUsernameAvailable } from "~/models/profiles.server";
import { CLASSROOM_LIMIT, hitRateLimits } from "~/models/rate-limit.server";
import { clientAddress } from "~/utils/client-address.server";
import { getSessionUser } from "~/models/auth.server";
import { createUser } from "~/models/users.server";
import type { RouteHandle } from "~/root";
import type { loader as usernameLoader, UsernameStatus } from "~/routes/api.username-availability";
import { pageMeta } from "~/utils/meta";
import { redirect } from "@remix-run/node";
import { usernameMessages, usernameProblem, type FormProblem } from "~/utils/validation";
import { needsAvailability, signUpFields, signUpRefusal } from "~/utils/sign-up-checks.server";
import { readForm } from "~/utils/read-form.server";

export const handle: RouteHandle = { layout: false };

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Create Account",
    description: "Create a free CleverPlay account and get 100 free Clever Coins to spend in the store.",
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  if ((await getSessionUser(request, context)).user) throw redirect("/profile");
  const ref = new URL(request.url).searchParams.get("ref")?.slice(0, 30) ?? "";
  return json({ ref, googleConfigured: Boolean(context.env.GOOGLE_CLIENT_ID) });
}

type Fields = "email" | "username" | "password" | "confirmPassword";
interface RegisterResult {
  sent?: boolean;
  email?: string;
  problem?: FormProblem;
  errors?: Partial<Record<Fields, string>>;
  values?: { email: string; username: string };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const fields = signUpFields(form);
  const { email, username, password } = fields;
  const values = { email, username };
  const fail = (problem: FormProblem, errors: RegisterResult["errors"] = {}, status = 400, headers?: HeadersInit) =>
    json<RegisterResult>({ problem, errors, values }, { status, headers });

  const usernameTaken = needsAvailability(fields) && !(await isUsernameAvailable(context.db, username));
  const refused = signUpRefusal(fields, usernameTaken);
  if (refused) return fail(refused.problem, refused.errors);

  const limited = await hitRateLimits(context.db, [
    { key: `sign-up:ip:${clientAddress(request, context)}`, max: CLASSROOM_LIMIT.perHour, windowSeconds: 3600 },
    { key: `sign-up:email:${email.toLowerCase()}`, max: 5, windowSeconds: 3600 },
  ]);
  if (!limited.allowed) {
    const { title, message, status, headers } = tooManyAttempts(limited.retryAfterSeconds);
    return fail({ title, message }, {}, status, headers);
  }

  const referrer = form.ref ? await findProfileByUsername(context.db, form.ref.slice(0, 30)) : null;
  const user = await createUser(context.db, { email, password, username: username || undefined, referrerId: referrer?.id });
  if (!user) {
    return fail({ title: "Sign up failed", message: "This email is already registered. Please try signing in instead." }, {}, 409);
  }
  try {
    await sendVerificationMail(request, context, user);
  } catch (error) {
    // The account exists; the notice offers a resend, so a mail hiccup loses nothing.
    console.error("verification mail failed", error);
  }
  return json<RegisterResult>({ sent: true, email });
}

/** Live availability 500 ms after typing stops (JavaScript only; the server checks on submit anyway). */
function useUsernameStatus(username: string): { status: UsernameStatus | "checking"; message: string } {
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof usernameLoader>();
  const [debounced, setDebounced] = useState(username);
  const trimmed = username.trim();
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(trimmed), 500);
    return () => clearTimeout(timer);
  }, [trimmed]);
  const formatProblem = trimmed ? usernameProblem(trimmed) : null;
  useEffect(() => {
    if (debounced && !usernameProblem(debounced)) fetcher.load(`/api/username-availability?username=${encodeURIComponent(debounced)}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  // Without JavaScript there is no live check: the page the server sent after a refused sign-up
  // must not hold the button at "Checking..." (the server checks the name on submit).
  if (!trimmed || !hydrated) return { status: "empty", message: "" };
  if (formatProblem) return { status: "invalid", message: usernameMessages.invalid };
  if (debounced !== trimmed || fetcher.state !== "idle" || fetcher.data?.username !== trimmed)
    return { status: "checking", message: "Checking..." };
  return { status: fetcher.data.status, message: fetcher.data.message };
}

const statusClasses: Record<string, string> = {
  invalid: "text-red-800",
  taken: "text-red-800",
  available: "text-green-800",
  checking: "text-slate-700",
  unknown: "text-amber-900",
};

export default function Register() {
  const { ref, googleConfigured } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const [username, setUsername] = useState(result?.values?.username ?? "");
  const availability = useUsernameStatus(username);
  const blocked = availability.status !== "empty" && availability.status !== "available";
  const formRef = useRef<HTMLFormElement>(null);
  // Passwords are never kept after a refused submit (without JS the page is new anyway).
  useEffect(() => {
    for (const name of ["password", "confirmPassword"]) {
      const input = formRef.current?.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = "";
    }
  }, [result]);

  if (result?.sent) {
    return (
      <AuthLayout title="Check your email" subtitle={`We sent a verification link to ${result.email}.`}>
        <FormAlert tone="success" title="Account created successfully!" message="Please check your email for the verification link." />
        <p className="text-slate-700">Open the link in the email to activate your account and collect your 100 free Clever Coins.</p>
        <ResendVerification email={result.email} />
        <p className="mt-6 text-center text-sm text-slate-700">
          Verified already?{" "}
          <Link to="/login" className="font-semibold text-indigo-700 hover:underline">
            Sign in
          </Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Create your account" subtitle="Join CleverPlay and get 100 free Clever Coins.">
      <GoogleButton configured={googleConfigured} intent="signup" referralCode={ref} label="Sign up with Google (+100 CC)" />
      <p className="my-4 text-center text-sm text-slate-600">or sign up with email</p>
      {result?.problem ? <FormAlert title={result.problem.title} message={result.problem.message} /> : null}
      <Form method="post" noValidate ref={formRef}>
        <input type="hidden" name="ref" value={ref} />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={result?.values?.email}
          error={result?.errors?.email}
          required
        />
        <Field
          label="Username (optional)"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          error={result?.errors?.username}
          maxLength={30}
          hint={
            availability.status !== "empty" ? (
              <span aria-live="polite" data-testid="username-status" className={statusClasses[availability.status]}>
                {availability.message}
              </span>
            ) : (
              <span className="text-slate-600">Letters, numbers and underscores. We&apos;ll pick one for you if you leave it empty.</span>
            )
          }
        />
        <Field label="Password" name="password" type="password" autoComplete="new-password" error={result?.errors?.password} required />
        <Field
          label="Confirm password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={result?.errors?.confirmPassword}
          required
        />
        <button type="submit" className="btn-primary w-full" disabled={submitting || blocked}>
          {submitting ? "Creating account..." : "Sign Up"}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-700">
        Already have an account?{" "}
        <Link to="/login" className="font-semibold text-indigo-700 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
