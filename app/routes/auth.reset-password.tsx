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
import { useTranslation } from "react-i18next";
import { serverT } from "~/models/language.server";

export const handle: RouteHandle = { layout: false, i18n: "account" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const t = await serverT(request, context, "account");
  const meta = { title: t("reset.meta.title"), description: t("reset.meta.description") };
  return json({ token, usable: await isTokenUsable(context.db, token, "reset"), meta });
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
  const [t, auth] = await Promise.all([serverT(request, context, "account"), serverT(request, context, "auth")]);
  const fail = (problem: FormProblem, errors: Result["errors"] = {}) => json<Result>({ problem, errors }, { status: 400 });
  if (!password || !confirmPassword)
    return fail({ title: auth("problems.missingFields.title"), message: auth("problems.missingFields.message") });
  if (password !== confirmPassword) {
    return fail(
      { title: auth("problems.passwordsDiffer.title"), message: auth("problems.passwordsDiffer.message") },
      { confirmPassword: auth("problems.passwordsDiffer.field") },
    );
  }
  if (password.length < PASSWORD_MIN || password.length > 128) {
    return fail(
      { title: auth("problems.passwordTooShort.title"), message: auth("problems.passwordTooShort.message") },
      { password: auth("problems.passwordTooShort.message") },
    );
  }
  const userId = await consumeToken(context.db, token, "reset");
  if (!userId) return fail({ title: t("reset.failed.title"), message: t("reset.failed.message") });

  await setPassword(context.db, userId, password);
  // The link came to the address, so it is verified too; every other sign-in ends.
  await markEmailVerified(context.db, userId);
  await endAllSignInSessions(request, context, userId);
  const { setCookie } = await signIn(request, context, userId, auth);
  const headers = new Headers();
  headers.append("Set-Cookie", setCookie);
  headers.append(
    "Set-Cookie",
    await toastCookie(request, context, {
      title: t("reset.updated.title"),
      description: t("reset.updated.message"),
      variant: "success",
    }),
  );
  return redirect("/profile", { headers });
}

export default function ResetPassword() {
  const { token, usable } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("account");
  if (!usable) {
    return (
      <AuthLayout title={t("reset.expired")}>
        <FormAlert title={t("reset.failed.title")} message={t("reset.failed.message")} />
        <Link to="/auth/forgot-password" className="btn-primary w-full">
          {t("reset.newLink")}
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t("reset.meta.title")}>
      {result?.problem ? <FormAlert title={result.problem.title} message={result.problem.message} /> : null}
      <Form method="post" noValidate>
        <input type="hidden" name="token" value={token} />
        <Field
          label={t("reset.password")}
          name="password"
          type="password"
          autoComplete="new-password"
          error={result?.errors.password}
          required
        />
        <Field
          label={t("reset.confirm")}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={result?.errors.confirmPassword}
          required
        />
        <SubmitButton className="btn-primary w-full" pendingLabel={t("reset.pending")}>
          {t("reset.submit")}
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}
