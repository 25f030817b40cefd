/** A refused school sign-in (the callback's or the start's page): the reason in words and a way on. */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "./forms";

export function SchoolRefused({ refused, slug }: { refused: string; slug: string | null }) {
  const { t } = useTranslation("account");
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">{t("school.failed")}</h1>
      <div className="mt-4">
        <FormAlert title={t("school.notSignedIn")} message={refused} />
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        {slug ? (
          <Link to={`/auth/school/${slug}`} className="btn-primary" reloadDocument>
            {t("school.tryAgain")}
          </Link>
        ) : null}
        <Link to="/login" className="btn-secondary">
          {t("school.backToSignIn")}
        </Link>
      </div>
    </div>
  );
}
