/** Numbers and dates in the reader's language, through Intl (one formatter per language and style). */
import { abbreviateNumber } from "~/utils/numbers";

const numberFormats = new Map<string, Intl.NumberFormat>();

export function formatCount(value: number, language: string, options: Intl.NumberFormatOptions = {}): string {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(language, { maximumFractionDigits: 1, ...options })));
  return format.format(value);
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** A month's name (1-12) as the reader writes it: "January", "enero". */
export function monthName(month: number, language: string): string {
  let format = monthFormats.get(language);
  if (!format) monthFormats.set(language, (format = new Intl.DateTimeFormat(language, { month: "long", timeZone: "UTC" })));
  return format.format(Date.UTC(2000, month - 1, 1));
}

// A child's pages (issue 50): scores, coin counts and calendar days as the reader writes them.

/** A count in few letters: the spec's "1.3K" in English (utils/numbers.ts), Intl's compact form in another language ("1,3 mil"). */
export function shortCount(value: number, language: string): string {
  return language === "en" ? abbreviateNumber(value) : formatCount(value, language, { notation: "compact" });
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day ("2025-05-23" or a Date) in words: "May 23, 2025", "23 de mayo de 2025" (shown as written, in UTC). */
export function formatDay(value: string | Date, language: string): string {
  let format = dayFormats.get(language);
  if (!format) {
    const locale = language === "en" ? "en-US" : language;
    dayFormats.set(
      language,
      (format = new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" })),
    );
  }
  return format.format(typeof value === "string" ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value);
}
