/**
 * The sign-up form's checks, in the spec's order, as one pure function: the first problem wins,
 * with the spec's title and message and a message on each field concerned. Then ours: the month
 * and year of birth, and a parent's e-mail for a player who may be under 13 (COPPA).
 */
import type { TFunction } from "i18next";
import { birthYears, needsParentalConsent, type BirthMonth } from "~/utils/age";
import { englishT } from "~/i18n/messages.server";
import { PASSWORD_MIN, USERNAME_MAX, usernameFormFault, type FormProblem } from "~/utils/validation";
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

/** Why a username's form is refused (utils/validation.ts' usernameProblem, in the reader's words). */
export function usernameFormProblem(username: string, t: TFunction): string | null {
  const fault = usernameFormFault(username);
  if (fault === "tooShort") return t("problems.usernameTooShort");
  if (fault === "badCharacters") return t("problems.usernameBadCharacters");
  return fault && t("problems.usernameTooLong", { max: USERNAME_MAX });
}

/** The form's checks; `t` gives the reader's words (the spec's English by default). */
export function checkRegistration(
  values: RegistrationValues,
  usernameRefusal: UsernameRefusal | null,
  now = new Date(),
  t: TFunction = englishT("auth"),
): RegistrationCheck {
  const fail = (problem: FormProblem, errors: Partial<Record<RegisterField, string>> = {}): RegistrationCheck => ({
    ok: false,
    problem,
    errors,
  });
  const { email, username, password, confirmPassword } = values;

  const missing: Partial<Record<RegisterField, string>> = {};
  if (!email) missing.email = t("problems.emailRequired");
  if (!password) missing.password = t("problems.passwordRequired");
  if (!confirmPassword) missing.confirmPassword = t("problems.confirmRequired");
  if (!values.birthMonth || !values.birthYear) missing.birth = t("problems.birthMissing");
  if (Object.keys(missing).length) {
    return fail({ title: t("problems.missingFields.title"), message: t("problems.missingFields.message") }, missing);
  }

  if (!emailField.safeParse(email).success) {
    const message = t("problems.invalidEmail");
    return fail({ title: t("problems.signUpFailed"), message }, { email: message });
  }
  if (username) {
    const problem = usernameFormProblem(username, t) ?? usernameRefusal?.message;
    const message = [t("problems.invalidUsername.message"), usernameRefusal?.reason].filter(Boolean).join(" ");
    if (problem) return fail({ title: t("problems.invalidUsername.title"), message }, { username: problem });
  }
  if (password !== confirmPassword) {
    return fail(
      { title: t("problems.passwordsDiffer.title"), message: t("problems.passwordsDiffer.message") },
      { confirmPassword: t("problems.passwordsDiffer.field") },
    );
  }
  if (password.length < PASSWORD_MIN) {
    const message = t("problems.passwordTooShort.message");
    return fail({ title: t("problems.passwordTooShort.title"), message }, { password: message });
  }
  if (password.length > PASSWORD_MAX) {
    const message = t("problems.passwordTooLong.message", { max: PASSWORD_MAX });
    return fail({ title: t("problems.passwordTooLong.title"), message }, { password: message });
  }

  const birth = checkBirth(values, now, t);
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
export function checkBirth(
  values: Pick<RegistrationValues, "birthMonth" | "birthYear" | "parentEmail">,
  now = new Date(),
  t: TFunction = englishT("auth"),
): BirthCheck {
  if (!values.birthMonth || !values.birthYear) {
    const message = t("problems.birthMissing");
    return { ok: false, problem: { title: t("problems.missingFields.title"), message }, errors: { birth: message } };
  }
  const birth = birthMonthSchema(now).safeParse({ year: values.birthYear, month: values.birthMonth });
  if (!birth.success) {
    const message = t("problems.birthInvalid");
    return { ok: false, problem: { title: t("problems.signUpFailed"), message }, errors: { birth: message } };
  }
  if (!needsParentalConsent(birth.data, now)) return { ok: true, birth: birth.data, parentEmail: null };
  const message = !values.parentEmail
    ? t("problems.parentMissing")
    : emailField.safeParse(values.parentEmail).success
      ? null
      : t("problems.parentInvalid");
  if (message) return { ok: false, problem: { title: t("problems.parentNeeded"), message }, errors: { parentEmail: message } };
  return { ok: true, birth: birth.data, parentEmail: values.parentEmail };
}
