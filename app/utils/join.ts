/**
 * The join flow's rules shared by the server and the browser: the invite-code input rule, the
 * spec's join messages, which failures open the diagnostics, and the retry rules.
 */

export const INVITE_CODE_LENGTH = 6;
export const JOIN_MAX_ATTEMPTS = 3;
/** The spec's "redirect after join". */
export const JOIN_REDIRECT_MS = 1500;

/**
 * The spec's input rule: uppercased, trimmed, non-alphanumerics stripped, at most 6 characters.
 * Shared with the server (models/multiplayer/) so the browser applies it as the player types.
 */
export function normaliseCode(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, INVITE_CODE_LENGTH);
}

export const joinErrorTypes = [
  "session_not_found",
  "session_not_active",
  "session_expired",
  "own_session",
  "session_full",
  "user_profile_missing",
  "invalid_input",
  "authentication_required",
  "authentication_error",
  "user_mismatch",
  "database_error",
  "invalid_session_data",
  "network_error",
  "unexpected_error",
  "session_locked",
  "race_condition",
  "rate_limited",
] as const;
export type JoinErrorType = (typeof joinErrorTypes)[number];

export function isJoinErrorType(value: unknown): value is JoinErrorType {
  return (joinErrorTypes as readonly unknown[]).includes(value);
}

/**
 * The spec's join messages, as keys of the race namespace (app/locales/<language>/race.json);
 * types it does not word keep the database function's wording.
 */
const joinMessageKeys: Partial<Record<JoinErrorType, string>> = {
  session_not_found: "joinErrors.sessionNotFound",
  session_full: "joinErrors.sessionFull",
  own_session: "joinErrors.ownSession",
  session_expired: "joinErrors.sessionExpired",
  race_condition: "joinErrors.raceCondition",
  session_locked: "joinErrors.sessionLocked",
  database_error: "joinErrors.databaseError",
  authentication_error: "joinErrors.authenticationError",
  authentication_required: "joinErrors.signInAgain",
  user_mismatch: "joinErrors.signInAgain",
  network_error: "joinErrors.networkError",
  invalid_session_data: "joinErrors.invalidSessionData",
  invalid_input: "joinErrors.invalidInput",
  unexpected_error: "joinErrors.unexpected",
  rate_limited: "joinErrors.rateLimited",
};

/**
 * What the error box says for a failure of `type` (`detail`: the database's own message), in the
 * words of `t` (the race namespace's): the reader's on a page, the spec's English in the models
 * (models/multiplayer/join-words.server.ts).
 */
export function joinWords(type: string, detail: string | null | undefined, t: (key: string) => string): string {
  const key = isJoinErrorType(type) ? joinMessageKeys[type] : undefined;
  return key ? t(key) : (detail ?? t("joinErrors.default"));
}

/** A session's status (sessions.status), in words: keys of the race namespace. */
export const STATUS_WORDS: Record<string, string> = {
  active: "invite.statusActive",
  waiting: "invite.statusWaiting",
  expired: "invite.statusExpired",
  completed: "invite.statusCompleted",
  ended: "invite.statusEnded",
};

/**
 * What the diagnostics say of a failing check (diagnose_session_join_issues's `error`), as keys
 * of the race namespace; the English is the function's own wording. Codes a player never meets
 * (a malformed user id, the function's own failure) keep the function's words.
 */
const diagnosticKeys: Record<string, string> = {
  invalid_invite_code: "joinErrors.invalidInput",
  authentication_required: "joinBox.signIn",
  database_error: "joinErrors.databaseError",
  session_not_found: "diagnostics.why.notFound",
  session_not_active: "diagnostics.why.notActive",
  session_expired: "diagnostics.why.expired",
  own_session: "diagnostics.why.own",
  session_full: "joinErrors.sessionFull",
  user_profile_missing: "diagnostics.why.profileMissing",
  game_unavailable: "diagnostics.why.gameGone",
};

/** The diagnostics' sentence in the words of `t` (the race namespace's): the reader's on a page. */
export function diagnosticWords(
  diagnostic: { error?: string | null; message?: string | null; session_status?: string },
  t: (key: string, options?: Record<string, unknown>) => string,
): string | null {
  const key = diagnostic.error ? diagnosticKeys[diagnostic.error] : undefined;
  if (!key) return diagnostic.message ?? null;
  const status = diagnostic.session_status ?? "";
  return t(key, { status: STATUS_WORDS[status] ? t(STATUS_WORDS[status]) : status });
}

/** The spec: these failures open the diagnostics panel by themselves. */
export function opensDiagnostics(type: string): boolean {
  return ["session_not_found", "session_expired", "database_error", "unexpected_error"].includes(type);
}

/**
 * How long to wait before retrying a failed attempt number `attempt` automatically, or null
 * when it is not retried (not transient, or the 3 attempts are spent). A database_error is a
 * lock, timeout or lost connection as far as the player can tell, so it is retried.
 */
export function retryDelayMs(type: string, attempt: number): number | null {
  if (attempt >= JOIN_MAX_ATTEMPTS) return null;
  switch (type) {
    case "database_error":
      return 1000 * attempt;
    case "session_locked":
    case "race_condition":
      return 1500 * attempt;
    case "network_error":
      return 2000;
    case "invalid_session_data":
      return 1000;
    default:
      return null;
  }
}
