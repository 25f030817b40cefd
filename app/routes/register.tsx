import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { AuthLayout } from "~/components/AuthLayout";
import { Field, FormAlert, SubmitButton } from "~/components/forms";
import { BirthFields } from "~/components/BirthFields";
import { GoogleButton } from "~/components/GoogleButton";
import { ResendVerification } from "~/components/ResendVerification";
import { sendVerificationMail, tooManyAttempts } from "~/models/accounts.server";
import { findProfileByUsername } from "~/models/profiles.server";
import { isUsernameAvailable } from "~/models/usernames.server";
import { CLASSROOM_LIMIT, hitRateLimits } from "~/models/rate-limit.server";
import { clientAddress } from "~/utils/client-address.server";
import { getSignedInUser } from "~/models/auth.server";
import { createUser } from "~/models/users.server";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/utils/meta";
import { redirect } from "@remix-run/node";
import { checkRegistration, registrationForm, type RegisterField, type RegistrationValues } from "~/models/registration.server";
import { parentMailRefusal, requestParentalConsent } from "~/models/parental-consent.server";
import { nameRefusal } from "~/models/name-refusals.server";
import { usernameProblem, type FormProblem } from "~/utils/validation";
import { usernameStatusClasses, useUsernameStatus } from "~/utils/use-username-status";
import { siteOrigin } from "~/utils/url.server";
import { readFormAs } from "~/utils/read-form.server";
import { joinReturnPath } from "~/utils/redirect.server";
import { loginPath } from "~/utils/login";
import { useTranslation } from "react-i18next";
import { languageOf, serverT } from "~/models/language.server";

export const handle: RouteHandle = { layout: false, i18n: "auth" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, context }: LoaderFunctionArgs) {
  if ((await getSignedInUser(request, context)).user) throw redirect("/profile");
  const { searchParams } = new URL(request.url);
  const ref = searchParams.get("ref")?.slice(0, 30) ?? "";
  // Only a class's join page is a place to come back to (a visitor asked to make an account first).
  const redirectTo = joinReturnPath(searchParams.get("redirectTo"));
  const t = await serverT(request, context, "auth");
  const meta = { title: t("signUp.meta.title"), description: t("signUp.meta.description") };
  return json({ meta, ref, redirectTo, googleConfigured: Boolean(context.env.GOOGLE_CLIENT_ID) });
}

interface RegisterResult {
  sent?: boolean;
  email?: string;
  /** Where the consent mail went, for a player under 13. */
  parentEmail?: string | null;
  problem?: FormProblem;
  errors?: Partial<Record<RegisterField, string>>;
  values?: Omit<RegistrationValues, "password" | "confirmPassword">;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const values = await readFormAs(request, registrationForm);
  const { password: _password, confirmPassword: _confirm, ...shown } = values;
  const t = await serverT(request, context, "auth");
  const fail = (problem: FormProblem, errors: RegisterResult["errors"] = {}, status = 400, headers?: HeadersInit) =>
    json<RegisterResult>({ problem, errors, values: shown }, { status, headers });

  const wellFormed = values.username && !usernameProblem(values.username);
  // Rude first (no query), then taken.
  const usernameRefusal = wellFormed
    ? (nameRefusal("username", values.username, await serverT(request, context, "checks")) ??
      ((await isUsernameAvailable(context.db, values.username)) ? null : { message: t("problems.usernameTaken") }))
    : null;
  const check = checkRegistration(values, usernameRefusal, new Date(), t);
  if (!check.ok) return fail(check.problem, check.errors);
  const { email, username, password, birth, parentEmail } = check.registration;

  const limited = await hitRateLimits(context.db, [
    { key: `sign-up:ip:${clientAddress(request, context)}`, max: CLASSROOM_LIMIT.perHour, windowSeconds: 3600 },
    { key: `sign-up:email:${email.toLowerCase()}`, max: 5, windowSeconds: 3600 },
  ]);
  if (!limited.allowed) {
    const { title, message, status, headers } = tooManyAttempts(limited.retryAfterSeconds, t);
    return fail({ title, message }, {}, status, headers);
  }
  const parentRefusal = parentEmail
    ? await parentMailRefusal(context.db, parentEmail, new Date(), await serverT(request, context, "account"))
    : null;
  if (parentRefusal) return fail(parentRefusal.problem, parentRefusal.errors, parentRefusal.status, parentRefusal.headers);

