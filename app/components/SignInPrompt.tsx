import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loginPath } from "~/utils/login";

/** A page of the player's own (profile, badges, games) seen signed out: what it is, and a way in that comes back (`returnTo`: one of this site's plain paths). */
export function SignInPrompt({ title, text, returnTo }: { title: string; text: string; returnTo: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-extrabold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">{text}</p>
      <Link to={loginPath(returnTo, { plain: true })} className="btn-primary mt-8">
        {t("signIn")}
      </Link>
    </div>
  );
}
