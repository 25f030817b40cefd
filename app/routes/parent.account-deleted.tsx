import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { FormAlert } from "~/components/forms";
import { serverT } from "~/models/language.server";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/utils/meta";
import { ParentPage as Page } from "~/components/ParentPage";

export const handle: RouteHandle = { i18n: "parent" };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...(data ? pageMeta(data.meta) : []),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await serverT(request, context, "parent");
  return json({ meta: { title: t("deleted.title"), description: t("deleted.description") } });
}

/** Where a parent lands after declining or deleting: the link they used no longer opens anything. */
export default function AccountDeleted() {
  const { t } = useTranslation("parent");
  return (
    <Page title={t("deleted.title")}>
      <FormAlert tone="success" title={t("deleted.done")} message={t("deleted.message")} />
      <p className="mt-4 text-slate-800">{t("deleted.mailed")}</p>
    </Page>
  );
}
