// Sets as spreadsheets. A quiz uses the column layout of the big quiz tools' spreadsheet
// templates (question, answers 1-4, the right answer's number, the time limit), plus an optional
// explanation; a word list is word and hint; a math set is one row of its settings. Files are
// read with csv-parse (never split on commas), limited in size, and every problem names its line.
// Excel's separators and encodings are read as utils/csv-files.server.ts says.
import { parse } from "csv-parse/sync";
import { MATH_OPERATIONS, QUESTIONS_MAX, QUESTIONS_MIN, TIME_LIMITS, type MathOperation, type SetContent } from "~/games/sets/content";
import type { TFunction } from "i18next";
import { LANGUAGES } from "~/i18n/config";
import { withoutAccents } from "~/games/words/letters";
import { englishT, fixedT } from "~/i18n/messages.server";
import { setColumns } from "~/i18n/set-kinds";
import { csvLine } from "~/utils/csv";
import { csvProblem, decodeCsv, separatorOf } from "~/utils/csv-files.server";
import { emptyRow, type MathDraft, type QuizRow, type SetDraft, type SetProblem } from "~/utils/set-drafts";
import { checkMath, checkQuizRows, checkWords, type WordEntry } from "./validate.server";
import type { Language } from "~/i18n/config";

/** 100 questions of long text fit in a tenth of this. */
export const SET_CSV_MAX_BYTES = 256 * 1024;

/** The first heading of a kind of set in every language: a first line starting so is a header (a download in either language imports). */
const firstHeadings = (kind: SetContent["kind"]) => LANGUAGES.map((language) => setColumns(kind, fixedT(language, "sets"))[0]);
/** A math setting that is on, in any language's words (a download's "yes" or "sí"; "si" typed without its accent). */
const YES = new Set(["y", "true", "1", ...LANGUAGES.map((language) => withoutAccents(fixedT(language, "sets")("csv.math.yes")))]);

/** The file as one set's CSV, with its header in the reader's words. */
export function setCsv(content: SetContent, t: TFunction = englishT("sets")): string {
  switch (content.kind) {
    case "words":
      return [setColumns("words", t), ...content.words.map((w) => [w.word, w.hint ?? ""])].map(csvLine).join("");
    case "math": {
      const yes = (on: boolean) => (on ? t("csv.math.yes") : t("csv.math.no"));
      const row = [
        content.operations.join(" "),
        content.min,
        content.max,
        yes(content.negatives),
        yes(content.decimals),
        yes(content.remainders),
      ];
      return csvLine(setColumns("math", t)) + csvLine(row);
    }
    case "quiz":
      return [
        csvLine(setColumns("quiz", t)),
        ...content.questions.map((q) =>
          csvLine([q.question, ...[0, 1, 2, 3].map((i) => q.answers[i] ?? ""), q.right + 1, q.seconds, q.explanation ?? ""]),
        ),
      ].join("");
  }
}

export type CsvImport = { draft: SetDraft; problems: SetProblem[] } | { error: string };

interface CsvRecord {
  cells: string[];
  /** The record's place in the editor: its line of a word list, its row of a quiz (1 = the first under the header). */
  line: number;
  /** The file's line it came from (the header is line 1). */
  fileLine: number;
}

/** The file's text, or why it is not a CSV we read (in `t`'s words). */
const csvText = (bytes: Uint8Array, t: TFunction) =>
  decodeCsv(bytes, {
    maxBytes: SET_CSV_MAX_BYTES,
    tooBig: t("file.tooBig", { kb: SET_CSV_MAX_BYTES / 1024 }),
    empty: t("file.empty"),
    notText: t("file.notText"),
  });

/** The records of a CSV text, numbered in the editor and by the file's lines; a header row (its first cell names the first column) is left out. */
function readRecords(text: string, firstColumns: string[], t: TFunction): { records: CsvRecord[] } | { error: string } {
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    rows = parse(text, {
      bom: true,
      delimiter: separatorOf(text.replace(/^\uFEFF/, "")),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: SET_CSV_MAX_BYTES,
    }) as unknown as typeof rows;
  } catch (error) {
    return { error: t("file.unreadable", { problem: csvProblem(error, t) }) };
  }
  const first = rows[0]?.record[0]?.trim().toLowerCase() ?? "";
  const header = firstColumns.some((column) => first.startsWith(column.toLowerCase()));
  return { records: rows.slice(header ? 1 : 0).map(({ record, info }, i) => ({ cells: record, line: i + 1, fileLine: info.lines })) };
}

