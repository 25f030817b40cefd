/**
 * A parent types the code from the letter home (teach.classes.$classId_.letters.tsx) and sees the
 * child's account: what the school set up, the last seven days, the data to download, and the
 * account to delete. The code comes in a form's body and a right one is kept in a short-lived,
 * signed cookie (parent-code.server.ts), never in an address. Works without JavaScript.
 */
import { gameLanguageOf } from "~/games/language";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, FormAlert, SubmitButton } from "~/components/forms";
import { ParentPage as Page } from "~/components/ParentPage";
import { ChildDataChoices, LastWeek, h2 } from "~/components/parent/ParentSections";
import { SchoolAccountFacts } from "~/components/school-students/SchoolAccountFacts";
import { deleteAccount } from "~/models/account-data.server";
import { NOT_SURE } from "~/models/parent-answer.server";
import { lastWeekInWords } from "~/models/parent-summary.server";
import {
  codeClosed,
  childOfThisDevice,
  forgetParentCode,
  parentCodeForm,
  rememberParentCode,
  tooManyWrongCodes,
  tryParentCode,
  wrongCode,
} from "~/models/school-students/parent-code.server";
import { longDate } from "~/i18n/format";
import { pageMeta } from "~/utils/meta";
import { parseForm } from "~/utils/read-form.server";
import { useTranslation } from "react-i18next";
import { parentPageWords } from "~/models/parent-language.server";
import type { RouteHandle } from "~/root";

// What the school set up (SchoolAccountFacts) speaks from "letters".
export const handle: RouteHandle = { i18n: ["parent", "letters"] };

// The tab's title stays the spec's English: the page's data is the child's account and nothing
// else (tests/integration/login-cards.test.ts holds it); every word in the page is translated.
export const meta: MetaFunction = () => [
  ...pageMeta({ title: "A parent's code", description: "Type the code from your child's letter home to see their CleverPlay account." }),
  { name: "robots", content: "noindex" },
];

// The child's data is personal: no cache keeps the page, and no other site learns where it was
// (every route's headers carry these, and a refusal's Retry-After: page-headers.server.ts).
const PRIVATE = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { mail, language, timeZone } = await parentPageWords(request, context);
  const child = await childOfThisDevice(request, context);
  if (!child) return json({ child: null, week: null }, { headers: PRIVATE });
  const { userId: _userId, createdAt, lastSignInAt, ...shown } = child;
  const day = (date: Date) => longDate(date, language, timeZone);
  return json(
    {
      child: { ...shown, madeOn: day(createdAt), lastSignIn: lastSignInAt ? day(lastSignInAt) : null },
      week: await lastWeekInWords(context.db, child.userId, child.firstName, mail, gameLanguageOf(language)),
    },
    { headers: PRIVATE },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { t } = await parentPageWords(request, context);
  const parsed = await parseForm(request, parentCodeForm);
  if (!parsed.success) {
    const sure = parsed.error.issues.some((issue) => issue.message === NOT_SURE);
    return json({ error: sure ? t("problems.notSure") : t("code.typeIt") }, { status: 400, headers: PRIVATE });
  }
  const form = parsed.data;
  if (form.intent === "code") {
    const outcome = await tryParentCode(request, context, form.code);
    if (outcome.ok)
      return redirect("/parent/code", { headers: { "Set-Cookie": await rememberParentCode(request, context, outcome.code) } });
    if ("wrong" in outcome) return json({ error: wrongCode(t) }, { status: 400, headers: PRIVATE });
    return json(
      { error: tooManyWrongCodes(outcome.retryAfterSeconds, t) },
      { status: 429, headers: { ...PRIVATE, "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  const forget = { "Set-Cookie": await forgetParentCode(request, context) };
  if (form.intent === "leave") return redirect("/parent/code", { headers: forget });
  const child = await childOfThisDevice(request, context);
  if (!child) return json({ error: codeClosed(t) }, { status: 400, headers: { ...PRIVATE, ...forget } });
  await deleteAccount(context.db, child.userId);
  return json({ deleted: true }, { headers: { ...PRIVATE, ...forget } });
}

export default function ParentCode() {
  const { child, week } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { t } = useTranslation("parent");
  if (result && "deleted" in result) {
    return (
      <Page title={t("deleted.title")}>
        <FormAlert tone="success" title={t("deleted.done")} message={t("deleted.message")} />
        <p className="mt-4 text-slate-800">{t("code.deleted")}</p>
      </Page>
    );
  }
  const error = result && "error" in result ? result.error : undefined;
  if (!child) {
    return (
      <Page title={t("code.title")}>
        <p className="text-slate-800">{t("code.intro")}</p>
        <Form method="post" className="card mt-6 p-5">
          <Field
            label={t("code.label")}
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="ABCD-EFGH-JKLM"
            required
            maxLength={40}
            error={error}
            hint={t("code.hint")}
          />
          <SubmitButton name="intent" value="code" className="btn-primary" disabled={busy}>
            {t("code.open")}
          </SubmitButton>
        </Form>
      </Page>
    );
  }
  return (
    <Page title={t("title.approved", { child: child.name })}>
      {error ? <FormAlert title={t("code.notDone")} message={error} /> : null}
      <p className="text-slate-800">
        {t("code.madeOn", { date: child.madeOn })}{" "}
        {child.lastSignIn ? t("code.lastSignIn", { date: child.lastSignIn }) : t("code.neverSignedIn", { child: child.firstName })}
      </p>
      <div className="text-slate-800">
        <SchoolAccountFacts account={child} headingClass={h2} />
      </div>
      {week ? <LastWeek childName={child.firstName} week={week} /> : null}
      <ChildDataChoices downloadHref="/parent/code/export" busy={busy} />
      <Form method="post" className="mt-8">
        <p className="text-slate-800">{t("code.shared")}</p>
        <SubmitButton name="intent" value="leave" className="btn-secondary mt-3" disabled={busy} formNoValidate>
          {t("code.close")}
        </SubmitButton>
      </Form>
    </Page>
  );
}
