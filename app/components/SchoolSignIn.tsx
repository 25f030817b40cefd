/**
 * "Sign in with your school": a plain form to /auth/school (so it works without JavaScript) in
 * a disclosure, where a person picks their school from the list or types its name.
 */
import { useTranslation } from "react-i18next";
import { Label, SubmitButton } from "~/components/forms";

export function SchoolSignIn({ schools, redirectTo }: { schools: { slug: string; name: string }[]; redirectTo?: string }) {
  const { t } = useTranslation("auth");
  if (schools.length === 0) return null;
  return (
    <details className="mt-3 rounded-xl border border-slate-300 px-4 py-3" data-testid="school-sign-in">
      <summary className="cursor-pointer text-center font-semibold text-indigo-800">{t("school.summary")}</summary>
      <form method="post" action="/auth/school" className="mt-3">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <Label htmlFor="school-name">{t("school.label")}</Label>
        <input
          id="school-name"
          name="school"
          list="school-names"
          className="input"
          autoComplete="off"
          required
          maxLength={100}
          placeholder={t("school.placeholder")}
          defaultValue={schools.length === 1 ? schools[0].name : undefined}
        />
        <datalist id="school-names">
          {schools.map((school) => (
            <option key={school.slug} value={school.name} />
          ))}
        </datalist>
        <SubmitButton className="btn-secondary mt-3 w-full">{t("school.submit")}</SubmitButton>
      </form>
    </details>
  );
}
