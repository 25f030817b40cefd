/**
 * Text the database can store. A form's fields come through the browser's encoder (NUL stripped
 * by formObject, invalid UTF-8 replaced), but JSON on a socket or a fetch can spell both a NUL
 * (`\u0000`) and half a surrogate pair (`\ud800`), which PostgreSQL refuses (22P05): without this
 * check they reached it, failed as "a technical error" and filled the log.
 */
import { z } from "zod";

export const UNUSABLE_TEXT = "That answer contains characters that cannot be used. Please type it again.";

const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** A string of at most `max` characters that the database can store; refused with UNUSABLE_TEXT. */
export const storableText = (max: number) => z.string().max(max).refine(isStorableText, UNUSABLE_TEXT);
