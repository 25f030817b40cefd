import { useTranslation } from "react-i18next";
import { RouteError } from "./RouteError";

/** The 404 page: any path no route claims, and a route's "not found" the root shows. */
export function NotFound() {
  const { t } = useTranslation();
  return <RouteError code="404" title={t("errors.notFound")} link={{ to: "/", label: t("errors.returnHome") }} />;
}
