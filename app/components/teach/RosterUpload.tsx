/**
 * Roster import's two ways in, each a plain multipart form (works without JavaScript): a class
 * list, or the three OneRoster files a school's system exports. Both only preview.
 */
import { Form } from "@remix-run/react";
import { Label, SubmitButton } from "~/components/forms";
import { ROSTER_FILE_MAX_BYTES, ROSTER_FILE_MAX_ROWS } from "~/utils/roster-import";
import { useTranslation } from "react-i18next";
import { formatCount } from "~/i18n/format";

const ONEROSTER_FILES = [
  { name: "users", label: "users.csv", hint: "import.files.users" },
  { name: "classes", label: "classes.csv", hint: "import.files.classes" },
  { name: "enrollments", label: "enrollments.csv", hint: "import.files.enrollments" },
];

function FileInput({ name, label, hint }: { name: string; label: string; hint: string }) {
  return (
    <div className="mt-3">
      <Label htmlFor={`roster-${name}`}>
        {label} <span className="font-normal text-slate-700">({hint})</span>
      </Label>
      <input id={`roster-${name}`} type="file" name={name} accept=".csv,text/csv" className="block w-full max-w-full text-base" />
    </div>
  );
}

/** `again`: under a preview or a result, the forms are for other files. */
export function RosterUpload({ again }: { again: boolean }) {
  const { t, i18n } = useTranslation("teach");
  return (
    <>
      {again ? <h2 className="mt-8 text-2xl font-bold">{t("import.again")}</h2> : null}
      <p className="mt-2 text-lg text-slate-800">
        {t("import.limits", { mb: ROSTER_FILE_MAX_BYTES / 1024 / 1024, rows: formatCount(ROSTER_FILE_MAX_ROWS, i18n.language) })}
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Form method="post" encType="multipart/form-data" className="card p-5" aria-labelledby="list-title">
          <h2 id="list-title" className="text-2xl font-bold">
            {t("import.list.title")}
          </h2>
          <p className="mt-1 text-slate-800">{t("import.list.help")}</p>
          <FileInput name="list" label={t("import.list.label")} hint="CSV" />
          <SubmitButton name="intent" value="preview" className="btn-primary mt-4" pendingLabel={t("import.reading")}>
            {t("import.list.preview")}
          </SubmitButton>
        </Form>
        <Form method="post" encType="multipart/form-data" className="card p-5" aria-labelledby="oneroster-title">
          <h2 id="oneroster-title" className="text-2xl font-bold">
            {t("import.school.title")}
          </h2>
          <p className="mt-1 text-slate-800">{t("import.school.help")}</p>
          {ONEROSTER_FILES.map((file) => (
            <FileInput key={file.name} {...file} hint={t(file.hint)} />
          ))}
          <SubmitButton name="intent" value="preview" className="btn-primary mt-4" pendingLabel={t("import.reading")}>
            {t("import.school.preview")}
          </SubmitButton>
        </Form>
      </div>
    </>
  );
}
