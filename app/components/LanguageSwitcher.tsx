/**
 * The footer's language switcher: one button per language, each named in its own language, in a
 * plain form (the same with JavaScript or without). /language keeps the choice and comes back to
 * this page, now in the chosen language (a whole new page: every word of it changes).
 */
import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "~/components/forms";
import { LANGUAGE_NAMES, LANGUAGES } from "~/i18n/config";

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action="/language" reloadDocument aria-labelledby="language-switcher" className="mt-4">
      <p id="language-switcher" className="text-sm font-semibold text-slate-900">
        {t("footer.language")}
      </p>
      <input type="hidden" name="returnTo" value={pathname + search} />
      <div className="mt-2 flex flex-wrap gap-2">
        {LANGUAGES.map((language) => (
          <SubmitButton
            key={language}
            name="language"
            value={language}
            lang={language}
            aria-pressed={i18n.language === language}
            className={`min-h-11 rounded-full border px-4 text-sm font-semibold ${
              i18n.language === language
                ? "border-indigo-700 bg-indigo-700 text-white"
                : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
            }`}
          >
            {LANGUAGE_NAMES[language]}
          </SubmitButton>
        ))}
      </div>
    </Form>
  );
}
