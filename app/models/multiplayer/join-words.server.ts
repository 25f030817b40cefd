/** The join flow's messages in the spec's English, for the models and their tests (utils/join.ts has the rule, the race namespace the words). */
import { englishT } from "~/i18n/messages.server";
import { joinWords } from "~/utils/join";

const english = englishT("race");

export const DEFAULT_JOIN_MESSAGE = english("joinErrors.default");

/** What the error box says for a failure of `type` (`detail`: the database's own message), in English. */
export function joinMessage(type: string, detail?: string | null): string {
  return joinWords(type, detail, english);
}

/** A join reply in the reader's words (`t`: the race namespace's): the spec's message of its type; the database's own words as they came. */
export function joinReplyInReadersWords<R extends { ok: boolean; errorType?: string; error?: string }>(
  reply: R,
  t: (key: string) => string,
): R {
  if (reply.ok || !reply.errorType || reply.error !== joinMessage(reply.errorType)) return reply;
  return { ...reply, error: joinWords(reply.errorType, null, t) };
}
