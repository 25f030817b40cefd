/**
 * What the play forms' action says in words of its own (refusals, the answer's toasts): each a key
 * of play.json's "said". The models say them in the spec's English (`said`), so their tests keep
 * it; the action (play-action.server.ts) gives the reader the same sentence in their language.
 * Words an engine wrote (an answer it refused) come as they are: the run's language is its own.
 */
import type { TFunction } from "i18next";
import type { ZodError } from "zod";
import { saidIn } from "~/i18n/said.server";
import type { PlayActionData } from "~/games/run-view";
import type { Toast } from "~/utils/toast.server";

const play = saidIn("play");

/** A sentence of play.json's "said", in English: `said("said.runNotFound")`. */
export const said = play.said;
export const inReadersWords = play.inReadersWords;

/** What a post that is none of the page's forms is told: a bad answer next to its box (too long: the only way it can be bad), anything else in general. */
export function playFormProblem(error: ZodError): PlayActionData {
  return error.issues[0]?.path[0] === "answer" ? { error: said("said.tooLong"), field: "answer" } : { error: said("said.notUnderstood") };
}

/** A reply's error in the reader's words. */
export function replyInReadersWords<R extends PlayActionData>(reply: R, t: TFunction): R {
  return reply.error ? { ...reply, error: inReadersWords(reply.error, t) } : reply;
}

/** A toast's title and description in the reader's words. */
export function toastInReadersWords(toast: Toast, t: TFunction): Toast {
  return { ...toast, title: inReadersWords(toast.title, t), description: toast.description && inReadersWords(toast.description, t) };
}
