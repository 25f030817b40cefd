/**
 * What an import would do, before it does it: the students to be made, those here already, those
 * in another class, those who left the roster (shown, never deleted), and every problem by file,
 * line and field. The preview's signed token goes back with Create (or with another class).
 */
import { Form } from "@remix-run/react";
import { FormAlert, Label, SubmitButton } from "~/components/forms";
import type { ImportPreview, PreviewLine } from "~/models/school-students/roster-import.server";
import { useTranslation } from "react-i18next";
import { formatDay } from "~/i18n/format";

function Group({ id, title, lines, note }: { id: string; title: string; lines: PreviewLine[]; note?: string }) {
  const { t, i18n } = useTranslation("teach");
  if (lines.length === 0) return null;
  return (
    <section className="mt-5" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-xl font-bold">
        {title} ({lines.length})
      </h3>
      {note ? <p className="text-slate-700">{note}</p> : null}
      <ul className="mt-2 grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3" data-testid={`import-${id}`}>
        {lines.map((line, i) => (
          <li key={`${line.name}-${i}`} className="border-b border-slate-200 py-2 [overflow-wrap:anywhere]">
            <span className="text-lg font-semibold">{line.name}</span>
            {line.note || line.leftOn ? (
              <span className="block text-sm text-slate-700">
                {line.leftOn ? t("import.preview.leftOn", { day: formatDay(line.leftOn, i18n.language) }) : line.note}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function RosterPreview({ preview, token, className }: { preview: ImportPreview; token: string; className: string }) {
  const { make, free } = preview;
  const full = make.length > free;
  const { t } = useTranslation("teach");
  return (
    <section className="card mt-6 p-5" aria-labelledby="preview-title">
      <h2 id="preview-title" className="text-2xl font-bold">
        {t("import.preview.title")}
      </h2>
      <p className="text-lg text-slate-800">{t("import.preview.intro")}</p>
      {preview.choices.length > 1 ? (
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="token" value={token} />
          <div className="min-w-0 max-w-full">
            <Label htmlFor="roster-class">{t("import.preview.which", { name: className })}</Label>
            <select id="roster-class" name="rosterClass" defaultValue={preview.chosen} className="input max-w-full">
              {preview.choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {t("import.preview.choice", { title: choice.title, count: choice.students })}
                </option>
              ))}
            </select>
          </div>
          <SubmitButton name="intent" value="choose" className="btn-secondary">
            {t("import.preview.show")}
          </SubmitButton>
        </Form>
      ) : null}
      <Group id="new" title={t("import.preview.new")} lines={make} note={t("import.preview.newNote")} />
      <Group id="here" title={t("import.preview.here")} lines={preview.here} />
      <Group id="elsewhere" title={t("import.preview.elsewhere")} lines={preview.elsewhere} note={t("import.preview.elsewhereNote")} />
      <Group id="left" title={t("import.preview.left")} lines={preview.left} note={t("import.preview.leftNote")} />
      {preview.problems.length > 0 ? (
        <section className="mt-5" aria-labelledby="problems-title">
          <h3 id="problems-title" className="text-xl font-bold text-red-900">
            {t("import.preview.problems", { count: preview.problems.length })}
          </h3>
          <p className="text-slate-700">{t("import.preview.problemsHelp")}</p>
          <ul className="mt-2 list-disc pl-6 text-red-900 [overflow-wrap:anywhere]" data-testid="import-problems">
            {preview.problems.slice(0, 100).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          {preview.problems.length > 100 ? (
            <p className="text-slate-700">{t("import.preview.more", { count: preview.problems.length - 100 })}</p>
          ) : null}
        </section>
      ) : null}
      {full ? (
        <div className="mt-5">
          <FormAlert title={t("import.preview.seatsTitle")} message={t("import.preview.seats", { free, count: make.length })} />
        </div>
      ) : make.length > 0 || preview.changes > 0 ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="rosterClass" value={preview.chosen} />
          <SubmitButton name="intent" value="create" className="btn-primary text-lg" pendingLabel={t("import.preview.creating")}>
            {make.length > 0 ? t("import.preview.create", { count: make.length }) : t("import.preview.update")}
          </SubmitButton>
        </Form>
      ) : (
        <p className="mt-6 text-lg font-semibold text-slate-900">{t("import.preview.everyone")}</p>
      )}
    </section>
  );
}
