import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthLayout } from "~/components/AuthLayout";
import { FormAlert } from "~/components/forms";
import { ResendVerification } from "~/components/ResendVerification";
import { resendVerification } from "~/models/accounts.server";
import { serverT } from "~/models/language.server";
import { pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/root";
import { formText, readFormAs } from "~/utils/read-form.server";

// Its shared sign-up and sign-in parts speak from the "auth" messages.
export const handle: RouteHandle = { layout: false, i18n: ["auth", "account"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await serverT(request, context, "account");
  return json({ meta: { title: t("resend.meta.title"), description: t("resend.meta.description") } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { email } = await readFormAs(request, { email: formText });
  const result = await resendVerification(request, context, email);
  const { headers, ...answer } = result.ok ? { ...result, headers: undefined } : result;
  return json({ ...answer, email: email.slice(0, 254) }, { status: result.ok ? 200 : result.status, headers });
}

/** Where the resend form lands without JavaScript (with it, the answer shows in place). */
export default function ResendVerificationPage() {
  const result = useActionData<typeof action>();
  const { t } = useTranslation("account");
  return (
    <AuthLayout title={t("resend.title")}>
      {result ? <FormAlert title={result.title} message={result.message} tone={result.ok ? "success" : "error"} /> : null}
      <ResendVerification email={result?.email} />
      <p className="mt-6 text-center text-sm text-slate-700">
        {t("resend.alreadyVerified")}{" "}
        <Link to="/login" className="font-semibold text-indigo-700 hover:underline">
          {t("signIn")}
        </Link>
      </p>
    </AuthLayout>
  );
}
