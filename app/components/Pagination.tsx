import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/**
 * Page links for one list on a page that may hold several (the store's two sections): each link
 * changes only `param` and keeps the rest of the query, so it works without JavaScript.
 */
export function Pagination({ label, param, page, pageCount }: { label: string; param: string; page: number; pageCount: number }) {
  const location = useLocation();
  const { t } = useTranslation("kit");
  if (pageCount <= 1) return null;
  const href = (n: number) => {
    const query = new URLSearchParams(location.search);
    query.set(param, String(n));
    return `${location.pathname}?${query}`;
  };
  const step = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 font-semibold";
  const link = `${step} border-slate-300 text-indigo-800 hover:bg-slate-50`;
  const inactive = `${step} border-slate-200 text-slate-500`;
  return (
    <nav aria-label={label} className="mt-6">
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} preventScrollReset className={link}>
              {t("pagination.previous")}
            </Link>
          ) : (
            <span className={inactive}>{t("pagination.previous")}</span>
          )}
        </li>
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link
              to={href(n)}
              preventScrollReset
              aria-label={t("pagination.page", { page: n })}
              aria-current={n === page ? "page" : undefined}
              className={n === page ? `${step} border-indigo-700 bg-indigo-700 text-white` : link}
            >
              {n}
            </Link>
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <Link to={href(page + 1)} preventScrollReset className={link}>
              {t("pagination.next")}
            </Link>
          ) : (
            <span className={inactive}>{t("pagination.next")}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
