import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Sign-in and sign-up pages have no site header: a centred card with a way back home. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col items-center bg-gradient-to-b from-indigo-50 to-white px-4 py-10">
      <Link to="/" className="mb-6 flex items-center gap-2 text-2xl font-extrabold text-indigo-800">
        <img src="/logo.svg" alt="" width={36} height={36} />
        CleverPlay
      </Link>
      <div className="card w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle ? <p className="mt-1 break-words text-slate-700">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
      <Link to="/" className="mt-6 font-semibold text-indigo-700 hover:underline">
        {t("backToHome")}
      </Link>
    </div>
  );
}
