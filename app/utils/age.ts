/**
 * Age at sign-up: the month and year of birth, nothing more. A player who may be under 13 needs a
 * parent's consent (COPPA). Browser-safe: the sign-up form uses it to show the parent's field.
 */
/** From this age a player may make classes and teach (models/classes/). */
export const TEACHER_AGE = 18;
/** Under this age a parent must consent before the account leaves its limited mode. */
export const CONSENT_AGE = 13;
/** Days a parent has to answer before the child's account and its data are deleted. */
export const CONSENT_DAYS = 7;
/** Oldest birth year offered: no one signs up at 100. */
const OLDEST_AGE = 100;
/** Youngest: a four-year-old can have a parent sign them up for the 5+ games. */
const YOUNGEST_AGE = 4;

/** The years the form offers, newest first. */
export function birthYears(now = new Date()): number[] {
  const newest = now.getUTCFullYear() - YOUNGEST_AGE;
  return Array.from({ length: OLDEST_AGE - YOUNGEST_AGE + 1 }, (_, i) => newest - i);
}

export interface BirthMonth {
  year: number;
  month: number;
}

export const birthMessages = {
  missing: "Please tell us the month and year you were born.",
  invalid: "Please choose the month and year you were born from the lists.",
} as const;

function monthsOld(birth: BirthMonth, now: Date): number {
  return (now.getUTCFullYear() - birth.year) * 12 + (now.getUTCMonth() + 1 - birth.month);
}

/** Whole years, counting this month's birthday as not yet come (the day is not known). */
export function ageInYears(birth: BirthMonth, now = new Date()): number {
  return Math.floor((monthsOld(birth, now) - 1) / 12);
}

/**
 * True when the player may still be under 13. With only a month known, a birthday in this month
 * may be later than today, so this month's thirteenth birthday still counts as under 13.
 */
export function needsParentalConsent(birth: BirthMonth, now = new Date()): boolean {
  return ageInYears(birth, now) < CONSENT_AGE;
}
