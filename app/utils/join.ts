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

/** The spec's join messages; types it does not word keep the database function's wording. */
const joinMessages: Partial<Record<JoinErrorType, string>> = {
  session_not_found: "Session not found. Please check the invite code.",
  session_full: "This session is already full.",
  own_session: "You cannot join your own session.",
  session_expired: "This session has expired. Please request a new invite.",
  race_condition: "Session was just taken by another player. Please try a different session.",
  session_locked: "Session is currently busy. Please try again in a moment.",
  database_error: "A technical error occurred. Please try again.",
  authentication_error: "Authentication error. Please refresh the page and try again.",
  authentication_required: "Authentication error. Please sign in again.",
  user_mismatch: "Authentication error. Please sign in again.",
  network_error: "Network error. Please check your connection and try again.",
  invalid_session_data: "Invalid session data received. Please try again.",
  invalid_input: "Invalid invite code format. Please enter a 6-character code.",
  unexpected_error: "An unexpected error occurred",
  rate_limited: "Too many join attempts. Please wait a few minutes and try again.",
};
export const DEFAULT_JOIN_MESSAGE = "Could not join the session. Please check the code and try again.";

/** What the error box says for a failure of `type` (`detail`: the database's own message). */
export function joinMessage(type: string, detail?: string | null): string {
  return (isJoinErrorType(type) ? joinMessages[type] : undefined) ?? detail ?? DEFAULT_JOIN_MESSAGE;
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
