import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * A page whose data could not be loaded: the spec's 'Loading Error' toast, as a card in the page
 * (an error page brings no flash toast, and this one must not fade), above the page's own words.
 */
export function LoadingError({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mt-4 rounded-xl border-l-4 border-red-700 bg-red-50 px-4 py-3 text-left text-red-900">
      <p className="font-semibold">{t("errors.loadingError")}</p>
      <p className="mt-1">{children}</p>
    </div>
  );
}
