/**
 * The set editor: one multipart form posting to its own page. Its buttons name the step (save,
 * preview, add or remove a row, import a CSV), so without JavaScript every step is a post that
 * comes back with the draft as typed. With JavaScript, quiz rows are added and removed in place
 * and a CSV file dropped anywhere on the editor is imported at once.
 */
import { Form, useSubmit } from "@remix-run/react";
import { useRef, useState, type DragEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { SET_KIND_NAMES, SET_TITLE_MAX } from "~/games/sets/content";
import { problemText, type SetDraft } from "~/utils/set-drafts";
import type { EditorReply } from "~/models/sets/editor.server";
import { MathFields } from "./MathFields";
import { PreviewPanel } from "./PreviewPanel";
import { QuizRows } from "./QuizRows";
import { Label, SubmitButton } from "~/components/forms";

/** The largest file the page sends (the server refuses more, with a plainer page). */
const CSV_MAX_BYTES = 256 * 1024;

/** The editor of `draft`, or of the draft the last step answered with its problems, an import's and a preview. */
export function SetEditor({ draft: saved, reply }: { draft: SetDraft; reply?: Partial<EditorReply> }) {
  const draft = reply?.draft ?? saved;
  const problems = reply?.problems ?? [];
  const { importProblems, importError, preview } = reply ?? {};
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const submit = useSubmit();
  const hydrated = useHydrated();
  const [dropping, setDropping] = useState(false);
  const [tooBig, setTooBig] = useState(false);

  const importFile = (file: File) => {
    setTooBig(file.size > CSV_MAX_BYTES);
    if (file.size > CSV_MAX_BYTES || !form.current || !fileInput.current) return;
    const files = new DataTransfer();
    files.items.add(file);
    fileInput.current.files = files.files;
    const data = new FormData(form.current);
    data.set("intent", "import");
    submit(data, { method: "post", encType: "multipart/form-data" });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropping(false);
    const file = event.dataTransfer.files[0];
    if (file) importFile(file);
  };
  const rowNoun = draft.kind === "quiz" ? "Row" : "Line";

  return (
    <Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      noValidate
      className={`card mt-6 space-y-5 p-4 sm:p-6 ${dropping ? "ring-4 ring-indigo-300" : ""}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={onDrop}
      data-testid="set-editor"
    >
      {problems.length ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          <p className="font-semibold">Not saved yet. Please fix:</p>
          <ul className="mt-1 list-disc pl-5" data-testid="set-problems">
            {problems.map((p, i) => (
              <li key={i}>{problemText(p, rowNoun)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        {/* Enter in a field previews: the first submit button is the one Enter presses (not a row's Remove). */}
        <SubmitButton name="intent" value="preview" className="absolute -left-[9999px]" tabIndex={-1} aria-hidden="true" />
        <Label htmlFor="set-title" className="block font-medium text-slate-900">
          Title
        </Label>
        <input
          id="set-title"
          name="title"
          className="input mt-1 w-full"
          maxLength={SET_TITLE_MAX}
          defaultValue={draft.title}
          placeholder={
            draft.kind === "words" ? "Friday's spelling words" : draft.kind === "math" ? "Times tables to 10" : "The water cycle"
          }
        />
      </div>

      <fieldset className="rounded-lg border border-slate-200 p-3">
        <legend className="px-1 font-medium text-slate-900">Import a CSV file</legend>
        <p className="text-sm text-slate-600">
          {draft.kind === "quiz"
            ? "Columns: Question, Answer 1, Answer 2, Answer 3, Answer 4, Right answer (1-4), Time limit (seconds), Explanation — the layout of the big quiz tools' spreadsheets."
            : draft.kind === "words"
              ? "Columns: Word, Hint."
              : "Columns: Operations, Smallest number, Largest number, Negatives, Decimals, Remainders."}{" "}
          At most 256 KB. The file fills the editor; nothing is saved until you save.
          {hydrated ? <span className="hidden sm:inline"> You can also drop the file on this form.</span> : null}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <input ref={fileInput} type="file" name="csv" accept=".csv,text/csv" className="max-w-full text-sm" aria-label="CSV file" />
          <SubmitButton name="intent" value="import" className="btn-secondary">
            Import
          </SubmitButton>
        </div>
        {tooBig ? (
          <p role="alert" className="mt-2 font-medium text-red-800">
            That file is too big: a set&apos;s CSV is at most 256 KB.
          </p>
        ) : null}
        {importError ? (
          <p role="alert" className="mt-2 font-medium text-red-800">
            {importError}
          </p>
        ) : null}
        {importProblems?.length ? (
          <div role="alert" className="mt-2 text-red-900" data-testid="import-problems">
            <p className="font-semibold">In the file:</p>
            <ul className="list-disc pl-5">
              {importProblems.map((p, i) => (
                <li key={i}>{problemText(p, rowNoun)}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </fieldset>

      {draft.kind === "words" ? (
        <div>
          <Label htmlFor="set-words" className="block font-medium text-slate-900">
            Words, one a line
          </Label>
          <p id="set-words-help" className="text-sm text-slate-600">
            5 to 200 words of 2 to 20 letters. A hint may follow a dash or a tab:{" "}
            <span className="font-mono">frog - hops and says ribbit</span>
          </p>
          <textarea
            id="set-words"
            name="words"
            rows={12}
            className="input mt-1 w-full font-mono"
            defaultValue={draft.words}
            aria-describedby="set-words-help"
          />
        </div>
      ) : draft.kind === "math" ? (
        <MathFields math={draft.math} />
      ) : (
        <QuizRows key={JSON.stringify(draft.rows)} draft={draft} />
      )}

      {preview ? <PreviewPanel preview={preview} /> : null}

      <div className="flex flex-wrap gap-3">
        <SubmitButton name="intent" value="save" className="btn-primary">
          Save {SET_KIND_NAMES[draft.kind].toLowerCase()}
        </SubmitButton>
        {draft.kind !== "quiz" ? (
          <SubmitButton name="intent" value="preview" className="btn-secondary">
            Preview
          </SubmitButton>
        ) : null}
      </div>
    </Form>
  );
}
