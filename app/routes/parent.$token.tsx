/**
 * The parent's page, from the link in the consent mail: what we store and why, Approve or
 * Decline; after approving, whether the profile may be public, and the child's data to download
 * or delete. The link is the parent's key (only its hash is stored), so the page needs no sign-in.
 */
import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, isRouteErrorResponse, useActionData, useLoaderData, useNavigation, useParams, useRouteError } from "@remix-run/react";
import { FormAlert } from "~/components/AuthLayout";
import { ParentPage as Page } from "~/components/ParentPage";
import {
  approveConsent,
  findConsentByToken,
  removeChildAccount,
  setPublicAllowed,
  type ConsentLink,
} from "~/models/parental-consent.server";
import { NOT_SURE, parentAnswerForm } from "~/models/parent-answer.server";
import { setWeeklySummary, SUMMARY_DAYS } from "~/models/parent-summary.server";
import { CONSENT_DAYS } from "~/utils/age";
import { formatDate } from "~/utils/dates";
import { pageMeta } from "~/utils/meta";
import { parseForm } from "~/utils/read-form.server";

export const meta: MetaFunction = () => [
  ...pageMeta({ title: "Your child's CleverPlay account", description: "A parent's answer about a child's CleverPlay account." }),
  { name: "robots", content: "noindex" },
];

const LINK_GONE =
  "This link no longer works. The account may have been deleted, or a newer e-mail was sent: please use the link in the latest one.";

async function consentOr404(db: Parameters<typeof findConsentByToken>[0], token: string | undefined): Promise<ConsentLink> {
  const consent = token ? await findConsentByToken(db, token) : null;
  if (!consent) throw new Response(LINK_GONE, { status: 404 });
  return consent;
}

// The loader's no-store and referrer policy go on the page itself (and keep it out of the page cache).
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const consent = await consentOr404(context.db, params.token);
  return json(
    { ...view(consent), removed: false as const },
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
    deadline: formatDate(consent.deadline),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const consent = await consentOr404(context.db, params.token);
  const parsed = await parseForm(request, parentAnswerForm);
  if (!parsed.success) {
    const sure = parsed.error.issues.some((issue) => issue.message === NOT_SURE);
    return json({ error: sure ? NOT_SURE : "Please choose one of the buttons on this page." }, { status: 400 });
  }
  const form = parsed.data;
  const pending = consent.status === "pending";
  if (form.intent === "approve" || form.intent === "decline") {
    if (!pending) return json({ error: "You have already approved this account. You can change the settings below." }, { status: 409 });
  } else if ((form.intent === "public" || form.intent === "summary") && pending) {
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
    case "decline":
    case "delete":
      await removeChildAccount(context, consent.userId, form.intent === "decline" ? "declined" : "parent-deleted");
      // This page's link is dead now: the answer is a page of its own.
      return redirect("/parent/account-deleted");
  }
}

const h2 = "mt-8 text-xl font-bold text-slate-900";
const li = "mt-2";

/** What is collected and why: the same facts as the privacy page's children's section. */
function WhatWeStore() {
  return (
    <>
      <h2 className={h2}>What we store, and why</h2>
      <ul className="mt-2 list-disc pl-6 text-slate-800">
        <li className={li}>
          <strong>Your child&apos;s e-mail address and a password</strong> (scrambled): to sign in and to reset a forgotten password.
        </li>
        <li className={li}>
          <strong>Month and year of birth</strong>: to know that a parent must agree. Nothing else about age.
        </li>
        <li className={li}>
          <strong>A username</strong>, and a display name, short bio and avatar if your child adds them: shown on their profile.
        </li>
        <li className={li}>
          <strong>Games played, scores, Clever Coins, badges and store items</strong>: to run the games, rewards and leaderboards.
        </li>
        <li className={li}>
          <strong>Your e-mail address</strong>: only to ask you and to tell you about this account.
        </li>
      </ul>
      <p className="mt-3 text-slate-800">
        We show no advertising, sell nothing about anyone, and use only the cookies the site needs to keep your child signed in. Clever
        Coins are play money: nothing is bought with real money unless you buy a premium game by card yourself.
      </p>
    </>
  );
}

function PublicChoice({ checked, label }: { checked: boolean; label: string }) {
  return (
    <label className="mt-4 flex items-start gap-3 text-slate-800">
      <input type="checkbox" name="publicAllowed" defaultChecked={checked} className="mt-1 h-5 w-5" />
      <span>{label}</span>
    </label>
  );
}

const WEEKLY_ON = `Saved: a summary comes by e-mail every ${SUMMARY_DAYS} days, the first one a week from now.`;

/** The weekly e-mail about the child: off until the parent asks for it. */
function WeeklySummaryChoice({ childName, checked, busy }: { childName: string; checked: boolean; busy: boolean }) {
  return (
    <>
      <h2 className={h2}>A weekly e-mail</h2>
      <Form method="post">
        <label className="mt-2 flex items-start gap-3 text-slate-800">
          <input type="checkbox" name="weeklySummary" defaultChecked={checked} className="mt-1 h-5 w-5" />
          <span>
            Send me a short e-mail each week about {childName}: games played, minutes, right answers per game and level, and new badges.
            Nothing about other children. Each e-mail has a link to stop them.
          </span>
        </label>
        <button type="submit" name="intent" value="summary" className="btn-secondary mt-4" disabled={busy}>
          Save
        </button>
      </Form>
    </>
  );
}

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
      <WhatWeStore />
      {approved ? (
        <>
          <h2 className={h2}>Profile</h2>
          <Form method="post">
            <PublicChoice checked={data.publicAllowed} label={PUBLIC_LABEL} />
            <button type="submit" name="intent" value="public" className="btn-secondary mt-4" disabled={busy}>
              Save
            </button>
          </Form>
          <WeeklySummaryChoice childName={data.childName} checked={data.weeklySummary} busy={busy} />
          <h2 className={h2}>Your child&apos;s data</h2>
          <p className="mt-2 text-slate-800">Keep this page&apos;s link: it is how you reach these choices later.</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <a href={`/parent/${token}/export`} download className="btn-secondary">
              Download their data
            </a>
          </div>
          <Form method="post" className="card mt-6 border-red-200 p-5">
            <label className="flex items-start gap-3 text-slate-800">
              <input type="checkbox" name="sure" required className="mt-1 h-5 w-5" />
              <span>I understand that deleting removes the account and everything in it for good.</span>
            </label>
            <button type="submit" name="intent" value="delete" className="btn-danger mt-4" disabled={busy}>
              Delete the account and all its data
            </button>
          </Form>
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
              <button type="submit" name="intent" value="approve" className="btn-primary" disabled={busy}>
                Approve
              </button>
              <button type="submit" name="intent" value="decline" className="btn-danger" disabled={busy} formNoValidate>
                Decline and delete the account
              </button>
            </div>
          </Form>
        </>
      )}
    </Page>
  );
}

/** A link that is wrong, replaced by a newer mail, or whose account is gone: say so, not a bare 404. */
export function ErrorBoundary() {
  const error = useRouteError();
  const gone = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Page title={gone ? "This link no longer works" : "Something went wrong"}>
      <p className="text-slate-800">{gone ? LINK_GONE : "Please try again in a moment."}</p>
    </Page>
  );
}
