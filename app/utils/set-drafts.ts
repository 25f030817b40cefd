// A set as its editor shows it: text fields as typed, so a refused save shows them again with
// each problem named. Shared by the editor (app/components/sets/) and the models that check a
// draft (validate.server.ts) or fill one from a CSV (csv.server.ts).
import type { TFunction } from "i18next";
import { DEFAULT_TIME_LIMIT, MATH_OPERATIONS, type MathOperation, type SetContent, type SetKind } from "~/games/sets/content";

export interface QuizRow {
  question: string;
  answers: [string, string, string, string];
  /** The right answer's number, 1-4, as typed. */
  right: string;
  explanation: string;
  seconds: string;
}

export interface MathDraft {
  operations: MathOperation[];
  min: string;
  max: string;
  negatives: boolean;
  decimals: boolean;
  remainders: boolean;
}

export type SetDraft =
  | { kind: "words"; title: string; words: string }
  | { kind: "math"; title: string; math: MathDraft }
  | { kind: "quiz"; title: string; rows: QuizRow[]; shuffleQuestions: boolean; shuffleAnswers: boolean };

/** A problem in a draft: the line (a pasted line, a row, a CSV line; null for the whole set) and the field. */
export interface SetProblem {
  line: number | null;
  /** An imported file's line (its header is line 1), beside `line`, the editor's. */
  fileLine?: number;
  field: string;
  message: string;
}

/**
 * "Line 7, Word: …" (a word list's line; "Row 7" in the quiz editor): how every problem is shown,
 * by Import and by Save alike; an imported file's problem adds its line, "Row 7 (line 8 of the file), Answer 5: …".
 * In the reader's words (`t`: the "sets" messages); the field and message came in them already.
 */
export function problemText({ line, fileLine, field, message }: SetProblem, t: TFunction, noun: "line" | "row" = "line"): string {
  const inFile = (place: string) => (fileLine === undefined ? place : t("problems.inFile", { place, fileLine }));
  if (line === null) return t("problems.whole", { place: inFile(field), message });
  return t("problems.onLine", { place: inFile(t(noun === "row" ? "problems.row" : "problems.line", { line })), field, message });
}

export const emptyRow = (): QuizRow => ({ question: "", answers: ["", "", "", ""], right: "", explanation: "", seconds: "" });

/** A new set's editor: five empty quiz rows, a small addition set. */
export function emptyDraft(kind: SetKind): SetDraft {
  if (kind === "words") return { kind, title: "", words: "" };
  if (kind === "math")
    return { kind, title: "", math: { operations: ["+"], min: "0", max: "10", negatives: false, decimals: false, remainders: false } };
  return { kind, title: "", rows: Array.from({ length: 5 }, emptyRow), shuffleQuestions: false, shuffleAnswers: false };
}

/** The editor's draft of a saved set. */
export function draftOf(title: string, content: SetContent): SetDraft {
  switch (content.kind) {
    case "words":
      return { kind: "words", title, words: content.words.map((w) => (w.hint ? `${w.word} - ${w.hint}` : w.word)).join("\n") };
    case "math": {
      const { operations, min, max, negatives, decimals, remainders } = content;
      return { kind: "math", title, math: { operations, min: String(min), max: String(max), negatives, decimals, remainders } };
    }
    case "quiz":
      return {
        kind: "quiz",
        title,
        rows: content.questions.map((q) => ({
          question: q.question,
          answers: [0, 1, 2, 3].map((i) => q.answers[i] ?? "") as QuizRow["answers"],
          right: String(q.right + 1),
          explanation: q.explanation ?? "",
          seconds: q.seconds === DEFAULT_TIME_LIMIT ? "" : String(q.seconds),
        })),
        shuffleQuestions: content.shuffleQuestions,
        shuffleAnswers: content.shuffleAnswers,
      };
  }
}

/** The editor's form read back as a draft (field names: see SetEditor). */
export function draftFromForm(kind: SetKind, form: Record<string, string>): SetDraft {
  const title = form.title ?? "";
  if (kind === "words") return { kind, title, words: form.words ?? "" };
  const on = (name: string) => form[name] === "on";
  if (kind === "math")
    return {
      kind,
      title,
      math: {
        operations: MATH_OPERATIONS.filter((_, i) => on(`op${i}`)),
        min: form.min ?? "",
        max: form.max ?? "",
        negatives: on("negatives"),
        decimals: on("decimals"),
        remainders: on("remainders"),
      },
    };
  const count = Math.min(Math.max(Number.parseInt(form.rows ?? "", 10) || 0, 0), 200);
  const rows = Array.from({ length: count }, (_, i) => ({
    question: form[`q${i}`] ?? "",
    answers: [1, 2, 3, 4].map((n) => form[`a${i}_${n}`] ?? "") as QuizRow["answers"],
    right: form[`right${i}`] ?? "",
    explanation: form[`exp${i}`] ?? "",
    seconds: form[`time${i}`] ?? "",
  }));
  return { kind, title, rows, shuffleQuestions: on("shuffleQuestions"), shuffleAnswers: on("shuffleAnswers") };
}
