/**
 * The /join/{code} page of a two-player session: the invite as the viewer sees it (or why there
 * is none), with the spec's toast, and the reply to a join attempt with its HTTP status.
 */
import type { Queryable } from "~/db.server";
import { isJoinErrorType, joinMessage } from "~/utils/join";
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
 * from the /games box (?error=): the page explains it like its own failures.
 */
export async function sessionInvitePage(db: Queryable, code: string, userId: string | null, errorType: string | null) {
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
    error: joinMessage(failed, diagnostic?.error === failed ? diagnostic.message : null),
    attempt: 1,
    diagnostic,
  };
  return {
    page: { invite, loadFailed, failure, diagnostic, pageToast: failure ? undefined : inviteToast(invite, loadFailed) },
    status: invite ? 200 : loadFailed ? 503 : 404,
  };
}

/** What the page found, as the spec's toasts say it: found, full, or an invalid code. */
function inviteToast(invite: Invite | null, loadFailed: boolean) {
  if (loadFailed) return pageToast({ title: "Session Error", description: joinMessage("database_error"), variant: "error" });
  if (!invite) return pageToast({ title: "Session Error", description: "Invalid or expired invite code", variant: "error" });
  if (invite.view === "full") return pageToast({ title: "Session Full", description: "This session is already full.", variant: "error" });
  if (invite.view === "join" || invite.view === "signed-out") {
    const host = invite.host ? ` with ${invite.host.displayName}` : "";
    return pageToast({ title: "Session Found!", description: `${invite.game.title}${host}`, variant: "success" });
  }
  return undefined;
}

/** Joins `userId` to the session behind `code` (already normalised): the reply, its status and headers. */
export async function joinAttemptReply(
  db: Queryable,
  code: string,
  userId: string,
  attempt: number,
): Promise<{ reply: JoinReply; status: number; headers?: Record<string, string> }> {
  if (!code) {
    return { reply: { ok: false, errorType: "invalid_input", error: "No invite code provided", attempt, diagnostic: null }, status: 400 };
  }
  const outcome = await attemptJoin(db, code, userId);
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
