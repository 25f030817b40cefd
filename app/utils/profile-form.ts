/**
 * The Edit Profile form: its fields and rules, shared by the action (the authority) and the form
 * the page and the dialog render. Limits and messages are the spec's (section 5).
 */
import { z } from "zod";
import { BIO_MAX, DISPLAY_NAME_MAX, USERNAME_MAX, usernameProblem } from "./validation";

/** The form's field names, as posted. */
export type ProfileField = "username" | "display_name" | "bio" | "is_public";
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** What the form shows: the saved profile, or what was typed when a save failed. */
export interface ProfileFormValues {
  username: string;
  displayName: string;
  bio: string;
  isPublic: boolean;
}

export const UPDATE_FAILED = {
  title: "Update failed",
  message: "Failed to update profile. Please try again.",
} as const;

/** Length in characters as PostgreSQL's char_length counts them: an emoji is one, not two. */
function characters(text: string): number {
  return [...text].length;
}

// PostgreSQL cannot store NUL, and no control character belongs in a name; a bio keeps line breaks and tabs.
const CONTROL = /\p{Cc}/u;
const CONTROL_EXCEPT_LINES = /(?![\n\t])\p{Cc}/u;

export const profileEditSchema = z
  .object({
    username: z
      .string({ required_error: "Username is required" })
      .trim()
      .min(1, "Username is required")
      .superRefine((value, ctx) => {
        const problem = value ? usernameProblem(value) : null;
        if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
      }),
    display_name: z
      .string()
      .trim()
      .default("")
      .refine((value) => characters(value) <= DISPLAY_NAME_MAX, `Display name must be at most ${DISPLAY_NAME_MAX} characters long`)
      .refine((value) => !CONTROL.test(value), "Display name cannot contain control characters"),
    bio: z
      .string()
      .default("")
      // Browsers post a textarea's line breaks as CRLF; count and keep each as one character.
      .transform((value) => value.replace(/\r\n?/g, "\n").trim())
      .refine((value) => characters(value) <= BIO_MAX, `Bio must be at most ${BIO_MAX} characters long`)
      .refine((value) => !CONTROL_EXCEPT_LINES.test(value), "Bio cannot contain control characters"),
    // A checkbox: posted as "on" when ticked, absent when not.
    is_public: z
      .enum(["on"], {
        errorMap: () => ({
          message: "Choose whether your profile is public or private",
        }),
      })
      .optional(),
  })
  .transform((form) => ({
    username: form.username,
    // Spec: an empty display name with a username given becomes the username.
    displayName: form.display_name || form.username,
    bio: form.bio || null,
    isPublic: form.is_public === "on",
  }));

export type ProfileUpdate = z.output<typeof profileEditSchema>;

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
