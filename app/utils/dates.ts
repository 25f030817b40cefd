/** "2025-05-23" or a Date → "May 23, 2025" (dates are calendar days; shown as written). */
export function formatDate(value: string | Date): string {
  const date = typeof value === "string" ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value;
  return dateFormat.format(date);
}

// Made once: building an Intl.DateTimeFormat costs ~0.1 ms, which a page of 100 dates (the
// leaderboard) would otherwise pay on every render.
const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

// One formatter per time zone, made on first use: every signed-in request asks for today.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of `date` in `timeZone`: days are APP_TIME_ZONE days. */
export function calendarDay(date: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format.format(date);
}
