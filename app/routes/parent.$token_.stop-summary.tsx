/**
 * The weekly summary's stop link: one click stops it, with no sign-in (the link is the parent's
 * key, like their page's; a stopped one says so). A mail scanner that follows the link stops it too; the page offers to
 * start it again, and the parent's page keeps the choice.
 */
import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ParentPage as Page } from "~/components/ParentPage";
import { setWeeklySummary } from "~/models/parent-summary.server";
import { consentForLink } from "~/models/parent-links.server";
import { parentPageWords, rememberParentLanguage } from "~/models/parent-language.server";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/utils/meta";
import { SubmitButton } from "~/components/forms";

export const handle: RouteHandle = { i18n: "parent" };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...(data ? pageMeta(data.meta) : []),
  { name: "robots", content: "noindex" },
];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const words = await parentPageWords(request, context);
  const consent = await consentForLink(context.db, params.token, words);
  await setWeeklySummary(context.db, consent.userId, false);
  await rememberParentLanguage(request, context, consent.userId);
  const meta = { title: words.t("stopped.title"), description: words.t("stopped.description") };
  return json(
    { childName: consent.childName, meta },
    { headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" } },
  );
}

export default function StopSummary() {
  const { childName } = useLoaderData<typeof loader>();
  const { token } = useParams();
  const { t } = useTranslation("parent");
  return (
    <Page title={t("stopped.title")}>
      <p className="text-slate-800">{t("stopped.text", { child: childName })}</p>
      <Form method="post" action={`/parent/${token}`} className="mt-6 flex flex-wrap gap-3">
        <input type="hidden" name="weeklySummary" value="on" />
        <SubmitButton name="intent" value="summary" className="btn-secondary">
          {t("stopped.startAgain")}
        </SubmitButton>
        <Link to={`/parent/${token}`} className="btn-primary">
          {t("stopped.toPage", { child: childName })}
        </Link>
      </Form>
    </Page>
  );
}

export { ParentLinkError as ErrorBoundary } from "~/components/ParentPage";
