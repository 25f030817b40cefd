/** The join flow's messages in the spec's English, for the models and their tests (utils/join.ts has the rule, the race namespace the words). */
import { englishT } from "~/i18n/messages.server";
import { diagnosticWords, joinWords } from "~/utils/join";

const english = englishT("race");

export const DEFAULT_JOIN_MESSAGE = english("joinErrors.default");

/** What the error box says for a failure of `type` (`detail`: the database's own message), in English. */
export function joinMessage(type: string, detail?: string | null): string {
  return joinWords(type, detail, english);
}

/**
 * A join reply in the reader's words (`t`: the race namespace's): the spec's message of its type;
 * a failure the spec does not word (an inactive session, a missing profile) as its diagnostics
 * say it, whose English is the database's own words; anything else as it came. (The diagnostic
 * as diagnosticWords reads it, not join.server's type: that module words its failures here.)
 */
export function joinReplyInReadersWords<
  R extends { ok: boolean; errorType?: string; error?: string; diagnostic?: Parameters<typeof diagnosticWords>[0] | null },
>(reply: R, t: (key: string, options?: Record<string, unknown>) => string): R {
  if (reply.ok || !reply.errorType) return reply;
  if (reply.error === joinMessage(reply.errorType)) return { ...reply, error: joinWords(reply.errorType, null, t) };
  const diagnosed = reply.diagnostic?.error === reply.errorType ? diagnosticWords(reply.diagnostic, t) : null;
  return diagnosed ? { ...reply, error: diagnosed } : reply;
}
