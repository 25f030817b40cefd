/** Report a set, from its page: a signed-in player picks why (a plain form post); a visitor is asked to sign in first. */
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { REPORT_REASONS, type ReportReason } from "~/utils/set-reports";
import { Label, SubmitButton } from "~/components/forms";

/** Each reason's words on the set's page (the play namespace; the teacher and the reviewers read sets.json's "reasons"). */
const REASON_KEYS: Record<ReportReason, string> = {
  rude: "report.rude",
  personal: "report.personal",
  wrong: "report.wrong",
  other: "report.other",
};

export function ReportSetForm({ signedIn, signIn }: { signedIn: boolean; signIn: string }) {
  const { t } = useTranslation("play");
  return (
    <section aria-labelledby="report-title" className="mt-8 rounded-xl bg-slate-50 px-4 py-3 text-slate-800">
      <h2 id="report-title" className="font-semibold">
        {t("report.title")}
      </h2>
      {signedIn ? (
        <Form method="post" className="mt-2 flex flex-wrap items-end gap-3">
          <Label className="min-w-0 flex-1 basis-56">
            {t("report.what")}
            <select name="reason" className="input mt-1 w-full" defaultValue="rude">
              {REPORT_REASONS.map((value) => (
                <option key={value} value={value}>
                  {t(REASON_KEYS[value])}
                </option>
              ))}
            </select>
          </Label>
          <SubmitButton name="intent" value="report" className="btn-secondary">
            {t("report.submit")}
          </SubmitButton>
        </Form>
      ) : (
        <p className="mt-1">
          <Link to={signIn} className="font-semibold text-indigo-800 underline">
            {t("results.signIn")}
          </Link>{" "}
          {t("report.signInRest")}
        </p>
      )}
    </section>
  );
}
