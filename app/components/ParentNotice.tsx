import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "~/components/forms";

export interface ParentNoticeProps {
  parentEmail: string;
  nickname: string | null;
  /** Whole days the parent has left to answer (at least 1). */
  daysLeft: number;
}

/** On a child's own profile while the parent has not answered: what is limited, and a resend (the `account` words: a route drawing it names them). */
export function ParentNotice({ parentEmail, nickname, daysLeft }: ParentNoticeProps) {
  const { t } = useTranslation("account");
  return (
    <section className="card mt-6 border-amber-300 bg-amber-50 p-5" aria-labelledby="parent-notice-title" data-testid="parent-notice">
      <h2 id="parent-notice-title" className="text-xl font-bold text-slate-900">
        {t("notice.title")}
      </h2>
      <p className="mt-2 text-slate-800">
        {t("notice.emailed")} <strong className="break-all">{parentEmail}</strong>
        {t("notice.limits")} <strong>{nickname ?? t("notice.aNickname")}</strong>
        {t("notice.limitsEnd")}
      </p>
      <p className="mt-2 font-semibold text-slate-900">{t("notice.askGrownUp", { count: daysLeft })}</p>
      <Form method="post" action="/profile/parent-mail" className="mt-4">
        <SubmitButton className="btn-secondary">{t("notice.resend")}</SubmitButton>
      </Form>
    </section>
  );
}
