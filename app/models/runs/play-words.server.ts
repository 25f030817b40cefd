/**
 * What the play forms' action says in words of its own (refusals, the answer's toasts): each a key
 * of play.json's "said". The models say them in the spec's English (`said`), so their tests keep
 * it; the action (play-action.server.ts) gives the reader the same sentence in their language.
 * Words an engine wrote (an answer it refused) come as they are: the run's language is its own.
 */
import type { TFunction } from "i18next";
import { englishT, resources } from "~/i18n/messages.server";
import { DEFAULT_LANGUAGE } from "~/i18n/config";
import type { PlayActionData } from "~/games/run-view";
import type { Toast } from "~/utils/toast.server";

/** A sentence of play.json's "said", in English: `said("said.runNotFound")`. */
export const said: TFunction = englishT("play");

/** Each English sentence of "said" and its key. */
const keyOf = new Map(
  Object.entries((resources[DEFAULT_LANGUAGE].play as { said: Record<string, string> }).said).map(([key, text]) => [text, `said.${key}`]),
);

/** `text` in the reader's words: one sentence of "said", or several in a row; anything else as it came. */
export function inReadersWords(text: string, t: TFunction): string {
  const whole = keyOf.get(text);
  if (whole) return t(whole);
  const sentences = text.split(/(?<=[.!?]) /);
  const keys = sentences.map((sentence) => keyOf.get(sentence));
  return sentences.length > 1 && keys.every(Boolean) ? keys.map((key) => t(key!)).join(" ") : text;
}

/** A reply's error in the reader's words. */
export function replyInReadersWords<R extends PlayActionData>(reply: R, t: TFunction): R {
  return reply.error ? { ...reply, error: inReadersWords(reply.error, t) } : reply;
}

/** A toast's title and description in the reader's words. */
export function toastInReadersWords(toast: Toast, t: TFunction): Toast {
  return { ...toast, title: inReadersWords(toast.title, t), description: toast.description && inReadersWords(toast.description, t) };
}
