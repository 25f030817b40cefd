/**
 * The parent's page, from the link in the consent mail: what we store and why, Approve or
 * Decline; after approving, the child's last seven days, whether the profile may be public, the
 * weekly e-mail, the links to this page, and the child's data to download or delete. Each mailed
 * link is a key of the parent's (parent-links.server.ts), so the page needs no sign-in.
 */
import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useParams } from "@remix-run/react";
import { FormAlert, SubmitButton } from "~/components/forms";
import { ParentPage as Page } from "~/components/ParentPage";
import {
  ChildDataChoices,
  LastWeek,
  ParentLinks,
  PublicChoice,
  WeeklySummaryChoice,
  WhatWeStore,
  h2,
} from "~/components/parent/ParentSections";
import { approveConsent, removeChildAccount, setPublicAllowed } from "~/models/parental-consent.server";
import { consentForLink, stopParentLinks, type ConsentLink } from "~/models/parent-links.server";
import { NOT_SURE, parentAnswerForm } from "~/models/parent-answer.server";
import { lastWeekInWords, setWeeklySummary, SUMMARY_DAYS } from "~/models/parent-summary.server";
import { CONSENT_DAYS } from "~/utils/age";
import { formatDate } from "~/utils/dates";
import { pageMeta } from "~/utils/meta";
import { parseForm } from "~/utils/read-form.server";

export const meta: MetaFunction = () => [
  ...pageMeta({ title: "Your child's CleverPlay account", description: "A parent's answer about a child's CleverPlay account." }),
  { name: "robots", content: "noindex" },
];

// The loader's no-store and referrer policy go on the page itself (and keep it out of the page cache).
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const consent = await consentForLink(context.db, params.token);
  const week = consent.status === "approved" ? await lastWeekInWords(context.db, consent.userId, consent.childName) : null;
  return json(
    { ...view(consent), week },
    // The link is a key: no cache keeps the page, and no other site learns it from a Referer
    // (same-origin, not no-referrer: with no referrer a form post says Origin: null and is refused).
    { headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" } },
  );
}

function view(consent: ConsentLink) {
  return {
    childName: consent.childName,
    childEmail: consent.childEmail,
    status: consent.status,
    publicAllowed: consent.publicAllowed,
    weeklySummary: consent.weeklySummary,
    liveLinks: consent.liveLinks,
    deadline: formatDate(consent.deadline),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const consent = await consentForLink(context.db, params.token);
  const parsed = await parseForm(request, parentAnswerForm);
  if (!parsed.success) {
    const sure = parsed.error.issues.some((issue) => issue.message === NOT_SURE);
    return json({ error: sure ? NOT_SURE : "Please choose one of the buttons on this page." }, { status: 400 });
  }
  const form = parsed.data;
  const pending = consent.status === "pending";
  if (form.intent === "approve" || form.intent === "decline") {
    if (!pending) return json({ error: "You have already approved this account. You can change the settings below." }, { status: 409 });
  } else if (form.intent !== "delete" && pending) {
    return json({ error: "Please approve or decline the account first." }, { status: 409 });
  }
  switch (form.intent) {
    case "approve":
      await approveConsent(context.db, consent.userId, form.publicAllowed === "on");
      return json({ done: "Thank you! Your child's account is ready, and the limits are lifted." });
    case "public":
      await setPublicAllowed(context.db, consent.userId, form.publicAllowed === "on");
      return json({
        done: form.publicAllowed ? "Saved: your child may make their profile public." : "Saved: your child's profile stays private.",
      });
    case "summary":
      await setWeeklySummary(context.db, consent.userId, form.weeklySummary === "on");
      return json({ done: form.weeklySummary ? WEEKLY_ON : "Saved: no weekly e-mail." });
    case "stop-this-link":
    case "stop-other-links":
      return stopLinks(context.db, consent, form.intent, params.token!);
    case "decline":
    case "delete":
      await removeChildAccount(context, consent.userId, form.intent === "decline" ? "declined" : "parent-deleted");
      // This page's link is dead now: the answer is a page of its own.
      return redirect("/parent/account-deleted");
  }
}

async function stopLinks(db: Parameters<typeof stopParentLinks>[0], consent: ConsentLink, intent: string, token: string) {
  const result = await stopParentLinks(db, consent, intent === "stop-this-link" ? "this" : "others");
  // This link stopped (now, or by another link meanwhile): its page says since when.
  if (result === "gone" || (result === "stopped" && intent === "stop-this-link")) return redirect(`/parent/${token}`);
  if (result === "last-link") return json({ error: LAST_LINK }, { status: 409 });
  return json({ done: "Stopped: only the link you used opens this page now. Keep its e-mail." });
}

const LAST_LINK = "This is the only link that opens this page now, so it cannot be stopped: you would have no way back to it.";

const WEEKLY_ON = `Saved: a summary comes by e-mail every ${SUMMARY_DAYS} days, the first one a week from now.`;

const PUBLIC_LABEL =
  "My child may make their profile public (others could then see their username, avatar, scores and badges; never their e-mail).";

export default function ParentConsent() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { token } = useParams();
  const approved = data.status === "approved" || (result && "done" in result);
  return (
    <Page title={approved ? `${data.childName}'s CleverPlay account` : `${data.childName} would like to play on CleverPlay`}>
      {result && "error" in result ? <FormAlert title="Not saved" message={result.error} /> : null}
      {result && "done" in result ? <FormAlert tone="success" title="Saved" message={result.done} /> : null}
      <p className="text-slate-800">
        The account <strong>{data.childName}</strong> was signed up with <strong className="break-all">{data.childEmail}</strong>, by
        someone under 13 who gave your e-mail address as their parent&apos;s.
      </p>
      {approved && data.week ? <LastWeek childName={data.childName} week={data.week} /> : null}
      <WhatWeStore />
      {approved ? (
        <>
          <h2 className={h2}>Profile</h2>
          <Form method="post">
            <PublicChoice checked={data.publicAllowed} label={PUBLIC_LABEL} />
            <SubmitButton name="intent" value="public" className="btn-secondary mt-4" disabled={busy}>
              Save
            </SubmitButton>
          </Form>
          <WeeklySummaryChoice childName={data.childName} checked={data.weeklySummary} busy={busy} />
          <ParentLinks liveLinks={data.liveLinks} busy={busy} />
          <ChildDataChoices downloadHref={`/parent/${token}/export`} busy={busy} />
        </>
      ) : (
        <>
          <h2 className={h2}>Until you answer</h2>
          <p className="mt-2 text-slate-800">
            {data.childName} can play and earn Clever Coins, but their profile is private, other players only see a made-up nickname, and
            sharing is switched off. If you do not answer by {data.deadline} ({CONSENT_DAYS} days after sign-up), we delete the account and
            everything in it.
          </p>
          <Form method="post" className="card mt-6 p-5">
            <h2 className="text-xl font-bold text-slate-900">Your answer</h2>
            <PublicChoice checked={false} label={PUBLIC_LABEL} />
            <div className="mt-5 flex flex-wrap gap-3">
              <SubmitButton name="intent" value="approve" className="btn-primary" disabled={busy}>
                Approve
              </SubmitButton>
              <SubmitButton name="intent" value="decline" className="btn-danger" disabled={busy} formNoValidate>
                Decline and delete the account
              </SubmitButton>
            </div>
          </Form>
        </>
      )}
    </Page>
  );
}

export { ParentLinkError as ErrorBoundary } from "~/components/ParentPage";
