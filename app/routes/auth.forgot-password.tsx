import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
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
import { useTranslation } from "react-i18next";
import { serverT } from "~/models/language.server";

export const handle: RouteHandle = { layout: false, i18n: "account" };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await serverT(request, context, "account");
  return json({ meta: { title: t("forgot.meta.title"), description: t("forgot.meta.description") } });
}

type Result = { sent: true; email: string } | { sent: false; problem: FormProblem; email: string };

/** Always the same answer whether or not the address has an account. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { email } = await readFormAs(request, { email: trimmedText(300) });
  const t = await serverT(request, context, "account");
  if (!email)
    return json<Result>(
      { sent: false, email, problem: { title: t("emailRequired.title"), message: t("emailRequired.message") } },
      { status: 400 },
    );
  if (!emailField.safeParse(email).success) {
    return json<Result>(
      { sent: false, email, problem: { title: t("forgot.invalid.title"), message: t("forgot.invalid.message") } },
      { status: 400 },
    );
  }
  const limited = await hitRateLimits(context.db, [
    { key: `reset:email:${email.toLowerCase()}`, max: 5, windowSeconds: 3600 },
    { key: `reset:ip:${clientAddress(request, context)}`, max: CLASSROOM_LIMIT.perHour, windowSeconds: 3600 },
  ]);
  if (!limited.allowed) {
    const { title, message, status, headers } = tooManyAttempts(limited.retryAfterSeconds, await serverT(request, context, "auth"));
    return json<Result>({ sent: false, email, problem: { title, message } }, { status, headers });
  }
  const user = await findUserByEmail(context.db, email);
  if (user) {
    const token = await issueToken(context.db, user.id, "reset");
    const url = `${siteOrigin(request, context)}/auth/reset-password?token=${token}`;
    // In the language of the page that asked: whoever asked reads the mail (docs/decisions/i18n-mail.md).
    const mail = await serverT(request, context, "mail");
    await sendMail(
      context,
      buttonMail({
        to: user.email,
        subject: mail("reset.subject"),
        intro: mail("reset.intro"),
        action: mail("reset.action"),
        url,
        outro: mail("reset.outro"),
        t: mail,
      }),
    ).catch((error) => console.error("reset mail failed", error));
  }
  return json<Result>({ sent: true, email });
}

export default function ForgotPassword() {
  const result = useActionData<typeof action>();
  const { t } = useTranslation("account");
  return (
    <AuthLayout title={t("forgot.title")} subtitle={t("forgot.subtitle")}>
      {result?.sent ? (
        <FormAlert tone="success" title={t("forgot.sent.title")} message={t("forgot.sent.message", { email: result.email })} />
      ) : result ? (
        <FormAlert title={result.problem.title} message={result.problem.message} />
      ) : null}
      <Form method="post" noValidate>
        <Field label={t("forgot.email")} name="email" type="email" autoComplete="email" defaultValue={result?.email} required />
        <SubmitButton className="btn-primary w-full" pendingLabel={t("forgot.pending")}>
          {t("forgot.submit")}
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-700">
        {t("forgot.remembered")}{" "}
        <Link to="/login" className="font-semibold text-indigo-700 hover:underline">
          {t("signIn")}
        </Link>
      </p>
    </AuthLayout>
  );
}
