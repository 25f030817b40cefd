/**
 * The set editor's forms (/teach/sets/new, /teach/sets/{id}): one multipart form whose buttons
 * say what to do. Without JavaScript every step is a post: add or remove a quiz row, import a
 * CSV into the rows, preview, save; each answers the draft as typed with its problems, so nothing
 * is lost. Only a save that passes every check (validate.server.ts) stores anything.
 */
import type { TFunction } from "i18next";
import { z } from "zod";
import { SET_KINDS, type SetContent, type SetKind } from "~/games/sets/content";
import { setMathTask } from "~/games/sets/math";
import { scramble } from "~/games/words/scramble";
import { formObject } from "~/utils/forms";
import { SET_FORM_BODY_LIMIT } from "~/utils/sets";
import { importSetCsv } from "./csv.server";
import { draftFromForm, emptyRow, type SetDraft, type SetProblem } from "~/utils/set-drafts";
import { checkDraft } from "./validate.server";
import type { Language } from "~/i18n/config";
import { englishT } from "~/i18n/messages.server";

export const kindSchema = z.enum(SET_KINDS);

/** What the editor shows after a step: the draft, its problems, an import's, and a preview. */
export interface EditorReply {
  draft: SetDraft;
  problems: SetProblem[];
  /** An imported file's problems, by the file's lines. */
  importProblems?: SetProblem[];
  importError?: string;
  preview?: SetPreview;
}

export type SetPreview =
  | { kind: "words"; words: { word: string; hint: string | null; scrambled: string }[] }
  | { kind: "math"; questions: { prompt: string; answer: string }[] }
  | { kind: "quiz"; questions: number };

/** Ten sample questions of a math set, every word's scramble of a list. */
export function previewOf(content: SetContent): SetPreview {
  switch (content.kind) {
    case "words":
      return {
        kind: "words",
        words: content.words.map((w) => ({ word: w.word, hint: w.hint ?? null, scrambled: scramble(w.word, w.others).toUpperCase() })),
      };
    case "math":
      return {
        kind: "math",
        questions: Array.from({ length: 10 }, (_, i) => {
          const task = setMathTask(content, "preview", i);
          return { prompt: task.prompt, answer: String(task.answer) };
        }),
      };
    case "quiz":
      return { kind: "quiz", questions: content.questions.length };
  }
}

/**
 * The editor's posted form and its CSV file (if one was chosen). A body over the limit is refused
 * by its Content-Length before anything is read (the server refuses it too); refusals in `t`'s words.
 */
export async function readSetForm(
  request: Request,
  t: TFunction = englishT("sets"),
): Promise<{ form: Record<string, string>; file: Uint8Array | null }> {
  if (Number(request.headers.get("Content-Length") ?? 0) > SET_FORM_BODY_LIMIT) throw new Response(t("file.formTooLarge"), { status: 413 });
  let data: FormData;
  try {
    data = await request.formData();
  } catch {
    throw new Response(t("file.formUnreadable"), { status: 400 });
  }
  const upload = data.get("csv");
  const file = upload instanceof Blob && upload.size > 0 ? new Uint8Array(await upload.arrayBuffer()) : null;
  return { form: formObject(data), file };
}

export type EditorStep = { reply: EditorReply; status: number } | { save: { title: string; content: SetContent } };

const intentSchema = z.union([z.enum(["save", "preview", "add-row", "import"]), z.string().regex(/^remove:\d{1,3}$/)]);

/**
 * One press of the editor's buttons on a draft of `kind`, for a set in `language` (its texts are
 * screened in it), answered in the reader's words (`t`: the "sets" messages).
 */
export function editorStep(
  kind: SetKind,
  form: Record<string, string>,
  file: Uint8Array | null,
  language: Language = "en",
  t: TFunction = englishT("sets"),
): EditorStep {
  const intent = intentSchema.safeParse(form.intent);
  const draft = draftFromForm(kind, form);
  if (!intent.success) return { reply: { draft, problems: [] }, status: 400 };
  switch (intent.data) {
    case "add-row":
      return {
        reply: { draft: draft.kind === "quiz" ? { ...draft, rows: [...draft.rows, emptyRow()] } : draft, problems: [] },
        status: 200,
      };
    case "import": {
      if (!file) return { reply: { draft, problems: [], importError: t("file.choose") }, status: 400 };
      const imported = importSetCsv(kind, file, language, t);
      if ("error" in imported) return { reply: { draft, problems: [], importError: imported.error }, status: 400 };
      // The file's content goes into the editor under the title (and a quiz's order options) chosen so far; nothing is saved yet.
      const merged = { ...imported.draft, title: draft.title } as SetDraft;
      if (merged.kind === "quiz" && draft.kind === "quiz")
        Object.assign(merged, { shuffleQuestions: draft.shuffleQuestions, shuffleAnswers: draft.shuffleAnswers });
      return { reply: { draft: merged, problems: [], importProblems: imported.problems }, status: imported.problems.length ? 400 : 200 };
    }
    case "preview":
    case "save": {
      const checked = checkDraft(draft, language, t);
      if (!checked.ok) return { reply: { draft, problems: checked.problems }, status: 400 };
      if (intent.data === "save") return { save: { title: checked.title, content: checked.content } };
      return { reply: { draft, problems: [], preview: previewOf(checked.content) }, status: 200 };
    }
    default: {
      // remove:N
      const index = Number(intent.data.slice("remove:".length));
      const rows = draft.kind === "quiz" ? draft.rows.filter((_, i) => i !== index) : [];
      return { reply: { draft: draft.kind === "quiz" ? { ...draft, rows } : draft, problems: [] }, status: 200 };
    }
  }
}
