/**
 * What an import would do, before it does it: the students to be made, those here already, those
 * in another class, those who left the roster (shown, never deleted), and every problem by file,
 * line and field. The preview's signed token goes back with Create (or with another class).
 */
import { Form } from "@remix-run/react";
import { FormAlert, Label, SubmitButton } from "~/components/forms";
import type { ImportPreview, PreviewLine } from "~/models/school-students/roster-import.server";
import { formatDate } from "~/utils/dates";

function Group({ id, title, lines, note }: { id: string; title: string; lines: PreviewLine[]; note?: string }) {
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
              <span className="block text-sm text-slate-700">{line.leftOn ? `Left on ${formatDate(line.leftOn)}` : line.note}</span>
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
  return (
    <section className="card mt-6 p-5" aria-labelledby="preview-title">
      <h2 id="preview-title" className="text-2xl font-bold">
        Preview
      </h2>
      <p className="text-lg text-slate-800">Nothing is made yet: check the names, then press Create.</p>
      {preview.choices.length > 1 ? (
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="token" value={token} />
          <div className="min-w-0 max-w-full">
            <Label htmlFor="roster-class">Which class of the roster is {className}?</Label>
            <select id="roster-class" name="rosterClass" defaultValue={preview.chosen} className="input max-w-full">
              {preview.choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.title} ({choice.students} students)
                </option>
              ))}
            </select>
          </div>
          <SubmitButton name="intent" value="choose" className="btn-secondary">
            Show this class
          </SubmitButton>
        </Form>
      ) : null}
      <Group id="new" title="New students" lines={make} note="Each gets an account with no e-mail, two login pictures and a login card." />
      <Group id="here" title="Already in this class" lines={preview.here} />
      <Group id="elsewhere" title="In another of your classes" lines={preview.elsewhere} note="They stay where they are." />
      <Group
        id="left"
        title="Left the roster"
        lines={preview.left}
        note="They are no longer in this roster. They stay in the class with their work: remove them on the class page if they have gone."
      />
      {preview.problems.length > 0 ? (
        <section className="mt-5" aria-labelledby="problems-title">
          <h3 id="problems-title" className="text-xl font-bold text-red-900">
            Problems ({preview.problems.length}): these rows are left out
          </h3>
          <p className="text-slate-700">Fix the file and preview it again, or create the others now.</p>
          <ul className="mt-2 list-disc pl-6 text-red-900 [overflow-wrap:anywhere]" data-testid="import-problems">
            {preview.problems.slice(0, 100).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          {preview.problems.length > 100 ? <p className="text-slate-700">…and {preview.problems.length - 100} more.</p> : null}
        </section>
      ) : null}
      {full ? (
        <div className="mt-5">
          <FormAlert
            title="Not enough seats"
            message={`The class has ${free} free seats and the roster has ${make.length} new students: add seats on the class page first.`}
          />
        </div>
      ) : make.length > 0 || preview.changes > 0 ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="rosterClass" value={preview.chosen} />
          <SubmitButton name="intent" value="create" className="btn-primary text-lg" pendingLabel="Creating...">
            {make.length > 0 ? `Create ${make.length} ${make.length === 1 ? "student" : "students"}` : "Update who is in the roster"}
          </SubmitButton>
        </Form>
      ) : (
        <p className="mt-6 text-lg font-semibold text-slate-900">Everyone in this roster is in your classes already.</p>
      )}
    </section>
  );
}
