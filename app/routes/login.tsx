import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthLayout } from "~/components/AuthLayout";
import { Field, FormAlert, SubmitButton } from "~/components/forms";
import { GoogleButton } from "~/components/GoogleButton";
import { ResendVerification } from "~/components/ResendVerification";
import { SchoolSignIn } from "~/components/SchoolSignIn";
import { logSignIn, signIn, tooManyAttempts } from "~/models/accounts.server";
import { CLASSROOM_LIMIT, hitRateLimits } from "~/models/rate-limit.server";
import { schoolChoices } from "~/models/schools/schools.server";
import { clientAddress } from "~/utils/client-address.server";
import { getSignedInUser } from "~/models/auth.server";
import { checkCredentials } from "~/models/users.server";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/utils/meta";
import { safeRedirectPath } from "~/utils/redirect.server";
import { toastCookie } from "~/utils/toast.server";
import type { FormProblem } from "~/utils/validation";
import { anyField, formText, readFormAs, trimmedText } from "~/utils/read-form.server";
import { useTranslation } from "react-i18next";
import { serverT } from "~/models/language.server";

export const handle: RouteHandle = { layout: false, i18n: "auth" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  // Already signed in (a restored sign-in): go on quietly, no 'Welcome back!'.
  if ((await getSignedInUser(request, context)).user) throw redirect(redirectTo);
  const [t, schools] = await Promise.all([serverT(request, context, "auth"), schoolChoices(context.db)]);
  const meta = { title: t("signIn.meta.title"), description: t("signIn.meta.description") };
  return json({ meta, redirectTo, googleConfigured: Boolean(context.env.GOOGLE_CLIENT_ID), schools });
}

interface LoginResult {
  problem: FormProblem;
  email: string;
  unverified?: boolean;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormAs(request, {
    email: trimmedText(300),
    password: formText.transform((value) => value.slice(0, 1000)),
    redirectTo: anyField,
  });
  const { email, password } = form;
  const t = await serverT(request, context, "auth");
  const redirectTo = safeRedirectPath(form.redirectTo);
  const fail = (problem: FormProblem, status: number, extra: Partial<LoginResult> = {}, headers?: HeadersInit) =>
    json<LoginResult>({ problem, email, ...extra }, { status, headers });

  if (!email || !password) return fail({ title: t("signIn.missing.title"), message: t("signIn.missing.message") }, 400);

  // Per account from this address, and per address: a flood against one account from one place
  // cannot lock its owner out of signing in from anywhere else.
  const address = clientAddress(request, context);
  const limited = await hitRateLimits(context.db, [
    { key: `sign-in:email:${email.toLowerCase()}:ip:${address}`, max: 10, windowSeconds: 900 },
    { key: `sign-in:ip:${address}`, max: CLASSROOM_LIMIT.perQuarterHour, windowSeconds: 900 },
  ]);
  if (!limited.allowed) {
    logSignIn(request, context, email, "rate-limited");
    const { title, message, status, headers } = tooManyAttempts(limited.retryAfterSeconds, t);
    return fail({ title, message }, status, {}, headers);
  }

  const user = await checkCredentials(context.db, email, password);
  if (!user) {
    logSignIn(request, context, email, "failed");
    return fail({ title: t("signIn.failed.title"), message: t("signIn.failed.message") }, 401);
  }
  if (!user.emailVerified) {
    logSignIn(request, context, email, "unverified");
    return fail({ title: t("signIn.unverified.title"), message: t("signIn.unverified.message") }, 403, { unverified: true });
  }

  logSignIn(request, context, email, "success");
  const { setCookie, toast } = await signIn(request, context, user.id, t);
  const headers = new Headers();
  headers.append("Set-Cookie", setCookie);
  headers.append("Set-Cookie", await toastCookie(request, context, toast));
  return redirect(redirectTo, { headers });
}

export default function Login() {
  const { redirectTo, googleConfigured, schools } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  return (
    <AuthLayout title={t("signIn.title")} subtitle={t("signIn.subtitle")}>
      <div className="mb-5 rounded-xl bg-amber-50 px-4 py-3 text-center text-amber-900">
        <strong>{t("signIn.offer")}</strong>
        {t("signIn.offerRest")}
      </div>
      <Link
        to="/class-login"
        className="mb-5 flex min-h-14 items-center justify-center rounded-xl border-4 border-indigo-200 bg-white px-4 py-2 text-center text-lg font-bold text-indigo-800 hover:border-indigo-500 focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
      >
        {t("signIn.classCode")}
      </Link>
      <GoogleButton configured={googleConfigured} intent="signin" redirectTo={redirectTo} label={t("signIn.google")} />
      <SchoolSignIn schools={schools} redirectTo={redirectTo} />
      <p className="my-4 text-center text-sm text-slate-600">{t("signIn.orEmail")}</p>
      {result?.problem ? <FormAlert title={result.problem.title} message={result.problem.message} /> : null}
      <Form method="post" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field label={t("fields.email")} name="email" type="email" autoComplete="email" defaultValue={result?.email} required />
        <Field label={t("fields.password")} name="password" type="password" autoComplete="current-password" required />
        <div className="-mt-2 mb-4 text-right">
          <Link to="/auth/forgot-password" className="text-sm font-semibold text-indigo-700 hover:underline">
            {t("signIn.forgot")}
          </Link>
        </div>
        <SubmitButton className="btn-primary w-full" pendingLabel={t("signIn.pending")}>
          {t("signIn.submit")}
        </SubmitButton>
      </Form>
      {result?.unverified ? <ResendVerification email={result.email} /> : null}
      <p className="mt-6 text-center text-sm text-slate-700">
        {t("signIn.newHere")}{" "}
        <Link to="/register" className="font-semibold text-indigo-700 hover:underline">
          {t("signIn.signUp")}
        </Link>
      </p>
    </AuthLayout>
  );
}
