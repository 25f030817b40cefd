/**
 * A school student's login state as their teacher's roster shows it (issue 47, item 6): locked out
 * (too many wrong pictures: /class-login sets lockedUntil), never signed in, signed in today, or
 * the last day they did. Days are APP_TIME_ZONE days.
 */
import type { TFunction } from "i18next";
import { formatDay } from "~/i18n/format";
import { englishT } from "~/i18n/messages.server";
import { calendarDay } from "~/utils/dates";

export interface LoginState {
  words: string;
  locked: boolean;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

function clockTime(date: Date, timeZone: string, language: string): string {
  const key = `${language} ${timeZone}`;
  let format = clocks.get(key);
  if (!format) clocks.set(key, (format = new Intl.DateTimeFormat(language, { hour: "numeric", minute: "2-digit", timeZone })));
  return format.format(date);
}

/** Who reads a page: its language and its translation function (the "teach" messages). */
export interface Reader {
  language: string;
  t: TFunction;
}

/** The state in the reader's words, its day and time in their language (English by default). */
export function loginState(
  { lockedUntil, lastSignInAt }: { lockedUntil: Date | null; lastSignInAt: Date | null },
  { timeZone, now = new Date(), reader = { language: "en", t: englishT("teach") } }: { timeZone: string; now?: Date; reader?: Reader },
): LoginState {
  const { language, t } = reader;
  if (lockedUntil && lockedUntil > now)
    return { words: t("login.locked", { time: clockTime(lockedUntil, timeZone, language) }), locked: true };
  if (!lastSignInAt) return { words: t("login.never"), locked: false };
  const day = calendarDay(lastSignInAt, timeZone);
  const words = day === calendarDay(now, timeZone) ? t("login.today") : t("login.last", { day: formatDay(day, language) });
  return { words, locked: false };
}
