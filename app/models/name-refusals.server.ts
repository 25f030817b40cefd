/**
 * Why a name or bio is refused, said so a child understands it: a word the name screen reads as
 * rude (name-screening.server.ts), named by the part of the text that holds it, so "maya717"
 * says which part to change; or something that looks like an e-mail address, which is never shown
 * to others (docs/decisions/names-never-from-email.md).
 */
import type { TFunction } from "i18next";
import { englishT } from "~/i18n/messages.server";
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
/** A refused name's sentence, by field (keys of the checks namespace). */
const REFUSED: Record<Exclude<ScreenedField, "bio">, string> = {
  username: "names.refused.username",
  displayName: "names.refused.displayName",
  name: "names.refused.name",
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

/**
 * Why `text` may not be shown in `field`, or null when it may, in the words of `t` (the checks
 * namespace's: the reader's from a route, the spec's English by default).
 */
export function nameRefusal(field: ScreenedField, text: string, t: TFunction = englishT("checks")): NameRefusal | null {
  if (isRude(text)) {
    const reason = t("names.rude", { part: rudePart(text) });
    return { reason, message: field === "bio" ? t("names.bioRude", { reason }) : t(REFUSED[field], { reason }) };
  }
  if (EMAIL.test(cleanText(text))) {
    const email = t("names.email");
    const reason = email[0].toUpperCase() + email.slice(1);
    return { reason, message: field === "bio" ? t("names.bioEmail") : t(REFUSED[field], { reason: email }) };
  }
  return null;
}

/** The field's message when `text` is refused, or null when it may be shown. */
export function nameProblem(field: ScreenedField, text: string, t: TFunction = englishT("checks")): string | null {
  return nameRefusal(field, text, t)?.message ?? null;
}
