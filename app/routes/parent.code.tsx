/**
 * A parent types the code from the letter home (teach.classes.$classId_.letters.tsx) and sees the
 * child's account: what the school set up, the last seven days, the data to download, and the
 * account to delete. The code comes in a form's body and a right one is kept in a short-lived,
 * signed cookie (parent-code.server.ts), never in an address. Works without JavaScript.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, FormAlert, SubmitButton } from "~/components/forms";
import { ParentPage as Page } from "~/components/ParentPage";
import { ChildDataChoices, LastWeek, h2 } from "~/components/parent/ParentSections";
import { SchoolAccountFacts } from "~/components/school-students/SchoolAccountFacts";
import type { I18nHandle } from "~/i18n/config";
import { deleteAccount } from "~/models/account-data.server";
import { NOT_SURE } from "~/models/parent-answer.server";
import { lastWeekInWords } from "~/models/parent-summary.server";
import {
  CODE_CLOSED,
  childOfThisDevice,
  forgetParentCode,
  parentCodeForm,
  rememberParentCode,
  tooManyWrongCodes,
  tryParentCode,
  WRONG_CODE,
} from "~/models/school-students/parent-code.server";
import { formatDate } from "~/utils/dates";
import { pageMeta } from "~/utils/meta";
import { parseForm } from "~/utils/read-form.server";

// What the school set up (SchoolAccountFacts) speaks from "letters".
export const handle: I18nHandle = { i18n: ["letters"] };

export const meta: MetaFunction = () => [
  ...pageMeta({ title: "A parent's code", description: "Type the code from your child's letter home to see their CleverPlay account." }),
  { name: "robots", content: "noindex" },
];

// The child's data is personal: no cache keeps the page, and no other site learns where it was
// (every route's headers carry these, and a refusal's Retry-After: page-headers.server.ts).
const PRIVATE = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const child = await childOfThisDevice(request, context);
  if (!child) return json({ child: null, week: null }, { headers: PRIVATE });
  const { userId: _userId, createdAt, lastSignInAt, ...shown } = child;
  return json(
    {
      child: { ...shown, madeOn: formatDate(createdAt), lastSignIn: lastSignInAt ? formatDate(lastSignInAt) : null },
      week: await lastWeekInWords(context.db, child.userId, child.firstName),
    },
    { headers: PRIVATE },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await parseForm(request, parentCodeForm);
  if (!parsed.success) {
    const sure = parsed.error.issues.some((issue) => issue.message === NOT_SURE);
    return json({ error: sure ? NOT_SURE : "Please type the code from the letter." }, { status: 400, headers: PRIVATE });
  }
  const form = parsed.data;
  if (form.intent === "code") {
    const outcome = await tryParentCode(request, context, form.code);
    if (outcome.ok)
      return redirect("/parent/code", { headers: { "Set-Cookie": await rememberParentCode(request, context, outcome.code) } });
    if ("wrong" in outcome) return json({ error: WRONG_CODE }, { status: 400, headers: PRIVATE });
    return json(
      { error: tooManyWrongCodes(outcome.retryAfterSeconds) },
      { status: 429, headers: { ...PRIVATE, "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  const forget = { "Set-Cookie": await forgetParentCode(request, context) };
  if (form.intent === "leave") return redirect("/parent/code", { headers: forget });
  const child = await childOfThisDevice(request, context);
  if (!child) return json({ error: CODE_CLOSED }, { status: 400, headers: { ...PRIVATE, ...forget } });
  await deleteAccount(context.db, child.userId);
  return json({ deleted: true }, { headers: { ...PRIVATE, ...forget } });
}

export default function ParentCode() {
  const { child, week } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  if (result && "deleted" in result) {
    return (
      <Page title="Account deleted">
        <FormAlert tone="success" title="Done" message="We deleted your child's account and everything in it." />
        <p className="mt-4 text-slate-800">
          The code from the letter opens nothing now, and the teacher no longer sees the account in the class.
        </p>
      </Page>
    );
  }
  const error = result && "error" in result ? result.error : undefined;
  if (!child) {
    return (
      <Page title="Your child's account">
        <p className="text-slate-800">
          Type the code from the letter your child&apos;s teacher gave you to see what your child&apos;s CleverPlay account holds, download
          it, or delete it.
        </p>
        <Form method="post" className="card mt-6 p-5">
          <Field
            label="Parent's code"
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="ABCD-EFGH-JKLM"
            required
            maxLength={40}
            error={error}
            hint="12 letters and numbers. Dashes, spaces and small letters are fine."
          />
          <SubmitButton name="intent" value="code" className="btn-primary" disabled={busy}>
            Open the account
          </SubmitButton>
        </Form>
      </Page>
    );
  }
  return (
    <Page title={`${child.name}'s CleverPlay account`}>
      {error ? <FormAlert title="Not done" message={error} /> : null}
      <p className="text-slate-800">
        Made on {child.madeOn}. {child.lastSignIn ? `Last signed in on ${child.lastSignIn}.` : `${child.firstName} has not signed in yet.`}
      </p>
      <div className="text-slate-800">
        <SchoolAccountFacts account={child} headingClass={h2} />
      </div>
      {week ? <LastWeek childName={child.firstName} week={week} /> : null}
      <ChildDataChoices downloadHref="/parent/code/export" busy={busy} />
      <Form method="post" className="mt-8">
        <p className="text-slate-800">On a shared computer, close the account here when you are done.</p>
        <SubmitButton name="intent" value="leave" className="btn-secondary mt-3" disabled={busy} formNoValidate>
          Done: close this page
        </SubmitButton>
      </Form>
    </Page>
  );
}
