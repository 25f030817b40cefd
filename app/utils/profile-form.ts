/**
 * The Edit Profile form's fields and messages, shared by the action and the form the page and the
 * dialog render; its rules (the authority) are profileEditSchema in models/profile-edit.server.ts.
 * Limits and messages are the spec's (section 5).
 */
import { BIO_MAX, DISPLAY_NAME_MAX, USERNAME_MAX, type FormProblem } from "./validation";

/** The form's field names, as posted. */
export type ProfileField = "username" | "display_name" | "bio" | "is_public";
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** What the form shows: the saved profile, or what was typed when a save failed. */
export interface ProfileFormValues {
  username: string;
  displayName: string;
  bio: string;
  isPublic: boolean;
  /** A child whose parent has not allowed a public profile: the box is shown, off and locked. */
  publicLocked?: boolean;
}

/** What a refused save answers (/profile/edit's action): the problem, each field's error, what was typed. */
export interface EditFailure {
  problem: FormProblem;
  errors: ProfileErrors;
  /** What was typed, shown again; null when the request was not a form. */
  values: ProfileFormValues | null;
}

/** What was typed, for showing again after a failed save (capped: no valid value is longer). */
export function typedValues(form: Record<string, string>): ProfileFormValues {
  const cap = (value: string | undefined, max: number) => (value ?? "").slice(0, max * 4);
  return {
    username: cap(form.username, USERNAME_MAX),
    displayName: cap(form.display_name, DISPLAY_NAME_MAX),
    bio: cap(form.bio, BIO_MAX),
    isPublic: form.is_public === "on",
  };
}
