/** Numbers and dates in the reader's language, through Intl (one formatter per language and style). */
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

const longDates = new Map<string, Intl.DateTimeFormat>();

/** A moment's calendar day as the reader writes it, in `timeZone` (APP_TIME_ZONE): "May 23, 2025", "23 de mayo de 2025". */
export function longDate(value: Date, language: string, timeZone: string): string {
  const key = `${language} ${timeZone}`;
  let format = longDates.get(key);
  if (!format)
    longDates.set(key, (format = new Intl.DateTimeFormat(language, { year: "numeric", month: "long", day: "numeric", timeZone })));
  return format.format(value);
}
