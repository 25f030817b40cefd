/** The sections of the parent's page (routes/parent.$token.tsx): plain text and real forms, no script needed. */
import { Form } from "@remix-run/react";
import { Label, SubmitButton } from "~/components/forms";

export const h2 = "mt-8 text-xl font-bold text-slate-900";
const li = "mt-2";

/** What is collected and why: the same facts as the privacy page's children's section. */
export function WhatWeStore() {
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
          <strong>Skills</strong>: for each question your child answers, the skill it practises (such as the 7 times table) and whether the
          answer was right; from those, how well we think they know each skill; and the questions they missed, to ask again in a later
          practice. We use them to pick practice questions and to show you, and a teacher whose class they are in, which skills they have
          mastered.
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

export function PublicChoice({ checked, label }: { checked: boolean; label: string }) {
  return (
    <Label className="mt-4 flex items-start gap-3 text-slate-800">
      <input type="checkbox" name="publicAllowed" defaultChecked={checked} className="mt-1 h-5 w-5" />
      <span>{label}</span>
    </Label>
  );
}

/** The child's last seven days, in the weekly e-mail's words: something to read the moment the parent says yes. */
export function LastWeek({ childName, week }: { childName: string; week: { intro: string; lines: string[] } }) {
  return (
    <section aria-labelledby="last-week" data-testid="last-week">
      <h2 id="last-week" className={h2}>
        {childName}&apos;s last 7 days
      </h2>
      <p className="mt-2 text-slate-800">{week.intro}</p>
      {week.lines.length > 0 ? (
        <ul className="mt-2 list-disc pl-6 text-slate-800">
          {week.lines.map((line) => (
            <li key={line} className={li}>
              {line}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The weekly e-mail about the child: off until the parent asks for it. */
export function WeeklySummaryChoice({ childName, checked, busy }: { childName: string; checked: boolean; busy: boolean }) {
  return (
    <>
      <h2 className={h2}>A weekly e-mail</h2>
      <Form method="post">
        <Label className="mt-2 flex items-start gap-3 text-slate-800">
          <input type="checkbox" name="weeklySummary" defaultChecked={checked} className="mt-1 h-5 w-5" />
          <span>
            Send me a short e-mail each week about {childName}: games played, minutes, right answers per game and level, and new badges.
            Nothing about other children. Each e-mail has a link to stop them.
          </span>
        </Label>
        <SubmitButton name="intent" value="summary" className="btn-secondary mt-4" disabled={busy}>
          Save
        </SubmitButton>
      </Form>
    </>
  );
}

/** Every e-mail we sent carries a link to this page; each works until the parent stops it here. */
export function ParentLinks({ liveLinks, busy }: { liveLinks: number; busy: boolean }) {
  const others = liveLinks - 1;
  return (
    <>
      <h2 className={h2}>Links to this page</h2>
      <p className="mt-2 text-slate-800">
        Each e-mail we send you about your child has its own link to this page, and each keeps working until you stop it here.{" "}
        {others === 0
          ? "Only the link you used opens this page now: keep its e-mail."
          : `The link you used and ${others} other${others === 1 ? "" : "s"} open this page now.`}
      </p>
      {others > 0 ? (
        <Form method="post" className="mt-4 flex flex-wrap gap-3">
          <SubmitButton name="intent" value="stop-other-links" className="btn-secondary" disabled={busy}>
            Stop all the other links
          </SubmitButton>
          <SubmitButton name="intent" value="stop-this-link" className="btn-secondary" disabled={busy}>
            Stop this link
          </SubmitButton>
        </Form>
      ) : null}
    </>
  );
}

/** The child's data to download, and the account to delete (a box to tick first): a parent's rights, from the mailed link or the letter's code. */
export function ChildDataChoices({ downloadHref, busy }: { downloadHref: string; busy: boolean }) {
  return (
    <>
      <h2 className={h2}>Your child&apos;s data</h2>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={downloadHref} download className="btn-secondary">
          Download their data
        </a>
      </div>
      <Form method="post" className="card mt-6 border-red-200 p-5">
        <Label className="flex items-start gap-3 text-slate-800">
          <input type="checkbox" name="sure" required className="mt-1 h-5 w-5" />
          <span>I understand that deleting removes the account and everything in it for good.</span>
        </Label>
        <SubmitButton name="intent" value="delete" className="btn-danger mt-4" disabled={busy}>
          Delete the account and all its data
        </SubmitButton>
      </Form>
    </>
  );
}
