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
import { useTranslation } from "react-i18next";
import { serverT } from "~/models/language.server";

// Its shared sign-up and sign-in parts speak from the "auth" messages.
export const handle: RouteHandle = { layout: false, i18n: ["auth", "account"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.meta) : []);

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
  const t = await serverT(request, context, "account");
  const meta = { title: t("verify.meta.title"), description: t("verify.meta.description") };
  const userId = await consumeToken(context.db, token, "verify");
  if (!userId) return json({ verified: false as const, meta }, { status: 400 });
  await markEmailVerified(context.db, userId);
  const { setCookie, toast } = await signIn(request, context, userId, await serverT(request, context, "auth"));
  const headers = new Headers();
  headers.append("Set-Cookie", setCookie);
  headers.append("Set-Cookie", await toastCookie(request, context, toast));
  return json({ verified: true as const, next, meta }, { headers });
}

export default function Verify() {
  const result = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const { t } = useTranslation("account");
  useEffect(() => {
    if (!result.verified) return;
    const timer = setTimeout(() => navigate(result.next), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [result, navigate]);
  if (!result.verified) {
    return (
      <AuthLayout title={t("verify.failed.title")}>
        <FormAlert title={t("verify.failed.title")} message={t("verify.failed.message")} />
        <p className="text-slate-700">{t("verify.failed.help")}</p>
        <ResendVerification />
        <p className="mt-6 text-center text-sm text-slate-700">
          {t("resend.alreadyVerified")}{" "}
          <Link to="/login" className="font-semibold text-indigo-700 hover:underline">
            {t("signIn")}
          </Link>
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t("verify.done.title")}>
      {/* Without JavaScript the browser follows this refresh itself; with it, the timer above. */}
      <noscript>
        <meta httpEquiv="refresh" content={`${REDIRECT_SECONDS_WITHOUT_JS};url=${result.next}`} />
      </noscript>
      <FormAlert tone="success" title={t("verify.done.title")} message={t("verify.done.message")} />
      <p className="text-slate-700">{result.next === "/profile" ? t("verify.done.toProfile") : t("verify.done.toClass")}</p>
      <Link to={result.next} className="btn-primary mt-4 w-full">
        {result.next === "/profile" ? t("verify.done.goProfile") : t("verify.done.goClass")}
      </Link>
    </AuthLayout>
  );
}
