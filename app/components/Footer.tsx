import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AGE_RANGE, CONTACT_EMAIL, SITE_NAME } from "~/utils/site";
import { LanguageSwitcher } from "./LanguageSwitcher";

/** Labels are keys of the shell's messages (app/locales/<language>/common.json). */
const quickLinks = [
  { to: "/games", label: "footer.games" },
  { to: "/challenges", label: "footer.dailyChallenges" },
  { to: "/leaderboard", label: "footer.leaderboard" },
  { to: "/blog", label: "footer.blog" },
  { to: "/about", label: "footer.about" },
  { to: "/comfort", label: "footer.comfort" },
  { to: "/privacy", label: "footer.privacy" },
  { to: "/terms", label: "footer.terms" },
] as const;

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t print:hidden border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-indigo-800">{SITE_NAME}</p>
          <p className="mt-2 text-sm text-slate-700">{t("footer.blurb", { min: AGE_RANGE.min, max: AGE_RANGE.max })}</p>
          <LanguageSwitcher />
        </div>
        <nav aria-label={t("footer.quickLinksNav")}>
          <p className="font-semibold text-slate-900">{t("footer.quickLinks")}</p>
          <ul className="mt-2 grid grid-cols-2 gap-1 text-sm">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-slate-700 underline-offset-2 hover:underline">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="font-semibold text-slate-900">{t("footer.contact")}</p>
          <p className="mt-2 text-sm text-slate-700">
            <a href={`mailto:${CONTACT_EMAIL}`} className="underline underline-offset-2">
              {CONTACT_EMAIL}
            </a>
          </p>
          <p className="mt-4 text-xs text-slate-600">{t("footer.copyright", { year: new Date().getFullYear(), site: SITE_NAME })}</p>
        </div>
      </div>
    </footer>
  );
}
