/**
 * A namespace's "said" messages: the sentences a model says in the spec's English (so its tests
 * keep it), which an action or loader hands the reader in their language by finding the English
 * sentence's key. Words that are not one of them (an engine's, a database's) come as they are.
 */
import type { TFunction } from "i18next";
import { DEFAULT_LANGUAGE } from "./config";
import { englishT, resources } from "./messages.server";

export function saidIn(namespace: string) {
  const said: TFunction = englishT(namespace);
  const messages = (resources[DEFAULT_LANGUAGE][namespace] as { said?: Record<string, string> } | undefined)?.said ?? {};
  const keyOf = new Map(Object.entries(messages).map(([key, text]) => [text, `said.${key}`]));
  /** `text` in the words of `t` (the namespace's, in the reader's language): one sentence of "said", or several in a row; else as it came. */
  function inReadersWords(text: string, t: TFunction): string {
    const whole = keyOf.get(text);
    if (whole) return t(whole);
    const sentences = text.split(/(?<=[.!?]) /);
    const keys = sentences.map((sentence) => keyOf.get(sentence));
    return sentences.length > 1 && keys.every(Boolean) ? keys.map((key) => t(key!)).join(" ") : text;
  }
  return { said, inReadersWords };
}
