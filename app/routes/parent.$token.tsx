/**
 * The parent's page, from the link in the consent mail: what we store and why, Approve or
 * Decline; after approving, the child's last seven days, whether the profile may be public, the
 * weekly e-mail, the links to this page, and the child's data to download or delete. Each mailed
 * link is a key of the parent's (parent-links.server.ts), so the page needs no sign-in.
 */
import { gameLanguageOf } from "~/games/language";
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
import { longDate } from "~/i18n/format";
import { pageMeta } from "~/utils/meta";
import { parseForm } from "~/utils/read-form.server";
import { useTranslation } from "react-i18next";
import type { RouteHandle } from "~/root";
import { parentPageWords, rememberParentLanguage } from "~/models/parent-language.server";

export const handle: RouteHandle = { i18n: "parent" };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...(data ? pageMeta(data.meta) : []),
  { name: "robots", content: "noindex" },
];

// The loader's no-store and referrer policy go on the page itself (and keep it out of the page cache).
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const words = await parentPageWords(request, context);
  const consent = await consentForLink(context.db, params.token, words);
  await rememberParentLanguage(request, context, consent.userId);
  const week =
    consent.status === "approved"
      ? await lastWeekInWords(context.db, consent.userId, consent.childName, words.mail, gameLanguageOf(words.language))
      : null;
  const meta = { title: words.t("meta.title"), description: words.t("meta.description") };
  return json(
    { ...view(consent, words), week, meta },
    // The link is a key: no cache keeps the page, and no other site learns it from a Referer
    // (same-origin, not no-referrer: with no referrer a form post says Origin: null and is refused).
    { headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" } },
  );
}

function view(consent: ConsentLink, { language, timeZone }: { language: string; timeZone: string }) {
  return {
    childName: consent.childName,
    childEmail: consent.childEmail,
    status: consent.status,
    publicAllowed: consent.publicAllowed,
    weeklySummary: consent.weeklySummary,
    liveLinks: consent.liveLinks,
    deadline: longDate(consent.deadline, language, timeZone),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const words = await parentPageWords(request, context);
  const { t } = words;
  const consent = await consentForLink(context.db, params.token, words);
  // The parent answers in the language they read this page in: their mails follow it.
  await rememberParentLanguage(request, context, consent.userId);
  const parsed = await parseForm(request, parentAnswerForm);
  if (!parsed.success) {
    const sure = parsed.error.issues.some((issue) => issue.message === NOT_SURE);
    return json({ error: sure ? t("problems.notSure") : t("problems.chooseButton") }, { status: 400 });
  }
  const form = parsed.data;
  const pending = consent.status === "pending";
  if (form.intent === "approve" || form.intent === "decline") {
    if (!pending) return json({ error: t("problems.alreadyApproved") }, { status: 409 });
  } else if (form.intent !== "delete" && pending) {
    return json({ error: t("problems.answerFirst") }, { status: 409 });
  }
  switch (form.intent) {
    case "approve":
      await approveConsent(context.db, consent.userId, form.publicAllowed === "on");
      return json({ done: t("done.approved") });
    case "public":
      await setPublicAllowed(context.db, consent.userId, form.publicAllowed === "on");
      return json({ done: form.publicAllowed ? t("done.publicAllowed") : t("done.privateOnly") });
    case "summary":
      await setWeeklySummary(context.db, consent.userId, form.weeklySummary === "on");
      return json({ done: form.weeklySummary ? t("done.weeklyOn", { days: SUMMARY_DAYS }) : t("done.weeklyOff") });
    case "stop-this-link":
    case "stop-other-links":
      return stopLinks(context.db, consent, form.intent, params.token!, t);
    case "decline":
    case "delete":
      await removeChildAccount(context, consent.userId, form.intent === "decline" ? "declined" : "parent-deleted");
      // This page's link is dead now: the answer is a page of its own.
      return redirect("/parent/account-deleted");
  }
}

async function stopLinks(
  db: Parameters<typeof stopParentLinks>[0],
  consent: ConsentLink,
  intent: string,
  token: string,
  t: Awaited<ReturnType<typeof parentPageWords>>["t"],
) {
  const result = await stopParentLinks(db, consent, intent === "stop-this-link" ? "this" : "others");
  // This link stopped (now, or by another link meanwhile): its page says since when.
  if (result === "gone" || (result === "stopped" && intent === "stop-this-link")) return redirect(`/parent/${token}`);
  if (result === "last-link") return json({ error: t("problems.lastLink") }, { status: 409 });
  return json({ done: t("done.othersStopped") });
}

export default function ParentConsent() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { token } = useParams();
  const { t } = useTranslation("parent");
  const approved = data.status === "approved" || (result && "done" in result);
  const publicLabel = t("publicLabel");
  return (
    <Page title={approved ? t("title.approved", { child: data.childName }) : t("title.pending", { child: data.childName })}>
      {result && "error" in result ? <FormAlert title={t("notSaved")} message={result.error} /> : null}
      {result && "done" in result ? <FormAlert tone="success" title={t("saved")} message={result.done} /> : null}
      <p className="text-slate-800">
        {t("signedUp.before")} <strong>{data.childName}</strong> {t("signedUp.with")}{" "}
        <strong className="break-all">{data.childEmail}</strong>
        {t("signedUp.after")}
      </p>
      {approved && data.week ? <LastWeek childName={data.childName} week={data.week} /> : null}
      <WhatWeStore />
      {approved ? (
        <>
          <h2 className={h2}>{t("profile")}</h2>
          <Form method="post">
            <PublicChoice checked={data.publicAllowed} label={publicLabel} />
            <SubmitButton name="intent" value="public" className="btn-secondary mt-4" disabled={busy}>
              {t("save")}
            </SubmitButton>
          </Form>
          <WeeklySummaryChoice childName={data.childName} checked={data.weeklySummary} busy={busy} />
          <ParentLinks liveLinks={data.liveLinks} busy={busy} />
          <ChildDataChoices downloadHref={`/parent/${token}/export`} busy={busy} />
        </>
      ) : (
        <>
          <h2 className={h2}>{t("untilAnswer.title")}</h2>
          <p className="mt-2 text-slate-800">
            {t("untilAnswer.text", { child: data.childName, deadline: data.deadline, days: CONSENT_DAYS })}
          </p>
          <Form method="post" className="card mt-6 p-5">
            <h2 className="text-xl font-bold text-slate-900">{t("answer.title")}</h2>
            <PublicChoice checked={false} label={publicLabel} />
            <div className="mt-5 flex flex-wrap gap-3">
              <SubmitButton name="intent" value="approve" className="btn-primary" disabled={busy}>
                {t("answer.approve")}
              </SubmitButton>
              <SubmitButton name="intent" value="decline" className="btn-danger" disabled={busy} formNoValidate>
                {t("answer.decline")}
              </SubmitButton>
            </div>
          </Form>
        </>
      )}
    </Page>
  );
}

export { ParentLinkError as ErrorBoundary } from "~/components/ParentPage";
