/**
 * Roster import's two ways in, each a plain multipart form (works without JavaScript): a class
 * list, or the three OneRoster files a school's system exports. Both only preview.
 */
import { Form } from "@remix-run/react";
import { Label, SubmitButton } from "~/components/forms";
import { ROSTER_FILE_MAX_BYTES, ROSTER_FILE_MAX_ROWS } from "~/utils/roster-import";

const ONEROSTER_FILES = [
  { name: "users", label: "users.csv", hint: "the students and teachers" },
  { name: "classes", label: "classes.csv", hint: "the classes" },
  { name: "enrollments", label: "enrollments.csv", hint: "who is in which class" },
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
  return (
    <>
      {again ? <h2 className="mt-8 text-2xl font-bold">Choose other files</h2> : null}
      <p className="mt-2 text-lg text-slate-800">
        Nothing is made until you check the preview and press Create. Each file is at most {ROSTER_FILE_MAX_BYTES / 1024 / 1024} MB and{" "}
        {ROSTER_FILE_MAX_ROWS.toLocaleString("en")} rows.
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Form method="post" encType="multipart/form-data" className="card p-5" aria-labelledby="list-title">
          <h2 id="list-title" className="text-2xl font-bold">
            A class list
          </h2>
          <p className="mt-1 text-slate-800">
            A CSV file from a spreadsheet: a first row naming the columns <strong>First name</strong>, <strong>Last name</strong> and, if
            you have them, <strong>Student ID</strong>; then one student a row.
          </p>
          <FileInput name="list" label="Class list" hint="CSV" />
          <SubmitButton name="intent" value="preview" className="btn-primary mt-4" pendingLabel="Reading...">
            Preview the class list
          </SubmitButton>
        </Form>
        <Form method="post" encType="multipart/form-data" className="card p-5" aria-labelledby="oneroster-title">
          <h2 id="oneroster-title" className="text-2xl font-bold">
            Files from your school&apos;s system
          </h2>
          <p className="mt-1 text-slate-800">The three OneRoster 1.1 CSV files your school information system exports.</p>
          {ONEROSTER_FILES.map((file) => (
            <FileInput key={file.name} {...file} />
          ))}
          <SubmitButton name="intent" value="preview" className="btn-primary mt-4" pendingLabel="Reading...">
            Preview the school&apos;s roster
          </SubmitButton>
        </Form>
      </div>
    </>
  );
}