/** A cell a spreadsheet would run as a formula: refused, since nothing typed by a teacher starts so. Our own export's "'" guard is taken off. */
function formulaProblems(records: CsvRecord[], columns: string[], problems: SetProblem[], t: TFunction): void {
  for (const { cells, line } of records) {
    cells.forEach((cell, i) => {
      const text = cell.replace(/^'(?=[=+\-@])/, "");
      cells[i] = text;
      if (/^[=@]|^[+-][^\d\s.]/.test(text.trim()))
        problems.push({ line, field: columns[i] ?? t("problems.fields.column", { number: i + 1 }), message: t("problems.formula") });
    });
  }
}

const isNumber = (cell: string | undefined) => cell !== undefined && /^\s*\d+\s*$/.test(cell);

/** A line with a fifth answer: the right answer's number and the time limit come one column late. */
function hasFifthAnswer(cells: string[]): boolean {
  const timeLimit = (cell: string | undefined) => cell !== undefined && (TIME_LIMITS as readonly number[]).includes(Number(cell.trim()));
  return cells.length > 6 && cells[5].trim() !== "" && /^\s*[1-5]\s*$/.test(cells[6]) && (!isNumber(cells[5]) || timeLimit(cells[7]));
}

function quizImport(records: CsvRecord[], problems: SetProblem[], language: Language, t: TFunction): SetDraft {
  const columns = setColumns("quiz", t);
  const rows: (QuizRow & { line: number })[] = [];
  const checked: (QuizRow & { line: number })[] = [];
  for (const { cells, line } of records) {
    const cell = (i: number) => cells[i] ?? "";
    // A fifth answer: say so (not "not a number"), and keep the rest of the line where it belongs.
    const fifth = hasFifthAnswer(cells);
    if (fifth) problems.push({ line, field: t("problems.fields.answer", { number: 5 }), message: t("problems.fifthAnswer") });
    else if (cells.length > columns.length) problems.push(tooManyColumns(line, columns, t));
    const shift = fifth ? 1 : 0;
    const row = {
      ...emptyRow(),
      question: cell(0),
      answers: [cell(1), cell(2), cell(3), cell(4)] as QuizRow["answers"],
      right: cell(5 + shift),
      seconds: cell(6 + shift),
      explanation: cell(7 + shift),
      line,
    };
    rows.push(row);
    if (!fifth) checked.push(row);
  }
  const found: SetProblem[] = [];
  checkQuizRows(checked, found, language, t);
  // The number of questions counts the line with five answers too: it is fixed, not dropped.
  const count = t("problems.fields.questions");
  problems.push(...found.filter((p) => p.field !== count || rows.length < QUESTIONS_MIN || rows.length > QUESTIONS_MAX));
  return { kind: "quiz", title: "", rows: rows.map(({ line: _line, ...row }) => row), shuffleQuestions: false, shuffleAnswers: false };
}

/** A line with more cells than the kind's columns, which it names. */
const tooManyColumns = (line: number, columns: string[], t: TFunction): SetProblem => ({
  line,
  field: t("problems.fields.column", { number: columns.length + 1 }),
  message: t("problems.columns", { columns: columns.join(", ") }),
});

function wordsImport(records: CsvRecord[], problems: SetProblem[], language: Language, t: TFunction): SetDraft {
  const entries: WordEntry[] = records.map(({ cells, line }) => ({ word: (cells[0] ?? "").trim(), hint: (cells[1] ?? "").trim(), line }));
  const columns = setColumns("words", t);
  for (const { cells, line } of records) if (cells.length > columns.length) problems.push(tooManyColumns(line, columns, t));
  checkWords(entries, problems, language, t);
  return { kind: "words", title: "", words: entries.map((e) => (e.hint ? `${e.word} - ${e.hint}` : e.word)).join("\n") };
}

function mathImport(records: CsvRecord[], problems: SetProblem[], t: TFunction): SetDraft {
  const [record] = records;
  if (!record || records.length > 1)
    problems.push({
      line: null,
      fileLine: records[1]?.fileLine,
      field: t("problems.fields.rows"),
      message: t("problems.mathRows"),
    });
  const cells = record?.cells ?? [];
  const yes = (i: number) => YES.has(withoutAccents((cells[i] ?? "").trim()));
  const operations = (cells[0] ?? "").replace(/-/g, "−").replace(/[*x]/gi, "×").replace(/\//g, "÷");
  const math: MathDraft = {
    operations: MATH_OPERATIONS.filter((op): op is MathOperation => operations.includes(op)),
    min: cells[1] ?? "",
    max: cells[2] ?? "",
    negatives: yes(3),
    decimals: yes(4),
    remainders: yes(5),
  };
  const found: SetProblem[] = [];
  checkMath(math, found, t);
  problems.push(...found.map((p) => ({ ...p, fileLine: record?.fileLine })));
  return { kind: "math", title: "", math };
}

/**
 * A CSV file read into the editor's draft (nothing is saved), with every problem by line and
 * field in the reader's words (`t`: the "sets" messages); its texts screened in the set's `language`.
 */
export function importSetCsv(
  kind: SetDraft["kind"],
  bytes: Uint8Array,
  language: Language = "en",
  t: TFunction = englishT("sets"),
): CsvImport {
  const read = csvText(bytes, t);
  if ("error" in read) return read;
  const parsed = readRecords(read.text, firstHeadings(kind), t);
  if ("error" in parsed) return parsed;
  const problems: SetProblem[] = [];
  formulaProblems(parsed.records, setColumns(kind, t), problems, t);
  const draft =
    kind === "quiz"
      ? quizImport(parsed.records, problems, language, t)
      : kind === "words"
        ? wordsImport(parsed.records, problems, language, t)
        : mathImport(parsed.records, problems, t);
  // Numbered as Save numbers them (the editor's line or row), with the file's line beside it.
  return { draft, problems: problems.map((p) => (p.line === null ? p : { ...p, fileLine: parsed.records[p.line - 1].fileLine })) };
}
