/**
 * CSV files teachers upload (a set's rows, a class list, a school's roster files), read one way:
 * with csv-parse, never split on commas. Excel writes ";" between cells where the decimal mark is
 * a comma (much of Europe), a tab in its "Unicode text", and a byte order mark in "CSV UTF-8": all
 * three are read (docs/decisions/set-csv-files.md). Neither the upload's name nor its type is
 * trusted: the bytes decide.
 */
import { parse } from "csv-parse/sync";
import type { TFunction } from "i18next";

/**
 * The file's text, or why it is not a CSV we read: empty, over `maxBytes` (`tooBig` says so), not
 * text; in the caller's words (the set import's are the reader's, the roster's still English).
 */
export function decodeCsv(
  bytes: Uint8Array,
  {
    maxBytes,
    tooBig,
    empty = "The file is empty.",
    notText = "This file is not a CSV file (it is not text). Save the spreadsheet as CSV (UTF-8) and try again.",
  }: { maxBytes: number; tooBig: string; empty?: string; notText?: string },
): { text: string } | { error: string } {
  if (bytes.byteLength === 0) return { error: empty };
  if (bytes.byteLength > maxBytes) return { error: tooBig };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // Not UTF-8: Excel's plain "CSV" on Windows is Windows-1252 (every byte is a character there, so a binary file's zero bytes still tell).
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  if (text.includes("\0")) return { error: notText };
  return { text };
}

const SEPARATORS = [",", ";", "\t"] as const;

/**
 * The cell separator: on each of the first lines, the first of "," ";" or a tab outside quotes
 * votes; the most votes win, "," without any. (csv-parse 7's own delimiter_auto counts every
 * character and stops at a quoted cell, as in our own export.)
 */
export function separatorOf(text: string): (typeof SEPARATORS)[number] {
  const votes = new Map<string, number>();
  for (const line of text.split(/\r\n|\r|\n/, 20)) {
    let quoted = false;
    for (const char of line) {
      if (char === '"') quoted = !quoted;
      else if (!quoted && (SEPARATORS as readonly string[]).includes(char)) {
        votes.set(char, (votes.get(char) ?? 0) + 1);
        break;
      }
    }
  }
  return SEPARATORS.reduce((best, s) => ((votes.get(s) ?? 0) > (votes.get(best) ?? 0) ? s : best));
}

/** A row of a CSV file and the file's line it starts on (the first line is 1). */
export interface CsvRow {
  cells: string[];
  line: number;
}

/**
 * Why csv-parse refused a text, with the file's line, in `t`'s language (the "checks" messages,
 * whatever `t`'s namespace): its own message is a program's English ("Invalid Closing Quote: got
 * \"x\" at line 3"), which a teacher reading Spanish could not act on.
 */
export function csvProblem(error: unknown, t: TFunction): string {
  const { code, lines } = (typeof error === "object" && error !== null ? error : {}) as { code?: unknown; lines?: unknown };
  const words = { ns: "checks", line: typeof lines === "number" && lines > 0 ? lines : 1 };
  switch (code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return t("csvProblem.quoteNotClosed", words);
    case "CSV_INVALID_CLOSING_QUOTE":
    case "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE":
      return t("csvProblem.afterClosingQuote", words);
    case "INVALID_OPENING_QUOTE":
      return t("csvProblem.quoteInCell", words);
    case "CSV_MAX_RECORD_SIZE":
      return t("csvProblem.lineTooLong", words);
    default:
      return t("csvProblem.other", words);
  }
}

/** Every non-empty row of `text`, the header too; or why it is not CSV, in `t`'s language (`unreadable` puts csvProblem's reason in the caller's sentence). */
export function csvRows(text: string, unreadable: (why: string) => string, t: TFunction): { rows: CsvRow[] } | { error: string } {
  try {
    const rows = parse(text, {
      bom: true,
      delimiter: separatorOf(text.replace(/^\uFEFF/, "")),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    // csv-parse counts the line a row ends on; a quoted cell's line breaks say where it began.
    const breaks = (cells: string[]) => cells.reduce((n, cell) => n + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
    return { rows: rows.map(({ record, info }) => ({ cells: record, line: info.lines - breaks(record) })) };
  } catch (error) {
    return { error: unreadable(csvProblem(error, t)) };
  }
}
