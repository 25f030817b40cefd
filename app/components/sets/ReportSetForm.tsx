/** Report a set, from its page: a signed-in player picks why (a plain form post); a visitor is asked to sign in first. */
import { Form, Link } from "@remix-run/react";
import { REPORT_REASONS } from "~/utils/set-reports";
import { Label, SubmitButton } from "~/components/forms";

export function ReportSetForm({ signedIn, signIn }: { signedIn: boolean; signIn: string }) {
  return (
    <section aria-labelledby="report-title" className="mt-8 rounded-xl bg-slate-50 px-4 py-3 text-slate-800">
      <h2 id="report-title" className="font-semibold">
        Something in this set that should not be here?
      </h2>
      {signedIn ? (
        <Form method="post" className="mt-2 flex flex-wrap items-end gap-3">
          <Label className="min-w-0 flex-1 basis-56">
            What is wrong?
            <select name="reason" className="input mt-1 w-full" defaultValue="rude">
              {Object.entries(REPORT_REASONS).map(([value, words]) => (
                <option key={value} value={value}>
                  {words}
                </option>
              ))}
            </select>
          </Label>
          <SubmitButton name="intent" value="report" className="btn-secondary">
            Report this set
          </SubmitButton>
        </Form>
      ) : (
        <p className="mt-1">
          <Link to={signIn} className="font-semibold text-indigo-800 underline">
            Sign in
          </Link>{" "}
          to report it once you have played it: your report goes to its teacher and to our team.
        </p>
      )}
    </section>
  );
}
