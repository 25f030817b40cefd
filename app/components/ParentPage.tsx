import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RouteError, useRouteErrorInfo } from "./RouteError";

/** The narrow, plain frame of the pages a parent reaches from a consent mail. */
export function ParentPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl break-words px-4 py-10 leading-relaxed">
      <h1 className="text-3xl font-extrabold text-slate-900">{title}</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** The pages of a parent's link that opens nothing, or that the parent stopped: say which (parent-links.server.ts), not a bare 404. */
export function ParentLinkError() {
  const { status, said } = useRouteErrorInfo();
  const { t } = useTranslation("parent");
  // The link's own words (parent-links.server.ts) when it opens nothing or was stopped.
  const gone = status === 404 || status === 410 ? said : null;
  return (
    <RouteError
      frame={ParentPage}
      title={gone !== null ? t("link.gone") : t("errors.wentWrong", { ns: "common" })}
      detail={gone ?? t("errors.tryInAMoment", { ns: "common" })}
      link={null}
    />
  );
}
