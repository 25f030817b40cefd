/**
 * Form rules shared by actions (the authority) and views (hints, live checks). Messages are the
 * spec's, word for word.
 */

export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 6;
export const DISPLAY_NAME_MAX = 50;
export const BIO_MAX = 200;
export const EMAIL_MAX = 254;

export const usernameMessages = {
  tooShort: "Username must be at least 3 characters long",
  badCharacters: "Username can only contain letters, numbers, and underscores",
  taken: "Username is already taken",
  available: "Username is available",
  invalid: "Username must be at least 3 characters and contain only letters, numbers, and underscores",
} as const;

/** What the live username check says (GET /api/username-availability). */
export type UsernameStatus = "empty" | "invalid" | "taken" | "available" | "unknown";
export interface UsernameAvailability {
  username: string;
  status: UsernameStatus;
  message: string;
}

/** What is wrong with a username's form, or null when nothing is. */
export function usernameFormFault(username: string): "tooShort" | "badCharacters" | "tooLong" | null {
  if (username.length < USERNAME_MIN) return "tooShort";
  if (!USERNAME_PATTERN.test(username)) return "badCharacters";
  if (username.length > USERNAME_MAX) return "tooLong";
  return null;
}

/** Why a username is not acceptable (format only), or null when it is. */
export function usernameProblem(username: string): string | null {
  const fault = usernameFormFault(username);
  return fault === "tooLong" ? `Username must be at most ${USERNAME_MAX} characters long` : fault && usernameMessages[fault];
}

/** A toast-style error (title and message) as the spec writes them. */
export interface FormProblem {
  title: string;
  message: string;
}
