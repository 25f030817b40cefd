/**
 * The set editor: one multipart form posting to its own page. Its buttons name the step (save,
 * preview, add or remove a row, import a CSV), so without JavaScript every step is a post that
 * comes back with the draft as typed. With JavaScript, quiz rows are added and removed in place
 * and a CSV file dropped anywhere on the editor is imported at once.
 */
import { Form, useSubmit } from "@remix-run/react";
import { useRef, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { SET_TITLE_MAX } from "~/games/sets/content";
import { SET_KIND_KEYS, setColumns } from "~/i18n/set-kinds";
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
  const { t } = useTranslation("sets");

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
  const rowNoun = draft.kind === "quiz" ? "row" : "line";

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
          <p className="font-semibold">{t("editor.fix")}</p>
          <ul className="mt-1 list-disc pl-5" data-testid="set-problems">
            {problems.map((p, i) => (
              <li key={i}>{problemText(p, t, rowNoun)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        {/* Enter in a field previews: the first submit button is the one Enter presses (not a row's Remove). */}
        <SubmitButton name="intent" value="preview" className="absolute -left-[9999px]" tabIndex={-1} aria-hidden="true" />
        <Label htmlFor="set-title" className="block font-medium text-slate-900">
          {t("editor.title")}
        </Label>
        <input
          id="set-title"
          name="title"
          className="input mt-1 w-full"
          maxLength={SET_TITLE_MAX}
          defaultValue={draft.title}
          placeholder={t(
            draft.kind === "words"
              ? "editor.placeholder.words"
              : draft.kind === "math"
                ? "editor.placeholder.math"
                : "editor.placeholder.quiz",
          )}
        />
      </div>

      <fieldset className="rounded-lg border border-slate-200 p-3">
        <legend className="px-1 font-medium text-slate-900">{t("editor.import")}</legend>
        <p className="text-sm text-slate-600">
          {t("editor.columns")} {setColumns(draft.kind, t).join(", ")}
          {draft.kind === "quiz" ? ` — ${t("editor.quizLayout")}` : "."} {t("editor.importHelp")}
          {hydrated ? <span className="hidden sm:inline"> {t("editor.drop")}</span> : null}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <input
            ref={fileInput}
            type="file"
            name="csv"
            accept=".csv,text/csv"
            className="max-w-full text-sm"
            aria-label={t("editor.file")}
          />
          <SubmitButton name="intent" value="import" className="btn-secondary">
            {t("editor.importButton")}
          </SubmitButton>
        </div>
        {tooBig ? (
          <p role="alert" className="mt-2 font-medium text-red-800">
            {t("editor.tooBig")}
          </p>
        ) : null}
        {importError ? (
          <p role="alert" className="mt-2 font-medium text-red-800">
            {importError}
          </p>
        ) : null}
        {importProblems?.length ? (
          <div role="alert" className="mt-2 text-red-900" data-testid="import-problems">
            <p className="font-semibold">{t("editor.inFile")}</p>
            <ul className="list-disc pl-5">
              {importProblems.map((p, i) => (
                <li key={i}>{problemText(p, t, rowNoun)}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </fieldset>

      {draft.kind === "words" ? (
        <div>
          <Label htmlFor="set-words" className="block font-medium text-slate-900">
            {t("editor.words")}
          </Label>
          <p id="set-words-help" className="text-sm text-slate-600">
            {t("editor.wordsHelp")} <span className="font-mono">{t("editor.wordsExample")}</span>
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
          {t(SET_KIND_KEYS[draft.kind].save)}
        </SubmitButton>
        {draft.kind !== "quiz" ? (
          <SubmitButton name="intent" value="preview" className="btn-secondary">
            {t("editor.preview")}
          </SubmitButton>
        ) : null}
      </div>
    </Form>
  );
}
