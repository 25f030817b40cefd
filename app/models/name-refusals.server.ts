/**
 * Why a name or bio is refused, said so a child understands it: a word the name screen reads as
 * rude (name-screening.server.ts), named by the part of the text that holds it, so "maya717"
 * says which part to change; or something that looks like an e-mail address, which is never shown
 * to others (docs/decisions/names-never-from-email.md).
 */
import { cleanText } from "~/utils/visible-text";
import { isRude } from "./name-screening.server";

export type ScreenedField = "username" | "displayName" | "bio" | "name";

/** What is refused, and the sentence that says why (the register page puts it after the spec's own words). */
export interface NameRefusal {
  message: string;
  reason: string;
}

const MASK = /[*#][\p{L}*#]|[\p{L}*#][*#]/u;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]{2,}/u;
const EMAIL_REASON = "it looks like an e-mail address, and e-mail addresses stay private here.";

const NAMED: Record<Exclude<ScreenedField, "bio">, string> = {
  username: "That username",
  displayName: "That display name",
  name: "That name",
};

/**
 * The shortest part of a refused text that is still refused: whole words dropped from each end
 * first (a bio), then letters. "mayaf9cfx717" → "717", "Penistone penis" → "penis".
 */
export function rudePart(text: string): string {
  let words = cleanText(text).split(/(\s+)/);
  const stillRude = (parts: string[]) => isRude(parts.join(""));
  while (words.length > 1 && stillRude(words.slice(2))) words = words.slice(2);
  while (words.length > 1 && stillRude(words.slice(0, -2))) words = words.slice(0, -2);
  const letters = [...words.join("")];
  let [start, end] = [0, letters.length];
  while (end - start > 1 && stillRude(letters.slice(start + 1, end))) start++;
  while (end - start > 1 && stillRude(letters.slice(start, end - 1))) end--;
  // A masked word is named whole: "f**k", not the "f**" that is refused too.
  while (end < letters.length && MASK.test(letters[end - 1] + letters[end])) end++;
  return letters.slice(start, end).join("");
}

/** Why `text` may not be shown in `field`, or null when it may. */
export function nameRefusal(field: ScreenedField, text: string): NameRefusal | null {
  if (isRude(text)) {
    const reason = `“${rudePart(text)}” looks like a rude word.`;
    return field === "bio"
      ? { reason, message: `Your bio has a word that isn't allowed here: ${reason} Please change it and try again.` }
      : { reason, message: `${NAMED[field]} isn't allowed here: ${reason} Please choose a different one.` };
  }
  if (EMAIL.test(cleanText(text))) {
    const reason = EMAIL_REASON[0].toUpperCase() + EMAIL_REASON.slice(1);
    return field === "bio"
      ? {
          reason,
          message: "Your bio has an e-mail address in it, and e-mail addresses stay private here. Please take it out and try again.",
        }
      : { reason, message: `${NAMED[field]} isn't allowed here: ${EMAIL_REASON} Please choose a different one.` };
  }
  return null;
}

/** The field's message when `text` is refused, or null when it may be shown. */
export function nameProblem(field: ScreenedField, text: string): string | null {
  return nameRefusal(field, text)?.message ?? null;
}
