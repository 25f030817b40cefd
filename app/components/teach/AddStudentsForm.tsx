/**
 * "Add students" on a class page: names typed or pasted, one student a line; every line that
 * cannot be read is listed with its number and reason, and the list stays in the box to fix
 * (nothing is made until every line is good). A plain form post; open by itself while the class
 * is empty or the list needs fixing (<details>, so it works without JavaScript).
 */
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { describedBy, invalid, Label, SubmitButton } from "~/components/forms";
import type { ListProblem } from "~/models/school-students/student-list.server";

export function AddStudentsForm({
  classId,
  open,
  names,
  problems,
  resetKey,
}: {
  classId: string;
  open: boolean;
  names: string;
  problems: ListProblem[];
  /** Changes when students were added, so the emptied box is a new one (with JavaScript). */
  resetKey: string;
}) {
  const error = problems.length > 0;
  const { t } = useTranslation("teach");
  return (
    <details className="card mt-6 p-5" open={open || error} data-testid="add-students">
      <summary className="cursor-pointer text-2xl font-bold">{t("add.title")}</summary>
      <p className="mt-2 max-w-prose text-slate-800">{t("add.intro")}</p>
      <Form method="post" className="mt-3" noValidate>
        <Label htmlFor="student-names" className="block text-lg font-semibold">
          {t("add.names")}
        </Label>
        <p id="student-names-hint" className="text-slate-700">
          {t("add.hint")}
        </p>
        {error ? (
          <div id="student-names-error" role="alert" className="mt-2 rounded-lg border-2 border-red-700 bg-red-50 p-3 text-red-900">
            <p className="font-bold">{t("add.problems")}</p>
            <ul className="mt-1 list-disc pl-6" data-testid="add-students-problems">
              {problems.map((p) => (
                <li key={`${p.line}-${p.reason}`}>
                  {p.line > 0 ? (
                    <>
                      <strong>{t("add.line", { line: p.line })}</strong> ({p.text}): {p.reason}
                    </>
                  ) : (
                    p.reason
                  )}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <textarea
          key={resetKey}
          id="student-names"
          name="names"
          rows={8}
          defaultValue={names}
          maxLength={10_000}
          aria-invalid={invalid(error)}
          aria-describedby={describedBy("student-names", { hint: true, error })}
          className="input mt-2 w-full font-mono text-lg"
        />
        <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-3">
          <SubmitButton name="intent" value="add-students" className="btn-primary" pendingLabel={t("add.pending")}>
            {t("add.title")}
          </SubmitButton>
          <a href={`/teach/classes/${classId}/import`} className="font-semibold text-indigo-800 underline">
            {t("add.import")}
          </a>
        </div>
      </Form>
    </details>
  );
}
