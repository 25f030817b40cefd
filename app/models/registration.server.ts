/**
 * The sign-up form's checks, in the spec's order, as one pure function: the first problem wins,
 * with the spec's title and message and a message on each field concerned. Then ours: the month
 * and year of birth, and a parent's e-mail for a player who may be under 13 (COPPA).
 */
import { birthMessages, birthYears, needsParentalConsent, type BirthMonth } from "~/utils/age";
import { PASSWORD_MIN, usernameProblem, type FormProblem } from "~/utils/validation";
import { emailField } from "~/utils/validation.server";
import { cleanField, formText, trimmedText } from "~/utils/read-form.server";
import { z } from "zod";

export const PASSWORD_MAX = 128;

export type RegisterField = "email" | "username" | "password" | "confirmPassword" | "birth" | "parentEmail";

export interface CheckedRegistration {
  email: string;
  username: string;
  password: string;
  birth: BirthMonth;
  /** Set when the player may be under 13: the parent who is asked to consent. */
  parentEmail: string | null;
}

export type RegistrationCheck =
  { ok: true; registration: CheckedRegistration } | { ok: false; problem: FormProblem; errors: Partial<Record<RegisterField, string>> };

export const parentEmailMessages = {
  missing: "Players under 13 need a parent's permission. Please enter your parent's email address.",
  invalid: "Please enter a valid email address for your parent.",
} as const;

/** The posted fields, trimmed and cut to sane lengths (any form passes); what a refused form shows again. */
export const registrationForm = z.object({
  email: trimmedText(300),
  username: cleanField(trimmedText(100)),
  password: formText,
  confirmPassword: formText,
  birthMonth: trimmedText(2),
  birthYear: trimmedText(4),
  parentEmail: trimmedText(300),
  /** ?ref=USERNAME of the player who invited them (a hidden field). */
  ref: trimmedText(30),
  /** Where to go once the address is verified (a class's join page): a hidden field, a site path. */
  redirectTo: trimmedText(200),
});

/** For tests and callers that hold the fields already. */
export const registrationValues = (form: Record<string, string | undefined>) => registrationForm.parse(form);

export type RegistrationValues = z.output<typeof registrationForm>;

/**
 * Why the database or the name screen refused a well-formed username (taken, or a rude word),
 * found by the caller; the only checks that are not pure. `reason`, when there is one, follows
 * the spec's general "Please choose a valid and available username." so the child knows what to change.
 */
export interface UsernameRefusal {
  message: string;
  reason?: string;
}

export function checkRegistration(
  values: RegistrationValues,
  usernameRefusal: UsernameRefusal | null,
  now = new Date(),
): RegistrationCheck {
  const fail = (problem: FormProblem, errors: Partial<Record<RegisterField, string>> = {}): RegistrationCheck => ({
    ok: false,
    problem,
    errors,
  });
  const { email, username, password, confirmPassword } = values;

  const missing: Partial<Record<RegisterField, string>> = {};
  if (!email) missing.email = "Email is required";
  if (!password) missing.password = "Password is required";
  if (!confirmPassword) missing.confirmPassword = "Please confirm your password";
  if (!values.birthMonth || !values.birthYear) missing.birth = birthMessages.missing;
  if (Object.keys(missing).length) return fail({ title: "Missing fields", message: "Please fill in all required fields." }, missing);

  if (!emailField.safeParse(email).success) {
    return fail(
      { title: "Sign up failed", message: "Please provide a valid email address." },
      { email: "Please provide a valid email address." },
    );
  }
  if (username) {
    const problem = usernameProblem(username) ?? usernameRefusal?.message;
    const message = ["Please choose a valid and available username.", usernameRefusal?.reason].filter(Boolean).join(" ");
    if (problem) return fail({ title: "Invalid username", message }, { username: problem });
  }
  if (password !== confirmPassword) {
    return fail(
      { title: "Passwords do not match", message: "Please make sure your passwords match." },
      { confirmPassword: "Passwords do not match" },
    );
  }
  if (password.length < PASSWORD_MIN) {
    return fail(
      { title: "Password too short", message: "Password must be at least 6 characters long." },
      { password: "Password must be at least 6 characters long." },
    );
  }
  if (password.length > PASSWORD_MAX) {
    return fail(
      { title: "Password too long", message: `Password must be at most ${PASSWORD_MAX} characters long.` },
      { password: `Password must be at most ${PASSWORD_MAX} characters long.` },
    );
  }

  const birth = checkBirth(values, now);
  if (!birth.ok) return birth;
  return { ok: true, registration: { email, username, password, birth: birth.birth, parentEmail: birth.parentEmail } };
}

/** The form's two selects; a value outside the lists (a crafted post) is refused as invalid. */
export function birthMonthSchema(now = new Date()) {
  const years = birthYears(now);
  return z.object({
    year: z.coerce
      .number()
      .int()
      .min(years[years.length - 1])
      .max(years[0]),
    month: z.coerce.number().int().min(1).max(12),
  });
}

export type BirthCheck =
  | { ok: true; birth: BirthMonth; parentEmail: string | null }
  | { ok: false; problem: FormProblem; errors: Partial<Record<RegisterField, string>> };

/**
 * The month and year of birth, and a parent's e-mail when the player may be under 13: the end of
 * the sign-up form, and the whole of the step after a first Google sign-in.
 */
export function checkBirth(values: Pick<RegistrationValues, "birthMonth" | "birthYear" | "parentEmail">, now = new Date()): BirthCheck {
  if (!values.birthMonth || !values.birthYear) {
    return { ok: false, problem: { title: "Missing fields", message: birthMessages.missing }, errors: { birth: birthMessages.missing } };
  }
  const birth = birthMonthSchema(now).safeParse({ year: values.birthYear, month: values.birthMonth });
  if (!birth.success)
    return { ok: false, problem: { title: "Sign up failed", message: birthMessages.invalid }, errors: { birth: birthMessages.invalid } };
  if (!needsParentalConsent(birth.data, now)) return { ok: true, birth: birth.data, parentEmail: null };
  const message = !values.parentEmail
    ? parentEmailMessages.missing
    : emailField.safeParse(values.parentEmail).success
      ? null
      : parentEmailMessages.invalid;
  if (message) return { ok: false, problem: { title: "A parent's permission is needed", message }, errors: { parentEmail: message } };
  return { ok: true, birth: birth.data, parentEmail: values.parentEmail };
}
