/**
 * A student's name as a teacher gives it (a pasted line, a roster file's cell), made ready to keep:
 * Unicode NFC, no character that draws nothing (format, control, zero-width and bidi marks: see
 * visible-text.ts), runs of spaces made one, trimmed, and 1-30 characters (the column's check).
 * Roster import and the class page's pasted names both read names through it.
 */
import { withoutInvisibles } from "./visible-text";

export const STUDENT_NAME_MAX = 30;

export type CleanedName = { ok: true; name: string } | { ok: false; problem: "empty" | "too-long" };

/** The text as it is kept: NFC, nothing invisible, control characters and runs of spaces made one space, trimmed. */
export function tidyName(raw: string): string {
  return withoutInvisibles(raw.normalize("NFC").replace(/\p{Cc}/gu, " "))
    .replace(/[\s\p{Z}]+/gu, " ")
    .trim();
}

export function cleanStudentName(raw: string): CleanedName {
  const name = tidyName(raw);
  if (!name) return { ok: false, problem: "empty" };
  // Counted in code points, as PostgreSQL's char_length counts them.
  if ([...name].length > STUDENT_NAME_MAX) return { ok: false, problem: "too-long" };
  return { ok: true, name };
}

/** The last name's initial as the teacher sees it ("Maya R."): its first letter, upper case; "" when it has none. */
export function lastInitialOf(lastName: string): string {
  const cleaned = cleanStudentName(lastName);
  const letter = cleaned.ok ? [...cleaned.name].find((char) => /\p{L}/u.test(char)) : undefined;
  if (!letter) return "";
  // "ß" upper-cased is "SS": an initial stays one character.
  const upper = letter.toUpperCase();
  return [...upper].length === 1 ? upper : letter;
}
