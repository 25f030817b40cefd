/**
 * The sign-up form's checks, in the spec's order, as a pure function: the first problem wins and
 * is shown as the form's alert, with the field's own message beside it.
 */
import { PASSWORD_MIN, usernameMessages, usernameProblem, type FormProblem } from "./validation";
import { emailField } from "./validation.server";

export const PASSWORD_MAX = 128;

export interface SignUpFields {
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
}
export type SignUpErrors = Partial<Record<keyof SignUpFields, string>>;

export interface SignUpRefusal {
  problem: FormProblem;
  errors: SignUpErrors;
}

/** The form's fields as the checks read them: e-mail and username trimmed and cut to size. */
export function signUpFields(form: Record<string, string | undefined>): SignUpFields {
  return {
    email: (form.email ?? "").trim().slice(0, 300),
    username: (form.username ?? "").trim().slice(0, 100),
    password: form.password ?? "",
    confirmPassword: form.confirmPassword ?? "",
  };
}

/** Whether the username's availability has to be asked (one is given, and well formed). */
export function needsAvailability({ username }: Pick<SignUpFields, "username">): boolean {
  return username !== "" && usernameProblem(username) === null;
}

const refusal = (title: string, message: string, errors: SignUpErrors = {}): SignUpRefusal => ({
  problem: { title, message },
  errors,
});

/**
 * The first problem of a sign-up, or null: missing fields, the e-mail, the username (optional:
 * its format, then `usernameTaken`), the confirmation, then the password's length.
 */
export function signUpRefusal(fields: SignUpFields, usernameTaken = false): SignUpRefusal | null {
  const { email, username, password, confirmPassword } = fields;
  const missing: SignUpErrors = {};
  if (!email) missing.email = "Email is required";
  if (!password) missing.password = "Password is required";
  if (!confirmPassword) missing.confirmPassword = "Please confirm your password";
  if (Object.keys(missing).length) return refusal("Missing fields", "Please fill in all required fields.", missing);

  if (!emailField.safeParse(email).success) {
    return refusal("Sign up failed", "Please provide a valid email address.", { email: "Please provide a valid email address." });
  }
  if (username) {
    const problem = usernameProblem(username) ?? (usernameTaken ? usernameMessages.taken : null);
    if (problem) return refusal("Invalid username", "Please choose a valid and available username.", { username: problem });
  }
  if (password !== confirmPassword) {
    return refusal("Passwords do not match", "Please make sure your passwords match.", { confirmPassword: "Passwords do not match" });
  }
  if (password.length < PASSWORD_MIN) {
    const message = "Password must be at least 6 characters long.";
    return refusal("Password too short", message, { password: message });
  }
  if (password.length > PASSWORD_MAX) {
    const message = `Password must be at most ${PASSWORD_MAX} characters long.`;
    return refusal("Password too long", message, { password: message });
  }
  return null;
}
