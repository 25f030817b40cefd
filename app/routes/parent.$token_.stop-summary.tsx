/**
 * The weekly summary's stop link: one click stops it, with no sign-in (the link is the parent's
 * key, like their page's; a stopped one says so). A mail scanner that follows the link stops it too; the page offers to
 * start it again, and the parent's page keeps the choice.
 */
import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useParams } from "@remix-run/react";
import { ParentPage as Page } from "~/components/ParentPage";
import { setWeeklySummary } from "~/models/parent-summary.server";
import { consentForLink } from "~/models/parent-links.server";
import { pageMeta } from "~/utils/meta";
import { SubmitButton } from "~/components/forms";

export const meta: MetaFunction = () => [
  ...pageMeta({ title: "Weekly e-mail stopped", description: "The weekly CleverPlay summary is stopped." }),
  { name: "robots", content: "noindex" },
];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const consent = await consentForLink(context.db, params.token);
  await setWeeklySummary(context.db, consent.userId, false);
  return json({ childName: consent.childName }, { headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" } });
}

export default function StopSummary() {
  const { childName } = useLoaderData<typeof loader>();
  const { token } = useParams();
  return (
    <Page title="Weekly e-mail stopped">
      <p className="text-slate-800">You will get no more weekly e-mails about {childName}. Nothing else about the account has changed.</p>
      <Form method="post" action={`/parent/${token}`} className="mt-6 flex flex-wrap gap-3">
        <input type="hidden" name="weeklySummary" value="on" />
        <SubmitButton name="intent" value="summary" className="btn-secondary">
          Start them again
        </SubmitButton>
        <Link to={`/parent/${token}`} className="btn-primary">
          Go to your page about {childName}
        </Link>
      </Form>
    </Page>
  );
}

export { ParentLinkError as ErrorBoundary } from "~/components/ParentPage";
