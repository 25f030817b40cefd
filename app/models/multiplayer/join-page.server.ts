/**
 * The /join/{code} page of a two-player session: the invite as the viewer sees it (or why there
 * is none), with the spec's toast, and the reply to a join attempt with its HTTP status.
 */
import type { GameLanguage } from "~/games/language";
import type { TFunction } from "i18next";
import type { Queryable } from "~/db.server";
import { englishT } from "~/i18n/messages.server";
import { diagnosticWords, isJoinErrorType, joinWords } from "~/utils/join";
import { pageToast } from "~/utils/toast.server";
import { attemptJoin, diagnose, inviteFor, type Diagnostic, type Invite } from "./join.server";
import { loadSession, type LoadedSession } from "./sessions.server";

/** The join action's answer; `attempt` is the number of the attempt it answers (1 to 3). */
export type JoinReply =
  | { ok: true; rejoined: boolean; racePath: string; attempt: number }
  | {
      ok: false;
      errorType: string;
      error: string;
      attempt: number;
      diagnostic: Diagnostic | null;
    };

/**
 * The session behind `code` as `userId` (null: signed out) sees it. `errorType` is a failed join
 * from the /games box (?error=): the page explains it like its own failures. Said in the words of
 * `t` (the race namespace's: the reader's on the page; the spec's English by default).
 */
export async function sessionInvitePage(
  db: Queryable,
  code: string,
  userId: string | null,
  errorType: string | null,
  t: TFunction = englishT("race"),
) {
  let loaded: LoadedSession | null = null;
  let loadFailed = false;
  try {
    loaded = await loadSession(db, { code });
  } catch (error) {
    console.error(`load session ${code} failed`, error);
    loadFailed = true;
  }
  const invite = loaded ? inviteFor(loaded, userId) : null;

  const failed = userId && isJoinErrorType(errorType) ? errorType : null;
  const diagnostic = userId && (failed || !loaded) ? await diagnose(db, code, userId) : null;
  const failure: JoinReply | null = failed && {
    ok: false,
    errorType: failed,
    error: joinWords(failed, diagnostic?.error === failed ? diagnosticWords(diagnostic, t) : null, t),
    attempt: 1,
    diagnostic,
  };
  return {
    page: { invite, loadFailed, failure, diagnostic, pageToast: failure ? undefined : inviteToast(invite, loadFailed, t) },
    status: invite ? 200 : loadFailed ? 503 : 404,
  };
}

/** What the page found, as the spec's toasts say it: found, full, or an invalid code. */
function inviteToast(invite: Invite | null, loadFailed: boolean, t: TFunction) {
  const error = t("joinPage.sessionError");
  if (loadFailed) return pageToast({ title: error, description: joinWords("database_error", null, t), variant: "error" });
  if (!invite) return pageToast({ title: error, description: t("joinPage.invalidCode"), variant: "error" });
  if (invite.view === "full")
    return pageToast({ title: t("joinPage.full"), description: joinWords("session_full", null, t), variant: "error" });
  if (invite.view === "join" || invite.view === "signed-out") {
    const description = invite.host
      ? t("joinPage.foundWith", { game: invite.game.title, host: invite.host.displayName })
      : invite.game.title;
    return pageToast({ title: t("joinPage.found"), description, variant: "success" });
  }
  return undefined;
}

/**
 * Joins `userId` to the session behind `code` (already normalised): the reply, its status and
 * headers. A missing code is said in the words of `t` (the race namespace's).
 */
export async function joinAttemptReply(
  db: Queryable,
  code: string,
  userId: string,
  attempt: number,
  language?: GameLanguage,
  t: TFunction = englishT("race"),
): Promise<{ reply: JoinReply; status: number; headers?: Record<string, string> }> {
  if (!code) {
    return { reply: { ok: false, errorType: "invalid_input", error: t("joinPage.noCode"), attempt, diagnostic: null }, status: 400 };
  }
  const outcome = await attemptJoin(db, code, userId, language);
  if (outcome.ok) return { reply: { ...outcome, attempt }, status: 200 };
  if (outcome.retryAfterSeconds !== undefined) {
    const { retryAfterSeconds, ...refused } = outcome;
    return { reply: { ...refused, attempt, diagnostic: null }, status: 429, headers: { "Retry-After": String(retryAfterSeconds) } };
  }
  const diagnostic = await diagnose(db, code, userId);
  return { reply: { ...outcome, attempt, diagnostic }, status: failureStatus(outcome.errorType) };
}

function failureStatus(errorType: string): number {
  if (errorType === "session_not_found") return 404;
  if (["database_error", "session_locked", "invalid_session_data", "unexpected_error"].includes(errorType)) return 503;
  return 409;
}
