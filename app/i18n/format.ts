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

/** A count in few letters: the spec's "1.3K" in English (utils/numbers.ts), Intl's compact form in another language ("1,3 mil"). */
export function shortCount(value: number, language: string): string {
  return language === "en" ? abbreviateNumber(value) : formatCount(value, language, { notation: "compact" });
}

// A teacher's pages (issue 50): calendar days and times in the reader's language.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = dayFormats.get(key);
  if (!format) dayFormats.set(key, (format = new Intl.DateTimeFormat(language, { timeZone: "UTC", ...options })));
  return format;
}

/** A calendar day ("2026-12-05", or a Date's day in UTC) as the reader writes it: "December 5, 2026", "5 de diciembre de 2026". */
export function formatDay(day: string | Date, language: string): string {
  const value = typeof day === "string" ? new Date(`${day.slice(0, 10)}T12:00:00Z`) : day;
  return dayFormat(language, { year: "numeric", month: "long", day: "numeric" }).format(value);
}

/** A calendar day with its weekday and no year: "Friday, November 27", "viernes, 27 de noviembre". */
export function formatWeekday(day: string, language: string): string {
  return dayFormat(language, { weekday: "long", month: "long", day: "numeric" }).format(new Date(`${day.slice(0, 10)}T12:00:00Z`));
}

/** A moment in `timeZone` (APP_TIME_ZONE) with its time: "December 5, 2026 at 3:04 PM EST" as the reader writes it. */
export function formatMoment(at: Date | string, language: string, timeZone: string): string {
  const options = { year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" } as const;
  return dayFormat(language, { ...options, timeZone }).format(new Date(at));
}

/** A calendar day in short: "Nov 27", "27 nov". */
export function formatShortDay(day: string, language: string): string {
  return dayFormat(language, { month: "short", day: "numeric" }).format(new Date(`${day.slice(0, 10)}T12:00:00Z`));
}

/** A moment's calendar day as the reader writes it, in `timeZone` (APP_TIME_ZONE): "May 23, 2025", "23 de mayo de 2025". */
export function longDate(value: Date, language: string, timeZone: string): string {
  return dayFormat(language, { year: "numeric", month: "long", day: "numeric", timeZone }).format(value);
}