  const referrer = values.ref ? await findProfileByUsername(context.db, values.ref) : null;
  const user = await createUser(context.db, { email, password, username: username || undefined, referrerId: referrer?.id, birth });
  if (!user) {
    return fail({ title: t("signUp.alreadyRegistered.title"), message: t("signUp.alreadyRegistered.message") }, {}, 409);
  }
  try {
    // The parent is written to in the language the child signed up in (parent-language.server.ts).
    if (parentEmail)
      await requestParentalConsent(context, siteOrigin(request, context), user.id, parentEmail, await languageOf(request, context));
    await sendVerificationMail(request, context, user, joinReturnPath(values.redirectTo) || undefined);
  } catch (error) {
    // The account exists; the notice offers a resend, so a mail hiccup loses nothing.
    console.error("sign-up mail failed", error);
  }
  return json<RegisterResult>({ sent: true, email, parentEmail });
}

export default function Register() {
  const { ref, redirectTo, googleConfigured } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("auth");
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
      <AuthLayout title={t("signUp.sent.title")} subtitle={t("signUp.sent.subtitle", { email: result.email })}>
        <FormAlert tone="success" title={t("signUp.sent.alertTitle")} message={t("signUp.sent.alertMessage")} />
        <p className="text-slate-700">{t("signUp.sent.open")}</p>
        {result.parentEmail ? (
          <p className="mt-3 rounded-lg bg-amber-50 p-3 text-slate-800" data-testid="parent-notice">
            {t("signUp.sent.parentBefore")} <strong className="break-all">{result.parentEmail}</strong>. {t("signUp.sent.parentAfter")}
          </p>
        ) : null}
        <ResendVerification email={result.email} />
        <p className="mt-6 text-center text-sm text-slate-700">
          {t("signUp.sent.verified")}{" "}
          <Link to={redirectTo ? loginPath(redirectTo) : "/login"} className="font-semibold text-indigo-700 hover:underline">
            {t("signUp.signIn")}
          </Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t("signUp.title")} subtitle={t("signUp.subtitle")}>
      <GoogleButton configured={googleConfigured} intent="signup" referralCode={ref} label={t("signUp.google")} />
      <p className="my-4 text-center text-sm text-slate-600">{t("signUp.orEmail")}</p>
      {result?.problem ? <FormAlert title={result.problem.title} message={result.problem.message} /> : null}
      <Form method="post" noValidate ref={formRef}>
        <input type="hidden" name="ref" value={ref} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <Field
          label={t("fields.email")}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={result?.values?.email}
          error={result?.errors?.email}
          required
        />
        <Field
          label={t("signUp.username")}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          error={result?.errors?.username}
          maxLength={30}
          hint={
            availability.status !== "empty" ? (
              <span aria-live="polite" data-testid="username-status" className={usernameStatusClasses[availability.status]}>
                {availability.message}
              </span>
            ) : (
              <span className="text-slate-600">{t("signUp.usernameHint")}</span>
            )
          }
        />
        <BirthFields values={result?.values} errors={result?.errors} />
        <Field
          label={t("fields.password")}
          name="password"
          type="password"
          autoComplete="new-password"
          error={result?.errors?.password}
          required
        />
        <Field
          label={t("signUp.confirmPassword")}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={result?.errors?.confirmPassword}
          required
        />
        <SubmitButton className="btn-primary w-full" disabled={blocked} pendingLabel={t("signUp.pending")}>
          {t("signUp.submit")}
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-700">
        {t("signUp.haveAccount")}{" "}
        <Link to="/login" className="font-semibold text-indigo-700 hover:underline">
          {t("signUp.signIn")}
        </Link>
      </p>
    </AuthLayout>
  );
}
