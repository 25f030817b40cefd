/**
 * Why a name or bio is refused, said so a child understands it: a word the name screen reads as
 * rude (name-screening.server.ts), named by the part of the text that holds it, so "maya717"
 * says which part to change; or something that looks like an e-mail address, which is never shown
 * to others (docs/decisions/names-never-from-email.md). One set of words for every place a name is
 * screened (Edit Profile, sign-up and its live check, a class's name, a race's name): the `checks`
 * messages' `names`, in the language of the `t` given (any namespace's: the words name theirs).
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

/** Each field's refusal: a rude word in it, an e-mail address in it. */
const REFUSALS: Record<ScreenedField, { rude: string; email: string }> = {
  username: { rude: "names.rude.username", email: "names.email.username" },
  displayName: { rude: "names.rude.displayName", email: "names.email.displayName" },
  name: { rude: "names.rude.name", email: "names.email.name" },
  bio: { rude: "names.rude.bio", email: "names.email.bio" },
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

/** Why `text` may not be shown in `field`, or null when it may; in the language of `t`. */
export function nameRefusal(field: ScreenedField, text: string, t: TFunction = englishT("checks")): NameRefusal | null {
  const ns = "checks";
  if (isRude(text)) {
    const reason = t("names.rudeReason", { ns, part: rudePart(text) });
    return { reason, message: t(REFUSALS[field].rude, { ns, reason }) };
  }
  if (EMAIL.test(cleanText(text))) return { reason: t("names.emailReason", { ns }), message: t(REFUSALS[field].email, { ns }) };
  return null;
}

/** The field's message when `text` is refused, or null when it may be shown (in the language of `t`). */
export function nameProblem(field: ScreenedField, text: string, t?: TFunction): string | null {
  return nameRefusal(field, text, t)?.message ?? null;
}
