import { Form } from "@remix-run/react";
import { SubmitButton } from "~/components/forms";

export interface ParentNoticeProps {
  parentEmail: string;
  nickname: string | null;
  /** Whole days the parent has left to answer (at least 1). */
  daysLeft: number;
}

/** On a child's own profile while the parent has not answered: what is limited, and a resend. */
export function ParentNotice({ parentEmail, nickname, daysLeft }: ParentNoticeProps) {
  return (
    <section className="card mt-6 border-amber-300 bg-amber-50 p-5" aria-labelledby="parent-notice-title" data-testid="parent-notice">
      <h2 id="parent-notice-title" className="text-xl font-bold text-slate-900">
        Waiting for your parent to say yes
      </h2>
      <p className="mt-2 text-slate-800">
        We emailed <strong className="break-all">{parentEmail}</strong>. You can play and earn Clever Coins now. Until your parent says yes,
        other players see you as <strong>{nickname ?? "a nickname"}</strong>, your profile stays private, and sharing is switched off.
      </p>
      <p className="mt-2 font-semibold text-slate-900">
        Ask a grown-up to check their email. They have {daysLeft === 1 ? "1 more day" : `${daysLeft} more days`} to say yes. If they
        don&apos;t, you can sign up again together.
      </p>
      <Form method="post" action="/profile/parent-mail" className="mt-4">
        <SubmitButton className="btn-secondary">Send the email again</SubmitButton>
      </Form>
    </section>
  );
}
