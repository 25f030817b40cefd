/**
 * A school student's login state as their teacher's roster shows it (issue 47, item 6): locked out
 * (too many wrong pictures: /class-login sets lockedUntil), never signed in, signed in today, or
 * the last day they did. Days are APP_TIME_ZONE days.
 */
import { calendarDay, formatDate } from "~/utils/dates";

export interface LoginState {
  words: string;
  locked: boolean;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

function clockTime(date: Date, timeZone: string): string {
  let format = clocks.get(timeZone);
  if (!format) clocks.set(timeZone, (format = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone })));
  return format.format(date);
}

export function loginState(
  { lockedUntil, lastSignInAt }: { lockedUntil: Date | null; lastSignInAt: Date | null },
  { timeZone, now = new Date() }: { timeZone: string; now?: Date },
): LoginState {
  if (lockedUntil && lockedUntil > now) return { words: `Locked out until ${clockTime(lockedUntil, timeZone)}`, locked: true };
  if (!lastSignInAt) return { words: "Never signed in", locked: false };
  const day = calendarDay(lastSignInAt, timeZone);
  return { words: day === calendarDay(now, timeZone) ? "Signed in today" : `Last signed in ${formatDate(day)}`, locked: false };
}
