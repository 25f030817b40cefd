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

/** How far `timeZone`'s clock is ahead of UTC at `date`, in ms. */
function zoneOffsetMs(date: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second")) - date.getTime();
}

/** The moment calendar day `day` (YYYY-MM-DD) begins in `timeZone` (a homework's window is whole days). */
export function startOfDay(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const guess = midnightUtc - zoneOffsetMs(new Date(midnightUtc), timeZone);
  // On a day the clocks change, the offset at the guess is the one that holds at midnight.
  return new Date(midnightUtc - zoneOffsetMs(new Date(guess), timeZone));
}

/** The day after `day` (YYYY-MM-DD), as a calendar day. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3600_000).toISOString().slice(0, 10);
}
